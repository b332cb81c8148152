//! The notable moments of Anarchy's own facts, for the replay's timeline: a complication
//! or an exploit on a test (ANA-02, ANA-03), Anarchy points spent by a character or the GM
//! (ANA-05, ANA-07), and a character put down by damage (ANA-21). The magic and Matrix
//! ones are in `arcane/moments.rs`.

use crate::engine::Event;
use crate::model::{CombatantId, Encounter};
use crate::rules::{Health, Moment};

use super::fact::{AnarchyFact, fact_of};
use super::pool::PoolRoll;

/// A roll's complication and exploit, as moments for `who`.
fn of_roll(who: CombatantId, roll: &PoolRoll) -> Vec<Moment> {
    let mut out = Vec::new();
    if roll.exploit() {
        out.push(Moment::Exploit { who });
    }
    if roll.complications() > 0 {
        out.push(Moment::Complication { who });
    }
    out
}

/// The moments of a record's events, `after` being the state once it is applied.
pub fn of_events(events: &[Event], after: &Encounter) -> Vec<Moment> {
    let mut out = Vec::new();
    for fact in events.iter().filter_map(fact_of) {
        match fact {
            AnarchyFact::AnaTest { who, roll, .. }
            | AnarchyFact::AnaReroll { who, roll, .. }
            | AnarchyFact::AnaInterpose { who, roll, .. } => out.extend(of_roll(*who, roll)),
            AnarchyFact::AnaSpend { who, .. } => out.push(Moment::PointSpent { who: *who }),
            AnarchyFact::AnaDamage { who, .. } => {
                let down = after
                    .combatant(*who)
                    .is_some_and(|c| super::transcript::health(after, c) == Health::Down);
                if down {
                    out.push(Moment::KnockedOut { who: *who });
                }
            }
            _ => {}
        }
    }
    out
}
