//! The Corporates commands, one family per file.

pub mod fire;
