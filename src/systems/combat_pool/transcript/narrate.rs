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

use super::narrate_score::plural;
pub use super::narrate_score::score;

fn stress_word(s: Stress) -> &'static str {
    super::super::text::STRESS_WORDS[s as usize]
}

fn recharge_word(s: &Encounter, r: Recharge) -> String {
    match r {
        Recharge::Fast => "a fast recharge (catches their breath)".into(),
        Recharge::Slow => {
            let time = if super::super::options::is(s, "assess-time", "turn") {
                "a combat turn"
            } else {
                "a complex action"
            };
            format!("a slow recharge (assesses the situation, {time})")
        }
        Recharge::Both => "both recharges (in position)".into(),
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
            Some(p) => format!("{}: {pool_type} pool, score {p}", name(s, *who)),
            None => format!("{}: {pool_type} pool", name(s, *who)),
        },
        Event::PoolRecharged {
            who,
            gained,
            discarded,
        } => {
            let gone = if *discarded > 0 {
                format!(", {} left discarded", plural(*discarded, "token"))
            } else {
                String::new()
            };
            format!(
                "{} recharges: +{}{gone}",
                name(s, *who),
                plural(*gained, "token")
            )
        }
        Event::DefenseDrawn { who, tokens } => format!(
            "{} draws {} face down into defense",
            name(s, *who),
            plural(tokens.len() as u32, "token")
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
                format!(" ({} back into the pool)", tokens(&back))
            };
            format!("{} draws {}{back}", name(s, *who), tokens(list))
        }
        Event::TokensLost { who, count } => {
            format!(
                "{} loses {} from the pool",
                name(s, *who),
                plural(*count, "token")
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
            format!("{} reveals {}", name(s, *who), tokens(&shown))
        }
        Event::DefenseGivenUp {
            who,
            count,
            returned: 0,
        } => format!(
            "{} gives up {} face down",
            name(s, *who),
            plural(*count, "defense token")
        ),
        Event::DefenseGivenUp {
            who,
            count,
            returned,
        } => format!(
            "{} trades {} face down for {} back in the pool",
            name(s, *who),
            plural(*count, "defense token"),
            plural(*returned, "token")
        ),
        Event::DefenseReset { who, count } => format!(
            "{}: {} cancelled",
            name(s, *who),
            plural(*count, "revealed defense success")
        ),
        Event::CounterSet {
            who,
            name: n,
            value,
        } => format!("{}: {n} {value}", name(s, *who)),
        Event::MonitorMarked { who, track, boxes } => {
            format!("{}: {boxes} {track} box(es) checked", name(s, *who))
        }
        Event::MonitorHealed { who, track, boxes } => {
            format!("{}: {boxes} {track} box(es) cleared", name(s, *who))
        }
        Event::MonitorResized { who, track, boxes } => {
            format!("{}: {track} monitor {boxes} boxes", name(s, *who))
        }
        Event::PendingSet {
            who,
            action: Some(a),
        } => format!("{}: under way, {a}", name(s, *who)),
        Event::PendingSet { who, action: None } => format!("{}: nothing under way", name(s, *who)),
        Event::System(_) => return super::super::fact_of(event).and_then(|fact| describe_fact(fact, s)),
        _ => return None,
    })
}

