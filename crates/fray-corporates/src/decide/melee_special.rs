//! Trips (COR-36), grapples and throws (COR-37), bull rushes (COR-38): an attack roll
//! against the defense score or the segment's dodge, then the opposed roll or the damage.

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{CombatantId, Encounter, Expiry};

use super::super::command::melee::{DamageKind, Roll, Terms};
use super::super::damage::{Split, levels_lost, margin_dice};
use super::super::damage_dice::{DiceFrom, sources};
use super::super::fact_melee::{Check, MeleeFact, Special};
use super::super::ledger::Kind;
use super::super::melee::{
    FALLEN, Fall, Rush, Trip, agility_trip_allowed, bull_rush, hold, throw as throw_bonus,
    trip as trip_outcome,
};
use super::super::options;
use super::super::rolls::{CHECK, Part, SOAK, for_whom_why, roll, roll_parts};
use super::super::text::refuse;
use super::act_melee::{add, end, lose_actions, melee, shown, skill, stat_or, who};
use super::damage::{Hit, armour, condition_on, deal, take};
use super::melee::{AGILITY_DICE, attack, charge_bonus};

/// The words every special attack shares.
#[derive(Debug, Clone, Copy)]
pub struct Asked<'a> {
    /// The attacker.
    pub attacker: &'a str,
    /// The defender.
    pub defender: &'a str,
    /// The situation.
    pub terms: Terms,
    /// The attack roll's own numbers.
    pub roll: Roll,
}

fn both(state: &Encounter, asked: &Asked<'_>) -> Result<(CombatantId, CombatantId), RuleError> {
    let a = who(state, asked.attacker)?;
    Ok((a, who(state, asked.defender)?))
}

fn stat(state: &Encounter, id: CombatantId, name: &str) -> u32 {
    stat_or(state, id, name, AGILITY_DICE)
}

/// A fall (COR-36): `fallen` (−5 until standing) and a soak roll at 15; each level it
/// misses by is a Fatigue level (a tracker reading).
pub fn fall(batch: &mut Batch, dice: &mut dyn Dice, who: CombatantId) {
    let state = batch.state();
    for_whom_why(dice, &shown(state, who), &crate::t!("cor-dice-why-fall"));
    // « Encaissement + protection du personnage »: the protection worn by name.
    let soak = roll_parts(
        dice,
        SOAK,
        stat_or(state, who, "soak", super::damage::SOAK_DICE),
        vec![Part::new("armour", armour(state, who))],
    );
    let levels = levels_lost(FALLEN.0, soak.total, options::level_step(state));
    batch.push(melee(MeleeFact::Checked {
        who,
        check: Check::Fall,
        roll: soak,
        difficulty: FALLEN.0,
    }));
    add(batch, who, "fallen", Some(FALLEN.1), None, Expiry::Manual);
    take(
        batch,
        who,
        Split {
            wound: 0,
            fatigue: levels,
        },
    );
}

/// Decides `trip A D agility|strength` (COR-36).
pub fn trip(
    state: &Encounter,
    asked: Asked<'_>,
    kind: Trip,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let (a, d) = both(state, &asked)?;
    let weight = |id| {
        state
            .combatant(id)
            .and_then(|c| c.stats.get("weight").copied())
    };
    if kind == Trip::Agility
        && let (Some(wa), Some(wd)) = (weight(a), weight(d))
        && !agility_trip_allowed(
            u32::try_from(wa).unwrap_or(0),
            u32::try_from(wd).unwrap_or(0),
        )
    {
        return Err(refuse("cor-melee-refuse-trip-weight", &[]));
    }
    let mut batch = Batch::new(state);
    let hit = attack(
        &mut batch,
        dice,
        a,
        d,
        "combat",
        0,
        asked.terms,
        asked.roll,
        Some(Special::Trip),
        0,
        (0, false, 0),
    )?;
    let Some(margin) = hit.margin else {
        return Ok(batch.into_events());
    };
    let (main, added) = match kind {
        Trip::Agility => ("agility", "strength"),
        Trip::Strength => ("strength", "agility"),
    };
    let why = crate::t!("cor-dice-why-trip");
    let opposed = |dice: &mut dyn Dice, id, extra| {
        for_whom_why(dice, &shown(state, id), &why);
        let bonus = state.combatant(id).map_or(0, |c| c.stat(added));
        roll_parts(
            dice,
            CHECK,
            stat(state, id, main) + extra,
            vec![Part::stat(added, bonus)],
        )
    };
    let ra = opposed(dice, a, margin_dice(margin));
    let rd = opposed(dice, d, 0);
    let fall_of = trip_outcome(kind, ra.total - rd.total, options::level_step(state));
    batch.push(melee(MeleeFact::Tripped {
        attacker: a,
        defender: d,
        kind,
        rolls: [ra, rd],
        fall: fall_of,
    }));
    match fall_of {
        Fall::Nothing => {}
        Fall::Unbalanced => {
            lose_actions(&mut batch, d, 1);
        }
        Fall::BothFall => {
            fall(&mut batch, dice, d);
            fall(&mut batch, dice, a);
        }
        Fall::DefenderFalls => fall(&mut batch, dice, d),
    }
    Ok(batch.into_events())
}

