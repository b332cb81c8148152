//! Moves on a character's pool and intention: pool type, readiness, stress, recharges,
//! defense allocation, spends, intentions, coordination, free actions, aim, pending action
//! (SRP-01 to SRP-12).

use crate::PoolEvent;
use crate::engine::{Batch, Dice, EndReason, Event, RuleError};
use crate::model::{Condition, Encounter, Step};

use super::bag::Bag;
use super::command::{Amount, Readiness, Recharge, Stress};
use super::fact::PoolFact;
use super::{ctx, sheet, text};

pub use super::intent_moves::{aim, coordinate, free, intend, pending, spend};

/// `pool WHO TYPE [score=N]` (SRP-01).
pub fn pool_type(
    state: &Encounter,
    who: &str,
    pool_type: &str,
    score: Option<u32>,
) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, who)?;
    let key = crate::rules::fold_key(pool_type);
    let known = sheet::pool_types(state);
    if !known.contains(&key) {
        return Err(text::invalid(text::unknown_pool_type(pool_type, &known)));
    }
    let score = score.map(|s| ctx::bounded(s, "pool score")).transpose()?;
    Ok(vec![Event::PoolTypeSet {
        who: c.id,
        pool_type: key,
        score,
    }])
}

/// Sets or removes a manual condition with a level.
fn level(
    state: &Encounter,
    who: &str,
    name: &str,
    value: Option<i32>,
) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, who)?;
    let had = c
        .conditions
        .iter()
        .find(|k| k.name.eq_ignore_ascii_case(name));
    match (value, had) {
        (None, None) => Err(text::invalid(text::already(&c.name, name))),
        (None, Some(k)) => Ok(vec![Event::ConditionEnded {
            who: c.id,
            target: None,
            name: k.name.clone(),
            reason: EndReason::Removed,
        }]),
        (Some(v), Some(k)) if k.value == Some(v) => {
            Err(text::invalid(text::already(&c.name, name)))
        }
        (Some(v), _) => Ok(vec![Event::ConditionAdded {
            who: c.id,
            condition: Condition {
                value: Some(v),
                ..Condition::manual(name)
            },
        }]),
    }
}

/// `ready WHO none|ready|position` (SRP-03).
pub fn readiness(state: &Encounter, who: &str, level_: Readiness) -> Result<Vec<Event>, RuleError> {
    let value = match level_ {
        Readiness::None => None,
        Readiness::Ready => Some(1),
        Readiness::Position => Some(2),
    };
    level(state, who, text::READINESS, value)
}

/// `stress WHO low|moderate|high` (SRP-04).
pub fn set_stress(state: &Encounter, who: &str, level_: Stress) -> Result<Vec<Event>, RuleError> {
    let value = match level_ {
        Stress::Low => None,
        Stress::Moderate => Some(1),
        Stress::High => Some(2),
    };
    level(state, who, text::STRESS, value)
}

/// The events of a recharge for a combatant with a pool: discards the undrawn tokens
/// left (and defense with option `recharge-defense discard`), then gains (SRP-02, SRP-OP-13).
pub fn recharge_events(batch: &mut Batch, id: crate::model::CombatantId, recharge: Recharge) {
    let Some(c) = batch.state().combatant(id) else {
        return;
    };
    let Some(pool) = &c.tokens else { return };
    let gained = sheet::recharge_amount(batch.state(), c, recharge);
    let discarded = pool.undrawn;
    let hidden = pool.hidden() as u32;
    let revealed = pool.defense_score();
    if batch.state().option_is("recharge-defense", "discard") {
        if hidden > 0 {
            batch.push(Event::DefenseGivenUp {
                who: id,
                count: hidden,
                returned: 0,
            });
        }
        if revealed > 0 {
            batch.push(Event::DefenseReset {
                who: id,
                count: revealed,
            });
        }
    }
    batch.push(Event::PoolRecharged {
        who: id,
        gained,
        discarded,
    });
    batch.push(
        PoolEvent::CombatPool {
            fact: PoolFact::Recharged { who: id, recharge },
        }
        .event(),
    );
}

/// `recharge WHO fast|slow|both` (SRP-02); both only before the fight starts (SRP-03).
pub fn recharge(state: &Encounter, who: &str, recharge: Recharge) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, who)?;
    ctx::pool(c)?;
    if recharge == Recharge::Both && state.step != Step::Setup {
        return Err(text::invalid(text::both_only_in_setup(&c.name)));
    }
    let mut batch = Batch::new(state);
    recharge_events(&mut batch, c.id, recharge);
    Ok(batch.into_events())
}

