//! What a Polaris d20 test produced, as recorded in the log (POL-03 to POL-11).

use serde::{Deserialize, Serialize};

use crate::model::CombatantId;

/// The terms that make up a final chance of success (POL-03).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chance {
    /// Base chance: the skill's global level or the attribute level (POL-01, POL-02).
    pub base: i32,
    /// Difficulty modifier (POL-03).
    pub difficulty: i32,
    /// Whether the difficulty is secret (shown to the GM only).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hidden: bool,
    /// Wound malus (POL-35), ≤ 0.
    #[serde(default)]
    pub wounds: i32,
    /// Multiple-opponent malus (POL-37), ≤ 0.
    #[serde(default)]
    pub opponents: i32,
    /// Every other modifier the GM gave (rushed action, reach, aiming...).
    #[serde(default)]
    pub other: i32,
    /// Malus of a new attempt after failures (POL-13), ≤ 0.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub retry: i32,
    /// What `other` is made of, each by name, so the log can say each (absent from saves
    /// written before: their `other` is said as one lump).
    #[serde(default, skip_serializing_if = "OtherParts::is_empty")]
    pub parts: OtherParts,
}

/// The named parts of [`Chance::other`]: a rushed action's −3, a reach bonus, a shock
/// test's malus... each its own number so the log writes each by name. They add up to
/// `other` (what they do not cover is said as « autres »); `total` never reads them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OtherParts {
    /// The modifier the GM typed (`mod`, a surprise test's modifier).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub typed: i32,
    /// The malus of the acting marker when it was rushed (POL-23).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub rushed: i32,
    /// The malus of the acting marker otherwise (an extra action, POL-22, POL-44).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub marker: i32,
    /// Aiming at a location (POL-33, lessened by a Frappe précise, POL-43).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub aim: i32,
    /// Fighting with a weapon in each hand (POL-45).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub two_weapons: i32,
    /// The limit of the skill that holds a two-weapon test (POL-45).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub limit: i32,
    /// Reach in an opposed melee test (POL-38).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub reach: i32,
    /// A shock test's accumulated malus (POL-36, POL-42).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub shock: i32,
}

impl OtherParts {
    /// Whether no part is named (a save written before the parts, or no modifier at all).
    pub fn is_empty(&self) -> bool {
        *self == Self::default()
    }

    /// The parts, in the order the log says them, each with its key.
    pub fn named(&self) -> [(i32, &'static str); 8] {
        [
            (self.typed, "typed"),
            (self.rushed, "rushed"),
            (self.marker, "marker"),
            (self.aim, "aim"),
            (self.two_weapons, "two-weapons"),
            (self.limit, "limit"),
            (self.reach, "reach"),
            (self.shock, "shock"),
        ]
    }

    /// Their sum, saturating.
    pub fn sum(&self) -> i32 {
        self.named()
            .iter()
            .fold(0i32, |acc, (v, _)| acc.saturating_add(*v))
    }
}

fn is_zero(n: &i32) -> bool {
    *n == 0
}

impl Chance {
    /// The final chance `C` (POL-03).
    pub fn total(&self) -> i32 {
        // Saturating: a hand-edited save may hold any value (typed ones are bounded).
        self.base
            .saturating_add(self.difficulty)
            .saturating_add(self.wounds)
            .saturating_add(self.opponents)
            .saturating_add(self.other)
            .saturating_add(self.retry)
    }
}

/// What was tested, and the level a critical success adds (POL-07).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Tested {
    /// A skill: a critical success adds its mastery level.
    Skill { name: String, mastery: i32 },
    /// An attribute: a critical success adds half its level, rounded down (POL-OP-03).
    Attribute { name: String, level: i32 },
    /// A flat chance the GM gave (shock test, a value not on the sheet): a critical adds nothing.
    Chance,
}

