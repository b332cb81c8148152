//! Commands written in French: the same line as [`format`](super::format()), with the verb's
//! French word and each keyword's French one (`annule`, `attaque baral kurt à tête`,
//! `état kurt à-terre pendant 2 tours`). Names, numbers, quoted texts and the dice given
//! at the table are written as in the canonical line; the line reads back as the same
//! command, so the French GM reads, wherever a command is shown, what could be typed.
//! The save keeps the canonical English line ([`shown`] turns one into the other).

use crate::i18n::Lang;
use crate::model::SystemId;

use super::verbs::SHARED;

/// The French words the shared keywords are written with (the reader takes them all,
/// with the others of `parse.rs`).
const SHARED_WORDS: &[(&str, &str)] = &[
    ("pc", "pj"),
    ("ally", "allié"),
    ("enemy", "ennemi"),
    ("neutral", "neutre"),
    ("from", "comme"),
    ("hidden", "caché"),
    ("for", "pendant"),
    ("round", "tour"),
    ("rounds", "tours"),
    ("until start of", "jusqu'au début de"),
    ("until end of", "jusqu'à la fin de"),
];

/// How a French line is being written: which system's words, and the verb written.
pub(super) struct French {
    system: Option<SystemId>,
    verb: Option<&'static str>,
    /// The encounter's system, whose French sheet keys `key=value` is written with.
    sheet: Option<SystemId>,
}

impl French {
    /// A French writer for a command of `system` (`None`: a shared verb).
    pub(super) fn new(system: Option<SystemId>) -> Self {
        French {
            system,
            verb: None,
            sheet: system,
        }
    }

    /// The same writer, writing sheet keys in the French words of `sheet`'s system.
    pub(super) fn with_sheet(mut self, sheet: Option<SystemId>) -> Self {
        self.sheet = sheet.or(self.system);
        self
    }

    /// A sheet key as a French line writes it: the system's French word when its reader
    /// takes it back as this key (`combat-sense`: `sens-du-combat`), else as stored.
    pub(super) fn sheet_key(&self, key: &str) -> String {
        self.sheet
            .and_then(|system| {
                let french = crate::rules::system(system).verbs().sheet_key_fr(key)?;
                let rules = crate::rules::system(system);
                (rules.canonical_stat(&french) == rules.canonical_stat(key)).then_some(french)
            })
            .unwrap_or_else(|| key.to_string())
    }

    /// An option's key and value in French, in the encounter's system's words (the shared
    /// options' alone when the system is not known), when the reader takes them back.
    pub(super) fn option(&self, key: &str, value: &str) -> Option<(String, String)> {
        crate::rules::option_words::written_french(self.sheet, key, value)
    }

    /// Whether the verb (the line's first word) is written yet.
    pub(super) fn wrote_verb(&self) -> bool {
        self.verb.is_some()
    }

    /// The system whose words it writes (`None`: a shared verb).
    pub(super) fn system(&self) -> Option<SystemId> {
        self.system
    }

    /// A new writer for the same system, with no verb written yet.
    pub(super) fn again(&self) -> Self {
        French::new(self.system).with_sheet(self.sheet)
    }

    /// A bare word in French: the verb (the first word) as its first French word, a
    /// keyword (or a `key=` before a value) as its French word; anything else as it is.
    pub(super) fn bare(&mut self, word: String) -> String {
        if self.verb.is_none() {
            let verb = match self.system {
                Some(system) => crate::rules::system(system)
                    .verbs()
                    .verbs()
                    .iter()
                    .find(|v| v.name == word),
                None => SHARED.iter().find(|v| v.name == word),
            };
            if let Some(verb) = verb {
                self.verb = Some(verb.name);
                return accented(verb.fr).map_or(word, str::to_string);
            }
            return word;
        }
        if let Some((key, value)) = word.split_once('=')
            && !key.is_empty()
        {
            let key_fr = self.keyword(key);
            let value_fr = self.value(value);
            if key_fr.is_some() || value_fr.is_some() {
                return format!(
                    "{}={}",
                    key_fr.as_deref().unwrap_or(key),
                    value_fr.as_deref().unwrap_or(value)
                );
            }
        }
        self.keyword(&word).unwrap_or(word)
    }

    /// The French word of a system keyword written as a value after `=` (`risk=high`:
    /// `élevé`); a number, a quoted text, a list or a shared verb's value stays as it is.
    fn value(&self, value: &str) -> Option<String> {
        let plain = !value.is_empty()
            && value.chars().all(|c| c.is_alphabetic() || c == '-')
            && value.chars().any(char::is_alphabetic);
        if !plain || self.system.is_none() {
            return None;
        }
        self.keyword(value)
    }

