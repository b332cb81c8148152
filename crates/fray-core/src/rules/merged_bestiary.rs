//! Each system's bestiary as every command, form and list reads it: the shipped templates
//! merged with the GM's own library (`crate::library`), installed once by the binary
//! before any command, like the systems themselves (`registry.rs`). The rules stay pure:
//! the library is data given at start-up, never read while deciding.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use super::bestiary::{Bestiary, Template};
use crate::model::{SystemId, combatant::slug};

/// One system's merged bestiary, and where each of its templates comes from.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Merged {
    /// The GM's templates first (in file order), then the shipped ones they leave.
    pub bestiary: Bestiary,
    /// The canonical keys of the GM's templates.
    pub gm: BTreeSet<String>,
    /// The canonical keys of the GM's templates that replace a shipped one.
    pub overriding: BTreeSet<String>,
}

/// Where a template of a merged bestiary comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// Shipped with fray.
    Shipped,
    /// The GM's own.
    Gm,
    /// The GM's own, in place of a shipped template.
    GmOverriding,
}

impl Merged {
    /// Where the template `key` comes from.
    pub fn origin(&self, key: &str) -> Origin {
        match (self.gm.contains(key), self.overriding.contains(key)) {
            (true, true) => Origin::GmOverriding,
            (true, false) => Origin::Gm,
            _ => Origin::Shipped,
        }
    }
}

/// Merges the GM's templates into `shipped`, the GM's winning: a shipped template goes when
/// a GM template has its canonical key, its name, or a key or name the shipped one answers
/// to (`ganger`, `gangers`, `Ganger`); the GM's templates come first, so a word both could
/// answer names the GM's.
pub fn merge(shipped: &Bestiary, gm: Vec<Template>) -> Merged {
    let mut overriding = BTreeSet::new();
    let mut kept: Vec<Template> = Vec::new();
    for t in &shipped.templates {
        let alone = one_bestiary(t);
        let replaced_by = gm.iter().find(|g| {
            g.key == t.key
                || slug(&g.name) == slug(&t.name)
                || alone.find(&g.key).is_some()
                || alone.find(&g.name).is_some()
        });
        match replaced_by {
            Some(g) => {
                overriding.insert(g.key.clone());
            }
            None => kept.push(t.clone()),
        }
    }
    let keys = gm.iter().map(|t| t.key.clone()).collect();
    let mut templates = gm;
    templates.extend(kept);
    Merged {
        bestiary: Bestiary {
            templates,
            gear_names: shipped.gear_names.clone(),
            gear_words: shipped.gear_words.clone(),
        },
        gm: keys,
        overriding,
    }
}

/// A bestiary of one template, to ask whether a word names it.
fn one_bestiary(t: &Template) -> Bestiary {
    Bestiary {
        templates: vec![t.clone()],
        ..Bestiary::default()
    }
}

/// The merged bestiaries, by system, once installed.
static INSTALLED: OnceLock<Vec<(SystemId, Merged)>> = OnceLock::new();

/// Installs the merged bestiaries (the binary does, after the systems and before any
/// command). Only the first call installs; later calls change nothing. A system left out
/// keeps its shipped bestiary.
pub fn install(merged: Vec<(SystemId, Merged)>) {
    let _ = INSTALLED.set(merged);
}

/// The merged bestiary of `system` and the origin of its templates, if one is installed.
pub fn merged(system: SystemId) -> Option<&'static Merged> {
    INSTALLED
        .get()?
        .iter()
        .find(|(id, _)| *id == system)
        .map(|(_, m)| m)
}

/// The merged bestiary of `system`, if one is installed (see
/// [`crate::rules::RuleSystem::bestiary`]).
pub fn get(system: SystemId) -> Option<&'static Bestiary> {
    merged(system).map(|m| &m.bestiary)
}

#[cfg(test)]
#[path = "merged_bestiary_tests.rs"]
mod tests;
