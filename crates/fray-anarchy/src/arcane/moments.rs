//! The notable moments of the magic and Matrix rules: GOD stepping in (ANA-19) and drain
//! or a failed brute force filling the stun monitor (ANA-14, ANA-18).

use crate::model::{CombatantId, DamageTrack, Encounter};
use crate::rules::Moment;

use super::fact::ArcaneFact;
use super::matrix::Hacked;
use super::slots::STUN;

/// Whether `who`'s stun monitor is full in `after`.
fn out_cold(after: &Encounter, who: CombatantId) -> bool {
    after.combatant(who).is_some_and(|c| match &c.damage {
        DamageTrack::Monitors { tracks } => tracks
            .iter()
            .any(|m| m.name == STUN && m.boxes > 0 && m.filled >= m.boxes),
        DamageTrack::Locator(_) => false,
    })
}

/// The moments one fact makes, `after` being the state once its record is applied.
pub fn moments(fact: &ArcaneFact, after: &Encounter) -> Vec<Moment> {
    match fact {
        ArcaneFact::Convergence { who, god: true, .. } => vec![Moment::Alert { who: *who }],
        ArcaneFact::Drain { who, boxes, .. }
        | ArcaneFact::Hack {
            who,
            outcome: Hacked::Stunned { boxes },
            ..
        } if *boxes > 0 && out_cold(after, *who) => vec![Moment::KnockedOut { who: *who }],
        _ => Vec::new(),
    }
}

/// The moments of a record's events (their magic and Matrix facts).
pub fn of_events(events: &[crate::engine::Event], after: &Encounter) -> Vec<Moment> {
    events
        .iter()
        .filter_map(super::super::fact_of)
        .filter_map(|f| match f {
            super::super::AnarchyFact::AnaArcane(f) => Some(moments(f, after)),
            _ => None,
        })
        .flatten()
        .collect()
}
