//! The movement and shooting commands (COR-13 to COR-28), as typed: names unresolved, the
//! table's modifiers picked by word. Each variant's doc gives its line (`verbs/fire.rs`).

use serde::{Deserialize, Serialize};

use super::super::covering::Use;
use super::super::movement::Terrain;
use super::super::shooting::{Range, Stance};
use super::super::target::{Protection, Size, Visibility};

/// The dice of a roll when the GM overrides the sheet, and confidence points spent on it
/// (COR-08, COR-OP-21).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pool {
    /// `dice N`: the d6 before the ledger's malus; the sheet's when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dice: Option<u32>,
    /// `bonus N`: the flat bonus; the sheet's skill level when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bonus: Option<i32>,
    /// `confidence N`: confidence points spent (COR-OP-21).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub confidence: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// A posture a combatant takes (COR-25).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Posture {
    /// Stands up: 1 s from crouched, 2 s from prone (1 s with acrobatics 10).
    Stand,
    /// Crouches.
    Crouch,
    /// Lies prone.
    Prone,
}

/// How far the target is: a band, or metres read against the weapon's sheet (COR-16).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reach {
    /// `range short|medium|long|extreme`.
    Band(Range),
    /// `distance M`: the band from the weapon's `short`…`extreme` values.
    Metres(u32),
}

/// How the shot is taken (COR-17, COR-18, COR-19).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// The range difficulty alone.
    #[default]
    Standard,
    /// Adds the weapon's `snap` malus.
    Snap,
    /// A standard shot plus the acquisition bonus on that target.
    Aimed,
}

/// The bullets a shot fires (COR-23).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Burst {
    /// A 3-round burst.
    Three,
    /// A free burst: 5 rounds a segment.
    Free,
}

impl Burst {
    /// The rounds it fires (COR-23).
    pub fn rounds(self) -> u32 {
        match self {
            Burst::Three => 3,
            Burst::Free => super::super::shooting::FREE_BURST_ROUNDS,
        }
    }
}

/// How fast the target moves across the firing line (COR-25).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "pace", content = "m_s", rename_all = "snake_case")]
pub enum Pace {
    /// The target's current speed (its counter `speed`).
    Current,
    /// Walk, 1–2 m/s.
    Walk,
    /// Run, 3–6 m/s.
    Run,
    /// Sprint or jump, 7–13 m/s.
    Sprint,
    /// A speed in m/s.
    Speed(u32),
}

/// Where a target appears, for the reflex-shot reaction roll (COR-18).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reflex {
    /// In front (15), else to the side or behind (20).
    pub front: bool,
    /// In an improbable place (+5).
    pub improbable: bool,
    /// Where the shooter aims (−5).
    pub aiming: bool,
    /// The shooter is on guard (−vigilance).
    pub guard: bool,
}

/// Night vision on a shot in poor light (COR-28): +1d or +2d to Pe.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Night {
    /// Infrared: +1d.
    Ir,
    /// Light amplification: +2d.
    La,
}

/// One term the GM picks from the target tables (COR-24 to COR-28, COR-18).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "term", rename_all = "snake_case")]
pub enum Term {
    /// `size WORD` (COR-24).
    Size {
        /// The visible surface.
        size: Size,
    },
    /// `moving [walk|run|sprint|M] [axis]` (COR-25).
    Moving {
        /// How fast.
        pace: Pace,
        /// Along the firing axis: +1 whatever the speed.
        axis: bool,
    },
    /// `falling N`: the target's N-th segment of fall; bare, its `falling` condition (COR-26).
    Falling {
        /// The segment of the fall; 0 reads the condition.
        segment: u32,
    },
    /// `cover WORD [armour N]`: the target behind a protection (COR-27).
    Cover {
        /// The protection.
        protection: Protection,
    },
    /// `engaged N`: N participants in the melee (COR-28).
    Engaged {
        /// Participants.
        participants: u32,
    },
    /// `crowd N`: a crowd of density 5 to 10 (COR-28).
    Crowd {
        /// The density term.
        density: i32,
    },
    /// `unshouldered`: a long arm fired from the hip (COR-28).
    Unshouldered,
    /// `visibility reduced|poor|verypoor DIST [ir|la]` (COR-28).
    Visibility {
        /// How poor.
        light: Visibility,
        /// The distance, m.
        metres: u32,
        /// Night vision.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        night: Option<Night>,
    },
    /// `reflex front|side [improbable] [aiming|guard]` (COR-18).
    Reflex {
        /// Where the target appears.
        reflex: Reflex,
    },
    /// `mod ±N`: the GM's own term.
    Mod {
        /// Its value.
        value: i32,
    },
}

