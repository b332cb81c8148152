//! Gear names as the GM reads them: a bestiary's weapon, armour and cyberware names (`Knife`,
//! `Assault rifle`) have a name per language beside the English one; the save keeps the
//! English name (a combatant's gear is copied from its template), so the rules stay
//! language-free and an old save shows the translation too.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

use crate::i18n::Lang;
use crate::model::{Gear, SystemId};

use super::bestiary::Bestiary;
use super::words::fold;

impl Bestiary {
    /// The name of `gear` shown in `lang`: the bestiary's name in that language for the
    /// English name it carries, else its own name (or key).
    pub fn gear_label_in<'a>(&'a self, lang: Lang, gear: &'a Gear) -> &'a str {
        self.gear_names
            .get(lang.code())
            .and_then(|names| names.get(gear.label()))
            .map_or(gear.label(), String::as_str)
    }

    /// The name of `gear` in the current language: see [`Bestiary::gear_label_in`].
    pub fn gear_label<'a>(&'a self, gear: &'a Gear) -> &'a str {
        self.gear_label_in(crate::i18n::current(), gear)
    }
}

impl Bestiary {
    /// The word a French GM types for the gear `key` in `lang`: the bestiary's own word for
    /// it (`gear_words`), else the slug of the words its French names all begin with
    /// (`Fusil d’assaut`, `Fusil à lunette`: `fusil`), when no other key of the bestiary
    /// has that word and it is not a key itself; `None` when the key is typed as it is.
    pub fn gear_word_in(&self, lang: Lang, key: &str) -> Option<String> {
        if lang == Lang::En {
            return None;
        }
        let word = self.own_gear_word(lang, key)?;
        let folded = fold(&word);
        let taken = self.gear_keys().into_iter().any(|other| {
            other != key
                && (fold(other) == folded
                    || self
                        .own_gear_word(lang, other)
                        .is_some_and(|w| fold(&w) == folded))
        });
        (!taken && folded != fold(key)).then_some(word)
    }

    /// The gear key a typed word stands for: the key whose word in any language
    /// ([`Bestiary::gear_word_in`]) or whose translated name (`fusil-d-assaut`) it is, read
    /// without regard to case, accents or separators, when exactly one key has it; else
    /// `None` (the word is a key as typed).
    pub fn gear_key_of(&self, typed: &str) -> Option<&str> {
        let folded = fold(typed);
        let keys = self.gear_keys();
        if folded.is_empty() || keys.iter().any(|k| fold(k) == folded) {
            return None;
        }
        let langs = || self.gear_names.keys().chain(self.gear_words.keys());
        let mut found = keys.into_iter().filter(|key| {
            langs()
                .filter_map(|code| Lang::from_code(code))
                .any(|lang| {
                    self.gear_word_in(lang, key)
                        .is_some_and(|w| fold(&w) == folded)
                        || self
                            .translated_names(lang, key)
                            .iter()
                            .any(|n| fold(n) == folded)
                })
        });
        let key = found.next()?;
        found.next().is_none().then_some(key)
    }

    /// Every gear key of the bestiary's templates, once each, in order.
    pub fn gear_keys(&self) -> Vec<&str> {
        let mut keys: Vec<&str> = self
            .templates
            .iter()
            .flat_map(|t| t.gear.iter().map(|g| g.key.as_str()))
            .collect();
        keys.sort_unstable();
        keys.dedup();
        keys
    }

    /// The word for `key` before the check that it is the key's alone.
    fn own_gear_word(&self, lang: Lang, key: &str) -> Option<String> {
        if let Some(word) = self.gear_words.get(lang.code()).and_then(|w| w.get(key)) {
            return Some(word.clone());
        }
        let names = self.translated_names(lang, key);
        let first = names.first()?;
        let mut common: Vec<&str> = first.split(|c: char| !c.is_alphanumeric()).collect();
        for name in &names[1..] {
            let words: Vec<&str> = name.split(|c: char| !c.is_alphanumeric()).collect();
            let same = common
                .iter()
                .zip(&words)
                .take_while(|(a, b)| a == b)
                .count();
            common.truncate(same);
        }
        let word = slug(&common.join(" "));
        (!word.is_empty()).then_some(word)
    }

    /// The names shown in `lang` of the gear carried under `key`, when every one of them
    /// has a translation (lower case, each once).
    fn translated_names(&self, lang: Lang, key: &str) -> Vec<String> {
        let table = self.gear_names.get(lang.code());
        let mut names = Vec::new();
        for gear in self.templates.iter().flat_map(|t| &t.gear) {
            if gear.key != key {
                continue;
            }
            match table.and_then(|t| t.get(gear.label())) {
                Some(name) => names.push(name.to_lowercase()),
                None => return Vec::new(),
            }
        }
        names.sort_unstable();
        names.dedup();
        names
    }
}

