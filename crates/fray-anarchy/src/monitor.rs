//! Condition monitors (ANA-21, tracker defaults, all editable): Armor, physical and stun
//! tracks, damage order, overflow and wound modifiers. Pure.

use serde::{Deserialize, Serialize};

/// Boxes every monitor has before the attribute's share (ANA-21 default).
pub const BASE: i32 = 8;
/// Full boxes per −1 die of wound modifier (ANA-21 default).
pub const PER_MALUS: i32 = 3;

/// A monitor's size: 8 + ⌈attribute / 2⌉ (Strength for physical, Willpower for stun).
pub fn size(attribute: i32) -> i32 {
    BASE + (attribute.max(0) + 1) / 2
}

/// One track: its boxes and how many are full.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Track {
    /// Boxes.
    pub boxes: i32,
    /// Full boxes (0 ..= boxes).
    pub filled: i32,
}

impl Track {
    /// An empty track of `boxes`.
    pub fn new(boxes: i32) -> Track {
        Track {
            boxes: boxes.max(0),
            filled: 0,
        }
    }

    /// Fills up to `n` boxes; returns what did not fit.
    fn fill(&mut self, n: i32) -> i32 {
        let fits = n.clamp(0, self.boxes - self.filled);
        self.filled += fits;
        n.max(0) - fits
    }

    /// Whether every box is full.
    pub fn full(&self) -> bool {
        self.filled >= self.boxes
    }
}

/// The kind of damage (ANA-21).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Physical damage.
    Physical,
    /// Stun damage.
    Stun,
}

/// A character's three tracks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Monitors {
    /// The Armor track (its rating in boxes).
    pub armor: Track,
    /// The physical monitor.
    pub physical: Track,
    /// The stun monitor.
    pub stun: Track,
}

/// What a hit did, box by box.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Taken {
    /// Boxes into Armor.
    pub armor: i32,
    /// Boxes into the stun monitor.
    pub stun: i32,
    /// Boxes into the physical monitor (overflowed stun included).
    pub physical: i32,
    /// Boxes past a full physical monitor (the GM rules on death).
    pub beyond: i32,
}

impl Monitors {
    /// Fresh tracks from Armor, Strength and Willpower (ANA-21, ANA-EX-18).
    pub fn new(armor: i32, strength: i32, willpower: i32) -> Monitors {
        Monitors {
            armor: Track::new(armor),
            physical: Track::new(size(strength)),
            stun: Track::new(size(willpower)),
        }
    }

    /// Takes `boxes` of damage: Armor first unless `ignore_armor` (drain), then the
    /// matching monitor; stun past a full stun monitor overflows into physical.
    pub fn take(&mut self, kind: Kind, boxes: i32, ignore_armor: bool) -> Taken {
        let mut left = boxes.max(0);
        let mut taken = Taken::default();
        if !ignore_armor {
            let rest = self.armor.fill(left);
            taken.armor = left - rest;
            left = rest;
        }
        if kind == Kind::Stun {
            let rest = self.stun.fill(left);
            taken.stun = left - rest;
            left = rest;
        }
        let rest = self.physical.fill(left);
        taken.physical = left - rest;
        taken.beyond = rest;
        taken
    }

    /// Heals `boxes` on one track (Armor with `None`); returns the boxes healed.
    pub fn heal(&mut self, kind: Option<Kind>, boxes: i32) -> i32 {
        let track = match kind {
            None => &mut self.armor,
            Some(Kind::Physical) => &mut self.physical,
            Some(Kind::Stun) => &mut self.stun,
        };
        let healed = boxes.clamp(0, track.filled);
        track.filled -= healed;
        healed
    }

    /// The wound modifier in dice: −1 per 3 full boxes on each monitor, cumulative
    /// (Armor does not count).
    pub fn wound_modifier(&self) -> i32 {
        -(self.physical.filled / PER_MALUS + self.stun.filled / PER_MALUS)
    }

    /// A full stun monitor: unconscious.
    pub fn unconscious(&self) -> bool {
        self.stun.full()
    }

    /// A full physical monitor: out of action or dying.
    pub fn down(&self) -> bool {
        self.physical.full()
    }
}
