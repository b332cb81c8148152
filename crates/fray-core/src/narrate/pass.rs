//! Narrating while folding: each record is said against the state of a fold that is being
//! built anyway ([`Timeline::commit_seen`] shows every event the state just before it), so
//! no copy of the encounter is made per record. The transcript, the log pane and the
//! exports share this pass.

use std::collections::HashSet;

use crate::engine::{Event, Header, Record, Timeline, apply};
use crate::model::Encounter;

use super::{describe, describe_secret, is_history, joined};

/// Takes `record` into `timeline`, which holds the state just before it, and says what it
/// did: the same words as [`describe`] against that state.
pub fn commit(record: Record, timeline: &mut Timeline) -> String {
    if is_history(&record) {
        // An undo or redo names earlier records; it has one event or so, read unchanged.
        let text = describe(&record, timeline.state(), timeline.records());
        timeline.commit(record);
        return text;
    }
    let mut parts = Vec::new();
    let system = timeline.state().system;
    let secret = crate::script::masked::face_down_slots(system, &record.command);
    // An ordinary record holds no undo or redo, the only events that name earlier records.
    timeline.commit_seen(record, |event, state| {
        parts.extend(describe_secret(event, &secret, state, &[]));
    });
    match timeline.records().last() {
        Some(record) => joined(parts, record, system),
        None => String::new(),
    }
}

/// Says what an ordinary record (no undo or redo) did, moving `state` from just before it
/// to just after it: each event narrated, then applied (no copy of the state).
pub fn describe_applying(record: &Record, state: &mut Encounter) -> String {
    let mut parts = Vec::new();
    let secret = crate::script::masked::face_down_slots(state.system, &record.command);
    for event in &record.events {
        // No undo or redo here: no event names an earlier record.
        parts.extend(describe_secret(event, &secret, state, &[]));
        apply(state, event);
    }
    joined(parts, record, state.system)
}

/// Folds a save's records into its timeline, narrating the last `tail` of them on the way
/// (all of them when `tail` is at least their number): one pass, whatever the tail.
/// Returns the timeline and the narrations of the tail, oldest first.
pub fn fold(header: Header, mut records: Vec<Record>, tail: usize) -> (Timeline, Vec<String>) {
    let cut = records.len().saturating_sub(tail);
    let told = records.split_off(cut);
    let undone = undone_later(&told);
    let mut timeline = Timeline::from_records(header, records);
    let lines = told
        .into_iter()
        .map(|record| {
            if undone.contains(&record.seq) {
                timeline.keep_state_for_undo();
            }
            commit(record, &mut timeline)
        })
        .collect();
    (timeline, lines)
}

/// The records an undo among `records` voids: a fold that knows them keeps the state
/// before each ([`Timeline::keep_state_for_undo`]), so the undo restores it instead of
/// refolding.
pub fn undone_later(records: &[Record]) -> HashSet<u64> {
    records
        .iter()
        .flat_map(|r| &r.events)
        .filter_map(|e| match e {
            Event::CommandUndone { seq } => Some(*seq),
            _ => None,
        })
        .collect()
}

/// Every record of `timeline` narrated against the state before it, in order (a second
/// fold over copies of its records).
pub fn narrate_all(timeline: &Timeline) -> Vec<String> {
    let mut replay = Timeline::new(timeline.header().clone());
    timeline
        .records()
        .iter()
        .map(|record| commit(record.clone(), &mut replay))
        .collect()
}
