//! Per-encounter options: the open points' tracker defaults and the optional rules,
//! each overridable by the GM with `option KEY VALUE`.

use crate::engine::RuleError;
use crate::model::Encounter;

use super::options_fr::OPTION_WORDS;
use super::wounds::{Combine, LocationTable};
use crate::rules::option_words::{key_shown, keys_shown};

/// Every option: key, accepted values, and the catalog key of what it changes.
pub const OPTIONS: &[(&str, &str, &str)] = &[
    ("wound-malus", "sum | worst", "pol-option-desc-wound-malus"),
    ("rushed-malus", "0 to -10", "pol-option-desc-rushed-malus"),
    (
        "location-table",
        "head:1-2,body:3-10,...",
        "pol-option-desc-location-table",
    ),
    ("fatigue", "on | off", "pol-option-desc-fatigue"),
    (
        "mechanized-armour",
        "on | off",
        "pol-option-desc-mechanized-armour",
    ),
    (
        "surprise-initiative",
        "margin | die",
        "pol-option-desc-surprise-initiative",
    ),
    ("bare-hands", "on | off", "pol-option-desc-bare-hands"),
    (
        "zero-initiative",
        "skip | act",
        "pol-option-desc-zero-initiative",
    ),
    (
        "destroyed-limb-malus",
        "0 to -10",
        "pol-option-desc-destroyed-limb-malus",
    ),
    (
        REST_HEALS,
        "light | medium | none",
        "pol-option-desc-rest-heals",
    ),
];

/// The option saying which wounds a rest heals on its own (POL-35 read for a campaign).
pub const REST_HEALS: &str = "rest-heals";

/// Every option: key, accepted values, and what it changes in the current language.
pub fn described() -> &'static [(&'static str, &'static str, &'static str)] {
    crate::i18n::fixed_list("polaris options", || {
        OPTIONS
            .iter()
            .map(|(key, values, what)| (*key, *values, crate::i18n::fixed(what)))
            .collect()
    })
}

/// Checks an option's key and value.
pub fn check(key: &str, value: &str) -> Result<(), RuleError> {
    let value = value.trim();
    let bad = |expected: String| {
        Err(RuleError::Invalid(crate::t!(
            "pol-option-bad-value",
            key = key_shown(OPTION_WORDS, key),
            expected = expected,
            value = value
        )))
    };
    match key.to_ascii_lowercase().as_str() {
        "wound-malus" => {
            if Combine::from_word(value).is_none() {
                return bad(crate::t!("pol-option-expect-combine"));
            }
        }
        "rushed-malus" | "destroyed-limb-malus" => match value.parse::<i32>() {
            Ok(v) if (-10..=0).contains(&v) => {}
            _ => return bad(crate::t!("pol-option-expect-rushed")),
        },
        "location-table" => {
            LocationTable::parse(value).map_err(|e| {
                RuleError::Invalid(crate::t!("pol-option-table", error = e.to_string()))
            })?;
        }
        "fatigue" | "mechanized-armour" | "bare-hands" => {
            if on_off(value).is_none() {
                return bad(crate::t!("pol-option-expect-on-off"));
            }
        }
        "zero-initiative" => {
            if !matches!(value, "skip" | "act") {
                return bad(crate::t!("pol-option-expect-zero-initiative"));
            }
        }
        REST_HEALS => {
            if !matches!(value, "light" | "medium" | "none") {
                return bad(crate::t!("pol-option-expect-rest-heals"));
            }
        }
        "surprise-initiative" => {
            if !matches!(value, "margin" | "die") {
                return bad(crate::t!("pol-option-expect-surprise"));
            }
        }
        _ => {
            let known: Vec<_> = OPTIONS.iter().map(|o| o.0).collect();
            return Err(RuleError::Invalid(crate::t!(
                "pol-option-unknown",
                key = key,
                known = keys_shown(OPTION_WORDS, &known)
            )));
        }
    }
    Ok(())
}

fn on_off(value: &str) -> Option<bool> {
    match value.to_ascii_lowercase().as_str() {
        "on" | "yes" | "true" => Some(true),
        "off" | "no" | "false" => Some(false),
        _ => None,
    }
}

/// How wound maluses combine.
pub fn combine(state: &Encounter) -> Combine {
    state
        .option("wound-malus")
        .and_then(Combine::from_word)
        .unwrap_or(Combine::Sum)
}

/// The rushed-action malus.
pub fn rushed_malus(state: &Encounter) -> i32 {
    state
        .option("rushed-malus")
        .and_then(|v| v.parse().ok())
        .unwrap_or(-3)
}

/// The hit-location table.
pub fn location_table(state: &Encounter) -> LocationTable {
    state
        .option("location-table")
        .and_then(|v| LocationTable::parse(v).ok())
        .unwrap_or_default()
}

/// Whether the fatigue reminder is on.
pub fn fatigue(state: &Encounter) -> bool {
    state.option("fatigue").and_then(on_off).unwrap_or(false)
}

/// Whether the mechanized-armour initiative rule is on.
pub fn mechanized_armour(state: &Encounter) -> bool {
    state
        .option("mechanized-armour")
        .and_then(on_off)
        .unwrap_or(false)
}

/// Whether a critical surprise test gives the raw die instead of the full margin.
pub fn surprise_uses_die(state: &Encounter) -> bool {
    state.option("surprise-initiative") == Some("die")
}

/// Whether a defender who wins against a bare-handed attacker may hurt them (POL-39,
/// optional: off unless the GM turns it on).
pub fn bare_hands(state: &Encounter) -> bool {
    state.option("bare-hands").and_then(on_off).unwrap_or(false)
}

/// What a destroyed limb's box counts in the wound malus (POL-OP-13 carried to
/// « Membre détruit », which the text gives no malus): Mortal's −10 unless the GM sets
/// another value from 0 to −10.
pub fn destroyed_limb_malus(state: &Encounter) -> i32 {
    state
        .option("destroyed-limb-malus")
        .and_then(|v| v.parse().ok())
        .unwrap_or(super::wounds::DESTROYED_LIMB_MALUS)
}

/// Whether a marker at initiative 0 or below still acts, last and with a warning, instead
/// of being skipped (POL-19: phases run from the highest initiative down to 1, and the
/// text gives no phase below 1; default `skip`).
pub fn zero_initiative_acts(state: &Encounter) -> bool {
    state.option("zero-initiative") == Some("act")
}

/// The graver row a rest heals on its own, one box per location a day (option
/// `rest-heals`): Light by default, the text's « Elles guérissent toutes seules en général »
/// (POL-35); `medium` adds the Medium row, « pas dangereuses en tant que telles »; `none`
/// leaves every box to the GM's `heal`.
pub fn rest_heals(state: &Encounter) -> Option<usize> {
    match state.option(REST_HEALS) {
        Some("none") => None,
        Some("medium") => Some(super::wounds::MEDIUM),
        _ => Some(super::wounds::LIGHT),
    }
}
