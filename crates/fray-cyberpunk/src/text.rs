//! Names the Cyberpunk rules write into the state (conditions, counters), and refusals.

use crate::engine::RuleError;

/// Counter: actions spent this round (CPI-06).
pub const SPENT: &str = "actions";
/// Counter: the number of actions chosen, kept for the next round (CPI-04).
pub const CHOSEN: &str = "actions-chosen";
/// Counter: full rounds spent aiming, up to 3 (CPI-10).
pub const AIM: &str = "aim";
/// Counter: metres run this round (CPI-11).
pub const RUN: &str = "run";
/// Condition: running, written by older saves (a shot while running now says so itself;
/// CPI-11).
pub const RUNNING: &str = "running";
/// Condition: got out of a vehicle in one action, −3 on the next action: armed when set,
/// applying from the owner's next slot to its end (CPI-06).
pub const HURRIED: &str = "hurried";
/// Condition: got out of a vehicle in one action, the next action taking twice its time
/// (CPI-06).
pub const DOUBLE_TIME: &str = "double-time";
/// Condition: initiative re-rolled under once-per-combat timing, the first action lost
/// (CPI-01).
pub const REROLLED: &str = "re-rolled";
/// Condition: crouched (CPI-06).
pub const CROUCHED: &str = "crouched";
/// Condition: prone (CPI-06).
pub const PRONE: &str = "prone";
/// Most aim rounds that count (CPI-10).
pub const MAX_AIM: i32 = 3;

/// A refusal.
pub fn invalid(message: String) -> RuleError {
    RuleError::Invalid(message)
}
