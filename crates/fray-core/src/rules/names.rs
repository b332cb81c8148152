//! Finding a combatant from what the GM typed.

use crate::engine::RuleError;
use crate::model::{CombatantId, Encounter, combatant::slug, slug_memo};

/// The combatant a name refers to: an exact name or slug first, then a unique prefix. Two
/// combatants with the same slug are told apart by the exact name (quoted on the line).
pub fn resolve(state: &Encounter, name: &str) -> Result<CombatantId, RuleError> {
    let wanted = slug(name);
    if wanted.is_empty() {
        return Err(RuleError::UnknownCombatant(name.to_string()));
    }
    // One look at each combatant's slug finds the exact and the prefixed ones; the lists a
    // refusal names are gathered again only then.
    let mut exact = Matches::None;
    let mut prefixed = Matches::None;
    slug_memo::each_slug(&state.combatants, |c, their| {
        if their.starts_with(wanted.as_str()) {
            prefixed.add(c.id);
            if their.len() == wanted.len() {
                exact.add(c.id);
            }
        }
    });
    match exact {
        Matches::One(id) => return Ok(id),
        Matches::None => {}
        // Two names with one slug (an older save could add both): the name as written,
        // quoted, tells them apart.
        Matches::Many => return same_slug(state, name, &wanted),
    }
    match prefixed {
        Matches::One(id) => Ok(id),
        Matches::None => Err(unknown(state, name, &wanted)),
        Matches::Many => Err(RuleError::AmbiguousName {
            name: name.to_string(),
            candidates: state
                .combatants
                .iter()
                .map(|c| c.slug())
                .filter(|their| their.starts_with(wanted.as_str()))
                .collect(),
        }),
    }
}

/// The combatants a slug matched, as far as [`resolve`] needs to know: none, one (its id)
/// or more.
#[derive(Debug, Clone, Copy)]
enum Matches {
    None,
    One(CombatantId),
    Many,
}

impl Matches {
    /// One more match, the combatant `id`.
    fn add(&mut self, id: CombatantId) {
        *self = match self {
            Matches::None => Matches::One(id),
            Matches::One(..) | Matches::Many => Matches::Many,
        };
    }
}

/// The combatant named `name` among several whose slug is `wanted`: the one whose name is
/// exactly what was typed, else the refusal quoting each of their names.
fn same_slug(state: &Encounter, name: &str, wanted: &str) -> Result<CombatantId, RuleError> {
    let many: Vec<_> = state
        .combatants
        .iter()
        .filter(|c| *c.slug_ref() == *wanted)
        .collect();
    let typed = name.trim();
    if let Some(c) = many.iter().find(|c| c.name == typed) {
        return Ok(c.id);
    }
    Err(RuleError::AmbiguousName {
        name: name.to_string(),
        candidates: many.iter().map(|c| quoted(&c.name)).collect(),
    })
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
