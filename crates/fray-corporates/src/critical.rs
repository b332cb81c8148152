//! Critical damage (COR-41): 3 or more levels from one hit call for 2d6 plus the hit's
//! levels (COR-OP-18), read on the table.

use serde::{Deserialize, Serialize};

/// The levels from one hit that trigger a critical roll (COR-41).
pub const TRIGGER: u32 = 3;

/// Whether a hit of `levels` (all tracks, COR-OP-18) calls for a critical roll.
pub fn triggered(levels: u32) -> bool {
    levels >= TRIGGER
}

/// The levels a hit adds to the critical and cyberware rolls: all of them (COR-OP-18), or
/// its Wound levels alone under option `critical-levels wound`.
pub fn hit_levels(hit: super::damage::Split, whole_hit: bool) -> u32 {
    if whole_hit {
        hit.wound + hit.fatigue
    } else {
        hit.wound
    }
}

/// A line of the critical table (COR-41).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Critical {
    /// 5 or less: nothing.
    Nothing,
    /// 6: unbalanced, loses the next action.
    Unbalanced,
    /// 7: hand wound, drops what is held.
    HandDrop,
    /// 8: torso wound, stunned, loses the next 2 actions.
    Stunned,
    /// 9: leg wound, dodges cost 1d more until a wound level is recovered.
    LegSlowed,
    /// 10: knocked down, drops what is held, loses 1 action.
    KnockedDown,
    /// 11: the arm is unusable until the levels are recovered.
    ArmUseless,
    /// 12: the leg is unusable until the levels are recovered.
    LegUseless,
    /// 13: head wound, unconscious 1d6 hours.
    KnockedOut,
    /// 14: torso wound, unconscious and bleeding (endurance 15 hourly, care 20 stops it).
    Bleeding,
    /// 15: hand to amputate unless a care roll at 25.
    HandLost,
    /// 16: foot to amputate unless a care roll at 25.
    FootLost,
    /// 17: face wound, 1d6 says which.
    Face,
    /// 18: dies unless first aid at 15 within the minute.
    Dying,
    /// 19 or more: dies at once.
    Dead,
}

/// The table's line for a modified roll (COR-41).
pub fn critical(modified: u32) -> Critical {
    use Critical as C;
    match modified {
        0..=5 => C::Nothing,
        6 => C::Unbalanced,
        7 => C::HandDrop,
        8 => C::Stunned,
        9 => C::LegSlowed,
        10 => C::KnockedDown,
        11 => C::ArmUseless,
        12 => C::LegUseless,
        13 => C::KnockedOut,
        14 => C::Bleeding,
        15 => C::HandLost,
        16 => C::FootLost,
        17 => C::Face,
        18 => C::Dying,
        _ => C::Dead,
    }
}

impl Critical {
    /// The actions it costs (COR-41: 6, 8, 10).
    pub fn actions_lost(self) -> u8 {
        match self {
            Critical::Unbalanced | Critical::KnockedDown => 1,
            Critical::Stunned => 2,
            _ => 0,
        }
    }

    /// Whether it makes the holder drop what they held (COR-41: 7, 10).
    pub fn drops(self) -> bool {
        matches!(self, Critical::HandDrop | Critical::KnockedDown)
    }

    /// Whether the result carries the Impalement tag (COR-41: 8, 12, 14, 18, 19+).
    pub fn impalement(self) -> bool {
        matches!(
            self,
            Critical::Stunned
                | Critical::LegUseless
                | Critical::Bleeding
                | Critical::Dying
                | Critical::Dead
        )
    }
}

/// The face wound's 1d6 (COR-41, result 17).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Face {
    /// 1–2: a scar.
    Scar,
    /// 3: an ear lost.
    Ear,
    /// 4: an eye lost.
    Eye,
    /// 5: the nose torn off.
    Nose,
    /// 6: the jaw smashed.
    Jaw,
}

/// The face wound of a d6 (COR-41).
pub fn face(d6: u32) -> Face {
    match d6 {
        0..=2 => Face::Scar,
        3 => Face::Ear,
        4 => Face::Eye,
        5 => Face::Nose,
        _ => Face::Jaw,
    }
}
