//! The combat-pool part of the command language (SRP-01 to SRP-22): its verbs
//! (`table.rs`), how they read (`parse.rs`, `attack.rs`, `strike.rs`, with `read.rs` and the
//! keyword tables of `words.rs`) and write back (`format.rs`).

mod attack;
mod format;
mod parse;
mod phrases;
mod read;
mod strike;
mod table;
pub(super) mod words;

use crate::script::cursor::Cursor;
use crate::script::{ParseError, SystemVerbs, Verb, Words};
use crate::systems::SystemCommand;

use super::PoolCommand;

/// The combat-pool verbs, for [`RuleSystem::verbs`](crate::rules::RuleSystem::verbs).
pub(crate) struct PoolVerbs;

impl SystemVerbs for PoolVerbs {
    fn name(&self) -> &'static str {
        "Shadowrun combat pool"
    }

    fn verbs(&self) -> &'static [Verb] {
        table::POOL_VERBS
    }

    fn keywords(&self) -> &'static [&'static str] {
        &words::KEYWORDS
    }

    fn parse(
        &self,
        verb: &Verb,
        cursor: &mut Cursor<'_>,
    ) -> Result<Option<SystemCommand>, ParseError> {
        Ok(parse::parse(verb, cursor)?.map(SystemCommand::from))
    }

    fn format(&self, command: &SystemCommand, words: &mut Words) {
        if let Ok(command) = <&PoolCommand>::try_from(command) {
            format::pool(words, command);
        }
    }
}