/// `allocate WHO N|all`: tokens drawn face down into defense (SRP-03, SRP-07).
pub fn allocate(
    state: &Encounter,
    who: &str,
    amount: Amount,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, who)?;
    let pool = ctx::pool(c)?;
    let n = match amount {
        Amount::All => pool.undrawn,
        Amount::Count { count } => count,
    };
    if n == 0 || pool.undrawn == 0 {
        return Err(text::invalid(text::nothing_to_allocate(
            &c.name,
            pool.undrawn,
        )));
    }
    if n > pool.undrawn {
        return Err(text::invalid(text::not_enough(
            &c.name,
            pool.undrawn,
            n,
            text::PoolAction::Allocate,
        )));
    }
    within_one_draw(c, n)?;
    Ok(vec![drawn_face_down(state, c, n, dice)])
}

/// Refuses drawing more tokens at once than any pool holds (a damaged or hand-edited save
/// may say a pool holds billions): drawing them would never end.
fn within_one_draw(c: &crate::model::Combatant, n: u32) -> Result<(), RuleError> {
    let most = crate::rules::limits::TOKENS.max;
    if i64::from(n) > most {
        return Err(text::invalid(text::too_many_to_draw(&c.name, n, most)));
    }
    Ok(())
}

/// `n` tokens drawn face down into `c`'s defense: from the bag; or, with dice at the
/// table and no face given, drawn from the real bag with their faces unknown until they
/// are turned over ("Les jetons alloués à la défense sont placés face cachés").
fn drawn_face_down(
    state: &Encounter,
    c: &crate::model::Combatant,
    n: u32,
    dice: &mut dyn Dice,
) -> Event {
    if crate::engine::table_dice::table_mode(state) && !dice.gives(super::rolls::BAG) {
        return Event::DefenseDrawn {
            who: c.id,
            tokens: vec![],
            faceless: n,
        };
    }
    Event::DefenseDrawn {
        who: c.id,
        tokens: Bag::of(state).draw_for(&c.name, n, dice),
        faceless: 0,
    }
}

/// `total-defense WHO` (SRP-09): intention dropped, every undrawn token into defense.
pub fn total_defense(
    state: &Encounter,
    who: &str,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, who)?;
    let pool = ctx::pool(c)?;
    if c.has_condition(text::TOTAL_DEFENSE) && pool.undrawn == 0 {
        return Err(text::invalid(text::already(&c.name, text::TOTAL_DEFENSE)));
    }
    let mut events = vec![Event::Declared {
        who: c.id,
        intent: text::TOTAL_DEFENSE.into(),
        secret: false,
    }];
    if c.pending.is_some() {
        events.push(Event::PendingSet {
            who: c.id,
            action: None,
        });
    }
    if pool.undrawn > 0 {
        within_one_draw(c, pool.undrawn)?;
        events.push(drawn_face_down(state, c, pool.undrawn, dice));
    }
    events.push(Event::ConditionAdded {
        who: c.id,
        condition: Condition::manual(text::TOTAL_DEFENSE),
    });
    Ok(events)
}

/// `reduce-defense WHO N`: 2N face-down defense tokens for N pool tokens (SRP-08).
pub fn reduce_defense(state: &Encounter, who: &str, tokens: u32) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, who)?;
    let pool = ctx::pool(c)?;
    let hidden = pool.hidden() as u32;
    if tokens == 0 || hidden < tokens.saturating_mul(2) {
        return Err(text::invalid(text::reduce_needs(&c.name, hidden, tokens)));
    }
    Ok(vec![Event::DefenseGivenUp {
        who: c.id,
        count: tokens.saturating_mul(2),
        returned: tokens,
    }])
}

/// `reset-defense WHO [N]`: the GM cancels revealed successes (SRP-07).
pub fn reset_defense(
    state: &Encounter,
    who: &str,
    count: Option<u32>,
) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, who)?;
    let revealed = ctx::pool(c)?.defense_score();
    let n = count.unwrap_or(revealed);
    if revealed == 0 || n == 0 || n > revealed {
        return Err(text::invalid(text::reset_needs(&c.name, revealed, n)));
    }
    Ok(vec![Event::DefenseReset {
        who: c.id,
        count: n,
    }])
}
