//! Corporates gear as the text knows it, one type per piece: a [`Weapon`] with its figures
//! (range bands, snap-shot malus, aiming and burst bonuses, damage, rounds, melee attack and
//! defense, where it is carried; COR-14 to COR-21, COR-31, COR-34, COR-39, COR-40), a
//! [`Protection`] added to the soak (COR-39) and a cyberware [`Device`] at one of the sites
//! of the d100 table (COR-42). Each is read from the sheet's generic [`Gear`] and written
//! back to it the same way whether it came from the bestiary or a command, so every rule
//! reads the same words.

use std::collections::BTreeMap;

use crate::model::{Combatant, Gear};

use super::command::melee::DamageKind;
use super::covering::Use;

/// Gear word: the weapon's damage kind (COR-40), `armour` for a protection.
pub const KIND: &str = "kind";
/// Gear word: the weapon's type in the text's lists (`shotgun`, `heavy`; COR-21).
pub const CLASS: &str = "class";
/// Gear word: where a weapon is carried (COR-31).
pub const CARRIED: &str = "carried";
/// Gear word: a cyberware site of the d100 table (COR-42).
pub const SITE: &str = "site";
/// Gear word: which cyberware device it is.
pub const DEVICE: &str = "device";
/// Gear flag: a piece of cyberware (COR-42).
pub const CYBER: &str = "cyber";
/// The `kind` of a protection.
pub const ARMOUR: &str = "armour";
/// Gear value: protection levels, added to the soak (COR-39).
pub const PROTECTION: &str = "protection";
/// Gear value: a device's level (wired reflexes, cyberlegs).
pub const LEVEL: &str = "level";

/// A weapon's figures, by the name the sheet keeps: the range bands in metres, the
/// snap-shot malus, the aiming bonus, the burst bonus, damage dice and flat bonus, rounds
/// left, the melee attack modifier and defense bonus, and the length in centimetres (in a
/// charge the clearly longer weapon strikes first: COR-38, COR-OP-26).
pub const WEAPON_VALUES: [&str; 13] = [
    "damage",
    "damage-bonus",
    "short",
    "medium",
    "long",
    "extreme",
    "snap",
    "aim",
    "burst",
    "rounds",
    "attack",
    "defense",
    "length",
];

/// A weapon's type in the text's lists (COR-21): the firearms the text names, each fired
/// as a firearm; a shotgun and a heavy weapon change the covering fire's burst bonus.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    /// A pistol.
    Pistol,
    /// A rifle (« arme de guerre »).
    Rifle,
    /// A submachine gun.
    Smg,
    /// « arme de type shotgun »: +2 to covering fire.
    Shotgun,
    /// « arme lourde »: +4 to covering fire, +5 in bursts.
    Heavy,
}

impl Class {
    /// Every type, in the order help lists them.
    pub const ALL: [Class; 5] = [
        Class::Pistol,
        Class::Rifle,
        Class::Smg,
        Class::Shotgun,
        Class::Heavy,
    ];

    /// The word in commands and in the sheet.
    pub fn word(self) -> &'static str {
        match self {
            Class::Pistol => "pistol",
            Class::Rifle => "rifle",
            Class::Smg => "smg",
            Class::Shotgun => "shotgun",
            Class::Heavy => "heavy",
        }
    }

    /// The type a word names.
    pub fn from_word(word: &str) -> Option<Class> {
        Class::ALL.into_iter().find(|c| c.word() == word)
    }
}

/// Where a weapon may be carried, as the sheet keeps it (COR-31's four rows).
pub const CARRIED_WORDS: [&str; 4] = ["sling", "belt", "holster", "pocket"];

/// A cyberware device the text names (COR-32, COR-13, COR-42), with the site of the d100
/// table it sits at and the flag a rule reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeviceKind {
    /// The word in commands and in the sheet.
    pub word: &'static str,
    /// The site of the d100 table (COR-42).
    pub site: &'static str,
    /// The flag a rule reads (`coprocessor`, `injector`), if any.
    pub flag: Option<&'static str>,
}

const fn device(word: &'static str, site: &'static str, flag: Option<&'static str>) -> DeviceKind {
    DeviceKind { word, site, flag }
}

