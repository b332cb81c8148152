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
    let mut replay = Timeline::new(timeline.header().clone());
    let mut out = Vec::with_capacity(timeline.records().len());
    for record in timeline.records() {
        let narration = narrate::describe_into(record, &mut replay, timeline.records());
        out.push(line(record, narration));
    }
    mark_undone(&mut out, timeline);
    out
}

/// A new line for a record just carried out.
pub fn line(record: &Record, narration: String) -> LogLine {
    LogLine {
        seq: record.seq,
        command: record.command.clone(),
        narration,
        undone: false,
    }
}

/// Marks the lines whose command is no longer in effect.
pub fn mark_undone(lines: &mut [LogLine], timeline: &Timeline) {
    for (line, record) in lines.iter_mut().zip(timeline.records()) {
        line.undone = !timeline.history().is_effective(record.seq) && !narrate::is_history(record);
    }
}
