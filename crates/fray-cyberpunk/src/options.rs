//! Per-encounter options: every open point's tracker default (CPI-OP-01 to CPI-OP-14)
//! and the editable defaults of CPI-01, CPI-09, CPI-11 and CPI-18, each overridable by the
//! GM with `option KEY VALUE`.

use crate::engine::RuleError;
use crate::model::Encounter;
use crate::rules::option_words::{key_shown, keys_shown, words_shown};

use super::options_fr::OPTION_WORDS;

/// Every option: key, accepted values, and the catalog key of what it changes.
const OPTIONS: &[(&str, &str, &str)] = &[
    ("initiative", "d10+stat+skill...", "cpi-option-initiative"),
    (
        "initiative-timing",
        "every-round | once",
        "cpi-option-initiative-timing",
    ),
    ("tie", "reroll | keep", "cpi-option-tie"),
    ("action-penalty", "0 to 10", "cpi-option-action-penalty"),
    (
        "delay-penalty",
        "recompute | keep",
        "cpi-option-delay-penalty",
    ),
    ("reload-actions", "1 to 5", "cpi-option-reload-actions"),
    ("burst-variation", "off | on", "cpi-option-burst-variation"),
    (
        "aim-reset",
        "any-action | shot-only",
        "cpi-option-aim-reset",
    ),
    (
        "con-min-modifiers",
        "sum | product",
        "cpi-option-con-min-modifiers",
    ),
    ("support", "max | replace", "cpi-option-support"),
    (
        "facd-penalty",
        "equal | half | none",
        "cpi-option-facd-penalty",
    ),
    ("jam", "every-fumble | confirmed-only", "cpi-option-jam"),
    (
        "con-min-rounding",
        "up | nearest | down",
        "cpi-option-con-min-rounding",
    ),
    ("rof3", "semi | auto", "cpi-option-rof3"),
    ("running-malus", "0 to 10", "cpi-option-running-malus"),
    ("level-boxes", "1 to 10", "cpi-option-level-boxes"),
    ("wound-effects", "on | off", "cpi-option-wound-effects"),
    ("stun-save", "auto | manual", "cpi-option-stun-save"),
    (REST_POINTS, "0 to 40", "cpi-option-rest-points"),
    (
        "out-of-slot",
        "refuse | next-slot",
        "cpi-option-out-of-slot",
    ),
];

/// The option: damage points a day of rest heals (CPI-18 read for a campaign).
pub const REST_POINTS: &str = "rest-points";

/// The default initiative formula (CPI-OP-01).
pub const INITIATIVE: &str = "d10+ref+combat-sense";

/// Every option: key, accepted values, and what it changes in the current language.
pub fn described() -> &'static [(&'static str, &'static str, &'static str)] {
    crate::i18n::fixed_list("cyberpunk options", || {
        OPTIONS
            .iter()
            .map(|(key, values, what)| (*key, *values, crate::i18n::fixed(what)))
            .collect()
    })
}

/// Checks an option's key and value.
pub fn check(key: &str, value: &str) -> Result<(), RuleError> {
    let key = key.to_ascii_lowercase();
    let value = value.trim();
    let bad = |expected: &str| {
        Err(RuleError::Invalid(crate::t!(
            "cpi-refuse-option-value",
            key = key_shown(OPTION_WORDS, &key),
            expected = expected,
            value = value
        )))
    };
    let word = |words: &[&str]| {
        if words.contains(&value) {
            Ok(())
        } else {
            bad(&words_shown(OPTION_WORDS, &key, words, " | "))
        }
    };
    let number = |lo: u32, hi: u32| match value.parse::<u32>() {
        Ok(n) if (lo..=hi).contains(&n) => Ok(()),
        _ => bad(&format!("{lo}-{hi}")),
    };
    match key.as_str() {
        "initiative" => match formula(value) {
            Some(_) => Ok(()),
            None => bad("d10+stat+skill..."),
        },
        "initiative-timing" => word(&["every-round", "once"]),
        "tie" => word(&["reroll", "keep"]),
        "action-penalty" | "running-malus" => number(0, 10),
        "delay-penalty" => word(&["recompute", "keep"]),
        "reload-actions" => number(1, 5),
        "burst-variation" | "wound-effects" => word(&["off", "on"]),
        "aim-reset" => word(&["any-action", "shot-only"]),
        "con-min-modifiers" => word(&["sum", "product"]),
        "support" => word(&["max", "replace"]),
        "facd-penalty" => word(&["equal", "half", "none"]),
        "jam" => word(&["every-fumble", "confirmed-only"]),
        "con-min-rounding" => word(&["up", "nearest", "down"]),
        "rof3" => word(&["semi", "auto"]),
        "level-boxes" => number(1, 10),
        "stun-save" => word(&["auto", "manual"]),
        REST_POINTS => number(0, 40),
        "out-of-slot" => word(&["refuse", "next-slot"]),
        _ => {
            let known: Vec<_> = OPTIONS.iter().map(|o| o.0).collect();
            Err(RuleError::Invalid(crate::t!(
                "cpi-refuse-option-unknown",
                key = key.as_str(),
                known = keys_shown(OPTION_WORDS, &known)
            )))
        }
    }
}

/// The initiative formula's sheet keys (after the mandatory `d10`), or `None` when it
/// does not start with `d10`.
pub fn formula(value: &str) -> Option<Vec<String>> {
    let mut parts = value.split('+').map(str::trim);
    if !parts.next()?.eq_ignore_ascii_case("d10") {
        return None;
    }
    let keys: Vec<String> = parts.map(crate::rules::fold_key).collect();
    if keys.iter().any(String::is_empty) {
        return None;
    }
    Some(keys)
}

/// The initiative formula's sheet keys (CPI-OP-01).
pub fn initiative_keys(state: &Encounter) -> Vec<String> {
    state
        .option("initiative")
        .and_then(formula)
        .or_else(|| formula(INITIATIVE))
        .unwrap_or_default()
}

/// Initiative rolled once per combat rather than every round (CPI-01).
pub fn once_per_combat(state: &Encounter) -> bool {
    state.option_is("initiative-timing", "once")
}

/// The penalty per extra action (CPI-04, CPI-OP-03): 3.
pub fn action_penalty(state: &Encounter) -> i32 {
    state.option_number("action-penalty", 3)
}

/// The penalty on shots while running (CPI-11): 5.
pub fn running_malus(state: &Encounter) -> i32 {
    state.option_number("running-malus", 5)
}

/// Boxes per wound level (CPI-18): 4, so 40 boxes in 10 levels.
pub fn level_boxes(state: &Encounter) -> i32 {
    state.option_number("level-boxes", 4).clamp(1, 10)
}

/// Damage points a day of rest heals (option `rest-points`): 1 by default. The text gives
/// no damage track nor healing (CPI-18 is the tracker's own track): fray's reading, set by
/// the GM (0: only `heal` heals).
pub fn rest_points(state: &Encounter) -> u32 {
    state.option_number(REST_POINTS, 1).min(40)
}
