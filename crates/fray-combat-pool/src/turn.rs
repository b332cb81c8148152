//! The narrative timeline (SRP-11): no rounds and no passes. `start` gives every pool its
//! opening recharge by readiness (SRP-03); `end` ends the fight.

use crate::engine::{Batch, Event, RuleError};
use crate::model::{Encounter, Step};

use super::pool_moves::recharge_events;
use super::{sheet, text};

/// `start`: opening recharges, then the narration (SRP-03, SRP-11).
pub fn start(state: &Encounter) -> Result<Vec<Event>, RuleError> {
    if state.step != Step::Setup {
        return Err(RuleError::WrongStep(text::no_rounds()));
    }
    let mut batch = Batch::new(state);
    for c in &state.combatants {
        if c.tokens.is_some() {
            recharge_events(&mut batch, c.id, sheet::opening(sheet::readiness(c)));
        }
    }
    batch.push(Event::StepChanged {
        step: Step::Resolution,
    });
    Ok(batch.into_events())
}

/// `next`: refused, there are no passes (SRP-11).
pub fn next(_state: &Encounter) -> Result<Vec<Event>, RuleError> {
    Err(RuleError::WrongStep(text::no_rounds()))
}

/// `end`: the fight ends.
pub fn end(state: &Encounter) -> Result<Vec<Event>, RuleError> {
    if state.step == Step::Ended {
        return Err(RuleError::WrongStep(text::already_ended()));
    }
    Ok(vec![Event::FightEnded])
}
