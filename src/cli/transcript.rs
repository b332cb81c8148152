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
    write(timeline, narrations, &HashMap::new())
}

/// A save's records folded, each narrated (in one pass that copies the state only for
/// its undos, [`crate::narrate::fold_whole`]), and the transcript [`transcript`] writes
/// of them, as `fray log` prints it. In French each distinct command is written back in
/// French on a second thread while this one folds and narrates (the two take about as
/// long); the text is the same either way.
pub fn fold_and_write(header: Header, records: Vec<Record>) -> (Timeline, String) {
    let lang = crate::i18n::current();
    if lang != Lang::Fr {
        let (timeline, narrations) = crate::narrate::fold_whole(header, records);
        let text = transcript(&timeline, narrations);
        return (timeline, text);
    }
    let system = header.system;
    let mut lines: Vec<String> = records.iter().map(|r| r.command.clone()).collect();
    lines.sort_unstable();
    lines.dedup();
    std::thread::scope(|scope| {
        let writer = std::thread::Builder::new()
            .name("fray-log-commands".to_string())
            .spawn_scoped(scope, move || {
                crate::i18n::with_lang(lang, || written_commands(system, lines))
            });
        let (timeline, narrations) = crate::narrate::fold_whole(header, records);
        // Without the thread (it could not start, or it failed), each command is written
        // back here, as it comes.
        let ready = writer
            .ok()
            .and_then(|writer| writer.join().ok())
            .unwrap_or_default();
        let text = write(&timeline, narrations, &ready);
        (timeline, text)
    })
}

/// Each command line as the transcript shows it in the current language, escaped.
fn written_commands(system: SystemId, lines: Vec<String>) -> HashMap<String, String> {
    lines
        .into_iter()
        .map(|line| {
            let shown = shown(system, &line);
            (line, shown)
        })
        .collect()
}

/// A stored command line as the transcript shows it: in the current language, escaped.
pub(super) fn shown(system: SystemId, line: &str) -> String {
    escaped(&crate::script::shown(system, line)).into_owned()
}

/// [`transcript`], with the commands already written back (`ready`, by their stored
/// line); any other is written here.
pub(super) fn write(
    timeline: &Timeline,
    narrations: Vec<String>,
    ready: &HashMap<String, String>,
) -> String {
    let system = timeline.state().system;
    // In French each command is read and written back in French: a line typed many times
    // (`next`, the same attack) is rewritten once.
    let french = crate::i18n::current() == Lang::Fr;
    let mut written: HashMap<&str, String> = HashMap::new();
    // The mark, the number and the command's column take about 48 bytes a line.
    let size = narrations.iter().map(String::len).sum::<usize>() + 48 * narrations.len();
    let mut out = String::with_capacity(size);
    for (record, narration) in timeline.records().iter().zip(narrations) {
        let mark = if is_undone(timeline, record) {
            "x"
        } else {
            " "
        };
        let fresh;
        let command = if let Some(ready) = ready.get(record.command.as_str()) {
            ready
        } else if french {
            written
                .entry(record.command.as_str())
                .or_insert_with_key(|line| shown(system, line))
        } else {
            fresh = shown(system, &record.command);
            &fresh
        };
        line(&mut out, mark, record.seq, command, &narration);
    }
    out
}

/// Writes one line of the transcript: `{mark}#{seq:<4} {command:<40} {narration}`, the
/// narration escaped, without formatting machinery for the text columns (a long log
/// writes hundreds of thousands of them).
fn line(out: &mut String, mark: &str, seq: u64, command: &str, narration: &str) {
    out.push_str(mark);
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
