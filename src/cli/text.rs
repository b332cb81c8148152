//! Every user-facing string of the command-line front end, in the current language (the
//! catalog's `cli-` messages).
//! A file name or text from a save put in a message is escaped here
//! ([`crate::safe_text::escape`]): it may hold terminal escape sequences.

use crate::safe_text::escape;
use crate::t;

/// Shown when fray starts in line mode on a terminal.
pub fn banner() -> String {
    t!("cli-banner")
}
/// The line-mode prompt.
pub const PROMPT: &str = "fray> ";
/// An error's line: `error: MESSAGE`.
pub fn error_line(message: &str) -> String {
    t!("cli-error", message = message)
}

pub use crate::session::words::{rescued, unsaved_command, warning_line};
/// What fray was doing, then what went wrong: `reading FILE: CAUSE`.
pub fn context(context: &str, cause: &str) -> String {
    t!("error-context", context = context, cause = cause)
}
/// Context of an error reading line-mode input.
pub fn reading_input() -> String {
    t!("cli-reading-input")
}
/// Line-mode words that are not commands of the language.
pub const QUIT_WORDS: &[&str] = &["quit", "exit", "q"];
/// Line-mode word printing the table.
pub const SHOW_WORD: &str = "show";
/// Line-mode word printing the transcript.
pub const LOG_WORD: &str = "log";

/// `fray check` on a healthy save.
pub fn check_ok(path: &str, records: usize) -> String {
    let path = escape(path);
    t!("cli-check-ok", path = path, records = records)
}

/// `fray check` refused a save: what it was doing, then why.
pub fn checking(path: &str, error: &str) -> String {
    t!("cli-checking", path = path, error = error)
}

/// `fray check` on a damaged save: the record refused and how to keep those before it.
pub fn salvage_hint(path: &str, line: u64, good: usize) -> String {
    t!(
        "cli-salvage-hint",
        record = line.saturating_sub(1).to_string(),
        line = line.to_string(),
        good = good,
        command = format!(
            "fray check --salvage {}",
            crate::store::paths::shell_word(path)
        )
    )
}

/// `fray check --salvage` succeeded.
pub fn salvaged(path: &str, records: usize) -> String {
    let path = escape(path);
    t!("cli-salvaged", path = path, records = records)
}

/// `fray check` on a save whose dice come from a generator this fray does not know
/// (`name` already shown safe): it reads and replays, fray rolls none of its dice.
pub fn unknown_dice(path: &str, name: &str) -> String {
    t!("cli-unknown-dice", path = escape(path), name = name)
}

/// `fray check` on a save in an older format: it reads, but fray will not add to it.
pub fn older_format(path: &str, found: u32, current: u32) -> String {
    let path = escape(path);
    let command = format!("fray upgrade {}", crate::store::paths::shell_word(&path));
    t!(
        "cli-older-format",
        path = path,
        found = found.to_string(),
        current = current.to_string(),
        command = command
    )
}

/// `fray upgrade` on a save already in the current format.
pub fn up_to_date(path: &str, version: u32) -> String {
    let path = escape(path);
    t!("cli-up-to-date", path = path, version = version.to_string())
}

/// `fray upgrade` converted a save.
pub fn upgraded(path: &str, from: u32, to: u32, records: usize, backup: &str) -> String {
    let path = escape(path);
    let backup = escape(backup);
    t!(
        "cli-upgraded",
        path = path,
        from = from.to_string(),
        to = to.to_string(),
        records = records,
        backup = backup
    )
}

/// A new save was created.
pub fn created(path: &str) -> String {
    let path = escape(path);
    t!("cli-created", path = path)
}

/// The demo was copied.
pub fn demo_copied(path: &str) -> String {
    let path = escape(path);
    t!("cli-demo-copied", path = path)
}

/// A script line failed.
pub fn script_error(source: &str, line: usize, error: &str) -> String {
    t!(
        "cli-script-error",
        source = escape(source),
        line = line.to_string(),
        error = escape(error)
    )
}

/// An unknown rule system.
pub fn unknown_system(key: &str, known: &str) -> String {
    t!("cli-unknown-system", key = key, known = known)
}

/// The script stopped early.
pub fn stopped(failures: usize) -> String {
    t!("cli-stopped", failures = failures)
}

/// The acknowledgement of a record on disk (stdout): its sequence number and narration.
pub fn acknowledged(seq: u64, narration: &str) -> String {
    format!("#{seq} {narration}")
}

/// A command was carried out in memory but the disk refused its record (stderr).
pub fn not_saved_record(seq: u64, narration: &str, waiting: usize, cause: &str) -> String {
    t!(
        "cli-not-saved-record",
        seq = seq.to_string(),
        narration = narration,
        cause = cause,
        waiting = waiting
    )
}

