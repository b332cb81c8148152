//! The words of the movement and shooting tables (COR-14, COR-16, COR-19, COR-21, COR-24,
//! COR-27, COR-28), each way: the English keyword a line holds for each table line.

use super::super::command::fire::{Burst, Mode, Night, Posture};
use super::super::covering::Use;
use super::super::movement::Terrain;
use super::super::shooting::{Range, Stance};
use super::super::target::{Protection, Size, Visibility};

/// Terrains (COR-14).
pub const TERRAINS: &[(Terrain, &str)] = &[
    (Terrain::Flat, "flat"),
    (Terrain::Rough, "rough"),
    (Terrain::StairsDown, "stairs-down"),
    (Terrain::StairsUp, "stairs-up"),
    (Terrain::Crouched, "crouched"),
    (Terrain::Ladder, "ladder"),
    (Terrain::Crawling, "crawling"),
    (Terrain::Crowd, "crowd"),
    (Terrain::DenseCrowd, "dense-crowd"),
];

/// Range bands (COR-16).
pub const RANGES: &[(Range, &str)] = &[
    (Range::Short, "short"),
    (Range::Medium, "medium"),
    (Range::Long, "long"),
    (Range::Extreme, "extreme"),
];

/// Shot modes (COR-17 to COR-19).
pub const MODES: &[(Mode, &str)] = &[
    (Mode::Standard, "standard"),
    (Mode::Snap, "snap"),
    (Mode::Aimed, "aimed"),
];

/// Bursts (COR-23).
pub const BURSTS: &[(Burst, &str)] = &[(Burst::Three, "3"), (Burst::Free, "free")];

/// Aiming stances (COR-19).
pub const STANCES: &[(Stance, &str)] = &[
    (Stance::Standing, "standing"),
    (Stance::Braced, "braced"),
    (Stance::Prone, "prone"),
];

/// Target sizes (COR-24); `leg` and `torso` are one line of the table.
pub const SIZES: &[(Size, &str)] = &[
    (Size::Eye, "eye"),
    (Size::Hand, "hand"),
    (Size::Head, "head"),
    (Size::Arm, "arm"),
    (Size::Torso, "torso"),
    (Size::Torso, "leg"),
    (Size::Crouching, "crouching"),
    (Size::Standing, "standing"),
    (Size::Motorbike, "moto"),
    (Size::Car, "car"),
    (Size::Truck, "truck"),
];

/// Protections without armour (COR-27); `car-door` and `car` take the car's armour after.
pub const PROTECTIONS: &[(Protection, &str)] = &[
    (Protection::Plaster, "plaster"),
    (Protection::Wood, "wood"),
    (Protection::Stone, "stone"),
    (Protection::Concrete, "concrete"),
    (Protection::ReinforcedConcrete, "reinforced"),
    (Protection::InteriorDoor, "interior-door"),
    (Protection::FrontDoor, "front-door"),
    (Protection::ArmouredDoor, "armoured-door"),
    (Protection::CarDoor(0), "car-door"),
    (Protection::Car(0), "car"),
    (Protection::EarthMound, "mound"),
    (Protection::Sandbag, "sandbag"),
    (Protection::Counter, "counter"),
];

/// Light (COR-28).
pub const LIGHTS: &[(Visibility, &str)] = &[
    (Visibility::Reduced, "reduced"),
    (Visibility::Poor, "poor"),
    (Visibility::VeryPoor, "verypoor"),
];

/// Night vision (COR-28).
pub const NIGHTS: &[(Night, &str)] = &[(Night::Ir, "ir"), (Night::La, "la")];

/// Weapon uses for covering fire (COR-21).
pub const USES: &[(Use, &str)] = &[
    (Use::Single, "single"),
    (Use::Shotgun, "shotgun"),
    (Use::Burst3, "3"),
    (Use::FreeBurst, "free"),
    (Use::Heavy, "heavy"),
    (Use::HeavyBurst, "heavy-burst"),
];

/// Postures (COR-25), as their verbs.
pub const POSTURES: &[(Posture, &str)] = &[
    (Posture::Stand, "stand"),
    (Posture::Crouch, "crouch"),
    (Posture::Prone, "prone"),
];

/// The word of `value` in `table` (its first line).
pub fn word_of<T: PartialEq + Copy>(table: &[(T, &'static str)], value: T) -> &'static str {
    table
        .iter()
        .find(|(v, _)| *v == value)
        .map_or("", |(_, w)| *w)
}

/// The protection's word, whatever its armour.
pub fn protection_word(p: Protection) -> &'static str {
    match p {
        Protection::CarDoor(_) => "car-door",
        Protection::Car(_) => "car",
        other => word_of(PROTECTIONS, other),
    }
}

/// The words of a table, for suggestions.
pub fn words<T>(table: &[(T, &'static str)]) -> Vec<&'static str> {
    table.iter().map(|(_, w)| *w).collect()
}
