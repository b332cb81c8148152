//! The Corporates part of the command language, one family per file.

pub mod fire;
pub mod fire_format;
pub mod fire_table;
pub mod fire_words;
