//! Condition names as the GM reads them. The save keeps the name a rule or the GM wrote
//! (`shock test`, `knocked down`, `prone`); every place a condition name reaches the GM
//! (roster, detail pane, narration, players' view, export, `fray show`, replay) shows it
//! through [`label`]: in English the name as stored, in French the system's word for the
//! conditions it knows (`test de Choc`, `au sol`, `à terre`); a name the GM made up stays
//! as typed. [`canonical`] reads the French word back, so `condition kurt à-terre` saves
//! `prone`, as French location and severity words save their English keys.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::i18n::{self, Lang};
use crate::rules::words::fold;

/// Conditions any system may use: the suggestions of the condition form.
pub const COMMON: &[(&str, &str)] = &[
    ("stunned", "words-cond-stunned"),
    ("prone", "words-cond-prone"),
    ("blinded", "words-cond-blinded"),
    ("grappled", "words-cond-grappled"),
    ("unconscious", "words-cond-unconscious"),
    ("aiming", "words-cond-aiming"),
    ("in-cover", "words-cond-in-cover"),
    ("bleeding", "words-cond-bleeding"),
];

/// Conditions GMs often type that the form does not offer, shown in French too.
const TYPED: &[(&str, &str)] = &[("behind cover", "words-cond-behind-cover")];

/// Every known condition: each system's own (registry order), then the common ones.
fn known() -> impl Iterator<Item = &'static (&'static str, &'static str)> {
    crate::rules::registry::all()
        .iter()
        .flat_map(|s| s.condition_words().iter())
        .chain(COMMON.iter())
        .chain(TYPED.iter())
}

/// The catalog key of a known condition's name (case, accents and separators folded).
fn key_of(name: &str) -> Option<&'static str> {
    let folded = fold(name);
    match installed(&KEYS, keys) {
        Some(keys) => keys.get(&folded).copied(),
        None => known().find(|(n, _)| fold(n) == folded).map(|(_, k)| *k),
    }
}

/// Each known condition's name, folded, with its catalog key (the first of that name in
/// [`known`]'s order).
static KEYS: OnceLock<HashMap<String, &'static str>> = OnceLock::new();

fn keys() -> HashMap<String, &'static str> {
    let mut keys = HashMap::new();
    for (name, key) in known() {
        keys.entry(fold(name)).or_insert(*key);
    }
    keys
}

/// Each system's condition sentences by their name, folded, in registry order.
static SENTENCES: OnceLock<HashMap<String, Vec<&'static Sentence>>> = OnceLock::new();

fn sentences() -> HashMap<String, Vec<&'static Sentence>> {
    let mut sentences: HashMap<String, Vec<&'static Sentence>> = HashMap::new();
    for s in crate::rules::registry::all()
        .iter()
        .flat_map(|s| s.condition_sentences().iter())
    {
        sentences.entry(fold(s.name)).or_default().push(s);
    }
    sentences
}

/// A table read from the installed systems, built the first time it is asked for once
/// they are installed (narration asks for every condition it tells); `None` before, when
/// it would miss theirs.
fn installed<T>(table: &'static OnceLock<T>, build: fn() -> T) -> Option<&'static T> {
    if crate::rules::registry::all().is_empty() {
        return None;
    }
    Some(table.get_or_init(build))
}

/// A condition's name in the current language: the stored name in English (byte for
/// byte), the system's word in French for a name it knows, else the name as stored. A
/// name made of a known word and the GM's text (`sustaining Armor`) gets the word
/// translated and the text kept.
pub fn label(name: &str) -> String {
    if i18n::current() == Lang::En {
        return name.to_string();
    }
    if let Some(key) = key_of(name) {
        return i18n::tr(key);
    }
    match name.split_once(' ') {
        Some((word, rest)) => key_of(word).map_or_else(
            || name.to_string(),
            |key| format!("{} {rest}", i18n::tr(key)),
        ),
        None => name.to_string(),
    }
}

/// A system's own sentence for one of its conditions, used wherever the condition is shown
/// with its value and whom it is held on ([`sentence`]) instead of « name on target value ».
#[derive(Debug, Clone, Copy)]
pub struct Sentence {
    /// The stored name of the condition.
    pub name: &'static str,
    /// The catalog key of the sentence; it takes `condition` (the label), and `value` and
    /// `target` when it asks for them.
    pub key: &'static str,
    /// Whether it says the value (a number the rule stored): used only when there is one.
    pub value: bool,
    /// Whether it names whom the condition is held on: used only when there is one.
    pub target: bool,
}

/// A condition as one phrase in its system's own sentence (« exposé au tir de couverture
/// d’Ana (puissance de feu 4) », « main inutilisable, jusqu’à la récupération de tous les
/// niveaux de Blessure »), with its value's meaning and whom it is held on; `None` when no
/// system gives it a sentence, or it lacks the value or target its sentence says (it is
/// then shown as its label, on its target, with its value). A condition may have several:
/// the first whose needs it meets says it (with its value when it has one, else without).
pub fn sentence(name: &str, value: Option<i32>, target: Option<&str>) -> Option<String> {
    let folded = fold(name);
    let fits = |s: &&Sentence| (!s.value || value.is_some()) && (!s.target || target.is_some());
    let s = match installed(&SENTENCES, sentences) {
        Some(sentences) => *sentences.get(&folded)?.iter().find(|s| fits(s))?,
        None => crate::rules::registry::all()
            .iter()
            .flat_map(|s| s.condition_sentences().iter())
            .find(|s| fold(s.name) == folded && fits(s))?,
    };
    let label = label(name);
    let mut args: Vec<(&str, i18n::Arg<'_>)> = vec![("condition", label.as_str().into())];
    if let Some(v) = value.filter(|_| s.value) {
        args.push(("value", v.into()));
    }
    if let Some(t) = target.filter(|_| s.target) {
        args.push(("target", t.into()));
    }
    Some(i18n::tr_args(s.key, &args))
}

/// The stored name for a condition typed as its French word (`à-terre`, `"test de choc"`,
/// `Au sol` → `prone`, `shock test`, `knocked down`), in any language; `None` for any other
/// word, which is kept as typed.
pub fn canonical(typed: &str) -> Option<&'static str> {
    let folded = fold(typed);
    if folded.is_empty() {
        return None;
    }
    french_names().get(&folded).copied()
}

/// Each known condition's French word, folded, with its stored name (the first condition
/// of that word in [`known`]'s order): built once, as every typed line asks.
fn french_names() -> &'static HashMap<String, &'static str> {
    static NAMES: OnceLock<HashMap<String, &'static str>> = OnceLock::new();
    NAMES.get_or_init(|| {
        let mut names = HashMap::new();
        for (name, key) in known() {
            names
                .entry(fold(&i18n::tr_in(Lang::Fr, key, &[])))
                .or_insert(*name);
        }
        names
    })
}

/// A condition name as written back by the reader: [`canonical`] if it is a French word
/// the systems know, else as typed.
pub fn stored(typed: String) -> String {
    canonical(&typed).map_or(typed, str::to_string)
}

#[cfg(test)]
#[path = "condition_words_tests.rs"]
mod tests;
