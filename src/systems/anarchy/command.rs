//! The commands only the Shadowrun: Anarchy rules understand. Each variant's doc gives its
//! line in the command language (`verbs/`); a later module adds variants, not edits.

use serde::{Deserialize, Serialize};

/// What a test's successes are measured against (ANA-01, ANA-06, ANA-OP-01).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "n", rename_all = "snake_case")]
pub enum Against {
    /// `vs N`: an attack against N defense successes; a tie hits (ANA-06).
    Defense(u32),
    /// `opposed N`: any other opposed test; a tie per option `opposed-ties` (ANA-OP-01).
    Opposed(u32),
    /// `threshold N`: N successes needed.
    Threshold(u32),
}

impl Against {
    /// The opposing successes or threshold.
    pub fn number(self) -> u32 {
        match self {
            Against::Defense(n) | Against::Opposed(n) | Against::Threshold(n) => n,
        }
    }
}

/// A command of the Anarchy rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "sr_anarchy", rename_all = "snake_case")]
pub enum AnarchyCommand {
    /// `test WHO POOL [vs N | opposed N | threshold N] [glitch] [complications N] [chance]`:
    /// a dice-pool test (ANA-01 to ANA-04), the wound modifier taken off (ANA-21).
    Test {
        /// Who rolls.
        who: String,
        /// The pool as entered: attribute + skill + modifiers (ANA-OP-01).
        dice: u8,
        /// What the successes face.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        against: Option<Against>,
        /// A glitch die added (ANA-02).
        #[serde(default, skip_serializing_if = "is_false")]
        glitch: bool,
        /// Complication dice imposed (ANA-03).
        #[serde(default, skip_serializing_if = "is_zero")]
        complications: u8,
        /// A Chance point spent before the roll (ANA-04).
        #[serde(default, skip_serializing_if = "is_false")]
        chance: bool,
    },
    /// `initiative WHO [anarchy N]`: 2D6 + max(AGI, LOG) + 1D6 per Anarchy point spent,
    /// the bonus dice kept for the Scene (ANA-09, ANA-OP-04).
    Initiative {
        /// Who rolls (an NPC's points come from the GM's pool).
        who: String,
        /// Anarchy points spent on bonus dice.
        #[serde(default, skip_serializing_if = "is_zero")]
        anarchy: u8,
    },
    /// The magic and Matrix commands (ANA-12 to ANA-20): [`super::arcane::ArcaneCommand`].
    Arcane(super::arcane::ArcaneCommand),
}

#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_false(b: &bool) -> bool {
    !*b
}

#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_zero(n: &u8) -> bool {
    *n == 0
}
