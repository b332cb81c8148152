//! The command language: one line of text ↔ one [`Command`](crate::engine::Command).
//!
//! Shared by the TUI's `:` prompt and `fray run`. [`parse_in`] reads a line in an
//! encounter's rule system (the shared verbs and that system's own; [`parse`] is the
//! default system's), [`format()`] writes the canonical line back (`parse_in(s, &format(c))`
//! gives `c`), [`format_in`] the same line in French and [`shown`] a stored line as the GM
//! reads it, and the verb tables in [`help`](mod@help) feed `help`, completion and the `?`
//! overlay. A system brings its own verbs through [`SystemVerbs`], written with the shared
//! machinery: [`cursor`] (words, numbers, suggestions), [`lexer`], [`ParseError`] and
//! [`Words`]. The language is described for the GM in `docs/commands.md`.

pub mod cursor;
mod error;
mod format;
mod format_fr;
/// When a word is quoted in a line: the keywords of the shared language and every system.
pub mod format_quote;
pub mod french_index;
pub mod given;
pub mod help;
mod help_text;
pub mod lexer;
pub mod masked;
mod parse;
mod parse_assign;
mod system;
mod usage_fr;
mod verbs;

pub use error::{ErrorKind, Expected, ParseError, Part};
pub use format::{Words, format, format_in, format_in_system, quote, word};
pub use format_fr::{shown, shown_in, typed_words, written_french};
pub use help::{
    Verb, completions, completions_in, find_verb, find_verb_in, help, help_in, summary,
    typed_in_french, verbs, verbs_in,
};
pub use masked::masked;
pub(crate) use parse::side_word;
pub use parse::{Line, parse, parse_in};
pub(crate) use parse_assign::{key_char, sheet_key_read, sheet_value};
pub use system::{SystemVerbs, Topic};

/// The bare keywords the verbs of `system` read (besides the shared ones), for completion.
pub fn keywords_in(system: crate::model::SystemId) -> &'static [&'static str] {
    crate::rules::system(system).verbs().keywords()
}

/// Test support: command lines typed and decided, every system's examples and draws.
#[cfg(any(test, feature = "test-support"))]
pub mod test_play;

#[cfg(test)]
#[path = "french_tests.rs"]
mod french_tests;
