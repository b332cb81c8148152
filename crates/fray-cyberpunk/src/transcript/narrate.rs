//! One transcript line per Cyberpunk fact, and the shared events these rules word their
//! own way (slots lost, penalties recomputed, tie rolls, gear).

use crate::engine::Event;
use crate::model::{Encounter, EntryStatus};
use crate::t;

use super::super::command::SaveKind;
use super::super::fact::{CyberFact, fact_of};
use super::super::weapon;
use super::terms;

fn name(state: &Encounter, id: crate::model::CombatantId) -> String {
    state
        .combatant(id)
        .map_or_else(|| format!("#{}", id.0), |c| c.name.clone())
}

fn signed(n: i32) -> String {
    if n == 0 {
        "0".into()
    } else if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        format!("+{n}")
    }
}

fn weapon_name(state: &Encounter, who: crate::model::CombatantId, key: &str) -> String {
    state.combatant(who).and_then(|c| c.gear(key)).map_or_else(
        || key.to_string(),
        |g| crate::rules::gear_labels::shown(crate::ID, g).to_string(),
    )
}

/// A wound level in words (CPI-18).
pub fn level_word(level: i32) -> String {
    match level {
        1 => t!("cpi-level-light"),
        2 => t!("cpi-level-serious"),
        3 => t!("cpi-level-critical"),
        l if l > super::super::body::LEVELS => t!("cpi-level-beyond"),
        l => t!("cpi-level-mortal", n = (l - 4).to_string()),
    }
}

/// Points taken (`delta` > 0) or healed on the body track, with the wound level after.
fn body_line(key: &str, s: &Encounter, who: crate::model::CombatantId, delta: i32) -> String {
    use super::super::body;
    let after = s
        .combatant(who)
        .map_or(0, |c| (body::points(c) + delta).max(0));
    let level = body::level_of(s, after);
    let level = if level == 0 {
        t!("cpi-level-unhurt")
    } else {
        level_word(level)
    };
    match key {
        "cpi-log-damage" => t!(
            "cpi-log-damage",
            who = name(s, who),
            points = delta.unsigned_abs(),
            level = level
        ),
        _ => t!(
            "cpi-log-healed",
            who = name(s, who),
            points = delta.unsigned_abs(),
            level = level
        ),
    }
}

fn spent_on(on: &str) -> String {
    match on {
        "melee" => t!("cpi-on-melee"),
        "jump" => t!("cpi-on-jump"),
        "vehicle" => t!("cpi-on-vehicle"),
        "vehicle-fast" => t!("cpi-on-vehicle-fast"),
        "vehicle-double" => t!("cpi-on-vehicle-double"),
        "draw" => t!("cpi-on-draw"),
        "draw-empty" => t!("cpi-on-draw-empty"),
        "stow" => t!("cpi-on-stow"),
        "crouch" => t!("cpi-on-crouch"),
        "prone" => t!("cpi-on-prone"),
        "stand" => t!("cpi-on-stand"),
        "chamber" => t!("cpi-on-chamber"),
        "reload" => t!("cpi-on-reload"),
        "unjam" => t!("cpi-on-unjam"),
        "aim" => t!("cpi-on-aim"),
        "run" => t!("cpi-on-run"),
        _ => t!("cpi-on-other"),
    }
}

/// An aim at a named target taken up or lost (CPI-10, CPI-OP-07); other counters say
/// nothing of their own.
fn aim_line(
    s: &Encounter,
    who: crate::model::CombatantId,
    counter: &str,
    value: i32,
) -> Option<String> {
    let slug = counter.strip_prefix("aim@")?;
    let target = s
        .combatants
        .iter()
        // An older save may have written the slug otherwise: compared as typed.
        .find(|c| c.slug() == crate::model::combatant::slug(slug))
        .map_or_else(|| slug.to_string(), |c| c.name.clone());
    Some(if value > 0 {
        t!(
            "cpi-keys-log-aim-at",
            who = name(s, who),
            target = target,
            bonus = signed(value)
        )
    } else {
        t!("cpi-keys-log-aim-lost", who = name(s, who), target = target)
    })
}

/// Whether a weapon is a single-shot one (a bow, a crossbow: CPI-06), whose shot is no
/// bullet.
fn single_shot(state: &Encounter, who: crate::model::CombatantId, key: &str) -> bool {
    state
        .combatant(who)
        .and_then(|c| c.gear(key))
        .is_some_and(|g| weapon::action(g) == weapon::Action::Single)
}

/// ` (at 33)`: the score of the slot an action was taken at.
fn at_score(at: Option<i32>) -> String {
    at.map_or_else(String::new, |at| t!("cpi-log-at", at = at.to_string()))
}

