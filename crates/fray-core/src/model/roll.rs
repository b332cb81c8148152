//! Every die thrown, with its purpose, so the log reads like a transcript.

use serde::{Deserialize, Serialize};

/// One die thrown: its size and the face it showed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DieRoll {
    /// Number of faces.
    pub sides: u32,
    /// The face shown, 1..=sides.
    pub value: u32,
}

/// A free roll in dice notation, with every die and the total.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RollRecord {
    /// The notation as the GM wrote it, normalised (e.g. `2d6+3`).
    pub notation: String,
    /// What the roll was for, if the GM said.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub purpose: Option<String>,
    /// Every die thrown, in order (exploded dice included).
    pub dice: Vec<DieRoll>,
    /// The result: the sum plus modifier, or the count of hits for `>=` pools.
    pub total: i64,
}
