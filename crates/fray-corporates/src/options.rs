//! Per-encounter options: the tracker defaults of the open points the first slice touches
//! (COR-OP-01 to COR-OP-05, COR-OP-09, COR-OP-10, COR-OP-12 to COR-OP-15, COR-OP-17 to
//! COR-OP-19, COR-OP-21), each overridable by the GM
//! with `option KEY VALUE` once the plug-in is wired.

use crate::engine::RuleError;
use crate::model::Encounter;

use super::options_fr::OPTION_WORDS;
use super::text::refuse;
use crate::rules::option_words::{key_shown, keys_shown, words_shown};

/// Every option: key, accepted values, and the catalog key of what it changes.
const OPTIONS: &[(&str, &str, &str)] = &[
    ("level-step", "1 to 20", "cor-option-level-step"),
    (
        "announce",
        "lowest-first | highest-first",
        "cor-option-announce",
    ),
    ("survival-end", "turn | gm", "cor-option-survival-end"),
    ("no-lead", "simultaneous | reroll", "cor-option-no-lead"),
    ("double-malus", "0 to 5", "cor-option-double-malus"),
    ("odd-level", "first | second", "cor-option-odd-level"),
    (
        "critical-levels",
        "hit | wound",
        "cor-option-critical-levels",
    ),
    ("track-max", "none | 1 to 99", "cor-option-track-max"),
    ("confidence", "add | floor", "cor-option-confidence"),
    ("burst-cap", "rounds | none", "cor-option-burst-cap"),
    ("fall-sign", "harder | easier", "cor-option-fall-sign"),
    ("stray", "by-case | at-most | below", "cor-option-stray"),
    ("draw-dice", "0 to 1", "cor-option-draw-dice"),
    ("dodge-shots", "replace | none", "cor-option-dodge-shots"),
    ("gang", "all | extra", "cor-option-gang"),
    // cor-fire: movement and shooting (COR-OP-06, 07, 08, 11, 20).
    ("fast-table", "plus | as-printed", "cor-option-fast-table"),
    ("aim-cap", "min | max", "cor-option-aim-cap"),
    ("cover-bonus", "burst | ammo", "cor-option-cover-bonus"),
    ("protection", "soak | stops", "cor-option-protection"),
    ("rounding", "down | nearest", "cor-option-rounding"),
    // cor-melee: COR-OP-16, COR-OP-22.
    (
        "charge-defender",
        "by-mount | 1 | 3",
        "cor-option-charge-defender",
    ),
    ("charge-unit", "flat | dice", "cor-option-charge-unit"),
    // The text to the letter: COR-OP-23 to COR-OP-25.
    ("ties", "succeed | fail", "cor-letter-option-ties"),
    (
        "gunpoint-base",
        "0 to 30",
        "cor-letter-option-gunpoint-base",
    ),
    ("wound-malus", "0 to 10", "cor-letter-option-wound-malus"),
    // COR-OP-26: the longer weapon strikes first in a charge.
    (
        "longer-first",
        "off | 1 to 300",
        "cor-melee-option-longer-first",
    ),
    // Between fights: COR-OP-27.
    ("rest-wound", "0 to 99", "cor-option-rest-wound"),
    ("rest-fatigue", "0 to 99", "cor-option-rest-fatigue"),
];

