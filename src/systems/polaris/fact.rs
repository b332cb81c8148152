//! Polaris's own facts: what it writes in a record beyond the shared events.

use serde::{Deserialize, Serialize};

use crate::engine::Event;
use crate::model::CombatantId;
use crate::rules::OwnFact;

use super::TestRecord;

/// A fact only Polaris writes (stored as `{"event": "test_rolled", ...}`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum PolarisFact {
    /// A d20 test.
    TestRolled {
        /// The test, with every die.
        test: TestRecord,
    },
}

impl PolarisFact {
    /// The event carrying it.
    pub fn event(self) -> Event {
        Event::System(self.into())
    }
}

impl OwnFact for PolarisFact {
    fn combatants(&self) -> Vec<CombatantId> {
        match self {
            PolarisFact::TestRolled { test } => vec![test.who],
        }
    }
}

/// The test an event records, if it is a Polaris test.
pub fn test_of(event: &Event) -> Option<&TestRecord> {
    match event.fact::<PolarisFact>()? {
        PolarisFact::TestRolled { test } => Some(test),
    }
}
