//! What magic costs beyond its test (ANA-13, ANA-14): the Anarchy point a counterspell
//! against a combat spell costs, and the drain of a spell, summoning, complex form or
//! compilation (the alternative drain of `drain any-complication` too). Pure.

use crate::engine::{Dice, Event, RuleError};
use crate::model::{CombatantId, Encounter};

use super::super::command::Extras;
use super::super::pool::PoolRoll;
use super::super::rolls;
use super::decide_state::*;
use super::fact::ArcaneFact;
use super::magic::{self, DrainRule, Source};
use super::options;
use super::slots::*;

/// The Anarchy point a counterspell against a combat spell costs (ANA-13): an
/// interposition from a player's points, or an NPC's from the GM's pool (ANA-07).
pub(super) fn interpose(
    state: &Encounter,
    id: CombatantId,
    on: CombatantId,
) -> Result<Vec<Event>, RuleError> {
    let Some(c) = state.combatant(id) else {
        return Ok(Vec::new());
    };
    super::super::decide::interpose::point(state, c, on, on)
}

/// A spell, summoning, complex form or compilation: the test (none for an effect
/// spell) with the drain dice, and the stun boxes (ANA-14, ANA-15).
#[allow(clippy::too_many_arguments)]
pub(super) fn drain(
    state: &Encounter,
    id: CombatantId,
    (source, extras): (Source, Extras),
    name: &str,
    n: u8,
    dice: &mut dyn Dice,
    wrap: &dyn Fn(ArcaneFact) -> Event,
    out: &mut Vec<Event>,
) -> Result<(), RuleError> {
    magic::check_source(source, options::technodrain(state))?;
    if source.technomancy() {
        check_matrix(state, id)?;
    }
    let rule = options::drain(state);
    let (roll, wounds, bought) = if source.dice_only() {
        (None, 0, 0)
    } else {
        let (roll, wounds, bought) = own_pool(state, id, n, extras, dice, out)?;
        (Some(roll), wounds, bought)
    };
    let n_drain = match (rule, source) {
        (DrainRule::Amp, Source::Compile { category }) => options::sprite(state, category),
        _ => rule.dice(source),
    };
    named(state, id, dice);
    let drain = rolls::d6s(dice, DRAIN, n_drain);
    let test = roll.as_ref().map_or(0, PoolRoll::complications);
    let test = if source.dice_only() && rule == DrainRule::AnyComplication {
        0
    } else {
        test
    };
    let boxes = rule.boxes(&drain, test);
    out.push(wrap(ArcaneFact::Drain {
        who: id,
        source,
        name: name.trim().to_string(),
        roll,
        drain,
        boxes,
        wounds,
        bought,
    }));
    if boxes > 0 {
        out.push(stun(id, boxes));
    }
    Ok(())
}

/// The alternative drain (ANA-14, option `drain any-complication`): a magician takes a
/// stun box for each complication of any test tied to magic, a counterspell or the
/// Sorcery roll against effect spells too, ignoring Armor.
pub(super) fn magic_drain(
    state: &Encounter,
    id: CombatantId,
    complications: u32,
    wrap: &dyn Fn(ArcaneFact) -> Event,
    out: &mut Vec<Event>,
) {
    if complications == 0 || options::drain(state) != DrainRule::AnyComplication {
        return;
    }
    let boxes = i32::try_from(complications).unwrap_or(i32::MAX);
    out.push(wrap(ArcaneFact::MagicDrain { who: id, boxes }));
    out.push(stun(id, boxes));
}
