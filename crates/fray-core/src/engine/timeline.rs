//! A live encounter: the header, every record, the undo history and the folded state.
//! Deciding a command never mutates; committing a record (once saved) does.

use crate::model::{Encounter, Overwrite};
use crate::rules;

use super::apply::apply_all;
use super::command::Command;
use super::counters;
use super::dice::{Dice, SeededDice, UnknownDice};
use super::error::RuleError;
use super::event::Event;
use super::history::History;
use super::record::{Header, Record};
use super::roster_cap;
use super::spare::{Lease, Slot};
use super::table_dice::{self, GivenDice};
use super::undo_states::UndoStates;

/// How many records in effect lie between two kept states (see [`Checkpoint`]).
const CHECKPOINT_EVERY: usize = 256;

/// How many checkpoints are kept: the most recent ones, so undoing the last thousand
/// commands or so never refolds from the start, while memory stays a few states.
const CHECKPOINTS_KEPT: usize = 4;

/// The state after the first `effective` records in effect, kept so an undo refolds only
/// the records after it instead of the whole log.
#[derive(Debug, Clone)]
struct Checkpoint {
    effective: usize,
    state: Encounter,
}

/// An encounter with its whole history.
#[derive(Debug, Clone)]
pub struct Timeline {
    header: Header,
    records: Vec<Record>,
    history: History,
    state: Encounter,
    checkpoints: Vec<Checkpoint>,
    undo_states: UndoStates,
    /// A working copy of `state` lent to its decisions, with what differs from it.
    spare: Slot,
}

impl Timeline {
    /// A new encounter with no records.
    pub fn new(header: Header) -> Self {
        let state = Encounter::of_header(&header);
        Timeline {
            header,
            records: Vec::new(),
            history: History::default(),
            state,
            checkpoints: Vec::new(),
            undo_states: UndoStates::default(),
            spare: Slot::default(),
        }
    }

    /// Replays saved records (in order, sequence numbers from 1, increasing; a set-aside
    /// record skips some).
    pub fn from_records(header: Header, records: Vec<Record>) -> Self {
        let mut timeline = Timeline::new(header);
        for record in records {
            timeline.history.record(&record);
            timeline.records.push(record);
        }
        timeline.refold();
        timeline
    }

    /// A timeline whose state was folded elsewhere: `state` must be what
    /// [`Timeline::from_records`] folds from `records` (`history` their undo history), as
    /// a pass over a whole save that keeps its own copies for its undos makes it. No
    /// checkpoint is kept: a later undo on it refolds from the start.
    pub(crate) fn from_folded(
        header: Header,
        records: Vec<Record>,
        history: History,
        state: Encounter,
    ) -> Self {
        Timeline {
            records,
            history,
            state,
            ..Timeline::new(header)
        }
    }

    /// The save header.
    pub fn header(&self) -> &Header {
        &self.header
    }

    /// Every record, undone ones included.
    pub fn records(&self) -> &[Record] {
        &self.records
    }

    /// The undo history.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// The current state.
    pub fn state(&self) -> &Encounter {
        &self.state
    }

    /// The sequence number the next record gets: one past the last record's (numbers
    /// follow each other but for those a set-aside record skips).
    pub fn next_seq(&self) -> u64 {
        self.records.last().map_or(1, |r| r.seq.saturating_add(1))
    }

    /// The record with sequence number `seq`, if there is one.
    pub fn record(&self, seq: u64) -> Option<&Record> {
        record_of(&self.records, seq)
    }

