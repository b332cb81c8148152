//! Folding the records one at a time for an export: the state before and after each
//! record, and whether each record is still in effect at the last exported one.

use std::collections::HashSet;

use crate::engine::{Event, Header, History, Record, Timeline, apply};
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

/// The last round `record` starts, if it starts one.
pub(super) fn round_reached(record: &Record) -> Option<u32> {
    record
        .events
        .iter()
        .filter_map(|e| match e {
            Event::RoundStarted { round } => Some(*round),
            _ => None,
        })
        .max()
}

/// The records folded incrementally, in log order.
///
/// Feed every record in order through [`Fold::commit`] (or one of its variants); before
/// each commit, [`Fold::state`] is the state the record was decided on, for every record
/// the fold shows (see [`Fold::new`] and [`Fold::in_effect`]).
#[derive(Debug)]
pub struct Fold {
    how: How,
    /// The records in effect after the last exported one, in increasing order.
    effective: Vec<u64>,
    rounds: u32,
}

/// How a [`Fold`] folds.
#[derive(Debug)]
enum How {
    /// Every record as it was played: an undo or redo refolds (see [`Timeline::commit`]);
    /// `undone_later` are the records an undo among the exported ones voids (see
    /// [`narrate::undone_later`]), whose state before is kept for that undo.
    AsPlayed {
        timeline: Box<Timeline>,
        undone_later: HashSet<u64>,
    },
    /// Only the records in effect at the last exported one, their events applied in log
    /// order; the others are dropped. The state before each record in effect is the one
    /// it was decided on: every command in effect then is still in effect at the end (an
    /// undo takes back the last command first, and a new command drops what could be
    /// redone), so no refold, checkpoint or kept state is needed.
    InEffect(Box<Encounter>),
}

impl Fold {
    /// Prepares to fold `records` (the exported ones, in order) as they were played, the
    /// undone ones and the undos and redos included: works out which are in effect after
    /// the last of them, and how many rounds they reach.
    pub fn new(header: &Header, records: &[Record]) -> Fold {
        let how = How::AsPlayed {
            timeline: Box::new(Timeline::new(header.clone())),
            undone_later: narrate::undone_later(records),
        };
        Fold::with(how, records)
    }

    /// Prepares to fold only the records of `records` in effect after the last of them:
    /// [`Fold::state`] is right before each of those and at the end; the others are
    /// dropped as they are committed (an export that shows no undone command).
    pub fn in_effect(header: &Header, records: &[Record]) -> Fold {
        let how = How::InEffect(Box::new(Encounter::of_header(header)));
        Fold::with(how, records)
    }

    /// Prepares to fold only the records in effect at the end of a save still being read:
    /// each is told in effect ([`Fold::assume_in_effect`]) before it is committed, and
    /// [`Fold::assumed_as`] checks it against the records in effect at the end.
    pub fn assumed(header: &Header) -> Fold {
        Fold {
            how: How::InEffect(Box::new(Encounter::of_header(header))),
            effective: Vec::new(),
            rounds: 0,
        }
    }

    /// Takes record `seq` (the next to be committed) as in effect at the end.
    pub fn assume_in_effect(&mut self, seq: u64) {
        self.effective.push(seq);
    }

    /// Whether the records taken as in effect are those of `effective` (in increasing
    /// order): then every record was folded and shown as a fold told of them beforehand
    /// ([`Fold::in_effect`]) does.
    pub fn assumed_as(&self, effective: &[u64]) -> bool {
        self.effective == effective
    }

    fn with(how: How, records: &[Record]) -> Fold {
        let mut history = History::default();
        for record in records {
            history.record(record);
        }
        let mut effective: Vec<u64> = history.effective().to_vec();
        // In increasing order already (see `History::is_effective`); sorted to be sure.
        effective.sort_unstable();
        let rounds = records
            .iter()
            .filter(|r| effective.binary_search(&r.seq).is_ok())
            .filter_map(round_reached)
            .max()
            .unwrap_or(0);
        Fold {
            how,
            effective,
            rounds,
        }
    }

    /// Whether a record is in effect, undone, or an undo or redo.
    pub fn kind(&self, record: &Record) -> Kind {
        if narrate::is_history(record) {
            Kind::History
        } else if self.effective.binary_search(&record.seq).is_ok() {
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
        match &self.how {
            How::AsPlayed { timeline, .. } => timeline.state(),
            How::InEffect(state) => state,
        }
    }

    /// The records committed so far (what an undo or redo can name); none when folding
    /// only the records in effect.
    pub fn earlier(&self) -> &[Record] {
        match &self.how {
            How::AsPlayed { timeline, .. } => timeline.records(),
            How::InEffect(_) => &[],
        }
    }

    /// Folds the next record in.
    pub fn commit(&mut self, record: Record) {
        match self.played(&record) {
            Some(timeline) => timeline.commit(record),
            None => self.commit_each(record, |_, _, _| {}),
        }
    }

    /// Folds the next record in, showing `each` every event of an ordinary record with the
    /// state just before it (see [`Timeline::commit_seen`]; an undo or redo, or a record not
    /// in effect when only those are folded, shows nothing).
    pub fn commit_seen(&mut self, record: Record, mut each: impl FnMut(&Event, &Encounter)) {
        match self.played(&record) {
            Some(timeline) => timeline.commit_seen(record, each),
            None => self.commit_each(record, |record, index, state| {
                if let Some(event) = record.events.get(index) {
                    each(event, state);
                }
            }),
        }
    }

    /// Folds the next record in, showing `each` the record, the index of each of its events
    /// and the state just before that event (as [`Fold::commit_seen`] does). Folding only
    /// the records in effect, the record itself is lent; as played, the timeline takes it,
    /// and a copy is lent.
    pub fn commit_each(
        &mut self,
        record: Record,
        mut each: impl FnMut(&Record, usize, &Encounter),
    ) {
        let done = self.kind(&record) == Kind::Done;
        if let Some(timeline) = self.played(&record) {
            let copy = record.clone();
            let mut index = 0;
            timeline.commit_seen(record, |_, state| {
                each(&copy, index, state);
                index += 1;
            });
            return;
        }
        if let How::InEffect(state) = &mut self.how
            && done
        {
            for (index, event) in record.events.iter().enumerate() {
                each(&record, index, state);
                apply(state, event);
            }
        }
    }

    /// Folds the next record in and says what it did, as the transcript does (folding only
    /// the records in effect, a record not in effect is dropped unsaid).
    pub fn commit_narrated(&mut self, record: Record) -> String {
        let done = self.kind(&record) == Kind::Done;
        if let Some(timeline) = self.played(&record) {
            return narrate::commit(record, timeline);
        }
        match &mut self.how {
            How::InEffect(state) if done => narrate::describe_applying(&record, state),
            _ => String::new(),
        }
    }

    /// The timeline of a fold as played, ready to take `record` (its state kept first when
    /// a later undo voids it); `None` for a fold of the records in effect.
    fn played(&mut self, record: &Record) -> Option<&mut Timeline> {
        match &mut self.how {
            How::AsPlayed {
                timeline,
                undone_later,
            } => {
                if undone_later.contains(&record.seq) {
                    timeline.keep_state_for_undo();
                }
                Some(&mut **timeline)
            }
            How::InEffect(_) => None,
        }
    }
}

#[cfg(test)]
#[path = "fold_tests.rs"]
mod tests;
