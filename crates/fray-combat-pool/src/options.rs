//! Per-encounter options: the open points' tracker defaults and the optional rules, each
//! overridable by the GM with `option KEY VALUE`.

use crate::engine::RuleError;
use crate::model::Encounter;

use super::bag::Bag;
use super::options_fr::OPTION_WORDS;
use crate::rules::option_words::{key_shown, keys_shown, words_shown};

/// Every option: key, accepted values, and the catalog key of what it changes (with its
/// open point).
const OPTIONS: &[(&str, &str, &str)] = &[
    ("rounding", "down | nearest", "pool-option-rounding"),
    ("bag", "F1 F2 F3 S4 S5 S6", "pool-option-bag"),
    ("free-draws", "bag | pool", "pool-option-free-draws"),
    (
        "recharge-defense",
        "keep | discard",
        "pool-option-recharge-defense",
    ),
    (
        "moderate-stress",
        "every-second | second-only",
        "pool-option-moderate-stress",
    ),
    (
        "burst-damage-tokens",
        "1 to 10",
        "pool-option-burst-damage-tokens",
    ),
    (
        "spray-damage-tokens",
        "1 to 10",
        "pool-option-spray-damage-tokens",
    ),
    ("burst-rounds", "1 to 10", "pool-option-burst-rounds"),
    ("electrical", "base | tokens", "pool-option-electrical"),
    (
        "knockdown-damage",
        "1 to 99",
        "pool-option-knockdown-damage",
    ),
    ("style", "off | 0 to 99", "pool-option-style"),
    ("style.SIDE", "off | 0 to 99", "pool-option-style-side"),
    ("area-defense", "all | revealed", "pool-option-area-defense"),
    ("scatter-die", "d12 | d6 | off", "pool-option-scatter-die"),
    ("melee-tie", "none | defender", "pool-option-melee-tie"),
    ("monitor-base", "0 to 30", "pool-option-monitor-base"),
    ("physical-stat", "a stat", "pool-option-physical-stat"),
    ("stun-stat", "a stat", "pool-option-stun-stat"),
    ("wound-step", "1 to 10", "pool-option-wound-step"),
    ("assess-time", "complex | turn", "pool-option-assess-time"),
    (REST_PHYSICAL, "0 to 99", "pool-option-rest-physical"),
    (REST_STUN, "all | 0 to 99", "pool-option-rest-stun"),
    (
        "pool-type.KEY",
        "stat+stat+stat | advantage",
        "pool-option-pool-type-key",
    ),
];

/// The option: physical boxes a day of rest clears (SRP-21 read for a campaign).
pub const REST_PHYSICAL: &str = "rest-physical";
/// The option: stun boxes a day of rest clears, or `all`.
pub const REST_STUN: &str = "rest-stun";

/// Every option: key, accepted values, and what it changes in the current language.
pub fn described() -> &'static [(&'static str, &'static str, &'static str)] {
    crate::i18n::fixed_list("combat_pool options", || {
        OPTIONS
            .iter()
            .map(|(key, values, what)| {
                let key = match *key {
                    "pool-type.KEY" => super::text::fixed("pool-option-key-pool-type"),
                    "style.SIDE" => super::text::fixed("pool-option-key-style-side"),
                    key => key,
                };
                (key, values_text(values), super::text::fixed(what))
            })
            .collect()
    })
}

