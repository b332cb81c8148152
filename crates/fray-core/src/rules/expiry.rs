//! Conditions that end by themselves: which ones a moment of the round ends.

use crate::engine::{EndReason, Event};
use crate::model::{CombatantId, Encounter, Expiry};

/// A moment of the round at which conditions may end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Moment {
    /// A round starts.
    RoundStart(u32),
    /// A combatant's action starts.
    ActionStart(CombatantId),
    /// A combatant's action ends.
    ActionEnd(CombatantId),
}

/// The `ConditionEnded` events a moment causes, in roster order.
pub fn expire(state: &Encounter, moment: Moment) -> Vec<Event> {
    let mut events = Vec::new();
    for c in &state.combatants {
        for condition in &c.conditions {
            let ends = match (condition.expiry, moment) {
                (Expiry::RoundStart { round }, Moment::RoundStart(now)) => round <= now,
                (Expiry::ActionStart { of }, Moment::ActionStart(who)) => of == who,
                (Expiry::ActionEnd { of }, Moment::ActionEnd(who)) => of == who,
                _ => false,
            };
            if ends {
                events.push(Event::ConditionEnded {
                    who: c.id,
                    name: condition.name.clone(),
                    reason: EndReason::Expired,
                    target: condition.target,
                });
            }
        }
    }
    events
}
