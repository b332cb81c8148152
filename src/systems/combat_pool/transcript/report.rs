//! The combat pool's parts of the report (SRP): the token sheet (face-down values never),
//! the monitors' wound modifier, who is down, stress and readiness in words.

use crate::model::{Combatant, Encounter};
use crate::report::{Sheet, TokenSheet};

use super::super::{Recharge, sheet, text};

/// The Réaction a sheet has always shown for a combat-pool combatant (`--json` keeps it):
/// the `reaction` stat less any `fatigue`.
const REACTION: &str = "reaction";
const FATIGUE: &str = "fatigue";

/// Fills the combat pool's fields of a sheet.
pub fn fill_sheet(state: &Encounter, c: &Combatant, out: &mut Sheet) {
    out.reaction = c.stat(REACTION).saturating_sub(c.stat(FATIGUE).max(0));
    let down = sheet::down(state, c);
    out.dead = down == Some(sheet::Down::Dead);
    out.down = down.map(|d| d.word().to_string());
    out.conditions.retain(|k| !shown_as_words(&k.name));
    out.tokens = c.tokens.as_ref().map(|pool| TokenSheet {
        score: sheet::pool_score(state, c),
        recharge: sheet::recharge_value(state, c),
        fast: sheet::recharge_amount(state, c, Recharge::Fast),
        advantage: sheet::advantage(state, &pool.pool_type),
        ..TokenSheet::of(pool)
    });
    out.wound_modifier = (!out.monitors.is_empty()).then(|| sheet::wound_modifier(state, c));
    out.stress = Some(sheet::stress_word(c).to_string());
    out.readiness = sheet::readiness_word(c).map(str::to_string);
}

/// Conditions shown in words elsewhere on a combat-pool sheet.
fn shown_as_words(name: &str) -> bool {
    name == text::STRESS || name == text::READINESS
}

#[cfg(test)]
#[path = "report_tests.rs"]
mod tests;
