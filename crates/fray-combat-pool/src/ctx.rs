//! Lookups every decision starts from: the combatant named, their pool, the successes of a
//! roll (SRP-OP-01).

use crate::PoolEvent;
use crate::engine::{Batch, Dice, RuleError};
use crate::model::{Combatant, CombatantId, Encounter, TokenPool};
use crate::rules::names::resolve;

use super::command::Successes;
use super::fact::PoolFact;
use super::{sheet, text};

/// Most dice or tokens one command may involve.
pub const MAX_COUNT: u32 = 100;

/// The combatant a name refers to.
pub fn find<'a>(state: &'a Encounter, who: &str) -> Result<&'a Combatant, RuleError> {
    let id = resolve(state, who)?;
    state
        .combatant(id)
        .ok_or_else(|| RuleError::UnknownCombatant(who.to_string()))
}

/// A combatant's id, by name.
pub fn id(state: &Encounter, who: &str) -> Result<CombatantId, RuleError> {
    find(state, who).map(|c| c.id)
}

/// A combatant's token pool, or a refusal saying how to give them one.
pub fn pool(c: &Combatant) -> Result<&TokenPool, RuleError> {
    c.tokens
        .as_ref()
        .ok_or_else(|| text::invalid(text::no_pool(&c.name)))
}

/// The combatant in the batch's state.
pub fn now<'b>(batch: &'b Batch<'_>, id: CombatantId) -> Result<&'b Combatant, RuleError> {
    batch
        .state()
        .combatant(id)
        .ok_or_else(|| RuleError::UnknownCombatant(format!("#{}", id.0)))
}

/// Checks a count is at most [`MAX_COUNT`].
pub fn bounded(n: u32, what: &str) -> Result<u32, RuleError> {
    if n > MAX_COUNT {
        return Err(text::invalid(text::too_many(what, MAX_COUNT)));
    }
    Ok(n)
}

/// The successes of a roll: given, or rolled as (dice + wound modifier) d6 with hits on 5–6,
/// every die recorded in a fact (SRP-OP-01).
pub fn successes(
    batch: &mut Batch,
    who: CombatantId,
    successes: Successes,
    dice: &mut dyn Dice,
) -> Result<u32, RuleError> {
    match successes {
        Successes::Given { hits } => bounded(hits, "successes"),
        Successes::Roll { dice: n } => Ok(roll_pool(batch, who, bounded(n, "dice")?, dice)),
    }
}

/// Rolls `n` d6 less the wound modifier for `who`, hits on 5–6, and records the fact.
pub fn roll_pool(batch: &mut Batch, who: CombatantId, n: u32, dice: &mut dyn Dice) -> u32 {
    let modifier = batch.state().combatant(who).map_or(0, |c| {
        dice.for_whom(&c.name);
        sheet::wound_modifier(batch.state(), c)
    });
    let count = (i64::from(n) + i64::from(modifier)).max(0) as u32;
    let rolled: Vec<u8> = (0..count)
        .map(|_| u8::try_from(dice.roll_for(6, super::rolls::D6)).unwrap_or(6))
        .collect();
    let hits = rolled.iter().filter(|d| **d >= 5).count() as u32;
    batch.push(
        PoolEvent::CombatPool {
            fact: PoolFact::Rolled {
                who,
                dice: rolled,
                hits,
                modifier,
            },
        }
        .event(),
    );
    hits
}