/// At the end of input, commands not saved because another program replaced, removed or
/// cut the save (stderr); one [`unsaved_command`] line follows for each.
pub fn unsaved_at_end_detached(path: &str, count: usize, cause: &str) -> String {
    t!(
        "cli-unsaved-at-end-detached",
        path = path,
        count = count,
        cause = cause
    )
}

/// A record not saved because another program replaced, removed or cut the save (stderr):
/// no retry can help, so nothing is said of one.
pub fn not_saved_detached(seq: u64, narration: &str, waiting: usize, cause: &str) -> String {
    t!(
        "cli-not-saved-detached",
        seq = seq.to_string(),
        narration = narration,
        cause = cause,
        waiting = waiting
    )
}

/// At the end of input, commands whose records could still not be written (stderr); one
/// [`unsaved_command`] line follows for each.
pub fn unsaved_at_end(path: &str, count: usize, cause: &str) -> String {
    t!(
        "cli-unsaved-at-end",
        count = count,
        path = path,
        cause = cause
    )
}

/// `fray replay` without a terminal.
pub fn replay_needs_terminal() -> String {
    t!("cli-replay-needs-terminal")
}

/// `fray watch` without a terminal.
pub fn watch_needs_terminal() -> String {
    t!("cli-watch-needs-terminal")
}

/// `fray export --output FILE` when FILE is an earlier export and `--force` is missing.
pub fn export_exists(path: &str) -> String {
    let path = escape(path);
    t!("cli-export-exists", path = path)
}

/// `fray export --output FILE` when FILE is the save being exported (by any name or link).
pub fn export_over_save(path: &str) -> String {
    let path = escape(path);
    t!("cli-export-over-save", path = path)
}

/// `fray export --output FILE` when FILE is a fray save.
pub fn export_onto_save(path: &str) -> String {
    let path = escape(path);
    t!("cli-export-onto-save", path = path)
}

/// `fray export --output FILE` when FILE exists and is not an earlier export.
pub fn export_not_an_export(path: &str) -> String {
    let path = escape(path);
    t!("cli-export-not-an-export", path = path)
}

/// `fray export --output FILE` when FILE is a folder, a pipe or a device.
pub fn export_not_a_file(path: &str) -> String {
    let path = escape(path);
    t!("cli-export-not-a-file", path = path)
}

/// `fray export --output FILE` when FILE has no file name (`/`, `..`).
pub fn export_not_a_file_name() -> String {
    t!("cli-export-not-a-file-name")
}

/// `fray export --output FILE` succeeded.
pub fn exported(path: &str, records: usize) -> String {
    let path = escape(path);
    t!("cli-exported", records = records, path = path)
}

/// Context of an error opening a save for play (the path is escaped where it is shown).
pub fn opening(path: &str) -> String {
    t!("cli-opening", path = path)
}

/// Context of an error reading a file.
pub fn reading(path: &str) -> String {
    t!("cli-reading", path = path)
}

/// Context of an error writing a file.
pub fn writing(path: &str) -> String {
    t!("cli-writing", path = path)
}

/// Context of an error creating an export's temporary file.
pub fn creating_temp(path: &str) -> String {
    t!("cli-creating-temp", path = path)
}

/// Context of an error checking a save.
pub fn checking_context(path: &str) -> String {
    t!("cli-checking-context", path = path)
}

/// Context of an error salvaging a save.
pub fn salvaging(path: &str) -> String {
    t!("cli-salvaging", path = path)
}

/// Context of an error upgrading a save.
pub fn upgrading(path: &str) -> String {
    t!("cli-upgrading", path = path)
}

/// A script file too large to read.
pub fn too_large(path: &str, mib: u64) -> String {
    t!("cli-too-large", path = path, mib = mib.to_string())
}

/// `fray rules SYSTEM`: the heading of the options.
pub fn rules_options() -> String {
    t!("cli-rules-options")
}

/// `fray rules SYSTEM`: the heading of the bestiary.
pub fn rules_bestiary() -> String {
    t!("cli-rules-bestiary")
}

/// An option's accepted values as `fray rules` lists them: the keywords stay as the GM types
/// them (`sum | worst`), a range `MIN to MAX` is said in the current language.
pub fn option_values(values: &str) -> String {
    values
        .split(" | ")
        .map(|part| {
            let range = part.split_once(" to ").and_then(|(min, max)| {
                let (min, max) = (min.parse::<i64>().ok()?, max.parse::<i64>().ok()?);
                Some(t!(
                    "frcli-values-range",
                    min = min.to_string(),
                    max = max.to_string()
                ))
            });
            range.unwrap_or_else(|| part.to_string())
        })
        .collect::<Vec<_>>()
        .join(" | ")
}
