//! The words the Polaris verbs read: their English keywords, the French words a GM types
//! for them, and the French location and severity words written back as the English keys
//! the save keeps.

use crate::script::lexer::Token;
use crate::wounds;

/// Every keyword the Polaris verbs read, for quoting names that look like one.
pub(crate) const KEYWORDS: [&str; 19] = [
    "social",
    "with",
    "two-weapons",
    "second-weapon",
    "secret",
    "retry",
    "pressured",
    "opposed",
    "vs",
    "versus",
    "at",
    "melee",
    "charge",
    "powerful",
    "incapacitating",
    "precise",
    "bleeding",
    "success",
    "failure",
];

/// The French words the Polaris verbs read, folded (lower case, no accents, no hyphens),
/// each with the canonical English keyword it stands for. The line written back (and the
/// save) keeps the English keyword.
pub(crate) const FRENCH_KEYWORDS: [(&str, &str); 45] = [
    ("sociale", "social"),
    ("deuxarmes", "two-weapons"),
    ("secondearme", "second-weapon"),
    ("plusdifficile", "harder"),
    ("plusdur", "harder"),
    ("aucune", "none"),
    ("aucun", "none"),
    ("allonge", "reach"),
    ("mains", "hands"),
    ("competence", "skill"),
    ("contact", "melee"),
    ("distance", "ranged"),
    ("nom", "name"),
    ("avec", "with"),
    ("visee", "aim"),
    ("nouvelletentative", "retry"),
    ("reessai", "retry"),
    ("pressant", "pressured"),
    ("pressante", "pressured"),
    ("souspression", "pressured"),
    ("oppose", "opposed"),
    ("opposition", "opposed"),
    ("contre", "vs"),
    ("melee", "melee"),
    ("corpsacorps", "melee"),
    ("puissant", "powerful"),
    ("puissante", "powerful"),
    ("incapacitant", "incapacitating"),
    ("incapacitante", "incapacitating"),
    ("precis", "precise"),
    ("precise", "precise"),
    ("saignement", "bleeding"),
    ("hemorragie", "bleeding"),
    ("succes", "success"),
    ("reussite", "success"),
    ("echec", "failure"),
    ("dommages", "damage"),
    ("dommage", "damage"),
    ("degats", "damage"),
    ("choc", "shock"),
    ("secret", "secret"),
    ("charge", "charge"),
    ("suivant", "next"),
    ("precipitee", "rush"),
    ("precipite", "rush"),
];

/// The French keywords as a GM types them, for completion (each reads as in
/// [`FRENCH_KEYWORDS`]).
pub(crate) const FRENCH_WORDS: [&str; 16] = [
    "sociale",
    "deux-armes",
    "seconde-arme",
    "avec",
    "nouvelle-tentative",
    "pressante",
    "sous-pression",
    "opposé",
    "contre",
    "mêlée",
    "puissante",
    "incapacitante",
    "précise",
    "saignement",
    "succès",
    "échec",
];

/// The canonical (English) keyword a French word stands for, if it is one: `mêlée` →
/// `melee`, `saignement` → `bleeding`, `à` → `at`, `dommages` → `damage`...
pub(crate) fn french_keyword(word: &str) -> Option<&'static str> {
    // Asked of most words of a line, several times: no allocation for the « à » check,
    // one look-up in a table built once for the others.
    if word.chars().flat_map(char::to_lowercase).eq("à".chars()) {
        return Some("at");
    }
    static BY_WORD: std::sync::OnceLock<std::collections::HashMap<&str, &str>> =
        std::sync::OnceLock::new();
    let by_word = BY_WORD.get_or_init(|| {
        let mut by_word = std::collections::HashMap::new();
        // The first of a word wins, as a search in order would find it.
        for (fr, en) in FRENCH_KEYWORDS {
            by_word.entry(fr).or_insert(en);
        }
        by_word
    });
    crate::rules::words::with_fold_tight(word, |folded| by_word.get(folded).copied())
}

/// `t` as a keyword in canonical English (lower case), French words mapped; `None` when
/// quoted.
pub(super) fn keyword(t: &Token) -> Option<String> {
    let word = t.keyword()?;
    Some(french_keyword(&t.text).map_or(word, str::to_string))
}

/// `secret` (`Some(true)`) or `public` (`Some(false)`), French words too (`secrète`,
/// `publique`), when `t` is one of them unquoted.
pub(super) fn secrecy_word(t: &Token) -> Option<bool> {
    if t.quoted {
        return None;
    }
    crate::rules::visibility::secrecy(&t.text)
}

/// Whether `t` is the keyword `word` (English), or a French word for it.
pub(super) fn is(t: &Token, word: &str) -> bool {
    Read::new(t).is(word)
}

/// A word read once to be compared with several keywords.
pub(super) struct Read<'t> {
    token: &'t Token,
    french: Option<&'static str>,
}

impl<'t> Read<'t> {
    /// `t`, its French keyword looked up once.
    pub(super) fn new(token: &'t Token) -> Self {
        let french = (!token.quoted)
            .then(|| french_keyword(&token.text))
            .flatten();
        Read { token, french }
    }

    /// Whether the word is the keyword `word` (English), or a French word for it.
    pub(super) fn is(&self, word: &str) -> bool {
        self.token.is(word) || self.french == Some(word)
    }
}

/// A location word as written back: a French name (`tête`, `bras-gauche`, `jg`...) becomes
/// its canonical English key (`head`, `left-arm`, `left-leg`); any other word is kept.
pub(super) fn location_word(word: String) -> String {
    let folded = crate::rules::words::fold_tight(&word);
    if !wounds::FRENCH_LOCATION_WORDS.contains(&folded.as_str()) {
        return word;
    }
    wounds::canonical_location(&word)
        .and_then(|i| wounds::LOCATION_KEYS.get(i))
        .map_or(word, |k| (*k).to_string())
}

/// A severity word as written back: a French name (`légère`, `grave`, `mortelle`...)
/// becomes its canonical English key (`light`, `serious`, `mortal`); any other word is kept.
pub(super) fn severity_word(word: String) -> String {
    const ENGLISH: [&str; 16] = [
        "1", "2", "3", "4", "5", "6", "light", "l", "medium", "m", "serious", "s", "critical",
        "crit", "mortal", "death",
    ];
    let folded = crate::rules::words::fold_tight(&word);
    if ENGLISH.contains(&folded.as_str())
        || ["dead", "destroyed", "limbdestroyed"].contains(&folded.as_str())
    {
        return word;
    }
    wounds::severity_index(&word)
        .and_then(|i| wounds::SEVERITY_KEYS.get(i))
        .map_or(word, |k| (*k).to_string())
}
