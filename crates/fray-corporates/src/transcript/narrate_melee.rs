//! One transcript line per fact of the special situations, melee and damage family
//! (COR-29 to COR-43): every die, every difficulty, and what it left.

use serde::Serialize;

use crate::model::{CombatantId, Encounter};
use crate::t;

use super::super::critical::{Critical, face};
use super::super::cyber::Site;
use super::super::fact::CorporatesFact;
use super::super::fact_melee::Special;
use super::super::rolls::PoolRoll;

/// A combatant's name as the log writes it.
pub(super) fn name(state: &Encounter, id: CombatantId) -> String {
    crate::rules::names::display(state, id)
}

/// The snake-case word serde gives a value (`knocked_down`), which the catalog selects on.
pub(super) fn word<T: Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// A roll written out: its dice, its bonus, its total.
pub fn roll_words(roll: &PoolRoll) -> String {
    // The same words as the time family's: a bonus of 0 is not written ("+ 0 = 17").
    super::narrate_time::roll_words(roll)
}

/// The levels a blow adds, leaving out a track it does not touch: "+2 Wound", "+1 Wound,
/// +1 Fatigue", or "no Wound or Fatigue" when soak stops it all.
pub(super) fn harm_words(wound: u32, fatigue: u32) -> String {
    match (wound, fatigue) {
        (0, 0) => t!("screen-cor-harm-none"),
        (w, 0) => t!("screen-cor-harm-wound", n = w),
        (0, f) => t!("screen-cor-harm-fatigue", n = f),
        (w, f) => format!(
            "{}, {}",
            t!("screen-cor-harm-wound", n = w),
            t!("screen-cor-harm-fatigue", n = f)
        ),
    }
}

/// The bookkeeping conditions of a blow waiting for its damage (COR-34) and of a dodge or
/// disengagement standing for the segment (COR-32, COR-33): their facts say them, so their
/// own events are silent.
pub const SILENT: [&str; 6] = [
    "struck",
    "strike-bonus",
    "strike-dice",
    "strike-attack",
    "dodge",
    "disengaging",
];

/// The words of a shared event this family writes: empty for the silent conditions,
/// `None` for everything else.
pub fn event_words(event: &crate::engine::Event) -> Option<String> {
    use crate::engine::Event;
    match event {
        Event::ConditionAdded { condition, .. } if SILENT.contains(&condition.name.as_str()) => {
            Some(String::new())
        }
        Event::ConditionEnded { name, .. } if SILENT[..4].contains(&name.as_str()) => {
            Some(String::new())
        }
        _ => None,
    }
}

