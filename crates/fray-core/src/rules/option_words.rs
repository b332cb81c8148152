//! The options in the GM's language: each option's French key and the French word of each
//! value it takes from a list (`wound-malus sum | worst`: `malus-blessures somme | pire`).
//! A system gives its table through [`RuleSystem::option_words`](super::RuleSystem); the
//! shared options' table is here. The reader takes a key or a value in either language and
//! keeps the canonical English one ([`canonical`]), so the save never changes; the screens,
//! the refusals and the French lines show the French words.

use crate::i18n::Lang;
use crate::model::{Side, SystemId};
use crate::rules::words::fold;

/// One option's words in French.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionWords {
    /// The key as stored (`wound-malus`). A key taking a word after a dot ends with its
    /// placeholder: `.SIDE` (a side, `style.enemy`) or `.KEY` (a word of the GM's).
    pub key: &'static str,
    /// The French key, with the same placeholder (`malus-blessures`, `style.SIDE`).
    pub fr: &'static str,
    /// Each value it takes from a list, as stored, with its French word.
    pub values: &'static [(&'static str, &'static str)],
}

/// The values of an on/off switch: « oui » and « non ».
pub const ON_OFF: &[(&str, &str)] = &[("on", "oui"), ("off", "non")];

/// The shared options' French words (the options of every system).
pub const SHARED: &[OptionWords] = &[
    OptionWords {
        key: "dice",
        fr: "dés",
        values: &[("fray", "fray"), ("table", "table")],
    },
    OptionWords {
        key: "reveal-on-act",
        fr: "révéler-en-agissant",
        values: ON_OFF,
    },
    OptionWords {
        key: "npc-declarations",
        fr: "déclarations-pnj",
        values: &[("secret", "secrètes"), ("public", "publiques")],
    },
];

/// The sides in the words after `style.` and the like: stored, then French.
const SIDES: &[(Side, &str)] = &[
    (Side::Pc, "pj"),
    (Side::Ally, "allié"),
    (Side::Enemy, "ennemi"),
    (Side::Neutral, "neutre"),
];

/// The rows of `system`'s options (`None`: the shared options alone), shared ones last.
fn rows(system: Option<SystemId>) -> impl Iterator<Item = &'static OptionWords> {
    system
        .map(|id| crate::rules::system(id).option_words())
        .unwrap_or_default()
        .iter()
        .chain(SHARED)
}

/// A key cut at its first dot: the head and the word after the dot, if any.
fn cut(key: &str) -> (&str, Option<&str>) {
    match key.split_once('.') {
        Some((head, tail)) => (head, Some(tail)),
        None => (key, None),
    }
}

/// The side a word after a dot names, in English or French.
fn side_of(word: &str) -> Option<Side> {
    let folded = fold(word);
    let single = folded.strip_suffix('s').unwrap_or(&folded);
    Side::from_word(&folded).or_else(|| {
        SIDES
            .iter()
            .find(|(_, fr)| fold(fr) == single)
            .map(|(side, _)| *side)
    })
}

/// The word after a dot as stored (`placeholder` `SIDE`: the side's English word).
fn tail_stored(placeholder: &str, tail: &str) -> String {
    match (placeholder, side_of(tail)) {
        ("SIDE", Some(side)) => side.word().to_string(),
        _ => tail.to_string(),
    }
}

/// The word after a dot in French (`placeholder` `SIDE`: the side's French word).
fn tail_french(placeholder: &str, tail: &str) -> String {
    let side = (placeholder == "SIDE").then(|| side_of(tail)).flatten();
    match side.and_then(|s| SIDES.iter().find(|(side, _)| *side == s)) {
        Some((_, fr)) => (*fr).to_string(),
        None => tail.to_string(),
    }
}

/// The row of the option `typed` names (in English or French) and its key as stored.
fn find(system: Option<SystemId>, typed: &str) -> Option<(&'static OptionWords, String)> {
    let (head, tail) = cut(typed);
    let head = fold(head);
    rows(system).find_map(|row| {
        let (en, placeholder) = cut(row.key);
        let (fr, _) = cut(row.fr);
        if head != fold(en) && head != fold(fr) {
            return None;
        }
        match (placeholder, tail) {
            (None, None) => Some((row, en.to_string())),
            (Some(placeholder), Some(tail)) if !tail.is_empty() => {
                Some((row, format!("{en}.{}", tail_stored(placeholder, tail))))
            }
            _ => None,
        }
    })
}

/// The value as stored for a value typed in English or French, when the option lists it.
fn value_stored(row: &OptionWords, typed: &str) -> Option<&'static str> {
    let typed = fold(typed);
    row.values
        .iter()
        .find(|(en, fr)| fold(en) == typed || fold(fr) == typed)
        .map(|(en, _)| *en)
}

