//! Per-encounter options: every open point's tracker default (ANA-OP-01 to ANA-OP-08) and
//! the rules' switches (ANA-08, ANA-14 to ANA-19, ANA-21), each overridable by the GM with
//! `option KEY VALUE`. The getters give the tracker default when the option is unset.

use crate::engine::RuleError;
use crate::model::Encounter;
use crate::rules::option_words::{key_shown, words_shown};

use super::options_fr::OPTION_WORDS;

use super::initiative::Timing;

/// Every option: key, accepted values, and the catalog key of what it changes.
const OPTIONS: &[(&str, &str, &str)] = &[
    (
        "initiative-timing",
        "scene | combat | turn",
        "ana-option-initiative-timing",
    ),
    (
        "opposed-ties",
        "no-effect | actor",
        "ana-option-opposed-ties",
    ),
    ("anarchy-start", "0 to 99", "ana-option-anarchy-start"),
    ("anarchy-max", "0 to 99", "ana-option-anarchy-max"),
    (
        "gm-pool-start",
        "players | 0 to 99",
        "ana-option-gm-pool-start",
    ),
    ("chance-glitch", "on | off", "ana-option-chance-glitch"),
    ("bonus-dice", "keep | reroll", "ana-option-bonus-dice"),
    (
        "group-monitors",
        "member | group",
        "ana-option-group-monitors",
    ),
    ("drain", "amp | any-complication", "ana-option-drain"),
    ("technodrain", "off | on", "ana-option-technodrain"),
    ("sprite-dice", "N,N,N", "ana-option-sprite-dice"),
    ("tie-chance", "attribute | points", "ana-option-tie-chance"),
    ("marks", "off | on", "ana-option-marks"),
    ("brute-force", "off | on", "ana-option-brute-force"),
    ("convergence", "on | off", "ana-option-convergence"),
    ("physical-base", "0 to 99", "ana-option-physical-base"),
    ("stun-base", "0 to 99", "ana-option-stun-base"),
    ("wound-step", "1 to 99", "ana-option-wound-step"),
    ("rest-physical", "all | 0 to 99", "ana-option-rest-physical"),
    ("rest-stun", "all | 0 to 99", "ana-option-rest-stun"),
    ("rest-armor", "all | 0 to 99", "ana-option-rest-armor"),
];

/// Every option: key, accepted values, and what it changes in the current language.
pub fn described() -> &'static [(&'static str, &'static str, &'static str)] {
    crate::i18n::fixed_list("anarchy options", || {
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
            "ana-refuse-option-value",
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
        "initiative-timing" => word(&["scene", "combat", "turn"]),
        "opposed-ties" => word(&["no-effect", "actor"]),
        "anarchy-start" | "anarchy-max" | "physical-base" | "stun-base" => number(0, 99),
        "wound-step" => number(1, 99),
        "rest-physical" | "rest-stun" | "rest-armor" if value == "all" => Ok(()),
        "rest-physical" | "rest-stun" | "rest-armor" => number(0, 99),
        "gm-pool-start" if value == "players" => Ok(()),
        "gm-pool-start" => number(0, 99),
        "chance-glitch" | "technodrain" | "marks" | "brute-force" | "convergence" => {
            word(&["on", "off"])
        }
        "bonus-dice" => word(&["keep", "reroll"]),
        "group-monitors" => word(&["member", "group"]),
        "drain" => word(&["amp", "any-complication"]),
        "tie-chance" => word(&["attribute", "points"]),
        "sprite-dice" => match sprite_dice_of(value) {
            Some(_) => Ok(()),
            None => bad("N,N,N"),
        },
        _ => Err(RuleError::Invalid(crate::t!(
            "ana-refuse-option-key",
            key = key.as_str()
        ))),
    }
}

/// An on/off option, `default` when unset.
pub fn switch(state: &Encounter, key: &str, default: bool) -> bool {
    match state.option(key) {
        Some("on") => true,
        Some("off") => false,
        _ => default,
    }
}

/// When initiative is rolled again (ANA-08): the Scene by default.
pub fn timing(state: &Encounter) -> Timing {
    match state.option("initiative-timing") {
        Some("combat") => Timing::Combat,
        Some("turn") => Timing::Turn,
        _ => Timing::Scene,
    }
}

/// Whether a tie in an opposed test other than an attack goes to the actor (ANA-OP-01:
/// by default it has no effect).
pub fn ties_to_actor(state: &Encounter) -> bool {
    state.option_is("opposed-ties", "actor")
}

/// Anarchy points a player starts each session with (ANA-OP-02: 3).
pub fn anarchy_start(state: &Encounter) -> i32 {
    state.option_number("anarchy-start", super::points::START)
}

/// Most Anarchy points a player holds (ANA-OP-02: 5).
pub fn anarchy_max(state: &Encounter) -> i32 {
    state.option_number("anarchy-max", super::points::MAX)
}

/// The GM's pool at a session's start: a number, or `None` for one per player (ANA-OP-02).
pub fn gm_pool_start(state: &Encounter) -> Option<i32> {
    match state.option("gm-pool-start") {
        None | Some("players") => None,
        Some(_) => Some(state.option_number("gm-pool-start", 0)),
    }
}

/// Whether a Chance point before the roll lets the glitch die succeed on 4 (ANA-OP-03).
pub fn chance_glitch(state: &Encounter) -> bool {
    switch(state, "chance-glitch", true)
}

/// Whether the Anarchy initiative dice are kept for the Scene (ANA-OP-04) rather than
/// rolled again with each re-roll.
pub fn keep_bonus_dice(state: &Encounter) -> bool {
    !state.option_is("bonus-dice", "reroll")
}

/// Whether the Chance attribute (not the points left) breaks initiative ties (ANA-OP-08).
pub fn tie_by_attribute(state: &Encounter) -> bool {
    !state.option_is("tie-chance", "points")
}

/// Boxes a physical monitor has before Strength's share (ANA-21: 8).
pub fn physical_base(state: &Encounter) -> i32 {
    state.option_number("physical-base", super::monitor::BASE)
}

/// Boxes of `track` (`physical`, `stun` or `armor`) a day of rest clears (ANA-OP-15: one
/// physical box a day, the whole stun monitor and the whole Armor track).
pub fn rest_pace(state: &Encounter, track: &str) -> super::rest::PerDay {
    use super::rest::PerDay;
    let default = if track == "physical" {
        PerDay::Boxes(1)
    } else {
        PerDay::All
    };
    state
        .option(&format!("rest-{track}"))
        .and_then(PerDay::of)
        .unwrap_or(default)
}

/// Boxes a stun monitor has before Willpower's share (ANA-21: 8).
pub fn stun_base(state: &Encounter) -> i32 {
    state.option_number("stun-base", super::monitor::BASE)
}

/// Full boxes per −1 die of wound modifier (ANA-21: 3).
pub fn wound_step(state: &Encounter) -> i32 {
    state
        .option_number("wound-step", super::monitor::PER_MALUS)
        .max(1)
}

/// The sprite categories' complication dice: minor, normal, major (ANA-OP-07: 1, 3, 6).
pub fn sprite_dice(state: &Encounter) -> [u8; 3] {
    state
        .option("sprite-dice")
        .and_then(sprite_dice_of)
        .unwrap_or([1, 3, 6])
}

fn sprite_dice_of(value: &str) -> Option<[u8; 3]> {
    let parts: Vec<u8> = value
        .split(',')
        .map(|p| p.trim().parse::<u8>().ok().filter(|n| *n <= 20))
        .collect::<Option<_>>()?;
    <[u8; 3]>::try_from(parts).ok()
}
