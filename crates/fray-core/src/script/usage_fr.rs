//! A verb's usage and examples as `help` shows them in the GM's language: in French, the
//! verb's French word, each keyword's and each placeholder's (`attaque QUI CIBLE QUOI`),
//! and each example written back as a French line of the encounter's system.

use crate::i18n::Lang;
use crate::model::SystemId;

use super::format_fr::French;

/// The phrases of the shared usages written whole in French.
const USAGE_PHRASES: &[(&str, &str)] = &[
    ("for N rounds", "pendant N tours"),
    ("until start of", "jusqu'au début de"),
    ("until end of", "jusqu'à la fin de"),
];

/// A placeholder of a usage (`WHO`, `key=value`) in the current language (`QUI`,
/// `clé=valeur`); a placeholder the catalog does not know is shown as written.
fn placeholder(word: &str) -> String {
    let word = if word == "key=value" {
        "key-value"
    } else {
        word
    };
    crate::t!("script-usage-placeholder", word = word)
}

/// Whether a run of a usage is a placeholder: capitals (`WHO`, `NEWNAME`), or `key=value`.
fn is_placeholder(run: &str) -> bool {
    run == "key=value"
        || (run.chars().any(char::is_uppercase) && !run.chars().any(char::is_lowercase))
}

/// A verb's usage as help shows it in `lang`: in French, the verb's French word, each
/// keyword's and each placeholder's (`état QUI NOM [VALEUR] [pendant N tours | …]`).
pub fn usage_in(lang: Lang, verb: &super::Verb) -> String {
    if lang == Lang::En {
        return verb.usage.to_string();
    }
    let system = verb.system.and_then(SystemId::from_key);
    let mut french = French::new(system);
    let mut usage = verb.usage.to_string();
    if system.is_none() {
        for (en, fr) in USAGE_PHRASES {
            usage = usage.replace(en, fr);
        }
    }
    let mut out = String::with_capacity(usage.len());
    let mut run = String::new();
    let word_char = |c: char| c.is_alphanumeric() || matches!(c, '-' | '=' | '_' | '\'');
    for c in usage.chars().chain(std::iter::once(' ')) {
        if word_char(c) {
            run.push(c);
            continue;
        }
        if !run.is_empty() {
            let run = std::mem::take(&mut run);
            out.push_str(&if !french.wrote_verb() {
                french.bare(run)
            } else if is_placeholder(&run) {
                crate::i18n::with_lang(lang, || placeholder(&run))
            } else if run == verb.name || verb.aliases.contains(&run.as_str()) {
                // The verb again, in a second form of the usage (`… | arme QUI CLÉ aucune`).
                French::new(system).bare(run)
            } else if let Some((key, value)) = run.split_once('=')
                && is_placeholder(value)
            {
                // `damage=DICE`: the key in French, the placeholder in French.
                let value = crate::i18n::with_lang(lang, || placeholder(value));
                format!("{}={value}", french.bare(key.to_string()))
            } else if !run.chars().any(char::is_lowercase) {
                run
            } else {
                french.bare(run)
            });
        }
        out.push(c);
    }
    out.pop();
    out
}

/// A verb's example in `lang` in an encounter of `system`: in French, the line read in
/// the verb's system (a shared verb: `system`'s) and written back in French, sheet keys
/// in `system`'s French words, the GM's names as a French sheet gives them, a `help` line as `aide` and the verb's French word; an
/// example that does not read is shown as written.
pub fn example_in(lang: Lang, system: SystemId, verb: &super::Verb, example: &str) -> String {
    let system = verb.system.and_then(SystemId::from_key).unwrap_or(system);
    if lang != Lang::Fr {
        return example.to_string();
    }
    let example = &super::help::with_french_names(system, example);
    match (lang, super::parse_in(system, example)) {
        (Lang::Fr, Ok(super::Line::Command(command))) => {
            super::format::format_in_system(lang, system, &command)
        }
        (Lang::Fr, Ok(super::Line::Help(topic))) => {
            super::help::example_of_help(system, topic.as_deref())
        }
        _ => example.to_string(),
    }
}
