//! Convergence (ANA-19): a secret complication die per illegal action, surveillance
//! points on a hidden counter, GOD at three, and the reboot that resets them. Pure.

use crate::engine::RuleError;

use super::super::text::refuse;

/// Surveillance points at which GOD intervenes (ANA-19, ANA-EX-06).
pub const GOD: i32 = 3;
/// Narrations a reboot takes, without any matrix action (ANA-19).
pub const REBOOT_NARRATIONS: i32 = 3;

/// Whether an action draws the secret die: every Hacking test, cybercombat included;
/// never a Technomancy action (ANA-19).
pub fn applies(hacking: bool, technomancy: bool) -> bool {
    hacking && !technomancy
}

/// What the secret die did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Watched {
    /// Surveillance points after the die.
    pub points: i32,
    /// This die brought GOD (the count reached [`GOD`] now).
    pub god: bool,
}

/// The secret complication die read (ANA-19): a 1 adds a surveillance point; reaching 3
/// brings GOD, once.
pub fn watch(points: i32, die: u8) -> Watched {
    let before = points.max(0);
    let after = if die == 1 {
        before.saturating_add(1)
    } else {
        before
    };
    Watched {
        points: after,
        god: before < GOD && after >= GOD,
    }
}

/// Refuses a matrix action while the hacker reboots (`left` Narrations to go, ANA-19).
pub fn check_not_rebooting(left: Option<i32>) -> Result<(), RuleError> {
    match left {
        Some(n) if n > 0 => Err(refuse(
            "ana-refuse-rebooting",
            &[("left", crate::i18n::Arg::Number(f64::from(n)))],
        )),
        _ => Ok(()),
    }
}

/// One Narration of a reboot done: the Narrations left; at 0 the surveillance points go
/// back to 0 (ANA-19).
pub fn reboot_step(left: i32) -> i32 {
    (left - 1).max(0)
}
