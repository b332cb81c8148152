//! `rest hours N [WHO]` and `rest days N [WHO]`: between fights, in a campaign only.
//! Hour by hour, what the critical wounds say (COR-41): a bleeding character rolls
//! endurance at 15 or loses a Wound level (line 14), a knocked-out one sleeps the 1d6
//! hours of line 13 off; then the Wound and Fatigue levels recovered at the options' pace
//! (COR-OP-27) and the confidence points back after a full day (COR-OP-28). Every change is
//! a shared event or a fact of the rolls, so undo, replay and the players' view need
//! nothing more.

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{CombatantId, Encounter, Expiry};
use crate::rules::names::{display, resolve};

use super::super::command::melee::Track;
use super::super::conditions::{CONFIDENCE, DEAD, UNCONSCIOUS};
use super::super::damage::Split;
use super::super::fact::CorporatesFact;
use super::super::fact_melee::{Check, MeleeFact};
use super::super::options;
use super::super::rest::{
    BLEEDING_DIFFICULTY, HOURS_A_DAY, Rest, fatigue_recovered, hours_left, wound_recovered,
};
use super::super::rolls::{CHECK, KNOCKED_OUT, roll};
use super::super::text::refuse;
use super::act_melee::{add, counter, end_all, fact, melee, stat_or};

/// Bleeding: an endurance roll each hour until a care roll stops it (COR-41, line 14).
const BLEEDING: &str = "bleeding";
/// Dying: first aid within the minute or death (COR-41, line 18).
const DYING: &str = "dying";

/// Decides a rest: refused in a fight, for a dying character, and past a day for a bleeding
/// one; for `who` alone when named.
pub fn rest(
    state: &Encounter,
    rest: Rest,
    who: Option<&str>,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    if !state.is_campaign() {
        return Err(refuse("cor-refuse-rest-in-fight", &[]));
    }
    let only = who.map(|w| resolve(state, w)).transpose()?;
    let resting: Vec<CombatantId> = state
        .combatants
        .iter()
        .filter(|c| only.is_none_or(|id| id == c.id) && !c.has_condition(DEAD))
        .map(|c| c.id)
        .collect();
    let hours = rest.hours();
    for &id in &resting {
        let Some(c) = state.combatant(id) else {
            continue;
        };
        if c.has_condition(DYING) {
            return Err(refuse(
                "cor-refuse-rest-dying",
                &[("who", display(state, id).into())],
            ));
        }
        if c.has_condition(BLEEDING) && hours > HOURS_A_DAY {
            return Err(refuse(
                "cor-refuse-rest-bleeding",
                &[
                    ("who", display(state, id).into()),
                    ("hours", HOURS_A_DAY.into()),
                ],
            ));
        }
    }
    let mut batch = Batch::new(state);
    batch.push(fact(CorporatesFact::Rested { rest, who: only }));
    for id in resting {
        bleed(&mut batch, id, hours, dice);
        wake(&mut batch, id, hours, dice);
        recover(&mut batch, id, hours)?;
    }
    Ok(batch.into_events())
}

/// Each hour, a bleeding character's endurance roll at 15, or 1 Wound level (line 14).
fn bleed(batch: &mut Batch, who: CombatantId, hours: u32, dice: &mut dyn Dice) {
    if !has(batch, who, BLEEDING) {
        return;
    }
    for _ in 0..hours {
        let dice_count = stat_or(batch.state(), who, "endurance", super::melee::AGILITY_DICE);
        let rolled = roll(dice, CHECK, dice_count, 0, false);
        let held = options::reaches(batch.state(), rolled.total, BLEEDING_DIFFICULTY);
        batch.push(melee(MeleeFact::Checked {
            who,
            check: Check::Bleeding,
            roll: rolled,
            difficulty: BLEEDING_DIFFICULTY,
        }));
        if !held {
            super::damage::take(
                batch,
                who,
                Split {
                    wound: 1,
                    fatigue: 0,
                },
            );
        }
    }
}

/// An unconscious character who does not bleed sleeps the 1d6 hours of line 13 off: rolled
/// at the first rest, the hours left kept as the condition's value (COR-OP-28).
fn wake(batch: &mut Batch, who: CombatantId, hours: u32, dice: &mut dyn Dice) {
    let Some(value) = batch.state().combatant(who).and_then(|c| {
        c.conditions
            .iter()
            .find(|k| k.name == UNCONSCIOUS && k.target.is_none())
            .map(|k| k.value)
    }) else {
        return;
    };
    if has(batch, who, BLEEDING) {
        return;
    }
    let out_for = match value.and_then(|v| u32::try_from(v).ok()).filter(|v| *v > 0) {
        Some(left) => left,
        None => {
            let rolled = dice.roll_for(6, KNOCKED_OUT);
            batch.push(fact(CorporatesFact::KnockedOut { who, hours: rolled }));
            rolled
        }
    };
    match hours_left(out_for, hours) {
        0 => end_all(batch, who, UNCONSCIOUS),
        left => add(
            batch,
            who,
            UNCONSCIOUS,
            Some(i32::try_from(left).unwrap_or(i32::MAX)),
            None,
            Expiry::Manual,
        ),
    }
}

/// Wound and Fatigue levels recovered at the options' pace (COR-OP-27), with what a
/// recovered Wound level ends (COR-41); the confidence points back after a full day
/// (COR-OP-28).
fn recover(batch: &mut Batch, who: CombatantId, hours: u32) -> Result<(), RuleError> {
    let bleeding = has(batch, who, BLEEDING);
    for (track, levels) in [
        (
            Track::Wound,
            wound_recovered(hours, options::rest_wound(batch.state()), bleeding),
        ),
        (
            Track::Fatigue,
            fatigue_recovered(hours, options::rest_fatigue(batch.state())),
        ),
    ] {
        if levels == 0 || counter(batch, who, track.word()) <= 0 {
            continue;
        }
        let levels = u8::try_from(levels).unwrap_or(u8::MAX);
        let name = display(batch.state(), who);
        let events = super::damage::heal(batch.state(), &name, track, levels)?;
        batch.extend(events);
    }
    if hours >= HOURS_A_DAY {
        let sheet = batch
            .state()
            .combatant(who)
            .and_then(|c| c.stats.get(CONFIDENCE).copied());
        if let Some(max) = sheet.map(|m| m.max(0))
            && counter(batch, who, CONFIDENCE) != max
        {
            batch.push(Event::CounterSet {
                who,
                name: CONFIDENCE.into(),
                value: max,
            });
        }
    }
    Ok(())
}

fn has(batch: &Batch, who: CombatantId, name: &str) -> bool {
    batch
        .state()
        .combatant(who)
        .is_some_and(|c| c.has_condition(name))
}
