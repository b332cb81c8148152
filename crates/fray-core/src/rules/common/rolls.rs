//! Free rolls and countdowns: dice rolled for any purpose, and attempts counted down.

use crate::engine::{Dice, Event, RuleError, notation};
use crate::model::{Encounter, combatant::slug};

use super::{clean_name, clean_text};

/// A free roll: the dice as written (or as given at the table), with their purpose.
pub(super) fn roll(
    text: &str,
    purpose: Option<&str>,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let given = notation::parse_given(text).map_err(|e| RuleError::Invalid(e.to_string()))?;
    let purpose = purpose
        .map(|p| clean_text(p, &crate::t!("rule-what-roll-purpose")))
        .transpose()?;
    let mut roll = given.roll_for(dice, crate::engine::table_dice::FREE_ROLL.key);
    roll.purpose = purpose.filter(|p| !p.is_empty());
    Ok(vec![Event::DiceRolled { roll }])
}

/// Starts a countdown of `attempts`.
pub(super) fn countdown(label: &str, attempts: i32) -> Result<Vec<Event>, RuleError> {
    let label = clean_name(label)?;
    if !crate::rules::limits::ATTEMPTS.contains(i64::from(attempts)) {
        return Err(RuleError::Invalid(crate::t!("rule-countdown-attempts")));
    }
    Ok(vec![Event::CountdownStarted { label, attempts }])
}

/// Uses `attempts` of a running countdown.
pub(super) fn tick(state: &Encounter, label: &str, attempts: i32) -> Result<Vec<Event>, RuleError> {
    let found = state
        .countdowns
        .iter()
        .find(|c| slug(&c.label) == slug(label))
        .ok_or_else(|| RuleError::Invalid(crate::t!("rule-no-countdown", label = label)))?;
    if attempts < 1 {
        return Err(RuleError::Invalid(crate::t!("rule-tick-one")));
    }
    if found.left == 0 {
        return Err(RuleError::Invalid(crate::t!(
            "rule-countdown-over",
            label = &found.label
        )));
    }
    let left = found.left.saturating_sub(attempts).max(0);
    Ok(vec![Event::CountdownTicked {
        label: found.label.clone(),
        used: attempts,
        left,
    }])
}
