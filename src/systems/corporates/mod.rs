//! Corporates (`COR`), key `corporates`: the first slice of its pure mechanics, not yet
//! registered. Time (COR-01 to COR-12): segments, declared actions and their schedule, the
//! dice-malus ledger, survival mode and priority; damage (COR-39 to COR-43): soak, split,
//! critical and cyberware tables, Wound and Fatigue counters. The facts, roll slots and
//! open points these need are here too; the wiring (commands, verbs, panes) comes later.

use crate::model::SystemId;

pub mod covering;
pub mod critical;
pub mod cyber;
pub mod damage;
pub mod fact;
pub mod ledger;
pub mod melee;
pub mod movement;
pub mod options;
pub mod panes;
pub mod priority;
pub mod rolls;
pub mod schedule;
pub mod shooting;
pub mod situations;
pub mod survival;
pub mod target;
pub mod text;

#[cfg(test)]
mod bestiary_tests;
#[cfg(test)]
mod damage_tests;
#[cfg(test)]
mod melee_tests;
#[cfg(test)]
mod props_tests;
#[cfg(test)]
mod shooting_tests;
#[cfg(test)]
mod time_tests;

/// The system's id (its key in saves and `fray new --rules`).
pub const ID: SystemId = SystemId::declare("corporates");
