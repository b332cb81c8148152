//! Ranged attacks (SRP-12 to SRP-15, SRP-22): the attack score with its terms, fire modes,
//! defense per target, damage; and suppressive fire (SRP-14).

use crate::PoolEvent;
use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{Combatant, CombatantId, Encounter, Token};

use super::command::{FireMode, Range, Shot, Successes, Suppression, Trigger};
use super::defense::{Blow, defend};
use super::fact::{PoolFact, Score};
use super::harm::{self, Hit};
use super::{ammo, ctx, sheet, stress, text};

/// The threshold of a range band (SRP-13).
pub fn threshold(range: Range) -> u32 {
    match range {
        Range::Short => 0,
        Range::Medium => 1,
        Range::Long => 2,
        Range::Extreme => 4,
    }
}

/// The spray bonus: +1 per 3 bullets, at most recoil compensation + 1 (SRP-14).
pub fn spray_bonus(total: u32, rc: u32) -> u32 {
    (total / 3).min(rc.saturating_add(1))
}

/// Bullets per spray action for a trigger (SRP-14).
pub fn spray_bullets(c: &Combatant, trigger: Trigger) -> u32 {
    match trigger {
        Trigger::Semi => sheet::count(c, "agility"),
        Trigger::Virtual => 6,
        Trigger::Auto => 10,
    }
}

/// The attacker's part of a roll: successes, spent tokens, and what they counted.
pub struct Roll {
    /// Successes.
    pub hits: u32,
    /// Tokens spent.
    pub spent: Vec<Token>,
    /// Spent tokens that counted.
    pub counted: u32,
}

/// Rolls (or takes) the successes and spends the tokens.
pub fn roll(
    batch: &mut Batch,
    who: CombatantId,
    successes: Successes,
    spend: u32,
    dice: &mut dyn Dice,
) -> Result<Roll, RuleError> {
    let hits = ctx::successes(batch, who, successes, dice)?;
    let (spent, counted) = stress::spend(batch, who, ctx::bounded(spend, "tokens")?, None, dice)?;
    Ok(Roll {
        hits,
        spent,
        counted,
    })
}

/// Uses up a counter: its value, and the event setting it to 0.
pub fn use_up(batch: &mut Batch, who: CombatantId, name: &str) -> i32 {
    let value = batch.state().combatant(who).map_or(0, |c| c.counter(name));
    if value != 0 {
        batch.push(Event::CounterSet {
            who,
            name: name.into(),
            value: 0,
        });
    }
    value
}