/// Every option: key, accepted values, and what it changes in the current language.
pub fn described() -> &'static [(&'static str, &'static str, &'static str)] {
    crate::i18n::fixed_list("corporates options", || {
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
        Err(refuse(
            "cor-refuse-option-value",
            &[
                ("key", key_shown(OPTION_WORDS, &key).as_str().into()),
                ("expected", expected.into()),
                ("value", value.into()),
            ],
        ))
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
        "level-step" => number(1, 20),
        "announce" => word(&["lowest-first", "highest-first"]),
        "survival-end" => word(&["turn", "gm"]),
        "no-lead" => word(&["simultaneous", "reroll"]),
        "double-malus" => number(0, 5),
        "odd-level" => word(&["first", "second"]),
        "critical-levels" => word(&["hit", "wound"]),
        "track-max" if value == "none" => Ok(()),
        "track-max" => number(1, 99),
        "confidence" => word(&["add", "floor"]),
        "burst-cap" => word(&["rounds", "none"]),
        "fall-sign" => word(&["harder", "easier"]),
        "stray" => word(&["by-case", "at-most", "below"]),
        "draw-dice" => number(0, 1),
        "dodge-shots" => word(&["replace", "none"]),
        "gang" => word(&["all", "extra"]),
        // cor-fire (COR-OP-06, 07, 08, 11, 20).
        "fast-table" => word(&["plus", "as-printed"]),
        "aim-cap" => word(&["min", "max"]),
        "cover-bonus" => word(&["burst", "ammo"]),
        "protection" => word(&["soak", "stops"]),
        "rounding" => word(&["down", "nearest"]),
        "charge-defender" => word(&["by-mount", "1", "3"]),
        "charge-unit" => word(&["flat", "dice"]),
        "ties" => word(&["succeed", "fail"]),
        "gunpoint-base" => number(0, 30),
        "wound-malus" => number(0, 10),
        "rest-wound" | "rest-fatigue" => number(0, 99),
        "longer-first" if value == "off" => Ok(()),
        "longer-first" => number(1, 300),
        _ => {
            let known: Vec<_> = OPTIONS.iter().map(|o| o.0).collect();
            Err(refuse(
                "cor-refuse-option-unknown",
                &[
                    ("key", key.as_str().into()),
                    ("known", keys_shown(OPTION_WORDS, &known).as_str().into()),
                ],
            ))
        }
    }
}

/// Wound levels a full day of rest recovers (COR-OP-27: 1).
pub fn rest_wound(state: &Encounter) -> u32 {
    u32::try_from(state.option_number("rest-wound", 1).clamp(0, 99)).unwrap_or(1)
}

/// Fatigue levels an hour of rest recovers (COR-OP-27: 1).
pub fn rest_fatigue(state: &Encounter) -> u32 {
    u32::try_from(state.option_number("rest-fatigue", 1).clamp(0, 99)).unwrap_or(1)
}

/// Points of margin per level (COR-OP-01): 5.
pub fn level_step(state: &Encounter) -> u32 {
    u32::try_from(state.option_number("level-step", 5).clamp(1, 20)).unwrap_or(5)
}

/// Declared counts announced from the highest reaction roll instead of the lowest (COR-OP-02).
pub fn highest_first(state: &Encounter) -> bool {
    state.option_is("announce", "highest-first")
}

/// Survival mode ends with the turn it took effect in (COR-OP-03), not when the GM says.
pub fn survival_to_turn_end(state: &Encounter) -> bool {
    !state.option_is("survival-end", "gm")
}

/// No win by 5 calls for a new roll rather than simultaneous actions (COR-OP-04).
pub fn reroll_without_lead(state: &Encounter) -> bool {
    state.option_is("no-lead", "reroll")
}

/// The odd level of a 50/50 split goes to the first-listed track (COR-OP-17).
pub fn odd_level_first(state: &Encounter) -> bool {
    !state.option_is("odd-level", "second")
}

/// Critical and cyberware rolls add all the hit's levels, not its Wound levels alone
/// (COR-OP-18): only under `critical-levels hit`; the text's « Niveaux de blessures » are
/// the Wound levels.
pub fn critical_whole_hit(state: &Encounter) -> bool {
    state.option_is("critical-levels", "hit")
}

/// The GM's malus on each half of a double action, besides the extra 1d (COR-OP-05): 0.
pub fn double_malus(state: &Encounter) -> u8 {
    u8::try_from(state.option_number("double-malus", 0).clamp(0, 5)).unwrap_or(0)
}

/// The GM's maximum on each track, none by default (COR-OP-19).
pub fn track_max(state: &Encounter) -> Option<u32> {
    state
        .option("track-max")
        .and_then(|v| v.parse::<u32>().ok())
        .filter(|&n| n > 0)
}

/// Confidence points add a die as well as raising the floor (COR-OP-21): only under
/// `confidence add`; the French text speaks of the floor alone.
pub fn confidence_adds(state: &Encounter) -> bool {
    state.option_is("confidence", "add")
}

/// A burst lands no more bullets than the rounds fired (COR-OP-09); `none` lifts the cap.
pub fn burst_capped(state: &Encounter) -> bool {
    !state.option_is("burst-cap", "none")
}

/// The falling table's modifiers make the shot harder (COR-OP-10); `easier` reads them as
/// a difficulty decrease.
pub fn fall_harder(state: &Encounter) -> bool {
    !state.option_is("fall-sign", "easier")
}

/// The widest stray miss for an added difficulty (COR-OP-12): by default a miss strictly
/// under it for an engaged target (« si la marge est inférieure à ce nombre ») and at most
/// it in a crowd (the example's « rate de 5 ou moins »); `at-most` or `below` for both.
pub fn stray_width(state: &Encounter, added: i32, engaged: bool) -> i32 {
    let below = match state.option("stray") {
        Some("below") => true,
        Some("at-most") => false,
        _ => engaged,
    };
    if below { added - 1 } else { added }
}

/// Whether `roll` succeeds against `difficulty` where the text only asks to « réussir »
/// (COR-OP-23): equal succeeds by default, `ties fail` asks for more.
pub fn reaches(state: &Encounter, roll: i32, difficulty: i32) -> bool {
    if state.option_is("ties", "fail") {
        roll > difficulty
    } else {
        roll >= difficulty
    }
}

/// The base of the reaction roll that acts before a captor (COR-OP-24): 15 by default,
/// plus the captor's vigilance.
pub fn gunpoint_base(state: &Encounter) -> i32 {
    state.option_number("gunpoint-base", 15).clamp(0, 30)
}

/// Points off every action roll per Wound level (COR-OP-25): 0 by default.
pub fn wound_malus(state: &Encounter) -> i32 {
    state.option_number("wound-malus", 0).clamp(0, 10)
}

/// Dice a plain draw costs (COR-OP-13): 0, as any innate action; 1 follows the text as printed.
pub fn draw_dice(state: &Encounter) -> u32 {
    u32::try_from(state.option_number("draw-dice", 0).clamp(0, 1)).unwrap_or(0)
}

/// A dodge roll above a shot's difficulty replaces it (COR-OP-14); `none` leaves shots
/// undodgeable by roll.
pub fn dodge_replaces_shot(state: &Encounter) -> bool {
    !state.option_is("dodge-shots", "none")
}

/// Several attackers give +1 each, all of them counted (COR-OP-15); `extra` counts only
/// those beyond the first.
pub fn gang_counts_all(state: &Encounter) -> bool {
    !state.option_is("gang", "extra")
}

// cor-fire: movement and shooting (COR-OP-06, 07, 08, 11, 20).

/// The fast-movement table's unsigned cells read as bonuses (COR-OP-06); `as-printed`
/// reads the Crouched 11–20 cell as the 0.1 m/s printed.
pub fn fast_table_as_printed(state: &Encounter) -> bool {
    state.option_is("fast-table", "as-printed")
}

/// The acquisition cap is the lower of the weapon level and the aiming bonus (COR-OP-07);
/// `max` takes the higher.
pub fn aim_cap_max(state: &Encounter) -> bool {
    state.option_is("aim-cap", "max")
}

/// Covering firepower takes the burst-bonus list (+1/+2/+3…, COR-OP-08); `ammo` takes the
/// ammunition list's +0/+1/+2 (one less on every line).
pub fn cover_ammo_list(state: &Encounter) -> bool {
    state.option_is("cover-bonus", "ammo")
}

/// A bullet through an obstacle adds its protection bonus to the target's soak
/// (COR-OP-11); `stops` has the obstacle stop it.
pub fn protection_stops(state: &Encounter) -> bool {
    state.option_is("protection", "stops")
}

/// Halves and divisions round down (COR-OP-20); `nearest` rounds halves up.
pub fn round_nearest(state: &Encounter) -> bool {
    state.option_is("rounding", "nearest")
}

/// `n / d` under the rounding option (COR-OP-20), `d` read as at least 1.
pub fn divide(state: &Encounter, n: i32, d: i32) -> i32 {
    let d = d.max(1);
    if round_nearest(state) {
        (2 * n + d).div_euclid(2 * d)
    } else {
        n.div_euclid(d)
    }
}
// cor-melee: the charge's open points (COR-OP-16, COR-OP-22).

/// The defender's bonus against a one-sided charge (COR-38, COR-OP-16): +1 against a charge
/// on foot and +3 against a mounted one by default; `1` or `3` gives that bonus to both.
pub fn charge_defender(state: &Encounter, mounted: bool) -> i32 {
    match state.option("charge-defender") {
        Some("1") => 1,
        Some("3") => 3,
        _ if mounted => 3,
        _ => 1,
    }
}

/// The charge bonuses are dice rather than flat points (COR-OP-22): flat by default.
pub fn charge_in_dice(state: &Encounter) -> bool {
    state.option_is("charge-unit", "dice")
}

/// How much longer, in centimetres, a weapon must be to strike first in a charge (COR-38,
/// COR-OP-26): 50 by default; `None` under `longer-first off`, the GM ordering the blows.
pub fn longer_first(state: &Encounter) -> Option<i32> {
    if state.option_is("longer-first", "off") {
        None
    } else {
        Some(state.option_number("longer-first", 50).clamp(1, 300))
    }
}
