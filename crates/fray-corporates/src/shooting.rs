//! Shooting, COR-16 to COR-20 and COR-23: a shot's difficulty as named terms, the range
//! bands, snap and reflex shots, aiming (acquisition), point blank, and burst fire's hits.
//! Covering fire and the target modifiers are in `covering` and `target`.

use serde::{Deserialize, Serialize};

/// One named term of a shot's difficulty: a stable label (the log writes it out) and a value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Term {
    /// What the term is, e.g. `range`, `snap`, `size`.
    pub label: String,
    /// What it adds to the difficulty (negative lowers it).
    pub value: i32,
}

/// A shot's difficulty built from named terms, kept in the order they were added.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Difficulty {
    terms: Vec<Term>,
}

impl Difficulty {
    /// A difficulty starting from the range band (COR-16).
    pub fn from_range(range: Range) -> Self {
        Self::default().with("range", range.difficulty())
    }

    /// The same difficulty with one more term; a zero term is kept so the log shows it.
    #[must_use]
    pub fn with(mut self, label: &str, value: i32) -> Self {
        self.terms.push(Term {
            label: label.to_owned(),
            value,
        });
        self
    }

    /// The terms, in order.
    pub fn terms(&self) -> &[Term] {
        &self.terms
    }

    /// The sum of the terms.
    pub fn total(&self) -> i32 {
        self.terms.iter().map(|t| t.value).sum()
    }

    /// The difficulty a burst is rolled against (COR-23): lowered by the weapon's burst
    /// bonus, never under [`MIN_BURST_DIFFICULTY`].
    pub fn burst_total(&self, burst_bonus: i32) -> i32 {
        (self.total() - burst_bonus).max(MIN_BURST_DIFFICULTY)
    }
}

/// A weapon's range band (COR-16).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Range {
    /// Courte.
    Short,
    /// Moyenne.
    Medium,
    /// Longue.
    Long,
    /// Extrême.
    Extreme,
}

impl Range {
    /// The base difficulty of the band (COR-16).
    pub fn difficulty(self) -> i32 {
        match self {
            Range::Short => 5,
            Range::Medium => 15,
            Range::Long => 20,
            Range::Extreme => 25,
        }
    }

    /// The band a distance falls in, given the upper bounds (m) of the weapon's short,
    /// medium, long and extreme bands; `None` beyond extreme range.
    pub fn of(distance_m: u32, bands: [u32; 4]) -> Option<Range> {
        let all = [Range::Short, Range::Medium, Range::Long, Range::Extreme];
        bands
            .iter()
            .zip(all)
            .find(|(bound, _)| distance_m <= **bound)
            .map(|(_, range)| range)
    }
}

/// The bands of an unshouldered long arm are capped at 5/10/20/30 m, and the shot is a
/// snap shot (COR-28).
pub fn unshouldered_bands(bands: [u32; 4]) -> [u32; 4] {
    let caps = [5, 10, 20, 30];
    [0, 1, 2, 3].map(|i| bands[i].min(caps[i]))
}

/// Where a target appears, for the reflex-shot reaction roll (COR-18).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Appearance {
    /// In front of the shooter (15), otherwise to the side or behind (20).
    pub in_front: bool,
    /// In an improbable place: secret door, ceiling (+5).
    pub improbable: bool,
    /// Where the shooter is aiming (−5).
    pub where_aiming: bool,
    /// The shooter is on guard: minus this vigilance level, not stacking with aiming.
    pub on_guard: Option<i32>,
}

/// The reaction roll's difficulty for a reflex shot (COR-18). On guard replaces the
/// "where the shooter aims" line when both apply; the larger reduction is kept.
pub fn reflex_difficulty(a: Appearance) -> i32 {
    let base = if a.in_front { 15 } else { 20 };
    let improbable = if a.improbable { 5 } else { 0 };
    let aiming = if a.where_aiming { 5 } else { 0 };
    let guard = a.on_guard.unwrap_or(0).max(0);
    base + improbable - aiming.max(guard)
}

/// What a failed reaction roll adds to the shot's difficulty: its failure margin (COR-18).
pub fn reflex_added(roll: i32, difficulty: i32) -> i32 {
    (difficulty - roll).max(0)
}

/// How the shooter holds the weapon while aiming (COR-19).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stance {
    /// Debout: +1 per successful acquisition.
    Standing,
    /// En appui: +2.
    Braced,
    /// Couché: +3.
    Prone,
}

impl Stance {
    /// The bonus one successful acquisition adds (COR-19).
    pub fn step(self) -> i32 {
        match self {
            Stance::Standing => 1,
            Stance::Braced => 2,
            Stance::Prone => 3,
        }
    }
}

/// The acquisition bonus one shooter has on one target (COR-19).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Acquisition {
    /// The raw bonus gathered so far, before the cap.
    pub raw: i32,
}

impl Acquisition {
    /// One acquisition roll: a success adds the stance's step, a failure loses it all.
    #[must_use]
    pub fn after(self, success: bool, stance: Stance) -> Self {
        if success {
            Self {
                raw: self.raw + stance.step(),
            }
        } else {
            Self::default()
        }
    }

    /// The bonus added to the shot's roll: capped at min(weapon skill level, the weapon's
    /// or scope's aiming bonus) (COR-OP-07); the damage roll gets nothing from it.
    pub fn bonus(self, skill_level: i32, aiming_bonus: i32) -> i32 {
        self.raw.min(skill_level.min(aiming_bonus)).max(0)
    }
}

/// Point blank (COR-20): under 3 m the shooter gets +5, written as a −5 difficulty term.
pub fn point_blank(distance_m: u32) -> i32 {
    if distance_m < 3 { -5 } else { 0 }
}

/// The floor of a burst's difficulty (COR-23).
pub const MIN_BURST_DIFFICULTY: i32 = 5;

/// Rounds a free burst spends per segment (COR-23).
pub const FREE_BURST_ROUNDS: u32 = 5;

/// The margins of the bullets a burst lands (COR-23): ⌊result / difficulty⌋ bullets, capped
/// at the rounds fired (COR-OP-09); bullet k has margin result − k × difficulty. Each
/// margin's damage dice come from `damage::margin_dice`.
pub fn burst_margins(result: i32, difficulty: i32, rounds: u32) -> Vec<i32> {
    let difficulty = difficulty.max(1);
    let hits = u32::try_from(result / difficulty).unwrap_or(0).min(rounds);
    (1..=hits as i32).map(|k| result - k * difficulty).collect()
}
