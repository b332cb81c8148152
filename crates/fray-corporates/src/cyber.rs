//! Cyberware damage (COR-42): a d100 for the gear hit, then 1d6 plus the hit's wound levels
//! for the breakdown and its repair difficulty.

use serde::{Deserialize, Serialize};

/// The kind of gear a d100 hits (COR-42).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Site {
    /// 01–40: nothing.
    Nothing,
    /// 41–50: a growth.
    Growth,
    /// 51–53.
    Hand,
    /// 54–59.
    Arm,
    /// 60–63.
    Foot,
    /// 64–70.
    Leg,
    /// 71–74.
    Face,
    /// 75–76: eye, ear.
    EyeEar,
    /// 77: connection, sensory interface.
    Connection,
    /// 78–87: armour, wired reflexes, skin…
    General,
    /// 88–93: lungs, hormonal generator…
    Organ,
    /// 94–96: the power supply, which disturbs all the gear.
    Power,
    /// 97–100: coprocessor, injector, CyberRope…
    Other,
}

/// The gear hit by a d100 (COR-42).
pub fn site(d100: u32) -> Site {
    use Site as S;
    match d100 {
        0..=40 => S::Nothing,
        41..=50 => S::Growth,
        51..=53 => S::Hand,
        54..=59 => S::Arm,
        60..=63 => S::Foot,
        64..=70 => S::Leg,
        71..=74 => S::Face,
        75..=76 => S::EyeEar,
        77 => S::Connection,
        78..=87 => S::General,
        88..=93 => S::Organ,
        94..=96 => S::Power,
        _ => S::Other,
    }
}

/// A piece of gear's state after a hit (COR-42).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// 2–3: cosmetic damage, no effect.
    Cosmetic,
    /// 4–5: light malfunctions.
    Light,
    /// 6–7: major malfunctions.
    Major,
    /// 8–9: broken down.
    Breakdown,
    /// 10+: destroyed.
    Destroyed,
}

/// The breakdown for `1d6 + wound levels` and the Cybernetics roll's difficulty to repair
/// it, or to remove the gear once destroyed (COR-42).
pub fn breakdown(d6: u32, levels: u32) -> (Status, u32) {
    match d6 + levels {
        0..=3 => (Status::Cosmetic, 10),
        4..=5 => (Status::Light, 10 + 2 * levels),
        6..=7 => (Status::Major, 10 + 3 * levels),
        8..=9 => (Status::Breakdown, 10 + 4 * levels),
        _ => (Status::Destroyed, 20),
    }
}

/// A protection's level after a hit of `levels` wound levels: −1 per level, destroyed at 0
/// (COR-42).
pub fn protection_after(protection: u32, levels: u32) -> u32 {
    protection.saturating_sub(levels)
}

/// The Cybernetics roll's difficulty to restore one protection level (COR-42).
pub const PROTECTION_REPAIR: u32 = 15;
