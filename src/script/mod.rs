//! The command language: one line of text ↔ one [`Command`](crate::engine::Command).
//!
//! Shared by the TUI's `:` prompt and `fray run`. [`parse_in`] reads a line in an
//! encounter's rule system (the shared verbs and that system's own; [`parse`] is Polaris
//! 3e), [`format()`] writes the canonical line back (`parse_in(s, &format(c))` gives `c`),
//! and the verb table in [`help`](mod@help) feeds `help`, completion and the `?` overlay.
//! The language is described for the GM in `docs/commands.md`.

mod combat_pool;
mod combat_pool_attack;
mod combat_pool_format;
mod combat_pool_read;
mod combat_pool_strike;
mod combat_pool_words;
mod cursor;
mod error;
mod format;
mod given;
pub mod help;
pub mod lexer;
mod parse;
mod polaris;
mod polaris_injury;
mod verbs;
mod verbs_combat_pool;

pub use error::{ErrorKind, Expected, ParseError, Part};
pub use format::{format, quote, word};
pub use help::{
    Verb, completions, completions_in, find_verb, find_verb_in, help, help_in, verbs, verbs_in,
};
pub use parse::{Line, parse, parse_in};

/// The bare keywords the verbs of `system` read (besides the shared ones), for completion.
pub fn keywords_in(system: crate::model::SystemId) -> &'static [&'static str] {
    match system {
        crate::systems::polaris::ID => &polaris::KEYWORDS,
        _ => &combat_pool_words::KEYWORDS,
    }
}
