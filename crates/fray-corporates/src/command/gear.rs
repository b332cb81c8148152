//! The gear commands: `weapon`, `armour` and `cyber` give a combatant a weapon, a
//! protection or a piece of cyberware in the shapes of `gear.rs`, or take it away.

use serde::{Deserialize, Serialize};

use crate::model::Gear;

/// Which verb gives the piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Piece {
    /// `weapon`.
    Weapon,
    /// `armour`.
    Armour,
    /// `cyber`.
    Cyber,
}

impl Piece {
    /// The verb.
    pub fn verb(self) -> &'static str {
        match self {
            Piece::Weapon => "weapon",
            Piece::Armour => "armour",
            Piece::Cyber => "cyber",
        }
    }
}

/// A gear command.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "gear_command", rename_all = "snake_case")]
pub enum GearCommand {
    /// `weapon|armour|cyber WHO KEY ...`: gives the piece, replacing one with its key.
    Give {
        /// The owner.
        who: String,
        /// The verb.
        piece: Piece,
        /// The piece as the sheet keeps it.
        gear: Gear,
    },
    /// `weapon|armour|cyber WHO KEY remove`: takes it away.
    Remove {
        /// The owner.
        who: String,
        /// The verb.
        piece: Piece,
        /// The piece's key.
        key: String,
    },
}
