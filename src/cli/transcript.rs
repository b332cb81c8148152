//! `fray log`: the whole transcript of a save, one line per record.

use std::fmt::Write;

use crate::engine::Timeline;
use crate::safe_text::escaped;
use crate::tui::log_lines::is_undone;

/// The whole transcript: every record of `timeline` in order, with its narration (one per
/// record, as [`crate::narrate::fold`] makes them); `x` marks one no longer in effect. The
/// same lines as the log pane's. Every field is escaped ([`crate::safe_text`]): the text
/// is safe to print as it is.
pub fn transcript(timeline: &Timeline, narrations: Vec<String>) -> String {
    let mut out = String::new();
    for (record, narration) in timeline.records().iter().zip(narrations) {
        let mark = if is_undone(timeline, record) {
            "x"
        } else {
            " "
        };
        // Writing to a String cannot fail.
        let _ = writeln!(
            out,
            "{mark}#{:<4} {:<40} {}",
            record.seq,
            escaped(&crate::script::shown(
                timeline.state().system,
                &record.command
            )),
            escaped(&narration)
        );
    }
    out
}
