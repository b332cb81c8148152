//! The magic and Matrix facts, every die in them (ANA-12 to ANA-20). The state changes
//! are the shared events beside them (stun boxes, conditions, counters).

use serde::{Deserialize, Serialize};

use crate::model::CombatantId;

use super::super::pool::PoolRoll;
use super::magic::{Effect, ResistWith, Source};
use super::matrix::{Hacked, Method, Security};

/// One target's defense against an effect spell (ANA-16).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Defense {
    /// The target.
    pub who: CombatantId,
    /// Its defense dice.
    pub roll: PoolRoll,
    /// The spell takes effect on it.
    pub affected: bool,
    /// The dice the defender's wound modifier took off (ANA-21).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub wounds: u8,
}

/// A fact of the magic and Matrix rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "arcane", rename_all = "snake_case")]
pub enum ArcaneFact {
    /// A counterspell against a sustained effect spell (ANA-12).
    Dispel {
        /// The counterspeller.
        who: CombatantId,
        /// The sustainer.
        sustainer: CombatantId,
        /// The spell.
        spell: String,
        /// The counterspeller's dice.
        roll: PoolRoll,
        /// The sustainer's dice.
        against: PoolRoll,
        /// Dispelled (a win; a tie is not).
        dispelled: bool,
        /// The dice the wound modifier took off the pool (ANA-21).
        #[serde(default, skip_serializing_if = "is_zero")]
        wounds: u8,
        /// The dice Well disposed added to the pool (ANA-05).
        #[serde(default, skip_serializing_if = "is_zero")]
        bought: u8,
    },
    /// A counterspell against a combat spell, 1 Anarchy point (ANA-13).
    Counter {
        /// The counterspeller.
        who: CombatantId,
        /// The spell's target.
        target: CombatantId,
        /// The counterspeller's dice.
        roll: PoolRoll,
        /// The target's own successes.
        own: u32,
        /// Whose successes count.
        with: ResistWith,
        /// The successes the target resists with.
        resists: u32,
        /// The dice the wound modifier took off the pool (ANA-21).
        #[serde(default, skip_serializing_if = "is_zero")]
        wounds: u8,
        /// The dice Well disposed added to the pool (ANA-05).
        #[serde(default, skip_serializing_if = "is_zero")]
        bought: u8,
    },
    /// Drain (ANA-14, ANA-15): the test when there is one, the drain dice, the boxes.
    Drain {
        /// The magician or technomancer.
        who: CombatantId,
        /// What drained.
        source: Source,
        /// The name of the spell or form, if any.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        name: String,
        /// The test (none for an effect spell).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        roll: Option<PoolRoll>,
        /// The drain's complication dice.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        drain: Vec<u8>,
        /// Stun boxes taken, ignoring Armor.
        boxes: i32,
        /// The dice the wound modifier took off the pool (ANA-21).
        #[serde(default, skip_serializing_if = "is_zero")]
        wounds: u8,
        /// The dice Well disposed added to the pool (ANA-05).
        #[serde(default, skip_serializing_if = "is_zero")]
        bought: u8,
    },
    /// One Sorcery roll against each target's defense (ANA-16).
    Resist {
        /// The caster.
        caster: CombatantId,
        /// The effect type.
        effect: Effect,
        /// The Sorcery roll.
        roll: PoolRoll,
        /// Each target.
        defenses: Vec<Defense>,
        /// The dice the wound modifier took off the pool (ANA-21).
        #[serde(default, skip_serializing_if = "is_zero")]
        wounds: u8,
        /// The dice Well disposed added to the pool (ANA-05).
        #[serde(default, skip_serializing_if = "is_zero")]
        bought: u8,
    },
    /// A Hacking test (ANA-17, ANA-18, ANA-20).
    Hack {
        /// The hacker.
        who: CombatantId,
        /// The object.
        target: CombatantId,
        /// The declared method.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        method: Option<Method>,
        /// Dice removed by range and connection.
        #[serde(default)]
        noise: i32,
        /// The hacker's dice.
        roll: PoolRoll,
        /// The object's dice.
        against: PoolRoll,
        /// What came of it.
        outcome: Hacked,
        /// Marks held after it, when one was placed.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        marks: Option<u8>,
        /// The dice the wound modifier took off the pool (ANA-21).
        #[serde(default, skip_serializing_if = "is_zero")]
        wounds: u8,
        /// The dice Well disposed added to the pool (ANA-05).
        #[serde(default, skip_serializing_if = "is_zero")]
        bought: u8,
        /// The security level the opposition's dice came from, when one was named.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        security: Option<Security>,
    },
    /// The secret convergence die (ANA-19): the GM's eyes only.
    Convergence {
        /// The hacker.
        who: CombatantId,
        /// The complication die.
        die: u8,
        /// Surveillance points after it.
        points: i32,
        /// GOD intervenes now.
        god: bool,
    },
    /// The hacker spent the Narration checking the surveillance score (ANA-19).
    Checked {
        /// The hacker.
        who: CombatantId,
        /// The score.
        points: i32,
    },
    /// The alternative drain on a magic test other than a spell or summoning (a
    /// counterspell, the Sorcery roll against effect spells): a stun box per
    /// complication, ignoring Armor (ANA-14, ANA-OP-06).
    MagicDrain {
        /// The magician.
        who: CombatantId,
        /// Stun boxes taken.
        boxes: i32,
    },
    /// A reboot's Narration done (ANA-19): the Narrations left; at 0 the surveillance
    /// score is back to 0 and matrix actions are possible again.
    Rebooting {
        /// The hacker.
        who: CombatantId,
        /// Narrations left.
        left: i32,
    },
    /// A reboot started (ANA-19).
    Reboot {
        /// The hacker.
        who: CombatantId,
    },
}