/// The line of a fact this family writes; `None` for the others.
pub fn line(fact: &CorporatesFact, s: &Encounter) -> Option<String> {
    use CorporatesFact as F;
    Some(match fact {
        F::Hurt {
            who,
            weapon,
            damage,
            soak,
            split,
            by,
            gear,
            dice_from,
            levels,
            ..
        } => {
            let blow = super::hurt_terms::Blow {
                who: *who,
                weapon: *weapon,
            };
            let source = match (by, gear) {
                (Some(by), Some(gear)) => t!(
                    "cor-melee-log-by-with",
                    by = name(s, *by),
                    gear = super::super::gear::weapon_shown(s, *by, gear)
                ),
                (Some(by), None) => t!("cor-melee-log-by", by = name(s, *by)),
                _ => String::new(),
            };
            t!(
                "cor-melee-log-hurt",
                who = name(s, *who),
                source = source,
                damage = super::hurt_terms::damage(&blow, damage, dice_from),
                soak = super::hurt_terms::soak(s, &blow, soak),
                harm = super::hurt_terms::margin(
                    damage,
                    soak,
                    super::hurt_terms::reduced(
                        *levels,
                        split.wound + split.fatigue,
                        harm_words(split.wound, split.fatigue)
                    )
                )
            )
        }
        F::Critical {
            who,
            dice,
            levels,
            result,
            face: d6,
        } => critical(s, *who, *dice, *levels, *result, *d6),
        F::Cyber {
            who,
            d100,
            site,
            d6,
            status,
            gear,
            pick,
            protection,
            doses,
        } => {
            let mut parts = vec![t!(
                "cor-melee-log-cyber",
                who = name(s, *who),
                d100 = *d100,
                site = word(site)
            )];
            match (gear, d6, status) {
                (Some(gear), Some(d6), Some((status, repair))) => parts.push(t!(
                    "cor-melee-log-cyber-gear",
                    gear = gear.as_str(),
                    d6 = *d6,
                    status = word(status),
                    repair = *repair
                )),
                _ if *site != Site::Nothing => parts.push(t!("cor-melee-log-cyber-none")),
                _ => {}
            }
            if let Some((die, of)) = pick {
                parts.push(t!("cor-melee-log-cyber-pick", die = *die, of = *of));
            }
            if let Some(p) = protection {
                parts.push(t!("cor-melee-log-cyber-protection", protection = *p));
            }
            if let Some([lost, injected]) = doses {
                parts.push(t!(
                    "cor-melee-log-cyber-doses",
                    lost = *lost,
                    injected = *injected
                ));
            }
            if *site == Site::Power && gear.is_some() {
                parts.push(t!("cor-melee-log-cyber-power"));
            }
            crate::i18n::typography::join_list(&parts)
        }
        F::Struck {
            attacker,
            defender,
            attack,
            defense,
            dodge,
            margin,
            situation,
            special,
            bonus,
        } => {
            let dodge = dodge.as_ref().map_or_else(String::new, |d| {
                t!("cor-melee-log-dodge-counts", dodge = d.total)
            });
            let outcome = match margin {
                Some(m) => t!(
                    "cor-melee-log-lands",
                    margin = *m,
                    bonus = *bonus,
                    next = match special {
                        None | Some(Special::Power | Special::Acrobatic) => "hurt",
                        Some(_) => "none",
                    }
                ),
                None => t!("cor-melee-log-misses"),
            };
            t!(
                "cor-melee-log-struck",
                attacker = name(s, *attacker),
                defender = name(s, *defender),
                special = special.map_or_else(|| "none".to_string(), |x| word(&x)),
                roll = roll_words(attack),
                // Recorded terms name each situation in the roll already.
                situation = if attack.terms.is_empty() {
                    *situation
                } else {
                    0
                },
                defense = *defense,
                dodge = dodge,
                outcome = outcome
            )
        }
        F::Melee(f) => super::narrate_melee_fact::melee(f, s),
        _ => return None,
    })
}

fn critical(
    s: &Encounter,
    who: CombatantId,
    dice: [u32; 2],
    levels: u32,
    result: Critical,
    d6: Option<u32>,
) -> String {
    let mut parts = vec![t!(
        "cor-melee-log-critical",
        who = name(s, who),
        a = dice[0],
        b = dice[1],
        levels = levels,
        total = dice[0] + dice[1] + levels,
        result = word(&result)
    )];
    if let Some(d6) = d6 {
        parts.push(t!("cor-melee-log-face", d6 = d6, face = word(&face(d6))));
    }
    if result.drops() {
        parts.push(t!("cor-melee-log-drops"));
    }
    if result.actions_lost() > 0 {
        parts.push(t!(
            "cor-melee-log-loses-actions",
            n = u32::from(result.actions_lost())
        ));
    }
    if result.impalement() {
        parts.push(t!("cor-melee-log-impalement"));
    }
    crate::i18n::typography::join_list(&parts)
}

/// What players see of this family's facts (COR-39 to COR-43): an enemy's dice stay
/// hidden and its damage coarse (the levels not said); `None` when the line is theirs to
/// see whole, or the fact is not this family's.
pub fn shown(
    fact: &CorporatesFact,
    seen: &crate::player_view::Seen<'_>,
) -> Option<crate::player_view::Shown> {
    use crate::player_view::Shown;
    use CorporatesFact as F;
    let open = |id: &CombatantId| seen.open(*id);
    match fact {
        F::Hurt { who, .. } if !open(who) => Some(Shown::Coarse(t!(
            "cor-melee-log-hurt-players",
            who = seen.name(*who)
        ))),
        F::Critical { who, .. } if !open(who) => Some(Shown::Coarse(t!(
            "cor-melee-log-critical-players",
            who = seen.name(*who)
        ))),
        F::Cyber { who, .. } if !open(who) => Some(Shown::Hidden),
        F::Struck {
            attacker,
            defender,
            margin,
            ..
        } if !open(attacker) => Some(Shown::Coarse(t!(
            "cor-melee-log-struck-players",
            attacker = seen.name(*attacker),
            defender = seen.name(*defender),
            hit = if margin.is_some() { "yes" } else { "no" }
        ))),
        F::Melee(m) => m
            .combatants()
            .first()
            .filter(|id| !open(id))
            .map(|_| Shown::Hidden),
        _ => None,
    }
}
