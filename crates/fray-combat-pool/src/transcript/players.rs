//! What players see of the combat pool's facts (`fray watch --players`): a hidden
//! combatant's sheet-driven rolls, scores, damage and recharges are left out; revealed
//! tokens, hits and misses stay visible (they are turned face up at the table).

use crate::engine::Event;
use crate::model::CombatantId;
use crate::player_view::{Seen, Shown};

use super::super::{PoolFact, fact_of};

/// What players see of a combat-pool fact; `None` leaves it to the shared rules.
pub fn shown(event: &Event, seen: &Seen<'_>) -> Option<Shown> {
    // A hidden combatant's rounds left (SRP-14 ammunition) are the GM's.
    if let Event::GearValueSet { who, name, .. } = event
        && name == super::super::ammo::ROUNDS
    {
        return (!seen.open(*who)).then_some(Shown::Hidden);
    }
    let fact = fact_of(event)?;
    pool_fact_hidden(fact, &|who| !seen.open(who)).then_some(Shown::Hidden)
}

/// Whether a combat-pool fact holds numbers players may not see.
fn pool_fact_hidden(fact: &PoolFact, hidden_owner: &dyn Fn(CombatantId) -> bool) -> bool {
    match fact {
        PoolFact::Rolled { who, .. }
        | PoolFact::Scored { who, .. }
        | PoolFact::Damaged { who, .. }
        | PoolFact::Recharged { who, .. }
        | PoolFact::OtherPool { who, .. }
        | PoolFact::Coordinated { who, .. }
        | PoolFact::Lethality { who, .. } => hidden_owner(*who),
        PoolFact::Kept { target, .. } => hidden_owner(*target),
        _ => false,
    }
}
