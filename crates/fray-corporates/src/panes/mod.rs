//! The Corporates panes, pure drawings of the report: the segment grid in the shared
//! ladder's place (`grid.rs`, read through `grid_model.rs`) and the sheet pane
//! (`detail.rs`), with the figures the report writes for them (`figures.rs`) and the
//! sheet's words in the GM's language (`words.rs`).

pub mod detail;
pub mod figures;
pub mod gear_text;
pub mod grid;
mod grid_cells;
pub mod grid_model;
pub mod roster;
pub mod words;

#[cfg(test)]
mod panes_tests;
#[cfg(test)]
mod undeclared_tests;
