//! Combat-pool facts for the transcript (`Event::CombatPool`): what a decision found
//! (scores, defenses, damage tokens, scatter, lethality). `apply` ignores them; the state
//! changes are the shared events around them.

use serde::{Deserialize, Serialize};

use crate::model::{CombatantId, Token};

use super::command::{DamageKind, IntentCost, MeleeEffect, Recharge, Risk, Stress};

/// The terms of an attack score S (SRP-13, SRP-14, SRP-18, SRP-19, SRP-22).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// Successes of the roll.
    pub hits: u32,
    /// Spent tokens that counted (+1 each).
    pub counted: u32,
    /// Aim bonus used up.
    pub aim: i32,
    /// Spray bonus.
    pub spray: u32,
    /// Melee advantage used up.
    pub advantage: i32,
    /// The range band's threshold.
    pub threshold: u32,
    /// The GM's threshold modifier.
    pub modifier: i32,
    /// Extra targets with multiple actions (+1 threshold each).
    pub extra_targets: u32,
    /// Adjust points.
    pub adjust: u32,
    /// Careful use points.
    pub care: u32,
    /// The score S.
    pub total: i32,
}

impl Score {
    /// Adds the terms up into `total`.
    pub fn sum(mut self) -> Score {
        // Widened: a hand-edited save may hold any value (typed ones are bounded).
        let plus = i64::from(self.hits)
            + i64::from(self.counted)
            + i64::from(self.aim)
            + i64::from(self.spray)
            + i64::from(self.advantage);
        let minus = i64::from(self.threshold)
            + i64::from(self.modifier)
            + i64::from(self.extra_targets)
            + i64::from(self.adjust)
            + i64::from(self.care);
        let total = (plus - minus).clamp(i64::from(i32::MIN), i64::from(i32::MAX));
        self.total = i32::try_from(total).unwrap_or_default();
        self
    }
}

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
    /// A pool of d6 rolled by the tracker (SRP-OP-01): every die, the hits, and the
    /// wound modifier taken off the dice.
    Rolled {
        who: CombatantId,
        dice: Vec<u8>,
        hits: u32,
        modifier: i32,
    },
    /// Tokens spent on a precision action and how many counted under stress (SRP-04).
    Spent {
        who: CombatantId,
        tokens: Vec<Token>,
        counted: u32,
        stress: Stress,
        purpose: Option<String>,
    },
    /// An action on another pool, and its cost in combat-pool tokens (SRP-04).
    OtherPool {
        who: CombatantId,
        tokens: u32,
        cost: u32,
        stress: Stress,
        purpose: Option<String>,
    },
    /// A coordinated intention and its cost (SRP-10).
    Coordinated {
        who: CombatantId,
        asked: u32,
        paid: u32,
    },
    /// Spray fire over consecutive actions (SRP-14).
    Sprayed {
        who: CombatantId,
        bullets: u32,
        total: u32,
        bonus: u32,
        cap: u32,
    },
    /// An attack score and its terms (SRP-13).
    Scored { who: CombatantId, score: Score },
    /// An attack met a defense (SRP-07): S against D, hit iff S > D.
    Defended {
        target: CombatantId,
        /// Who attacked (`None` in saves written before it was kept).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        attacker: Option<CombatantId>,
        /// The weapon fired, as the sheet names it (`None` when none was named or tracked).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        weapon: Option<String>,
        score: i32,
        defense: u32,
        ignored: Option<u32>,
        hit: bool,
    },
    /// Damage dealt (SRP-15): base + the chosen token, less soak.
    Damaged {
        who: CombatantId,
        base: i32,
        tokens: Vec<Token>,
        chosen: Option<Token>,
        defense: u32,
        soak: u32,
        total: u32,
        kind: DamageKind,
        /// Of `base`, what a melee win adds: two points per point of difference (absent
        /// from saves written before it, and from any other damage).
        #[serde(default, skip_serializing_if = "is_zero")]
        margin: i32,
    },
    /// A weapon reloaded to `rounds` (SRP-14 ammunition).
    Reloaded {
        who: CombatantId,
        weapon: String,
        rounds: u32,
    },
    /// The player kept another of the drawn damage tokens (SRP-12, `keep N`): the attack's
    /// damage to `target` is now `total`, with the `value` kept instead of the `instead`.
    Kept {
        by: Option<CombatantId>,
        target: CombatantId,
        value: u8,
        instead: u8,
        total: u32,
    },
    /// A reduced-lethality check (SRP-19); no tokens when no check was needed.
    Lethality {
        who: CombatantId,
        risk: Risk,
        care: u32,
        tokens: Vec<Token>,
        lethal: bool,
    },
    /// An area attack landed where it was aimed (SRP-17).
    Landed { who: CombatantId, score: i32 },
    /// An area attack scattered by the highest token, in metres (SRP-17), toward an hour on
    /// a clock face (12 straight on past the target); no direction when the GM reads it.
    Scattered {
        who: CombatantId,
        tokens: Vec<Token>,
        metres: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        direction: Option<u8>,
    },
    /// An area weapon went off with this damage token (SRP-17).
    Blasted {
        by: Option<CombatantId>,
        base: i32,
        token: Token,
    },
    /// Defense tokens given up to move out of an area (SRP-17).
    Evaded { who: CombatantId, tokens: u32 },
    /// Suppression took undrawn tokens from a target's pool (SRP-14).
    Suppressed { who: CombatantId, lost: u32 },
    /// An opposed roll (SRP-11, SRP-18): both sides' successes and the winner (none on a tie).
    Opposed {
        first: CombatantId,
        second: CombatantId,
        first_hits: u32,
        second_hits: u32,
        winner: Option<CombatantId>,
    },
    /// A melee exchange settled (SRP-18).
    MeleeSettled {
        attacker: CombatantId,
        defender: CombatantId,
        winner: Option<CombatantId>,
        margin: u32,
        effect: MeleeEffect,
    },
    /// Days of rest between fights, in a campaign (`rest`); the boxes cleared follow as
    /// `monitor_healed` events.
    Rested { who: CombatantId, days: u32 },
}