/// What players see of an enemy's shot: the bullets, hit or miss, no numbers.
pub fn shot_coarse(event: &Event, s: &Encounter) -> Option<String> {
    let Some(CyberFact::CpiShot {
        who,
        weapon,
        fired,
        check,
        ..
    }) = fact_of(event)
    else {
        return None;
    };
    let outcome = match check.success() {
        Some(true) => t!("cpi-log-coarse-hit"),
        Some(false) => t!("cpi-log-coarse-miss"),
        None => String::new(),
    };
    if single_shot(s, *who, weapon) {
        return Some(t!(
            "cpi-log-shot-coarse-single",
            who = name(s, *who),
            weapon = weapon_name(s, *who, weapon),
            outcome = outcome
        ));
    }
    Some(t!(
        "cpi-log-shot-coarse",
        who = name(s, *who),
        weapon = weapon_name(s, *who, weapon),
        n = *fired,
        outcome = outcome
    ))
}

/// The line for one event, `None` when the shared words do.
pub fn describe(event: &Event, s: &Encounter) -> Option<String> {
    if let Some(fact) = fact_of(event) {
        return Some(fact_line(fact, s));
    }
    Some(match event {
        Event::MarkerStatus {
            at,
            status: EntryStatus::Lost,
        } => t!("cpi-log-slot-lost", who = name(s, at.owner)),
        // The facts beside them say it: slots chosen, delays.
        Event::MarkerPlaced { .. } | Event::MarkerMoved { .. } | Event::MarkerRemoved { .. } => {
            String::new()
        }
        Event::StepChanged {
            step: crate::model::Step::Declaration,
        } => t!("cpi-log-choose-actions"),
        Event::TurnPassed { to: Some(at) } => {
            let position = s.ladder.get(*at).map_or(0, |e| e.position);
            t!(
                "cpi-log-acts",
                who = name(s, at.owner),
                at = position.to_string(),
                nth = u32::from(at.marker) + 1
            )
        }
        Event::CounterSet {
            who,
            name: counter,
            value,
        } => {
            return aim_line(s, *who, counter, *value);
        }
        Event::DiceRolled { roll }
            if roll.purpose.as_deref() == Some(super::super::rolls::DAMAGE) =>
        {
            return terms::damage_roll(roll);
        }
        Event::MarkerMalus { .. } | Event::InitiativeSet { .. } | Event::GearValueSet { .. } => {
            return None;
        }
        Event::TiebreakSet { who, rolls } => t!(
            "cpi-log-tie",
            who = name(s, *who),
            die = rolls.last().copied().unwrap_or(0).to_string()
        ),
        Event::MonitorMarked { who, track, boxes } if track == super::super::body::TRACK => {
            body_line("cpi-log-damage", s, *who, i32::from(*boxes))
        }
        Event::MonitorHealed { who, track, boxes } if track == super::super::body::TRACK => {
            body_line("cpi-log-healed", s, *who, -i32::from(*boxes))
        }
        Event::ConditionAdded { who, condition }
            if condition.name == super::super::recoil::SUPPORT =>
        {
            t!(
                "cpi-log-support",
                who = name(s, *who),
                con = condition.value.unwrap_or(0).to_string()
            )
        }
        Event::ConditionAdded { who, condition }
            if condition.name == super::super::body::CON_LOSS =>
        {
            t!(
                "cpi-log-con-loss",
                who = name(s, *who),
                n = condition.value.unwrap_or(0).to_string()
            )
        }
        Event::GearAdded { who, gear } => t!(
            "cpi-log-weapon",
            who = name(s, *who),
            weapon = carried(gear)
        ),
        Event::GearRemoved { who, key } => t!(
            "cpi-log-weapon-gone",
            who = name(s, *who),
            weapon = weapon_name(s, *who, key)
        ),
        Event::GearFlagSet { who, key, flag, on } => {
            let (who, weapon) = (name(s, *who), weapon_name(s, *who, key));
            match (flag.as_str(), on) {
                (weapon::JAMMED, true) => t!("cpi-log-flag-jammed", who = who, weapon = weapon),
                (weapon::UNCHAMBERED, true) => {
                    t!("cpi-log-flag-unchambered", who = who, weapon = weapon)
                }
                (weapon::UNLOADED, true) => t!("cpi-log-flag-unloaded", who = who, weapon = weapon),
                (weapon::IN_HAND, true) => t!("cpi-log-flag-in-hand", who = who, weapon = weapon),
                (weapon::DROPPED, true) => t!("cpi-log-flag-dropped", who = who, weapon = weapon),
                _ => return None,
            }
        }
        _ => return None,
    })
}

