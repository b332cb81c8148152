//! The command language: one line of text ↔ one [`Command`](crate::engine::Command).
//!
//! Shared by the TUI's `:` prompt and `fray run`. [`parse`] reads a line, [`format()`]
//! writes the canonical line back (`parse(&format(c))` gives `c`), and the verb table in
//! [`help`](mod@help) feeds `help`, completion and the `?` overlay. The language is
//! described for the GM in `docs/commands.md`.

mod cursor;
mod error;
mod format;
pub mod help;
pub mod lexer;
mod parse;
mod polaris;
mod polaris_injury;
mod verbs;

pub use error::{ErrorKind, Expected, ParseError, Part};
pub use format::{format, quote, word};
pub use help::{Verb, completions, find_verb, help, verbs};
pub use parse::{Line, parse};
