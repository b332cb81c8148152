//! Deciding the movement and shooting commands (COR-13 to COR-28): one function per
//! command in `fire_move`, `fire_shot` and `fire_cover`, and the sheet readers they share.
//! Pure: every die from `dice`, every die and term in a fact.

use crate::engine::{Dice, Event, RuleError};
use crate::model::{Combatant, CombatantId, Condition, Encounter, Expiry};

use super::super::command::fire::{FireCommand as C, Pool};
use super::super::fact::CorporatesFact;
use super::{fire_cover, fire_move, fire_shot};

/// Decides one movement or shooting command.
pub fn decide(state: &Encounter, c: &C, dice: &mut dyn Dice) -> Result<Vec<Event>, RuleError> {
    match c {
        C::Move { who, terrain, fast } => {
            fire_move::moved(state, who, *terrain, fast.as_ref(), dice)
        }
        C::CombatMove { who, on } => fire_move::combat_move(state, who, *on),
        C::Posture {
            who,
            posture,
            acrobatics,
        } => fire_move::posture(state, who, *posture, acrobatics.as_ref(), dice),
        C::Fall { who, segments } => fire_move::fall(state, who, *segments),
        C::Shoot(shot) => fire_shot::shoot(state, shot, dice),
        C::Aim { shot, stance } => fire_shot::aim(state, shot, *stance, dice),
        C::Cover(cover) => fire_cover::cover(state, cover),
        C::Cross {
            who,
            shooter,
            protection,
            answer,
        } => fire_cover::cross(state, who, shooter, *protection, *answer, dice),
    }
}

/// Wraps a fact as the event the plug-in logs.
pub(crate) fn fact(f: CorporatesFact) -> Event {
    f.into_event()
}

/// The movement and shooting facts among `events` (the wiring's `cor_acted` left out).
#[cfg(test)]
pub(crate) fn facts_of(events: &[Event]) -> Vec<CorporatesFact> {
    events
        .iter()
        .filter_map(super::super::fact::fact_of)
        .filter(|f| !matches!(f, CorporatesFact::Acted { .. }))
        .cloned()
        .collect()
}

/// A skill's level (skills are flat levels: COR-OP-21), else a stat of that name, else 0.
pub(crate) fn level(c: &Combatant, key: &str) -> i32 {
    c.skills
        .get(key)
        .map(|s| s.total())
        .or_else(|| c.stats.get(key).copied())
        .unwrap_or(0)
}

/// An attribute's dice (stats are dice counts: COR-OP-21), `default` when absent.
pub(crate) fn attribute(c: &Combatant, key: &str, default: u32) -> u32 {
    c.stats
        .get(key)
        .map_or(default, |&v| u32::try_from(v.max(0)).unwrap_or(0))
}

/// The value of a condition `name` (on `target`), if held.
pub(crate) fn held(c: &Combatant, name: &str, target: Option<CombatantId>) -> Option<i32> {
    c.conditions
        .iter()
        .find(|k| k.is(name, target))
        .map(|k| k.value.unwrap_or(0))
}

/// The turn number a condition lasting the turn ends at (COR-08: until the turn's end).
pub(crate) fn turn_end(state: &Encounter) -> Expiry {
    Expiry::RoundStart {
        round: state.round.max(1) + 1,
    }
}

/// A condition put on `who`.
pub(crate) fn added(
    who: CombatantId,
    name: &str,
    value: Option<i32>,
    target: Option<CombatantId>,
    expiry: Expiry,
) -> Event {
    Event::ConditionAdded {
        who,
        condition: Condition {
            name: name.into(),
            value,
            expiry,
            target,
        },
    }
}

/// A condition `who` holds, ended by the GM's command.
pub(crate) fn ended(who: CombatantId, name: &str, target: Option<CombatantId>) -> Event {
    Event::ConditionEnded {
        who,
        name: name.into(),
        reason: crate::engine::EndReason::Removed,
        target,
    }
}

/// The pool's d6 and bonus: the GM's, else the sheet's `dice` and `bonus`.
pub(crate) fn pool_of(p: Option<&Pool>, dice: u32, bonus: i32) -> (u32, i32) {
    (
        p.and_then(|p| p.dice).unwrap_or(dice),
        p.and_then(|p| p.bonus).unwrap_or(bonus),
    )
}

#[cfg(test)]
#[path = "fire_tests.rs"]
pub(crate) mod tests;
