//! The facts of the special situations, melee and damage family that the first slice did
//! not have (COR-29 to COR-38, COR-42 repairs): every die and its difficulty, for the log.
//! [`super::fact::CorporatesFact::Melee`] carries them.

use serde::{Deserialize, Serialize};

use crate::model::CombatantId;

use super::melee::{Fall, Rush, Trip};
use super::rolls::PoolRoll;
use super::situations::{Against, Carried};

/// A check against a difficulty that is not an action of the ledger's, or is part of one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Check {
    /// A stress roll + the action's level while held at gunpoint (COR-29).
    Stress,
    /// The reaction roll to act before the captor (COR-29).
    Lead,
    /// An acrobatics roll: acrobatic dodge or attack (COR-32, COR-35).
    Acrobatics,
    /// The fatigue roll after a power strike (COR-35).
    Fatigue,
    /// The soak roll of a fall (COR-36).
    Fall,
    /// A Cybernetics roll repairing gear (COR-42).
    Repair,
    /// The hourly endurance roll of a bleeding character at rest (COR-41, line 14).
    Bleeding,
}

/// What a special strike is (COR-35 to COR-38).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Special {
    /// A power strike (coup en force).
    Power,
    /// An acrobatic attack (attaque acrobatique).
    Acrobatic,
    /// A trip (faire tomber).
    Trip,
    /// A grapple (immobiliser).
    Grapple,
    /// A bull rush (charge percutante).
    Rush,
}

/// What a repair did (COR-42).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Repair {
    /// The gear works again.
    Fixed,
    /// Destroyed gear taken out.
    Removed,
    /// One protection level restored.
    Protection,
    /// The roll failed.
    Failed,
}

fray_core::by_name_too! {
/// A fact of the special situations, melee and damage family.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum MeleeFact read by MeleeByName as "MeleeFact" {
    /// A roll against a difficulty (COR-29, COR-32, COR-35, COR-36, COR-42).
    Checked {
        /// Who rolled.
        who: CombatantId,
        /// What for.
        check: Check,
        /// The roll.
        roll: PoolRoll,
        /// Its difficulty.
        difficulty: i32,
    },
    /// A dodge: its roll, the defense it replaces for the segment (COR-32), or a
    /// disengagement (COR-33).
    Dodged {
        /// Who dodged.
        who: CombatantId,
        /// Against what.
        against: Against,
        /// The roll, posture, direction and acrobatics included.
        roll: PoolRoll,
        /// A disengagement (COR-33).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        disengage: bool,
    },
    /// An opponent following a disengagement with a dodge roll of their own (COR-33).
    Followed {
        /// Who followed.
        who: CombatantId,
        /// Whom.
        target: CombatantId,
        /// Their dodge roll.
        roll: PoolRoll,
        /// The roll to match.
        against: i32,
    },
    /// The preparation of a power strike or an acrobatic attack (COR-35).
    Prepared {
        /// Who.
        who: CombatantId,
        /// Which strike.
        special: Special,
    },
    /// A trip's opposed roll and what it did (COR-36).
    Tripped {
        /// The attacker.
        attacker: CombatantId,
        /// The defender.
        defender: CombatantId,
        /// Agility or Strength.
        kind: Trip,
        /// The attacker's roll, then the defender's.
        rolls: [PoolRoll; 2],
        /// The outcome.
        fall: Fall,
    },
    /// A grapple's Strength against Strength and the hold it gave (COR-37).
    Held {
        /// The holder.
        holder: CombatantId,
        /// The one held.
        held: CombatantId,
        /// The holder's roll, then the held one's.
        rolls: [PoolRoll; 2],
        /// The hold level, the held one's dice malus.
        hold: u32,
    },
    /// A hold broken (COR-37): a dodge or a wound of 2 levels on the holder.
    Freed {
        /// The one held.
        held: CombatantId,
        /// The holder.
        holder: CombatantId,
    },
    /// A disengagement that stood the combatant up (COR-36: standing up is a
    /// disengagement), ending crouched, prone or fallen.
    StoodUp {
        /// The one disengaging.
        who: CombatantId,
    },
    /// A bull rush's effect by the levels received (COR-38).
    Rushed {
        /// The attacker.
        attacker: CombatantId,
        /// The defender.
        defender: CombatantId,
        /// The levels received, before the reduction.
        levels: u32,
        /// The effect.
        effect: Rush,
    },
    /// A staring second of a duel: both rolls and the bonuses after it (COR-30).
    Stared {
        /// The first duellist.
        a: CombatantId,
        /// The second.
        b: CombatantId,
        /// Their stress + weapon rolls.
        rolls: [PoolRoll; 2],
        /// Their accumulated bonuses after it.
        bonus: [i32; 2],
    },
    /// A duel broken: reaction + skill + bonus each, who shoots first (COR-30).
    DuelBroken {
        /// The first duellist.
        a: CombatantId,
        /// The second.
        b: CombatantId,
        /// Their rolls, the bonuses included.
        rolls: [PoolRoll; 2],
        /// Who shoots first; `None` on a tie.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        first: Option<CombatantId>,
    },
    /// A weapon drawn, or drawn and used at once (COR-31).
    Drew {
        /// Who.
        who: CombatantId,
        /// The weapon's key.
        gear: String,
        /// Where it was carried.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        carried: Option<Carried>,
        /// A draw-and-use: a declared double action with the location's malus.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        used: bool,
    },
    /// A blow that had landed, measured again against a later dodge of the segment (COR-32):
    /// turned aside, or landing by less.
    Evaded {
        /// Who dodged.
        who: CombatantId,
        /// Whose blow.
        attacker: CombatantId,
        /// The margin left, `None` when the blow now misses.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        margin: Option<i32>,
    },
    /// Levels recovered on a track (COR-43).
    Healed {
        /// Who.
        who: CombatantId,
        /// Which track.
        track: super::command::melee::Track,
        /// Levels recovered.
        levels: u32,
        /// Levels still lost on it.
        left: u32,
    },
    /// A repair of cyberware (COR-42).
    Repaired {
        /// Whose gear.
        who: CombatantId,
        /// The gear's key.
        gear: String,
        /// What it did.
        outcome: Repair,
    },
}
}

impl MeleeFact {
    /// Every combatant the fact names.
    pub fn combatants(&self) -> Vec<CombatantId> {
        use MeleeFact as F;
        match self {
            F::Checked { who, .. }
            | F::Dodged { who, .. }
            | F::StoodUp { who }
            | F::Prepared { who, .. }
            | F::Drew { who, .. }
            | F::Repaired { who, .. }
            | F::Healed { who, .. } => vec![*who],
            F::Evaded { who, attacker, .. } => vec![*who, *attacker],
            F::Followed { who, target, .. } => vec![*who, *target],
            F::Tripped {
                attacker, defender, ..
            }
            | F::Rushed {
                attacker, defender, ..
            } => vec![*attacker, *defender],
            F::Held { holder, held, .. } | F::Freed { holder, held } => vec![*holder, *held],
            F::Stared { a, b, .. } | F::DuelBroken { a, b, .. } => vec![*a, *b],
        }
    }
}
