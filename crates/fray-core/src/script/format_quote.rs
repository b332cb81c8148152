//! When a word of a written line must be quoted to read back as itself: a name with
//! spaces, `=` or `#`, a number, or a keyword of the language (some system's, where a
//! system's verb may read it as one); and the quoting itself.

use crate::key_hash::Keyed;
use crate::model::Side;

use super::cursor::{Number, number};
use super::format::SHARED_KEYWORDS;

/// A name as it must be typed: bare when it reads back as itself, else quoted.
pub fn word(name: &str) -> String {
    if needs_quotes(name) {
        quote(name)
    } else {
        name.to_string()
    }
}

/// Whether a name must be quoted to read back as the same name.
fn needs_quotes(name: &str) -> bool {
    needs_quotes_as_word(name) || is_keyword(name)
}

/// Whether a name must be quoted to read back as one word that is not a number.
pub(super) fn needs_quotes_as_word(name: &str) -> bool {
    name.is_empty()
        || name
            .chars()
            .any(|c| c.is_whitespace() || c.is_control() || matches!(c, '"' | '#' | '='))
        || number(name, true) != Number::Word
}

/// Whether a word is a keyword somewhere in the language: a shared one, or one a system
/// reserves everywhere ([`SystemVerbs::reserved`](super::SystemVerbs::reserved)).
pub fn is_keyword(word: &str) -> bool {
    thread_local! {
        /// The answers given so far: the same names are written again and again, and
        /// asking every system is dear; started over past a few thousand words.
        static SEEN: std::cell::RefCell<std::collections::HashMap<String, bool, Keyed>> =
            std::cell::RefCell::new(std::collections::HashMap::default());
    }
    if let Some(known) = SEEN.with(|seen| seen.borrow().get(word).copied()) {
        return known;
    }
    let answer = asks_every_system(word);
    SEEN.with(|seen| {
        let mut seen = seen.borrow_mut();
        if seen.len() >= 4096 {
            seen.clear();
        }
        seen.insert(word.to_string(), answer);
    });
    answer
}

/// Whether `word` is a keyword of the shared language or of any system, asked afresh.
pub fn asks_every_system(word: &str) -> bool {
    let lower = word.to_ascii_lowercase();
    Side::from_word(word).is_some()
        || SHARED_KEYWORDS.contains(&lower.as_str())
        || crate::rules::registry::all()
            .iter()
            .any(|s| s.verbs().reserved(word))
}

/// Puts a text in double quotes, escaping `"` and `\`.
pub fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        if matches!(c, '"' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
    out
}
