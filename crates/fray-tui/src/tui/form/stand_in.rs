//! A field left empty that another field stands in for: the add form writes no name
//! with a template, the template's word taking the name's place (`add 3 boosters`,
//! `add booster`), since the engine names combatants after a template named so.

use super::Field;
use crate::script;

/// Field `empty`, when left empty, is written as field `by`'s value (then `by` writes
/// nothing, and `empty` may stay empty even when required); with `plural_after`, a count
/// field above 1 makes the word plural.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandIn {
    /// The field stood in for (the name).
    pub empty: usize,
    /// The field standing in (the template).
    pub by: usize,
    /// The count field that makes the word plural (`add 3 boosters`).
    pub plural_after: Option<usize>,
}

impl StandIn {
    /// Whether it applies to these fields now: `empty` empty and `by` filled.
    pub fn applies(&self, fields: &[Field]) -> bool {
        let value = |i: usize| fields.get(i).map_or("", |f| f.value.trim());
        value(self.empty).is_empty() && !value(self.by).is_empty()
    }

    /// What is written in place of the empty field.
    pub fn written(&self, fields: &[Field]) -> Option<String> {
        let word = fields.get(self.by)?.value.trim();
        let many = self
            .plural_after
            .and_then(|i| fields.get(i))
            .and_then(|f| f.value.trim().parse::<i64>().ok())
            .is_some_and(|n| n > 1);
        Some(if many {
            script::word(&format!("{word}s"))
        } else {
            script::word(word)
        })
    }
}