    /// Decides a command with the given dice, without changing anything.
    pub fn decide(&self, command: &Command, dice: &mut dyn Dice) -> Result<Vec<Event>, RuleError> {
        match command {
            Command::Undo => {
                let seq = self.history.undo_target().ok_or(RuleError::NothingToUndo)?;
                Ok(vec![Event::CommandUndone { seq }])
            }
            Command::Redo => {
                let seq = self.history.redo_target().ok_or(RuleError::NothingToRedo)?;
                Ok(vec![Event::CommandRedone { seq }])
            }
            _ => {
                rules::campaign::check(rules::system(self.header.system), &self.state, command)?;
                let mut events = self.decide_rolls(command, dice)?;
                if events.is_empty() {
                    return Err(RuleError::Invalid(crate::t!("rule-changes-nothing")));
                }
                // A hidden combatant's first action reveals it (option `reveal-on-act`).
                events.extend(rules::visibility::reveal_on_act(
                    &self.state,
                    command,
                    &events,
                ));
                // Whatever verb or system adds them (an undo or redo only returns to a
                // roster the log already had).
                roster_cap::check(self.state.combatants.len(), &events)?;
                // No id or marker number past its bound (a save forged near one).
                counters::check_events(&self.state, &events)?;
                let branch = self.history.redo_branch();
                if !branch.is_empty() {
                    events.insert(0, Event::RedoDropped { seqs: branch });
                }
                Ok(events)
            }
        }
    }

    /// The system's decision through a [`table_dice::TableDice`] over fray's `dice`: the
    /// values the command gives are taken first (see [`table_dice::decide`]).
    fn decide_rolls(
        &self,
        command: &Command,
        dice: &mut dyn Dice,
    ) -> Result<Vec<Event>, RuleError> {
        let system = rules::system(self.header.system);
        let table = table_dice::table_mode(&self.state);
        let (given, inner) = match command {
            Command::Rolled { given, inner } => (given.clone(), inner.as_ref()),
            // Nothing given: fray's dice through the same source (the command's own words
            // may still carry values read off the table, such as `2d6:4,5`).
            _ => (GivenDice::default(), command),
        };
        if matches!(inner, Command::Rolled { .. }) || inner.is_history() {
            return Err(RuleError::Invalid(crate::t!("rule-rolls-no-dice")));
        }
        let last = self
            .history
            .undo_target()
            .and_then(|seq| self.record(seq))
            .map_or(&[][..], |r| r.events.as_slice());
        // A batch the decision starts from this state writes over this timeline's spare copy
        // only the combatants changed since the last decision.
        let _lease = Lease::lend(&self.spare, &self.state);
        table_dice::decide(system.rolls(), &given, table, dice, |d| {
            system.decide_after(&self.state, last, inner, d)
        })
    }

    /// Decides a command with this encounter's seeded dice into the next record, not yet
    /// stamped with a time (`at` is `None`; the engine reads no clock).
    ///
    /// A record number past [`counters::MAX_SEQ`] is refused before anything is decided.
    /// In a save whose dice generator this fray does not know, a command that needs fray
    /// to roll is refused (saying so); one that rolls nothing is decided as usual.
    pub fn prepare(&self, text: &str, command: &Command) -> Result<Record, RuleError> {
        let seq = self.next_seq();
        counters::check_seq(seq)?;
        let events = match self.header.dice_generator() {
            Some(generator) => self.decide(
                command,
                &mut SeededDice::for_record(generator, self.header.seed, seq),
            )?,
            None => {
                // Whatever the decision made of the stand-in dice, a roll is the refusal.
                let mut dice = UnknownDice::default();
                let decided = self.decide(command, &mut dice);
                if dice.rolled() {
                    return Err(RuleError::Invalid(crate::t!(
                        "rule-dice-unknown",
                        name = self.header.dice_shown()
                    )));
                }
                decided?
            }
        };
        Ok(Record {
            seq,
            command: text.to_string(),
            at: None,
            events,
        })
    }

