//! Grenades and area weapons (SRP-17, SRP-OP-07): the throw and its scatter, the blast,
//! and defense tokens given up to move out of the area.

use crate::PoolEvent;
use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::Encounter;

use super::bag::free_draws;
use super::command::{Blast, Throw};
use super::fact::{PoolFact, Score};
use super::harm::{self, Hit};
use super::shot::{roll, threshold, use_up};
use super::{ctx, rolls, text};

/// `throw WHO [at TARGET] ...`: S ≥ 0 lands, S < 0 scatters by the highest of |S| free tokens.
pub fn throw(state: &Encounter, t: &Throw, dice: &mut dyn Dice) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, &t.who)?;
    if let Some(target) = &t.target {
        ctx::find(state, target)?;
    }
    let mut batch = Batch::new(state);
    let r = roll(&mut batch, c.id, t.successes, t.spend, dice)?;
    let aim = use_up(&mut batch, c.id, text::AIM);
    let score = Score {
        hits: r.hits,
        counted: r.counted,
        aim,
        threshold: threshold(t.range),
        modifier: t.threshold,
        ..Score::default()
    }
    .sum();
    let s = score.total;
    batch.push(
        PoolEvent::CombatPool {
            fact: PoolFact::Scored { who: c.id, score },
        }
        .event(),
    );
    if s >= 0 {
        batch.push(
            PoolEvent::CombatPool {
                fact: PoolFact::Landed {
                    who: c.id,
                    score: s,
                },
            }
            .event(),
        );
    } else {
        let n = ctx::bounded(s.unsigned_abs(), "scatter tokens")?;
        let tokens = free_draws(&mut batch, Some(c.id), n, dice);
        let metres = tokens.iter().map(|t| t.value).max().unwrap_or(0);
        let direction = direction(state, dice);
        batch.push(
            PoolEvent::CombatPool {
                fact: PoolFact::Scattered {
                    who: c.id,
                    tokens,
                    metres,
                    direction,
                },
            }
            .event(),
        );
    }
    Ok(batch.into_events())
}

/// The scatter direction as an hour on a clock face (SRP-17): « Un dé peut être jeté pour
/// déterminer la direction (en suivant les règles d'origine), ajusté en fonction de la
/// situation. » The original diagram is not in the text, so the tracker reads a die as a
/// clock face, 12 o'clock straight on past the target and 6 o'clock back toward the thrower
/// (open point, option `scatter-die`): a d12 as the hour (the default), a d6 as every other
/// hour (2, 4, ... 12); `off` rolls nothing and leaves it to the GM.
fn direction(state: &Encounter, dice: &mut dyn Dice) -> Option<u8> {
    let sides = match state.option("scatter-die") {
        Some("off") => return None,
        Some("d6") => 6,
        _ => 12,
    };
    let face = dice.roll_for(sides, rolls::DIRECTION);
    let hour = if sides == 6 { face * 2 } else { face };
    u8::try_from(hour.clamp(1, 12)).ok()
}

/// `blast TARGET... damage=N ...`: one free damage token; each target takes base + token −
/// one per defense token held (option `area-defense`) − soak.
pub fn blast(state: &Encounter, b: &Blast, dice: &mut dyn Dice) -> Result<Vec<Event>, RuleError> {
    let by = b.by.as_deref().map(|w| ctx::id(state, w)).transpose()?;
    let mut ids = Vec::new();
    for n in &b.targets {
        let id = ctx::id(state, n)?;
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    if ids.is_empty() {
        return Err(text::invalid(text::no_target()));
    }
    let mut batch = Batch::new(state);
    let base = harm::base(&batch, &b.harm, by)?;
    let token = free_draws(&mut batch, by, 1, dice);
    let Some(&first) = token.first() else {
        return Err(text::invalid(text::no_damage()));
    };
    batch.push(
        PoolEvent::CombatPool {
            fact: PoolFact::Blasted {
                by,
                base,
                token: first,
            },
        }
        .event(),
    );
    let revealed_only = state.option_is("area-defense", "revealed");
    for target in ids {
        let defense = batch
            .state()
            .combatant(target)
            .and_then(|c| c.tokens.as_ref())
            .map_or(0, |p| {
                if revealed_only {
                    p.defense_score()
                } else {
                    p.defense.len() as u32
                }
            });
        let hit = Hit {
            attacker: by,
            base,
            code: base,
            tokens: token.clone(),
            defense,
            care: 0,
            keep: None,
        };
        harm::deal(&mut batch, target, &b.harm, hit, dice)?;
    }
    Ok(batch.into_events())
}

/// `evade WHO N`: N defense tokens given up, face-down first, then revealed; lost.
pub fn evade(state: &Encounter, who: &str, tokens: u32) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, who)?;
    let pool = ctx::pool(c)?;
    let held = pool.defense.len() as u32;
    if tokens == 0 || tokens > held {
        return Err(text::invalid(text::evade_needs(&c.name, held, tokens)));
    }
    let hidden = pool.hidden() as u32;
    let from_hidden = tokens.min(hidden);
    let mut events = Vec::new();
    if from_hidden > 0 {
        events.push(Event::DefenseGivenUp {
            who: c.id,
            count: from_hidden,
            returned: 0,
        });
    }
    if tokens > from_hidden {
        events.push(Event::DefenseReset {
            who: c.id,
            count: tokens - from_hidden,
        });
    }
    events.push(
        PoolEvent::CombatPool {
            fact: PoolFact::Evaded { who: c.id, tokens },
        }
        .event(),
    );
    Ok(events)
}
