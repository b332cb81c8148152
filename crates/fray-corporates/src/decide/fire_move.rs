//! Movement decisions: speed and the fast-movement roll (COR-13, COR-14), combat movement
//! (COR-15), posture (COR-25) and falls (COR-26). Speed is the counter `speed` in cm/s.

use crate::engine::{Dice, Event, RuleError};
use crate::model::{Combatant, Encounter, Expiry};
use crate::rules::names::resolve;

use super::super::command::fire::{Pool, Posture};
use super::super::fact::CorporatesFact;
use super::super::fact_fire::FireFact;
use super::super::ledger::Kind;
use super::super::movement::{Acceleration, Terrain};
use super::super::options;
use super::super::rolls::{CHECK, Part, roll_parts};
use super::super::target::{falling, stand_up_seconds};
use super::super::text::refuse;
use super::fire::{added, attribute, ended, fact, held, level, pool_of};
use super::fire_action::{request, take};

/// Agility dice when the sheet has none (as the reaction roll's default).
pub(crate) const DEFAULT_DICE: u32 = 2;
/// Speed combat movement takes off, cm/s (COR-15).
pub(crate) const COMBAT_SLOW: u32 = 100;
/// The Crouched 11–20 cell as printed, 0.1 m/s (COR-OP-06 `as-printed`).
pub(crate) const AS_PRINTED_CROUCHED: u32 = 10;
/// The acrobatics difficulty to stand from prone in 1 s (COR-25).
pub(crate) const QUICK_STAND: i32 = 10;

/// The malus an exposed combatant takes on actions under covering fire (COR-22): the
/// firepower of the strongest fire they are exposed to that is being laid now.
pub fn exposure(state: &Encounter, who: crate::model::CombatantId) -> i32 {
    state.combatant(who).map_or(0, |c| {
        c.conditions
            .iter()
            .filter(|k| k.name.eq_ignore_ascii_case("exposed"))
            .filter_map(|k| k.target.and_then(|by| state.combatant(by)))
            .filter_map(|by| super::fire_cover::firing(state, by))
            .max()
            .unwrap_or(0)
    })
}

/// A roll's first term: the bonus the GM typed (`bonus N`), else the `skill`'s level.
fn given_or_skill(c: &Combatant, p: &Pool, skill: Option<&str>) -> Part {
    match (p.bonus, skill) {
        (Some(given), _) => Part::new("given", given),
        (None, Some(key)) => Part::skill(key, level(c, key)),
        (None, None) => Part::new("given", 0),
    }
}

/// `move WHO TERRAIN [fast …]`: the speed this segment (COR-13, COR-14), less 1 m/s in
/// combat movement (COR-15); the fast roll is an undeclared action whose bonus loses the
/// exposure to covering fire (COR-22).
pub fn moved(
    state: &Encounter,
    who: &str,
    terrain: Terrain,
    fast: Option<&Pool>,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let Some(c) = state.combatant(id) else {
        return Ok(Vec::new());
    };
    let agility = attribute(c, "agility", DEFAULT_DICE);
    let legs = level(c, "speed-legs").max(super::super::gear::device_level(c, "speed-legs"));
    let legs = u32::try_from(legs.max(0)).unwrap_or(0);
    let base = terrain.base_speed(agility, legs);
    let mut out = Vec::new();
    let (mut roll, mut malus, mut acceleration, mut exposed) = (None, None, 0, 0);
    if let Some(p) = fast {
        let (n, skill) = match terrain.skill() {
            Acceleration::Athletics => (agility, Some("athletics")),
            Acceleration::Acrobatics => (agility, Some("acrobatics")),
            Acceleration::StrengthOrAgility => (agility.max(attribute(c, "strength", 0)), None),
        };
        let (n, _) = pool_of(Some(p), n, 0);
        exposed = exposure(state, id);
        let taken = take(
            state,
            &request(id, Kind::Undeclared, n, p.confidence, "sprint", false),
            dice,
        )?;
        out.extend(taken.events);
        let mut parts = vec![given_or_skill(c, p, skill), Part::new("exposed", -exposed)];
        parts.extend(taken.flat_parts);
        let r = roll_parts(dice, CHECK, taken.dice, parts);
        acceleration = if options::fast_table_as_printed(state)
            && terrain == Terrain::Crouched
            && (11..=20).contains(&r.total)
        {
            AS_PRINTED_CROUCHED
        } else {
            terrain.acceleration(r.total)
        };
        roll = Some(r);
        malus = Some(taken.malus);
    }
    let combat = if c.has_condition("combat-move") {
        COMBAT_SLOW.min(base + acceleration)
    } else {
        0
    };
    let speed = base + acceleration - combat;
    out.push(fact(CorporatesFact::Fire(FireFact::Moved {
        who: id,
        terrain,
        base,
        roll,
        malus,
        acceleration,
        combat,
        exposed,
        speed,
    })));
    out.push(Event::CounterSet {
        who: id,
        name: "speed".into(),
        value: i32::try_from(speed).unwrap_or(i32::MAX),
    });
    Ok(out)
}

