//! The keywords the Anarchy verbs read.

use crate::script::french_index::{FrenchIndex, KeywordSet};
use crate::script::lexer::Token;

/// Every bare keyword, for completion.
pub(super) const KEYWORDS: &[&str] = &[
    "vs",
    "opposed",
    "threshold",
    "glitch",
    "complications",
    "chance",
    "anarchy",
    "gm",
    "on",
    "for",
    "armor",
    "physical",
    "stun",
    "no-armor",
    "reverse",
    "random",
    "well-disposed",
    "malfunction",
    "interruption",
    "go",
    "first-aid",
    "take-a-risk",
    "riposte",
    "new-threat",
    "first",
    "last",
    "after",
    "at",
    "with",
    "by",
    "session",
    "days",
];

/// The French words the reader takes for a keyword, with and without accents. The save
/// keeps the English word; the French formatter writes the first French word of each.
pub(crate) const FRENCH: &[(&str, &[&str])] = &[
    ("vs", &["contre"]),
    ("opposed", &["oppose", "opposé"]),
    ("threshold", &["seuil"]),
    ("glitch", &["imprevu", "imprévu"]),
    ("gm", &["mj"]),
    ("on", &["sur"]),
    ("for", &["pour"]),
    ("armor", &["armure"]),
    ("physical", &["physique"]),
    ("stun", &["etourdissement", "étourdissement"]),
    ("no-armor", &["sans-armure"]),
    ("reverse", &["inverse"]),
    ("random", &["hasard"]),
    ("well-disposed", &["bien-dispose", "bien-disposé"]),
    ("malfunction", &["defaillance", "défaillance"]),
    ("go", &["fonce"]),
    ("first-aid", &["premiers-secours"]),
    ("take-a-risk", &["prise-de-risque"]),
    ("new-threat", &["nouvelle-menace"]),
    ("interpose", &["interposition"]),
    ("change-order", &["nouvel-ordre"]),
    ("first", &["premier", "premiere", "première"]),
    ("last", &["dernier", "derniere", "dernière"]),
    ("after", &["apres", "après"]),
    ("at", &["cible"]),
    ("with", &["avec"]),
    ("by", &["par"]),
    ("session", &["seance", "séance"]),
    ("days", &["jours"]),
];

/// The keyword `word` stands for: the English one of a French word of [`FRENCH`]
/// (case-insensitive), else `word` in lower case.
pub(super) fn canonical(word: &str) -> String {
    static INDEX: FrenchIndex = FrenchIndex::new();
    let lower = word.to_lowercase();
    INDEX
        .english(FRENCH, &lower)
        .map_or(lower, |en| en.to_string())
}

/// Whether `t` is the keyword `word`, in English or one of its French words.
pub(super) fn is_word(t: &Token, word: &str) -> bool {
    !t.quoted && canonical(&t.text) == word
}

/// Whether a word must be quoted where a name stands (it would read as a keyword, English
/// or French).
pub(super) fn reserved(word: &str) -> bool {
    static WORDS: KeywordSet = KeywordSet::new();
    let lower = word.to_lowercase();
    WORDS.contains(KEYWORDS, FRENCH, &lower) || lower.contains('=')
}
