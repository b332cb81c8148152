//! Stress (SRP-04): which spent tokens count, and what acting on another pool costs.

use crate::PoolEvent;
use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{CombatantId, Encounter, Token};

use super::bag::Bag;
use super::command::Stress;
use super::fact::PoolFact;
use super::{ctx, sheet, text};

/// How many of the spent tokens count under a stress level (SRP-04, SRP-OP-04): low all;
/// moderate every second one only if a success (option `moderate-stress second-only`:
/// only the second one is checked); high only successes.
pub fn counted(state: &Encounter, tokens: &[Token], stress: Stress) -> u32 {
    let second_only = state.option_is("moderate-stress", "second-only");
    tokens
        .iter()
        .enumerate()
        .filter(|(i, t)| match stress {
            Stress::Low => true,
            Stress::Moderate if second_only => *i != 1 || t.is_success(),
            Stress::Moderate => i % 2 == 0 || t.is_success(),
            Stress::High => t.is_success(),
        })
        .count() as u32
}

/// What acting on another pool costs in combat-pool tokens (SRP-04).
pub fn other_pool_cost(stress: Stress) -> u32 {
    match stress {
        Stress::Low => 0,
        Stress::Moderate => 1,
        Stress::High => 2,
    }
}

/// Draws `n` tokens face up from `who`'s pool and spends them; returns them and how many
/// counted, with the fact. Refused when the pool holds fewer.
pub fn spend(
    batch: &mut Batch,
    who: CombatantId,
    n: u32,
    purpose: Option<String>,
    dice: &mut dyn Dice,
) -> Result<(Vec<Token>, u32), RuleError> {
    if n == 0 {
        return Ok((vec![], 0));
    }
    let c = ctx::now(batch, who)?;
    let pool = ctx::pool(c)?;
    if pool.undrawn < n {
        return Err(text::invalid(text::not_enough(
            &c.name,
            pool.undrawn,
            n,
            text::PoolAction::Spend,
        )));
    }
    let stress = sheet::stress(c);
    let tokens = Bag::of(batch.state()).draw_for(&c.name, n, dice);
    let counted = counted(batch.state(), &tokens, stress);
    batch.push(Event::TokensSpent {
        who,
        tokens: tokens.clone(),
        refunded: vec![],
    });
    batch.push(
        PoolEvent::CombatPool {
            fact: PoolFact::Spent {
                who,
                tokens: tokens.clone(),
                counted,
                stress,
                purpose,
            },
        }
        .event(),
    );
    Ok((tokens, counted))
}
