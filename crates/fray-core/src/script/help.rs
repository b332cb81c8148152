//! Help over the verb tables: finding a verb or a topic, suggesting one for a typo, the
//! help text, and completion. The shared table is in `verbs.rs` ([`Verb`] is re-exported
//! here), each system's own comes from its [`SystemVerbs`]; every user-facing string of
//! help lives in one of those.

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use super::cursor::nearest;
use super::error::{ErrorKind, ParseError};
use super::system::{SystemVerbs, Topic};
use super::verbs::SHARED;
use crate::key_hash::Keyed;
use crate::model::SystemId;

pub use super::verbs::Verb;

/// The language of `system` (from the registry).
pub fn language(system: SystemId) -> &'static dyn SystemVerbs {
    crate::rules::system(system).verbs()
}

/// The shared verbs, `help`'s summary naming each system's extra topics.
fn shared() -> &'static [Verb] {
    static VERBS: OnceLock<Vec<Verb>> = OnceLock::new();
    VERBS.get_or_init(|| {
        SHARED
            .iter()
            .map(|v| match v.name {
                "help" => Verb {
                    summary: help_summary(v.summary),
                    ..*v
                },
                _ => *v,
            })
            .collect()
    })
}

/// `help`'s summary: `base`, then the topics some systems add, e.g. `(in X, help T ...)`
/// (in English: the verb table's text; [`summary`] gives it in the current language).
fn help_summary(base: &'static str) -> &'static str {
    static TEXT: OnceLock<String> = OnceLock::new();
    // The verb table is English whatever language first asks for it.
    TEXT.get_or_init(|| crate::i18n::with_lang(crate::i18n::Lang::En, || help_summary_text(base)))
}

/// `base`, then the topics some systems add, in the current language.
fn help_summary_text(base: &str) -> String {
    let notes: Vec<String> = crate::rules::registry::all()
        .iter()
        .map(|s| s.verbs())
        .flat_map(|l| l.topics().iter().map(move |t| (l.name(), t.hint)))
        .map(|(name, hint)| crate::t!("script-help-in-system", system = name, hint = hint))
        .collect();
    if notes.is_empty() {
        format!("{base}.")
    } else {
        format!("{base} ({}).", notes.join(list_separator()))
    }
}

/// `; `, with French typography's narrow space before the semicolon in French.
pub(super) fn list_separator() -> &'static str {
    crate::i18n::typography::list_separator()
}

/// What `verb` does, in one line, in the current language: a shared verb's from the
/// catalogs, a system's own as its table gives it.
pub fn summary(verb: &Verb) -> String {
    if let Some(key) = verb.system {
        let own = crate::model::SystemId::from_key(key)
            .and_then(|id| crate::rules::system(id).verbs().summary(verb.name));
        return own.unwrap_or_else(|| verb.summary.to_string());
    }
    match verb.name {
        "add" => crate::t!("script-summary-add"),
        "remove" => crate::t!("script-summary-remove"),
        "rename" => crate::t!("script-summary-rename"),
        "side" => crate::t!("script-summary-side"),
        "party" => crate::t!("script-summary-party"),
        "sync" => crate::t!("script-summary-sync"),
        "hide" => crate::t!("script-summary-hide"),
        "reveal" => crate::t!("script-summary-reveal"),
        "set" => crate::t!("script-summary-set"),
        "note" => crate::t!("script-summary-note"),
        "condition" => crate::t!("script-summary-condition"),
        "uncondition" => crate::t!("script-summary-uncondition"),
        "roll" => crate::t!("script-summary-roll"),
        "option" => crate::t!("script-summary-option"),
        "countdown" => crate::t!("script-summary-countdown"),
        "tick" => crate::t!("script-summary-tick"),
        "start" => crate::t!("script-summary-start"),
        "next" => crate::t!("script-summary-next"),
        "end" => crate::t!("script-summary-end"),
        "undo" => crate::t!("script-summary-undo"),
        "redo" => crate::t!("script-summary-redo"),
        "help" => help_summary_text(&crate::t!("script-summary-help")),
        _ => verb.summary.to_string(),
    }
}

/// Every verb of every system.
fn all() -> impl Iterator<Item = &'static Verb> {
    let own = crate::rules::registry::all()
        .iter()
        .flat_map(|s| s.verbs().verbs());
    shared().iter().chain(own)
}

