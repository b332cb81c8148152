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
}

impl Chance {
    /// The final chance `C` (POL-03).
    pub fn total(&self) -> i32 {
        self.base + self.difficulty + self.wounds + self.opponents + self.other
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