    /// A term of the system (a location, a severity) in French, when it has a French word.
    pub(super) fn term(&self, term: &str) -> Option<String> {
        let system = self.system?;
        crate::rules::system(system)
            .verbs()
            .french_of(self.verb.unwrap_or_default(), term)
    }

    /// The French word of a keyword in this line, if it has one.
    fn keyword(&self, word: &str) -> Option<String> {
        match self.system {
            Some(system) => crate::rules::system(system)
                .verbs()
                .french_of(self.verb.unwrap_or_default(), word),
            None if word == "for" && self.verb == Some("roll") => Some("pour".to_string()),
            None => SHARED_WORDS
                .iter()
                .find(|(en, _)| *en == word)
                .map(|(_, fr)| (*fr).to_string()),
        }
    }
}

/// The French word of a stored condition name the systems know (`prone`: `à-terre`),
/// when the reader takes it back as that name.
pub(super) fn condition(name: &str) -> Option<String> {
    let label = crate::i18n::with_lang(Lang::Fr, || crate::rules::condition_words::label(name));
    let written = label.replace(' ', "-");
    (written != name && crate::rules::condition_words::canonical(&written) == Some(name))
        .then_some(written)
}

/// The French word written for `keyword` from a system's table of French words (each
/// canonical keyword with the words its reader takes): the first one, in its accented
/// spelling when the table has it (`imprevu`, `imprévu`: `imprévu`).
pub fn written_french<'a>(
    table: impl IntoIterator<Item = &'a (&'static str, &'static [&'static str])>,
    keyword: &str,
) -> Option<String> {
    let words = table.into_iter().find(|(en, _)| *en == keyword)?.1;
    accented(words).map(str::to_string)
}

/// The first of `words`, in the spelling with the most accents among those that read the
/// same (`priorite`, `priorité`: `priorité`).
pub(super) fn accented(words: &[&'static str]) -> Option<&'static str> {
    let first = *words.first()?;
    let accents = |w: &str| w.chars().filter(|c| !c.is_ascii()).count();
    // Only a word with more accents than the best so far can take its place: the folds
    // are compared for those alone (none, in a list of ASCII words).
    let mut same = None;
    let (mut best, mut most) = (first, accents(first));
    for &word in words {
        let count = accents(word);
        if count > most
            && crate::rules::words::fold(word)
                == *same.get_or_insert_with(|| crate::rules::words::fold(first))
        {
            (best, most) = (word, count);
        }
    }
    Some(best)
}

/// A few words of a command, not always a whole line (`award gm`, `next`, `on`), as the
/// GM types them in the current language, for a hint that names a command: in French the
/// verb's French word (a shared verb's or `system`'s) and each keyword's; words that do not
/// start with a verb are read as keywords of `system`; anything else stays as written.
pub fn typed_words(system: SystemId, words: &str) -> String {
    if crate::i18n::current() != Lang::Fr {
        return words.to_string();
    }
    let first = words.split(' ').next().unwrap_or_default();
    let own = crate::rules::system(system)
        .verbs()
        .verbs()
        .iter()
        .any(|v| v.name == first);
    let shared = SHARED.iter().any(|v| v.name == first);
    let mut french = French::new((!shared).then_some(system)).with_sheet(Some(system));
    if !own && !shared {
        // Keywords alone: read as words after a verb.
        french.verb = Some("");
    }
    words
        .split(' ')
        .map(|w| french.bare(w.to_string()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A stored (canonical) command line as the GM reads it in `lang`: in French, the line
/// read in `system` and written back in French (a line that does not read is shown as
/// stored); the values drawn face down masked either way.
pub fn shown_in(lang: Lang, system: SystemId, line: &str) -> String {
    // Only French rewrites the line: English shows it as stored, without reading it.
    if lang != Lang::Fr {
        return super::masked(system, line).into_owned();
    }
    let line = match super::parse_in(system, line) {
        Ok(super::Line::Command(command)) => {
            super::format::format_in_system(lang, system, &command)
        }
        _ => line.to_string(),
    };
    super::masked(system, &line).into_owned()
}

/// A stored command line in the current language: see [`shown_in`].
pub fn shown(system: SystemId, line: &str) -> String {
    shown_in(crate::i18n::current(), system, line)
}

#[cfg(test)]
#[path = "format_fr_tests.rs"]
mod tests;