/// Degree of success or failure (POL-05, POL-06).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Degree {
    /// 1–2: De justesse.
    Barely,
    /// Success 3–4: Correct.
    Adequate,
    /// Success 5–6: Assez bon.
    FairlyGood,
    /// Success 7–9: Bon.
    Good,
    /// Success 10–12: Très bon.
    VeryGood,
    /// Success 13–14: Excellent.
    Excellent,
    /// Success 15–19: Parfait.
    Perfect,
    /// Success 20–24: Extraordinaire.
    Extraordinary,
    /// Success 25–34: Héroïque.
    Heroic,
    /// Success 35+: Légendaire.
    Legendary,
    /// Failure 3–4: Médiocre.
    Mediocre,
    /// Failure 5–6: Assez mauvais.
    FairlyBad,
    /// Failure 7–9: Mauvais.
    Bad,
    /// Failure 10–12: Très mauvais.
    VeryBad,
    /// Failure 13–14: Exécrable.
    Abysmal,
    /// Failure 15+: Catastrophique (POL-OP-05 names every row from 15 so).
    Catastrophic,
}

/// The result of one test.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Whether the test succeeded.
    pub success: bool,
    /// Critical success (POL-07, POL-10).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub critical_success: bool,
    /// Critical failure (POL-08).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub critical_failure: bool,
    /// Failed without a chance: below 1 or a reserved skill (POL-11, POL-01).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub automatic: bool,
    /// Margin of success or of failure (always ≥ 0).
    pub margin: i32,
    /// The degree read from the margin.
    pub degree: Degree,
    /// Success modifier (≥ 0) or failure modifier (≤ 0).
    pub modifier: i32,
    /// A failure margin of 15 or more: a Catastrophe is possible (POL-09).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub catastrophe: bool,
}

/// One test as written in the log: who, what, the chance, every d20 and the outcome.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TestRecord {
    /// Who tested.
    pub who: CombatantId,
    /// What was tested.
    pub tested: Tested,
    /// The chance and its terms.
    pub chance: Chance,
    /// Every d20 thrown: the die, then the critical-failure re-roll if any. Empty when the
    /// test failed automatically without a roll.
    pub dice: Vec<u32>,
    /// The result.
    pub outcome: Outcome,
}

/// A failure margin from which a Catastrophe is possible (POL-09).
pub const CATASTROPHE_MARGIN: i32 = 15;

/// Success table (POL-05): lowest margin of the row, degree, success modifier.
const SUCCESS_ROWS: [(i32, Degree, i32); 10] = [
    (1, Degree::Barely, 0),
    (3, Degree::Adequate, 1),
    (5, Degree::FairlyGood, 2),
    (7, Degree::Good, 3),
    (10, Degree::VeryGood, 4),
    (13, Degree::Excellent, 5),
    (15, Degree::Perfect, 6),
    (20, Degree::Extraordinary, 7),
    (25, Degree::Heroic, 8),
    (35, Degree::Legendary, 9),
];

/// Failure table (POL-06): lowest margin of the row, degree, failure modifier. The rows
/// from 20 have no name in the book; they read Catastrophic (POL-OP-05).
const FAILURE_ROWS: [(i32, Degree, i32); 10] = [
    (1, Degree::Barely, 0),
    (3, Degree::Mediocre, -1),
    (5, Degree::FairlyBad, -2),
    (7, Degree::Bad, -3),
    (10, Degree::VeryBad, -4),
    (13, Degree::Abysmal, -5),
    (15, Degree::Catastrophic, -6),
    (20, Degree::Catastrophic, -7),
    (25, Degree::Catastrophic, -8),
    (35, Degree::Catastrophic, -9),
];

/// The row of `rows` a margin falls in; a margin below 1 reads as the first row.
fn row(rows: &[(i32, Degree, i32)], margin: i32) -> (Degree, i32) {
    rows.iter()
        .rev()
        .find(|(min, _, _)| margin >= *min)
        .map(|&(_, degree, modifier)| (degree, modifier))
        .unwrap_or((Degree::Barely, 0))
}