fn describe_fact(fact: &PoolFact, s: &Encounter) -> Option<String> {
    Some(match fact {
        PoolFact::Recharged { who, recharge } => {
            format!("{} takes {}", name(s, *who), recharge_word(s, *recharge))
        }
        PoolFact::IntentionChanged {
            who,
            cost,
            token,
            refunded,
        } => match cost {
            IntentCost::Free => format!("{} changes intention (obvious, free)", name(s, *who)),
            IntentCost::Token => format!(
                "{} changes intention for a token{}{}",
                name(s, *who),
                token.map_or_else(String::new, |t| format!(": {t}")),
                if *refunded {
                    ", refunded (instinct)"
                } else {
                    ""
                }
            ),
            IntentCost::Action => format!(
                "{} changes intention without paying: it takes a simple action",
                name(s, *who)
            ),
        },
        PoolFact::FreeAction { who, text } => format!("{} (free action): {text}", name(s, *who)),
        PoolFact::Rolled {
            who,
            dice,
            hits,
            modifier,
        } => {
            let dice: Vec<String> = dice.iter().map(u8::to_string).collect();
            let wound = if *modifier != 0 {
                format!(" (wound modifier {modifier})")
            } else {
                String::new()
            };
            format!(
                "{} rolls [{}]{wound}: {}",
                name(s, *who),
                dice.join(", "),
                plural(*hits, "hit")
            )
        }
        PoolFact::Spent {
            who,
            tokens: list,
            counted,
            stress,
            purpose,
        } => format!(
            "{} spends {}{}: {} count ({} stress)",
            name(s, *who),
            tokens(list),
            purpose
                .as_ref()
                .map_or_else(String::new, |p| format!(" on {p}")),
            counted,
            stress_word(*stress)
        ),
        PoolFact::OtherPool {
            who,
            tokens: n,
            cost,
            stress,
            purpose,
        } => format!(
            "{} acts with another pool ({}{}): costs {} ({} stress)",
            name(s, *who),
            plural(*n, "token"),
            purpose
                .as_ref()
                .map_or_else(String::new, |p| format!(" on {p}")),
            plural(*cost, "combat-pool token"),
            stress_word(*stress)
        ),
        PoolFact::Coordinated { who, asked, paid } => format!(
            "{} coordinates: {} asked, {} paid",
            name(s, *who),
            asked,
            paid
        ),
        PoolFact::Sprayed {
            who,
            bullets,
            total,
            bonus,
            cap,
        } => format!(
            "{} sprays {} ({} in a row): bonus +{bonus} (at most {cap})",
            name(s, *who),
            plural(*bullets, "bullet"),
            total
        ),
        PoolFact::Scored { who, score: sc } => format!("{}: {}", name(s, *who), score(sc)),
        PoolFact::Defended {
            target,
            score: sc,
            defense,
            ignored,
            hit,
        } => {
            let ignored = match ignored {
                Some(u32::MAX) => " (defense ignored)".to_string(),
                Some(n) if *n > 0 => format!(" ({n} ignored)"),
                _ => String::new(),
            };
            format!(
                "against {}: S {sc} vs D {defense}{ignored}: {}",
                name(s, *target),
                if *hit { "HIT" } else { "miss" }
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
            let mut terms = format!("base {base}");
            if let Some(t) = chosen {
                terms.push_str(&format!(" + {t}"));
            }
            if *defense > 0 {
                terms.push_str(&format!(" − {defense} defense"));
            }
            if *soak > 0 {
                terms.push_str(&format!(" − soak {soak}"));
            }
            let drawn = if list.is_empty() {
                String::new()
            } else {
                format!(" (damage tokens {})", tokens(list))
            };
            let kind = match kind {
                DamageKind::Physical => "physical",
                DamageKind::Stun => "stun",
                DamageKind::Electrical => "electrical",
            };
            format!(
                "{} takes {total} {kind} damage = {terms}{drawn}",
                name(s, *who)
            )
        }
        PoolFact::Lethality {
            who,
            risk,
            care,
            tokens: list,
            lethal,
        } => {
            let risk = match risk {
                Risk::None => "no risk",
                Risk::Low => "low risk",
                Risk::High => "high risk",
            };
            let care = if *care > 0 {
                format!(", care {care}")
            } else {
                String::new()
            };
            let drawn = if list.is_empty() {
                "no check".to_string()
            } else {
                tokens(list)
            };
            format!(
                "{}: lethality {risk}{care}, {drawn}: {}",
                name(s, *who),
                if *lethal { "LETHAL" } else { "knocked out" }
            )
        }
        PoolFact::Landed { who, score: sc } => {
            format!(
                "{}'s throw lands on the aimed point (score {sc})",
                name(s, *who)
            )
        }
        PoolFact::Scattered {
            who,
            tokens: list,
            metres,
        } => format!(
            "{}'s throw scatters: {} → {metres} m",
            name(s, *who),
            tokens(list)
        ),
        PoolFact::Blasted { by, base, token } => format!(
            "{}blast: base {base}, damage token {token}",
            by.map_or_else(String::new, |b| format!("{}'s ", name(s, b)))
        ),
        PoolFact::Evaded { who, tokens: n } => {
            format!("{} moves {n} m out of the area", name(s, *who))
        }
        PoolFact::Suppressed { who, lost } => {
            format!(
                "{} is suppressed: {} lost",
                name(s, *who),
                plural(*lost, "token")
            )
        }
        PoolFact::Opposed {
            first,
            second,
            first_hits,
            second_hits,
            winner,
        } => format!(
            "opposed: {} {first_hits} vs {} {second_hits}: {}",
            name(s, *first),
            name(s, *second),
            winner.map_or_else(
                || "tie, nobody".to_string(),
                |w| format!("{} wins", name(s, w))
            )
        ),
        PoolFact::MeleeSettled {
            winner,
            margin,
            effect,
            ..
        } => match winner {
            None => "melee: nobody wins the exchange".to_string(),
            Some(w) => {
                let effect = match effect {
                    MeleeEffect::Damage => "damage",
                    MeleeEffect::Ground => "puts them on the ground",
                    MeleeEffect::Hold => "holds them",
                    MeleeEffect::Advantage => "takes the advantage",
                };
                format!("melee: {} wins by {margin}, {effect}", name(s, *w))
            }
        },
    })
}