/// Every device the text names, by the site of the d100 table (COR-42: « Excroissance »,
/// « Main », « Bras », « Pied », « Jambe » (the jumping and speed legs of COR-32 and
/// COR-13), « Visage », « Œil, oreille », « Connexion, Interface sensorielle »,
/// « Modification générale (armure, réflexes câblés, peau...) », « Organe Interne
/// (Poumons, Générateur hormonales...) », « Alimentation », « Autre (Coprocesseur,
/// Injecteur, CyberRope...) »).
pub const DEVICES: [DeviceKind; 20] = [
    device("growth", "growth", None),
    device("cyberhand", "hand", None),
    device("cyberarm", "arm", None),
    device("cyberfoot", "foot", None),
    device("cyberleg", "leg", None),
    device("jumping-legs", "leg", None),
    device("speed-legs", "leg", None),
    device("cyberface", "face", None),
    device("cybereye", "eye", None),
    device("cyberear", "eye", None),
    device("interface", "connection", None),
    device("dermal-armour", "general", None),
    device("wired-reflexes", "general", None),
    device("skin", "general", None),
    device("lungs", "organ", None),
    device("hormonal-generator", "organ", None),
    device("power", "power", None),
    device("coprocessor", "other", Some("coprocessor")),
    device("injector", "other", Some("injector")),
    device("cyberrope", "other", None),
];

/// The sites of the d100 table, as the sheet keeps them (COR-42).
pub const SITES: [&str; 12] = [
    "growth",
    "hand",
    "arm",
    "foot",
    "leg",
    "face",
    "eye",
    "connection",
    "general",
    "organ",
    "power",
    "other",
];

/// The device a word names.
pub fn device_kind(word: &str) -> Option<DeviceKind> {
    DEVICES.into_iter().find(|d| d.word == word)
}

/// A weapon (COR-14 to COR-21, COR-31, COR-34, COR-39, COR-40).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Weapon {
    /// The key commands name it by.
    pub key: String,
    /// The name shown.
    pub name: String,
    /// Its damage kind (COR-40).
    pub kind: Option<DamageKind>,
    /// Its type in the text's lists (COR-21).
    pub class: Option<Class>,
    /// Its figures, by [`WEAPON_VALUES`] name.
    pub values: BTreeMap<String, i32>,
    /// Where it is carried (COR-31), one of [`CARRIED_WORDS`].
    pub carried: Option<String>,
}

impl Weapon {
    /// The weapon a piece of gear is: not cyberware, not a protection.
    pub fn of(g: &Gear) -> Option<Weapon> {
        if g.flag(CYBER) || g.word(KIND) == Some(ARMOUR) {
            return None;
        }
        Some(Weapon {
            key: g.key.clone(),
            name: g.name.clone(),
            kind: g.word(KIND).and_then(DamageKind::from_word),
            class: g.word(CLASS).and_then(Class::from_word),
            values: g
                .values
                .iter()
                .filter(|(k, _)| WEAPON_VALUES.contains(&k.as_str()))
                .map(|(k, v)| (k.clone(), *v))
                .collect(),
            carried: g.word(CARRIED).map(str::to_string),
        })
    }

    /// The sheet's gear for it.
    pub fn gear(&self) -> Gear {
        let mut g = Gear {
            key: self.key.clone(),
            name: self.name.clone(),
            values: self.values.clone(),
            ..Gear::default()
        };
        if let Some(kind) = self.kind {
            g.words.insert(KIND.into(), kind.word().into());
        }
        if let Some(class) = self.class {
            g.words.insert(CLASS.into(), class.word().into());
        }
        if let Some(carried) = &self.carried {
            g.words.insert(CARRIED.into(), carried.clone());
        }
        g
    }
}

/// A protection worn: its levels are added to the soak (COR-39), and a hit on it takes
/// one level per wound level (COR-42).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Protection {
    /// The key commands name it by.
    pub key: String,
    /// The name shown.
    pub name: String,
    /// Its protection levels.
    pub protection: i32,
}

impl Protection {
    /// The protection a piece of gear is: `kind` `armour`, not cyberware.
    pub fn of(g: &Gear) -> Option<Protection> {
        (g.word(KIND) == Some(ARMOUR) && !g.flag(CYBER)).then(|| Protection {
            key: g.key.clone(),
            name: g.name.clone(),
            protection: g.value(PROTECTION).unwrap_or(0),
        })
    }

    /// The sheet's gear for it.
    pub fn gear(&self) -> Gear {
        Gear {
            key: self.key.clone(),
            name: self.name.clone(),
            values: [(PROTECTION.to_string(), self.protection)].into(),
            words: [(KIND.to_string(), ARMOUR.to_string())].into(),
            ..Gear::default()
        }
    }
}

