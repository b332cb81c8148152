//! What the target adds to a shot's difficulty, COR-24 to COR-28 and COR-15: size, movement,
//! falling speed, cover and protections, engaged or in a crowd, reduced visibility.

/// The surface visible to the shooter (COR-24).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Size {
    /// Œil.
    Eye,
    /// Main, souris.
    Hand,
    /// Tête, chat.
    Head,
    /// Bras, tireur couché au loin, petit chien.
    Arm,
    /// Jambe, torse, conducteur, gros chien.
    Torso,
    /// Homme accroupi.
    Crouching,
    /// Homme debout.
    Standing,
    /// Moto.
    Motorbike,
    /// Voiture.
    Car,
    /// Camion.
    Truck,
}

impl Size {
    /// The size modifier to the difficulty (COR-24); also the malus of a shot at a target
    /// behind cover, for the surface it leaves visible (COR-27).
    pub fn modifier(self) -> i32 {
        match self {
            Size::Eye => 20,
            Size::Hand => 15,
            Size::Head => 10,
            Size::Arm => 7,
            Size::Torso => 5,
            Size::Crouching => 3,
            Size::Standing => 0,
            Size::Motorbike => -5,
            Size::Car => -10,
            Size::Truck => -15,
        }
    }
}

/// The target's movement modifier (COR-25) at a speed in m/s: along the firing axis only
/// +1 whatever the speed; still, 0.
pub fn movement(speed_m_s: u32, along_axis: bool) -> i32 {
    match speed_m_s {
        0 => 0,
        _ if along_axis => 1,
        1..=2 => 1,
        3..=6 => 3,
        7..=13 => 5,
        14..=27 => 10,
        28..=54 => 15,
        55..=137 => 20,
        138..=276 => 25,
        _ => 30,
    }
}

/// The dodge malus of a crouched or prone character (COR-25).
pub const LOW_POSTURE_DODGE: i32 = -5;

/// Seconds to stand up (COR-25): 1 from crouched; from prone 2, or 1 with a successful
/// undeclared acrobatics action at difficulty 10.
pub fn stand_up_seconds(prone: bool, acrobatics_success: bool) -> u32 {
    if prone && !acrobatics_success { 2 } else { 1 }
}

/// A falling body in its n-th segment of fall (COR-26): speed (m/s), distance fallen (m),
/// and the difficulty increase to hit it (COR-OP-10: the table's malus read as a positive
/// difficulty term). Segment 0 reads as 1; from segment 9 the last column holds.
pub fn falling(segment: u32) -> (u32, u32, i32) {
    const TABLE: [(u32, u32, i32); 9] = [
        (5, 5, 3),
        (15, 20, 5),
        (25, 45, 10),
        (30, 75, 10),
        (35, 110, 15),
        (40, 150, 15),
        (45, 195, 15),
        (50, 245, 15),
        (55, 300, 20),
    ];
    let i = segment.clamp(1, 9) as usize - 1;
    TABLE[i]
}

/// A protection a bullet may go through (COR-27).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Protection {
    /// Mur de plâtre.
    Plaster,
    /// Mur en bois.
    Wood,
    /// Mur en pierre.
    Stone,
    /// Mur en béton.
    Concrete,
    /// Béton armé.
    ReinforcedConcrete,
    /// Porte intérieure.
    InteriorDoor,
    /// Porte d'entrée.
    FrontDoor,
    /// Porte blindée.
    ArmouredDoor,
    /// Portière, with the car's armour.
    CarDoor(i32),
    /// Voiture, with its armour.
    Car(i32),
    /// Tas de terre.
    EarthMound,
    /// Sac de sable.
    Sandbag,
    /// Comptoir de bar, table en bois.
    Counter,
}

impl Protection {
    /// The bonus added to the target's soak when the GM rules the bullet goes through
    /// (COR-27, COR-OP-11).
    pub fn bonus(self) -> i32 {
        match self {
            Protection::Plaster | Protection::InteriorDoor | Protection::Counter => 5,
            Protection::Wood | Protection::FrontDoor => 10,
            Protection::Stone | Protection::EarthMound => 15,
            Protection::Concrete | Protection::ArmouredDoor | Protection::Sandbag => 20,
            Protection::ReinforcedConcrete => 30,
            Protection::CarDoor(armour) => 5 + armour,
            Protection::Car(armour) => 10 + 2 * armour,
        }
    }
}

/// The widest miss that still strikes the obstacle, a bystander or another melee
/// participant: 5 for cover (COR-27), the added difficulty for an engaged target or a
/// crowd (COR-28, COR-OP-12).
pub fn strays(roll: i32, difficulty: i32, widest_miss: i32) -> bool {
    roll < difficulty && difficulty - roll <= widest_miss
}

/// The widest miss that hits the obstacle behind which the target hides (COR-27).
pub const COVER_STRAY: i32 = 5;

/// An engaged target (COR-28): +3 per participant in the melee.
pub fn engaged(participants: u32) -> i32 {
    3 * participants as i32
}

/// A target in a crowd (COR-28): +5 to +10 by density, clamped to that range.
pub fn crowd(density: i32) -> i32 {
    density.clamp(5, 10)
}

/// How poor the light is (COR-28).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Visibility {
    /// Réduite: lit street, light mist.
    Reduced,
    /// Mauvaise: badly lit street, thick mist.
    Poor,
    /// Très mauvaise: moonlight, smoke.
    VeryPoor,
}

/// The malus of reduced visibility (COR-28): 3 + distance / (k × Pe), k = 5, 2, 1, rounded
/// down; Pe is the shooter's Perception level with any night-vision dice already added
/// (the caller rolls them), read as at least 1.
pub fn visibility(v: Visibility, distance_m: u32, perception: u32) -> i32 {
    let k = match v {
        Visibility::Reduced => 5,
        Visibility::Poor => 2,
        Visibility::VeryPoor => 1,
    };
    3 + (distance_m / (k * perception.max(1))) as i32
}