/// A name made a word: lower case, accents kept, every run of other characters one `-`.
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for ch in name.chars().flat_map(char::to_lowercase) {
        if ch.is_alphanumeric() {
            out.push(ch);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

/// A system's gear words, worked out once: each key's word per language, and the key
/// each folded word reads as.
#[derive(Default)]
pub struct Table {
    /// Each key's word per language: (language, key) → word.
    pub written: BTreeMap<(Lang, String), String>,
    /// The key each folded word reads as: folded word → key.
    pub read: BTreeMap<String, String>,
}

impl Table {
    /// The table [`Bestiary::gear_word_in`] and [`Bestiary::gear_key_of`] would give for
    /// every key and word, each key's own words and names worked out once (asked key by
    /// key, each answer walks every other key's: thousands of times the work).
    pub fn of(bestiary: &Bestiary) -> Table {
        let keys = bestiary.gear_keys();
        let folded_keys: BTreeSet<String> = keys.iter().map(|k| fold(k)).collect();
        let mut table = Table::default();
        // Each key's word before the check that it is its alone, per language.
        let mut own: BTreeMap<(Lang, &str), String> = BTreeMap::new();
        for &key in &keys {
            for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
                if let Some(word) = bestiary.own_gear_word(lang, key) {
                    own.insert((lang, key), word);
                }
            }
        }
        // How many keys have each folded word of their own, per language.
        let mut owners: BTreeMap<(Lang, String), usize> = BTreeMap::new();
        for ((lang, _), word) in &own {
            *owners.entry((*lang, fold(word))).or_default() += 1;
        }
        for ((lang, key), word) in &own {
            let folded = fold(word);
            let taken = folded_keys.iter().any(|k| *k == folded && *k != fold(key))
                || owners.get(&(*lang, folded.clone())).copied().unwrap_or(0) > 1;
            if !taken && folded != fold(key) {
                table
                    .written
                    .insert((*lang, (*key).to_string()), word.clone());
            }
        }
        // Every folded word and translated name each key is read by.
        let mut langs: Vec<Lang> = bestiary
            .gear_names
            .keys()
            .chain(bestiary.gear_words.keys())
            .filter_map(|code| Lang::from_code(code))
            .collect();
        langs.sort_unstable();
        langs.dedup();
        let readings: Vec<(&str, BTreeSet<String>)> = keys
            .iter()
            .map(|&key| {
                let mut read = BTreeSet::new();
                for &lang in &langs {
                    if let Some(word) = table.written.get(&(lang, key.to_string())) {
                        read.insert(fold(word));
                    }
                    read.extend(bestiary.translated_names(lang, key).iter().map(|n| fold(n)));
                }
                (key, read)
            })
            .collect();
        let mut words: Vec<String> = table.written.values().cloned().collect();
        for names in bestiary.gear_names.values() {
            words.extend(names.values().map(|n| slug(n)));
        }
        for word in words {
            let folded = fold(&word);
            if folded.is_empty() || folded_keys.contains(&folded) {
                continue;
            }
            let mut found = readings.iter().filter(|(_, read)| read.contains(&folded));
            if let (Some((key, _)), None) = (found.next(), found.next()) {
                table.read.insert(folded, (*key).to_string());
            }
        }
        table
    }
}

/// The gear words of `system`, from its bestiary (worked out on its first use).
fn table(system: SystemId) -> &'static Table {
    static TABLES: OnceLock<BTreeMap<SystemId, OnceLock<Table>>> = OnceLock::new();
    static NONE: OnceLock<Table> = OnceLock::new();
    match TABLES
        .get_or_init(|| {
            SystemId::all()
                .into_iter()
                .map(|id| (id, OnceLock::new()))
                .collect()
        })
        .get(&system)
    {
        Some(slot) => slot.get_or_init(|| Table::of(crate::rules::system(system).bestiary())),
        None => NONE.get_or_init(Table::default),
    }
}

/// How a gear key is written in a command line of a `system` fight: its French word in a
/// French line ([`Bestiary::gear_word_in`]), else the key.
pub fn written(system: SystemId, key: &str, french: bool) -> String {
    let lang = if french { Lang::Fr } else { Lang::En };
    table(system)
        .written
        .get(&(lang, key.to_string()))
        .map_or_else(|| key.to_string(), String::clone)
}

/// A gear key as the GM types it in the current language: in French its French word
/// (what forms list and `fray show` names beside the weapon), else the key.
pub fn typed(system: SystemId, key: &str) -> String {
    written(system, key, crate::i18n::current() == Lang::Fr)
}

/// The gear key a word typed in a `system` fight stands for ([`Bestiary::gear_key_of`]):
/// `fusil` reads as `rifle`; a key, or a word no key has, as typed.
pub fn read(system: SystemId, typed: String) -> String {
    table(system)
        .read
        .get(&fold(&typed))
        .map_or(typed, String::clone)
}

/// The name of `gear`, carried by a combatant of a `system` fight, in the current language.
pub fn shown(system: SystemId, gear: &Gear) -> &str {
    crate::rules::system(system).bestiary().gear_label(gear)
}

#[cfg(test)]
#[path = "gear_labels_tests.rs"]
mod tests;
