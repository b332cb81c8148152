//! `fray log`: the whole transcript of a save, one line per record.

use std::collections::HashMap;
use std::fmt::Write;

use crate::engine::{Header, Record, Timeline};
use crate::i18n::Lang;
use crate::model::SystemId;
use crate::safe_text::escaped;
use crate::tui::log_lines::is_undone;

/// The whole transcript: every record of `timeline` in order, with its narration (one per
/// record, as [`crate::narrate::fold`] makes them); `x` marks one no longer in effect. The
/// same lines as the log pane's. Every field is escaped ([`crate::safe_text`]): the text
/// is safe to print as it is.
pub fn transcript(timeline: &Timeline, narrations: Vec<String>) -> String {
    let mut lines = Lines::new(timeline.state().system);
    for (record, narration) in timeline.records().iter().zip(narrations) {
        lines.push(record.seq, &record.command, &narration);
    }
    lines.finish(timeline)
}

/// A save's records folded, each narrated (in one pass that copies the state only for
/// its undos, [`crate::narrate::fold_whole`]), and the transcript [`transcript`] writes
/// of them, as `fray log` prints it.
pub fn fold_and_write(header: Header, records: Vec<Record>) -> (Timeline, String) {
    let (timeline, narrations) = crate::narrate::fold_whole(header, records);
    let text = transcript(&timeline, narrations);
    (timeline, text)
}

/// The transcript written a line at a time as the records are narrated, every line but
/// its mark: whether a record is still in effect only the whole save says, and
/// [`Lines::finish`] marks those that are not. In French each command is read and written
/// back in French, a line typed many times (`next`, the same attack) once.
pub(super) struct Lines {
    system: SystemId,
    french: bool,
    out: String,
    /// Where each line starts: its mark.
    starts: Vec<usize>,
    /// In French, each command written back, by its line as stored.
    written: HashMap<String, String>,
}

impl Lines {
    /// No line yet, for a save of `system`, in the current language.
    pub(super) fn new(system: SystemId) -> Lines {
        Lines {
            system,
            french: crate::i18n::current() == Lang::Fr,
            out: String::new(),
            starts: Vec::new(),
            written: HashMap::new(),
        }
    }

    /// Writes the line of record `seq`, its `command` as stored and its `narration`.
    pub(super) fn push(&mut self, seq: u64, command: &str, narration: &str) {
        self.starts.push(self.out.len());
        if !self.french {
            let shown = shown(self.system, command);
            line(&mut self.out, seq, &shown, narration);
            return;
        }
        if let Some(shown) = self.written.get(command) {
            line(&mut self.out, seq, shown, narration);
            return;
        }
        let shown = shown(self.system, command);
        line(&mut self.out, seq, &shown, narration);
        self.written.insert(command.to_string(), shown);
    }

    /// The transcript, each record of `timeline` no longer in effect marked `x`: the lines
    /// pushed are its records', in order.
    pub(super) fn finish(mut self, timeline: &Timeline) -> String {
        for (record, &start) in timeline.records().iter().zip(&self.starts) {
            if is_undone(timeline, record) {
                self.out.replace_range(start..start + 1, "x");
            }
        }
        self.out
    }
}

/// A stored command line as the transcript shows it: in the current language, escaped.
fn shown(system: SystemId, line: &str) -> String {
    escaped(&crate::script::shown(system, line)).into_owned()
}

/// Writes one line of the transcript, marked as in effect:
/// ` #{seq:<4} {command:<40} {narration}`, the narration escaped, without formatting
/// machinery for the text columns (a long log writes hundreds of thousands of them).
fn line(out: &mut String, seq: u64, command: &str, narration: &str) {
    out.push(' ');
    // Writing to a String cannot fail.
    let _ = write!(out, "#{seq:<4} ");
    out.push_str(command);
    // Padded as `{:<40}` pads: by characters.
    let width = command.chars().count();
    out.extend(std::iter::repeat_n(' ', 40usize.saturating_sub(width)));
    out.push(' ');
    out.push_str(&escaped(narration));
    out.push('\n');
}

#[cfg(test)]
#[path = "transcript_tests.rs"]
mod tests;
