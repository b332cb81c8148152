//! The magic and Matrix options (ANA-14, ANA-15, ANA-17 to ANA-19, ANA-OP-06, ANA-OP-07),
//! each with its tracker default, overridable with `option KEY VALUE`.

use crate::engine::RuleError;
use crate::model::Encounter;

use super::magic::{Category, DrainRule};

/// Every option: key, accepted values, and the catalog key of what it changes.
pub const OPTIONS: &[(&str, &str, &str)] = &[
    ("drain", "amp | any-complication", "ana-option-drain"),
    ("technodrain", "off | on", "ana-option-technodrain"),
    ("sprite-dice", "1 | 3 | 6", "ana-option-sprite-dice"),
    ("marks", "on | off", "ana-option-marks"),
    ("brute-force", "off | on", "ana-option-brute-force"),
    ("convergence", "on | off", "ana-option-convergence"),
];

/// Checks one of these options; `None` when the key is not one of them.
pub fn check(key: &str, value: &str) -> Option<Result<(), RuleError>> {
    let key = key.to_ascii_lowercase();
    let (_, values, _) = OPTIONS.iter().find(|(k, _, _)| *k == key)?;
    let value = value.trim();
    let ok = values.split(" | ").any(|v| v == value);
    Some(if ok {
        Ok(())
    } else {
        Err(super::super::text::refuse(
            "ana-refuse-arcane-option",
            &[
                ("key", key.as_str().into()),
                ("expected", (*values).into()),
                ("value", value.into()),
            ],
        ))
    })
}

/// The drain rule (`drain`, default `amp`).
pub fn drain(state: &Encounter) -> DrainRule {
    state
        .option("drain")
        .and_then(DrainRule::from_word)
        .unwrap_or_default()
}

/// Technodrain (`technodrain`, default off, ANA-15).
pub fn technodrain(state: &Encounter) -> bool {
    state.option_is("technodrain", "on")
}

/// A sprite's category when the GM names none (`sprite-dice`, default 3: normal,
/// ANA-OP-07).
pub fn sprite(state: &Encounter) -> Category {
    Category::from_dice(state.option_number("sprite-dice", 3)).unwrap_or(Category::Normal)
}

/// Marks (`marks`, default on, ANA-17).
pub fn marks(state: &Encounter) -> bool {
    !state.option_is("marks", "off")
}

/// Brute force and corruption (`brute-force`, default off, ANA-18).
pub fn brute_force(state: &Encounter) -> bool {
    state.option_is("brute-force", "on")
}

/// Convergence (`convergence`, default on, ANA-19).
pub fn convergence(state: &Encounter) -> bool {
    !state.option_is("convergence", "off")
}