/// Decides `grapple A D` (COR-37): an unarmed combat roll, then Strength against Strength;
/// the levels won are the hold, `grappled` on D (target A) and D's dice malus.
pub fn grapple(
    state: &Encounter,
    asked: Asked<'_>,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let (a, d) = both(state, &asked)?;
    let mut batch = Batch::new(state);
    let hit = attack(
        &mut batch,
        dice,
        a,
        d,
        "unarmed",
        0,
        asked.terms,
        asked.roll,
        Some(Special::Grapple),
        0,
        (0, false, 0),
    )?;
    if hit.margin.is_none() {
        return Ok(batch.into_events());
    }
    let why = crate::t!("cor-dice-why-grapple");
    for_whom_why(dice, &shown(state, a), &why);
    let ra = roll(dice, CHECK, stat(state, a, "strength"), 0, false);
    for_whom_why(dice, &shown(state, d), &why);
    let rd = roll(dice, CHECK, stat(state, d, "strength"), 0, false);
    let level = hold(ra.total - rd.total, options::level_step(state));
    batch.push(melee(MeleeFact::Held {
        holder: a,
        held: d,
        rolls: [ra, rd],
        hold: level,
    }));
    if level > 0 {
        let value = i32::try_from(level).unwrap_or(i32::MAX);
        add(
            &mut batch,
            d,
            "grappled",
            Some(value),
            Some(a),
            Expiry::Manual,
        );
    }
    Ok(batch.into_events())
}

/// Decides `throw A D` (COR-37): D held by A at −3d or worse; damage = A's Strength + the
/// unarmed combat level, a punch's split; the hold ends.
pub fn throw(
    state: &Encounter,
    attacker: &str,
    defender: &str,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let (a, d) = (who(state, attacker)?, who(state, defender)?);
    let held = condition_on(state, d, "grappled", a).unwrap_or(0);
    let Some(bonus) = throw_bonus(u32::try_from(held).unwrap_or(0), skill(state, a, "unarmed"))
    else {
        let shown = state.combatant(d).map_or(defender, |c| c.name.as_str());
        return Err(refuse(
            "cor-melee-refuse-throw",
            &[("who", shown.into()), ("hold", held.into())],
        ));
    };
    let mut batch = Batch::new(state);
    super::act_melee::act(&mut batch, dice, a, Kind::Declared, "throw")?;
    end(&mut batch, d, "grappled", Some(a));
    deal(
        &mut batch,
        dice,
        &Hit {
            who: d,
            by: Some(a),
            gear: None,
            kind: DamageKind::Hand,
            pool: stat_or(state, a, "strength", 0),
            bonus,
            // « dommages = Force + niveau en combat à mains nues »: the level by name.
            bonus_terms: vec![Part::skill("unarmed", bonus)],
            protection: 0,
            reduce: 0,
            dice_from: sources(&[(DiceFrom::Strength, stat_or(state, a, "strength", 0))]),
        },
    );
    Ok(batch.into_events())
}

/// Decides `bullrush A D` (COR-38): a melee roll; on a hit, Strength + the charge bonus +
/// margin dice against soak, the effect by the levels received, applied 1 level lighter.
pub fn bullrush(
    state: &Encounter,
    asked: Asked<'_>,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let (a, d) = both(state, &asked)?;
    // A bull rush is a charge with no weapon: a clearly longer one strikes first (COR-38).
    super::melee_order::longer_strikes_first(state, a, d, None, asked.terms)?;
    let (charge, _) = charge_bonus(state, asked.terms);
    let mut batch = Batch::new(state);
    let hit = attack(
        &mut batch,
        dice,
        a,
        d,
        "combat",
        0,
        asked.terms,
        asked.roll,
        Some(Special::Rush),
        charge,
        (0, false, 0),
    )?;
    let Some(margin) = hit.margin else {
        return Ok(batch.into_events());
    };
    let in_dice = options::charge_in_dice(state);
    let charge_dice = if in_dice {
        u32::try_from(charge).unwrap_or(0)
    } else {
        0
    };
    let received = deal(
        &mut batch,
        dice,
        &Hit {
            who: d,
            by: Some(a),
            gear: None,
            kind: DamageKind::Hand,
            pool: stat_or(state, a, "strength", 0) + margin_dice(margin) + charge_dice,
            bonus: if in_dice { 0 } else { charge },
            bonus_terms: vec![Part::new("charge", if in_dice { 0 } else { charge })],
            protection: 0,
            reduce: 1,
            dice_from: sources(&[
                (DiceFrom::Strength, stat_or(state, a, "strength", 0)),
                (DiceFrom::Charge, charge_dice),
                (DiceFrom::Margin, margin_dice(margin)),
            ]),
        },
    );
    let (effect, _) = bull_rush(received);
    batch.push(melee(MeleeFact::Rushed {
        attacker: a,
        defender: d,
        levels: received,
        effect,
    }));
    match effect {
        Rush::Nothing => {}
        Rush::Unbalanced => {
            lose_actions(&mut batch, d, 1);
        }
        Rush::Falls => add(
            &mut batch,
            d,
            "fallen",
            Some(FALLEN.1),
            None,
            Expiry::Manual,
        ),
        Rush::Thrown => {
            add(
                &mut batch,
                d,
                "fallen",
                Some(FALLEN.1),
                None,
                Expiry::Manual,
            );
            // « sonné » is the critical table's line 8: « sonné et perd ses 2 prochaines
            // actions », not a turn without any.
            lose_actions(&mut batch, d, 2);
        }
    }
    Ok(batch.into_events())
}
