//! The combat-pool part of the command language (SRP-01 to SRP-22): its verbs
//! (`table.rs`), how they read (`parse.rs`, `attack.rs`, `strike.rs`, with `read.rs` and the
//! keyword tables of `words.rs`) and write back (`format.rs`).

mod attack;
#[cfg(test)]
mod command_strategies;
mod format;
mod parse;
mod phrases;
mod read;
mod strike;
mod table;
pub(super) mod words;

use crate::engine::SystemCommand;
use crate::script::cursor::Cursor;
use crate::script::{ParseError, SystemVerbs, Verb, Words};

use super::PoolCommand;

/// The combat-pool verbs, for [`RuleSystem::verbs`](crate::rules::RuleSystem::verbs).
pub(crate) struct PoolVerbs;

impl SystemVerbs for PoolVerbs {
    fn name(&self) -> &'static str {
        super::text::fixed("pool-name")
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

    fn sheet_key_fr(&self, key: &str) -> Option<String> {
        let french = match key {
            "body" => "physique",
            "reaction" => "réaction",
            "willpower" => "volonté",
            "logic" => "logique",
            "charisma" => "charisme",
            "tactics" => "tactique",
            _ => return None,
        };
        Some(french.to_string())
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
            "pool" => crate::t!("pool-summary-pool"),
            "ready" => crate::t!("pool-summary-ready"),
            "stress" => crate::t!("pool-summary-stress"),
            "recharge" => crate::t!("pool-summary-recharge"),
            "breath" => crate::t!("pool-summary-breath"),
            "assess" => crate::t!("pool-summary-assess"),
            "allocate" => crate::t!("pool-summary-allocate"),
            "total-defense" => crate::t!("pool-summary-total-defense"),
            "reduce-defense" => crate::t!("pool-summary-reduce-defense"),
            "reset-defense" => crate::t!("pool-summary-reset-defense"),
            "spend" => crate::t!("pool-summary-spend"),
            "intend" => crate::t!("pool-summary-intend"),
            "pending" => crate::t!("pool-summary-pending"),
            "coordinate" => crate::t!("pool-summary-coordinate"),
            "free" => crate::t!("pool-summary-free"),
            "aim" => crate::t!("pool-summary-aim"),
            "keep" => crate::t!("pool-summary-keep"),
            "reload" => crate::t!("pool-summary-reload"),
            "attack" => crate::t!("pool-summary-attack"),
            "suppress" => crate::t!("pool-summary-suppress"),
            "throw" => crate::t!("pool-summary-throw"),
            "blast" => crate::t!("pool-summary-blast"),
            "evade" => crate::t!("pool-summary-evade"),
            "melee" => crate::t!("pool-summary-melee"),
            "lethality" => crate::t!("pool-summary-lethality"),
            "opposed" => crate::t!("pool-summary-opposed"),
            "damage" => crate::t!("pool-summary-damage"),
            "heal" => crate::t!("pool-summary-heal"),
            "rest" => crate::t!("pool-summary-rest"),
            _ => return None,
        })
    }
}
