//! The sheet's keys in the GM's language: stats (dice counts), skills (levels), weapon
//! kinds, carrying places, cyberware sites and states (COR-OP-21, COR-31, COR-40, COR-42).
//! A key no list knows is shown as stored.

use crate::safe_text::escape;

/// A stat's name.
pub fn stat(key: &str) -> String {
    match key {
        "agility" => crate::t!("cor-stat-agility"),
        "strength" => crate::t!("cor-stat-strength"),
        "perception" => crate::t!("cor-stat-perception"),
        "reaction" => crate::t!("cor-stat-reaction"),
        "stress" => crate::t!("cor-stat-stress"),
        "soak" => crate::t!("cor-stat-soak"),
        "endurance" => crate::t!("cor-stat-endurance"),
        "size" => crate::t!("cor-stat-size"),
        "confidence" => crate::t!("cor-stat-confidence"),
        other => escape(other),
    }
}

/// A skill's name.
pub fn skill(key: &str) -> String {
    match key {
        "firearms" => crate::t!("cor-skill-firearms"),
        "combat" => crate::t!("cor-skill-combat"),
        "dodge" => crate::t!("cor-skill-dodge"),
        "athletics" => crate::t!("cor-skill-athletics"),
        "acrobatics" => crate::t!("cor-skill-acrobatics"),
        "body-feint" => crate::t!("cor-skill-body-feint"),
        "vigilance" => crate::t!("cor-skill-vigilance"),
        "unarmed" => crate::t!("cor-skill-unarmed"),
        "care" => crate::t!("cor-skill-care"),
        "cybernetics" => crate::t!("cor-skill-cybernetics"),
        "wired-reflexes" => crate::t!("cor-skill-wired-reflexes"),
        "speed-legs" => crate::t!("cor-skill-speed-legs"),
        other => escape(other),
    }
}

/// A weapon's kind (COR-39, COR-40).
pub fn kind(key: &str) -> String {
    match key {
        "firearm" => crate::t!("cor-kind-firearm"),
        "thrown" => crate::t!("cor-kind-thrown"),
        "melee" => crate::t!("cor-kind-melee"),
        "hand" => crate::t!("cor-kind-hand"),
        "soft" => crate::t!("cor-kind-soft"),
        "blunt" => crate::t!("cor-kind-blunt"),
        "hard-blunt" => crate::t!("cor-kind-hard-blunt"),
        "cutting" => crate::t!("cor-kind-cutting"),
        "thrusting" => crate::t!("cor-kind-thrusting"),
        "bullet" => crate::t!("cor-kind-bullet"),
        "explosion" => crate::t!("cor-kind-explosion"),
        "armour" => crate::t!("cor-kind-armour"),
        other => escape(other),
    }
}

/// Where a weapon is carried (COR-31).
pub fn carried(key: &str) -> String {
    match key {
        "sling" => crate::t!("cor-carried-sling"),
        "belt" => crate::t!("cor-carried-belt"),
        "holster" => crate::t!("cor-carried-holster"),
        "pocket" => crate::t!("cor-carried-pocket"),
        other => escape(other),
    }
}

/// A cyberware site (COR-42).
pub fn site(key: &str) -> String {
    match key {
        "growth" => crate::t!("cor-site-growth"),
        "hand" => crate::t!("cor-site-hand"),
        "arm" => crate::t!("cor-site-arm"),
        "foot" => crate::t!("cor-site-foot"),
        "leg" => crate::t!("cor-site-leg"),
        "face" => crate::t!("cor-site-face"),
        "eye" => crate::t!("cor-site-eye"),
        "connection" => crate::t!("cor-site-connection"),
        "general" => crate::t!("cor-site-general"),
        "organ" => crate::t!("cor-site-organ"),
        "power" => crate::t!("cor-site-power"),
        "other" => crate::t!("cor-site-other"),
        other => escape(other),
    }
}

/// A cyberware state (COR-42); none stored is working order.
pub fn status(key: Option<&str>) -> String {
    match key {
        None | Some("ok") => crate::t!("cor-status-ok"),
        Some("cosmetic") => crate::t!("cor-status-cosmetic"),
        Some("light") => crate::t!("cor-status-light"),
        Some("major") => crate::t!("cor-status-major"),
        Some("breakdown") => crate::t!("cor-status-breakdown"),
        Some("destroyed") => crate::t!("cor-status-destroyed"),
        Some(other) => escape(other),
    }
}
