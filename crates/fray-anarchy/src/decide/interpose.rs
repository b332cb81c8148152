//! `interpose`: a character takes the hit meant for another (ANA-06): an Anarchy point,
//! their own defense against the attacker's successes, ties to the attacker.

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{Combatant, CombatantId, Encounter};
use crate::rules::names::resolve;

use super::super::command::Extras;
use super::super::fact::AnarchyFact;
use super::super::points::{self, Spend};
use super::sheet;

/// Decides `interpose WHO POOL for TARGET vs N`.
pub fn interpose(
    state: &Encounter,
    (who, pool, extras): (&str, u8, Extras),
    target: &str,
    attacker: u32,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let for_whom = resolve(state, target)?;
    if id == for_whom {
        return Err(super::super::text::refuse("ana-refuse-interpose-self", &[]));
    }
    let Some(c) = state.combatant(id) else {
        return Err(RuleError::UnknownCombatant(who.to_string()));
    };
    let mut batch = Batch::new(state);
    if extras.paid {
        // A re-roll of the defense: the point was spent on the first roll.
    } else {
        batch.extend(point(state, c, for_whom, id)?);
    }
    // The defense is a test like any other: Chance before it, the dice bought for it
    // (Well disposed, Take a risk) and what the GM added (ANA-02 to ANA-05).
    batch.extend(super::test::chance_before(
        c,
        extras.chance && !extras.paid,
    )?);
    let ready = super::test::prepare(batch.state(), c, pool);
    batch.extend(ready.events.iter().cloned());
    dice.for_whom(&c.name);
    let roll = super::test::roll_ready(state, &ready, extras, dice);
    let outcome = points::interpose(attacker, roll.successes());
    batch.push(
        AnarchyFact::AnaInterpose {
            who: id,
            for_whom,
            attacker,
            roll,
            outcome,
        }
        .event(),
    );
    Ok(batch.into_events())
}

/// The Anarchy point an interposition costs (ANA-06, ANA-13): from `c`'s own points for
/// `for_whom`, or, for an NPC, from the GM's pool (ANA-07) naming `gm_on` (the interposer
/// for `interpose`, the target for a counterspell).
pub fn point(
    state: &Encounter,
    c: &Combatant,
    for_whom: CombatantId,
    gm_on: CombatantId,
) -> Result<Vec<Event>, RuleError> {
    if !sheet::has_points(c) {
        return super::gm::spend(state, Spend::Interpose, 1, Some(gm_on));
    }
    let left = points::spend(
        points::Spender {
            points: c.counter(sheet::ANARCHY),
            gm: false,
            spent_this_narration: false,
            on_pc: true,
            on_self: false,
        },
        Spend::Interpose,
        1,
    )?;
    Ok(vec![
        Event::CounterSet {
            who: c.id,
            name: sheet::ANARCHY.into(),
            value: left,
        },
        AnarchyFact::AnaSpend {
            who: Some(c.id),
            spend: Spend::Interpose,
            points: 1,
            on: Some(for_whom),
        }
        .event(),
    ])
}
