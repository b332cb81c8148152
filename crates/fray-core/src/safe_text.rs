//! Making untrusted text safe to send to a terminal: names, notes and narration from a
//! save, file and folder names, error messages that embed them. One predicate
//! ([`is_unsafe`]) and one way of showing such characters ([`escape`]), used by every
//! front end (command line, full-screen interface, exports), and a JSON formatter that
//! writes the same characters as `\uXXXX` ([`json`]). Which characters: the table
//! [`invisible_table`], generated from the Unicode Character Database by
//! `tools/gen_invisible_table.py`.

pub mod invisible_table;
pub mod json;

/// Whether a character must be shown escaped rather than sent to a terminal: every
/// control character (Cc: C0, DEL, C1: escape sequences, bells, carriage returns), every
/// format character (Cf: bidirectional-text controls, which make text display in another
/// order than stored, zero-width characters, the byte-order mark, the TAG block), the
/// line and paragraph separators (Zl, Zp), and every default-ignorable code point
/// (variation selectors, Hangul fillers, soft hyphen...): all would hide or disguise what a
/// name really is. Exactly the code points of [`invisible_table::RANGES`], generated from
/// Unicode's own property files; the non-breaking spaces French typography uses (U+00A0,
/// U+202F) are ordinary spaces, not in it.
pub fn is_unsafe(c: char) -> bool {
    // The usual case, on every character fray prints: printable ASCII.
    if (' '..='~').contains(&c) {
        return false;
    }
    invisible_table::RANGES
        .binary_search_by(|&(low, high)| {
            if high < c {
                std::cmp::Ordering::Less
            } else if low > c {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        })
        .is_ok()
}

use std::borrow::Cow;

/// Text with every [`is_unsafe`] character written as a visible Rust-style escape
/// (`\u{1b}`, `\n`), everything else as is. The escapes are plain ASCII, so escaping
/// twice gives the same text as escaping once.
pub fn escape(text: &str) -> String {
    escape_keeping(text, None)
}

/// Like [`escape`] but keeps line breaks (`\n`): for a multi-line block the command line
/// prints at once (a table, a transcript, a help text).
pub fn escape_lines(text: &str) -> String {
    escape_keeping(text, Some('\n'))
}

/// [`escape`], borrowing the text when it has nothing to escape (the usual case): for
/// writers that escape many short texts.
pub fn escaped(text: &str) -> Cow<'_, str> {
    if text.chars().any(is_unsafe) {
        Cow::Owned(escape(text))
    } else {
        Cow::Borrowed(text)
    }
}

fn escape_keeping(text: &str, keep: Option<char>) -> String {
    if !text.chars().any(is_unsafe) {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if is_unsafe(c) && Some(c) != keep {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// A path shown in a message: its text as [`escape`] writes it.
pub fn path(path: &std::path::Path) -> String {
    escape(&path.display().to_string())
}

#[cfg(test)]
#[path = "safe_text_tests.rs"]
mod tests;
