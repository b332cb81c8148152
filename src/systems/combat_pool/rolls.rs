//! The dice and draws the combat pool makes, which the GM may give as rolled or drawn at
//! the table.

use crate::engine::RollSlot;

/// A d6 of a rolled success pool (`dice=N`: hits on 5-6).
pub const D6: &str = "d6";
/// A token drawn from the bag (with replacement): its face, e.g. `S5` or `F2`.
pub const BAG: &str = "bag";

/// Every roll the combat pool declares.
pub const ROLLS: &[RollSlot] = &[
    RollSlot {
        key: D6,
        sides: 6,
        what: "a d6 of the rolled pool",
        give: "d6=N,N,... (one value per die)",
        verbs: &["attack", "suppress", "throw", "melee", "opposed"],
        own_word: false,
    },
    RollSlot {
        key: BAG,
        sides: 0,
        what: "a token drawn from the bag",
        give: "bag=S5,F2,... (one face per token)",
        verbs: &["allocate", "total-defense", "spend", "intend", "attack", "suppress", "throw", "blast", "melee", "lethality", "opposed"],
        own_word: false,
    },
];

#[cfg(test)]
#[path = "rolls_tests.rs"]
mod tests;
