//! Refusals in the catalog's words (`crates/fray-corporates/i18n/*/corporates.ftl`, keys `cor-…`), and the
//! checked forms of the schedule's steps that a command will call.

use crate::engine::RuleError;
use crate::i18n::{Arg, tr_args};

use super::schedule::{MAX_DECLARED, Schedule};

/// A refusal with the catalog text of `key`.
pub fn refuse(key: &str, args: &[(&str, Arg<'_>)]) -> RuleError {
    RuleError::Invalid(tr_args(key, args))
}

/// The schedule of `count` declared actions, or a refusal above 5 (COR-04).
pub fn declare(count: u8) -> Result<Schedule, RuleError> {
    Schedule::declare(count).ok_or_else(|| {
        refuse(
            "cor-refuse-declared-count",
            &[
                ("count", u32::from(count).into()),
                ("max", u32::from(MAX_DECLARED).into()),
            ],
        )
    })
}

/// Delays the next declared action by `by` segments (COR-05): how many were lost, or a
/// refusal when none is left or `by` is 0.
pub fn delay(schedule: &mut Schedule, by: u8) -> Result<usize, RuleError> {
    if by == 0 {
        return Err(refuse("cor-refuse-delay-zero", &[]));
    }
    schedule
        .delay(by)
        .ok_or_else(|| refuse("cor-refuse-nothing-to-delay", &[]))
}