impl PoolFact {
    /// Every combatant the fact names (for the consistency check of a save: each must be
    /// in the fight when the fact is written).
    pub fn combatants(&self) -> impl Iterator<Item = CombatantId> {
        let (a, b, c) = match self {
            PoolFact::Recharged { who, .. }
            | PoolFact::IntentionChanged { who, .. }
            | PoolFact::FreeAction { who, .. }
            | PoolFact::Rolled { who, .. }
            | PoolFact::Spent { who, .. }
            | PoolFact::OtherPool { who, .. }
            | PoolFact::Coordinated { who, .. }
            | PoolFact::Sprayed { who, .. }
            | PoolFact::Scored { who, .. }
            | PoolFact::Damaged { who, .. }
            | PoolFact::Lethality { who, .. }
            | PoolFact::Landed { who, .. }
            | PoolFact::Scattered { who, .. }
            | PoolFact::Evaded { who, .. }
            | PoolFact::Suppressed { who, .. }
            | PoolFact::Reloaded { who, .. }
            | PoolFact::Rested { who, .. } => (Some(*who), None, None),
            PoolFact::Defended {
                target, attacker, ..
            } => (Some(*target), *attacker, None),
            PoolFact::Blasted { by, .. } => (*by, None, None),
            PoolFact::Kept { by, target, .. } => (Some(*target), *by, None),
            PoolFact::Opposed {
                first,
                second,
                winner,
                ..
            } => (Some(*first), Some(*second), *winner),
            PoolFact::MeleeSettled {
                attacker,
                defender,
                winner,
                ..
            } => (Some(*attacker), Some(*defender), *winner),
        };
        [a, b, c].into_iter().flatten()
    }
}

fn is_zero(n: &i32) -> bool {
    *n == 0
}
