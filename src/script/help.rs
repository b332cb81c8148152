//! Help over the verb table: finding a verb or a topic, suggesting one for a typo, the
//! help text, and completion. The table itself is in `verbs.rs` ([`Verb`] is re-exported
//! here); every user-facing string of help lives in one of the two.

use super::cursor::nearest;
use super::error::{ErrorKind, ParseError};
use super::verbs::VERBS;
use super::verbs_combat_pool::POOL_VERBS;
use crate::model::SystemId;
use crate::systems::polaris::difficulty::SCALE;

pub use super::verbs::Verb;

/// The non-verb help topic listing the difficulty words (Polaris 3e only).
pub const DIFFICULTY_TOPIC: &str = "difficulty";

/// Every verb of every system.
fn all() -> impl Iterator<Item = &'static Verb> {
    VERBS.iter().chain(POOL_VERBS)
}

/// The verbs an encounter of `system` reads: the shared ones, then the system's own.
fn of(system: SystemId) -> impl Iterator<Item = &'static Verb> {
    all().filter(move |v| v.system.is_none_or(|s| s == system.key()))
}

/// The names and aliases of the verbs of `system`.
fn words_of(system: SystemId) -> impl Iterator<Item = &'static str> {
    let names = of(system).map(|v| v.name);
    names.chain(of(system).flat_map(|v| v.aliases.iter().copied()))
}

/// Whether `word` names `verb` (its name or an alias, any case).
fn names(verb: &Verb, word: &str) -> bool {
    verb.name.eq_ignore_ascii_case(word)
        || verb.aliases.iter().any(|a| a.eq_ignore_ascii_case(word))
}

/// Every verb of `system`, shared ones first, in the order help lists them.
pub fn verbs_in(system: SystemId) -> Vec<&'static Verb> {
    of(system).collect()
}

/// Every verb of a Polaris 3e encounter: see [`verbs_in`].
pub fn verbs() -> Vec<&'static Verb> {
    verbs_in(crate::systems::polaris::ID)
}

/// The verb a word names in `system` (its name or an alias, any case).
pub fn find_verb_in(system: SystemId, word: &str) -> Option<&'static Verb> {
    of(system).find(|v| names(v, word))
}

/// The verb a word names in a Polaris 3e encounter: see [`find_verb_in`].
pub fn find_verb(word: &str) -> Option<&'static Verb> {
    find_verb_in(crate::systems::polaris::ID, word)
}

/// The name of the other rule system a word is a verb of, when it is not one of `system`.
pub(crate) fn other_system(system: SystemId, word: &str) -> Option<&'static str> {
    all()
        .filter(|v| names(v, word))
        .find_map(|v| v.system.filter(|&s| s != system.key()))
        .map(system_name)
}

/// The verb of `system` nearest to a mistyped word, when one is close.
pub(crate) fn suggest_verb(system: SystemId, word: &str) -> Option<&'static str> {
    nearest(word, &words_of(system).collect::<Vec<_>>())
}

/// Whether `system` has the difficulty topic.
fn has_difficulty(system: SystemId) -> bool {
    system == crate::systems::polaris::ID
}

/// The canonical name of a help topic in `system`: a verb (by name or alias) or, in Polaris,
/// `difficulty`.
pub(crate) fn find_topic(system: SystemId, word: &str) -> Option<&'static str> {
    if has_difficulty(system)
        && (word.eq_ignore_ascii_case(DIFFICULTY_TOPIC)
            || word.eq_ignore_ascii_case("difficulties"))
    {
        return Some(DIFFICULTY_TOPIC);
    }
    find_verb_in(system, word).map(|v| v.name)
}

/// The topic of `system` nearest to a mistyped word, when one is close.
pub(crate) fn suggest_topic(system: SystemId, word: &str) -> Option<&'static str> {
    let difficulty = has_difficulty(system).then_some(DIFFICULTY_TOPIC);
    let topics: Vec<_> = of(system)
        .map(|v| v.name)
        .chain(difficulty)
        .chain(of(system).flat_map(|v| v.aliases.iter().copied()))
        .collect();
    nearest(word, &topics)
}

