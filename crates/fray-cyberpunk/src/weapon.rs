//! Weapons as gear (CPI-06 to CPI-17): the words, values and flags this system reads on a
//! combatant's gear, and finding the weapon a command means.

use crate::engine::RuleError;
use crate::model::{Combatant, Gear};

/// Flag: jammed until cleared (CPI-17).
pub const JAMMED: &str = "jammed";
/// Flag: a manual-action weapon not re-chambered since its shot (CPI-07).
pub const UNCHAMBERED: &str = "unchambered";
/// Flag: a single-shot weapon not reloaded since its shot (CPI-07).
pub const UNLOADED: &str = "unloaded";
/// Flag: a smartgun (*superarme*): no burst variation (CPI-09).
pub const SMARTGUN: &str = "smartgun";
/// Flag: the weapon in hand (CPI-06).
pub const IN_HAND: &str = "in-hand";
/// Flag: dropped when another was drawn without stowing it (CPI-06).
pub const DROPPED: &str = "dropped";
/// Value: bullets fired this round (CPI-08).
pub const FIRED: &str = "fired";
/// Value: rounds left.
pub const AMMO: &str = "ammo";
/// Value: a full load.
pub const MAGAZINE: &str = "magazine";
/// Value: rate of fire.
pub const ROF: &str = "rof";

/// How a weapon cycles (CPI-06, CPI-07).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Semi-automatic: 1 action per shot.
    Semi,
    /// Manual action: 1 action to re-chamber after each shot.
    Manual,
    /// Single shot: 1 action to reload after each shot.
    Single,
    /// Selective fire: semi, 3-round bursts and full automatic.
    Auto,
}

/// The damage family, for the CON min base (CPI-13).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// D6-damage weapons: max / 6.
    D6,
    /// D10-damage weapons: max / 5.
    D10,
    /// Shotguns: max × 0.25.
    Shotgun,
    /// Grenade launchers: calibre × 0.3.
    Grenade,
}

/// The weapon's action type (default semi-automatic).
pub fn action(g: &Gear) -> Action {
    match g.word("action") {
        Some("manual") => Action::Manual,
        Some("single") => Action::Single,
        Some("auto") => Action::Auto,
        _ => Action::Semi,
    }
}

/// Dice count, sides and bonus of the `damage` word (`4D6+2`).
pub fn damage_dice(g: &Gear) -> Option<(i32, i32, i32)> {
    let text = g.word("damage")?.to_ascii_lowercase();
    let (dice, bonus) = match text.split_once('+') {
        Some((d, b)) => (d.to_string(), b.trim().parse().ok()?),
        None => (text.clone(), 0),
    };
    let (count, sides) = dice.split_once('d')?;
    let count = if count.trim().is_empty() {
        1
    } else {
        count.trim().parse().ok()?
    };
    Some((count, sides.trim().parse().ok()?, bonus))
}

/// The maximum damage (CPI-13).
pub fn max_damage(g: &Gear) -> Option<i32> {
    let (count, sides, bonus) = damage_dice(g)?;
    Some(count.saturating_mul(sides).saturating_add(bonus))
}

/// The damage family: the `kind` word, else read from the damage dice.
pub fn kind(g: &Gear) -> Option<Kind> {
    match g.word("kind") {
        Some("shotgun") => Some(Kind::Shotgun),
        Some("grenade") => Some(Kind::Grenade),
        Some("d10") => Some(Kind::D10),
        Some("d6") => Some(Kind::D6),
        _ => match damage_dice(g)?.1 {
            10 => Some(Kind::D10),
            _ => Some(Kind::D6),
        },
    }
}

/// The value subtracted from the fumble die for a jam (CPI-17): Unreliable 5, Standard
/// 3, Very Reliable 1.
pub fn reliability(g: &Gear) -> i32 {
    match g.word("reliability") {
        Some("unreliable") => 5,
        Some("very-reliable") => 1,
        _ => 3,
    }
}

/// The rate of fire (1 when not given).
pub fn rof(g: &Gear) -> i32 {
    g.value(ROF).unwrap_or(1).max(1)
}

/// Whether the weapon holds ammunition the tracker counts.
pub fn counts_ammo(g: &Gear) -> bool {
    g.value(AMMO).is_some()
}

/// The weapon a command names: the key typed, else the one in hand, else the only one.
pub fn find<'a>(c: &'a Combatant, typed: Option<&str>) -> Result<&'a Gear, RuleError> {
    let weapons: Vec<&Gear> = c.gear.iter().collect();
    let found = match typed {
        Some(key) => {
            let key = crate::rules::fold_key(key);
            weapons
                .iter()
                .find(|g| g.key == key)
                .or_else(|| weapons.iter().find(|g| g.key.starts_with(&key)))
                .copied()
        }
        None => weapons
            .iter()
            .find(|g| g.flag(IN_HAND))
            .copied()
            .or(if weapons.len() == 1 {
                weapons.first().copied()
            } else {
                None
            }),
    };
    found.ok_or_else(|| {
        let known: Vec<&str> = weapons.iter().map(|g| g.key.as_str()).collect();
        RuleError::Invalid(crate::t!(
            "cpi-refuse-no-weapon",
            who = c.name.as_str(),
            known = known.join(", ")
        ))
    })
}
