//! Combat-pool facts for the transcript (`Event::CombatPool`): what a decision found
//! (scores, defenses, damage tokens, scatter, lethality). `apply` ignores them; the state
//! changes are the shared events around them.

use serde::{Deserialize, Serialize};

use crate::model::{CombatantId, Token};

use super::command::{IntentCost, Recharge};

/// One combat-pool fact.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "fact", rename_all = "snake_case")]
pub enum PoolFact {
    /// A recharge was taken, and which (SRP-02).
    Recharged {
        who: CombatantId,
        recharge: Recharge,
    },
    /// A change of intention and what it cost (SRP-05); the token drawn when one was paid.
    IntentionChanged {
        who: CombatantId,
        cost: IntentCost,
        token: Option<Token>,
        refunded: bool,
    },
    /// A free action without declaration (SRP-06).
    FreeAction { who: CombatantId, text: String },
}
