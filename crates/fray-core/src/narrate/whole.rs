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
    let mut fold = WholeFold::new(header, undone_later(&records));
    let mut lines = Vec::with_capacity(records.len());
    for record in records {
        lines.push(fold.take(record));
    }
    (fold.finish(), lines)
}

/// [`fold_whole`] a record at a time, for records still being read: each is narrated as it
/// is taken. The records a later undo voids are told beforehand ([`WholeFold::new`]) or as
/// they become known ([`WholeFold::undone_later`]), before the fold takes them; an undo of
/// a record not told costs a refold (the same words either way).
#[derive(Debug)]
pub struct WholeFold {
    header: Header,
    /// The records some undo voids, as told so far.
    undone: HashSet<u64>,
    /// The pass while it could take every record so far; a timeline once one could not.
    fold: Either,
}

/// Where the records taken so far are folded.
#[derive(Debug)]
enum Either {
    Pass(Box<Pass>),
    Timeline(Box<Timeline>),
}

impl WholeFold {
    /// An empty fold of the save `header` opens, told which records a later undo voids.
    pub fn new(header: Header, undone: HashSet<u64>) -> WholeFold {
        let pass = Pass {
            state: Encounter::of_header(&header),
            history: History::default(),
            records: Vec::new(),
            kept: Vec::new(),
            spare: Vec::new(),
        };
        WholeFold {
            header,
            undone,
            fold: Either::Pass(Box::new(pass)),
        }
    }

    /// Tells the fold that a later undo voids record `seq` (before it takes that record).
    pub fn undone_later(&mut self, seq: u64) {
        self.undone.insert(seq);
    }

    /// Takes the next record in and says what it did.
    pub fn take(&mut self, record: Record) -> String {
        let record = match &mut self.fold {
            Either::Pass(pass) => match pass.take(record, &self.undone) {
                Ok(line) => return line,
                Err(record) => record,
            },
            Either::Timeline(timeline) => return commit_keeping(&self.undone, record, timeline),
        };
        // The timeline takes over from here, from a fold of what was taken.
        let records = match &mut self.fold {
            Either::Pass(pass) => std::mem::take(&mut pass.records),
            Either::Timeline(_) => Vec::new(),
        };
        let mut timeline = Box::new(Timeline::from_records(self.header.clone(), records));
        let line = commit_keeping(&self.undone, record, &mut timeline);
        self.fold = Either::Timeline(timeline);
        line
    }

    /// The timeline of every record taken.
    pub fn finish(self) -> Timeline {
        match self.fold {
            Either::Pass(pass) => {
                Timeline::from_folded(self.header, pass.records, pass.history, pass.state)
            }
            Either::Timeline(timeline) => *timeline,
        }
    }
}

/// Commits `record` to `timeline`, keeping the state before it when a later undo voids it.
fn commit_keeping(undone: &HashSet<u64>, record: Record, timeline: &mut Timeline) -> String {
    if undone.contains(&record.seq) {
        timeline.keep_state_for_undo();
    }
    commit(record, timeline)
}

/// The pass's fold so far.
#[derive(Debug)]
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
}

impl Pass {
    /// Takes `record` in and says what it did; gives it back untaken when only a refold
    /// can follow it.
    fn take(&mut self, record: Record, undone: &HashSet<u64>) -> Result<String, Record> {
        let changes_history = record
            .events
            .iter()
            .any(|e| matches!(e, Event::CommandUndone { .. } | Event::CommandRedone { .. }));
        if changes_history {
            return self.take_history(record, undone);
        }
        let told = if is_history(&record) {
            Some(describe(&record, &self.state, &self.records))
        } else {
            None
        };
        let at = self.history.effective().len();
        self.history.record(&record);
        if self.history.effective().len() > at && undone.contains(&record.seq) {
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
    fn take_history(&mut self, record: Record, undone: &HashSet<u64>) -> Result<String, Record> {
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
                if undone.contains(&seq) {
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
