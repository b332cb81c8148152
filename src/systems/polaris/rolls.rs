//! The dice Polaris rolls, which the GM may give as rolled at the table.

use crate::engine::RollSlot;

/// The test's d20: every test, attack, surprise and shock test, and the d20 rolled again
/// after a natural 20 that fails (POL-08).
pub const D20: &str = "d20";
/// The hit location die (POL-33).
pub const LOCATION: &str = "location";

/// Every roll Polaris declares.
pub const ROLLS: &[RollSlot] = &[
    RollSlot {
        key: D20,
        sides: 20,
        what: "the test's d20",
    },
    RollSlot {
        key: LOCATION,
        sides: 20,
        what: "the hit location die",
    },
];

#[cfg(test)]
#[path = "rolls_tests.rs"]
mod tests;
