//! The words of the dice the table gives, in the GM's language: each system names its dice
//! by keys (`location`, `bag`) and may give each one French words
//! ([`RuleSystem::roll_words`](crate::rules::RuleSystem::roll_words)), read in any
//! language (`sac=S5,F2` reads as `bag=S5,F2`), written by French lines and shown as the
//! dice fields' labels. The save keeps the key.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::i18n::Lang;
use crate::key_hash::Keyed;
use crate::model::SystemId;

/// The key of the die `typed` names in `system`: the key itself (any case) or one of its
/// French words (case and accents folded); `None` for no die of the system.
pub fn slot_key(system: SystemId, typed: &str) -> Option<&'static str> {
    let rules = crate::rules::system(system);
    if let Some(slot) = rules
        .rolls()
        .iter()
        .find(|s| s.key.eq_ignore_ascii_case(typed))
    {
        return Some(slot.key);
    }
    french_keys(system)
        .get(&crate::rules::words::fold(typed))
        .copied()
}

/// Per system, each French word of its dice, folded, with the key it names (the first
/// key in the system's order): built once, as every line giving a die asks.
fn french_keys(system: SystemId) -> &'static FrenchKeys {
    static ALL: OnceLock<HashMap<SystemId, FrenchKeys, Keyed>> = OnceLock::new();
    static NONE: OnceLock<FrenchKeys> = OnceLock::new();
    ALL.get_or_init(|| {
        SystemId::all()
            .into_iter()
            .map(|id| {
                let mut keys = FrenchKeys::default();
                for (key, words) in crate::rules::system(id).roll_words() {
                    for word in *words {
                        keys.entry(crate::rules::words::fold(word)).or_insert(*key);
                    }
                }
                (id, keys)
            })
            .collect()
    })
    .get(&system)
    .unwrap_or_else(|| NONE.get_or_init(FrenchKeys::default))
}

/// A system's dice's French words, folded, with their keys.
type FrenchKeys = HashMap<String, &'static str, Keyed>;

/// The word for the die `key` in `lang`: in French the first French word a system gives
/// it (`system`'s first, then any system's, for a shared verb's line), else the key.
pub fn slot_word_in(lang: Lang, system: Option<SystemId>, key: &str) -> &str {
    if lang == Lang::En {
        return key;
    }
    let own = system.map(|s| crate::rules::system(s).roll_words());
    let every = crate::rules::registry::all().iter().map(|s| s.roll_words());
    own.into_iter()
        .chain(every)
        .flat_map(|words| words.iter())
        .find(|(k, _)| *k == key)
        .and_then(|(_, words)| words.first().copied())
        .unwrap_or(key)
}

/// The word for the die `key` of `system` in the current language: the dice field's label.
pub fn slot_word(system: SystemId, key: &'static str) -> &'static str {
    let lang = crate::i18n::current();
    if lang == Lang::En {
        return key;
    }
    crate::rules::system(system)
        .roll_words()
        .iter()
        .find(|(k, _)| *k == key)
        .and_then(|(_, words)| words.first().copied())
        .unwrap_or(key)
}

/// A given-dice word `KEY=values` (canonical) written in `lang`.
pub fn given_word_in(lang: Lang, system: Option<SystemId>, word: &str) -> String {
    match word.split_once('=') {
        Some((key, values)) => format!("{}={values}", slot_word_in(lang, system, key)),
        None => word.to_string(),
    }
}

#[cfg(test)]
#[path = "table_dice_words_tests.rs"]
mod tests;
