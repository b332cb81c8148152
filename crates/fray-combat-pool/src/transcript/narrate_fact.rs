//! The transcript words for the combat pool's own facts (`PoolFact`: scores, defenses,
//! damage, scatter, lethality), in the current language.

use crate::model::Encounter;
use crate::narrate::terms::{Term, explained};
use crate::t;

use super::super::PoolFact;
use super::super::{DamageKind, IntentCost, MeleeEffect, Risk};
use super::narrate::{name, purpose_words, recharge_word, stress_word, tokens};
use super::narrate_score::{bullets_n, hits_n, score, tokens_n};

/// A fact in words; `None` for one the transcript does not show.
pub(super) fn describe_fact(fact: &PoolFact, s: &Encounter) -> Option<String> {
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
                    t!(
                        "pool-narrate-intention-token-drawn",
                        token = tok.to_string()
                    )
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
                t!(
                    "pool-narrate-wound-modifier",
                    modifier = modifier.to_string()
                )
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
            t!(
                "pool-narrate-scored",
                who = name(s, *who),
                score = score(sc)
            )
        }
        PoolFact::Defended {
            target,
            attacker,
            weapon,
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
            match attacker {
                // Who hits whom, with what (« Kestrel attaque Nyx avec Ares Alpha »).
                Some(by) => t!(
                    "pool-narrate-attacks",
                    who = name(s, *by),
                    target = name(s, *target),
                    weapon = weapon.as_deref().map_or_else(String::new, |w| {
                        t!("pool-narrate-with-weapon", weapon = w)
                    }),
                    score = sc.to_string(),
                    defense = defense.to_string(),
                    ignored = ignored,
                    outcome = outcome
                ),
                // A save written before the attacker was kept.
                None => t!(
                    "pool-narrate-defended",
                    target = name(s, *target),
                    score = sc.to_string(),
                    defense = defense.to_string(),
                    ignored = ignored,
                    outcome = outcome
                ),
            }
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
            margin,
        } => {
            // The weapon's damage, what a melee win adds, the token, then what is taken
            // away, each by name (SRP-15; « deux points de plus par point de différence »).
            let weapon = base.saturating_sub(*margin);
            let first = Term::new(weapon, t!("pool-narrate-damage-base"));
            let mut rest = vec![Term::new(*margin, t!("pool-narrate-damage-margin"))];
            if let Some(tok) = chosen {
                let name = t!("pool-narrate-damage-token", token = tok.to_string());
                rest.push(Term::new(i32::from(tok.value), name));
            }
            for (value, name) in [
                (*defense, t!("pool-narrate-damage-defense")),
                (*soak, t!("pool-narrate-damage-soak")),
            ] {
                let value = i32::try_from(value).unwrap_or(i32::MAX);
                rest.push(Term::new(value.saturating_neg(), name));
            }
            rest.retain(|term| term.value != 0);
            let terms = explained(&first, &rest);
            // The tokens drawn, when the one counted does not say them all already.
            let drawn = if list.is_empty() || (list.len() == 1 && chosen.is_some()) {
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
        PoolFact::Rested { who, days } => {
            t!("pool-narrate-rested", who = name(s, *who), days = *days)
        }
        PoolFact::Reloaded {
            who,
            weapon,
            rounds,
        } => t!(
            "pool-narrate-reloaded",
            who = name(s, *who),
            weapon = &*super::super::ammo::shown(weapon),
            rounds = *rounds
        ),
        PoolFact::Kept {
            by,
            target,
            value,
            instead,
            total,
        } => match by {
            Some(b) => t!(
                "pool-narrate-kept-by",
                who = name(s, *b),
                target = name(s, *target),
                value = value.to_string(),
                instead = instead.to_string(),
                total = total.to_string()
            ),
            None => t!(
                "pool-narrate-kept",
                target = name(s, *target),
                value = value.to_string(),
                instead = instead.to_string(),
                total = total.to_string()
            ),
        },
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
            t!(
                "pool-narrate-landed",
                who = name(s, *who),
                score = sc.to_string()
            )
        }
        PoolFact::Scattered {
            who,
            tokens: list,
            metres,
            direction,
        } => match direction {
            None => t!(
                "pool-narrate-scattered",
                who = name(s, *who),
                tokens = tokens(list),
                metres = metres.to_string()
            ),
            Some(hour) => {
                // « Une dispersion "derrière la cible" dans le cas d'un tir de roquette peut
                // indiquer que la roquette passe au dessus de la cible. »
                let beyond = if matches!(hour, 11 | 12 | 1) {
                    t!("pool-narrate-scattered-beyond")
                } else {
                    String::new()
                };
                t!(
                    "pool-narrate-scattered-toward",
                    who = name(s, *who),
                    tokens = tokens(list),
                    metres = metres.to_string(),
                    hour = hour.to_string(),
                    beyond = beyond
                )
            }
        },
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
            t!(
                "pool-narrate-evaded",
                who = name(s, *who),
                metres = n.to_string()
            )
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
