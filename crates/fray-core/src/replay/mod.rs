//! The replay index: any moment of a save rebuilt from its log, fast.
//!
//! A *position* `p` (0 to the number of records) is the moment right after record `p` was
//! taken in, exactly as the live session showed it. [`Replay::state_at`] rebuilds it from
//! the nearest stored snapshot (spaced by the bytes of state they copy: see [`spacing`])
//! plus the records after it, never a full refold:
//!
//! - an ordinary record applies its events;
//! - a redo applies the restored record's events again;
//! - an undo brings back the state from just before the undone record last took effect
//!   (the done stack below it has not changed since), which is itself a position;
//! - anything irregular (a hand-made log undoing out of order) is folded in full once,
//!   when the index is built, and kept as a snapshot.
//!
//! The index also knows, per position, the round, step and phase, and per record whether
//! it is in effect at any position, and the notable moments (criticals, deaths...).

mod kinds;
pub mod spacing;
mod walk;

use std::collections::BTreeMap;

use crate::engine::{Event, Header, History, Record, apply_all};
use crate::model::{Encounter, Step};
use crate::rules::{self, Moment};

pub use kinds::Kind;
use spacing::Spacing;

/// Positions between two stored snapshots before they were spaced by weight; what
/// [`Replay::with_interval`] was given to index like fray did then.
pub const INTERVAL: u64 = 512;

/// Where the fight stands at a position: enough to jump by round or phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mark {
    /// Round number (0 before the fight).
    pub round: u32,
    /// Step of the round.
    pub step: Step,
    /// The phase being resolved, during the resolution step.
    pub phase: Option<i32>,
}

/// A notable moment, at the record that caused it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notable {
    /// The record's position (its sequence number, unless a set-aside record skipped
    /// some before it).
    pub seq: u64,
    /// What happened.
    pub moment: Moment,
}

/// The replay index over a save's records.
#[derive(Debug, Clone)]
pub struct Replay {
    header: Header,
    records: Vec<Record>,
    kinds: Vec<Kind>,
    marks: Vec<Mark>,
    /// Per record, the positions where it was undone or redone, in order.
    toggles: BTreeMap<u64, Vec<u64>>,
    /// Per record, the position that last put it in effect (itself, or a redo).
    pushed: Vec<u64>,
    /// Positions of undo records, ascending.
    undos: Vec<u64>,
    snapshots: BTreeMap<u64, Encounter>,
    moments: Vec<Notable>,
    history: History,
    tip: Encounter,
    spacing: Spacing,
}

impl Replay {
    /// An index over no records yet, its snapshots spaced by weight.
    pub fn new(header: Header) -> Replay {
        let mut replay = Replay::with_interval(header, INTERVAL);
        replay.spacing = Spacing::by_weight(&replay.tip);
        replay
    }

    /// An index with snapshots every `interval` positions (tests use small ones).
    pub fn with_interval(header: Header, interval: u64) -> Replay {
        let tip = Encounter::of_header(&header);
        let mut snapshots = BTreeMap::new();
        snapshots.insert(0, tip.clone());
        Replay {
            marks: vec![mark_of(&tip)],
            header,
            records: Vec::new(),
            kinds: Vec::new(),
            toggles: BTreeMap::new(),
            pushed: Vec::new(),
            undos: Vec::new(),
            snapshots,
            moments: Vec::new(),
            history: History::default(),
            tip,
            spacing: Spacing::Every(interval.max(1)),
        }
    }

    /// An index over a whole save.
    pub fn build(header: Header, records: Vec<Record>) -> Replay {
        let mut replay = Replay::new(header);
        replay.records.reserve_exact(records.len());
        replay.kinds.reserve_exact(records.len());
        replay.marks.reserve_exact(records.len());
        replay.pushed.reserve_exact(records.len());
        for record in records {
            replay.push(record);
        }
        replay
    }

