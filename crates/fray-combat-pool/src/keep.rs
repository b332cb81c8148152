//! `keep N` (SRP-12, SRP-15): the damage token the player keeps, said once the draws are
//! on the table. « La joueuse ou le joueur choisit le jeton qui sera utilisé pour le calcul
//! des dégâts. » The attack keeps the highest; `keep N` right after it is a record of its
//! own that corrects the damage as if the N had been kept: each monitor gets the difference
//! between the boxes the attack checked and those the new total would have (stun overflow
//! included), and undo takes the choice back. Knockdown reads the weapon's code and the Style rule the
//! shooter's Style, neither the token, so they stand; a lethality check stands as drawn.

use crate::engine::{Batch, Event, RuleError};
use crate::model::{CombatantId, Token};

use super::command::Track;
use super::event::fact_of;
use super::fact::PoolFact;
use super::{PoolEvent, harm, text};

/// One damage fact of the last record a kept token may change.
struct Choice<'a> {
    target: CombatantId,
    base: i32,
    tokens: &'a [Token],
    chosen: Token,
    defense: u32,
    soak: u32,
    stun: bool,
    /// The boxes the attack checked on the target, per monitor.
    marks: Vec<(&'a str, u16)>,
}

/// `keep N` after the last record in effect (`last`, its events).
pub fn keep(
    state: &crate::model::Encounter,
    last: &[Event],
    value: u8,
) -> Result<Vec<Event>, RuleError> {
    let by = attacker(last);
    let choices = choices(last);
    if choices.is_empty() {
        return Err(text::invalid(text::keep_nothing()));
    }
    let fits: Vec<&Choice> = choices
        .iter()
        .filter(|c| c.tokens.iter().any(|t| t.value == value))
        .collect();
    if fits.is_empty() {
        let mut drawn: Vec<u8> = choices
            .iter()
            .flat_map(|c| c.tokens.iter().map(|t| t.value))
            .collect();
        drawn.sort_unstable();
        drawn.dedup();
        let drawn: Vec<String> = drawn.iter().map(u8::to_string).collect();
        return Err(text::invalid(text::keep_not_drawn(
            value,
            &drawn.join(", "),
        )));
    }
    let mut batch = Batch::new(state);
    for c in fits.into_iter().filter(|c| c.chosen.value != value) {
        let power = (i64::from(c.base) + i64::from(value) - i64::from(c.defense)).max(0);
        let total = u32::try_from((power - i64::from(c.soak)).max(0)).unwrap_or(u32::MAX);
        batch.push(
            PoolEvent::CombatPool {
                fact: PoolFact::Kept {
                    by,
                    target: c.target,
                    value,
                    instead: c.chosen.value,
                    total,
                },
            }
            .event(),
        );
        let marks = remarked(batch.state(), c, total);
        for track in ["stun", "physical"] {
            let was = boxes_on(&c.marks, track);
            let now = boxes_on(&marks, track);
            let (who, track) = (c.target, track.into());
            if now > was {
                batch.push(Event::MonitorMarked {
                    who,
                    track,
                    boxes: now - was,
                });
            } else if was > now {
                batch.push(Event::MonitorHealed {
                    who,
                    track,
                    boxes: was - now,
                });
            }
        }
    }
    let events = batch.into_events();
    if events.is_empty() {
        return Err(text::invalid(text::keep_already(value)));
    }
    Ok(events)
}

/// The boxes `total` checks on the target, per monitor, had it been the attack's damage:
/// the attack's boxes cleared, then `total` checked (stun overflowing as it would have).
/// Checking the difference on each monitor (clearing when lower, overflow first) ends where
/// checking `total` in the first place would have.
fn remarked(state: &crate::model::Encounter, c: &Choice, total: u32) -> Vec<(String, u16)> {
    let mut scratch = Batch::new(state);
    for (track, boxes) in &c.marks {
        scratch.push(Event::MonitorHealed {
            who: c.target,
            track: (*track).into(),
            boxes: *boxes,
        });
    }
    let cleared = c.marks.len();
    let track = if c.stun { Track::Stun } else { Track::Physical };
    harm::mark(&mut scratch, c.target, total, track);
    scratch
        .into_events()
        .into_iter()
        .skip(cleared)
        .filter_map(|e| match e {
            Event::MonitorMarked { track, boxes, .. } => Some((track, boxes)),
            _ => None,
        })
        .collect()
}

/// The boxes on one monitor in a list of (monitor, boxes).
fn boxes_on<S: AsRef<str>>(marks: &[(S, u16)], track: &str) -> u16 {
    marks
        .iter()
        .filter(|(t, _)| t.as_ref() == track)
        .map(|(_, b)| *b)
        .sum()
}

/// Who made the attack: the scorer, else the melee winner.
fn attacker(last: &[Event]) -> Option<CombatantId> {
    last.iter().filter_map(fact_of).find_map(|f| match f {
        PoolFact::Scored { who, .. } => Some(*who),
        PoolFact::MeleeSettled { winner, .. } => *winner,
        _ => None,
    })
}

/// The damage facts of `last` with two tokens or more and one kept, each with the boxes
/// checked right after it.
fn choices(last: &[Event]) -> Vec<Choice<'_>> {
    let mut out = Vec::new();
    for (at, event) in last.iter().enumerate() {
        let Some(PoolFact::Damaged {
            who,
            base,
            tokens,
            chosen: Some(chosen),
            defense,
            soak,
            kind,
            ..
        }) = fact_of(event)
        else {
            continue;
        };
        if tokens.len() < 2 {
            continue;
        }
        let marks = last[at + 1..]
            .iter()
            .map_while(|e| match e {
                Event::MonitorMarked {
                    who: w,
                    track,
                    boxes,
                } if w == who => Some((track.as_str(), *boxes)),
                _ => None,
            })
            .collect();
        out.push(Choice {
            target: *who,
            base: *base,
            tokens,
            chosen: *chosen,
            defense: *defense,
            soak: *soak,
            stun: *kind != super::DamageKind::Physical,
            marks,
        });
    }
    out
}