impl ArcaneFact {
    /// Every combatant it names.
    pub fn combatants(&self) -> Vec<CombatantId> {
        match self {
            ArcaneFact::Dispel { who, sustainer, .. } => vec![*who, *sustainer],
            ArcaneFact::Counter { who, target, .. } | ArcaneFact::Hack { who, target, .. } => {
                vec![*who, *target]
            }
            ArcaneFact::Resist {
                caster, defenses, ..
            } => std::iter::once(*caster)
                .chain(defenses.iter().map(|d| d.who))
                .collect(),
            ArcaneFact::Drain { who, .. }
            | ArcaneFact::Convergence { who, .. }
            | ArcaneFact::Checked { who, .. }
            | ArcaneFact::MagicDrain { who, .. }
            | ArcaneFact::Rebooting { who, .. }
            | ArcaneFact::Reboot { who } => vec![*who],
        }
    }

    /// The dice the actor's wound modifier took off the pool (ANA-21).
    pub fn wounds(&self) -> u8 {
        match self {
            ArcaneFact::Dispel { wounds, .. }
            | ArcaneFact::Counter { wounds, .. }
            | ArcaneFact::Drain { wounds, .. }
            | ArcaneFact::Resist { wounds, .. }
            | ArcaneFact::Hack { wounds, .. } => *wounds,
            ArcaneFact::Convergence { .. }
            | ArcaneFact::Checked { .. }
            | ArcaneFact::MagicDrain { .. }
            | ArcaneFact::Rebooting { .. }
            | ArcaneFact::Reboot { .. } => 0,
        }
    }

    /// The dice Well disposed added to the actor's pool (ANA-05).
    pub fn bought(&self) -> u8 {
        match self {
            ArcaneFact::Dispel { bought, .. }
            | ArcaneFact::Counter { bought, .. }
            | ArcaneFact::Drain { bought, .. }
            | ArcaneFact::Resist { bought, .. }
            | ArcaneFact::Hack { bought, .. } => *bought,
            ArcaneFact::Convergence { .. }
            | ArcaneFact::Checked { .. }
            | ArcaneFact::MagicDrain { .. }
            | ArcaneFact::Rebooting { .. }
            | ArcaneFact::Reboot { .. } => 0,
        }
    }

    /// Only the GM may see it (the convergence die, ANA-19).
    pub fn secret(&self) -> bool {
        matches!(self, ArcaneFact::Convergence { .. })
    }
}

#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_zero(n: &u8) -> bool {
    *n == 0
}
