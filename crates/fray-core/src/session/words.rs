//! What fray says on standard error beside a session: a warning's line, and what became of
//! the unsaved commands when it stops (the CLI and the lost terminal's watch both print it).

use crate::safe_text::escape;
use crate::t;

/// A warning's line: `warning: MESSAGE`.
pub fn warning_line(message: &str) -> String {
    t!("cli-warning", message = message)
}

/// One command still unsaved at the end of input.
pub fn unsaved_command(seq: u64, command: &str) -> String {
    format!("  #{seq} {command}")
}

/// What became of a session's unsaved commands when fray stopped.
pub fn rescued(r: &crate::session::Rescued) -> String {
    let save = crate::safe_text::path(&r.save);
    let mut parts = Vec::new();
    if r.saved > 0 {
        parts.push(t!("cli-rescued-saved", save = &save, n = r.saved));
    }
    if let Some(file) = &r.file {
        parts.push(t!(
            "cli-rescued-kept",
            save = &save,
            n = r.refused,
            file = crate::safe_text::path(file)
        ));
    }
    if let Some(why) = &r.lost {
        parts.push(t!(
            "cli-rescued-lost",
            save = &save,
            n = r.refused,
            why = escape(why)
        ));
    }
    parts.join(" ")
}