/// The verbs an encounter of `system` reads: the shared ones, then the system's own.
pub(super) fn of(system: SystemId) -> impl Iterator<Item = &'static Verb> {
    shared().iter().chain(language(system).verbs())
}

/// The names and aliases of the verbs of `system`, then their French words when fray
/// speaks French (so an English typo is never answered with a French word).
fn words_of(system: SystemId) -> impl Iterator<Item = &'static str> {
    let names = of(system).map(|v| v.name);
    let french = crate::i18n::current() == crate::i18n::Lang::Fr;
    names
        .chain(of(system).flat_map(|v| v.aliases.iter().copied()))
        .chain(
            of(system)
                .filter(move |_| french)
                .flat_map(|v| v.fr.iter().copied()),
        )
}

/// Whether `word` names `verb`: its name, an alias or one of its French words, any case
/// (`État` is `état`), whatever language fray speaks.
fn names(verb: &Verb, word: &str) -> bool {
    verb.name.eq_ignore_ascii_case(word)
        || verb.aliases.iter().any(|a| a.eq_ignore_ascii_case(word))
        || verb.fr.iter().any(|f| same_word(f, word))
}

/// Whether two words are the same but for case, accented capitals included.
fn same_word(a: &str, b: &str) -> bool {
    a.eq_ignore_ascii_case(b) || a.to_lowercase() == b.to_lowercase()
}

/// Every verb of `system`, shared ones first, in the order help lists them.
pub fn verbs_in(system: SystemId) -> Vec<&'static Verb> {
    of(system).collect()
}

/// Every verb of an encounter of the default system ([`SystemId::default_system`]): see
/// [`verbs_in`].
pub fn verbs() -> Vec<&'static Verb> {
    verbs_in(SystemId::default_system())
}

/// The verb a word names in `system` (its name or an alias, any case).
pub fn find_verb_in(system: SystemId, word: &str) -> Option<&'static Verb> {
    // The index narrows the verbs to those with a word of the same lower case; `names`
    // still decides, so the answer is the first verb in `of`'s order, as before.
    let index = verb_index(system);
    let named = if is_folded(word) {
        index.get(word)
    } else {
        index.get(&word.to_lowercase())
    }?;
    named.iter().copied().find(|v| names(v, word))
}

/// Whether `word` is its own lower case with no accent to fold: lower case ASCII letters,
/// digits and signs, as most words typed on a line are (looked up as typed, no copy).
fn is_folded(word: &str) -> bool {
    word.bytes()
        .all(|b| b.is_ascii() && !b.is_ascii_uppercase())
}

/// Per system, what is built once from its tables (see `crate::key_hash` for why these
/// maps, keyed by fray's own words, need not resist hash collisions).
type PerSystem<T> = HashMap<SystemId, T, Keyed>;

/// A verb index: each word in lower case, with the verbs it names.
type VerbIndex = HashMap<String, Vec<&'static Verb>, Keyed>;

/// Per system, each verb's name, aliases and French words in lower case, with the verbs
/// they name in [`of`]'s order: built once, as every typed line looks its verb up.
fn verb_index(system: SystemId) -> &'static VerbIndex {
    static INDEXES: OnceLock<PerSystem<VerbIndex>> = OnceLock::new();
    static NONE: OnceLock<VerbIndex> = OnceLock::new();
    let indexes = INDEXES.get_or_init(|| {
        SystemId::all()
            .into_iter()
            .map(|id| {
                let mut index = VerbIndex::default();
                for verb in of(id) {
                    let words = std::iter::once(verb.name)
                        .chain(verb.aliases.iter().copied())
                        .chain(verb.fr.iter().copied());
                    for word in words {
                        let named = index.entry(word.to_lowercase()).or_default();
                        if !named.iter().any(|v| std::ptr::eq(*v, verb)) {
                            named.push(verb);
                        }
                    }
                }
                (id, index)
            })
            .collect()
    });
    indexes
        .get(&system)
        .unwrap_or_else(|| NONE.get_or_init(VerbIndex::default))
}

