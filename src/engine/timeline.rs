//! A live encounter: the header, every record, the undo history and the folded state.
//! Deciding a command never mutates; committing a record (once saved) does.

use crate::model::Encounter;
use crate::rules;

use super::apply::apply_all;
use super::command::Command;
use super::dice::{Dice, SeededDice};
use super::error::RuleError;
use super::event::Event;
use super::history::History;
use super::record::{Header, Record};

/// An encounter with its whole history.
#[derive(Debug, Clone)]
pub struct Timeline {
    header: Header,
    records: Vec<Record>,
    history: History,
    state: Encounter,
}

impl Timeline {
    /// A new encounter with no records.
    pub fn new(header: Header) -> Self {
        let state = Encounter::new(header.system, header.name.clone());
        Timeline {
            header,
            records: Vec::new(),
            history: History::default(),
            state,
        }
    }

    /// Replays saved records (in order, sequence numbers from 1).
    pub fn from_records(header: Header, records: Vec<Record>) -> Self {
        let mut timeline = Timeline::new(header);
        for record in records {
            timeline.history.record(&record);
            timeline.records.push(record);
        }
        timeline.refold();
        timeline
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

    /// The sequence number the next record gets.
    pub fn next_seq(&self) -> u64 {
        self.records.len() as u64 + 1
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
                let mut events =
                    rules::system(self.header.system).decide(&self.state, command, dice)?;
                if events.is_empty() {
                    return Err(RuleError::Invalid("that changes nothing".into()));
                }
                let branch = self.history.redo_branch();
                if !branch.is_empty() {
                    events.insert(0, Event::RedoDropped { seqs: branch });
                }
                Ok(events)
            }
        }
    }

    /// Decides a command with this encounter's seeded dice into the next record, not yet
    /// stamped with a time (`at` is `None`; the engine reads no clock).
    pub fn prepare(&self, text: &str, command: &Command) -> Result<Record, RuleError> {
        let seq = self.next_seq();
        let mut dice = SeededDice::for_record(self.header.seed, seq);
        let events = self.decide(command, &mut dice)?;
        Ok(Record {
            seq,
            command: text.to_string(),
            at: None,
            events,
        })
    }

    /// Takes a decided record in (call once it is safely saved).
    pub fn commit(&mut self, record: Record) {
        self.history.record(&record);
        let refold = record
            .events
            .iter()
            .any(|e| matches!(e, Event::CommandUndone { .. } | Event::CommandRedone { .. }));
        if !refold {
            apply_all(&mut self.state, &record.events);
        }
        self.records.push(record);
        if refold {
            self.refold();
        }
    }

    /// The state folded from scratch from the records in effect.
    pub fn replayed_state(&self) -> Encounter {
        let mut state = Encounter::new(self.header.system, self.header.name.clone());
        for seq in self.history.effective() {
            if let Some(record) = usize::try_from(*seq)
                .ok()
                .and_then(|s| self.records.get(s.wrapping_sub(1)))
            {
                apply_all(&mut state, &record.events);
            }
        }
        state
    }

    fn refold(&mut self) {
        self.state = self.replayed_state();
    }
}
