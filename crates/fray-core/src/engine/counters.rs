//! The largest value of every counter fray hands out as "the next one", held in one place
//! for the two sides of it: live play refuses a command whose record or events would take a
//! counter past its bound ([`RuleError::OutOfNumbers`], from
//! [`Timeline::prepare`](super::Timeline::prepare) and
//! [`Timeline::decide`](super::Timeline::decide), before anything is written), and reading
//! a save refuses the record that passes a bound as damage at its line (the consistency
//! check, [`super::Checker`]). So a save forged with a counter near its type's end never
//! makes fray give one number twice.
//!
//! The counters: the record number ([`MAX_SEQ`]), the combatant id ([`MAX_COMBATANT_ID`]),
//! a combatant's marker number on the ladder ([`MAX_MARKER`]) and the round
//! ([`MAX_ROUND`]). Countdowns are named by their label, and every other number a command
//! writes is a value the GM typed, bounded by `rules::limits`.

use crate::model::{CombatantId, Encounter};

use super::error::RuleError;
use super::event::Event;

/// The largest record number: 2^53, the largest integer every JSON reader keeps exact
/// (a reader holding numbers as doubles, JavaScript's, would round the ones after it).
/// At one record a second, a table would need 285 million years to reach it.
pub const MAX_SEQ: u64 = 1 << 53;

/// The largest combatant id: one below `u32::MAX`, so the id after it (the encounter's
/// next free id) still fits in a `u32` and never saturates onto an id in use.
pub const MAX_COMBATANT_ID: u32 = u32::MAX - 1;

/// The largest marker number one combatant's markers take on the ladder (0 for the main
/// action, then one per extra action): one below `u8::MAX`, for the same reason.
pub const MAX_MARKER: u8 = u8::MAX - 1;

/// The last round a fight reaches: one below `u32::MAX`, for the same reason (the round
/// after it, and an expiry "at the start of the next round", still fit).
pub const MAX_ROUND: u32 = u32::MAX - 1;

/// Which counter ran out, and the bound it reached (for [`RuleError::OutOfNumbers`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Counter {
    /// The record numbers: every record needs one.
    Record,
    /// The combatant ids (`add`).
    Combatant,
    /// The marker numbers of the combatant named (an extra action, a declaration).
    Marker(String),
    /// The rounds (`start`, `next`).
    Round,
}

/// Refuses a record numbered `seq` when it is past [`MAX_SEQ`].
pub fn check_seq(seq: u64) -> Result<(), RuleError> {
    if seq > MAX_SEQ {
        return Err(RuleError::OutOfNumbers(Counter::Record));
    }
    Ok(())
}

/// Refuses `events`, decided on `state`, when one of them takes a combatant id, a marker
/// number or a round past its bound (whatever system or verb allocated it).
pub fn check_events(state: &Encounter, events: &[Event]) -> Result<(), RuleError> {
    for event in events {
        match event {
            Event::CombatantAdded { combatant } if combatant.id.0 > MAX_COMBATANT_ID => {
                return Err(RuleError::OutOfNumbers(Counter::Combatant));
            }
            Event::MarkerPlaced { entry } if entry.at.marker > MAX_MARKER => {
                let who = entry.at.owner;
                let name = state
                    .combatant(who)
                    .map_or_else(|| format!("#{}", who.0), |c| c.name.clone());
                return Err(RuleError::OutOfNumbers(Counter::Marker(name)));
            }
            Event::RoundStarted { round } if *round > MAX_ROUND => {
                return Err(RuleError::OutOfNumbers(Counter::Round));
            }
            _ => {}
        }
    }
    Ok(())
}

/// The refusal of a command that would pass a bound, in the current language.
pub(crate) fn live_refusal(counter: &Counter) -> String {
    match counter {
        Counter::Record => crate::t!("counter-records-full", max = MAX_SEQ.to_string()),
        Counter::Combatant => crate::t!(
            "counter-combatants-full",
            max = MAX_COMBATANT_ID.to_string()
        ),
        Counter::Marker(name) => crate::t!(
            "counter-markers-full",
            name = name.as_str(),
            max = MAX_MARKER.to_string()
        ),
        Counter::Round => crate::t!("counter-rounds-full", max = MAX_ROUND.to_string()),
    }
}

/// Why a record numbered `seq`, read from a save, is refused (it completes "the record
/// ..."), if its number is past [`MAX_SEQ`].
pub(crate) fn seq_load_problem(seq: u64) -> Option<String> {
    (seq > MAX_SEQ).then(|| {
        crate::t!(
            "counter-seq-load",
            seq = seq.to_string(),
            max = MAX_SEQ.to_string()
        )
    })
}

/// Why an event read from a save is refused (it completes "the record ..."), if it adds a
/// combatant, places a marker or starts a round past its bound.
pub(crate) fn event_load_problem(event: &Event) -> Option<String> {
    match event {
        Event::CombatantAdded { combatant } if combatant.id.0 > MAX_COMBATANT_ID => {
            Some(crate::t!(
                "counter-id-load",
                id = combatant.id.0.to_string(),
                max = MAX_COMBATANT_ID.to_string()
            ))
        }
        Event::MarkerPlaced { entry } if entry.at.marker > MAX_MARKER => {
            Some(marker_problem(entry.at.owner, entry.at.marker))
        }
        Event::RoundStarted { round } if *round > MAX_ROUND => Some(crate::t!(
            "counter-round-load",
            round = round.to_string(),
            max = MAX_ROUND.to_string()
        )),
        _ => None,
    }
}

fn marker_problem(owner: CombatantId, marker: u8) -> String {
    crate::t!(
        "counter-marker-load",
        marker = marker.to_string(),
        id = owner.0.to_string(),
        max = MAX_MARKER.to_string()
    )
}

#[cfg(test)]
#[path = "counters_tests.rs"]
mod tests;
