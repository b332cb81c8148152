//! Conditions the GM puts on and takes off a combatant by hand.

use crate::engine::{EndReason, Event, Lasting, RuleError};
use crate::model::{Condition, Encounter, Expiry};
use crate::rules::names::resolve;

use super::clean_name;

/// Puts a condition on a combatant, lasting as the GM said (until removed, some rounds, or
/// to the start or end of someone's action).
pub(super) fn add_condition(
    state: &Encounter,
    who: &str,
    name: &str,
    value: Option<i32>,
    lasting: &Lasting,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let name = clean_name(name)?;
    let expiry = match lasting {
        Lasting::Manual => Expiry::Manual,
        Lasting::Rounds { rounds } => {
            if *rounds == 0 {
                return Err(RuleError::Invalid(crate::t!("rule-condition-rounds")));
            }
            Expiry::RoundStart {
                round: state.round.max(1).saturating_add(*rounds),
            }
        }
        Lasting::StartOfAction { of } => Expiry::ActionStart {
            of: resolve(state, of)?,
        },
        Lasting::EndOfAction { of } => Expiry::ActionEnd {
            of: resolve(state, of)?,
        },
    };
    Ok(vec![Event::ConditionAdded {
        who: id,
        condition: Condition {
            target: None,
            name,
            value,
            expiry,
        },
    }])
}

/// Takes a condition off a combatant.
pub(super) fn remove_condition(
    state: &Encounter,
    who: &str,
    name: &str,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let combatant = state
        .combatant(id)
        .ok_or_else(|| RuleError::UnknownCombatant(who.to_string()))?;
    let found = combatant
        .conditions
        .iter()
        .find(|c| c.name.eq_ignore_ascii_case(name.trim()))
        .ok_or_else(|| RuleError::UnknownCondition {
            who: combatant.name.clone(),
            name: name.to_string(),
        })?;
    Ok(vec![Event::ConditionEnded {
        who: id,
        name: found.name.clone(),
        reason: EndReason::Removed,
        target: found.target,
    }])
}
