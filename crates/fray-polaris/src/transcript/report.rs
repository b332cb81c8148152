//! Polaris's parts of the report: the ladder in resolution order with simultaneous
//! markers (POL-19, POL-28), and a sheet's Réaction, wounds, maluses, pace and locator grid.

use crate::model::{Combatant, Encounter, WoundLocator};
use crate::report::{
    DamageLine, GridLocation, GridRow, LocationWounds, LocatorGrid, Rung, Sheet, WoundRow,
};

use super::super::wound_effects::Pace;
use super::super::{combat, initiative, simultaneous, wounds};
use crate::i18n::Lang;

/// The ladder in resolution order, every marker of a simultaneous group flagged (POL-28).
pub fn ladder(state: &Encounter) -> Vec<Rung> {
    initiative::ordered(state)
        .into_iter()
        .map(|e| Rung::of(state, e, simultaneous::acts_together(state, e)))
        .collect()
}

/// Fills the Polaris fields of a sheet.
pub fn fill_sheet(state: &Encounter, c: &Combatant, sheet: &mut Sheet) {
    let locator = c.damage.locator();
    let wound_malus = initiative::wound_malus(state, c);
    sheet.reaction = initiative::current_reaction(state, c);
    sheet.reaction_base = c.stat(initiative::REACTION);
    sheet.wounds = locator.map_or_else(Vec::new, wounds_list);
    sheet.worst_wound = locator
        .and_then(|l| l.worst())
        .and_then(|i| locator.and_then(|l| l.severities.get(i)).cloned());
    sheet.wound_malus = wound_malus;
    sheet.total_penalty = wound_malus.saturating_add(combat::opponents_malus(c.opponents));
    sheet.pace = match (crate::i18n::current(), locator) {
        (Lang::En, None) => "normal".to_string(),
        (Lang::En, Some(l)) => wounds::worst_pace(l).label_en().to_string(),
        (Lang::Fr, None) => Pace::Normal.label_fr().to_string(),
        (Lang::Fr, Some(l)) => wounds::worst_pace(l).label_fr().to_string(),
    };
    sheet.dead = initiative::is_dead(c);
    sheet.destroyed = locator.map_or_else(Vec::new, |l| {
        wounds::destroyed_limbs(l)
            .into_iter()
            .filter_map(|i| l.locations.get(i).map(|x| x.key.clone()))
            .collect()
    });
    sheet.locator = locator.map(grid);
    sheet.skills = crate::report::sheet_lines::skills(c, super::super::skill_words::label);
    sheet.damage_terms = damage_terms(c);
}

/// What changes the damage `c` deals or takes, as added to it: the melee damage modifier,
/// the damage resistance, then the protection (one figure, or one per location when armour
/// covers some locations only), POL-OP-11.
fn damage_terms(c: &Combatant) -> Vec<DamageLine> {
    use super::super::injury::{DAMAGE_RESISTANCE, MELEE_DAMAGE};
    let label = super::super::skill_words::label;
    let mut out: Vec<DamageLine> = [MELEE_DAMAGE, DAMAGE_RESISTANCE]
        .into_iter()
        .filter(|key| c.stat(key) != 0)
        .map(|key| DamageLine {
            key: key.to_string(),
            label: label(key),
            value: c.stat(key),
        })
        .collect();
    let protection: Vec<(&str, i32)> = wounds::LOCATION_KEYS
        .iter()
        .map(|key| (*key, super::super::arms::protection_at(c, key)))
        .collect();
    let word = crate::t!("pol-dmg-protection");
    match protection.first() {
        Some((_, first)) if protection.iter().all(|(_, p)| p == first) => {
            if *first != 0 {
                out.push(DamageLine {
                    key: "protection".to_string(),
                    label: word,
                    value: first.saturating_neg(),
                });
            }
        }
        _ => out.extend(
            protection
                .iter()
                .filter(|(_, p)| *p != 0)
                .map(|(key, p)| DamageLine {
                    key: format!("protection:{key}"),
                    label: format!("{word} ({})", location_word(key)),
                    value: p.saturating_neg(),
                }),
        ),
    }
    out
}

/// Checked boxes per location, only rows with checks.
fn wounds_list(l: &WoundLocator) -> Vec<LocationWounds> {
    l.locations
        .iter()
        .filter(|loc| loc.cells.iter().any(|cell| cell.checked > 0))
        .map(|loc| LocationWounds {
            location: loc.key.clone(),
            rows: loc
                .cells
                .iter()
                .enumerate()
                .filter(|(_, cell)| cell.checked > 0)
                .map(|(i, cell)| WoundRow {
                    severity: l.severities.get(i).cloned().unwrap_or_default(),
                    checked: cell.checked,
                    boxes: cell.boxes,
                })
                .collect(),
        })
        .collect()
}

/// A severity key as the GM reads it in `fray show` and the export: in English the key
/// itself, as those always printed it (`serious`); in French the sheet's word (`grave`;
/// the last row `mort` at the head or body, `membre détruit` at a limb, `mort / membre
/// détruit` when the location is not known).
pub fn severity_word(key: &str, location: Option<&str>) -> String {
    let Some(i) = wounds::SEVERITY_KEYS.iter().position(|k| *k == key) else {
        return key.to_string();
    };
    match crate::i18n::current() {
        Lang::En => key.to_string(),
        Lang::Fr => location
            .and_then(wounds::canonical_location)
            .map_or_else(
                || wounds::severity_label_fr(i),
                |at| wounds::row_label_fr(at <= wounds::BODY, i),
            )
            .map_or_else(|| key.to_string(), str::to_lowercase),
    }
}

/// A location key as the GM reads it in `fray show` and the export: the key in English
/// (`right-arm`), the sheet's word in French (`bras droit`).
pub fn location_word(key: &str) -> String {
    match crate::i18n::current() {
        Lang::En => key.to_string(),
        Lang::Fr => {
            wounds::location_label_fr(key).map_or_else(|| key.to_string(), str::to_lowercase)
        }
    }
}

/// A severity row's label in the current language ("Serious", "Grave").
fn severity_label(i: usize) -> Option<&'static str> {
    match crate::i18n::current() {
        Lang::En => wounds::severity_label_en(i),
        Lang::Fr => wounds::severity_label_fr(i),
    }
}

/// A location's label in the current language ("Left arm", "Bras gauche").
fn location_label(key: &str) -> Option<&'static str> {
    match crate::i18n::current() {
        Lang::En => wounds::location_label_en(key),
        Lang::Fr => wounds::location_label_fr(key),
    }
}

/// The whole locator, laid out as on the character sheet.
fn grid(l: &WoundLocator) -> LocatorGrid {
    LocatorGrid {
        rows: l
            .severities
            .iter()
            .enumerate()
            .map(|(i, key)| GridRow {
                severity: key.clone(),
                label: severity_label(i).unwrap_or(key).to_string(),
                malus: wounds::SEVERITY_MALUS.get(i).copied().unwrap_or(0),
            })
            .collect(),
        locations: l
            .locations
            .iter()
            .map(|loc| GridLocation {
                key: loc.key.clone(),
                label: location_label(&loc.key).unwrap_or(&loc.key).to_string(),
                vital: loc.vital,
                cells: loc.cells.clone(),
                worst: loc.worst(),
            })
            .collect(),
    }
}

#[cfg(test)]
#[path = "report_tests.rs"]
mod tests;
