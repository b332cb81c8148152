//! Finding a combatant from what the GM typed.

use crate::engine::RuleError;
use crate::model::{CombatantId, Encounter, combatant::slug};

/// The combatant a name refers to: an exact name or slug first, then a unique prefix.
pub fn resolve(state: &Encounter, name: &str) -> Result<CombatantId, RuleError> {
    let wanted = slug(name);
    if wanted.is_empty() {
        return Err(RuleError::UnknownCombatant(name.to_string()));
    }
    if let Some(c) = state.combatants.iter().find(|c| c.slug() == wanted) {
        return Ok(c.id);
    }
    let matches: Vec<_> = state
        .combatants
        .iter()
        .filter(|c| c.slug().starts_with(&wanted))
        .collect();
    match matches.as_slice() {
        [one] => Ok(one.id),
        [] => Err(RuleError::UnknownCombatant(name.to_string())),
        many => Err(RuleError::AmbiguousName {
            name: name.to_string(),
            candidates: many.iter().map(|c| c.slug()).collect(),
        }),
    }
}

/// The display name of a combatant, or `#id` when gone.
pub fn display(state: &Encounter, id: CombatantId) -> String {
    state
        .combatant(id)
        .map_or_else(|| format!("#{}", id.0), |c| c.name.clone())
}
