//! The transcript words for the combat-pool events (tokens, monitors, facts). Face-down
//! tokens are never named: nobody, the GM included, sees them until they are revealed.

use crate::engine::Event;
use crate::model::{CombatantId, Encounter, Token};
use crate::rules::names::display;

use super::super::{DamageKind, IntentCost, MeleeEffect, Recharge, Risk, Stress};
use super::super::PoolFact;

fn name(s: &Encounter, id: CombatantId) -> String {
    display(s, id)
}

/// Tokens written `S5, F3`.
pub fn tokens(list: &[Token]) -> String {
    list.iter()
        .map(Token::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

use super::narrate_score::{bullets_n, hits_n, tokens_n};
pub use super::narrate_score::score;
use crate::t;

/// The stress level in words, in the current language.
pub(crate) fn stress_word(s: Stress) -> String {
    match s {
        Stress::Low => t!("pool-stress-low"),
        Stress::Moderate => t!("pool-stress-moderate"),
        Stress::High => t!("pool-stress-high"),
    }
}

fn recharge_word(s: &Encounter, r: Recharge) -> String {
    match r {
        Recharge::Fast => t!("pool-recharge-fast"),
        Recharge::Slow => {
            let time = if super::super::options::is(s, "assess-time", "turn") {
                t!("pool-time-combat-turn")
            } else {
                t!("pool-time-complex-action")
            };
            t!("pool-recharge-slow", time = time)
        }
        Recharge::Both => t!("pool-recharge-both"),
    }
}

/// Describes one combat-pool event given the state just before it; `None` for events
/// that are not the combat pool's or need no words.
pub fn describe(event: &Event, before: &Encounter) -> Option<String> {
    let s = before;
    Some(match event {
        Event::PoolTypeSet {
            who,
            pool_type,
            score,
        } => match score {
            Some(p) => t!(
                "pool-narrate-type-score",
                who = name(s, *who),
                kind = pool_type,
                p = p.to_string()
            ),
            None => t!("pool-narrate-type", who = name(s, *who), kind = pool_type),
        },
        Event::PoolRecharged {
            who,
            gained,
            discarded,
        } => {
            let gone = if *discarded > 0 {
                t!("pool-narrate-left-discarded", n = *discarded)
            } else {
                String::new()
            };
            t!(
                "pool-narrate-recharges",
                who = name(s, *who),
                gained = tokens_n(*gained),
                gone = gone
            )
        }
        Event::DefenseDrawn { who, tokens } => t!(
            "pool-narrate-defense-drawn",
            who = name(s, *who),
            tokens = tokens_n(tokens.len() as u32)
        ),
        Event::TokensSpent {
            who,
            tokens: list,
            refunded,
        } => {
            let back: Vec<Token> = refunded
                .iter()
                .filter_map(|i| list.get(*i).copied())
                .collect();
            let back = if back.is_empty() {
                String::new()
            } else {
                t!("pool-narrate-back-into-pool", tokens = tokens(&back))
            };
            t!(
                "pool-narrate-draws",
                who = name(s, *who),
                tokens = tokens(list),
                back = back
            )
        }
        Event::TokensLost { who, count } => {
            t!(
                "pool-narrate-loses",
                who = name(s, *who),
                tokens = tokens_n(*count)
            )
        }
        Event::DefenseRevealed { who, count } => {
            let shown: Vec<Token> = s
                .combatant(*who)
                .and_then(|c| c.tokens.as_ref())
                .map(|p| {
                    p.defense
                        .iter()
                        .filter(|t| !t.revealed)
                        .take(*count as usize)
                        .map(|t| t.token)
                        .collect()
                })
                .unwrap_or_default();
            t!("pool-narrate-reveals", who = name(s, *who), tokens = tokens(&shown))
        }
        Event::DefenseGivenUp {
            who,
            count,
            returned: 0,
        } => t!("pool-narrate-gives-up", who = name(s, *who), n = *count),
        Event::DefenseGivenUp {
            who,
            count,
            returned,
        } => t!(
            "pool-narrate-trades",
            who = name(s, *who),
            n = *count,
            back = tokens_n(*returned)
        ),
        Event::DefenseReset { who, count } => {
            t!("pool-narrate-defense-reset", who = name(s, *who), n = *count)
        }
        Event::CounterSet {
            who,
            name: n,
            value,
        } => t!(
            "pool-narrate-counter",
            who = name(s, *who),
            counter = n,
            value = value.to_string()
        ),
        Event::MonitorMarked { who, track, boxes } => {
            t!(
                "pool-narrate-boxes-checked",
                who = name(s, *who),
                boxes = *boxes,
                track = track_word(track)
            )
        }
        Event::MonitorHealed { who, track, boxes } => {
            t!(
                "pool-narrate-boxes-cleared",
                who = name(s, *who),
                boxes = *boxes,
                track = track_word(track)
            )
        }
        Event::MonitorResized { who, track, boxes } => {
            t!(
                "pool-narrate-monitor-resized",
                who = name(s, *who),
                boxes = *boxes,
                track = track_word(track)
            )
        }
        Event::PendingSet {
            who,
            action: Some(a),
        } => t!("pool-narrate-under-way", who = name(s, *who), action = a),
        Event::PendingSet { who, action: None } => {
            t!("pool-narrate-nothing-under-way", who = name(s, *who))
        }
        Event::System(_) => return super::super::fact_of(event).and_then(|fact| describe_fact(fact, s)),
        _ => return None,
    })
}

fn describe_fact(fact: &PoolFact, s: &Encounter) -> Option<String> {
    Some(match fact {
        PoolFact::Recharged { who, recharge } => {
            t!(
                "pool-narrate-takes-recharge",
                who = name(s, *who),
                recharge = recharge_word(s, *recharge)
            )
        }
        PoolFact::IntentionChanged {
            who,
            cost,
            token,
            refunded,
        } => match cost {
            IntentCost::Free => t!("pool-narrate-intention-free", who = name(s, *who)),
            IntentCost::Token => {
                let token = token.map_or_else(String::new, |tok| {
                    t!("pool-narrate-intention-token-drawn", token = tok.to_string())
                });
                let refunded = if *refunded {
                    t!("pool-narrate-intention-refunded")
                } else {
                    String::new()
                };
                t!(
                    "pool-narrate-intention-token",
                    who = name(s, *who),
                    token = token,
                    refunded = refunded
                )
            }
            IntentCost::Action => t!("pool-narrate-intention-action", who = name(s, *who)),
        },
        PoolFact::FreeAction { who, text } => {
            t!("pool-narrate-free-action", who = name(s, *who), text = text)
        }
        PoolFact::Rolled {
            who,
            dice,
            hits,
            modifier,
        } => {
            let dice: Vec<String> = dice.iter().map(u8::to_string).collect();
            let wound = if *modifier != 0 {
                t!("pool-narrate-wound-modifier", modifier = modifier.to_string())
            } else {
                String::new()
            };
            t!(
                "pool-narrate-rolls",
                who = name(s, *who),
                dice = dice.join(", "),
                wound = wound,
                hits = hits_n(*hits)
            )
        }
        PoolFact::Spent {
            who,
            tokens: list,
            counted,
            stress,
            purpose,
        } => t!(
            "pool-narrate-spends",
            who = name(s, *who),
            tokens = tokens(list),
            purpose = purpose_words(purpose.as_deref()),
            counted = *counted,
            stress = stress_word(*stress)
        ),
        PoolFact::OtherPool {
            who,
            tokens: n,
            cost,
            stress,
            purpose,
        } => t!(
            "pool-narrate-other-pool",
            who = name(s, *who),
            tokens = tokens_n(*n),
            purpose = purpose_words(purpose.as_deref()),
            cost = *cost,
            stress = stress_word(*stress)
        ),
        PoolFact::Coordinated { who, asked, paid } => t!(
            "pool-narrate-coordinates",
            who = name(s, *who),
            asked = asked.to_string(),
            paid = paid.to_string()
        ),
        PoolFact::Sprayed {
            who,
            bullets,
            total,
            bonus,
            cap,
        } => t!(
            "pool-narrate-sprays",
            who = name(s, *who),
            bullets = bullets_n(*bullets),
            total = total.to_string(),
            bonus = bonus.to_string(),
            cap = cap.to_string()
        ),
        PoolFact::Scored { who, score: sc } => {
            t!("pool-narrate-scored", who = name(s, *who), score = score(sc))
        }
        PoolFact::Defended {
            target,
            score: sc,
            defense,
            ignored,
            hit,
        } => {
            let ignored = match ignored {
                Some(u32::MAX) => t!("pool-narrate-defense-ignored"),
                Some(n) if *n > 0 => t!("pool-narrate-n-ignored", n = *n),
                _ => String::new(),
            };
            let outcome = if *hit {
                t!("pool-narrate-hit")
            } else {
                t!("pool-narrate-miss")
            };
            t!(
                "pool-narrate-defended",
                target = name(s, *target),
                score = sc.to_string(),
                defense = defense.to_string(),
                ignored = ignored,
                outcome = outcome
            )
        }
        PoolFact::Damaged {
            who,
            base,
            tokens: list,
            chosen,
            defense,
            soak,
            total,
            kind,
        } => {
            let mut terms = t!("pool-narrate-damage-base", base = base.to_string());
            if let Some(tok) = chosen {
                terms.push_str(&format!(" + {tok}"));
            }
            if *defense > 0 {
                terms.push_str(&format!(
                    " − {}",
                    t!("pool-narrate-damage-defense", defense = defense.to_string())
                ));
            }
            if *soak > 0 {
                terms.push_str(&format!(
                    " − {}",
                    t!("pool-narrate-damage-soak", soak = soak.to_string())
                ));
            }
            let drawn = if list.is_empty() {
                String::new()
            } else {
                t!("pool-narrate-damage-tokens", tokens = tokens(list))
            };
            let text = match kind {
                DamageKind::Physical => t!(
                    "pool-narrate-damage-physical",
                    who = name(s, *who),
                    total = total.to_string()
                ),
                DamageKind::Stun => t!(
                    "pool-narrate-damage-stun",
                    who = name(s, *who),
                    total = total.to_string()
                ),
                DamageKind::Electrical => t!(
                    "pool-narrate-damage-electrical",
                    who = name(s, *who),
                    total = total.to_string()
                ),
            };
            format!("{text} = {terms}{drawn}")
        }
        PoolFact::Lethality {
            who,
            risk,
            care,
            tokens: list,
            lethal,
        } => {
            let risk = match risk {
                Risk::None => t!("pool-narrate-risk-none"),
                Risk::Low => t!("pool-narrate-risk-low"),
                Risk::High => t!("pool-narrate-risk-high"),
            };
            let care = if *care > 0 {
                t!("pool-narrate-care", care = care.to_string())
            } else {
                String::new()
            };
            let drawn = if list.is_empty() {
                t!("pool-narrate-no-check")
            } else {
                tokens(list)
            };
            let outcome = if *lethal {
                t!("pool-narrate-lethal")
            } else {
                t!("pool-narrate-knocked-out")
            };
            t!(
                "pool-narrate-lethality",
                who = name(s, *who),
                risk = risk,
                care = care,
                drawn = drawn,
                outcome = outcome
            )
        }
        PoolFact::Landed { who, score: sc } => {
            t!("pool-narrate-landed", who = name(s, *who), score = sc.to_string())
        }
        PoolFact::Scattered {
            who,
            tokens: list,
            metres,
        } => t!(
            "pool-narrate-scattered",
            who = name(s, *who),
            tokens = tokens(list),
            metres = metres.to_string()
        ),
        PoolFact::Blasted { by, base, token } => match by {
            Some(b) => t!(
                "pool-narrate-blast-by",
                who = name(s, *b),
                base = base.to_string(),
                token = token.to_string()
            ),
            None => t!(
                "pool-narrate-blast",
                base = base.to_string(),
                token = token.to_string()
            ),
        },
        PoolFact::Evaded { who, tokens: n } => {
            t!("pool-narrate-evaded", who = name(s, *who), metres = n.to_string())
        }
        PoolFact::Suppressed { who, lost } => t!(
            "pool-narrate-suppressed",
            who = name(s, *who),
            tokens = tokens_n(*lost)
        ),
        PoolFact::Opposed {
            first,
            second,
            first_hits,
            second_hits,
            winner,
        } => t!(
            "pool-narrate-opposed",
            first = name(s, *first),
            first_hits = first_hits.to_string(),
            second = name(s, *second),
            second_hits = second_hits.to_string(),
            outcome = winner.map_or_else(
                || t!("pool-narrate-tie"),
                |w| t!("pool-narrate-wins", who = name(s, w))
            )
        ),
        PoolFact::MeleeSettled {
            winner,
            margin,
            effect,
            ..
        } => match winner {
            None => t!("pool-narrate-melee-nobody"),
            Some(w) => {
                let effect = match effect {
                    MeleeEffect::Damage => t!("pool-narrate-effect-damage"),
                    MeleeEffect::Ground => t!("pool-narrate-effect-ground"),
                    MeleeEffect::Hold => t!("pool-narrate-effect-hold"),
                    MeleeEffect::Advantage => t!("pool-narrate-effect-advantage"),
                };
                t!(
                    "pool-narrate-melee-won",
                    who = name(s, *w),
                    margin = margin.to_string(),
                    effect = effect
                )
            }
        },
    })
}

/// ` on picking the lock`, or nothing.
fn purpose_words(purpose: Option<&str>) -> String {
    purpose.map_or_else(String::new, |p| t!("pool-narrate-purpose", purpose = p))
}

/// A condition monitor in words (`physical`, `stun`): the track as the event holds it.
fn track_word(track: &str) -> String {
    match track {
        "physical" => t!("pool-track-physical"),
        "stun" => t!("pool-track-stun"),
        other => other.to_string(),
    }
}
