//! Deciding the Corporates commands, one family per file. Pure.

pub mod fire;
mod fire_action;
mod fire_cover;
mod fire_move;
mod fire_shot;
mod fire_terms;
