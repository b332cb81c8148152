//! Named states on a combatant (surprised, prone, shock test pending...) and when they end.

use serde::{Deserialize, Serialize};

use super::CombatantId;

/// When a condition ends by itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Expiry {
    /// Stays until the GM removes it.
    Manual,
    /// Ends when round `round` starts (added in round r for N rounds: r + N).
    RoundStart { round: u32 },
    /// Ends when the given combatant's next action starts.
    ActionStart { of: CombatantId },
    /// Ends when the given combatant's next action ends.
    ActionEnd { of: CombatantId },
}

/// A named state with an optional value (a malus, a level) and an expiry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Condition {
    /// Name as shown to the GM, e.g. `surprised`, `shock test`.
    pub name: String,
    /// A number attached to it: a malus, a stress level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<i32>,
    /// When it ends by itself.
    pub expiry: Expiry,
    /// Whom it is held on or against, for per-target state (marks on a Matrix object,
    /// the range to it, detected by a target); a combatant holds one condition per
    /// (name, target).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<CombatantId>,
}

impl Condition {
    /// A condition that stays until removed.
    pub fn manual(name: impl Into<String>) -> Self {
        Condition {
            target: None,
            name: name.into(),
            value: None,
            expiry: Expiry::Manual,
        }
    }

    /// Whether this is the condition `name` on `target` (names compare without case).
    pub fn is(&self, name: &str, target: Option<CombatantId>) -> bool {
        self.target == target && self.name.eq_ignore_ascii_case(name)
    }
}