/// `combat-move WHO on|off` (COR-15): the condition `combat-move`, value = the body-feint
/// level every shot at them adds.
pub fn combat_move(state: &Encounter, who: &str, on: bool) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let Some(c) = state.combatant(id) else {
        return Ok(Vec::new());
    };
    let feint = level(c, "body-feint");
    let change = if on {
        added(id, "combat-move", Some(feint), None, Expiry::Manual)
    } else if c.has_condition("combat-move") {
        ended(id, "combat-move", None)
    } else {
        return Err(refuse(
            "cor-fire-refuse-not-combat-moving",
            &[("who", c.name.as_str().into())],
        ));
    };
    Ok(vec![
        fact(CorporatesFact::Fire(FireFact::CombatMove {
            who: id,
            on,
            feint,
        })),
        change,
    ])
}

/// `stand|crouch|prone WHO` (COR-25): standing up takes 1 s from crouched, 2 s from prone
/// or 1 s on an undeclared acrobatics roll at 10, and ends `fallen` (COR-36); an engaged
/// combatant stands up only by disengaging (COR-36, COR-33).
pub fn posture(
    state: &Encounter,
    who: &str,
    posture: Posture,
    acrobatics: Option<&Pool>,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let Some(c) = state.combatant(id) else {
        return Ok(Vec::new());
    };
    let (crouched, prone) = (c.has_condition("crouched"), c.has_condition("prone"));
    let mut out = Vec::new();
    let (mut seconds, mut roll, mut malus) = (0, None, None);
    match posture {
        Posture::Stand => {
            if !crouched && !prone && !c.has_condition("fallen") {
                return Err(refuse(
                    "cor-fire-refuse-standing",
                    &[("who", c.name.as_str().into())],
                ));
            }
            if c.has_condition("engaged") {
                return Err(refuse(
                    "cor-last-refuse-stand-engaged",
                    &[("who", c.name.as_str().into())],
                ));
            }
            let mut quick = false;
            if let (Some(p), true) = (acrobatics, prone) {
                let (n, _) = pool_of(Some(p), attribute(c, "agility", DEFAULT_DICE), 0);
                let taken = take(
                    state,
                    &request(id, Kind::Undeclared, n, p.confidence, "stand", false),
                    dice,
                )?;
                out.extend(taken.events);
                let mut parts = vec![given_or_skill(c, p, Some("acrobatics"))];
                parts.extend(taken.flat_parts);
                let r = roll_parts(dice, CHECK, taken.dice, parts);
                quick = options::reaches(state, r.total, QUICK_STAND);
                roll = Some(r);
                malus = Some(taken.malus);
            }
            seconds = stand_up_seconds(prone, quick);
            for name in ["crouched", "prone", "fallen"] {
                if c.has_condition(name) {
                    out.push(ended(id, name, None));
                }
            }
        }
        Posture::Crouch | Posture::Prone => {
            let (name, other) = if posture == Posture::Crouch {
                ("crouched", "prone")
            } else {
                ("prone", "crouched")
            };
            if c.has_condition(other) {
                out.push(ended(id, other, None));
            }
            out.push(added(id, name, None, None, Expiry::Manual));
        }
    }
    out.insert(
        0,
        fact(CorporatesFact::Fire(FireFact::Posture {
            who: id,
            posture,
            seconds,
            roll,
            malus,
        })),
    );
    Ok(out)
}

/// `fall WHO N|off` (COR-26): the condition `falling`, value = segments fallen; its speed,
/// distance and the shot modifier (sign: COR-OP-10) in the fact.
pub fn fall(state: &Encounter, who: &str, segments: u32) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let Some(c) = state.combatant(id) else {
        return Ok(Vec::new());
    };
    if segments == 0 {
        if held(c, "falling", None).is_none() {
            return Err(refuse(
                "cor-fire-refuse-not-falling",
                &[("who", c.name.as_str().into())],
            ));
        }
        let f = FireFact::Fell {
            who: id,
            segment: 0,
            speed: 0,
            metres: 0,
            modifier: 0,
        };
        return Ok(vec![
            fact(CorporatesFact::Fire(f)),
            ended(id, "falling", None),
        ]);
    }
    let (speed, metres, modifier) = falling(segments);
    let modifier = if options::fall_harder(state) {
        modifier
    } else {
        -modifier
    };
    let n = i32::try_from(segments).unwrap_or(i32::MAX);
    Ok(vec![
        fact(CorporatesFact::Fire(FireFact::Fell {
            who: id,
            segment: segments,
            speed,
            metres,
            modifier,
        })),
        added(id, "falling", Some(n), None, Expiry::Manual),
    ])
}

#[cfg(test)]
#[path = "fire_move_tests.rs"]
mod tests;
