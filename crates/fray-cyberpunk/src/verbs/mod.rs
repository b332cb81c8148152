//! The Cyberpunk part of the command language (CPI-01 to CPI-18): its verbs
//! (`table.rs`), how they read (`parse.rs`, keywords in `words.rs`) and write back
//! (`format.rs`).

mod format;
mod parse;
mod table;
mod words;

#[cfg(test)]
mod tests;

use crate::engine::SystemCommand;
use crate::script::cursor::Cursor;
use crate::script::{ParseError, SystemVerbs, Verb, Words};

use super::CyberCommand;

/// The Cyberpunk verbs, for [`RuleSystem::verbs`](crate::rules::RuleSystem::verbs).
pub(crate) struct CyberVerbs;

impl SystemVerbs for CyberVerbs {
    fn name(&self) -> &'static str {
        crate::i18n::fixed("cpi-name")
    }

    fn verbs(&self) -> &'static [Verb] {
        table::VERBS
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

    fn sheet_key_fr(&self, key: &str) -> Option<String> {
        // Cool is « Sang-froid » on the French sheet; a skill its slugged French name.
        let french = match key {
            "cool" => "sang-froid".to_string(),
            _ => crate::skill_words::written(key, true),
        };
        (french != key).then_some(french)
    }

    fn french_of(&self, _verb: &str, keyword: &str) -> Option<String> {
        crate::script::written_french(words::FRENCH, keyword)
    }

    fn french_words(&self) -> Vec<String> {
        words::FRENCH
            .iter()
            .flat_map(|(_, fr)| fr.iter().map(|w| (*w).to_string()))
            .collect()
    }

    fn summary(&self, verb: &str) -> Option<String> {
        Some(match verb {
            "initiative" => crate::t!("cpi-summary-initiative"),
            "actions" => crate::t!("cpi-summary-actions"),
            "delay" => crate::t!("cpi-summary-delay"),
            "weapon" => crate::t!("cpi-summary-weapon"),
            "draw" => crate::t!("cpi-summary-draw"),
            "shoot" => crate::t!("cpi-summary-shoot"),
            "chamber" => crate::t!("cpi-summary-chamber"),
            "reload" => crate::t!("cpi-summary-reload"),
            "unjam" => crate::t!("cpi-summary-unjam"),
            "aim" => crate::t!("cpi-summary-aim"),
            "unseen" => crate::t!("cpi-keys-summary-unseen"),
            "run" => crate::t!("cpi-summary-run"),
            "stance" => crate::t!("cpi-summary-stance"),
            "act" => crate::t!("cpi-summary-act"),
            "support" => crate::t!("cpi-summary-support"),
            "check" => crate::t!("cpi-summary-check"),
            "fumble" => crate::t!("cpi-summary-fumble"),
            "damage" => crate::t!("cpi-summary-damage"),
            "heal" => crate::t!("cpi-summary-heal"),
            "save" => crate::t!("cpi-summary-save"),
            "rest" => crate::t!("cpi-summary-rest"),
            _ => return None,
        })
    }

    fn format(&self, command: &SystemCommand, words: &mut Words) {
        if let Ok(command) = <&CyberCommand>::try_from(command) {
            format::format(words, command);
        }
    }
}
