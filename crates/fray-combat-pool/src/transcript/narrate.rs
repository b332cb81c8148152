//! The transcript words for the combat-pool events (tokens, monitors, facts). Face-down
//! tokens are never named: nobody, the GM included, sees them until they are revealed.

use crate::engine::Event;
use crate::model::{CombatantId, Encounter, Token};
use crate::rules::names::display;
use crate::text;

use super::super::{Recharge, Stress};

pub(super) fn name(s: &Encounter, id: CombatantId) -> String {
    display(s, id)
}

/// Tokens written `S5, F3`.
pub fn tokens(list: &[Token]) -> String {
    list.iter()
        .map(Token::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

use super::narrate_score::tokens_n;
use crate::t;

/// The stress level in words, in the current language.
pub(crate) fn stress_word(s: Stress) -> String {
    match s {
        Stress::Low => t!("pool-stress-low"),
        Stress::Moderate => t!("pool-stress-moderate"),
        Stress::High => t!("pool-stress-high"),
    }
}

pub(super) fn recharge_word(s: &Encounter, r: Recharge) -> String {
    match r {
        Recharge::Fast => t!("pool-recharge-fast"),
        Recharge::Slow => {
            let time = if s.option_is("assess-time", "turn") {
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
                kind = crate::text::pool_type_word(pool_type),
                p = p.to_string()
            ),
            None => t!(
                "pool-narrate-type",
                who = name(s, *who),
                kind = crate::text::pool_type_word(pool_type)
            ),
        },
        // SRP-14 ammunition: the rounds a shot leaves (a reload says its own line).
        Event::GearValueSet {
            who,
            key,
            name: value_name,
            value: Some(left),
        } if value_name == super::super::ammo::ROUNDS => {
            let g = s.combatant(*who).and_then(|c| c.gear(key))?;
            if super::super::ammo::left(g) <= *left {
                return None;
            }
            t!(
                "pool-narrate-rounds-left",
                who = name(s, *who),
                weapon = &*super::super::ammo::shown(g.label()),
                left = *left
            )
        }
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
        Event::DefenseDrawn {
            who,
            tokens,
            faceless,
        } => t!(
            "pool-narrate-defense-drawn",
            who = name(s, *who),
            tokens = tokens_n((tokens.len() as u32).saturating_add(*faceless))
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
        Event::DefenseRevealed { who, count, faces } => {
            // A token drawn with no face shows the face the table gave when turned over.
            let mut given = faces.iter().copied();
            let shown: Vec<Token> = s
                .combatant(*who)
                .and_then(|c| c.tokens.as_ref())
                .map(|p| {
                    p.defense
                        .iter()
                        .filter(|t| !t.revealed)
                        .take(*count as usize)
                        .filter_map(|t| t.token.or_else(|| given.next()))
                        .collect()
                })
                .unwrap_or_default();
            t!(
                "pool-narrate-reveals",
                who = name(s, *who),
                tokens = tokens(&shown)
            )
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
            t!(
                "pool-narrate-defense-reset",
                who = name(s, *who),
                n = *count
            )
        }
        // A counter set to 0 is one used up (the score names it: "aim 1") or a spray run
        // broken: it says nothing the rest of the record does not, so no word of its own.
        Event::CounterSet { value: 0, .. } => String::new(),
        Event::CounterSet {
            who,
            name: n,
            value,
        } => t!(
            "pool-narrate-counter",
            who = name(s, *who),
            counter = counter_word(n),
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
        } => t!(
            "pool-narrate-under-way",
            who = name(s, *who),
            action = said(a)
        ),
        // The intention total defense writes (SRP-09): the rules' words, shown translated.
        Event::Declared { who, intent, .. } if intent == text::TOTAL_DEFENSE => {
            t!("log-declares", who = name(s, *who), intent = said(intent))
        }
        Event::PendingSet { who, action: None } => {
            t!("pool-narrate-nothing-under-way", who = name(s, *who))
        }
        Event::System(_) => {
            return super::super::fact_of(event)
                .and_then(|fact| super::narrate_fact::describe_fact(fact, s));
        }
        _ => return None,
    })
}

/// ` on picking the lock`, or nothing.
pub(super) fn purpose_words(purpose: Option<&str>) -> String {
    purpose.map_or_else(String::new, |p| t!("pool-narrate-purpose", purpose = p))
}

/// An intention or a pending action in the current language when the rules wrote it
/// (`total defense`, `changing intention (simple action)`: the save keeps the English);
/// the GM's own text as written.
pub(crate) fn said(text: &str) -> String {
    match text {
        text::TOTAL_DEFENSE => t!("pool-said-total-defense"),
        text::CHANGING_INTENTION => t!("pool-said-changing-intention"),
        other => other.to_string(),
    }
}

/// A counter in words (`aim`, `advantage`, `spray`): the save keeps the English key; a
/// counter the GM named stays as named.
pub(crate) fn counter_word(counter: &str) -> String {
    match counter {
        text::AIM => t!("pool-counter-aim"),
        text::ADVANTAGE => t!("pool-counter-advantage"),
        text::SPRAY => t!("pool-counter-spray"),
        other => other.to_string(),
    }
}

/// A condition monitor in words (`physical`, `stun`): the track as the event holds it.
pub(crate) fn track_word(track: &str) -> String {
    match track {
        "physical" => t!("pool-track-physical"),
        "stun" => t!("pool-track-stun"),
        other => other.to_string(),
    }
}
