//! Standoffs (COR-29 to COR-31): held at gunpoint and breaking out, duels, draws and
//! draw-and-use.

use std::cmp::Ordering;

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{Encounter, Expiry};

use super::super::fact_melee::{Check, MeleeFact};
use super::super::ledger::Kind;
use super::super::options;
use super::super::rolls::{CHECK, Part, REACTION, for_whom_why, roll_parts};
use super::super::situations::{Duel, GUNPOINT_DIFFICULTY, GUNPOINT_LEAD};
use super::super::text::refuse;
use super::act_melee::{add, end, end_all, melee, shown, skill, stat_or, turn_end, who};
use super::damage::condition_on;

/// Dice of a stress or reaction roll when the sheet lacks the stat (a tracker default).
pub const STAT_DICE: i32 = 2;

/// Decides `draw WHO WEAPON` (innate, no die lost unless `draw-dice 1`, COR-OP-13) and
/// `draw-use WHO WEAPON` (COR-31): the weapon flagged `drawn`; a draw-and-use leaves
/// `draw-use` (value: the location's malus) until the end of the turn, for the use that
/// follows: `strike` reads it as a double action with that malus; a shot is a snap shot
/// with it.
pub fn draw(
    state: &Encounter,
    name: &str,
    key: &str,
    used: bool,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = who(state, name)?;
    let gear = super::damage::weapon(state, id, key)?;
    let mut batch = Batch::new(state);
    if !used {
        let kind = if options::draw_dice(state) > 0 {
            Kind::Undeclared
        } else {
            Kind::Innate
        };
        super::act_melee::act(&mut batch, dice, id, kind, "draw")?;
    }
    batch.push(melee(MeleeFact::Drew {
        who: id,
        gear: gear.key.clone(),
        carried: super::melee::carried(gear),
        used,
    }));
    if used {
        let malus =
            super::melee::carried(gear).map_or(0, super::super::situations::Carried::draw_malus);
        add(
            &mut batch,
            id,
            "draw-use",
            Some(malus),
            None,
            turn_end(state),
        );
    }
    batch.push(Event::GearFlagSet {
        who: id,
        key: gear.key.clone(),
        flag: "drawn".into(),
        on: true,
    });
    Ok(batch.into_events())
}

/// Decides `gunpoint WHO by CAPTOR` or `gunpoint WHO off` (COR-29).
pub fn gunpoint(
    state: &Encounter,
    name: &str,
    captor: Option<&str>,
) -> Result<Vec<Event>, RuleError> {
    let id = who(state, name)?;
    let mut batch = Batch::new(state);
    match captor {
        Some(captor) => {
            let captor = who(state, captor)?;
            add(
                &mut batch,
                id,
                "gunpoint",
                None,
                Some(captor),
                Expiry::Manual,
            );
        }
        None => end_all(&mut batch, id, "gunpoint"),
    }
    Ok(batch.into_events())
}

/// Decides `break WHO [level N] [adjust N] [first]` (COR-29): stress dice + the action's
/// level against 15 + adjust; on a success the hold ends and, with `first`, a reaction
/// roll against 15 + the captor's vigilance acts before the captor by 5 or more (its
/// `Checked` fact's difficulty holds the 5).
pub fn break_free(
    state: &Encounter,
    name: &str,
    level: i32,
    adjust: i32,
    first: bool,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = who(state, name)?;
    let captor = state
        .combatant(id)
        .and_then(|c| c.conditions.iter().find(|k| k.name == "gunpoint"))
        .and_then(|k| k.target)
        .ok_or_else(|| {
            refuse(
                "cor-melee-refuse-not-held",
                &[("who", shown(state, id).as_str().into())],
            )
        })?;
    let mut batch = Batch::new(state);
    let difficulty = GUNPOINT_DIFFICULTY + adjust;
    let name = shown(state, id);
    for_whom_why(dice, &name, &crate::t!("cor-dice-why-stress"));
    let stress = roll_parts(
        dice,
        CHECK,
        stat_or(state, id, "stress", STAT_DICE),
        vec![Part::new("action-level", level)],
    );
    let acts = options::reaches(state, stress.total, difficulty);
    batch.push(melee(MeleeFact::Checked {
        who: id,
        check: Check::Stress,
        roll: stress,
        difficulty,
    }));
    if !acts {
        return Ok(batch.into_events());
    }
    end(&mut batch, id, "gunpoint", Some(captor));
    if first {
        let difficulty = options::gunpoint_base(state) + skill(state, captor, "vigilance");
        for_whom_why(dice, &name, &crate::t!("cor-dice-why-lead"));
        let reaction = roll_parts(
            dice,
            REACTION,
            stat_or(state, id, "reaction", STAT_DICE),
            vec![Part::skill("vigilance", skill(state, id, "vigilance"))],
        );
        batch.push(melee(MeleeFact::Checked {
            who: id,
            check: Check::Lead,
            roll: reaction,
            difficulty: difficulty + GUNPOINT_LEAD,
        }));
    }
    Ok(batch.into_events())
}

/// Decides `duel A B` (a second of staring: stress + firearms level each, +1 per level of
/// difference to the better, COR-OP-01) and `duel A B break` (reaction + firearms + the
/// accumulated bonus: the higher shoots first, a reflex shot) (COR-30).
pub fn duel(
    state: &Encounter,
    a: &str,
    b: &str,
    broken: bool,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let (a, b) = (who(state, a)?, who(state, b)?);
    let so_far = Duel {
        a: condition_on(state, a, "duel", b).unwrap_or(0),
        b: condition_on(state, b, "duel", a).unwrap_or(0),
    };
    let mut batch = Batch::new(state);
    let stat = if broken { "reaction" } else { "stress" };
    let slot = if broken { REACTION } else { CHECK };
    let why = if broken {
        crate::t!("cor-dice-why-duel")
    } else {
        crate::t!("cor-dice-why-stress")
    };
    let mut rolls = [a, b].map(|id| {
        for_whom_why(dice, &shown(state, id), &why);
        roll_parts(
            dice,
            slot,
            stat_or(state, id, stat, STAT_DICE),
            vec![Part::skill("firearms", skill(state, id, "firearms"))],
        )
    });
    if broken {
        for (r, bonus) in rolls.iter_mut().zip([so_far.a, so_far.b]) {
            r.bonus += bonus;
            r.total += bonus;
            if bonus != 0 {
                r.terms.push(Part::new("duel", bonus));
            }
        }
        let first = match rolls[0].total.cmp(&rolls[1].total) {
            Ordering::Greater => Some(a),
            Ordering::Less => Some(b),
            Ordering::Equal => None,
        };
        batch.push(melee(MeleeFact::DuelBroken { a, b, rolls, first }));
        end(&mut batch, a, "duel", Some(b));
        end(&mut batch, b, "duel", Some(a));
        return Ok(batch.into_events());
    }
    let after = so_far.stare(rolls[0].total, rolls[1].total, options::level_step(state));
    batch.push(melee(MeleeFact::Stared {
        a,
        b,
        rolls,
        bonus: [after.a, after.b],
    }));
    add(
        &mut batch,
        a,
        "duel",
        Some(after.a),
        Some(b),
        Expiry::Manual,
    );
    add(
        &mut batch,
        b,
        "duel",
        Some(after.b),
        Some(a),
        Expiry::Manual,
    );
    Ok(batch.into_events())
}
