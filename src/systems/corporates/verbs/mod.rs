//! The Corporates part of the command language, one family per file.

pub mod melee;
pub mod melee_format;
pub mod melee_table;

#[cfg(test)]
mod melee_tests;
