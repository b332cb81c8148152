//! The movement and shooting facts, every die and term in them (COR-13 to COR-28). The
//! state changes are the shared events beside them (counters `speed` and `rounds`,
//! conditions `combat-move`, `crouched`, `prone`, `falling`, `aim`, `covering`, `exposed`).

use serde::{Deserialize, Serialize};

use crate::model::CombatantId;

use super::command::fire::Posture;
use super::covering::Use;
use super::ledger::Malus;
use super::movement::Terrain;
use super::rolls::PoolRoll;
use super::shooting::{Difficulty, Stance};
use super::target::Protection;

fn is_zero(n: &i32) -> bool {
    *n == 0
}

fn is_zero_u(n: &u32) -> bool {
    *n == 0
}

/// What a near miss struck instead (COR-27, COR-28, COR-OP-12).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "struck", rename_all = "snake_case")]
pub enum Stray {
    /// The obstacle the target hid behind (COR-27): the GM says whether it goes through.
    Obstacle {
        /// The protection, whose bonus adds to soak (COR-OP-11).
        protection: Protection,
    },
    /// Another melee participant or a passer-by (COR-28).
    Other {
        /// The combatant picked at random, when the roster holds one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        who: Option<CombatantId>,
        /// The d100 that picked them.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        d100: Option<u32>,
    },
}

/// A shot (COR-16 to COR-28).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShotFact {
    /// Who shot.
    pub shooter: CombatantId,
    /// At whom.
    pub target: CombatantId,
    /// The weapon's gear key.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weapon: Option<String>,
    /// The difficulty's terms (COR-16 to COR-28).
    pub difficulty: Difficulty,
    /// The reflex-shot reaction roll whose failure margin is a term (COR-18).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reflex: Option<PoolRoll>,
    /// The reflex reaction roll's difficulty (COR-18); absent in saves written before it
    /// was recorded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reflex_against: Option<i32>,
    /// The burst bonus taken off the difficulty (COR-23).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub burst: i32,
    /// The target's dodge roll, when it replaced the difficulty (COR-OP-14).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dodge: Option<i32>,
    /// The difficulty the roll met: the terms, less the burst bonus (never under 5), or
    /// the dodge.
    pub against: i32,
    /// The dice malus, term by term (COR-08).
    #[serde(default)]
    pub malus: Malus,
    /// The acquisition bonus added to the roll (COR-19).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub aim: i32,
    /// The shot's roll, the aim included.
    pub roll: PoolRoll,
    /// Rounds fired.
    pub rounds: u32,
    /// The margin of each bullet that hit (COR-23).
    pub margins: Vec<i32>,
    /// What a near miss struck.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stray: Option<Stray>,
}

/// An acquisition roll (COR-19).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AcquiredFact {
    /// Who aims.
    pub who: CombatantId,
    /// At whom.
    pub target: CombatantId,
    /// The standard shot's difficulty.
    pub difficulty: Difficulty,
    /// The dice malus (COR-08).
    #[serde(default)]
    pub malus: Malus,
    /// The roll, the weapon's aiming bonus included.
    pub roll: PoolRoll,
    /// The stance.
    pub stance: Stance,
    /// Whether it succeeded.
    pub success: bool,
    /// The raw bonus after it, before the cap.
    pub raw: i32,
    /// The bonus the next shot gets: min(raw, skill, the weapon's aim) (COR-OP-07).
    pub bonus: i32,
}

/// Covering fire announced (COR-21).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CoveringFact {
    /// Who fires.
    pub who: CombatantId,
    /// The firearm level.
    pub skill: i32,
    /// Each weapon's use.
    pub uses: Vec<Use>,
    /// Metres covered.
    pub metres: u32,
    /// Whether it was halved for being under fire.
    pub under_fire: bool,
    /// The firepower.
    pub firepower: i32,
    /// First and last segments.
    pub from: u8,
    /// Last segment.
    pub to: u8,
    /// Rounds it spends (COR-21, COR-OP-08).
    pub rounds: u32,
    /// Opponents exposed to it (COR-22).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub exposed: Vec<CombatantId>,
}

/// Someone moving through covering fire (COR-22).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RiddledFact {
    /// The mover.
    pub who: CombatantId,
    /// Whose fire.
    pub shooter: CombatantId,
    /// The firepower.
    pub firepower: i32,
    /// The mover's body-feint level.
    pub feint: i32,
    /// Speed lost, cm/s (in the open).
    #[serde(default, skip_serializing_if = "is_zero_u")]
    pub slowed: u32,
    /// Whether a dodge was needed.
    pub must_dodge: bool,
    /// The dodge roll, when one was made.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dodge: Option<i32>,
    /// Where the dodge came from: given with `cross`, or the segment's own dodge roll;
    /// `None` in saves written before it was recorded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dodge_from: Option<DodgeFrom>,
    /// The d6 chain of extra bullets.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub d6: Vec<u32>,
    /// Bullets that hit (0: none).
    pub bullets: u32,
    /// The weapon that hit, picked at random among the shooter's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weapon: Option<String>,
}

/// Where the dodge of someone crossing covering fire came from (COR-22).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DodgeFrom {
    /// Given at the table with `cross … dodge ROLL`.
    Given,
    /// The dodge rolled earlier this segment (its `dodge` condition).
    Segment,
}

/// A movement fact (COR-13 to COR-15, COR-25, COR-26).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "fire", rename_all = "snake_case")]
pub enum FireFact {
    /// A speed this segment (COR-13, COR-14).
    Moved {
        /// Who.
        who: CombatantId,
        /// The ground.
        terrain: Terrain,
        /// The base speed, cm/s.
        base: u32,
        /// The acceleration roll, an undeclared action.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        roll: Option<PoolRoll>,
        /// Its dice malus.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        malus: Option<Malus>,
        /// The acceleration, cm/s.
        #[serde(default, skip_serializing_if = "is_zero_u")]
        acceleration: u32,
        /// The covering fire's malus on the roll (COR-22).
        #[serde(default, skip_serializing_if = "is_zero")]
        exposed: i32,
        /// What combat movement took off, cm/s (COR-15).
        #[serde(default, skip_serializing_if = "is_zero_u")]
        combat: u32,
        /// The speed, cm/s.
        speed: u32,
    },
    /// Combat movement on or off (COR-15).
    CombatMove {
        /// Who.
        who: CombatantId,
        /// On or off.
        on: bool,
        /// The body-feint level shots at them add.
        feint: i32,
    },
    /// A posture taken (COR-25).
    Posture {
        /// Who.
        who: CombatantId,
        /// Which.
        posture: Posture,
        /// Seconds it takes.
        seconds: u32,
        /// The acrobatics roll at 10 to stand from prone in 1 s.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        roll: Option<PoolRoll>,
        /// Its dice malus.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        malus: Option<Malus>,
    },
    /// A fall, at its n-th segment (COR-26).
    Fell {
        /// Who.
        who: CombatantId,
        /// Segments fallen (0: the fall is over).
        segment: u32,
        /// Speed, m/s.
        speed: u32,
        /// Distance fallen, m.
        metres: u32,
        /// What it adds to a shot's difficulty.
        modifier: i32,
    },
}

impl FireFact {
    /// The combatants it names.
    pub fn combatants(&self) -> Vec<CombatantId> {
        match self {
            FireFact::Moved { who, .. }
            | FireFact::CombatMove { who, .. }
            | FireFact::Posture { who, .. }
            | FireFact::Fell { who, .. } => vec![*who],
        }
    }
}
