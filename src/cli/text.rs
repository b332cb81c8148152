//! Every user-facing string of the command-line front end, so it can be localised.

/// Shown when fray starts in line mode on a terminal.
pub const BANNER: &str = "Type a command (help lists them), 'show' for the table, 'log' for the transcript, 'quit' to leave.";
/// The line-mode prompt.
pub const PROMPT: &str = "fray> ";
/// Printed before an error.
pub const ERROR: &str = "error";
/// Printed before a warning.
pub const WARNING: &str = "warning";
/// Line-mode words that are not commands of the language.
pub const QUIT_WORDS: &[&str] = &["quit", "exit", "q"];
/// Line-mode word printing the table.
pub const SHOW_WORD: &str = "show";
/// Line-mode word printing the transcript.
pub const LOG_WORD: &str = "log";

/// `fray check` on a healthy save.
pub fn check_ok(path: &str, records: usize) -> String {
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
    format!(
        "{path}: opened the valid part, {records} record(s); the rest is kept aside (see warnings)"
    )
}

/// `fray check` on a save in an older format: it reads, but fray will not add to it.
pub fn older_format(path: &str, found: u32, current: u32) -> String {
    format!(
        "{path}: format {found}, made by an older fray; this fray writes format {current} and converts it with: fray upgrade {}",
        crate::store::paths::shell_word(path)
    )
}

/// `fray upgrade` on a save already in the current format.
pub fn up_to_date(path: &str, version: u32) -> String {
    format!("{path}: already in format {version}, nothing to do")
}

/// `fray upgrade` converted a save.
pub fn upgraded(path: &str, from: u32, to: u32, records: usize, backup: &str) -> String {
    format!(
        "{path}: upgraded from format {from} to format {to}, {records} record(s); the original is kept as {backup}"
    )
}

/// A new save was created.
pub fn created(path: &str) -> String {
    format!("created {path}")
}

/// The demo was copied.
pub fn demo_copied(path: &str) -> String {
    format!("opened a copy of the demo encounter: {path}")
}

/// A script line failed.
pub fn script_error(source: &str, line: usize, error: &str) -> String {
    format!("{source}:{line}: {ERROR}: {error}")
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

/// Whether a character from a save must be shown escaped rather than sent to a
/// terminal: control characters (C0, DEL, C1: escape sequences, bells, carriage returns),
/// bidirectional-text controls (they make text display in another order than stored),
/// and invisible characters (zero-width, line and paragraph separators, byte-order mark)
/// that would hide or disguise what a name really is.
pub fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{200B}'..='\u{200F}'
                | '\u{2028}'..='\u{202E}'
                | '\u{2060}'..='\u{2069}'
                | '\u{FEFF}'
        )
}

/// Shows a name or text from a save with control, bidi and invisible characters escaped
/// (see [`is_unsafe`]), never sent raw.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if is_unsafe(c) {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// A command was carried out in memory but the save refused it.
pub fn not_saved(session: &crate::session::Session) -> String {
    let why = session
        .save_error()
        .map_or_else(String::new, |e| escape(&e.to_string()));
    format!(
        "NOT SAVED: {} command(s) kept in memory only; the next command retries the write. {why}",
        session.unsaved()
    )
}

/// `fray replay` without a terminal.
pub const REPLAY_NEEDS_TERMINAL: &str =
    "fray replay needs a terminal; for a transcript use fray log or fray export";

/// `fray watch` without a terminal.
pub const WATCH_NEEDS_TERMINAL: &str =
    "fray watch needs a terminal (run it in the window or ssh session the players look at)";

/// `fray export --output FILE` when FILE exists.
pub fn export_exists(path: &str) -> String {
    format!("{path} already exists; --force replaces it")
}

/// `fray export --output FILE` when FILE is the save being exported.
pub fn export_over_save(path: &str) -> String {
    format!("{path} is the save being exported; choose another output file")
}

/// `fray export --output FILE` succeeded.
pub fn exported(path: &str, records: usize) -> String {
    format!("exported {records} command(s) to {path}")
}
