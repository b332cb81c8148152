//! The Matrix's watch after the test (ANA-19): the secret convergence die a Hacking test
//! rolls, and the Narrations a reboot takes. Pure.

use crate::engine::{Dice, Event};
use crate::model::{CombatantId, Encounter};

use super::super::rolls;
use super::convergence;
use super::decide_state::*;
use super::fact::ArcaneFact;
use super::options;
use super::slots::*;

/// The secret convergence die after a Hacking test (ANA-19), when the option is on.
pub(super) fn converge(
    state: &Encounter,
    id: CombatantId,
    dice: &mut dyn Dice,
    wrap: &dyn Fn(ArcaneFact) -> Event,
    out: &mut Vec<Event>,
) {
    if !options::convergence(state) {
        return;
    }
    named(state, id, dice);
    let die = rolls::d6(dice, CONVERGENCE);
    let before = state.combatant(id).map_or(0, |c| c.counter(SURVEILLANCE));
    let watched = convergence::watch(before, die);
    out.push(wrap(ArcaneFact::Convergence {
        who: id,
        die,
        points: watched.points,
        god: watched.god,
    }));
    if watched.points != before {
        out.push(Event::SecretCounterSet {
            who: id,
            name: SURVEILLANCE.into(),
            value: watched.points,
        });
    }
}

/// The end of `who`'s Narration while rebooting (ANA-19: « Cela prend trois Narrations
/// pendant lesquelles toute action matricielle est impossible »): one Narration fewer to
/// go; at the last, the surveillance score back to 0 and the deck up again.
pub fn narration_ended(
    state: &Encounter,
    who: CombatantId,
    wrap: &dyn Fn(ArcaneFact) -> Event,
) -> Vec<Event> {
    let Some(now) = held(state, who, REBOOTING, None) else {
        return Vec::new();
    };
    let left = convergence::reboot_step(now);
    let mut out = vec![wrap(ArcaneFact::Rebooting { who, left })];
    if left > 0 {
        out.push(added(who, REBOOTING, None, Some(left)));
    } else {
        out.push(ended(who, REBOOTING, None));
        if state
            .combatant(who)
            .is_some_and(|c| c.counter(SURVEILLANCE) != 0)
        {
            out.push(Event::SecretCounterSet {
                who,
                name: SURVEILLANCE.into(),
                value: 0,
            });
        }
    }
    out
}
