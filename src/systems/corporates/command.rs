//! The Corporates commands, one nested enum per family in `command/`.

pub mod melee;
