//! Shadowrun: Anarchy (ID prefix `ANA`), first slice: the pure mechanics a later slice
//! wires into a [`crate::rules::RuleSystem`]: dice pools with the glitch and complication
//! dice (ANA-01..03, [`pool`]), Chance and Anarchy points, interposing and the GM's pool
//! (ANA-04..07, [`points`]), initiative and the Narration order (ANA-08..11,
//! [`initiative`]), condition monitors (ANA-21, [`monitor`]).
//!
//! Unit: dice (a pool counts dice; a wound modifier removes dice).

pub mod arcane;
pub mod fact;
pub mod initiative;
pub mod monitor;
pub mod points;
pub mod pool;
pub mod rolls;
pub mod text;

#[cfg(test)]
mod initiative_tests;
#[cfg(test)]
mod mechanics_tests;

pub use fact::AnarchyFact;

use crate::model::SystemId;

/// This system's id: its key in saves and on the command line (`--rules sr-anarchy`).
pub const ID: SystemId = SystemId::declare("sr-anarchy");