    /// Takes a decided record in (call once it is safely saved).
    ///
    /// An ordinary record applies its events to the state. An undo or redo changes which
    /// records are in effect: the records still in effect before the change are kept, the
    /// state is rebuilt from the nearest checkpoint at or before them (or from the start),
    /// and only the records in effect after it are applied again.
    pub fn commit(&mut self, record: Record) {
        let changes_history = record
            .events
            .iter()
            .any(|e| matches!(e, Event::CommandUndone { .. } | Event::CommandRedone { .. }));
        if !changes_history {
            self.take_ordinary(&record);
            self.spare.changed(&self.state, &record.events);
            apply_all(&mut self.state, &record.events);
            self.records.push(record);
            self.keep_checkpoint();
            return;
        }
        let (before, kept) = unchanged_prefix(&self.history, &record.events);
        // The records after the first `kept` leave and enter effect: the state before and
        // after differ only where their events touch, which the spare copy then marks.
        let leaving = self.history.effective()[kept..].to_vec();
        let lone_undo = match record.events[..] {
            [Event::CommandUndone { seq }] => Some(seq),
            _ => None,
        };
        if let Some(seq) = lone_undo
            && kept + 1 == before
            && let Some(state) = self.undo_states.take_before(kept, seq)
        {
            // The last record in effect is undone and the state before it was kept.
            self.spare_changed_by(&leaving);
            self.state = state;
            self.history.record(&record);
            self.records.push(record);
            self.undo_states.removed(kept);
            self.checkpoints.retain(|c| c.effective <= kept);
            self.keep_checkpoint();
            return;
        }
        self.history.record(&record);
        self.records.push(record);
        let entering = self.history.effective()[kept..].to_vec();
        self.spare_changed_by(&leaving);
        self.spare_changed_by(&entering);
        let after = self.history.effective();
        if kept == before {
            // Only redone records were added on top: apply them.
            let added = after[kept..].to_vec();
            for (at, seq) in (kept..).zip(added) {
                self.undo_states.pushed(at, seq, &self.state);
                self.apply_seq(seq);
            }
            self.keep_checkpoint();
        } else {
            if lone_undo.is_some() {
                self.undo_states.removed(kept);
            } else {
                self.undo_states.clear();
            }
            self.checkpoints.retain(|c| c.effective <= kept);
            self.refold_from_checkpoint();
        }
    }

    /// Marks in the spare copy what the events of records `seqs` may change: applying
    /// them, or no longer applying them, to the same earlier state.
    fn spare_changed_by(&self, seqs: &[u64]) {
        for seq in seqs {
            if let Some(record) = record_of(&self.records, *seq) {
                self.spare.changed(&self.state, &record.events);
            }
        }
    }

    /// Asks to keep the state before the next ordinary record committed, because an undo
    /// of it is known to follow (a pass over a whole save knows): that undo then restores
    /// the state instead of refolding from a checkpoint. A live session never asks.
    pub fn keep_state_for_undo(&mut self) {
        self.undo_states.keep_next();
    }

    /// Takes an ordinary record into the history, noting where it landed among the records
    /// in effect (before its events are applied: the state is the one before it).
    fn take_ordinary(&mut self, record: &Record) {
        let at = self.history.effective().len();
        self.history.record(record);
        if self.history.effective().len() > at {
            self.undo_states.pushed(at, record.seq, &self.state);
        } else {
            self.undo_states.forget_next();
        }
    }

    /// Takes a record in as [`Timeline::commit`] does, first showing `each` every event of
    /// an ordinary record with the state just before it (the record's earlier events
    /// applied), so a pass that narrates the whole log needs no copy of the state per
    /// record. An undo or redo shows nothing: its meaning is in the records it names.
    pub fn commit_seen(&mut self, record: Record, mut each: impl FnMut(&Event, &Encounter)) {
        let changes_history = record
            .events
            .iter()
            .any(|e| matches!(e, Event::CommandUndone { .. } | Event::CommandRedone { .. }));
        if changes_history {
            self.commit(record);
            return;
        }
        self.take_ordinary(&record);
        self.spare.changed(&self.state, &record.events);
        for event in &record.events {
            each(event, &self.state);
            super::apply::apply(&mut self.state, event);
        }
        self.records.push(record);
        self.keep_checkpoint();
    }

    #[cfg(any(test, feature = "test-support"))]
    /// The state folded from scratch from the records in effect.
    pub fn replayed_state(&self) -> Encounter {
        let mut state = Encounter::of_header(&self.header);
        for seq in self.history.effective() {
            if let Some(record) = self.record(*seq) {
                apply_all(&mut state, &record.events);
            }
        }
        state
    }

    fn refold(&mut self) {
        self.spare.replaced();
        self.checkpoints.clear();
        self.refold_from_checkpoint();
    }

