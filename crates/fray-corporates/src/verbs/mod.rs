//! The Corporates part of the command language: one file per command family (`time.rs`;
//! the shooting and melee families add theirs), each with its verb table, reader, writer
//! and summaries, joined here by a one-line arm per family; the keywords in `words.rs`.

pub(crate) mod fire;
pub(crate) mod fire_format;
mod fire_table;
mod fire_terms;
pub(crate) mod fire_words;
mod gear;
mod gear_format;
mod gear_table;
mod melee;
mod melee_format;
mod melee_table;
mod rest;
mod time;
mod words;

#[cfg(test)]
mod gear_tests;
#[cfg(test)]
mod melee_tests;
#[cfg(test)]
mod tests;

/// Every family's French keywords: the shared table (time, melee) and the fire family's,
/// which its own lines read.
fn all_french() -> &'static [(&'static str, &'static [&'static str])] {
    static ALL: std::sync::OnceLock<Vec<(&'static str, &'static [&'static str])>> =
        std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        [
            words::french(),
            fire::FRENCH,
            gear_table::FRENCH,
            rest::FRENCH,
        ]
        .concat()
    })
}

use std::sync::OnceLock;

use crate::engine::SystemCommand;
use crate::rules::limits::Limit;
use crate::script::cursor::Cursor;
use crate::script::french_index::WrittenIndex;
use crate::script::{Expected, ParseError, SystemVerbs, Verb, Words, quote, word};

use super::command::CorporatesCommand as C;

/// The Corporates verbs, for [`RuleSystem::verbs`](crate::rules::RuleSystem::verbs).
pub(crate) struct CorporatesVerbs;

/// Whether the reader takes `keyword` in French too (completion offers that word then).
pub(crate) fn has_french(keyword: &str) -> bool {
    all_french().iter().any(|(k, _)| *k == keyword)
}

/// `keyword` as an error names it: in French, the French word the reader takes for it.
pub(crate) fn shown_keyword(keyword: &'static str) -> &'static str {
    if crate::i18n::current() != crate::i18n::Lang::Fr {
        return keyword;
    }
    all_french()
        .iter()
        .find(|(k, _)| *k == keyword)
        .and_then(|(_, fr)| fr.last().copied())
        .unwrap_or(keyword)
}

/// A phrase of the catalog naming what was expected.
fn phrase(key: &'static str) -> Expected {
    Expected::Own(crate::i18n::fixed(key))
}

/// A small count in `lo..=hi`.
fn count(c: &mut Cursor, key: &'static str, lo: i64, hi: i64) -> Result<u8, ParseError> {
    Ok(u8::try_from(c.limited(phrase(key), Limit::new(lo, hi))?).unwrap_or(0))
}

/// A signed number in `limit`.
fn number(c: &mut Cursor, limit: Limit) -> Result<i32, ParseError> {
    c.limited(Expected::Number, limit)
}

/// The gear key a typed word stands for: the key, or its French word (`fusil` reads as
/// `rifle`, `gilet-pare-balles` as `vest`).
fn gear_key(typed: String) -> String {
    crate::rules::gear_labels::read(super::ID, typed)
}

/// A gear key as written in this line: its French word in a French line (`rifle`: `fusil`).
fn gear_word(w: &Words, key: &str) -> String {
    crate::rules::gear_labels::written(super::ID, key, w.is_french())
}

/// The word of `words` nearest to a mistyped `text` (English or French), named in the GM's
/// language (`platq`: « plat » to a French GM, 'flat' to an English one).
fn suggest(text: &str, words: &[&'static str]) -> Option<&'static str> {
    crate::rules::suggested_words::suggest(text, words, all_french())
}

/// A name as it must be typed in a Corporates line.
fn name(text: &str) -> String {
    if words::reserved(text) {
        quote(text)
    } else {
        word(text)
    }
}

impl SystemVerbs for CorporatesVerbs {
    fn name(&self) -> &'static str {
        crate::i18n::fixed("cor-title")
    }

    fn verbs(&self) -> &'static [Verb] {
        static ALL: OnceLock<Vec<Verb>> = OnceLock::new();
        ALL.get_or_init(|| {
            [
                time::VERBS,
                fire::VERBS,
                melee::VERBS,
                gear::VERBS,
                rest::VERBS,
            ]
            .concat()
        })
    }

    /// Every family's keywords, for completion; only the time family's are reserved
    /// everywhere (the fire family reads its own in its own positions and quotes a name
    /// that would read as one of them, so no other system's words get quoted).
    fn keywords(&self) -> &'static [&'static str] {
        static ALL: OnceLock<Vec<&'static str>> = OnceLock::new();
        ALL.get_or_init(|| {
            [
                words::keywords(),
                fire::KEYWORDS,
                gear::KEYWORDS,
                rest::KEYWORDS,
            ]
            .concat()
        })
    }

    fn reserved(&self, word: &str) -> bool {
        words::reserved(word)
    }

    fn parse(
        &self,
        verb: &Verb,
        cursor: &mut Cursor<'_>,
    ) -> Result<Option<SystemCommand>, ParseError> {
        let own = if time::owns(verb.name) {
            time::parse(verb, cursor)?.map(C::Time)
        } else if fire::owns(verb.name) {
            fire::parse(verb, cursor)?.map(C::Fire)
        } else if melee::owns(verb.name) {
            melee::parse(verb, cursor)?.map(C::Melee)
        } else if gear::owns(verb.name) {
            gear::parse(verb, cursor)?.map(C::Gear)
        } else if rest::owns(verb.name) {
            rest::parse(verb, cursor)?.map(C::Rest)
        } else {
            None
        };
        Ok(own.map(SystemCommand::from))
    }

    fn format(&self, command: &SystemCommand, words: &mut Words) {
        if let Ok(command) = <&C>::try_from(command) {
            match command {
                C::Time(c) => time::format(words, c),
                C::Fire(c) => fire_format::format(words, c),
                C::Melee(c) => melee_format::format(words, c),
                C::Gear(c) => gear_format::format(words, c),
                C::Rest(c) => rest::format(words, c),
            }
        }
    }

    fn example_names_fr(&self) -> &'static [(&'static str, &'static str)] {
        gear_table::EXAMPLE_NAMES_FR
    }

    fn summary(&self, verb: &str) -> Option<String> {
        time::summary(verb)
            .or_else(|| fire::summary(verb))
            .or_else(|| melee::summary(verb))
            .or_else(|| gear::summary(verb))
            .or_else(|| rest::summary(verb))
    }

    fn sheet_key_fr(&self, key: &str) -> Option<String> {
        crate::french_key(key).map(str::to_string)
    }

    fn french_of(&self, verb: &str, keyword: &str) -> Option<String> {
        // A dodge's `against` is the time family's « contre », which a dodge reads so.
        if verb == "dodge" && keyword == "against" {
            return crate::script::written_french(words::french(), "vs");
        }
        // A shooting verb reads its family's words first (`off`: `inactif`, not `arrêt`).
        static FIRE_FIRST: WrittenIndex = WrittenIndex::new();
        static ALL: WrittenIndex = WrittenIndex::new();
        if fire::owns(verb) {
            FIRE_FIRST.french(&[fire::FRENCH, words::french()], keyword)
        } else {
            ALL.french(&[all_french()], keyword)
        }
    }

    fn french_words(&self) -> Vec<String> {
        all_french()
            .iter()
            .flat_map(|(_, fr)| fr.iter().map(|w| (*w).to_string()))
            .collect()
    }
}
