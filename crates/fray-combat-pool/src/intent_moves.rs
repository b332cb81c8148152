//! Moves on what a character does with their pool (SRP-05 to SRP-12): spends, intentions
//! and their cost, the pending action, coordination, free actions and aim.

use crate::PoolEvent;
use crate::engine::{Batch, Dice, EndReason, Event, RuleError};
use crate::model::Encounter;
use crate::rules::common::clean_text;

use super::bag::Bag;
use super::command::IntentCost;
use super::fact::PoolFact;
use super::{ctx, sheet, stress, text};

/// `spend WHO N [other] [for TEXT]` (SRP-04).
pub fn spend(
    state: &Encounter,
    who: &str,
    count: u32,
    other_pool: bool,
    purpose: Option<&str>,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, who)?;
    let purpose = purpose
        .map(|p| clean_text(p, "purpose"))
        .transpose()?
        .filter(|p| !p.is_empty());
    let pool = ctx::pool(c)?;
    let count = ctx::bounded(count, "tokens")?;
    let mut batch = Batch::new(state);
    if other_pool {
        let level_ = sheet::stress(c);
        let cost = stress::other_pool_cost(level_);
        if pool.undrawn < cost {
            return Err(text::invalid(text::cannot_pay(&c.name, pool.undrawn, cost)));
        }
        if cost > 0 {
            batch.push(Event::TokensLost {
                who: c.id,
                count: cost,
            });
        }
        batch.push(
            PoolEvent::CombatPool {
                fact: PoolFact::OtherPool {
                    who: c.id,
                    tokens: count,
                    cost,
                    stress: level_,
                    purpose,
                },
            }
            .event(),
        );
        return Ok(batch.into_events());
    }
    if count == 0 {
        return Err(text::invalid(text::spend_at_least_one()));
    }
    stress::spend(&mut batch, c.id, count, purpose, dice)?;
    Ok(batch.into_events())
}

/// `intend WHO [free|token|action] TEXT` (SRP-05); ends total defense. `secret`: as typed,
/// else the default for `who`'s side ([`crate::rules::visibility::declaration_secret`]).
pub fn intend(
    state: &Encounter,
    who: &str,
    cost: IntentCost,
    intent: &str,
    secret: Option<bool>,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, who)?;
    let intent = clean_text(intent, "intention")?;
    if intent.is_empty() {
        return Err(text::invalid(text::empty_intention()));
    }
    let mut events = Vec::new();
    let mut token = None;
    let mut refunded = false;
    if cost == IntentCost::Token {
        let pool = ctx::pool(c)?;
        if pool.undrawn == 0 {
            return Err(text::invalid(text::intend_pool_empty(&c.name)));
        }
        dice.for_whom(&c.name);
        let t = Bag::of(state).draw(dice);
        refunded = t.is_success() && pool.pool_type == "instinct";
        token = Some(t);
        events.push(Event::TokensSpent {
            who: c.id,
            tokens: vec![t],
            refunded: if refunded { vec![0] } else { vec![] },
        });
    }
    events.push(Event::Declared {
        who: c.id,
        intent,
        secret: crate::rules::visibility::declaration_secret(state, c.id, secret),
    });
    if cost == IntentCost::Action {
        events.push(Event::PendingSet {
            who: c.id,
            action: Some(text::CHANGING_INTENTION.into()),
        });
    }
    if c.has_condition(text::TOTAL_DEFENSE) {
        events.push(Event::ConditionEnded {
            who: c.id,
            target: None,
            name: text::TOTAL_DEFENSE.into(),
            reason: EndReason::Removed,
        });
    }
    events.push(
        PoolEvent::CombatPool {
            fact: PoolFact::IntentionChanged {
                who: c.id,
                cost,
                token,
                refunded,
            },
        }
        .event(),
    );
    Ok(events)
}

/// `pending WHO [TEXT]` (SRP-11).
pub fn pending(
    state: &Encounter,
    who: &str,
    action: Option<&str>,
) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, who)?;
    let action = action
        .map(|a| clean_text(a, "pending action"))
        .transpose()?
        .filter(|a| !a.is_empty());
    if action == c.pending {
        return Err(text::invalid(text::pending_unchanged(&c.name)));
    }
    Ok(vec![Event::PendingSet { who: c.id, action }])
}

/// `coordinate WHO [N]` (SRP-10): N (default 1), one less with a tactics pool.
pub fn coordinate(
    state: &Encounter,
    who: &str,
    tokens: Option<u32>,
) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, who)?;
    let pool = ctx::pool(c)?;
    let asked = ctx::bounded(tokens.unwrap_or(1), "tokens")?;
    let paid = if pool.pool_type == "tactics" {
        asked.saturating_sub(1)
    } else {
        asked
    };
    if pool.undrawn < paid {
        return Err(text::invalid(text::cannot_pay(&c.name, pool.undrawn, paid)));
    }
    let mut events = Vec::new();
    if paid > 0 {
        events.push(Event::TokensLost {
            who: c.id,
            count: paid,
        });
    }
    events.push(
        PoolEvent::CombatPool {
            fact: PoolFact::Coordinated {
                who: c.id,
                asked,
                paid,
            },
        }
        .event(),
    );
    Ok(events)
}

/// `free WHO TEXT` (SRP-06).
pub fn free(state: &Encounter, who: &str, what: &str) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, who)?;
    let what = clean_text(what, "free action")?;
    if what.is_empty() {
        return Err(text::invalid(text::empty_free_action()));
    }
    Ok(vec![
        PoolEvent::CombatPool {
            fact: PoolFact::FreeAction {
                who: c.id,
                text: what,
            },
        }
        .event(),
    ])
}

/// `aim WHO` (SRP-12): +1 on the next shot.
pub fn aim(state: &Encounter, who: &str) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, who)?;
    Ok(vec![Event::CounterSet {
        who: c.id,
        name: text::AIM.into(),
        value: c.counter(text::AIM).saturating_add(1).min(99),
    }])
}