fn fact_line(fact: &CyberFact, s: &Encounter) -> String {
    match fact {
        CyberFact::CpiInitiative {
            who,
            die,
            terms: added,
            score,
            costly,
        } => {
            let line = t!(
                "cpi-log-initiative",
                who = name(s, *who),
                score = score.to_string(),
                die = die.to_string(),
                terms = terms::terms(added)
            );
            if *costly {
                format!("{line}{}", t!("cpi-log-initiative-costly"))
            } else {
                line
            }
        }
        CyberFact::CpiActions { who, slots, malus } => {
            let (who, n) = (name(s, *who), slots.len());
            let slots = slots
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ");
            // One action bears no penalty: « sans pénalité », not « 0 chacune ».
            if *malus == 0 {
                t!(
                    "cpi-log-actions-unpenalised",
                    who = who,
                    n = n,
                    slots = slots
                )
            } else {
                let malus = signed(*malus);
                t!(
                    "cpi-log-actions",
                    who = who,
                    n = n,
                    slots = slots,
                    malus = malus
                )
            }
        }
        CyberFact::CpiDelay {
            who,
            to,
            lost,
            malus,
        } => t!(
            "cpi-log-delay",
            who = name(s, *who),
            to = to.to_string(),
            lost = *lost,
            malus = signed(*malus)
        ),
        CyberFact::CpiSpent {
            who,
            actions,
            on,
            at,
        } => {
            let line = t!(
                "cpi-log-spent",
                who = name(s, *who),
                n = *actions,
                on = spent_on(on)
            );
            format!("{line}{}", at_score(*at))
        }
        CyberFact::CpiShot {
            who,
            weapon,
            wanted,
            fired,
            check,
            at,
            running,
        } => {
            let how = match (at, running) {
                (Some(at), true) => t!("cpi-log-at-running", at = at.to_string()),
                (None, true) => t!("cpi-log-while-running"),
                (at, false) => at_score(*at),
            };
            let mut line = if single_shot(s, *who, weapon) && *fired == 1 {
                t!(
                    "cpi-log-shot-single",
                    who = name(s, *who),
                    weapon = weapon_name(s, *who, weapon),
                    how = how,
                    check = terms::shot_check(s, *who, weapon, check)
                )
            } else {
                t!(
                    "cpi-log-shot",
                    who = name(s, *who),
                    weapon = weapon_name(s, *who, weapon),
                    how = how,
                    n = *fired,
                    check = terms::shot_check(s, *who, weapon, check)
                )
            };
            if wanted != fired {
                line.push_str(&t!("cpi-log-burst-varied", wanted = *wanted));
            }
            line
        }
        CyberFact::CpiCheck { who, check } => t!(
            "cpi-log-check",
            who = name(s, *who),
            check = terms::check(check)
        ),
        CyberFact::CpiFumble { who, fumble, .. } => t!(
            "cpi-log-natural-one",
            who = name(s, *who),
            fumble = terms::fumble(fumble)
        ),
        CyberFact::CpiRested { who, days, points } => t!(
            "cpi-log-rested",
            who = name(s, *who),
            days = *days,
            points = *points
        ),
        CyberFact::CpiRan { who, metres } => t!(
            "cpi-log-ran",
            who = name(s, *who),
            metres = metres.to_string()
        ),
        CyberFact::CpiSave {
            who,
            kind,
            die,
            target,
        } => {
            let passed = die <= target;
            let explained = terms::save_target(s, *who, *kind, *target);
            let (who, die, target) = (name(s, *who), die.to_string(), explained);
            match (kind, passed) {
                (SaveKind::Stun, true) => {
                    t!("cpi-log-stun-saved", who = who, die = die, target = target)
                }
                (SaveKind::Stun, false) => {
                    t!("cpi-log-stun-failed", who = who, die = die, target = target)
                }
                (SaveKind::Death, true) => {
                    t!("cpi-log-death-saved", who = who, die = die, target = target)
                }
                (SaveKind::Death, false) => t!(
                    "cpi-log-death-failed",
                    who = who,
                    die = die,
                    target = target
                ),
            }
        }
    }
}

/// A weapon a `weapon` line gave: its name, else its key as the GM types it (`pistolet`).
fn carried(gear: &crate::model::Gear) -> String {
    let id = crate::ID;
    if gear.name.is_empty() {
        crate::safe_text::escape(&crate::rules::gear_labels::typed(id, &gear.key))
    } else {
        crate::rules::gear_labels::shown(id, gear).to_string()
    }
}
