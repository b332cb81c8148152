//! `fray log`: the whole transcript of a save, one line per record.

use std::collections::HashMap;
use std::fmt::Write;

use crate::engine::Timeline;
use crate::i18n::Lang;
use crate::safe_text::escaped;
use crate::tui::log_lines::is_undone;

/// The whole transcript: every record of `timeline` in order, with its narration (one per
/// record, as [`crate::narrate::fold`] makes them); `x` marks one no longer in effect. The
/// same lines as the log pane's. Every field is escaped ([`crate::safe_text`]): the text
/// is safe to print as it is.
pub fn transcript(timeline: &Timeline, narrations: Vec<String>) -> String {
    let system = timeline.state().system;
    // In French each command is read and written back in French: a line typed many times
    // (`next`, the same attack) is rewritten once.
    let french = crate::i18n::current() == Lang::Fr;
    let mut written: HashMap<&str, String> = HashMap::new();
    let mut out = String::new();
    for (record, narration) in timeline.records().iter().zip(narrations) {
        let mark = if is_undone(timeline, record) {
            "x"
        } else {
            " "
        };
        let shown = |line: &str| escaped(&crate::script::shown(system, line)).into_owned();
        let fresh;
        let command = if french {
            written
                .entry(record.command.as_str())
                .or_insert_with_key(|line| shown(line))
        } else {
            fresh = shown(&record.command);
            &fresh
        };
        // Writing to a String cannot fail.
        let _ = writeln!(
            out,
            "{mark}#{:<4} {:<40} {}",
            record.seq,
            command,
            escaped(&narration)
        );
    }
    out
}
