//! Gear a combatant carries (weapons first): generic sheet data any system reads its own
//! way, changed only by the gear events.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

/// One piece of gear: a key, a display name, numbers (ROF, ammunition, CON min...),
/// words (damage dice, reliability, action type...) and flags (jammed, unchambered...).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gear {
    /// Key used in commands (`shotgun`); unique per combatant.
    pub key: String,
    /// Display name (`Arasaka Rapid Assault 12`).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    /// Numeric values by lower-case name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub values: BTreeMap<String, i32>,
    /// Word values by lower-case name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub words: BTreeMap<String, String>,
    /// Flags that are on.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub flags: BTreeSet<String>,
}

impl Gear {
    /// A numeric value, if set.
    pub fn value(&self, name: &str) -> Option<i32> {
        self.values.get(name).copied()
    }

    /// A word value, if set.
    pub fn word(&self, name: &str) -> Option<&str> {
        self.words.get(name).map(String::as_str)
    }

    /// Whether a flag is on.
    pub fn flag(&self, name: &str) -> bool {
        self.flags.contains(name)
    }

    /// The name to show: the display name, else the key.
    pub fn label(&self) -> &str {
        if self.name.is_empty() {
            &self.key
        } else {
            &self.name
        }
    }
}

/// An initiative score kept beyond the round that rolled it (rolled once per combat, or
/// re-rolled each round: each system says which).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Initiative {
    /// The score.
    pub score: i32,
    /// The dice rolled.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dice: Vec<i32>,
    /// What was added to the dice.
    #[serde(default)]
    pub bonus: i32,
    /// The round it was rolled in.
    #[serde(default)]
    pub round: u32,
}