/// `shoot WHO at TARGET [with WEAPON] range BAND|distance M [snap|aimed|standard]
/// [burst 3|free] [pointblank] [TERMS…] [dice N] [bonus N] [confidence N]` (COR-16 to
/// COR-28).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shot {
    /// The shooter.
    pub who: String,
    /// The target.
    pub target: String,
    /// The weapon's gear key; the shooter's first firearm when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weapon: Option<String>,
    /// Range band or distance.
    pub reach: Reach,
    /// Standard, snap or aimed.
    #[serde(default)]
    pub mode: Mode,
    /// A burst, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub burst: Option<Burst>,
    /// Under 3 m: +5 to the shooter (COR-20).
    #[serde(default)]
    pub point_blank: bool,
    /// The target's terms, in the order typed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub terms: Vec<Term>,
    /// The roll's dice.
    #[serde(default)]
    pub pool: Pool,
    /// `double`: a double action, one of two in this segment (a weapon in each hand):
    /// −1d more and option `double-malus` (COR-02, COR-OP-05).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub double: bool,
}

/// `cover WHO [with W [W2]] skill N burst USE [second USE] metres M from S to E
/// [under-fire] [on NAME…]`: covering fire announced (COR-21).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cover {
    /// The shooter.
    pub who: String,
    /// Gear keys of the weapons used (their rounds are spent).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub weapons: Vec<String>,
    /// The firearm level; the sheet's `firearms` when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skill: Option<i32>,
    /// How each weapon is used (one or two).
    pub uses: Vec<Use>,
    /// Metres covered.
    pub metres: u32,
    /// First segment.
    pub from: u8,
    /// Last segment.
    pub to: u8,
    /// The shooter is under fire this turn: firepower halved.
    #[serde(default)]
    pub under_fire: bool,
    /// Opponents at short or medium range, exposed to the fire (COR-22).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub exposed: Vec<String>,
}

/// How a mover answers covering fire (COR-22).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "answer", content = "roll", rename_all = "snake_case")]
pub enum Answer {
    /// No answer given: the `dodge` condition of this segment, else a refusal to decide.
    Unsaid,
    /// `dodge ROLL`: dodged; only a critical failure is hit.
    Dodge(i32),
    /// `fumble`: the dodge failed critically.
    Fumble,
    /// `refuse`: no dodge.
    Refuse,
}

/// A movement or shooting command (COR-13 to COR-28).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "fire", rename_all = "snake_case")]
pub enum FireCommand {
    /// `move WHO TERRAIN [fast] [dice N] [bonus N] [confidence N]` (COR-13, COR-14).
    Move {
        /// Who moves.
        who: String,
        /// The ground.
        terrain: Terrain,
        /// An acceleration roll (an undeclared action) and its dice.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        fast: Option<Pool>,
    },
    /// `combat-move WHO on|off` (COR-15).
    CombatMove {
        /// Who.
        who: String,
        /// On or off.
        on: bool,
    },
    /// `stand|crouch|prone WHO [acrobatics [dice N] [bonus N]]` (COR-25).
    Posture {
        /// Who.
        who: String,
        /// The posture taken.
        posture: Posture,
        /// Standing up from prone in 1 s: an acrobatics roll at 10.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        acrobatics: Option<Pool>,
    },
    /// `fall WHO N|off`: N segments fallen so far; 0 ends the fall (COR-26).
    Fall {
        /// Who falls.
        who: String,
        /// Segments fallen.
        segments: u32,
    },
    /// `shoot …` (COR-16 to COR-28).
    Shoot(Box<Shot>),
    /// `aim WHO at TARGET [with WEAPON] [standing|braced|prone] [TERMS…] [dice N] [bonus
    /// N] [confidence N]`: an acquisition roll (COR-19).
    Aim {
        /// The shot that acquires: the standard shot's difficulty.
        shot: Box<Shot>,
        /// The stance.
        stance: Stance,
    },
    /// `cover …` (COR-21).
    Cover(Box<Cover>),
    /// `cross WHO through SHOOTER [protection N] [dodge ROLL|fumble|refuse]` (COR-22).
    Cross {
        /// The mover.
        who: String,
        /// Whose covering fire.
        shooter: String,
        /// The protection the mover has on the way (≤ 5: in the open).
        protection: i32,
        /// The dodge, if one was needed.
        answer: Answer,
    },
}

impl FireCommand {
    /// The verb of the command's line.
    pub fn verb(&self) -> &'static str {
        match self {
            FireCommand::Move { .. } => "move",
            FireCommand::CombatMove { .. } => "combat-move",
            FireCommand::Posture { posture, .. } => match posture {
                Posture::Stand => "stand",
                Posture::Crouch => "crouch",
                Posture::Prone => "prone",
            },
            FireCommand::Fall { .. } => "fall",
            FireCommand::Shoot(_) => "shoot",
            FireCommand::Aim { .. } => "aim",
            FireCommand::Cover(_) => "cover",
            FireCommand::Cross { .. } => "cross",
        }
    }
}
