//! The Anarchy part of the command language: its verbs (`table.rs`), how they read
//! (`parse.rs`, keywords in `words.rs`) and write back (`format.rs`).

mod format;
mod parse;
mod table;
mod words;

#[cfg(test)]
mod tests;

use crate::engine::SystemCommand;
use crate::script::cursor::Cursor;
use crate::script::french_index::WrittenIndex;
use crate::script::{ParseError, SystemVerbs, Verb, Words};

use std::sync::OnceLock;

use super::AnarchyCommand;
use super::arcane::verbs as arcane;

/// The Anarchy verbs, for [`RuleSystem::verbs`](crate::rules::RuleSystem::verbs).
pub(crate) struct AnarchyVerbs;

/// The verbs whose test `reroll` rolls again (ANA-04).
const REROLLED: [&str; 9] = [
    "test",
    "interpose",
    "counterspell",
    "cast",
    "summon",
    "compile",
    "form",
    "resist",
    "hack",
];

impl AnarchyVerbs {
    /// Reads one Anarchy verb's words; `reroll VERB ...` reads VERB's line inside it.
    fn own(
        &self,
        verb: &Verb,
        cursor: &mut Cursor<'_>,
    ) -> Result<Option<AnarchyCommand>, ParseError> {
        if verb.name == "reroll" {
            let inner = cursor
                .peek()
                .filter(|t| !t.quoted)
                .map(|t| t.text.to_lowercase())
                .and_then(|w| self.rerolled(&w));
            if let Some(inner) = inner {
                cursor.next();
                return Ok(self
                    .own(inner, cursor)?
                    .map(|command| AnarchyCommand::Rerolled {
                        command: Box::new(command),
                    }));
            }
        }
        if arcane::owns(verb.name) {
            return arcane::parse(verb, cursor).map(|c| c.map(AnarchyCommand::Arcane));
        }
        parse::parse(verb, cursor)
    }
}

impl AnarchyVerbs {
    /// The verb a `reroll` names, by its English or French word (`cast`, `lance-sort`).
    fn rerolled(&self, word: &str) -> Option<&'static Verb> {
        self.verbs()
            .iter()
            .filter(|v| REROLLED.contains(&v.name))
            .find(|v| v.name == word || v.fr.contains(&word))
    }
}

impl SystemVerbs for AnarchyVerbs {
    fn name(&self) -> &'static str {
        crate::i18n::fixed("ana-title")
    }

    fn verbs(&self) -> &'static [Verb] {
        static ALL: OnceLock<Vec<Verb>> = OnceLock::new();
        ALL.get_or_init(|| [table::VERBS, arcane::VERBS].concat())
    }

    fn keywords(&self) -> &'static [&'static str] {
        static ALL: OnceLock<Vec<&'static str>> = OnceLock::new();
        ALL.get_or_init(|| [words::KEYWORDS, arcane::KEYWORDS].concat())
    }

    fn reserved(&self, word: &str) -> bool {
        words::reserved(word) || arcane::reserved(word)
    }

    fn parse(
        &self,
        verb: &Verb,
        cursor: &mut Cursor<'_>,
    ) -> Result<Option<SystemCommand>, ParseError> {
        Ok(self.own(verb, cursor)?.map(SystemCommand::from))
    }

    fn sheet_key_fr(&self, key: &str) -> Option<String> {
        let french = match key {
            "str" => "force",
            "wil" => "volonté",
            "agi" => "agilité",
            "log" => "logique",
            "charisma" => "charisme",
            "armor" => "armure",
            "seat" => "place",
            "group" => "groupe",
            _ => return None,
        };
        Some(french.to_string())
    }

    fn french_of(&self, verb: &str, keyword: &str) -> Option<String> {
        // The verb a `reroll` names is written by its own French word (`relance lance-sort`).
        if verb == "reroll"
            && let Some(rerolled) = self.rerolled(keyword)
        {
            return rerolled.fr.first().map(|w| (*w).to_string());
        }
        // A magic or Matrix verb reads its own words first (`on`: `marche`, not `sur`).
        static ARCANE_FIRST: WrittenIndex = WrittenIndex::new();
        static WORDS_FIRST: WrittenIndex = WrittenIndex::new();
        if arcane::owns(verb) {
            ARCANE_FIRST.french(&[arcane::FRENCH, words::FRENCH], keyword)
        } else {
            WORDS_FIRST.french(&[words::FRENCH, arcane::FRENCH], keyword)
        }
    }

    fn french_words(&self) -> Vec<String> {
        words::FRENCH
            .iter()
            .chain(arcane::FRENCH)
            .flat_map(|(_, fr)| fr.iter().map(|w| (*w).to_string()))
            .collect()
    }

    fn summary(&self, verb: &str) -> Option<String> {
        table::summary(verb).or_else(|| arcane::summary(verb))
    }

    fn example_names_fr(&self) -> &'static [(&'static str, &'static str)] {
        table::EXAMPLE_NAMES_FR
    }

    fn format(&self, command: &SystemCommand, words: &mut Words) {
        if let Ok(command) = <&AnarchyCommand>::try_from(command) {
            format::format(words, command);
        }
    }
}
