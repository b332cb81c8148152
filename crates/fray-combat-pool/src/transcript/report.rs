//! The combat pool's parts of the report (SRP): the token sheet (face-down values never),
//! the monitors' wound modifier, who is down, stress and readiness in words.

use crate::model::{Combatant, Encounter};
use crate::report::{DamageLine, Sheet, SkillLine, TokenSheet};

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
    let (damage, skills): (Vec<_>, Vec<_>) = c
        .stats
        .iter()
        .filter(|(key, _)| key.as_str() != FATIGUE)
        .partition(|(key, _)| DAMAGE_STATS.contains(&key.as_str()));
    out.skills = skills
        .into_iter()
        .map(|(key, value)| SkillLine {
            key: key.clone(),
            label: stat_label(key),
            level: *value,
            base: *value,
            mastery: 0,
            reserved: false,
        })
        .collect();
    out.damage_terms = damage
        .into_iter()
        .map(|(key, value)| DamageLine {
            key: key.clone(),
            label: stat_label(key),
            value: *value,
        })
        .collect();
}

/// The sheet values that make the damage dealt or taken: the weapon's base damage and
/// the armour (SRP-12, SRP-16); every other value is listed with the skills.
const DAMAGE_STATS: &[&str] = &["weapon", "armor"];

/// A sheet value's name in the current language (`body`: « Physique »); a key fray
/// does not know is shown as typed.
fn stat_label(key: &str) -> String {
    crate::t!("pool-stat-label", key = key)
}

/// Conditions shown in words elsewhere on a combat-pool sheet.
fn shown_as_words(name: &str) -> bool {
    name == text::STRESS || name == text::READINESS
}

#[cfg(test)]
#[path = "report_tests.rs"]
mod tests;
