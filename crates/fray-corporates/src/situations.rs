//! Special situations, COR-29 to COR-32: held at gunpoint, duel, draw and draw-and-use, dodge.

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};

use super::damage::levels;

/// The base difficulty of acting while held at gunpoint (COR-29): a stress roll plus the
/// level in the chosen action, adjusted by the GM for the captors.
pub const GUNPOINT_DIFFICULTY: i32 = 15;

/// The reaction margin by which a held character acts before the captor (COR-29).
pub const GUNPOINT_LEAD: i32 = 5;

/// Whether a held character may act, and whether before the captor (COR-29): the stress
/// roll against 15 plus the GM's adjustment, then, if asked, the reaction roll's margin
/// (already ± the captor's vigilance) must be 5 or more.
pub fn gunpoint(stress_roll: i32, gm_adjust: i32, reaction_margin: Option<i32>) -> (bool, bool) {
    let acts = stress_roll >= GUNPOINT_DIFFICULTY + gm_adjust;
    let first = acts && reaction_margin.is_some_and(|m| m >= GUNPOINT_LEAD);
    (acts, first)
}

/// The bonuses two duellists have built while staring (COR-30).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Duel {
    /// The first duellist's accumulated bonus.
    pub a: i32,
    /// The second duellist's.
    pub b: i32,
}

impl Duel {
    /// One second of staring: the better stress + weapon roll gains +1 per level of
    /// difference (COR-OP-01 step), cumulative.
    #[must_use]
    pub fn stare(self, roll_a: i32, roll_b: i32, level_step: u32) -> Self {
        let gain = levels((roll_a - roll_b).abs(), level_step) as i32;
        match roll_a.cmp(&roll_b) {
            Ordering::Greater => Self {
                a: self.a + gain,
                ..self
            },
            Ordering::Less => Self {
                b: self.b + gain,
                ..self
            },
            Ordering::Equal => self,
        }
    }

    /// Who shoots first once the stare breaks (COR-30): the higher reaction + skill +
    /// accumulated bonus; `Equal` when neither leads.
    pub fn first(self, total_a: i32, total_b: i32) -> Ordering {
        (total_a + self.a).cmp(&(total_b + self.b))
    }
}

/// Where a weapon is carried (COR-31).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Carried {
    /// Arme militaire en bandoulière.
    Sling,
    /// Ceinture ou hanche.
    Belt,
    /// Fourreau, holster ou manche.
    Holster,
    /// Poche.
    Pocket,
}

impl Carried {
    /// The extra malus of a draw-and-use from there (COR-31), as a difficulty term.
    pub fn draw_malus(self) -> i32 {
        match self {
            Carried::Sling => 1,
            Carried::Belt => 3,
            Carried::Holster => 5,
            Carried::Pocket => 7,
        }
    }
}

/// Dice a plain draw costs: none, an innate action (COR-31, COR-OP-13).
pub const DRAW_DICE: u32 = 0;

/// Dice a draw-and-use costs on top of its declared malus: a double action's −1d (COR-31);
/// its shot is always a snap shot with [`Carried::draw_malus`] added.
pub const DRAW_AND_USE_DICE: u32 = 1;

/// What an attack is, for when a dodge may be declared (COR-32).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Against {
    /// A blow or a thrown weapon: any time, even after the attack score is known.
    Blow,
    /// A shot: only at the start of the segment, unless a reflex coprocessor sees it.
    Shot,
}

/// Whether a dodge may still be declared (COR-32).
pub fn may_dodge(against: Against, segment_start: bool, coprocessor_sees: bool) -> bool {
    match against {
        Against::Blow => true,
        Against::Shot => segment_start || coprocessor_sees,
    }
}

/// The defense (or shot difficulty, COR-OP-14) after a dodge (COR-32): the dodge roll
/// replaces it when higher, or when it is a critical failure.
pub fn after_dodge(defense: i32, dodge: i32, critical_failure: bool) -> i32 {
    if dodge > defense || critical_failure {
        dodge
    } else {
        defense
    }
}

/// The difficulty of the acrobatics roll of an acrobatic dodge (COR-32).
pub const ACROBATIC_DIFFICULTY: i32 = 15;

/// An acrobatic dodge's acrobatics roll (COR-32), against [`ACROBATIC_DIFFICULTY`]: on
/// success the bonus added to the dodge roll (the acrobatics level, plus the jumping
/// cyberlegs' level); on failure `None`, and the dodger is unbalanced, −1d until the end
/// of the turn.
pub fn acrobatic(success: bool, bonus_level: i32) -> Option<i32> {
    success.then_some(bonus_level)
}

/// Dodge malus when choosing the direction (COR-32).
pub const DIRECTED_DODGE: i32 = -5;

/// Dice an unbalanced character loses until the end of the turn (COR-32, COR-35).
pub const UNBALANCED_DICE: u32 = 1;
