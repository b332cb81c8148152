//! Help over the verb table: finding a verb or a topic, suggesting one for a typo, the
//! help text, and completion. The table itself is in `verbs.rs` ([`Verb`] is re-exported
//! here); every user-facing string of help lives in one of the two.

use super::cursor::nearest;
use super::error::{ErrorKind, ParseError};
use super::verbs::VERBS;
use crate::rules::polaris::difficulty::SCALE;

pub use super::verbs::Verb;

/// The non-verb help topic listing the difficulty words.
pub const DIFFICULTY_TOPIC: &str = "difficulty";

/// Every verb, shared ones first, in the order help lists them.
pub fn verbs() -> &'static [Verb] {
    VERBS
}

/// The verb a word names (its name or an alias, any case).
pub fn find_verb(word: &str) -> Option<&'static Verb> {
    VERBS.iter().find(|v| {
        v.name.eq_ignore_ascii_case(word) || v.aliases.iter().any(|a| a.eq_ignore_ascii_case(word))
    })
}

/// The verb nearest to a mistyped word, when one is close.
pub(crate) fn suggest_verb(word: &str) -> Option<&'static str> {
    let names = VERBS.iter().map(|v| v.name);
    let aliases = VERBS.iter().flat_map(|v| v.aliases.iter().copied());
    nearest(word, &names.chain(aliases).collect::<Vec<_>>())
}

/// The canonical name of a help topic: a verb (by name or alias) or `difficulty`.
pub(crate) fn find_topic(word: &str) -> Option<&'static str> {
    if word.eq_ignore_ascii_case(DIFFICULTY_TOPIC) || word.eq_ignore_ascii_case("difficulties") {
        return Some(DIFFICULTY_TOPIC);
    }
    find_verb(word).map(|v| v.name)
}

/// The topic nearest to a mistyped word, when one is close.
pub(crate) fn suggest_topic(word: &str) -> Option<&'static str> {
    let names = VERBS.iter().map(|v| v.name);
    let aliases = VERBS.iter().flat_map(|v| v.aliases.iter().copied());
    let topics: Vec<_> = names
        .chain(std::iter::once(DIFFICULTY_TOPIC))
        .chain(aliases)
        .collect();
    nearest(word, &topics)
}

/// The name of a rule system, from its id.
fn system_name(system: &str) -> &str {
    match system {
        "polaris-3e" => "Polaris 3e",
        other => other,
    }
}

/// The heading of a group of verbs.
fn heading(system: Option<&str>) -> String {
    match system {
        None => "Shared commands:".to_string(),
        Some(id) => format!("{} commands:", system_name(id)),
    }
}

/// Help text: every verb on one line, or one verb's (or topic's) usage and examples.
pub fn help(topic: Option<&str>) -> Result<String, ParseError> {
    let Some(topic) = topic else {
        return Ok(overview());
    };
    let word = topic.trim();
    let Some(name) = find_topic(word) else {
        return Err(ParseError::new(
            ErrorKind::UnknownTopic {
                suggestion: suggest_topic(word),
            },
            Some(word.to_string()),
            0,
        ));
    };
    if name == DIFFICULTY_TOPIC {
        return Ok(difficulties());
    }
    Ok(find_verb(name).map(verb_help).unwrap_or_default())
}

fn label(verb: &Verb) -> String {
    if verb.aliases.is_empty() {
        verb.name.to_string()
    } else {
        format!("{} ({})", verb.name, verb.aliases.join(", "))
    }
}

fn overview() -> String {
    let width = VERBS
        .iter()
        .map(|v| label(v).chars().count())
        .max()
        .unwrap_or(0);
    let mut out = String::new();
    let mut systems: Vec<Option<&str>> = Vec::new();
    for verb in VERBS {
        if !systems.contains(&verb.system) {
            systems.push(verb.system);
        }
    }
    for system in systems {
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&heading(system));
        out.push('\n');
        for verb in VERBS.iter().filter(|v| v.system == system) {
            out.push_str(&format!("  {:<width$}  {}\n", label(verb), verb.summary));
        }
    }
    out.push_str(
        "\nhelp VERB shows its usage and examples; help difficulty lists the difficulty words.\n\
         Quote names with spaces (\"Baral Faadhi\"); # starts a comment.\n",
    );
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

/// Verb names (or the alias typed) that start with `prefix`, for completion.
pub fn completions(prefix: &str) -> Vec<&'static str> {
    let prefix = prefix.to_ascii_lowercase();
    let mut out: Vec<&'static str> = VERBS
        .iter()
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

#[cfg(test)]
#[path = "help_tests.rs"]
mod tests;
