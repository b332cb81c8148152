//! Initiative and Narration order, pure (ANA-08 to ANA-11, ANA-OP-04, ANA-OP-05,
//! ANA-OP-08): the score with its dice, when it is rolled again, the order with its
//! tie-breaks. One-Turn changes of the order move the Turn's markers (`decide/turn.rs`).

use serde::{Deserialize, Serialize};

use crate::engine::Dice;

use super::rolls::{self, BONUS, INITIATIVE};

/// When initiative is rolled again (ANA-08); the Scene by default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    /// Once per Scene (the encounter).
    #[default]
    Scene,
    /// At each combat's start.
    Combat,
    /// At each Turn's start.
    Turn,
}

impl Timing {
    /// Whether a Turn's start rolls initiative again, given whether a combat starts.
    pub fn rolls_at_turn(self, combat_starts: bool) -> bool {
        match self {
            Timing::Scene => false,
            Timing::Combat => combat_starts,
            Timing::Turn => true,
        }
    }
}

/// An initiative roll, every die kept (ANA-09).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// The 2D6.
    pub dice: [u8; 2],
    /// max(Agility, Logic).
    pub attribute: i32,
    /// The Anarchy bonus d6s, rolled once and kept to the Scene's end (ANA-OP-04).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bonus: Vec<u8>,
}

impl Score {
    /// Rolls 2D6 and, unless `kept` already holds the Scene's bonus dice, one d6 per
    /// Anarchy point spent (`points`); a re-roll passes the kept dice back (ANA-OP-04).
    pub fn roll(
        agility: i32,
        logic: i32,
        points: u8,
        kept: Option<&[u8]>,
        dice: &mut dyn Dice,
    ) -> Score {
        let two = [rolls::d6(dice, INITIATIVE), rolls::d6(dice, INITIATIVE)];
        let bonus = match kept {
            Some(kept) => kept.to_vec(),
            None => rolls::d6s(dice, BONUS, points),
        };
        Score {
            dice: two,
            attribute: agility.max(logic),
            bonus,
        }
    }

    /// The total: 2D6 + max(AGI, LOG) + the bonus dice.
    pub fn total(&self) -> i32 {
        let dice: i32 = self
            .dice
            .iter()
            .chain(self.bonus.iter())
            .map(|&d| i32::from(d))
            .sum();
        dice + self.attribute
    }
}

/// One entry of the order: a character, or a group of NPCs with one score (ANA-10,
/// ANA-OP-05).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry<K> {
    /// Who (a combatant, a group).
    pub key: K,
    /// The initiative total.
    pub score: i32,
    /// The Chance attribute (ANA-OP-08), the first tie-break.
    pub chance: i32,
    /// Seat from the GM's left, 0 first; `None` for the GM's NPCs, who come last.
    pub seat: Option<u32>,
}

/// The Narration order (ANA-11): descending score, then higher Chance, then seat from
/// the GM's left, the GM's NPCs last; entries still tied keep the order given.
pub fn order<K: Clone>(entries: &[Entry<K>]) -> Vec<K> {
    let mut sorted: Vec<&Entry<K>> = entries.iter().collect();
    sorted.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then(b.chance.cmp(&a.chance))
            .then(seat_rank(a.seat).cmp(&seat_rank(b.seat)))
    });
    sorted.into_iter().map(|e| e.key.clone()).collect()
}

fn seat_rank(seat: Option<u32>) -> u64 {
    seat.map_or(u64::MAX, u64::from)
}