/// Whether `line`'s verb was typed with one of its French words (`attaque`, `suivant`)
/// rather than its name or an alias: such a line is kept in the save in its canonical
/// English form, so a save reads the same whichever language the GM typed in.
/// A condition named by its French word (`condition kurt à-terre`) counts too.
pub fn typed_in_french(system: SystemId, line: &str) -> bool {
    // Most lines hold no quote: their words are read without lexing them again.
    if let Some(words) = super::lexer::plain_words(line) {
        let words: Vec<(&str, bool)> = words.map(|w| (w, false)).collect();
        return french_in(system, &words);
    }
    let Some(tokens) = super::lexer::lex(line).ok() else {
        return false;
    };
    let words: Vec<(&str, bool)> = tokens.iter().map(|t| (t.text.as_str(), t.quoted)).collect();
    french_in(system, &words)
}

/// [`typed_in_french`] over a line's words, each with whether it was quoted.
fn french_in(system: SystemId, words: &[(&str, bool)]) -> bool {
    let Some(&(word, _)) = words.first() else {
        return false;
    };
    find_verb_in(system, word).is_some_and(|verb| {
        (!verb.name.eq_ignore_ascii_case(word)
            && !verb.aliases.iter().any(|a| a.eq_ignore_ascii_case(word)))
            || (matches!(verb.name, "condition" | "uncondition")
                && words
                    .iter()
                    .skip(1)
                    .any(|(w, _)| crate::rules::condition_words::canonical(w).is_some()))
            || words
                .iter()
                .skip(1)
                .any(|&(w, quoted)| !quoted && is_french_word(system, w))
            || (verb.name == "option" && option_in_other_words(system, words))
    })
}

/// Whether an `option` line names its key or its value otherwise than the save does (in
/// French, `malus-blessures pire`, or another case): the save keeps the canonical line.
fn option_in_other_words(system: SystemId, words: &[(&str, bool)]) -> bool {
    let Some(&(key, _)) = words.get(1) else {
        return false;
    };
    let value: Vec<&str> = words.iter().skip(2).map(|&(w, _)| w).collect();
    let value = value.join(" ");
    crate::rules::option_words::canonical(system, key, &value) != (key.to_string(), value)
}

/// Whether `word` is one of the French words the reader of `system` takes for an English
/// keyword (`tête`, `légère`, `ennemi`, `pendant`), and not itself an English keyword.
fn is_french_word(system: SystemId, word: &str) -> bool {
    let words = french_only_words(system);
    // Most words of an English line (names, numbers, keywords) are already folded: lower
    // case ASCII letters and digits fold to themselves, so they are looked up as typed.
    if word
        .bytes()
        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
    {
        return words.contains(word);
    }
    words.contains(&crate::rules::fold_key(word))
}

/// The folded French words of `system` that are not also English keywords, built once per
/// system (every line typed asks).
fn french_only_words(system: SystemId) -> &'static FrenchWords {
    static TABLES: OnceLock<PerSystem<FrenchWords>> = OnceLock::new();
    static NONE: OnceLock<FrenchWords> = OnceLock::new();
    let tables = TABLES.get_or_init(|| {
        SystemId::all()
            .into_iter()
            .map(|id| {
                let english: HashSet<String> = super::format::SHARED_KEYWORDS
                    .iter()
                    .chain(language(id).keywords())
                    .map(|k| crate::rules::fold_key(k))
                    .collect();
                let french = super::parse::french_keywords()
                    .chain(language(id).french_words())
                    .map(|f| crate::rules::fold_key(&f))
                    .filter(|f| !english.contains(f))
                    .collect();
                (id, french)
            })
            .collect()
    });
    tables
        .get(&system)
        .unwrap_or_else(|| NONE.get_or_init(FrenchWords::default))
}

/// A system's folded French words (see [`french_only_words`]).
type FrenchWords = HashSet<String, Keyed>;

/// The verb a word names in an encounter of the default system: see [`find_verb_in`].
pub fn find_verb(word: &str) -> Option<&'static Verb> {
    find_verb_in(SystemId::default_system(), word)
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

/// The topic of `system` (not a verb) a word names: its name or an alias, any case.
fn own_topic(system: SystemId, word: &str) -> Option<&'static Topic> {
    language(system).topics().iter().find(|t| {
        let word = word.to_lowercase();
        t.name == word || t.aliases.iter().any(|a| a.to_lowercase() == word)
    })
}

