//! Every shared word of the players' log that is not the GM's transcript
//! (`crate::narrate`): the lines that replace a hidden combatant's numbers with what the
//! table sees (a system's own tests are worded in its folder). Names are given as they
//! are; the caller escapes control characters.

use crate::model::Side;
use crate::rules::Health;

/// A hidden combatant joins, without the bestiary template they came from.
pub(super) fn joins(name: &str, side: Side) -> String {
    format!("{name} joins ({})", side.word())
}

/// A visible condition put on a hidden combatant, without its value.
pub(super) fn condition(name: &str, condition: &str, until: Option<&str>) -> String {
    match until {
        Some(until) => format!("{name}: {condition} ({until})"),
        None => format!("{name}: {condition}"),
    }
}

/// A hidden combatant's extra attack, without its malus.
pub(super) fn extra_attack(name: &str, phase: i32) -> String {
    format!("{name}: extra attack at phase {phase}")
}

/// A hidden combatant rushes, without the malus.
pub(super) fn rushes(name: &str) -> String {
    format!("{name} rushes")
}

/// A hidden combatant takes a wound: where, and how they look now.
pub fn wounded(name: &str, location: Option<&str>, health: Health) -> String {
    match location {
        Some(location) => format!(
            "{name} is hit in the {}: {}",
            location.replace('-', " "),
            health.word()
        ),
        None => format!("{name} is hit: {}", health.word()),
    }
}

/// A hidden combatant's wounds are tended (healed boxes).
pub fn tended(name: &str, health: Health) -> String {
    format!("{name}'s wounds are tended: {}", health.word())
}

/// Damage to a hidden combatant came to nothing.
pub fn no_wound(name: &str) -> String {
    format!("{name}: no wound")
}

/// An undo: with the canonical command when players saw all of it, else no detail.
pub(super) fn undone(seq: u64, command: Option<&str>) -> String {
    match command {
        Some(command) => format!("undone: #{seq} {command}"),
        None => "the GM took back a command".into(),
    }
}

/// A redo: with the canonical command when players saw all of it, else no detail.
pub(super) fn redone(seq: u64, command: Option<&str>) -> String {
    match command {
        Some(command) => format!("redone: #{seq} {command}"),
        None => "the GM brought back a command".into(),
    }
}
