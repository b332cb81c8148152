//! The log pane's lines: one per record, with its narration and whether it is undone.

use crate::engine::{Record, Timeline};
use crate::narrate;

/// One line of the log pane.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogLine {
    /// Sequence number of the record.
    pub seq: u64,
    /// The command as typed.
    pub command: String,
    /// What happened, dice included.
    pub narration: String,
    /// Whether the command was undone (and not redone).
    pub undone: bool,
}

/// Every line of a timeline, narrated against the state before each record.
pub fn all(timeline: &Timeline) -> Vec<LogLine> {
    let narrations = narrate::narrate_all(timeline);
    timeline
        .records()
        .iter()
        .zip(narrations)
        .map(|(record, narration)| line(timeline, record, narration))
        .collect()
}

/// The line of one record of `timeline`, with its narration.
pub fn line(timeline: &Timeline, record: &Record, narration: String) -> LogLine {
    LogLine {
        seq: record.seq,
        command: crate::script::shown(timeline.state().system, &record.command),
        narration,
        undone: is_undone(timeline, record),
    }
}

/// Whether a record's command is no longer in effect (an undo or redo never is undone).
pub fn is_undone(timeline: &Timeline, record: &Record) -> bool {
    !timeline.history().is_effective(record.seq) && !narrate::is_history(record)
}
