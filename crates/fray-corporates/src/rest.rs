//! Rest between fights, in a campaign (COR-41, COR-OP-27, COR-OP-28). The text gives the
//! hours of two critical wounds: « Blessure à la tête : le personnage tombe inconscient
//! (1d6 heure) » (13) and « Blessure au tronc : le personnage tombe inconscient, chaque
//! heure il réussir un jet d'endurance difficulté 15 ou perdre 1 niveau de blessure »
//! (14); it gives no pace for recovering Wound or Fatigue levels, which fray reads from
//! options (COR-OP-27). Pure: the decision is in `decide/rest.rs`.

use serde::{Deserialize, Serialize};

/// Hours in a day of rest.
pub const HOURS_A_DAY: u32 = 24;

/// The endurance roll a bleeding character makes each hour (COR-41, line 14).
pub const BLEEDING_DIFFICULTY: i32 = 15;

/// How long the GM lets the characters rest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rest {
    /// Hours.
    Hours(u16),
    /// Days of 24 hours.
    Days(u16),
}

impl Rest {
    /// The rest in hours.
    pub fn hours(self) -> u32 {
        match self {
            Rest::Hours(h) => u32::from(h),
            Rest::Days(d) => u32::from(d).saturating_mul(HOURS_A_DAY),
        }
    }
}

/// Wound levels recovered over `hours` of rest at `per_day` a full day (COR-OP-27); none
/// while bleeding: the wound is still open.
pub fn wound_recovered(hours: u32, per_day: u32, bleeding: bool) -> u32 {
    if bleeding {
        return 0;
    }
    (hours / HOURS_A_DAY).saturating_mul(per_day)
}

/// Fatigue levels recovered over `hours` of rest at `per_hour` (COR-OP-27).
pub fn fatigue_recovered(hours: u32, per_hour: u32) -> u32 {
    hours.saturating_mul(per_hour)
}

/// The hours an unconscious character still has to sleep after `rested` more hours: 0
/// wakes them (COR-41, line 13).
pub fn hours_left(out_for: u32, rested: u32) -> u32 {
    out_for.saturating_sub(rested)
}
