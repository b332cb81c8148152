//! Every word of the players' log that is not the GM's transcript (`crate::narrate`): the
//! lines that replace a hidden combatant's numbers with what the table sees. Names are
//! given as they are; the caller escapes control characters.

use crate::model::Side;
use crate::rules::Health;
use crate::systems::polaris::{Outcome, Tested};

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

/// A hidden combatant's attack: who at whom and what the table sees of it.
pub(super) fn attack(attacker: &str, target: &str, outcome: &Outcome) -> String {
    let seen = if outcome.critical_success {
        "critical hit"
    } else if outcome.critical_failure {
        "critical miss"
    } else if outcome.success {
        "hit"
    } else {
        "miss"
    };
    format!("{attacker} attacks {target}: {seen}")
}

/// A hidden combatant's test: what was tested and the result, no chance, dice or margin.
pub(super) fn test(who: &str, tested: &Tested, outcome: &Outcome) -> String {
    match what(tested) {
        Some(what) => format!("{who} tests {what}: {}", result(outcome)),
        None => format!("{who} makes a test: {}", result(outcome)),
    }
}

/// A hidden combatant takes a wound: where, and how they look now.
pub(super) fn wounded(name: &str, location: Option<&str>, health: Health) -> String {
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
pub(super) fn tended(name: &str, health: Health) -> String {
    format!("{name}'s wounds are tended: {}", health.word())
}

/// Damage to a hidden combatant came to nothing.
pub(super) fn no_wound(name: &str) -> String {
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

fn what(tested: &Tested) -> Option<&str> {
    match tested {
        Tested::Skill { name, .. } | Tested::Attribute { name, .. } => Some(name),
        Tested::Chance => None,
    }
}

fn result(outcome: &Outcome) -> &'static str {
    if outcome.critical_success {
        "critical success"
    } else if outcome.critical_failure {
        "critical failure"
    } else if outcome.success {
        "success"
    } else {
        "failure"
    }
}
