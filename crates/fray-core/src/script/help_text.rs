//! The texts `help` prints: the overview (every verb of a system on one line, grouped
//! by system) and one verb's page (usage, summary, other words, examples), in the GM's
//! language.

use super::help::{language, list_separator, of, summary, system_name};
use super::verbs::Verb;
use crate::model::SystemId;

/// The heading of a group of verbs.
fn heading(system: Option<&'static str>) -> String {
    match system {
        None => crate::t!("script-help-shared"),
        Some(id) => crate::t!("script-help-system", system = system_name(id)),
    }
}

/// A verb as the overview lists it: `name (aliases)`; in French, its first French word
/// with the name and aliases after it (`ajoute (add)`) when it has one.
fn label(verb: &Verb) -> String {
    let french = crate::i18n::current() == crate::i18n::Lang::Fr;
    match verb.fr.first() {
        Some(&word) if french && word != verb.name => {
            let others: Vec<&str> = std::iter::once(verb.name)
                .chain(verb.aliases.iter().copied())
                .collect();
            format!("{word} ({})", others.join(", "))
        }
        _ if verb.aliases.is_empty() => verb.name.to_string(),
        _ => format!("{} ({})", verb.name, verb.aliases.join(", ")),
    }
}

/// The other words for `verb` after `Also:`: its aliases, and in French (where the usage
/// starts with its first French word) its name and its other French words.
fn also(verb: &Verb) -> Vec<&'static str> {
    let french = crate::i18n::current() == crate::i18n::Lang::Fr;
    let shown = match verb.fr.first() {
        Some(first) if french => *first,
        _ => verb.name,
    };
    let fr = verb.fr.iter().copied().filter(move |_| french);
    std::iter::once(verb.name)
        .chain(verb.aliases.iter().copied())
        .chain(fr)
        .filter(|w| *w != shown)
        .fold(Vec::new(), |mut words, w| {
            if !words.contains(&w) {
                words.push(w);
            }
            words
        })
}

/// `help` alone: every verb of `system` on one line, by group, then the hints.
pub(super) fn overview(system: SystemId) -> String {
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
            out.push_str(&format!("  {:<width$}  {}\n", label(verb), summary(verb)));
        }
    }
    out.push('\n');
    out.push_str(&crate::t!("script-help-verb-hint"));
    for topic in language(system).topics() {
        out.push_str(list_separator());
        out.push_str(topic.hint);
    }
    out.push_str(".\n");
    out.push_str(&crate::t!(
        "script-help-quote",
        example = "\"Baral Faadhi\""
    ));
    out.push('\n');
    out
}

/// `help VERB` in an encounter of `system`: its usage, summary, other words and examples.
pub(super) fn verb_help(system: SystemId, verb: &Verb) -> String {
    let lang = crate::i18n::current();
    let usage = super::usage_fr::usage_in(lang, verb);
    let mut out = format!("{usage}\n  {}\n", summary(verb));
    let also = also(verb);
    if !also.is_empty() {
        let words = also.join(", ");
        out.push_str(&crate::t!("script-help-also", words = words));
        out.push('\n');
    }
    if let Some(own) = verb.system {
        let name = system_name(own);
        out.push_str(&crate::t!("script-help-system-line", system = name));
        out.push('\n');
    }
    out.push_str(&crate::t!("script-help-examples"));
    out.push('\n');
    // Examples written alike in French (`next` and `n`: `suivant`) are shown once.
    let mut shown: Vec<String> = Vec::new();
    for example in verb.examples {
        let example = super::usage_fr::example_in(lang, system, verb, example);
        if !shown.contains(&example) {
            out.push_str(&format!("  {example}\n"));
            shown.push(example);
        }
    }
    out
}
