//! Per-encounter options: the open points' tracker defaults and the optional rules, each
//! overridable by the GM with `option KEY VALUE`.

use crate::engine::RuleError;
use crate::model::Encounter;

use super::bag::Bag;

/// Every option: key, accepted values, and what it changes (with its open point).
pub const OPTIONS: &[(&str, &str, &str)] = &[
    (
        "rounding",
        "down | nearest",
        "rounding of R = P/2 and fast = R/2 (SRP-OP-02; default down)",
    ),
    (
        "bag",
        "F1 F2 F3 S4 S5 S6",
        "the token bag: faces F<v>/S<v>, weight S6x2 (decision 2)",
    ),
    (
        "free-draws",
        "bag | pool",
        "where damage, lethality and scatter tokens come from (SRP-OP-06; default bag)",
    ),
    (
        "recharge-defense",
        "keep | discard",
        "whether a recharge discards defense tokens (SRP-OP-13; default keep)",
    ),
    (
        "moderate-stress",
        "every-second | second-only",
        "moderate stress with more than 2 tokens (SRP-OP-04; default every-second)",
    ),
    (
        "burst-damage-tokens",
        "1 to 10",
        "damage tokens per bullet or burst in multiple-shot mode (SRP-OP-05; default 1)",
    ),
    (
        "spray-damage-tokens",
        "1 to 10",
        "damage tokens of a spray action (SRP-OP-05; default 1)",
    ),
    (
        "electrical",
        "base | tokens",
        "electrical damage: base only or base + token (SRP-20, SRP-OP-10; default base)",
    ),
    (
        "knockdown-damage",
        "1 to 99",
        "base damage that knocks down (SRP-16; default 10)",
    ),
    (
        "style",
        "off | 0 to 99",
        "Style score: thrown back when above the target's media (SRP-16 optional; default off)",
    ),
    (
        "area-defense",
        "all | revealed",
        "defense tokens that reduce area damage (SRP-OP-07; default all)",
    ),
    (
        "melee-tie",
        "none | defender",
        "who wins a tied melee exchange (SRP-OP-08; default none)",
    ),
    (
        "monitor-base",
        "0 to 30",
        "boxes of a monitor before the stat (SRP-21; default 8)",
    ),
    (
        "physical-stat",
        "a stat",
        "stat sizing the physical monitor (SRP-21; default body)",
    ),
    (
        "stun-stat",
        "a stat",
        "stat sizing the stun monitor (SRP-21; default willpower)",
    ),
    (
        "wound-step",
        "1 to 10",
        "filled boxes per -1 wound modifier (SRP-21; default 3)",
    ),
    (
        "assess-time",
        "complex | turn",
        "how long Assess the situation takes (SRP-OP-03; default complex)",
    ),
    (
        "pool-type.KEY",
        "stat+stat+stat | advantage",
        "a custom pool type: its score formula and advantage (SRP-01)",
    ),
];

/// Checks an option's key and value.
pub fn check(key: &str, value: &str) -> Result<(), RuleError> {
    let key = key.to_ascii_lowercase();
    let value = value.trim();
    let bad = |expected: &str| {
        Err(RuleError::Invalid(format!(
            "option {key}: expected {expected}, found '{value}'"
        )))
    };
    let word = |words: &[&str]| {
        if words.contains(&value) {
            Ok(())
        } else {
            bad(&words.join(" or "))
        }
    };
    let number = |lo: u32, hi: u32| match value.parse::<u32>() {
        Ok(n) if (lo..=hi).contains(&n) => Ok(()),
        _ => bad(&format!("a number from {lo} to {hi}")),
    };
    if let Some(name) = key.strip_prefix("pool-type.") {
        if name.is_empty()
            || name
                .chars()
                .any(|c| !(c.is_ascii_alphanumeric() || c == '-'))
        {
            return bad("a key of letters, digits and dashes after 'pool-type.'");
        }
        return match formula(value) {
            Some(_) => Ok(()),
            None => bad("'stat+stat+stat | advantage text'"),
        };
    }
    match key.as_str() {
        "rounding" => word(&["down", "nearest"]),
        "bag" => Bag::parse(value)
            .map(|_| ())
            .map_err(|e| RuleError::Invalid(format!("option bag: {e}"))),
        "free-draws" => word(&["bag", "pool"]),
        "recharge-defense" => word(&["keep", "discard"]),
        "moderate-stress" => word(&["every-second", "second-only"]),
        "burst-damage-tokens" | "spray-damage-tokens" | "wound-step" => number(1, 10),
        "electrical" => word(&["base", "tokens"]),
        "knockdown-damage" => number(1, 99),
        "style" if value == "off" => Ok(()),
        "style" => number(0, 99),
        "area-defense" => word(&["all", "revealed"]),
        "melee-tie" => word(&["none", "defender"]),
        "monitor-base" => number(0, 30),
        "physical-stat" | "stun-stat" => {
            if value.is_empty() || value.chars().any(char::is_whitespace) {
                bad("a stat name")
            } else {
                Ok(())
            }
        }
        "assess-time" => word(&["complex", "turn"]),
        _ => {
            let known: Vec<_> = OPTIONS.iter().map(|o| o.0).collect();
            Err(RuleError::Invalid(format!(
                "no option '{key}' (options: {})",
                known.join(", ")
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

/// An option's value as set, or `None`.
pub fn get<'a>(state: &'a Encounter, key: &str) -> Option<&'a str> {
    state.options.get(key).map(String::as_str)
}

/// Whether an option is set to that word.
pub fn is(state: &Encounter, key: &str, word: &str) -> bool {
    get(state, key) == Some(word)
}

/// A numeric option, or its default.
pub fn number(state: &Encounter, key: &str, default: u32) -> u32 {
    get(state, key)
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(default)
}

/// The Style score of the optional rule (SRP-16), when on.
pub fn style(state: &Encounter) -> Option<i32> {
    get(state, "style").and_then(|v| v.trim().parse().ok())
}
