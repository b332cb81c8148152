//! Movement, COR-13 and COR-14: base speed by terrain and the fast-movement table. Speeds are
//! in centimetres per second so the table's halves and quarters stay whole numbers.

/// The ground a character moves over (COR-14).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Terrain {
    /// Plat.
    Flat,
    /// Terrain accidenté.
    Rough,
    /// Escalier, descente.
    StairsDown,
    /// Escalier, montée.
    StairsUp,
    /// Baissé.
    Crouched,
    /// Échelle.
    Ladder,
    /// Ramper.
    Crawling,
    /// Foule.
    Crowd,
    /// Foule dense.
    DenseCrowd,
}

/// The skill an acceleration roll uses (COR-14).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Acceleration {
    /// Athlétisme.
    Athletics,
    /// Acrobatie.
    Acrobatics,
    /// Force ou Agilité.
    StrengthOrAgility,
}

impl Terrain {
    /// The base speed in cm/s with no malus (COR-13, COR-14): the Agility level in m/s on
    /// flat ground (plus 25 cm/s per speed-legs level there), a share of it on rough ground
    /// and stairs, a fixed speed elsewhere.
    pub fn base_speed(self, agility: u32, speed_legs: u32) -> u32 {
        match self {
            Terrain::Flat => agility * 100 + speed_legs * 25,
            Terrain::Rough | Terrain::StairsDown => agility * 100 / 2,
            Terrain::StairsUp => agility * 100 / 3,
            Terrain::Crouched => 150,
            Terrain::Ladder | Terrain::Crawling | Terrain::DenseCrowd => 100,
            Terrain::Crowd => 200,
        }
    }

    /// The skill rolled to go faster (COR-14).
    pub fn skill(self) -> Acceleration {
        match self {
            Terrain::StairsDown => Acceleration::Acrobatics,
            Terrain::Crowd | Terrain::DenseCrowd => Acceleration::StrengthOrAgility,
            _ => Acceleration::Athletics,
        }
    }

    /// The acceleration in cm/s an undeclared acceleration roll gives, by its result band
    /// 1–10, 11–20, 21–30, 31–40, 41+ (COR-14); a result under 1 gives nothing. The unsigned
    /// cells read as +1, +0.75 and +0.50 (COR-OP-06).
    pub fn acceleration(self, result: i32) -> u32 {
        let row: [u32; 5] = match self {
            Terrain::Flat => [300, 350, 400, 450, 500],
            Terrain::Rough | Terrain::Crowd => [200, 250, 300, 350, 400],
            Terrain::StairsDown | Terrain::DenseCrowd => [100, 150, 200, 250, 300],
            Terrain::StairsUp | Terrain::Crouched => [50, 100, 150, 200, 250],
            Terrain::Ladder => [50, 75, 100, 125, 150],
            Terrain::Crawling => [25, 50, 75, 100, 125],
        };
        if result < 1 {
            return 0;
        }
        let band = usize::try_from((result - 1) / 10).map_or(4, |b| b.min(4));
        row[band]
    }

    /// The speed this segment (COR-13, COR-14): the base speed, plus the acceleration when
    /// an acceleration roll was made.
    pub fn speed(self, agility: u32, speed_legs: u32, roll: Option<i32>) -> u32 {
        self.base_speed(agility, speed_legs) + roll.map_or(0, |r| self.acceleration(r))
    }
}
