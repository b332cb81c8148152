//! `test`: a dice-pool test (ANA-01 to ANA-04): the wound modifier taken off the pool
//! (ANA-21), a Chance point spent before the roll, every die in the fact.

use crate::engine::{Dice, Event, RuleError};
use crate::model::Encounter;
use crate::rules::names::resolve;

use super::super::command::Against;
use super::super::fact::AnarchyFact;
use super::super::points;
use super::super::pool::PoolSpec;
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
    let wounds = sheet::wound_dice(state, c).min(asked.dice);
    let spec = PoolSpec {
        dice: asked.dice - wounds,
        glitch: asked.glitch,
        complications: asked.complications,
        chance: asked.chance,
    };
    let roll = spec.roll(dice);
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