impl Degree {
    /// The degree of success for a margin of success (POL-05). A margin below 1 (only an
    /// automatic failure without a roll has one) reads as Barely.
    pub fn of_success(margin: i32) -> Degree {
        row(&SUCCESS_ROWS, margin).0
    }

    /// The degree of failure for a margin of failure (POL-06); every margin from 15 on is
    /// Catastrophic (POL-OP-05). A margin below 1 reads as Barely.
    pub fn of_failure(margin: i32) -> Degree {
        row(&FAILURE_ROWS, margin).0
    }

    /// The success modifier (modificateur de réussite, +0 to +9) for a margin of success (POL-05).
    pub fn success_modifier(margin: i32) -> i32 {
        row(&SUCCESS_ROWS, margin).1
    }

    /// The failure modifier (modificateur d'échec, 0 to −9) for a margin of failure (POL-06):
    /// −6, −7, −8, −9 from 15, 20, 25, 35 although all those rows read Catastrophic.
    pub fn failure_modifier(margin: i32) -> i32 {
        row(&FAILURE_ROWS, margin).1
    }

    /// The English label shown to the GM, e.g. "Fairly good".
    pub fn label_en(self) -> &'static str {
        match self {
            Degree::Barely => "Barely",
            Degree::Adequate => "Adequate",
            Degree::FairlyGood => "Fairly good",
            Degree::Good => "Good",
            Degree::VeryGood => "Very good",
            Degree::Excellent => "Excellent",
            Degree::Perfect => "Perfect",
            Degree::Extraordinary => "Extraordinary",
            Degree::Heroic => "Heroic",
            Degree::Legendary => "Legendary",
            Degree::Mediocre => "Mediocre",
            Degree::FairlyBad => "Fairly bad",
            Degree::Bad => "Bad",
            Degree::VeryBad => "Very bad",
            Degree::Abysmal => "Abysmal",
            Degree::Catastrophic => "Catastrophic",
        }
    }

    /// The book's French label (degré de réussite / d'échec), e.g. "Assez bon".
    pub fn label_fr(self) -> &'static str {
        match self {
            Degree::Barely => "De justesse",
            Degree::Adequate => "Correct",
            Degree::FairlyGood => "Assez bon",
            Degree::Good => "Bon",
            Degree::VeryGood => "Très bon",
            Degree::Excellent => "Excellent",
            Degree::Perfect => "Parfait",
            Degree::Extraordinary => "Extraordinaire",
            Degree::Heroic => "Héroïque",
            Degree::Legendary => "Légendaire",
            Degree::Mediocre => "Médiocre",
            Degree::FairlyBad => "Assez mauvais",
            Degree::Bad => "Mauvais",
            Degree::VeryBad => "Très mauvais",
            Degree::Abysmal => "Exécrable",
            Degree::Catastrophic => "Catastrophique",
        }
    }
}

impl Outcome {
    /// A success with that margin (negative margins count as 0), its degree and success
    /// modifier (POL-05); `critical` marks a critical success (POL-07, POL-10).
    pub fn from_success(margin: i32, critical: bool) -> Outcome {
        let margin = margin.max(0);
        Outcome {
            success: true,
            critical_success: critical,
            critical_failure: false,
            automatic: false,
            margin,
            degree: Degree::of_success(margin),
            modifier: Degree::success_modifier(margin),
            catastrophe: false,
        }
    }

    /// A failure with that margin (negative margins count as 0), its degree and failure
    /// modifier (POL-06), and the catastrophe flag from a margin of 15 (POL-09).
    /// `critical` marks a critical failure (POL-08); `automatic` a failure without a chance
    /// (POL-11, POL-01).
    pub fn from_failure(margin: i32, critical: bool, automatic: bool) -> Outcome {
        let margin = margin.max(0);
        Outcome {
            success: false,
            critical_success: false,
            critical_failure: critical,
            automatic,
            margin,
            degree: Degree::of_failure(margin),
            modifier: Degree::failure_modifier(margin),
            catastrophe: margin >= CATASTROPHE_MARGIN,
        }
    }
}
