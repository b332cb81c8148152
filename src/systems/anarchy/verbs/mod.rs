//! The Anarchy part of the command language: its verbs (`table.rs`), how they read
//! (`parse.rs`, keywords in `words.rs`) and write back (`format.rs`).

mod format;
mod parse;
mod table;
mod words;

#[cfg(test)]
mod tests;

use crate::script::cursor::Cursor;
use crate::script::{ParseError, SystemVerbs, Verb, Words};
use crate::systems::SystemCommand;

use super::AnarchyCommand;

/// The Anarchy verbs, for [`RuleSystem::verbs`](crate::rules::RuleSystem::verbs).
pub(crate) struct AnarchyVerbs;

impl SystemVerbs for AnarchyVerbs {
    fn name(&self) -> &'static str {
        crate::i18n::fixed("ana-title")
    }

    fn verbs(&self) -> &'static [Verb] {
        table::VERBS
    }

    fn keywords(&self) -> &'static [&'static str] {
        words::KEYWORDS
    }

    fn reserved(&self, word: &str) -> bool {
        words::reserved(word)
    }

    fn parse(
        &self,
        verb: &Verb,
        cursor: &mut Cursor<'_>,
    ) -> Result<Option<SystemCommand>, ParseError> {
        Ok(parse::parse(verb, cursor)?.map(SystemCommand::from))
    }

    fn french_words(&self) -> Vec<String> {
        words::FRENCH
            .iter()
            .flat_map(|(_, fr)| fr.iter().map(|w| (*w).to_string()))
            .collect()
    }

    fn summary(&self, verb: &str) -> Option<String> {
        table::summary(verb)
    }

    fn format(&self, command: &SystemCommand, words: &mut Words) {
        if let Ok(command) = <&AnarchyCommand>::try_from(command) {
            format::format(words, command);
        }
    }
}
