//! `weapon`, `armour` and `cyber`: a piece given (replacing the one with its key) or taken
//! away, written as the shared gear events so every rule reads it where it reads the
//! bestiary's.

use crate::engine::{Event, RuleError};
use crate::model::{Encounter, Gear};
use crate::rules::names::resolve;

use super::super::command::gear::{GearCommand, Piece};
use super::super::text::refuse;

/// The flags a piece's shape sets, which a piece given again does not keep.
const DEVICE_FLAGS: [&str; 3] = ["cyber", "coprocessor", "injector"];

/// Decides a gear command.
pub fn decide(state: &Encounter, command: &GearCommand) -> Result<Vec<Event>, RuleError> {
    match command {
        GearCommand::Give { who, piece, gear } => give(state, who, *piece, gear),
        GearCommand::Remove { who, piece, key } => remove(state, who, *piece, key),
    }
}

/// The key as the sheet keeps it, or a refusal when nothing is left of it.
fn key_of(typed: &str) -> Result<String, RuleError> {
    let key = crate::rules::fold_key(typed);
    if key.is_empty() {
        return Err(refuse("cor-gear-refuse-key", &[]));
    }
    Ok(key)
}

fn give(state: &Encounter, who: &str, piece: Piece, gear: &Gear) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let mut gear = gear.clone();
    gear.key = key_of(&gear.key)?;
    gear.name = crate::rules::common::clean_text(&gear.name, piece.verb())?;
    // A piece given again keeps what play set on it (drawn, in covering fire).
    if let Some(old) = state.combatant(id).and_then(|c| c.gear(&gear.key)) {
        for flag in &old.flags {
            if !DEVICE_FLAGS.contains(&flag.as_str()) {
                gear.flags.insert(flag.clone());
            }
        }
    }
    Ok(vec![Event::GearAdded { who: id, gear }])
}

fn remove(state: &Encounter, who: &str, piece: Piece, key: &str) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let key = key_of(key)?;
    let Some(c) = state.combatant(id) else {
        return Err(RuleError::UnknownCombatant(who.into()));
    };
    if c.gear(&key).is_none() {
        return Err(refuse(
            "cor-gear-refuse-none",
            &[
                ("who", c.name.as_str().into()),
                ("key", key.as_str().into()),
                ("verb", piece.verb().into()),
            ],
        ));
    }
    Ok(vec![Event::GearRemoved { who: id, key }])
}
