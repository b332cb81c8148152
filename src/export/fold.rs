//! Folding the records one at a time for an export: the state before and after each
//! record, and whether each record is still in effect at the last exported one.

use std::collections::HashSet;

use crate::engine::{Event, Header, History, Record, Timeline};
use crate::model::Encounter;
use crate::narrate;

/// What a record is, as of the last exported record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A command in effect.
    Done,
    /// A command a later undo voided (and no redo restored).
    Undone,
    /// An undo or a redo: the history itself.
    History,
}

/// The records folded incrementally, in log order, as they were played.
///
/// Feed every record in order through [`Fold::commit`]; before each commit,
/// [`Fold::state`] is the state the record was decided on. An undo or redo refolds (see
/// [`Timeline::commit`]); everything else applies its events to the running state.
#[derive(Debug)]
pub struct Fold {
    timeline: Timeline,
    effective: HashSet<u64>,
    /// The records an undo among the exported ones voids (see [`narrate::undone_later`]).
    undone_later: HashSet<u64>,
    rounds: u32,
}

impl Fold {
    /// Prepares to fold `records` (the exported ones, in order): works out which are in
    /// effect after the last of them, and how many rounds they reach.
    pub fn new(header: &Header, records: &[Record]) -> Fold {
        let mut history = History::default();
        for record in records {
            history.record(record);
        }
        let effective: HashSet<u64> = history.effective().iter().copied().collect();
        let rounds = records
            .iter()
            .filter(|r| effective.contains(&r.seq))
            .flat_map(|r| &r.events)
            .filter_map(|e| match e {
                Event::RoundStarted { round } => Some(*round),
                _ => None,
            })
            .max()
            .unwrap_or(0);
        Fold {
            timeline: Timeline::new(header.clone()),
            effective,
            undone_later: narrate::undone_later(records),
            rounds,
        }
    }

    /// Whether a record is in effect, undone, or an undo or redo.
    pub fn kind(&self, record: &Record) -> Kind {
        if narrate::is_history(record) {
            Kind::History
        } else if self.effective.contains(&record.seq) {
            Kind::Done
        } else {
            Kind::Undone
        }
    }

    /// The number of rounds the fight reached by the last exported record.
    pub fn rounds(&self) -> u32 {
        self.rounds
    }

    /// The state now: before the next record, or after the last one committed.
    pub fn state(&self) -> &Encounter {
        self.timeline.state()
    }

    /// The records committed so far (what an undo or redo can name).
    pub fn earlier(&self) -> &[Record] {
        self.timeline.records()
    }

    /// Folds the next record in.
    pub fn commit(&mut self, record: Record) {
        self.keep_for_undo(&record);
        self.timeline.commit(record);
    }

    /// Folds the next record in, showing `each` every event of an ordinary record with the
    /// state just before it (see [`Timeline::commit_seen`]; an undo or redo shows nothing).
    pub fn commit_seen(&mut self, record: Record, each: impl FnMut(&Event, &Encounter)) {
        self.keep_for_undo(&record);
        self.timeline.commit_seen(record, each);
    }

    /// Folds the next record in and says what it did, as the transcript does.
    pub fn commit_narrated(&mut self, record: Record) -> String {
        self.keep_for_undo(&record);
        narrate::commit(record, &mut self.timeline)
    }

    /// Keeps the state before `record` when a later undo voids it.
    fn keep_for_undo(&mut self, record: &Record) {
        if self.undone_later.contains(&record.seq) {
            self.timeline.keep_state_for_undo();
        }
    }
}