fn targets(state: &Encounter, names: &[String]) -> Result<Vec<CombatantId>, RuleError> {
    if names.is_empty() {
        return Err(text::invalid(text::no_target()));
    }
    let mut ids = Vec::new();
    for n in names {
        let id = ctx::id(state, n)?;
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    Ok(ids)
}

/// Bullets or bursts per action in multiple-shot mode with a physical trigger (SRP-14).
pub const PHYSICAL_TRIGGER_CAP: u32 = 2;

/// `attack ...` (SRP-13 to SRP-16, SRP-19, SRP-20, SRP-22).
pub fn attack(
    state: &Encounter,
    shot: &Shot,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, &shot.who)?;
    let ids = targets(state, &shot.targets)?;
    let passes = sheet::passes(c);
    if ids.len() as u32 > passes {
        return Err(text::invalid(text::too_many_targets(
            &c.name,
            ids.len(),
            passes,
        )));
    }
    let trigger = shot.trigger.unwrap_or_else(|| sheet::trigger(c));
    let adjust = ctx::bounded(shot.adjust, "adjust points")?;
    let care = ctx::bounded(shot.care, "care points")?;
    let mut batch = Batch::new(state);
    // Fire mode checks before anything is drawn.
    let (mode_tokens, spray) = match shot.mode {
        FireMode::Single => (1, None),
        FireMode::Multiple { bullets } => {
            let skill = shot.skill.unwrap_or_else(|| sheet::count(c, "firearms"));
            if bullets == 0 || bullets > skill {
                return Err(text::invalid(text::multiple_skill(&c.name, bullets, skill)));
            }
            // SRP-14: « Dans le cas d'une détente physique, cette valeur [the bullets or
            // bursts] sera limitée à 2 par action. » Every trigger but a virtual one is
            // physical: a burst weapon's as much as a semi-automatic's.
            if trigger != Trigger::Virtual && bullets > PHYSICAL_TRIGGER_CAP {
                return Err(text::invalid(text::multiple_physical(
                    &c.name,
                    bullets,
                    PHYSICAL_TRIGGER_CAP,
                )));
            }
            (
                bullets.saturating_mul(state.option_number("burst-damage-tokens", 1)),
                None,
            )
        }
        FireMode::Spray { bullets } => {
            let most = spray_bullets(c, trigger);
            let fired = bullets.unwrap_or(most);
            if fired == 0 || fired > most {
                return Err(text::invalid(text::spray_bullets(&c.name, fired, most)));
            }
            let total = u32::try_from(c.counter(text::SPRAY).max(0))
                .unwrap_or(0)
                .saturating_add(fired);
            let rc = shot.rc.unwrap_or_else(|| sheet::count(c, "rc"));
            (
                state.option_number::<u32>("spray-damage-tokens", 1),
                Some((fired, total, rc)),
            )
        }
    };
    // The rounds it fires, refused when fewer are left, before anything is drawn.
    let rounds = ammo::rounds_of(state, shot.mode, trigger, spray.map(|(fired, ..)| fired));
    ammo::fire(&mut batch, c, shot.weapon.as_deref(), rounds)?;
    let r = roll(&mut batch, c.id, shot.successes, shot.spend, dice)?;
    let aim = use_up(&mut batch, c.id, text::AIM);
    let advantage = use_up(&mut batch, c.id, text::ADVANTAGE);
    let mut spray_bonus_ = 0;
    match spray {
        Some((fired, total, rc)) => {
            spray_bonus_ = spray_bonus(total, rc);
            batch.push(Event::CounterSet {
                who: c.id,
                name: text::SPRAY.into(),
                value: i32::try_from(total).unwrap_or(i32::MAX),
            });
            batch.push(
                PoolEvent::CombatPool {
                    fact: PoolFact::Sprayed {
                        who: c.id,
                        bullets: fired,
                        total,
                        bonus: spray_bonus_,
                        cap: rc.saturating_add(1),
                    },
                }
                .event(),
            );
        }
        None => {
            use_up(&mut batch, c.id, text::SPRAY);
        }
    }
    let score = Score {
        hits: r.hits,
        counted: r.counted,
        aim,
        spray: spray_bonus_,
        advantage,
        threshold: threshold(shot.range),
        modifier: shot.threshold,
        extra_targets: ids.len() as u32 - 1,
        adjust,
        care,
        total: 0,
    }
    .sum();
    let s = score.total;
    batch.push(
        PoolEvent::CombatPool {
            fact: PoolFact::Scored { who: c.id, score },
        }
        .event(),
    );
    let base = harm::base(&batch, &shot.harm, Some(c.id))?;
    let spent: &[Token] = if shot.spent_for_damage { &r.spent } else { &[] };
    let blow = Blow {
        attacker: c.id,
        weapon: ammo::weapon(c, shot.weapon.as_deref())
            .map(|g| g.label().to_string())
            .or_else(|| shot.weapon.clone())
            .filter(|w| w != ammo::DEFAULT_KEY),
    };
    for target in ids {
        let (_, hit) = defend(&mut batch, target, &blow, s, shot.ignore, dice);
        if hit {
            let tokens = harm::damage_tokens(
                &mut batch,
                Some(c.id),
                mode_tokens.saturating_add(adjust),
                spent,
                dice,
            );
            let hit = Hit {
                attacker: Some(c.id),
                base,
                code: base,
                tokens,
                defense: 0,
                care,
                keep: shot.token,
            };
            harm::deal(&mut batch, target, &shot.harm, hit, dice)?;
        }
    }
    Ok(batch.into_events())
}

/// `suppress ...` (SRP-14, SRP-OP-06): each target not defying loses min(S, undrawn); a
/// defying one meets S with their defense and takes a shot of S − D bullets.
pub fn suppress(
    state: &Encounter,
    fire: &Suppression,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let c = ctx::find(state, &fire.who)?;
    let ids = targets(state, &fire.targets)?;
    let defy = targets(state, &fire.defy).unwrap_or_default();
    if let Some(stray) = defy.iter().find(|d| !ids.contains(d)) {
        return Err(text::invalid(text::defier_not_target(
            &crate::rules::names::display(state, *stray),
        )));
    }
    let mut batch = Batch::new(state);
    let r = roll(&mut batch, c.id, fire.successes, fire.spend, dice)?;
    use_up(&mut batch, c.id, text::SPRAY);
    let score = Score {
        hits: r.hits,
        counted: r.counted,
        threshold: threshold(fire.range),
        modifier: fire.threshold,
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
    let base = if defy.is_empty() {
        0
    } else {
        harm::base(&batch, &fire.harm, Some(c.id))?
    };
    let blow = Blow {
        attacker: c.id,
        weapon: None,
    };
    for target in ids {
        if defy.contains(&target) {
            let (d, _) = defend(&mut batch, target, &blow, s, None, dice);
            let bullets = u32::try_from(i64::from(s) - i64::from(d)).unwrap_or(0);
            if bullets > 0 {
                let tokens = harm::damage_tokens(&mut batch, Some(c.id), bullets, &[], dice);
                let hit = Hit {
                    attacker: Some(c.id),
                    base,
                    code: base,
                    tokens,
                    defense: 0,
                    care: 0,
                    keep: None,
                };
                harm::deal(&mut batch, target, &fire.harm, hit, dice)?;
            }
            continue;
        }
        let undrawn = batch
            .state()
            .combatant(target)
            .and_then(|t| t.tokens.as_ref())
            .map_or(0, |p| p.undrawn);
        let lost = u32::try_from(s.max(0)).unwrap_or(0).min(undrawn);
        if lost > 0 {
            batch.push(Event::TokensLost {
                who: target,
                count: lost,
            });
        }
        batch.push(
            PoolEvent::CombatPool {
                fact: PoolFact::Suppressed { who: target, lost },
            }
            .event(),
        );
    }
    Ok(batch.into_events())
}
