//! Every user-facing string of the command-line front end, so it can be localised.
//! A file name or text from a save put in a message is escaped here
//! ([`crate::safe_text::escape`]): it may hold terminal escape sequences.

use crate::safe_text::escape;

/// Shown when fray starts in line mode on a terminal.
pub const BANNER: &str = "Type a command (help lists them), 'show' for the table, 'log' for the transcript, 'quit' to leave.";
/// The line-mode prompt.
pub const PROMPT: &str = "fray> ";
/// Printed before an error.
pub const ERROR: &str = "error";
/// Printed before a warning.
pub const WARNING: &str = "warning";
/// Context of an error reading line-mode input.
pub const READING_INPUT: &str = "reading the input";
/// Line-mode words that are not commands of the language.
pub const QUIT_WORDS: &[&str] = &["quit", "exit", "q"];
/// Line-mode word printing the table.
pub const SHOW_WORD: &str = "show";
/// Line-mode word printing the transcript.
pub const LOG_WORD: &str = "log";

/// `fray check` on a healthy save.
pub fn check_ok(path: &str, records: usize) -> String {
    let path = escape(path);
    format!("{path}: OK, {records} record(s)")
}

/// `fray check` refused a save: what it was doing, then why.
pub fn checking(path: &str, error: &str) -> String {
    format!("checking {path}: {error}")
}

/// `fray check` on a damaged save: the record refused and how to keep those before it.
pub fn salvage_hint(path: &str, line: u64, good: usize) -> String {
    format!(
        "record {} (line {line}) is refused; to keep the {good} record(s) before it and move the rest to a side file: fray check --salvage {}",
        line.saturating_sub(1),
        crate::store::paths::shell_word(path)
    )
}

/// `fray check --salvage` succeeded.
pub fn salvaged(path: &str, records: usize) -> String {
    let path = escape(path);
    format!(
        "{path}: opened the valid part, {records} record(s); the rest is kept aside (see warnings)"
    )
}

/// `fray check` on a save in an older format: it reads, but fray will not add to it.
pub fn older_format(path: &str, found: u32, current: u32) -> String {
    let path = escape(path);
    format!(
        "{path}: format {found}, made by an older fray; this fray writes format {current} and converts it with: fray upgrade {}",
        crate::store::paths::shell_word(&path)
    )
}

/// `fray upgrade` on a save already in the current format.
pub fn up_to_date(path: &str, version: u32) -> String {
    let path = escape(path);
    format!("{path}: already in format {version}, nothing to do")
}

/// `fray upgrade` converted a save.
pub fn upgraded(path: &str, from: u32, to: u32, records: usize, backup: &str) -> String {
    let path = escape(path);
    let backup = escape(backup);
    format!(
        "{path}: upgraded from format {from} to format {to}, {records} record(s); the original is kept as {backup}"
    )
}

/// A new save was created.
pub fn created(path: &str) -> String {
    let path = escape(path);
    format!("created {path}")
}

/// The demo was copied.
pub fn demo_copied(path: &str) -> String {
    let path = escape(path);
    format!("opened a copy of the demo encounter: {path}")
}

/// A script line failed.
pub fn script_error(source: &str, line: usize, error: &str) -> String {
    format!("{}:{line}: {ERROR}: {}", escape(source), escape(error))
}

/// An unknown rule system.
pub fn unknown_system(key: &str, known: &str) -> String {
    format!("no rule system '{key}' (known: {known})")
}

/// The script stopped early.
pub fn stopped(failures: usize) -> String {
    format!(
        "stopped: {failures} command(s) refused (nothing after the first refusal was run; --keep-going runs on)"
    )
}

/// The acknowledgement of a record on disk (stdout): its sequence number and narration.
pub fn acknowledged(seq: u64, narration: &str) -> String {
    format!("#{seq} {narration}")
}

/// A command was carried out in memory but the disk refused its record (stderr).
pub fn not_saved_record(seq: u64, narration: &str, waiting: usize, cause: &str) -> String {
    format!(
        "NOT SAVED #{seq} {narration}: {cause}; kept in memory, the next command retries the write ({waiting} command(s) waiting)"
    )
}

/// At the end of input, commands whose records could still not be written (stderr); one
/// [`unsaved_command`] line follows for each.
pub fn unsaved_at_end(path: &str, count: usize, cause: &str) -> String {
    format!(
        "NOT SAVED: {count} command(s) carried out could not be written to {path} ({cause}); they are lost when fray ends. Make room and run them again:"
    )
}

/// One command still unsaved at the end of input.
pub fn unsaved_command(seq: u64, command: &str) -> String {
    format!("  #{seq} {command}")
}

/// `fray replay` without a terminal.
pub const REPLAY_NEEDS_TERMINAL: &str =
    "fray replay needs a terminal; for a transcript use fray log or fray export";

/// `fray watch` without a terminal.
pub const WATCH_NEEDS_TERMINAL: &str =
    "fray watch needs a terminal (run it in the window or ssh session the players look at)";

/// `fray export --output FILE` when FILE is an earlier export and `--force` is missing.
pub fn export_exists(path: &str) -> String {
    let path = escape(path);
    format!("{path} already exists; --force replaces it (an earlier fray export)")
}

/// `fray export --output FILE` when FILE is the save being exported (by any name or link).
pub fn export_over_save(path: &str) -> String {
    let path = escape(path);
    format!("{path} is the save being exported; choose another output file")
}

/// `fray export --output FILE` when FILE is a fray save.
pub fn export_onto_save(path: &str) -> String {
    let path = escape(path);
    format!(
        "{path} is a fray save (or named like one); an export never replaces a save, even with --force; choose another output file"
    )
}

/// `fray export --output FILE` when FILE exists and is not an earlier export.
pub fn export_not_an_export(path: &str) -> String {
    let path = escape(path);
    format!(
        "{path} already exists and was not written by fray export; --force replaces only an earlier export, so move or delete it first, or choose another output file"
    )
}

/// `fray export --output FILE` when FILE is a folder, a pipe or a device.
pub fn export_not_a_file(path: &str) -> String {
    let path = escape(path);
    format!("{path} is not a regular file; choose an output file")
}

/// `fray export --output FILE` when FILE has no file name (`/`, `..`).
pub const EXPORT_NOT_A_FILE_NAME: &str = "the output names a folder, not a file";

/// `fray export --output FILE` succeeded.
pub fn exported(path: &str, records: usize) -> String {
    let path = escape(path);
    format!("exported {records} command(s) to {path}")
}

/// What became of a session's unsaved commands when fray stopped.
pub fn rescued(r: &crate::session::Rescued) -> String {
    let save = crate::safe_text::path(&r.save);
    let mut text = String::new();
    if r.saved > 0 {
        text.push_str(&format!(
            "{save}: {} unsaved command(s) saved at the last try. ",
            r.saved
        ));
    }
    if let Some(file) = &r.file {
        text.push_str(&format!(
            "{save}: NOT SAVED: {} command(s) kept in {} (fray run ... --script that file carries them out again).",
            r.refused,
            crate::safe_text::path(file)
        ));
    }
    if let Some(why) = &r.lost {
        text.push_str(&format!(
            "{save}: LOST: {} command(s) could not be saved nor kept: {}",
            r.refused,
            escape(why)
        ));
    }
    text.trim_end().to_string()
}