    /// Takes one more record in (a followed save grows this way). It is taken as the next
    /// position: positions count records from 1 without gaps, while sequence numbers skip
    /// those a set-aside record names, so the history is kept in positions (the record's
    /// undo and redo targets translated), and `seq` arguments below are positions.
    pub fn push(&mut self, record: Record) {
        let pos = self.records.len() as u64 + 1;
        let positioned = self.positioned(&record, pos);
        let positioned = positioned.as_ref().unwrap_or(&record);
        let kind = kinds::classify(positioned, &self.history, &self.pushed);
        self.history.record(positioned);
        self.pushed.push(pos);
        let mut cost = 0;
        let after = match kind {
            Kind::Normal => {
                apply_all(&mut self.tip, &record.events);
                None
            }
            Kind::Redo { target } => {
                if let Some(slot) = self.pushed.get_mut(index(target)) {
                    *slot = pos;
                }
                self.toggles.entry(target).or_default().push(pos);
                if let Some(restored) = self.records.get(index(target)) {
                    apply_all(&mut self.tip, &restored.events);
                }
                None
            }
            Kind::Undo { target, restore } => {
                self.toggles.entry(target).or_default().push(pos);
                self.undos.push(pos);
                let (state, steps) = self.rebuild(restore);
                cost = steps;
                Some(state)
            }
            Kind::Irregular => {
                for seq in kinds::history_targets(positioned) {
                    self.toggles.entry(seq).or_default().push(pos);
                }
                cost = u64::MAX;
                Some(self.full_fold_with(positioned))
            }
        };
        if let Some(state) = after {
            self.tip = state;
        }
        self.moments.extend(
            rules::system(self.header.system)
                .moments(&record.events, &self.tip)
                .into_iter()
                .map(|moment| Notable { seq: pos, moment }),
        );
        let last = self.snapshots.keys().next_back().copied().unwrap_or(0);
        if self.spacing.take(&record, &self.tip, pos, last, cost) {
            self.snapshots.insert(pos, self.tip.clone());
            self.spacing.kept(&self.tip, pos, last);
        }
        self.records.push(record);
        self.kinds.push(kind);
        self.marks.push(mark_of(&self.tip));
    }

    /// The save's header.
    pub fn header(&self) -> &Header {
        &self.header
    }

    /// Every record, undone ones included.
    pub fn records(&self) -> &[Record] {
        &self.records
    }

    /// The number of records (the last position).
    pub fn len(&self) -> u64 {
        self.records.len() as u64
    }

    /// Whether there are no records.
    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    /// The record at a sequence number.
    pub fn record(&self, seq: u64) -> Option<&Record> {
        if seq == 0 {
            return None;
        }
        self.records.get(index(seq))
    }

    /// How a record changes the history.
    pub fn kind(&self, seq: u64) -> Option<Kind> {
        if seq == 0 {
            return None;
        }
        self.kinds.get(index(seq)).copied()
    }

    /// The state after the last record.
    pub fn last_state(&self) -> &Encounter {
        &self.tip
    }

    /// Where the fight stands at a position (clamped to the last one).
    pub fn mark(&self, pos: u64) -> Mark {
        let at = usize::try_from(pos.min(self.len())).unwrap_or(0);
        self.marks.get(at).copied().unwrap_or(Mark {
            round: 0,
            step: Step::Setup,
            phase: None,
        })
    }

    /// The notable moments, in log order.
    pub fn moments(&self) -> &[Notable] {
        &self.moments
    }

    #[cfg(any(test, feature = "test-support"))]
    /// How many snapshots are kept.
    pub fn snapshot_count(&self) -> usize {
        self.snapshots.len()
    }

