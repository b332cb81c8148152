//! The largest roster fray plays ([`MAX_ROSTER`]), held in one place for the two sides of
//! it: live play refuses a command that would pass it (a [`RuleError::RosterFull`], from
//! [`Timeline::decide`](super::Timeline::decide), whatever system or verb adds the
//! combatants), and reading a save refuses the record that passes it as damage at its line
//! (the consistency check, [`super::Checker`], run while the save is read), so a save
//! holding a million combatants is refused before its records are all held, let alone
//! folded.

use crate::model::Combatant;

use super::error::RuleError;
use super::event::Event;

/// The most combatants one encounter holds at a time (those in effect: an undone add does
/// not count, a removal frees a place).
///
/// Why 10,000: a table fight has a few dozen combatants, a battle run as a crowd a few
/// hundred, so no game comes near it (and with groups of at most 50 it takes 200 `add`
/// commands to get there). Memory is what it bounds: a combatant takes about four times its
/// JSON in memory and the screens hold a few copies of the roster (the state, the replay's
/// snapshots, the report), so a million minimal combatants took 3.3 GB on the fight screen,
/// while 20,000 stayed under 65 MB at every step (`docs/reliability.md`, "A huge roster").
/// At 10,000 a full sheet (skills, gear, a wound grid) still keeps every screen to a few
/// hundred megabytes at worst.
pub const MAX_ROSTER: usize = 10_000;

/// Refuses `events` when, applied in order to a roster of `present` combatants, an add
/// takes it past [`MAX_ROSTER`] (a removal before it frees a place), as the consistency
/// check of a save counts them.
pub fn check(present: usize, events: &[Event]) -> Result<(), RuleError> {
    let mut count = present;
    let mut adds = 0usize;
    let mut over = false;
    for event in events {
        match event {
            Event::CombatantAdded { .. } => {
                count = count.saturating_add(1);
                adds += 1;
                over |= count > MAX_ROSTER;
            }
            Event::CombatantRemoved { .. } => count = count.saturating_sub(1),
            _ => {}
        }
    }
    if over {
        return Err(RuleError::RosterFull {
            present,
            adding: adds,
            cap: MAX_ROSTER,
        });
    }
    Ok(())
}

/// The refusal of a record read from a save that adds `combatant` to a roster already at
/// [`MAX_ROSTER`], in the current language (it completes "the record ...").
pub(crate) fn load_refusal(combatant: &Combatant) -> String {
    crate::t!(
        "roster-cap-load",
        id = combatant.id.0.to_string(),
        name = clip(&combatant.name).escape_debug().to_string(),
        cap = grouped(MAX_ROSTER)
    )
}

/// The refusal of a command that would take the roster past the cap.
pub(crate) fn live_refusal(present: usize, adding: usize, cap: usize) -> String {
    crate::t!(
        "roster-cap-live",
        adding = adding,
        count = grouped(adding),
        cap = grouped(cap),
        present = grouped(present)
    )
}

/// A name as a message shows it (escaped by the caller), clipped to 60 characters.
fn clip(name: &str) -> &str {
    match name.char_indices().nth(60) {
        Some((at, _)) => &name[..at],
        None => name,
    }
}

/// A count with its thousands grouped as the current language writes them: `10,000` in
/// English, `10 000` in French (a narrow no-break space).
pub(crate) fn grouped(n: usize) -> String {
    let separator = match crate::i18n::current() {
        crate::i18n::Lang::Fr => '\u{202f}',
        _ => ',',
    };
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(digit);
    }
    out
}

/// Test support: crowds of made-up combatants, and what a command is refused with.
#[cfg(any(test, feature = "test-support"))]
#[path = "roster_cap_test_support.rs"]
pub mod test_support;

#[cfg(test)]
#[path = "roster_cap_tests.rs"]
mod tests;
