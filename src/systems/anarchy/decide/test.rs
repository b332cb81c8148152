//! `test`: a dice-pool test (ANA-01 to ANA-04): the wound modifier taken off the pool
//! (ANA-21), a Chance point spent before the roll, every die in the fact.

use crate::engine::{Dice, Event, RuleError};
use crate::model::Encounter;
use crate::rules::names::resolve;

use super::super::command::Against;
use super::super::fact::AnarchyFact;
use super::super::points;
use super::super::pool::PoolSpec;
use super::super::options;
use super::points::{TAKE_A_RISK, WELL_DISPOSED};
use super::sheet::{self, CHANCE};

/// What the GM asked for.
#[derive(Debug, Clone, Copy)]
pub struct Asked {
    /// The pool as entered.
    pub dice: u8,
    /// What the successes face.
    pub against: Option<Against>,
    /// A glitch die added.
    pub glitch: bool,
    /// Complication dice imposed.
    pub complications: u8,
    /// A Chance point spent before the roll.
    pub chance: bool,
}

/// Decides a test.
pub fn test(
    state: &Encounter,
    who: &str,
    asked: Asked,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let Some(c) = state.combatant(id) else {
        return Err(RuleError::UnknownCombatant(who.to_string()));
    };
    let mut events = Vec::new();
    if asked.chance {
        let left = points::spend_chance(c.counter(CHANCE))?;
        events.push(Event::CounterSet {
            who: id,
            name: CHANCE.into(),
            value: left,
        });
    }
    // Dice and a glitch die bought before the test (Well disposed, Take a risk: ANA-05).
    let bought = u8::try_from(c.counter(WELL_DISPOSED).max(0)).unwrap_or(u8::MAX);
    let risk = c.counter(TAKE_A_RISK) > 0;
    for (name, on) in [(WELL_DISPOSED, bought > 0), (TAKE_A_RISK, risk)] {
        if on {
            events.push(Event::CounterSet {
                who: id,
                name: name.into(),
                value: 0,
            });
        }
    }
    let asked_dice = asked.dice.saturating_add(bought);
    let wounds = sheet::wound_dice(state, c).min(asked_dice);
    let spec = PoolSpec {
        dice: asked_dice - wounds,
        glitch: asked.glitch || risk,
        complications: asked.complications,
        chance: asked.chance,
    };
    let mut roll = spec.roll(dice);
    if asked.chance && roll.glitch.is_some() && !options::chance_glitch(state) {
        roll.glitch_hit = Some(super::super::pool::HIT);
    }
    events.push(
        AnarchyFact::AnaTest {
            who: id,
            roll,
            against: asked.against,
            wounds,
        }
        .event(),
    );
    Ok(events)
}

/// Decides `reroll`: a Chance point spent on the result and every die of the test rolled
/// again, glitch and complication dice included (ANA-04, ANA-OP-03).
pub fn reroll(
    state: &Encounter,
    who: &str,
    asked: Asked,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let Some(c) = state.combatant(id) else {
        return Err(RuleError::UnknownCombatant(who.to_string()));
    };
    let left = points::spend_chance(c.counter(CHANCE))?;
    let wounds = sheet::wound_dice(state, c).min(asked.dice);
    let mut roll = PoolSpec {
        dice: asked.dice - wounds,
        glitch: asked.glitch,
        complications: asked.complications,
        chance: asked.chance,
    }
    .roll(dice);
    if asked.chance && roll.glitch.is_some() && !options::chance_glitch(state) {
        roll.glitch_hit = Some(super::super::pool::HIT);
    }
    Ok(vec![
        Event::CounterSet {
            who: id,
            name: CHANCE.into(),
            value: left,
        },
        AnarchyFact::AnaReroll { who: id, roll }.event(),
    ])
}
