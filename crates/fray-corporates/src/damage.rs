//! Damage against soak (COR-39), its split between Wound and Fatigue (COR-40) and the two
//! open-ended tracks (COR-43).

use serde::{Deserialize, Serialize};

/// Points of margin per level (COR-OP-01's default).
pub const LEVEL_STEP: u32 = 5;

/// Levels in a margin: one per started `step` points, none for 0 or less (COR-OP-01).
pub fn levels(margin: i32, step: u32) -> u32 {
    let step = step.max(1);
    u32::try_from(margin).map_or(0, |m| m.div_ceil(step))
}

/// Damage levels lost: one per level by which `damage` beats `soak` (COR-39).
pub fn levels_lost(damage: i32, soak: i32, step: u32) -> u32 {
    levels(damage - soak, step)
}

/// Extra damage dice from the attack's margin: 1d per 10 points (COR-39).
pub fn margin_dice(attack_margin: i32) -> u32 {
    u32::try_from(attack_margin).map_or(0, |m| m / 10)
}

/// What struck (COR-40).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Weapon {
    /// Punch or kick.
    Unarmed,
    /// Flash-ball, plastic bullet.
    Soft,
    /// Truncheon, knuckle-duster, bat.
    Blunt,
    /// Iron bar.
    HardBlunt,
    /// A cutting blade.
    Cutting,
    /// A thrusting blade.
    Thrusting,
    /// A bullet.
    Bullet,
    /// An explosion.
    Explosion,
}

/// Levels on each track.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Split {
    /// Wound (Blessure) levels.
    pub wound: u32,
    /// Fatigue levels.
    pub fatigue: u32,
}

/// How `levels` from `weapon` split (COR-40); an odd half goes to the first-listed track,
/// Fatigue for a blunt weapon and Wound for a hard one (COR-OP-17), or to the other with
/// `odd_first` false (option `odd-level second`).
pub fn split(weapon: Weapon, levels: u32, odd_first: bool) -> Split {
    let (mut big, mut small) = (levels.div_ceil(2), levels / 2);
    if !odd_first {
        std::mem::swap(&mut big, &mut small);
    }
    match weapon {
        Weapon::Unarmed | Weapon::Soft => Split {
            wound: 0,
            fatigue: levels,
        },
        Weapon::Blunt => Split {
            wound: small,
            fatigue: big,
        },
        Weapon::HardBlunt => Split {
            wound: big,
            fatigue: small,
        },
        Weapon::Cutting | Weapon::Thrusting | Weapon::Bullet | Weapon::Explosion => Split {
            wound: levels,
            fatigue: 0,
        },
    }
}

/// A character's Wound and Fatigue levels lost, open-ended until the GM sets a maximum
/// (COR-43, COR-OP-19).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Tracks {
    /// Levels lost.
    pub lost: Split,
    /// The GM's maximum per track, if any.
    pub max: Option<Split>,
}

impl Tracks {
    /// Adds a hit's levels (COR-40).
    pub fn take(&mut self, hit: Split) {
        self.lost.wound = self.lost.wound.saturating_add(hit.wound);
        self.lost.fatigue = self.lost.fatigue.saturating_add(hit.fatigue);
    }

    /// Whether a track reached its maximum: "incapacitated, the GM decides" (COR-OP-19).
    pub fn incapacitated(&self) -> bool {
        self.max.is_some_and(|max| {
            (max.wound > 0 && self.lost.wound >= max.wound)
                || (max.fatigue > 0 && self.lost.fatigue >= max.fatigue)
        })
    }
}
