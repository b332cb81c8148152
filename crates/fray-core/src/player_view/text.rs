//! Every shared word of the players' log that is not the GM's transcript
//! (`crate::narrate`): the lines that replace a hidden combatant's numbers with what the
//! table sees (a system's own tests are worded in its folder). Names are given as they
//! are; the caller escapes control characters.

use crate::model::Side;
use crate::rules::Health;
use crate::t;

/// How a hidden combatant looks, in the players' words.
pub fn health_word(health: Health) -> String {
    match health {
        Health::Unhurt => t!("players-health-unhurt"),
        Health::Wounded => t!("players-health-wounded"),
        Health::BadlyWounded => t!("players-health-badly-wounded"),
        Health::Down => t!("players-health-down"),
    }
}

/// A players' health word cut short on purpose for a narrow wound column (at most 9
/// characters: « gr. bl. », « h. combat »), with the full word it stands for; the `?`
/// legend lists them. Only the words longer than that have one.
pub fn health_shorts() -> [(String, String); 2] {
    [
        (
            t!("players-health-badly-wounded-short"),
            health_word(Health::BadlyWounded),
        ),
        (t!("players-health-down-short"), health_word(Health::Down)),
    ]
}

/// The short form of a players' health word as drawn (`word`), if it has one.
pub fn health_short(word: &str) -> Option<String> {
    health_shorts()
        .into_iter()
        .find(|(short, full)| full == word && short != full)
        .map(|(short, _)| short)
}

/// A hidden combatant joins, without the bestiary template they came from.
pub(super) fn joins(name: &str, side: Side) -> String {
    t!(
        "log-joins",
        who = name,
        side = crate::narrate::side_word(side)
    )
}

/// A visible condition put on a hidden combatant, without its value.
pub(super) fn condition(name: &str, condition: &str, until: Option<&str>) -> String {
    let extra = until.map_or_else(String::new, |until| format!(" ({until})"));
    t!(
        "log-condition-added",
        who = name,
        condition = condition,
        extra = extra
    )
}

/// A hidden combatant's extra attack, without its malus.
pub(super) fn extra_attack(name: &str, phase: i32) -> String {
    t!(
        "players-extra-attack",
        who = name,
        phase = phase.to_string()
    )
}

/// A secret declaration: who declared, not what.
pub(super) fn declared_secret(name: &str) -> String {
    t!("players-declared-secret", who = name)
}

/// What players read in place of a secret declaration's text.
pub(super) fn secret_declaration() -> String {
    t!("players-declaration-secret")
}

/// A hidden combatant rushes, without the malus.
pub(super) fn rushes(name: &str) -> String {
    t!("players-rushes", who = name)
}

/// A hidden combatant takes a wound: where, and how they look now.
pub fn wounded(name: &str, location: Option<&str>, health: Health) -> String {
    let health = health_word(health);
    match location {
        Some(location) => t!(
            "players-wounded-at",
            who = name,
            location = location.replace('-', " "),
            health = health
        ),
        None => t!("players-wounded", who = name, health = health),
    }
}

/// A hidden combatant's wounds are tended (healed boxes).
pub fn tended(name: &str, health: Health) -> String {
    t!("players-tended", who = name, health = health_word(health))
}

/// Damage to a hidden combatant came to nothing.
pub fn no_wound(name: &str) -> String {
    t!("players-no-wound", who = name)
}

/// An undo: with the command when players saw all of it, else no detail.
pub(super) fn undone(seq: u64, command: Option<&str>) -> String {
    match command {
        Some(command) => t!("log-undone", command = format!("#{seq} {command}")),
        None => t!("players-undone-hidden"),
    }
}

/// A redo: with the command when players saw all of it, else no detail.
pub(super) fn redone(seq: u64, command: Option<&str>) -> String {
    match command {
        Some(command) => t!("log-redone", command = format!("#{seq} {command}")),
        None => t!("players-redone-hidden"),
    }
}
