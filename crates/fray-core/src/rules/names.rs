//! Finding a combatant from what the GM typed.

use crate::engine::RuleError;
use crate::model::{CombatantId, Encounter, combatant::slug};

/// The combatant a name refers to: an exact name or slug first, then a unique prefix. Two
/// combatants with the same slug are told apart by the exact name (quoted on the line).
pub fn resolve(state: &Encounter, name: &str) -> Result<CombatantId, RuleError> {
    let wanted = slug(name);
    if wanted.is_empty() {
        return Err(RuleError::UnknownCombatant(name.to_string()));
    }
    let exact: Vec<_> = state
        .combatants
        .iter()
        .filter(|c| *c.slug_ref() == *wanted)
        .collect();
    match exact.as_slice() {
        [one] => return Ok(one.id),
        [] => {}
        // Two names with one slug (an older save could add both): the name as written,
        // quoted, tells them apart.
        many => {
            let typed = name.trim();
            if let Some(c) = many.iter().find(|c| c.name == typed) {
                return Ok(c.id);
            }
            return Err(RuleError::AmbiguousName {
                name: name.to_string(),
                candidates: many.iter().map(|c| quoted(&c.name)).collect(),
            });
        }
    }
    let matches: Vec<_> = state
        .combatants
        .iter()
        .filter(|c| c.slug_ref().starts_with(&wanted))
        .collect();
    match matches.as_slice() {
        [one] => Ok(one.id),
        [] => Err(unknown(state, name, &wanted)),
        many => Err(RuleError::AmbiguousName {
            name: name.to_string(),
            candidates: many.iter().map(|c| c.slug()).collect(),
        }),
    }
}

/// The refusal for a name no one answers to, with the roster's nearest names (a typo's
/// distance from the slug or from one of its words) when there are some.
fn unknown(state: &Encounter, name: &str, wanted: &str) -> RuleError {
    let limit = if wanted.chars().count() <= 4 { 1 } else { 2 };
    let mut near: Vec<(usize, String)> = state
        .combatants
        .iter()
        .filter_map(|c| {
            let slug = c.slug();
            // The whole slug, or one of its words (`barl` for `baral-faadhi`).
            let d = std::iter::once(slug.as_str())
                .chain(slug.split('-').filter(|part| part.len() >= 3))
                .map(|part| crate::script::cursor::distance(wanted, part))
                .min()
                .unwrap_or(usize::MAX);
            (d <= limit && d < wanted.chars().count()).then_some((d, slug))
        })
        .collect();
    near.sort();
    near.dedup_by(|a, b| a.1 == b.1);
    if near.is_empty() {
        return RuleError::UnknownCombatant(name.to_string());
    }
    RuleError::UnknownCombatantNear {
        name: name.to_string(),
        nearest: near.into_iter().take(3).map(|(_, slug)| slug).collect(),
    }
}

/// A name as a quoted word of the command line (`"Bob \"B\""`).
fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The display name of a combatant, or `#id` when gone.
pub fn display(state: &Encounter, id: CombatantId) -> String {
    state
        .combatant(id)
        .map_or_else(|| format!("#{}", id.0), |c| c.name.clone())
}
