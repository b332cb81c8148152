//! Melee, COR-33 to COR-38: disengagement, defense score and attack roll, special strikes,
//! trip, grapple and throw, charge and bull rush.

use serde::{Deserialize, Serialize};

use super::damage::levels;

/// The bonus of an opponent's offensive action against someone disengaging (COR-33).
pub const DISENGAGE_PUNISH: i32 = 5;

/// The defender's situation (COR-34).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Defender {
    /// Still, or not in a fighting situation: −10.
    Still,
    /// Engaged: combat skill + dodge + weapon defense bonus + wired-reflexes level.
    Engaged {
        /// Combat skill level.
        combat: i32,
        /// Dodge level.
        dodge: i32,
        /// The melee weapon's defense bonus.
        weapon: i32,
        /// Wired-reflexes level.
        reflexes: i32,
    },
    /// Fleeing: the Athletics level.
    Fleeing(i32),
}

impl Defender {
    /// The defense score (COR-34).
    pub fn score(self) -> i32 {
        match self {
            Defender::Still => -10,
            Defender::Engaged {
                combat,
                dodge,
                weapon,
                reflexes,
            } => combat + dodge + weapon + reflexes,
            Defender::Fleeing(athletics) => athletics,
        }
    }
}

/// The situation modifiers of an attack roll (COR-34).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Situation {
    /// How many attackers face the defender: +1 each when 2 or more, or +1 per attacker
    /// beyond the first (COR-OP-15).
    pub attackers: u32,
    /// The attacker is on higher ground: +2.
    pub attacker_higher: bool,
    /// The defender turns their back: +5.
    pub back_turned: bool,
    /// The defender is on higher ground: −2.
    pub defender_higher: bool,
}

impl Situation {
    /// The sum of the modifiers (COR-34); `count_all` is the COR-OP-15 default.
    pub fn modifier(self, count_all: bool) -> i32 {
        let crowd = match self.attackers {
            0 | 1 => 0,
            n if count_all => n as i32,
            n => n as i32 - 1,
        };
        crowd + if self.attacker_higher { 2 } else { 0 } + if self.back_turned { 5 } else { 0 }
            - if self.defender_higher { 2 } else { 0 }
    }
}

/// Whether an attack roll beats the defense, so the defender must dodge (COR-34).
pub fn needs_dodge(attack: i32, defense: i32) -> bool {
    attack > defense
}

/// Whether a blow lands (COR-34, COR-32): the attack must beat the defense, which a dodge
/// replaces when higher (or on a critical failure); the margin is attack − final defense.
pub fn lands(attack: i32, defense: i32, dodge: Option<(i32, bool)>) -> Option<i32> {
    let defense = match dodge {
        Some((roll, critical)) => super::situations::after_dodge(defense, roll, critical),
        None => defense,
    };
    needs_dodge(attack, defense).then_some(attack - defense)
}

/// The difficulty of the roll after a power strike or of an acrobatic attack's roll (COR-35).
pub const SPECIAL_DIFFICULTY: i32 = 15;

/// A power strike (COR-35): −1d to hit, damage + the skill level; then a fatigue roll at 15
/// or lose 1 Fatigue level (`fatigue_roll`). Returns (dice lost to hit, damage bonus).
pub fn power_strike(skill_level: i32) -> (u32, i32) {
    (1, skill_level)
}

/// An acrobatic attack's acrobatics roll at 15 (COR-35): the damage bonus (acrobatics level)
/// on success; `None` on failure, the attacker unbalanced, −1d until the end of the turn.
pub fn acrobatic_attack(success: bool, acrobatics_level: i32) -> Option<i32> {
    success.then_some(acrobatics_level)
}

/// The opposed roll of a trip (COR-36).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trip {
    /// Agility against Agility, Strength as a bonus: only if the attacker weighs more than
    /// half the defender.
    Agility,
    /// Strength against Strength, Agility as a bonus.
    Strength,
}

/// What a trip does (COR-36).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Fall {
    /// The opposed roll was not won: nothing.
    Nothing,
    /// The defender is unbalanced and loses 1 action.
    Unbalanced,
    /// Both fall.
    BothFall,
    /// The defender falls.
    DefenderFalls,
}

/// Whether an Agility trip is allowed by the weights (COR-36).
pub fn agility_trip_allowed(attacker_kg: u32, defender_kg: u32) -> bool {
    attacker_kg * 2 > defender_kg
}

/// The trip's outcome (COR-36): the attacker's extra dice on the opposed roll come from the
/// to-hit margin (+1d per 10, `damage::margin_dice`); here the opposed roll's margin in
/// levels (COR-OP-01 step) gives the effect.
pub fn trip(kind: Trip, opposed_margin: i32, level_step: u32) -> Fall {
    match (kind, levels(opposed_margin, level_step)) {
        (_, 0) => Fall::Nothing,
        (Trip::Agility, 1) => Fall::Unbalanced,
        (Trip::Strength, 1) => Fall::BothFall,
        _ => Fall::DefenderFalls,
    }
}

/// A fallen character's soak roll difficulty and their malus on all actions until standing
/// (COR-36); standing up counts as a disengagement (COR-33).
pub const FALLEN: (i32, i32) = (15, -5);

/// A grapple's hold (COR-37): the Strength against Strength margin in levels (COR-OP-01
/// step) is both the hold's quality and the held one's dice malus on all action rolls.
pub fn hold(strength_margin: i32, level_step: u32) -> u32 {
    levels(strength_margin, level_step)
}

/// Whether the held one breaks free (COR-37): a successful dodge, or a wound of 2 levels or
/// more inflicted on the holder.
pub fn escapes(dodge_success: bool, wound_levels_on_holder: u32) -> bool {
    dodge_success || wound_levels_on_holder >= 2
}

/// The throw (COR-37): allowed once the hold reaches −3d; its damage bonus is the unarmed
/// combat level.
pub fn throw(hold: u32, unarmed_level: i32) -> Option<i32> {
    (hold >= 3).then_some(unarmed_level)
}

/// Who charges (COR-38).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Charge {
    /// One side charges on foot.
    OnFoot,
    /// One side charges mounted.
    Mounted,
    /// Both charge on foot.
    Both,
}

/// The flat damage bonuses (COR-OP-22) of a charge with melee weapons (COR-38): (attacker,
/// defender); the defender's +1 on foot, +3 mounted (COR-OP-16).
pub fn charge(kind: Charge) -> (i32, i32) {
    match kind {
        Charge::OnFoot => (3, 1),
        Charge::Mounted => (7, 3),
        Charge::Both => (5, 5),
    }
}

/// The to-hit difficulty added when striking at full run (COR-38).
pub const FULL_RUN: i32 = 3;

/// What a bull rush's damage levels do (COR-38).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rush {
    /// No level received.
    Nothing,
    /// 1 level: unbalanced, loses the next action.
    Unbalanced,
    /// 2 levels: falls.
    Falls,
    /// 3 or more: thrown back and stunned.
    Thrown,
}

/// A bull rush landing with these damage levels (COR-38): its effect, and the levels
/// actually applied (1 fewer).
pub fn bull_rush(levels_received: u32) -> (Rush, u32) {
    let effect = match levels_received {
        0 => Rush::Nothing,
        1 => Rush::Unbalanced,
        2 => Rush::Falls,
        _ => Rush::Thrown,
    };
    (effect, levels_received.saturating_sub(1))
}
