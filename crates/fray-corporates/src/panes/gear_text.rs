//! A Corporates sheet's gear in words, for the sheet pane, `fray show` and the log: the
//! weapons with their figures, the protections, the cyberware with its device, site,
//! state, level and protection (COR-42), each in the GM's language.

use crate::model::Gear;
use crate::safe_text::escape;

use super::super::gear::{Device, Protection, Weapon};
use super::words;

/// The three kinds of gear a sheet lists, in the order it lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Section {
    /// Weapons.
    Weapons,
    /// Protections worn.
    Protections,
    /// Cyberware.
    Cyberware,
}

impl Section {
    /// Every section, in order.
    pub const ALL: [Section; 3] = [Section::Weapons, Section::Protections, Section::Cyberware];

    /// The section's title.
    pub fn title(self) -> String {
        match self {
            Section::Weapons => crate::t!("cor-detail-weapons"),
            Section::Protections => crate::t!("cor-gear-protections"),
            Section::Cyberware => crate::t!("cor-detail-cyberware"),
        }
    }

    /// The section a piece of gear is listed in.
    pub fn of(g: &Gear) -> Section {
        if Device::of(g).is_some() {
            Section::Cyberware
        } else if Protection::of(g).is_some() {
            Section::Protections
        } else {
            Section::Weapons
        }
    }
}

/// A weapon's type in words (COR-21).
pub fn class(word: &str) -> String {
    match word {
        "pistol" => crate::t!("cor-gear-class-pistol"),
        "rifle" => crate::t!("cor-gear-class-rifle"),
        "smg" => crate::t!("cor-gear-class-smg"),
        "shotgun" => crate::t!("cor-gear-class-shotgun"),
        "heavy" => crate::t!("cor-gear-class-heavy"),
        other => escape(other),
    }
}

/// A cyberware device in words.
pub fn device(word: &str) -> String {
    crate::i18n::tr_args(
        "cor-gear-device",
        &[("device", crate::i18n::Arg::from(word))],
    )
}

/// A weapon's figures: type, bands, damage, snap, aim, burst, defense, attack, rounds, length,
/// kind, where carried.
pub fn weapon(g: &Gear) -> String {
    let mut parts = Vec::new();
    let Some(w) = Weapon::of(g) else {
        return String::new();
    };
    if let Some(c) = w.class {
        parts.push(class(c.word()));
    }
    let v = |k: &str| w.values.get(k).copied();
    let bands: Vec<String> = ["short", "medium", "long", "extreme"]
        .iter()
        .filter_map(|b| v(b).map(|n| n.to_string()))
        .collect();
    if !bands.is_empty() {
        parts.push(crate::t!("cor-detail-bands", bands = bands.join("/")));
    }
    if let Some(d) = v("damage") {
        parts.push(crate::t!("cor-detail-damage", dice = d));
    }
    if let Some(b) = v("damage-bonus") {
        parts.push(crate::t!("cor-detail-damage-bonus", bonus = b));
    }
    for (key, text) in [
        ("snap", "cor-detail-snap"),
        ("aim", "cor-detail-aim"),
        ("burst", "cor-detail-burst"),
        ("defense", "cor-detail-defense"),
        ("attack", "cor-detail-attack"),
        ("rounds", "cor-detail-rounds"),
    ] {
        if let Some(n) = v(key) {
            parts.push(crate::i18n::tr_args(text, &[("value", n.into())]));
        }
    }
    if let Some(n) = v("length") {
        parts.push(crate::t!("cor-gear-length", value = n));
    }
    if let (None, Some(k)) = (w.class, g.word("kind")) {
        parts.push(words::kind(k));
    }
    if let Some(c) = &w.carried {
        parts.push(words::carried(c));
    }
    parts.join(", ")
}

/// A protection's levels, and its state once a hit wore it (COR-42).
pub fn protection(g: &Gear) -> String {
    let mut parts = vec![crate::t!(
        "cor-detail-protection",
        value = Protection::of(g).map_or(0, |p| p.protection)
    )];
    if let Some(s) = g.word("status") {
        parts.push(words::status(Some(s)));
    }
    parts.join(", ")
}

/// A piece of cyberware: its device, site, state, level, protection and doses (COR-42).
pub fn cyberware(g: &Gear) -> String {
    let Some(d) = Device::of(g) else {
        return String::new();
    };
    let mut parts = Vec::new();
    if let Some(kind) = d.device {
        parts.push(device(kind.word));
    }
    parts.push(words::site(&d.site));
    parts.push(words::status(g.word("status")));
    if let Some(p) = d.values.get("protection") {
        parts.push(crate::t!("cor-detail-protection", value = *p));
    }
    if let Some(l) = d.values.get("level") {
        parts.push(crate::t!("cor-detail-level", value = *l));
    }
    if let Some(n) = d.values.get("doses") {
        parts.push(crate::t!("cor-gear-doses", value = *n));
    }
    parts.join(", ")
}

/// A piece's figures in words, whatever it is.
pub fn figures(g: &Gear) -> String {
    match Section::of(g) {
        Section::Weapons => weapon(g),
        Section::Protections => protection(g),
        Section::Cyberware => cyberware(g),
    }
}
