//! The small readers and writers the magic and Matrix decisions share: the actor's pool
//! made ready, the opposition's and the defenders' rolls, stun boxes, and the conditions
//! held on a target (ANA-12 to ANA-20).

use crate::engine::{Dice, EndReason, Event, RuleError};
use crate::model::{CombatantId, Condition, Encounter};

use super::super::command::Extras;
use super::super::decide::test::{Prepared, chance_before, prepare, roll_ready};
use super::super::pool::PoolRoll;
use super::super::rolls;
use super::convergence;
use super::slots::*;

/// Refuses a matrix action while rebooting (ANA-19).
pub(super) fn check_matrix(state: &Encounter, id: CombatantId) -> Result<(), RuleError> {
    convergence::check_not_rebooting(held(state, id, REBOOTING, None))
}

/// The actor's own pool, made ready as for any test (bought dice, a bought glitch die, the
/// wound modifier: ANA-05, ANA-21) with what the GM added (a glitch die, complication
/// dice, Chance before the roll: ANA-02 to ANA-04); the counters it uses up go into `out`.
pub(super) fn own_pool(
    state: &Encounter,
    id: CombatantId,
    n: u8,
    extras: Extras,
    dice: &mut dyn Dice,
    out: &mut Vec<Event>,
) -> Result<(PoolRoll, u8, u8), RuleError> {
    let ready = match state.combatant(id) {
        Some(c) => {
            out.extend(chance_before(c, extras.chance && !extras.paid)?);
            prepare(state, c, n)
        }
        None => Prepared {
            dice: n,
            ..Prepared::default()
        },
    };
    out.extend(ready.events.iter().cloned());
    named(state, id, dice);
    let roll = roll_ready(state, &ready, extras, dice);
    Ok((roll, ready.wounds, ready.bought))
}

pub(super) fn rolled(n: u8, dice: &mut dyn Dice, slot: &'static str) -> PoolRoll {
    PoolRoll {
        dice: rolls::d6s(dice, slot, n),
        glitch: None,
        complications: Vec::new(),
        hit: super::super::pool::HIT,
        glitch_hit: None,
    }
}

/// Says the dice rolled next are `id`'s (a request for table dice names them).
pub(super) fn named(state: &Encounter, id: CombatantId, dice: &mut dyn Dice) {
    if let Some(c) = state.combatant(id) {
        dice.for_whom(&c.name);
    }
}

/// The opposition's dice (a sustainer's, a Matrix object's), asked for `whom`.
pub(super) fn opposed(
    state: &Encounter,
    whom: CombatantId,
    n: u8,
    dice: &mut dyn Dice,
) -> PoolRoll {
    named(state, whom, dice);
    rolled(n, dice, OPPOSED)
}

/// A target's defense roll, with its wound modifier and bought dice (ANA-21, ANA-05).
pub(super) fn defended(
    state: &Encounter,
    id: CombatantId,
    n: u8,
    dice: &mut dyn Dice,
    out: &mut Vec<Event>,
) -> (PoolRoll, u8) {
    let ready = state.combatant(id).map_or_else(
        || Prepared {
            dice: n,
            ..Prepared::default()
        },
        |c| prepare(state, c, n),
    );
    out.extend(ready.events);
    named(state, id, dice);
    let mut roll = rolled(ready.dice, dice, DEFENSE);
    if ready.glitch {
        roll.glitch = Some(rolls::d6(dice, rolls::GLITCH));
    }
    (roll, ready.wounds)
}

pub(super) fn stun(who: CombatantId, boxes: i32) -> Event {
    Event::MonitorMarked {
        who,
        track: STUN.into(),
        boxes: u16::try_from(boxes.max(0)).unwrap_or(u16::MAX),
    }
}

pub(super) fn find<'a>(
    state: &'a Encounter,
    id: CombatantId,
    name: &str,
    target: Option<CombatantId>,
) -> Option<&'a Condition> {
    state
        .combatant(id)?
        .conditions
        .iter()
        .find(|k| k.is(name, target))
}

pub(super) fn holds(
    state: &Encounter,
    id: CombatantId,
    name: &str,
    target: Option<CombatantId>,
) -> bool {
    find(state, id, name, target).is_some()
}

pub(super) fn held(
    state: &Encounter,
    id: CombatantId,
    name: &str,
    target: Option<CombatantId>,
) -> Option<i32> {
    find(state, id, name, target).map(|k| k.value.unwrap_or(1))
}

pub(super) fn added(
    who: CombatantId,
    name: &str,
    target: Option<CombatantId>,
    value: Option<i32>,
) -> Event {
    Event::ConditionAdded {
        who,
        condition: Condition {
            value,
            target,
            ..Condition::manual(name)
        },
    }
}

pub(super) fn ended(who: CombatantId, name: &str, target: Option<CombatantId>) -> Event {
    Event::ConditionEnded {
        who,
        name: name.to_string(),
        reason: EndReason::Removed,
        target,
    }
}