    #[cfg(any(test, feature = "test-support"))]
    /// The positions of the snapshots kept, ascending (0 always).
    pub fn snapshot_positions(&self) -> impl Iterator<Item = u64> + '_ {
        self.snapshots.keys().copied()
    }

    /// Whether a record changes only the history (an undo or a redo).
    pub fn is_history(&self, seq: u64) -> bool {
        // Only a record without undo or redo events is Normal (see `kinds::classify`).
        matches!(
            self.kind(seq),
            Some(Kind::Undo { .. } | Kind::Redo { .. } | Kind::Irregular)
        )
    }

    /// Whether record `seq` is in effect at position `pos` (false before it was taken in,
    /// and for undo and redo records themselves).
    pub fn in_effect_at(&self, seq: u64, pos: u64) -> bool {
        if seq == 0 || seq > pos || seq > self.len() || self.is_history(seq) {
            return false;
        }
        let toggled = self
            .toggles
            .get(&seq)
            .map_or(0, |t| t.iter().take_while(|p| **p <= pos).count());
        toggled.is_multiple_of(2)
    }

    /// Whether a record ends up undone (or is itself an undo or redo): what "hide undone"
    /// leaves out.
    pub fn hidden_when_clean(&self, seq: u64) -> bool {
        self.is_history(seq) || !self.in_effect_at(seq, self.len())
    }

    /// The first undo of record `seq`, if it was ever undone.
    pub fn first_undo(&self, seq: u64) -> Option<u64> {
        self.toggles.get(&seq)?.first().copied()
    }

    /// The state at a position (clamped to the last one), as the live session showed it.
    pub fn state_at(&self, pos: u64) -> Encounter {
        walk::state_at(self, pos.min(self.len()))
    }

    /// Moves a state from position `seq - 1` to position `seq`: cheap for an ordinary
    /// record or a redo, a seek otherwise.
    pub fn advance(&self, state: &mut Encounter, seq: u64) {
        match self.kind(seq) {
            Some(Kind::Normal | Kind::Redo { .. }) => walk::step(self, state, seq),
            _ => *state = self.state_at(seq),
        }
    }

    /// The state folded from scratch from the records in effect after `record`, which is
    /// the next one, already positioned (used once per irregular record).
    fn full_fold_with(&self, record: &Record) -> Encounter {
        let mut history = History::default();
        for (at, r) in self.records.iter().enumerate() {
            let positioned = self.positioned(r, at as u64 + 1);
            history.record(positioned.as_ref().unwrap_or(r));
        }
        history.record(record);
        let mut state = Encounter::of_header(&self.header);
        for seq in history.effective() {
            let events = if *seq == record.seq {
                &record.events
            } else if let Some(r) = self.record(*seq) {
                &r.events
            } else {
                continue;
            };
            apply_all(&mut state, events);
        }
        state
    }

    /// `record` as the history sees it, when that is not `record` itself (no number was
    /// skipped up to it): numbered `pos`, and the records it undoes, redoes or drops named
    /// by their positions (a number no record has: position 0, none).
    fn positioned(&self, record: &Record, pos: u64) -> Option<Record> {
        // Numbers increase from 1: the record numbered its position has none skipped
        // before it, nor any record with a greater number.
        if record.seq == pos {
            return None;
        }
        let at = |seq: u64| -> u64 {
            self.records
                .binary_search_by_key(&seq, |r| r.seq)
                .map_or(0, |i| i as u64 + 1)
        };
        let events = record
            .events
            .iter()
            .map(|event| match event {
                Event::CommandUndone { seq } => Event::CommandUndone { seq: at(*seq) },
                Event::CommandRedone { seq } => Event::CommandRedone { seq: at(*seq) },
                Event::RedoDropped { seqs } => Event::RedoDropped {
                    seqs: seqs.iter().map(|s| at(*s)).collect(),
                },
                other => other.clone(),
            })
            .collect();
        Some(Record {
            seq: pos,
            command: String::new(),
            at: record.at,
            events,
        })
    }

    fn rebuild(&self, pos: u64) -> (Encounter, u64) {
        walk::state_at_counting(self, pos)
    }
}

fn index(seq: u64) -> usize {
    usize::try_from(seq.saturating_sub(1)).unwrap_or(usize::MAX)
}

/// The round, step and phase of a state.
pub fn mark_of(state: &Encounter) -> Mark {
    Mark {
        round: state.round,
        step: state.step,
        phase: crate::report::phase_of(state),
    }
}