/// An option's accepted values in the current language: option words stay as typed,
/// ranges and placeholders are translated.
fn values_text(values: &'static str) -> &'static str {
    let fixed = super::text::fixed;
    match values {
        "1 to 10" => fixed("pool-option-values-1-to-10"),
        "1 to 99" => fixed("pool-option-values-1-to-99"),
        "off | 0 to 99" => fixed("pool-option-values-style"),
        "0 to 30" => fixed("pool-option-values-0-to-30"),
        "0 to 99" => fixed("pool-option-values-0-to-99"),
        "all | 0 to 99" => fixed("pool-option-values-all-or-0-to-99"),
        "a stat" => fixed("pool-option-values-stat"),
        "stat+stat+stat | advantage" => fixed("pool-option-values-pool-type"),
        _ => values,
    }
}

/// Checks an option's key and value.
pub fn check(key: &str, value: &str) -> Result<(), RuleError> {
    let key = key.to_ascii_lowercase();
    let value = value.trim();
    let bad = |expected: &str| {
        Err(RuleError::Invalid(crate::t!(
            "pool-option-bad-value",
            key = key_shown(OPTION_WORDS, &key),
            expected = expected,
            value = value
        )))
    };
    let word = |words: &[&str]| {
        if words.contains(&value) {
            Ok(())
        } else {
            let or = format!(" {} ", crate::t!("pool-option-or"));
            bad(&words_shown(OPTION_WORDS, &key, words, &or))
        }
    };
    let number = |lo: u32, hi: u32| match value.parse::<u32>() {
        Ok(n) if (lo..=hi).contains(&n) => Ok(()),
        _ => bad(&crate::t!("pool-option-expect-number", lo = lo, hi = hi)),
    };
    if let Some(side) = key.strip_prefix("style.") {
        if side_of(side).is_none() {
            return bad(&crate::t!("pool-option-expect-side"));
        }
        return if value == "off" {
            Ok(())
        } else {
            number(0, 99)
        };
    }
    if let Some(name) = key.strip_prefix("pool-type.") {
        if name.is_empty()
            || name
                .chars()
                .any(|c| !(c.is_ascii_alphanumeric() || c == '-'))
        {
            return bad(&crate::t!("pool-option-expect-type-key"));
        }
        return match formula(value) {
            Some(_) => Ok(()),
            None => bad(&crate::t!("pool-option-expect-formula")),
        };
    }
    match key.as_str() {
        "rounding" => word(&["down", "nearest"]),
        "bag" => Bag::parse(value)
            .map(|_| ())
            .map_err(|e| RuleError::Invalid(crate::t!("pool-option-bag-error", error = e))),
        "free-draws" => word(&["bag", "pool"]),
        "recharge-defense" => word(&["keep", "discard"]),
        "moderate-stress" => word(&["every-second", "second-only"]),
        "burst-damage-tokens" | "spray-damage-tokens" | "burst-rounds" | "wound-step" => {
            number(1, 10)
        }
        "electrical" => word(&["base", "tokens"]),
        "knockdown-damage" => number(1, 99),
        "style" if value == "off" => Ok(()),
        "style" => number(0, 99),
        "area-defense" => word(&["all", "revealed"]),
        "scatter-die" => word(&["d12", "d6", "off"]),
        "melee-tie" => word(&["none", "defender"]),
        "monitor-base" => number(0, 30),
        "physical-stat" | "stun-stat" => {
            if value.is_empty() || value.chars().any(char::is_whitespace) {
                bad(&crate::t!("pool-option-expect-stat"))
            } else {
                Ok(())
            }
        }
        "assess-time" => word(&["complex", "turn"]),
        REST_PHYSICAL => number(0, 99),
        REST_STUN if value == "all" => Ok(()),
        REST_STUN => number(0, 99),
        _ => {
            let known: Vec<_> = OPTIONS.iter().map(|o| o.0).collect();
            Err(RuleError::Invalid(crate::t!(
                "pool-option-unknown",
                key = key.as_str(),
                known = keys_shown(OPTION_WORDS, &known)
            )))
        }
    }
}

/// A custom pool type's formula: the stats added, and the advantage text.
pub fn formula(value: &str) -> Option<(Vec<String>, String)> {
    let (stats, advantage) = value.split_once('|').unwrap_or((value, ""));
    let stats: Vec<String> = stats
        .split('+')
        .map(|s| crate::rules::fold_key(s.trim()))
        .collect();
    if stats.iter().any(String::is_empty) {
        return None;
    }
    Some((stats, advantage.trim().to_string()))
}

/// The Style score a shooter throws back with (SRP-16 optional rule): « le score de Style de
/// l'équipe ou du tireur ». The shooter's own `style` stat, else their team's: the option
/// `style.SIDE` for their side, else `style` for the player characters' team (pc and ally
/// sides). `None` when neither is on: that team throws no one back.
pub fn style(state: &Encounter, shooter: &crate::model::Combatant) -> Option<i32> {
    use crate::model::Side;
    if let Some(own) = shooter.stats.get("style") {
        return Some(*own);
    }
    let number = |v: &str| v.trim().parse().ok();
    // A `style.SIDE` option for the shooter's side, its side word in English or French.
    let team = state.options.iter().find(|(k, _)| {
        k.strip_prefix("style.")
            .and_then(side_of)
            .is_some_and(|s| s == shooter.side)
    });
    if let Some((_, v)) = team {
        return number(v);
    }
    matches!(shooter.side, Side::Pc | Side::Ally)
        .then(|| state.option("style").and_then(number))
        .flatten()
}

/// A side from the word after `style.`: the commands' English words or the French ones.
fn side_of(word: &str) -> Option<crate::model::Side> {
    use crate::model::Side;
    Side::from_word(word).or(match word.to_lowercase().as_str() {
        "pj" | "pjs" => Some(Side::Pc),
        "allié" | "allie" | "alliés" | "allies" => Some(Side::Ally),
        "ennemi" | "ennemis" => Some(Side::Enemy),
        "neutre" | "neutres" => Some(Side::Neutral),
        _ => None,
    })
}

/// Whether two sides are one team for the Style rule (« les ennemis seront projetés »): the
/// player characters and their allies are one; enemies and neutrals are each their own.
pub fn same_team(a: crate::model::Side, b: crate::model::Side) -> bool {
    use crate::model::Side;
    let team = |s| match s {
        Side::Pc | Side::Ally => 0,
        Side::Enemy => 1,
        Side::Neutral => 2,
    };
    team(a) == team(b)
}

/// Physical boxes a day of rest clears (option `rest-physical`): 1 by default. The text
/// gives no healing (« le fonctionnement habituel des dégâts », SRP-15, of rules not
/// included): fray's reading, set by the GM.
pub fn rest_physical(state: &Encounter) -> u32 {
    state
        .option(REST_PHYSICAL)
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(1)
}

/// Stun boxes a day of rest clears (option `rest-stun`): all of them by default, a night's
/// sleep; a number sets how many a day.
pub fn rest_stun(state: &Encounter) -> u32 {
    match state.option(REST_STUN).map(str::trim) {
        None | Some("all") => u32::MAX,
        Some(n) => n.parse().unwrap_or(u32::MAX),
    }
}
