//! The Polaris 3e part of the command language: its verbs (`table.rs`), how they read
//! (`parse.rs`, `injury.rs`) and write back (`format.rs`), the difficulty words, and the
//! `help difficulty` topic.

mod arms;
mod format;
mod french;
mod help;
mod injury;
mod keywords;
pub(crate) mod parse;
mod phrases;
pub(super) mod table;
mod terms;

pub(super) use parse::FRENCH_WORDS;

use crate::engine::SystemCommand;
use crate::script::cursor::Cursor;
use crate::script::{ParseError, SystemVerbs, Topic, Verb, Words};

use super::PolarisCommand;

/// The Polaris verbs, for [`RuleSystem::verbs`](crate::rules::RuleSystem::verbs).
pub(crate) struct PolarisVerbs;

impl SystemVerbs for PolarisVerbs {
    fn name(&self) -> &'static str {
        "Polaris 3e"
    }

    fn verbs(&self) -> &'static [Verb] {
        table::VERBS
    }

    fn keywords(&self) -> &'static [&'static str] {
        &parse::KEYWORDS
    }

    fn reserved(&self, word: &str) -> bool {
        let lower = word.to_ascii_lowercase();
        parse::difficulty(word).is_some()
            || parse::KEYWORDS.contains(&lower.as_str())
            || parse::french_keyword(word).is_some()
    }

    fn parse(
        &self,
        verb: &Verb,
        cursor: &mut Cursor<'_>,
    ) -> Result<Option<SystemCommand>, ParseError> {
        Ok(parse::parse(verb, cursor)?.map(SystemCommand::from))
    }

    fn format(&self, command: &SystemCommand, words: &mut Words) {
        if let Ok(command) = <&PolarisCommand>::try_from(command) {
            format::polaris(words, command);
        }
    }

    fn topics(&self) -> &'static [Topic] {
        // The topics with their hints in the current language (`help` names them in the
        // shared summary, seen in every encounter).
        crate::i18n::fixed_list("polaris topics", || {
            help::TOPICS
                .iter()
                .map(|topic| Topic {
                    hint: match topic.name {
                        "difficulty" => crate::i18n::fixed("pol-help-difficulty-hint"),
                        _ => topic.hint,
                    },
                    ..*topic
                })
                .collect()
        })
    }

    fn french_words(&self) -> Vec<String> {
        let keywords = parse::FRENCH_KEYWORDS.iter().map(|(w, _)| (*w).to_string());
        super::screens::french_words()
            .into_iter()
            .chain(keywords)
            .collect()
    }

    fn sheet_key_fr(&self, key: &str) -> Option<String> {
        // The sheet's keys are French: an English word typed for one (`firearms`) is
        // written as the key it stands for (`armes-de-poing`).
        let stored = crate::system().canonical(key);
        match stored.as_str() {
            // The one English key of the sheet, written as the French word it reads as.
            "reaction" => Some("réaction".to_string()),
            _ => (stored != key).then_some(stored),
        }
    }

    fn french_of(&self, _verb: &str, keyword: &str) -> Option<String> {
        french::french_of(keyword)
    }

    fn summary(&self, verb: &str) -> Option<String> {
        Some(match verb {
            "test" => crate::t!("pol-summary-test"),
            "nonrandom" => crate::t!("pol-summary-nonrandom"),
            "oppose" => crate::t!("pol-summary-oppose"),
            "attack" => crate::t!("pol-summary-attack"),
            "wound" => crate::t!("pol-summary-wound"),
            "heal" => crate::t!("pol-summary-heal"),
            "surprise" => crate::t!("pol-summary-surprise"),
            "declare" => crate::t!("pol-summary-declare"),
            "rush" => crate::t!("pol-summary-rush"),
            "confused" => crate::t!("pol-summary-confused"),
            "delay" => crate::t!("pol-summary-delay"),
            "act" => crate::t!("pol-summary-act"),
            "slow" => crate::t!("pol-summary-slow"),
            "prepare" => crate::t!("pol-summary-prepare"),
            "hesitate" => crate::t!("pol-summary-hesitate"),
            "init" => crate::t!("pol-summary-init"),
            "marker" => crate::t!("pol-summary-marker"),
            "opponents" => crate::t!("pol-summary-opponents"),
            "shock" => crate::t!("pol-summary-shock"),
            "stabilise" => crate::t!("pol-summary-stabilise"),
            "weapon" => crate::t!("pol-summary-weapon"),
            "combination" => crate::t!("pol-summary-combination"),
            "armour" => crate::t!("pol-summary-armour"),
            "rest" => crate::t!("pol-summary-rest"),
            _ => return None,
        })
    }
}

#[cfg(test)]
#[path = "language_tests.rs"]
mod language_tests;
