//! The Corporates transcript: one line per fact, one file per family.

pub mod narrate_melee;

#[cfg(test)]
mod narrate_melee_tests;