/// A piece of cyberware (COR-42): its site, the device it is, its level and protection,
/// the doses of an injector.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Device {
    /// The key commands name it by.
    pub key: String,
    /// The name shown.
    pub name: String,
    /// The device, when the text names it.
    pub device: Option<DeviceKind>,
    /// Its site of the d100 table.
    pub site: String,
    /// Its level, protection and doses, by name.
    pub values: BTreeMap<String, i32>,
}

/// The numbers a device may have: level, protection, doses.
pub const DEVICE_VALUES: [&str; 3] = [LEVEL, PROTECTION, "doses"];

impl Device {
    /// The device a piece of gear is: flagged `cyber`.
    pub fn of(g: &Gear) -> Option<Device> {
        if !g.flag(CYBER) {
            return None;
        }
        let device = g.word(DEVICE).and_then(device_kind);
        Some(Device {
            key: g.key.clone(),
            name: g.name.clone(),
            device,
            site: g
                .word(SITE)
                .map(str::to_string)
                .or_else(|| device.map(|d| d.site.to_string()))
                .unwrap_or_else(|| "other".into()),
            values: g
                .values
                .iter()
                .filter(|(k, _)| DEVICE_VALUES.contains(&k.as_str()))
                .map(|(k, v)| (k.clone(), *v))
                .collect(),
        })
    }

    /// The sheet's gear for it.
    pub fn gear(&self) -> Gear {
        let mut g = Gear {
            key: self.key.clone(),
            name: self.name.clone(),
            values: self.values.clone(),
            flags: [CYBER.to_string()].into(),
            ..Gear::default()
        };
        g.words.insert(SITE.into(), self.site.clone());
        if let Some(d) = self.device {
            g.words.insert(DEVICE.into(), d.word.into());
            if let Some(flag) = d.flag {
                g.flags.insert(flag.into());
            }
        }
        g
    }
}

/// The level of a working device `word` a combatant has (the best one), 0 without one:
/// a device broken down or destroyed gives nothing (COR-42).
pub fn device_level(c: &Combatant, word: &str) -> i32 {
    c.gear
        .iter()
        .filter(|g| g.flag(CYBER) && g.word(DEVICE) == Some(word))
        .filter(|g| !matches!(g.word("status"), Some("breakdown" | "destroyed")))
        .filter_map(|g| g.value(LEVEL))
        .max()
        .unwrap_or(0)
}

/// Whether a combatant has a device `word` in working order: one broken down or destroyed
/// does nothing (COR-42: « Panne », « Équipement détruit »).
pub fn device_working(c: &Combatant, word: &str) -> bool {
    c.gear
        .iter()
        .filter(|g| g.flag(CYBER) && (g.word(DEVICE) == Some(word) || g.flag(word)))
        .any(|g| !matches!(g.word("status"), Some("breakdown" | "destroyed")))
}

/// How a weapon used for covering fire counts (COR-21: « +2 pour chaque arme de type
/// shotgun », « +4 pour chaque arme lourde », « +5 pour chaque arme lourde utilisée en
/// rafale »): a shotgun fired shot by shot counts as a shotgun, a heavy weapon as a heavy
/// weapon, in a burst as a heavy burst; any other use stays as typed.
pub fn cover_use(weapon: &Gear, typed: Use) -> Use {
    match (weapon.word(CLASS).and_then(Class::from_word), typed) {
        (Some(Class::Shotgun), Use::Single) => Use::Shotgun,
        (Some(Class::Heavy), Use::Single) => Use::Heavy,
        (Some(Class::Heavy), Use::Burst3 | Use::FreeBurst) => Use::HeavyBurst,
        _ => typed,
    }
}

#[cfg(test)]
#[path = "gear_tests.rs"]
mod tests;

/// A weapon key a fact names (`rifle`) as the GM reads it: the name on `who`'s sheet in the
/// language shown (`Fusil d’assaut`), else the key as typed.
pub fn weapon_shown(
    state: &crate::model::Encounter,
    who: crate::model::CombatantId,
    key: &str,
) -> String {
    state.combatant(who).and_then(|c| c.gear(key)).map_or_else(
        || crate::rules::gear_labels::typed(super::ID, key),
        gear_name,
    )
}

/// The name of a piece of gear in the GM's language: the bestiary's name in that
/// language; for a piece typed without a name, the word a French GM types for its key
/// (`rifle` reads « fusil »), never the bare key.
pub fn gear_name(gear: &crate::model::Gear) -> String {
    if gear.name.is_empty() {
        return crate::rules::gear_labels::typed(super::ID, &gear.key);
    }
    crate::rules::gear_labels::shown(super::ID, gear).to_string()
}