/// The name of a rule system, from its id.
pub(crate) fn system_name(system: &'static str) -> &'static str {
    match system {
        "polaris-3e" => "Polaris 3e",
        "sr-combat-pool" => "Shadowrun combat pool",
        other => other,
    }
}

/// The heading of a group of verbs.
fn heading(system: Option<&'static str>) -> String {
    match system {
        None => "Shared commands:".to_string(),
        Some(id) => format!("{} commands:", system_name(id)),
    }
}

/// Help text in `system`: its verbs on one line each, or one verb's (or topic's) usage and
/// examples.
pub fn help_in(system: SystemId, topic: Option<&str>) -> Result<String, ParseError> {
    let Some(topic) = topic else {
        return Ok(overview(system));
    };
    let word = topic.trim();
    let Some(name) = find_topic(system, word) else {
        return Err(ParseError::new(
            ErrorKind::UnknownTopic {
                suggestion: suggest_topic(system, word),
            },
            Some(word.to_string()),
            0,
        ));
    };
    if name == DIFFICULTY_TOPIC {
        return Ok(difficulties());
    }
    Ok(find_verb_in(system, name)
        .map(verb_help)
        .unwrap_or_default())
}

/// Help text in a Polaris 3e encounter: see [`help_in`].
pub fn help(topic: Option<&str>) -> Result<String, ParseError> {
    help_in(crate::systems::polaris::ID, topic)
}

fn label(verb: &Verb) -> String {
    if verb.aliases.is_empty() {
        verb.name.to_string()
    } else {
        format!("{} ({})", verb.name, verb.aliases.join(", "))
    }
}

fn overview(system: SystemId) -> String {
    let width = of(system)
        .map(|v| label(v).chars().count())
        .max()
        .unwrap_or(0);
    let mut out = String::new();
    let mut systems: Vec<Option<&'static str>> = Vec::new();
    for verb in of(system) {
        if !systems.contains(&verb.system) {
            systems.push(verb.system);
        }
    }
    for group in systems {
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&heading(group));
        out.push('\n');
        for verb in of(system).filter(|v| v.system == group) {
            out.push_str(&format!("  {:<width$}  {}\n", label(verb), verb.summary));
        }
    }
    out.push_str(if has_difficulty(system) {
        "\nhelp VERB shows its usage and examples; help difficulty lists the difficulty words.\n"
    } else {
        "\nhelp VERB shows its usage and examples.\n"
    });
    out.push_str("Quote names with spaces (\"Baral Faadhi\"); # starts a comment.\n");
    out
}

fn verb_help(verb: &Verb) -> String {
    let mut out = format!("{}\n  {}\n", verb.usage, verb.summary);
    if !verb.aliases.is_empty() {
        out.push_str(&format!("Also: {}\n", verb.aliases.join(", ")));
    }
    if let Some(system) = verb.system {
        out.push_str(&format!("System: {}\n", system_name(system)));
    }
    out.push_str("Examples:\n");
    for example in verb.examples {
        out.push_str(&format!("  {example}\n"));
    }
    out
}

fn difficulties() -> String {
    let mut out =
        String::from("Difficulty words (Polaris 3e), in English or French, accents optional:\n");
    for row in SCALE {
        out.push_str(&format!(
            "  {:<18} {:<22} {:+}\n",
            row.key, row.label_fr, row.modifier
        ));
    }
    out.push_str("Or give the difficulty as a number: test baral firearms -4\n");
    out
}

/// Verb names of `system` (or the alias typed) that start with `prefix`, for completion.
pub fn completions_in(system: SystemId, prefix: &str) -> Vec<&'static str> {
    let prefix = prefix.to_ascii_lowercase();
    let mut out: Vec<&'static str> = of(system)
        .filter_map(|v| {
            if v.name.starts_with(&prefix) {
                Some(v.name)
            } else {
                v.aliases.iter().copied().find(|a| a.starts_with(&prefix))
            }
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Verb completions in a Polaris 3e encounter: see [`completions_in`].
pub fn completions(prefix: &str) -> Vec<&'static str> {
    completions_in(crate::systems::polaris::ID, prefix)
}

#[cfg(test)]
#[path = "help_tests.rs"]
mod tests;
