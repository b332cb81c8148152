//! Narrating a whole save in one pass, as `fray log` does: one state, folded record by
//! record as the fight was played, each record said against it. A pass over a whole save
//! knows which records a later undo voids ([`super::undone_later`]): it keeps a copy of
//! the state just before each of them while it is in effect (written over a copy an
//! earlier undo gave back, so no allocation once the first is made), and an undo swaps
//! that copy in. A redo applies its record again. No checkpoint is taken, no state is
//! cloned per record.
//!
//! Anything else (a hand-made record that undoes or redoes out of the usual order, or
//! more undos in a row than [`KEPT`] copies) hands the records over to a [`Timeline`],
//! which refolds once and goes on as [`super::fold`] does: the same words either way.

use std::collections::HashSet;

use crate::engine::{Event, Header, History, Record, Timeline, apply};
use crate::model::{Encounter, Overwrite};

use super::{commit, describe, describe_secret, is_history, joined, undone_later};

/// How many copies are kept at most (one per command in effect that a later undo voids);
/// a longer run of undos goes on through a [`Timeline`].
pub const KEPT: usize = 32;

/// Folds a save's records into its timeline, narrating every one of them: the timeline
/// and the narrations [`super::fold`] gives with no tail cut, in one pass that copies the
/// state only before the records a later undo voids.
pub fn fold_whole(header: Header, records: Vec<Record>) -> (Timeline, Vec<String>) {
    let undone = undone_later(&records);
    let mut pass = Pass {
        state: Encounter::new(header.system, header.name.clone()),
        history: History::default(),
        records: Vec::with_capacity(records.len()),
        kept: Vec::new(),
        spare: Vec::new(),
        undone,
    };
    let mut lines = Vec::with_capacity(records.len());
    let mut rest = records.into_iter();
    while let Some(record) = rest.next() {
        match pass.take(record) {
            Ok(line) => lines.push(line),
            Err(record) => {
                // The timeline takes over from here, from a fold of what was taken.
                let mut timeline = Timeline::from_records(header, pass.records);
                for record in std::iter::once(record).chain(rest) {
                    if pass.undone.contains(&record.seq) {
                        timeline.keep_state_for_undo();
                    }
                    lines.push(commit(record, &mut timeline));
                }
                return (timeline, lines);
            }
        }
    }
    let timeline = Timeline::from_folded(header, pass.records, pass.history, pass.state);
    (timeline, lines)
}

/// The pass's fold so far.
struct Pass {
    /// The state after the records taken, as played.
    state: Encounter,
    history: History,
    records: Vec<Record>,
    /// (record, state just before it) for the records in effect a later undo voids, in
    /// the order they are in effect.
    kept: Vec<(u64, Encounter)>,
    /// Copies given back by undos, to be written over.
    spare: Vec<Encounter>,
    /// The records some undo of the save voids.
    undone: HashSet<u64>,
}

impl Pass {
    /// Takes `record` in and says what it did; gives it back untaken when only a refold
    /// can follow it.
    fn take(&mut self, record: Record) -> Result<String, Record> {
        let changes_history = record
            .events
            .iter()
            .any(|e| matches!(e, Event::CommandUndone { .. } | Event::CommandRedone { .. }));
        if changes_history {
            return self.take_history(record);
        }
        let told = if is_history(&record) {
            Some(describe(&record, &self.state, &self.records))
        } else {
            None
        };
        let at = self.history.effective().len();
        self.history.record(&record);
        if self.history.effective().len() > at && self.undone.contains(&record.seq) {
            self.keep(record.seq);
        }
        let line = match told {
            Some(line) => {
                for event in &record.events {
                    apply(&mut self.state, event);
                }
                line
            }
            None => {
                let system = self.state.system;
                let secret = crate::script::masked::face_down_slots(system, &record.command);
                let mut parts = Vec::new();
                for event in &record.events {
                    // An ordinary record holds no undo or redo, the only events that name
                    // earlier records.
                    parts.extend(describe_secret(event, &secret, &self.state, &[]));
                    apply(&mut self.state, event);
                }
                joined(parts, &record, system)
            }
        };
        self.records.push(record);
        Ok(line)
    }

    /// An undo of the last command in effect (its state before swapped back in), or redos
    /// (their records applied again); anything else is given back.
    fn take_history(&mut self, record: Record) -> Result<String, Record> {
        let undo = match record.events[..] {
            [Event::CommandUndone { seq }] => Some(seq),
            _ => None,
        };
        let redos = record
            .events
            .iter()
            .all(|e| matches!(e, Event::CommandRedone { .. }));
        if let Some(seq) = undo {
            let last_in_effect = self.history.undo_target() == Some(seq);
            if !last_in_effect || self.kept.last().is_none_or(|(s, _)| *s != seq) {
                return Err(record);
            }
        } else if !redos {
            return Err(record);
        }
        let line = describe(&record, &self.state, &self.records);
        let before = self.history.effective().len();
        self.history.record(&record);
        if undo.is_some() {
            if let Some((_, state)) = self.kept.pop() {
                let after = std::mem::replace(&mut self.state, state);
                self.spare.push(after);
            }
        } else {
            let added = self.history.effective()[before..].to_vec();
            for seq in added {
                if self.undone.contains(&seq) {
                    self.keep(seq);
                }
                if let Some(redone) = crate::engine::timeline::record_of(&self.records, seq) {
                    for event in &redone.events {
                        apply(&mut self.state, event);
                    }
                }
            }
        }
        self.records.push(record);
        Ok(line)
    }

    /// Keeps the state as it is now, just before record `seq` takes effect.
    fn keep(&mut self, seq: u64) {
        let copy = match self.spare.pop() {
            Some(mut copy) => {
                copy.overwrite(&self.state);
                copy
            }
            None => self.state.clone(),
        };
        if self.kept.len() == KEPT {
            // The oldest goes: an undo reaching it hands over to a timeline.
            let (_, oldest) = self.kept.remove(0);
            self.spare.push(oldest);
        }
        self.kept.push((seq, copy));
    }
}
