//! The combat pool's own facts, as records store them.

use serde::{Deserialize, Serialize};

use crate::engine::Event;
use crate::model::CombatantId;
use crate::rules::OwnFact;

use super::PoolFact;

/// A fact only the combat pool writes (stored as `{"event": "combat_pool", "fact": ...}`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum PoolEvent {
    /// A fact for the transcript: scores, defenses, damage tokens, scatter, lethality...
    /// (the fold ignores it; the state changes are the shared events around it).
    CombatPool {
        /// The fact.
        fact: PoolFact,
    },
}

impl PoolEvent {
    /// The event carrying it.
    pub fn event(self) -> Event {
        Event::System(self.into())
    }
}

impl OwnFact for PoolEvent {
    fn combatants(&self) -> Vec<CombatantId> {
        match self {
            PoolEvent::CombatPool { fact } => fact.combatants().collect(),
        }
    }
}

/// The combat-pool fact an event records, if any.
pub fn fact_of(event: &Event) -> Option<&PoolFact> {
    match event.fact::<PoolEvent>()? {
        PoolEvent::CombatPool { fact } => Some(fact),
    }
}
