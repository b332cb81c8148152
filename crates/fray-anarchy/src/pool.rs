//! Dice-pool tests (ANA-01, ANA-OP-01), the glitch die (ANA-02, ANA-OP-03) and
//! complication dice (ANA-03): what is rolled, what it reads as, and opposed comparison.

use serde::{Deserialize, Serialize};

use crate::engine::Dice;

use super::rolls::{self, COMPLICATION, GLITCH, POOL};

/// The lowest face that succeeds: 5 (ANA-01).
pub const HIT: u8 = 5;
/// The lowest face that succeeds after a Chance point spent before the roll (ANA-04).
pub const HIT_WITH_CHANCE: u8 = 4;
/// The lowest glitch-die face that is an exploit (ANA-02; Chance does not lower it,
/// ANA-OP-03).
pub const EXPLOIT: u8 = 5;

/// What a test rolls, before the dice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct PoolSpec {
    /// Ordinary dice (attribute + skill + modifiers, as entered: ANA-OP-01).
    pub dice: u8,
    /// Whether a glitch die is added (Take a risk, ANA-05).
    #[serde(default)]
    pub glitch: bool,
    /// Complication dice imposed (Amps, Flaws, drain, convergence: ANA-03).
    #[serde(default)]
    pub complications: u8,
    /// A Chance point spent before the roll: every die succeeds on 4–6 (ANA-04).
    #[serde(default)]
    pub chance: bool,
}

/// A rolled test: every die, as the log keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PoolRoll {
    /// The ordinary dice.
    pub dice: Vec<u8>,
    /// The glitch die, when one was added.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub glitch: Option<u8>,
    /// The complication dice.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub complications: Vec<u8>,
    /// The lowest face that succeeds (5, or 4 with Chance before the roll).
    pub hit: u8,
    /// The glitch die's own lowest success face when it differs from `hit` (option
    /// `chance-glitch off`: 5 even after a Chance point, ANA-OP-03).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub glitch_hit: Option<u8>,
}

impl PoolSpec {
    /// Rolls every die of the test, each from its slot (ordinary, glitch, complication).
    pub fn roll(self, dice: &mut dyn Dice) -> PoolRoll {
        PoolRoll {
            dice: rolls::d6s(dice, POOL, self.dice),
            glitch: self.glitch.then(|| rolls::d6(dice, GLITCH)),
            complications: rolls::d6s(dice, COMPLICATION, self.complications),
            hit: if self.chance { HIT_WITH_CHANCE } else { HIT },
            glitch_hit: None,
        }
    }
}

impl PoolRoll {
    /// Successes: ordinary dice and the glitch die at or above the hit face; complication
    /// dice never count (ANA-01, ANA-02, ANA-03).
    pub fn successes(&self) -> u32 {
        let glitch_hit = self.glitch_hit.unwrap_or(self.hit);
        let count = self.dice.iter().filter(|&&d| d >= self.hit).count()
            + usize::from(self.glitch.is_some_and(|g| g >= glitch_hit));
        u32::try_from(count).unwrap_or(u32::MAX)
    }

    /// Complications: a glitch die on 1, plus each complication die on 1 (ANA-02, ANA-03).
    pub fn complications(&self) -> u32 {
        let count = self
            .glitch
            .iter()
            .chain(self.complications.iter())
            .filter(|&&d| d == 1)
            .count();
        u32::try_from(count).unwrap_or(u32::MAX)
    }

    /// Whether the glitch die shows an exploit (5–6, ANA-02).
    pub fn exploit(&self) -> bool {
        self.glitch.is_some_and(|d| d >= EXPLOIT)
    }

    /// The same test rolled again after a Chance point spent on the result: all the dice,
    /// glitch and complication dice included (ANA-04, ANA-OP-03); the hit face is kept.
    pub fn reroll(&self, dice: &mut dyn Dice) -> PoolRoll {
        PoolRoll {
            dice: rolls::d6s(dice, POOL, len(&self.dice)),
            glitch: self.glitch.map(|_| rolls::d6(dice, GLITCH)),
            complications: rolls::d6s(dice, COMPLICATION, len(&self.complications)),
            hit: self.hit,
            glitch_hit: self.glitch_hit,
        }
    }
}

fn len(dice: &[u8]) -> u8 {
    u8::try_from(dice.len()).unwrap_or(u8::MAX)
}

/// An attack's outcome: the defender is hit when the attacker has at least as many
/// successes (ANA-01, ANA-06: ties go to the attacker).
pub fn attack_hits(attacker: u32, defender: u32) -> bool {
    attacker >= defender
}

/// Any other opposed test: the actor must beat the opposition; a tie has no effect
/// (ANA-OP-01).
pub fn opposed_wins(actor: u32, opposition: u32) -> bool {
    actor > opposition
}
