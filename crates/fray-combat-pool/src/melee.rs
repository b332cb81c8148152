//! Melee (SRP-18, SRP-OP-08) and opposed Reaction rolls for mutually blocking actions
//! (SRP-11).

use crate::PoolEvent;
use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{CombatantId, Condition, Encounter};

use super::command::{DamageKind, Defence, Harm, Melee, MeleeEffect};
use super::defense::{Blow, defend};
use super::fact::PoolFact;
use super::harm::{self, Hit};
use super::shot::{roll, use_up};
use super::{ctx, sheet, text};

/// A melee exchange.
pub fn melee(state: &Encounter, m: &Melee, dice: &mut dyn Dice) -> Result<Vec<Event>, RuleError> {
    let a = ctx::id(state, &m.who)?;
    let d = ctx::id(state, &m.target)?;
    if a == d {
        return Err(text::invalid(text::melee_self()));
    }
    let mut batch = Batch::new(state);
    let r = roll(&mut batch, a, m.successes, m.spend, dice)?;
    let attack = i64::from(r.hits)
        + i64::from(r.counted)
        + i64::from(use_up(&mut batch, a, text::ADVANTAGE));
    let (winner, margin) = match m.defence {
        Defence::FightBack { successes } => {
            let hits = ctx::successes(&mut batch, d, successes, dice)?;
            let back = i64::from(hits) + i64::from(use_up(&mut batch, d, text::ADVANTAGE));
            batch.push(
                PoolEvent::CombatPool {
                    fact: PoolFact::Opposed {
                        first: a,
                        second: d,
                        first_hits: u32::try_from(attack.max(0)).unwrap_or(0),
                        second_hits: u32::try_from(back.max(0)).unwrap_or(0),
                        winner: match attack.cmp(&back) {
                            std::cmp::Ordering::Greater => Some(a),
                            std::cmp::Ordering::Less => Some(d),
                            std::cmp::Ordering::Equal => None,
                        },
                    },
                }
                .event(),
            );
            match attack.cmp(&back) {
                std::cmp::Ordering::Greater => (Some(a), attack - back),
                std::cmp::Ordering::Less => (Some(d), back - attack),
                std::cmp::Ordering::Equal if state.option_is("melee-tie", "defender") => {
                    (Some(d), 0)
                }
                std::cmp::Ordering::Equal => (None, 0),
            }
        }
        Defence::Dodge => {
            let s = i32::try_from(attack).unwrap_or(i32::MAX);
            let blow = Blow {
                attacker: a,
                weapon: None,
            };
            let (def, hit) = defend(&mut batch, d, &blow, s, None, dice);
            if hit {
                (Some(a), attack - i64::from(def))
            } else {
                (None, 0)
            }
        }
    };
    let margin = u32::try_from(margin.max(0)).unwrap_or(0);
    batch.push(
        PoolEvent::CombatPool {
            fact: PoolFact::MeleeSettled {
                attacker: a,
                defender: d,
                winner,
                margin,
                effect: m.effect,
            },
        }
        .event(),
    );
    let Some(w) = winner else {
        return Ok(batch.into_events());
    };
    let loser = if w == a { d } else { a };
    match m.effect {
        MeleeEffect::Ground => condition(&mut batch, loser, text::KNOCKED_DOWN),
        MeleeEffect::Hold => condition(&mut batch, loser, text::HELD),
        MeleeEffect::Advantage => batch.push(Event::CounterSet {
            who: w,
            name: text::ADVANTAGE.into(),
            value: i32::try_from(margin).unwrap_or(i32::MAX),
        }),
        MeleeEffect::Damage if margin > 0 || w == a => {
            strike(&mut batch, m, w == a, w, loser, margin, dice)?;
        }
        MeleeEffect::Damage => {}
    }
    Ok(batch.into_events())
}

#[allow(clippy::too_many_arguments)]
/// Deals the melee winner's damage: weapon + 2 per point of margin, or as a shot with a
/// ranged weapon; electrical never increased.
fn strike(
    batch: &mut Batch,
    m: &Melee,
    attacker_won: bool,
    winner: CombatantId,
    loser: CombatantId,
    margin: u32,
    dice: &mut dyn Dice,
) -> Result<(), RuleError> {
    let harm_ = if attacker_won {
        m.harm.clone()
    } else {
        Harm {
            damage: m.their_damage,
            ..Harm::default()
        }
    };
    let base = harm::base(batch, &harm_, Some(winner))?;
    if attacker_won && m.ranged {
        let tokens = harm::damage_tokens(batch, Some(winner), 1, &[], dice);
        let hit = Hit {
            attacker: Some(winner),
            base,
            code: base,
            tokens,
            defense: 0,
            care: 0,
            keep: None,
        };
        harm::deal(batch, loser, &harm_, hit, dice)?;
        return Ok(());
    }
    let bonus = if harm_.kind == DamageKind::Electrical {
        0
    } else {
        i32::try_from(margin).unwrap_or(i32::MAX).saturating_mul(2)
    };
    let hit = Hit {
        attacker: Some(winner),
        base: base.saturating_add(bonus),
        code: base,
        tokens: vec![],
        defense: 0,
        care: 0,
        keep: None,
    };
    harm::deal(batch, loser, &harm_, hit, dice)?;
    Ok(())
}

fn condition(batch: &mut Batch, who: CombatantId, name: &str) {
    batch.push(Event::ConditionAdded {
        who,
        condition: Condition::manual(name),
    });
}

/// `opposed WHO WHO [hits=N,M]` (SRP-11): given hits, or each rolls Reaction d6.
pub fn opposed(
    state: &Encounter,
    first: &str,
    second: &str,
    hits: Option<(u32, u32)>,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let a = ctx::find(state, first)?;
    let b = ctx::find(state, second)?;
    if a.id == b.id {
        return Err(text::invalid(text::opposed_self()));
    }
    let mut batch = Batch::new(state);
    let (ha, hb) = match hits {
        Some((x, y)) => (ctx::bounded(x, "successes")?, ctx::bounded(y, "successes")?),
        None => {
            let ra = sheet::count(a, "reaction").min(ctx::MAX_COUNT);
            let rb = sheet::count(b, "reaction").min(ctx::MAX_COUNT);
            (
                ctx::roll_pool(&mut batch, a.id, ra, dice),
                ctx::roll_pool(&mut batch, b.id, rb, dice),
            )
        }
    };
    let winner = match ha.cmp(&hb) {
        std::cmp::Ordering::Greater => Some(a.id),
        std::cmp::Ordering::Less => Some(b.id),
        std::cmp::Ordering::Equal => None,
    };
    batch.push(
        PoolEvent::CombatPool {
            fact: PoolFact::Opposed {
                first: a.id,
                second: b.id,
                first_hits: ha,
                second_hits: hb,
                winner,
            },
        }
        .event(),
    );
    Ok(batch.into_events())
}
