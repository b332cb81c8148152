//! Damage tracks: a wound locator (locations × severity rows of boxes) or condition monitors.

use serde::{Deserialize, Serialize};

/// One severity row of one location: how many boxes it has and how many are checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LocatorCell {
    /// Boxes in the row (□ on the sheet).
    pub boxes: u8,
    /// Boxes checked.
    pub checked: u8,
}

impl LocatorCell {
    /// Whether every box of the row is checked.
    pub fn is_full(&self) -> bool {
        self.checked >= self.boxes
    }
}

/// One hit location (localisation) with its severity rows, lightest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LocatorLocation {
    /// Key used in commands, e.g. `head`, `left-arm`.
    pub key: String,
    /// Whether reaching the last row kills (head, body) rather than destroying the limb.
    pub vital: bool,
    /// Severity rows, lightest first; the last row is death or limb destroyed.
    pub cells: Vec<LocatorCell>,
}

impl LocatorLocation {
    /// Whether the last row (death or limb destroyed) has a checked box.
    pub fn is_lost(&self) -> bool {
        self.cells.last().is_some_and(|c| c.checked > 0)
    }

    /// Index of the worst severity row with a checked box.
    pub fn worst(&self) -> Option<usize> {
        self.cells.iter().rposition(|c| c.checked > 0)
    }
}

/// A wound locator: the sheet's grid of locations × severities.
///
/// French: *compteur de blessures*.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WoundLocator {
    /// Severity keys, lightest first, e.g. `light` ... `death`.
    pub severities: Vec<String>,
    /// Locations in sheet order.
    pub locations: Vec<LocatorLocation>,
}

impl WoundLocator {
    /// The location with that key.
    pub fn location(&self, key: &str) -> Option<&LocatorLocation> {
        self.locations.iter().find(|l| l.key == key)
    }

    /// Index of the worst severity checked anywhere.
    pub fn worst(&self) -> Option<usize> {
        self.locations.iter().filter_map(|l| l.worst()).max()
    }
}

/// A condition monitor track (physical, stun, a body track...).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Monitor {
    /// Track name, e.g. `physical`.
    pub name: String,
    /// Boxes in the track.
    pub boxes: u16,
    /// Boxes filled.
    pub filled: u16,
    /// Boxes beyond the track (an overflow: each system says what it means).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub overflow: u16,
}

fn is_zero(n: &u16) -> bool {
    *n == 0
}

impl Monitor {
    /// An empty track of that many boxes.
    pub fn new(name: impl Into<String>, boxes: u16) -> Monitor {
        Monitor {
            name: name.into(),
            boxes,
            filled: 0,
            overflow: 0,
        }
    }

    /// Whether every box is filled.
    pub fn is_full(&self) -> bool {
        self.filled >= self.boxes
    }
}

/// How a combatant takes damage, as their rule system tracks it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum DamageTrack {
    /// A wound locator: locations × severity rows of boxes.
    Locator(WoundLocator),
    /// One or more condition monitors (boxes filled per track).
    Monitors { tracks: Vec<Monitor> },
}

impl DamageTrack {
    /// The wound locator, if this track is one.
    pub fn locator(&self) -> Option<&WoundLocator> {
        match self {
            DamageTrack::Locator(l) => Some(l),
            DamageTrack::Monitors { .. } => None,
        }
    }

    /// The wound locator, mutably.
    pub fn locator_mut(&mut self) -> Option<&mut WoundLocator> {
        match self {
            DamageTrack::Locator(l) => Some(l),
            DamageTrack::Monitors { .. } => None,
        }
    }
}
