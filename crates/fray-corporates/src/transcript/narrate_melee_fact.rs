//! The line of a melee fact (COR-31 to COR-38): checks, blows, dodges, grapples and
//! charges, every die and every difficulty, for `narrate_melee.rs`.

use crate::model::Encounter;
use crate::t;

use super::super::damage::levels_lost;
use super::super::fact_melee::{Check, MeleeFact};
use super::super::options;
use super::narrate_melee::{harm_words, name, roll_words, word};

pub(super) fn melee(f: &MeleeFact, s: &Encounter) -> String {
    use MeleeFact as M;
    match f {
        M::Checked {
            who,
            check,
            roll,
            difficulty,
        } => {
            let success = options::reaches(s, roll.total, *difficulty);
            let line = t!(
                "cor-melee-log-checked",
                who = name(s, *who),
                check = word(check),
                roll = roll_words(roll),
                difficulty = *difficulty,
                success = if success { "yes" } else { "no" }
            );
            // The levels a failed roll costs, as the tracker counts them: a fall's Fatigue
            // one per level missed by (COR-36), a power strike's one (COR-35).
            // The hourly endurance roll of a bleeding character failed: 1 Wound level
            // (COR-41, line 14).
            let (wounded, tired) = match check {
                Check::Fall => (
                    0,
                    levels_lost(*difficulty, roll.total, options::level_step(s)),
                ),
                Check::Fatigue if !success => (0, 1),
                Check::Bleeding if !success => (1, 0),
                _ => (0, 0),
            };
            if wounded == 0 && tired == 0 {
                line
            } else {
                t!(
                    "cor-melee-log-checked-harm",
                    line = line,
                    harm = harm_words(wounded, tired)
                )
            }
        }
        M::Dodged {
            who,
            against,
            roll,
            disengage,
        } => t!(
            "cor-melee-log-dodged",
            who = name(s, *who),
            against = word(against),
            roll = roll_words(roll),
            disengage = if *disengage { "yes" } else { "no" }
        ),
        M::Followed {
            who,
            target,
            roll,
            against,
        } => t!(
            "cor-melee-log-followed",
            who = name(s, *who),
            target = name(s, *target),
            roll = roll_words(roll),
            against = *against,
            success = if options::reaches(s, roll.total, *against) {
                "yes"
            } else {
                "no"
            }
        ),
        M::Prepared { who, special } => t!(
            "cor-melee-log-prepared",
            who = name(s, *who),
            special = word(special)
        ),
        M::Tripped {
            attacker,
            defender,
            kind,
            rolls,
            fall,
        } => t!(
            "cor-melee-log-tripped",
            attacker = name(s, *attacker),
            defender = name(s, *defender),
            kind = word(kind),
            a = roll_words(&rolls[0]),
            d = roll_words(&rolls[1]),
            fall = word(fall)
        ),
        M::Held {
            holder,
            held,
            rolls,
            hold,
        } => t!(
            "cor-melee-log-held",
            holder = name(s, *holder),
            held = name(s, *held),
            a = roll_words(&rolls[0]),
            d = roll_words(&rolls[1]),
            hold = *hold
        ),
        M::StoodUp { who } => t!("cor-last-log-stood-up", who = name(s, *who)),
        M::Freed { held, holder } => t!(
            "cor-melee-log-freed",
            held = name(s, *held),
            holder = name(s, *holder)
        ),
        M::Rushed {
            defender,
            levels,
            effect,
            ..
        } => t!(
            "cor-melee-log-rushed",
            defender = name(s, *defender),
            levels = *levels,
            effect = word(effect)
        ),
        M::Stared { a, b, rolls, bonus } => t!(
            "cor-melee-log-stared",
            a = name(s, *a),
            b = name(s, *b),
            ra = roll_words(&rolls[0]),
            rb = roll_words(&rolls[1]),
            ba = bonus[0],
            bb = bonus[1]
        ),
        M::DuelBroken { a, b, rolls, first } => t!(
            "cor-melee-log-duel-broken",
            a = name(s, *a),
            b = name(s, *b),
            ra = roll_words(&rolls[0]),
            rb = roll_words(&rolls[1]),
            first = first.map_or_else(|| "none".to_string(), |id| name(s, id))
        ),
        M::Drew {
            who,
            gear,
            carried,
            used,
        } => t!(
            "cor-melee-log-drew",
            who = name(s, *who),
            gear = gear.as_str(),
            malus = carried.map_or(0, super::super::situations::Carried::draw_malus),
            used = if *used { "yes" } else { "no" }
        ),
        M::Evaded {
            who,
            attacker,
            margin,
        } => t!(
            "cor-melee-log-evaded",
            who = name(s, *who),
            attacker = name(s, *attacker),
            margin = margin.unwrap_or(0),
            outcome = if margin.is_some() { "lands" } else { "misses" }
        ),
        M::Healed {
            who,
            track,
            levels,
            left,
        } => t!(
            "cor-melee-log-healed",
            who = name(s, *who),
            track = track.word(),
            levels = *levels,
            left = *left
        ),
        M::Repaired { who, gear, outcome } => t!(
            "cor-melee-log-repaired",
            who = name(s, *who),
            gear = gear.as_str(),
            outcome = word(outcome)
        ),
    }
}