/// An option as the reader keeps it: the key and the value typed in English or French,
/// as stored (`malus-blessures pire`: `wound-malus worst`); a key or a value no table
/// knows is kept as typed (the rules refuse it, or it is a number, a list…).
pub fn canonical(system: SystemId, key: &str, value: &str) -> (String, String) {
    match find(Some(system), key) {
        Some((row, key)) => {
            let value = value_stored(row, value.trim()).map_or(value.to_string(), String::from);
            (key, value)
        }
        None => (key.to_string(), value.to_string()),
    }
}

/// The French words a French line writes for a stored option, when the reader takes them
/// back as that option (`None`: written as stored). `system`: the encounter's system, if
/// known (the shared options otherwise).
pub fn written_french(
    system: Option<SystemId>,
    key: &str,
    value: &str,
) -> Option<(String, String)> {
    let (row, stored) = find(system, key)?;
    if stored != key {
        return None;
    }
    let (fr, placeholder) = cut(row.fr);
    let key_fr = match (placeholder, cut(key).1) {
        (Some(placeholder), Some(tail)) => format!("{fr}.{}", tail_french(placeholder, tail)),
        _ => fr.to_string(),
    };
    let value_fr = row
        .values
        .iter()
        .find(|(en, _)| *en == value)
        .map_or(value, |(_, fr)| *fr)
        .to_string();
    // Only words the reader takes back as this very option.
    let back = system.map_or_else(
        || canonical_shared(&key_fr, &value_fr),
        |id| canonical(id, &key_fr, &value_fr),
    );
    (back == (key.to_string(), value.to_string())).then_some((key_fr, value_fr))
}

/// [`canonical`] among the shared options alone.
fn canonical_shared(key: &str, value: &str) -> (String, String) {
    match find(None, key) {
        Some((row, key)) => (
            key,
            value_stored(row, value).map_or(value.to_string(), String::from),
        ),
        None => (key.to_string(), value.to_string()),
    }
}

/// An option's key as the GM reads it in `lang` (its French key in French); a key no
/// table knows is shown as it is.
pub fn key_in(lang: Lang, system: SystemId, key: &str) -> String {
    if lang != Lang::Fr {
        return key.to_string();
    }
    match rows(Some(system)).find(|row| row.key == key) {
        Some(row) => row.fr.to_string(),
        None => {
            written_french(Some(system), key, "").map_or_else(|| key.to_string(), |(key, _)| key)
        }
    }
}

/// An option's value as the GM reads it in `lang` (its French word in French).
pub fn value_in(lang: Lang, system: SystemId, key: &str, value: &str) -> String {
    if lang != Lang::Fr {
        return value.to_string();
    }
    find(Some(system), key)
        .and_then(|(row, _)| row.values.iter().find(|(en, _)| *en == value))
        .map_or_else(|| value.to_string(), |(_, fr)| (*fr).to_string())
}

/// An option's accepted values (`sum | worst`) as `fray rules` shows them in `lang`: each
/// word the option lists in the GM's language, the rest (ranges, placeholders) as given.
pub fn values_in(lang: Lang, system: SystemId, key: &str, values: &str) -> String {
    values
        .split('|')
        .map(|part| value_in(lang, system, key, part.trim()))
        .collect::<Vec<_>>()
        .join(" | ")
}

/// A system's option word (`value` of `key`) in the current language, from its own
/// `table`: what a refusal lists.
pub fn word_shown(table: &[OptionWords], key: &str, value: &str) -> String {
    if crate::i18n::current() != Lang::Fr {
        return value.to_string();
    }
    let key = key.to_ascii_lowercase();
    table
        .iter()
        .chain(SHARED)
        .find(|row| row.key == key)
        .and_then(|row| row.values.iter().find(|(en, _)| *en == value))
        .map_or_else(|| value.to_string(), |(_, fr)| (*fr).to_string())
}

/// A system's option key in the current language, from its own `table`.
pub fn key_shown(table: &[OptionWords], key: &str) -> String {
    if crate::i18n::current() != Lang::Fr {
        return key.to_string();
    }
    let lower = key.to_ascii_lowercase();
    table
        .iter()
        .chain(SHARED)
        .find(|row| row.key == lower)
        .map_or_else(|| key.to_string(), |row| row.fr.to_string())
}

/// Several option words of `key` in the current language, joined with `sep`.
pub fn words_shown(table: &[OptionWords], key: &str, words: &[&str], sep: &str) -> String {
    words
        .iter()
        .map(|w| word_shown(table, key, w))
        .collect::<Vec<_>>()
        .join(sep)
}

/// Several option keys in the current language, joined with `, `.
pub fn keys_shown(table: &[OptionWords], keys: &[&str]) -> String {
    keys.iter()
        .map(|k| key_shown(table, k))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
#[path = "option_words_tests.rs"]
mod tests;
