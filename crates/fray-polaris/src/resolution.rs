//! Resolving a Polaris d20 test (test aléatoire): roll under the final chance, read the
//! margin and its degree, criticals, impossible actions, reserved skills (POL-01, POL-04
//! to POL-11), opposed tests (POL-46, POL-OP-17) and retries (POL-13).
//!
//! Everything here is pure: the only input from outside is the [`Dice`] passed in.

use serde::{Deserialize, Serialize};

use super::outcome::{Chance, Outcome, TestRecord, Tested};
use crate::engine::Dice;
use crate::model::CombatantId;

pub use super::outcome::CATASTROPHE_MARGIN;

/// Resolves one test of `who` (POL-04 to POL-11) and records every d20 thrown.
///
/// `C` is the sum of the chance's terms (as [`Chance::total`], saturating instead of
/// overflowing). In order:
/// - `reserved` (a skill at "X", POL-01): automatic failure, **no die**, margin 0 (read as
///   Barely, modifier 0). The character knows the test cannot succeed, so there is
///   nothing to measure; the record shows `automatic` and an empty `dice`.
/// - `C < 1` (POL-11): automatic failure. With a hidden difficulty (`chance.hidden`) the
///   character tries without knowing, so a d20 is rolled and **the die is the failure
///   margin** (« le résultat du dé indique la Marge d'échec »); a 20 there is not a
///   critical failure and is not re-rolled, since the die is read as the margin itself.
///   With a known difficulty the text gives no margin (« l'action est automatiquement
///   vouée à l'échec »), so, as for a reserved skill: **no die, margin 0** (read as
///   Barely, modifier 0, no catastrophe), and the log says "automatic failure" with no
///   margin. No number is invented that an opposed test could weigh (POL-OP-17).
/// - Otherwise one d20 `d`:
///   - `d == C`, or `C ≥ 20` and `d == 20`: critical success (POL-07, POL-10), margin
///     `d` + [`critical_bonus`]; it succeeds even if the margin exceeds `C`.
///   - `d ≤ C`: success, margin `d` (POL-05).
///   - `d == 20` (so `C < 20`): critical failure (POL-08): a second d20 `d2` is rolled
///     and the margin is `20 − C + d2`; a second 20 is simply added (POL-OP-04).
///   - `d > C`: failure, margin `d − C` (POL-06).
///
/// A failure margin of 15 or more sets the catastrophe flag (POL-09). A die source that
/// answers outside 1..=20 is clamped into it, and the clamped value is recorded.
pub fn resolve(
    who: CombatantId,
    tested: Tested,
    chance: Chance,
    reserved: bool,
    dice: &mut dyn Dice,
) -> TestRecord {
    let c = final_chance(&chance);
    let mut rolled = Vec::new();
    let outcome = if reserved || (c < 1 && !chance.hidden) {
        Outcome::from_failure(0, false, true)
    } else if c < 1 {
        let d = roll_d20(dice, &mut rolled);
        Outcome::from_failure(d, false, true)
    } else {
        let d = roll_d20(dice, &mut rolled);
        if d == c || (c >= 20 && d == 20) {
            Outcome::from_success(d.saturating_add(critical_bonus(&tested)), true)
        } else if d <= c {
            Outcome::from_success(d, false)
        } else if d == 20 {
            let again = roll_d20(dice, &mut rolled);
            Outcome::from_failure((20 - c).saturating_add(again), true, false)
        } else {
            Outcome::from_failure(d - c, false, false)
        }
    };
    TestRecord {
        who,
        tested,
        chance,
        dice: rolled,
        outcome,
    }
}

/// What a critical success adds to the die (POL-07): a skill's mastery level (not its
/// global level), half an attribute's level rounded down (POL-OP-03: 17 gives 8), nothing
/// for a flat chance. A negative level adds nothing.
pub fn critical_bonus(tested: &Tested) -> i32 {
    match tested {
        Tested::Skill { mastery, .. } => (*mastery).max(0),
        Tested::Attribute { level, .. } => (*level).max(0) / 2,
        Tested::Chance => 0,
    }
}

/// The final chance `C` (POL-03): the chance's terms summed, saturating at the `i32` ends.
fn final_chance(chance: &Chance) -> i32 {
    [
        chance.base,
        chance.difficulty,
        chance.wounds,
        chance.opponents,
        chance.other,
        chance.retry,
    ]
    .into_iter()
    .fold(0_i32, i32::saturating_add)
}

/// Rolls one d20 into `rolled` and returns it, clamped into 1..=20.
fn roll_d20(dice: &mut dyn Dice, rolled: &mut Vec<u32>) -> i32 {
    let d = dice.roll_for(20, super::rolls::D20).clamp(1, 20);
    rolled.push(d);
    i32::try_from(d).unwrap_or(20)
}

/// Who wins an opposed test (test d'opposition, POL-46).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Opposed {
    /// The first side wins.
    First,
    /// The second side wins.
    Second,
    /// No default decides (both failed, or equal margins of success): the GM does.
    GmDecides,
}

/// The winner of an opposed test from both sides' outcomes, by the tracker default
/// (POL-OP-17, not the book's): a success beats a failure; between two successes the higher
/// margin wins (a critical success counts with its raised margin); two failures, or two
/// successes with equal margins, are left to the GM.
///
/// Failure margins are never weighed: an automatic failure (an impossible action, POL-11)
/// against a rolled failure is two failures, nobody wins, whatever either margin; against
/// a success it loses. An impossible action can never win.
pub fn opposed_winner(a: &Outcome, b: &Outcome) -> Opposed {
    match (a.success, b.success) {
        (true, false) => Opposed::First,
        (false, true) => Opposed::Second,
        (false, false) => Opposed::GmDecides,
        (true, true) => match a.margin.cmp(&b.margin) {
            std::cmp::Ordering::Greater => Opposed::First,
            std::cmp::Ordering::Less => Opposed::Second,
            std::cmp::Ordering::Equal => Opposed::GmDecides,
        },
    }
}

/// The stress malus on a retry (nouvelles tentatives, POL-13 option a): −1 per new attempt,
/// cumulative (−3 per attempt when under pressure, « dans une situation vraiment
/// pressante »). `attempt` counts from 1 for the first try, which has no malus: attempt 2
/// gives −1 (or −3), attempt 3 gives −2 (or −6). Attempt 0 is read as the first try.
pub fn retry_malus(attempt: u32, under_pressure: bool) -> i32 {
    let retries = i32::try_from(attempt.saturating_sub(1)).unwrap_or(i32::MAX);
    let per_attempt = if under_pressure { 3 } else { 1 };
    retries.saturating_mul(per_attempt).saturating_neg()
}

/// The extra difficulty for a retry of an opposed social skill (POL-13 option c): the
/// failure modifier of the previous test (0 to −9), or 0 if it succeeded.
pub fn social_retry_malus(previous: &Outcome) -> i32 {
    if previous.success {
        0
    } else {
        previous.modifier.min(0)
    }
}

#[cfg(test)]
#[path = "resolution_tests.rs"]
mod tests;