    /// Rebuilds the state from the last checkpoint (all of which must still hold), or from
    /// the start, taking new checkpoints on the way. The caller marks in the spare copy
    /// what this changes.
    fn refold_from_checkpoint(&mut self) {
        // Written over the current state rather than cloned: its names, sheets and lists
        // are reused instead of freed and allocated again.
        let from = match self.checkpoints.last() {
            Some(c) => {
                self.state.overwrite(&c.state);
                c.effective
            }
            None => {
                self.state = Encounter::of_header(&self.header);
                0
            }
        };
        let effective = self.history.effective().len();
        for at in from..effective {
            let seq = self.history.effective()[at];
            self.apply_seq(seq);
            if (at + 1).is_multiple_of(CHECKPOINT_EVERY) {
                self.push_checkpoint(at + 1);
            }
        }
    }

    /// Applies the events of record `seq`, if there is one.
    fn apply_seq(&mut self, seq: u64) {
        if let Some(record) = record_of(&self.records, seq) {
            apply_all(&mut self.state, &record.events);
        }
    }

    /// The spare copy lent to decisions, written over to equal the state (`None` before
    /// the first decision that reads a working copy).
    #[cfg(any(test, feature = "test-support"))]
    pub fn spare_synced(&self) -> Option<Encounter> {
        self.spare.synced(&self.state)
    }

    /// Keeps the current state as a checkpoint when the records in effect reach a multiple
    /// of [`CHECKPOINT_EVERY`].
    fn keep_checkpoint(&mut self) {
        let effective = self.history.effective().len();
        if effective > 0 && effective.is_multiple_of(CHECKPOINT_EVERY) {
            self.push_checkpoint(effective);
        }
    }

    fn push_checkpoint(&mut self, effective: usize) {
        if self
            .checkpoints
            .last()
            .is_some_and(|c| c.effective >= effective)
        {
            return;
        }
        // The oldest checkpoint, once there are enough, is written over to keep its
        // allocations instead of being dropped while a new clone is made.
        let checkpoint = if self.checkpoints.len() >= CHECKPOINTS_KEPT {
            let mut oldest = self.checkpoints.remove(0);
            oldest.effective = effective;
            oldest.state.overwrite(&self.state);
            oldest
        } else {
            Checkpoint {
                effective,
                state: self.state.clone(),
            }
        };
        self.checkpoints.push(checkpoint);
    }
}

/// How many records are in effect before an undo or redo's `events`, and how many of the
/// first of them stay in effect after it. A lone undo removes its record from where
/// `History::record` finds it (searching from the end) and a lone redo adds at the end, so
/// both are read from the end of `effective` without copying it: an undo of a recent
/// command costs the same on a long log as on a short one. Any other mix (a hand-made
/// save) is compared in full.
fn unchanged_prefix(history: &History, events: &[Event]) -> (usize, usize) {
    let effective = history.effective();
    let kept = match events {
        [Event::CommandUndone { seq }] => effective.iter().rposition(|s| s == seq),
        _ if events
            .iter()
            .all(|e| matches!(e, Event::CommandRedone { .. })) =>
        {
            None
        }
        _ => {
            let mut after = history.clone();
            after.record(&Record {
                seq: 0,
                command: String::new(),
                at: None,
                events: events.to_vec(),
            });
            let after = after.effective();
            Some(
                effective
                    .iter()
                    .zip(after)
                    .take_while(|(a, b)| a == b)
                    .count(),
            )
        }
    };
    (effective.len(), kept.unwrap_or(effective.len()))
}

/// The record numbered `seq` among `records` (in increasing order): straight at its index
/// when no number was skipped before it, else by binary search.
pub fn record_of(records: &[Record], seq: u64) -> Option<&Record> {
    let at = usize::try_from(seq.checked_sub(1)?).ok()?;
    match records.get(at) {
        Some(record) if record.seq == seq => Some(record),
        _ => records
            .binary_search_by_key(&seq, |r| r.seq)
            .ok()
            .and_then(|i| records.get(i)),
    }
}
