//! What the log says of the Corporates facts, one family per file.

pub mod narrate_fire;
