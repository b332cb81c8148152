//! Polaris's own facts: what it writes in a record beyond the shared events.

use serde::{Deserialize, Serialize};

use crate::engine::Event;
use crate::model::CombatantId;
use crate::rules::OwnFact;

use super::TestRecord;
use super::simultaneous::HeldWound;

/// A fact only Polaris writes (stored as `{"event": "test_rolled", ...}`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum PolarisFact {
    /// A d20 test.
    TestRolled {
        /// The test, with every die.
        test: TestRecord,
    },
    /// A wound dealt by one of several simultaneous actions, held back until every action
    /// of the group is decided (POL-28).
    WoundHeld {
        /// The wound, as it will be marked.
        wound: HeldWound,
    },
    /// The simultaneous actions are all decided: the held wounds land (their wound events
    /// follow in the same record).
    WoundsReleased,
    /// A blow landed but could deal no damage: no damage roll was given and the weapon
    /// (if any) has no damage dice (the book's mercenary carries such weapons).
    NoDamage {
        /// Who hit.
        who: CombatantId,
        /// The key of the weapon they hit with, if any.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        weapon: Option<String>,
    },
    /// A blow's damage, term by term, just before the wound it makes (or none): written
    /// so the log can say each term by name (saves from before it have none).
    DamageRolled {
        /// Who is hurt.
        who: CombatantId,
        /// Who hit.
        by: CombatantId,
        /// The terms.
        damage: DamageRoll,
    },
    /// Days of rest between fights, in a campaign (`rest`): who rested, and who still has
    /// a wound the text says worsens untended (bleeding, mortal). The boxes erased follow
    /// as `wound_healed` events in the same record.
    Rested {
        /// Days of rest.
        days: u32,
        /// Who rested.
        who: Vec<CombatantId>,
        /// Who still needs stabilising or immediate care.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        untended: Vec<CombatantId>,
    },
}

/// The terms of a blow's final damage by name (POL-32, POL-OP-11): the roll, then what
/// is added, then what the one hurt takes away.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamageRoll {
    /// The damage roll (dice rolled or given at the table).
    pub roll: i32,
    /// The attack's success modifier (POL-05).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub success: i32,
    /// The hitter's Modif. de Dom. au contact (melee only).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub melee: i32,
    /// A charge's bonus (POL-26).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub charge: i32,
    /// Frappe puissante's bonus (POL-41).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub powerful: i32,
    /// The one hurt's Résistance aux dommages, signed as on the sheet (added).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub resistance: i32,
    /// The protection at the location hit (taken away).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub protection: i32,
}

fn is_zero(n: &i32) -> bool {
    *n == 0
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
            PolarisFact::WoundHeld { wound } => vec![wound.who],
            PolarisFact::WoundsReleased => Vec::new(),
            PolarisFact::NoDamage { who, .. } => vec![*who],
            PolarisFact::DamageRolled { who, by, .. } => vec![*who, *by],
            PolarisFact::Rested { who, .. } => who.clone(),
        }
    }
}

/// The test an event records, if it is a Polaris test.
pub fn test_of(event: &Event) -> Option<&TestRecord> {
    match event.fact::<PolarisFact>()? {
        PolarisFact::TestRolled { test } => Some(test),
        PolarisFact::WoundHeld { .. }
        | PolarisFact::WoundsReleased
        | PolarisFact::NoDamage { .. }
        | PolarisFact::DamageRolled { .. }
        | PolarisFact::Rested { .. } => None,
    }
}

/// Keeps the held wounds in the state: a held wound joins them, a release clears them.
pub fn apply(state: &mut crate::model::Encounter, fact: &PolarisFact) {
    match fact {
        PolarisFact::TestRolled { .. }
        | PolarisFact::NoDamage { .. }
        | PolarisFact::DamageRolled { .. }
        | PolarisFact::Rested { .. } => {}
        PolarisFact::WoundHeld { .. } => state.held.push(fact.clone().into()),
        PolarisFact::WoundsReleased => state.held.retain(|f| {
            !matches!(
                <&PolarisFact>::try_from(f),
                Ok(PolarisFact::WoundHeld { .. })
            )
        }),
    }
}