/// The canonical name of a help topic in `system`: one of the system's own topics, or a
/// verb (by name or alias).
pub(crate) fn find_topic(system: SystemId, word: &str) -> Option<&'static str> {
    if let Some(topic) = own_topic(system, word) {
        return Some(topic.name);
    }
    find_verb_in(system, word).map(|v| v.name)
}

/// The topic of `system` nearest to a mistyped word, when one is close.
pub(crate) fn suggest_topic(system: SystemId, word: &str) -> Option<&'static str> {
    let topics: Vec<_> = of(system)
        .map(|v| v.name)
        .chain(language(system).topics().iter().map(|t| t.name))
        .chain(of(system).flat_map(|v| v.aliases.iter().copied()))
        .collect();
    nearest(word, &topics)
}

/// The language name of a rule system, from its key (the key itself if no system has it).
pub(crate) fn system_name(system: &'static str) -> &'static str {
    SystemId::from_key(system).map_or(system, |id| language(id).name())
}

/// Help text in `system`: its verbs on one line each, or one verb's (or topic's) usage and
/// examples.
pub fn help_in(system: SystemId, topic: Option<&str>) -> Result<String, ParseError> {
    let Some(topic) = topic else {
        return Ok(super::help_text::overview(system));
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
    if let Some(topic) = own_topic(system, name) {
        return Ok((topic.text)());
    }
    Ok(find_verb_in(system, name)
        .map(|verb| super::help_text::verb_help(system, verb))
        .unwrap_or_default())
}

/// `example`, one of the examples of `system`'s help, with the names the GM gives things
/// (spells, weapon keys) as a French sheet gives them ([`SystemVerbs::example_names_fr`]),
/// quoted when they hold a space: the line French help writes in French.
pub fn with_french_names(system: SystemId, example: &str) -> String {
    let names = language(system).example_names_fr();
    example
        .split(' ')
        .map(|word| {
            names
                .iter()
                .find(|(en, _)| *en == word)
                .map_or_else(|| word.to_string(), |(_, fr)| super::format::word(fr))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A `help` line in `system` as a French GM types it: `aide`, then the topic's French word
/// when it is a verb that has one (`help attack`: `aide attaque`); it reads back as the
/// same help page.
pub fn example_of_help(system: SystemId, topic: Option<&str>) -> String {
    let verb = SHARED.iter().find(|v| v.name == "help");
    let aide = verb
        .and_then(|v| super::format_fr::accented(v.fr))
        .unwrap_or("help");
    let Some(topic) = topic else {
        return aide.to_string();
    };
    let word = find_verb_in(system, topic)
        .and_then(|v| super::format_fr::accented(v.fr))
        .unwrap_or(topic);
    format!("{aide} {word}")
}

/// Help text in an encounter of the default system: see [`help_in`].
pub fn help(topic: Option<&str>) -> Result<String, ParseError> {
    help_in(SystemId::default_system(), topic)
}

/// Verb names of `system` (or the alias typed) that start with `prefix`, for completion.
/// When fray speaks French, verbs are offered by their French words (`sui` → `suivant`, and
/// an empty prefix lists the French words); a verb with none by its name. Only a prefix no
/// French word starts with (an English one: `nex`) completes to English names and aliases.
pub fn completions_in(system: SystemId, prefix: &str) -> Vec<&'static str> {
    let prefix = prefix.to_lowercase();
    let english = |v: &Verb| -> Option<&'static str> {
        if v.name.starts_with(&prefix) {
            Some(v.name)
        } else {
            v.aliases.iter().copied().find(|a| a.starts_with(&prefix))
        }
    };
    let mut out: Vec<&'static str> = Vec::new();
    if crate::i18n::current() == crate::i18n::Lang::Fr {
        out = of(system)
            .filter_map(|v| match v.fr {
                [] => english(v),
                fr => fr.iter().copied().find(|f| f.starts_with(&prefix)),
            })
            .collect();
    }
    if out.is_empty() {
        out = of(system).filter_map(english).collect();
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// Verb completions in an encounter of the default system: see [`completions_in`].
pub fn completions(prefix: &str) -> Vec<&'static str> {
    completions_in(SystemId::default_system(), prefix)
}

#[cfg(test)]
#[path = "help_tests.rs"]
mod tests;
