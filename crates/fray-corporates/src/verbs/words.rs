//! The keywords the Corporates verbs read, each family's list joined, with their French
//! words (read, never written: the save keeps the English word).

use crate::script::french_index::{FrenchIndex, KeywordSet};
use crate::script::lexer::Token;

/// Every family's keywords, for completion and quoting.
pub(super) fn keywords() -> &'static [&'static str] {
    static ALL: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| [super::time::KEYWORDS, super::melee::KEYWORDS].concat())
}

/// Every family's French words.
pub(super) fn french() -> &'static [(&'static str, &'static [&'static str])] {
    static ALL: std::sync::OnceLock<Vec<(&'static str, &'static [&'static str])>> =
        std::sync::OnceLock::new();
    ALL.get_or_init(|| [super::time::FRENCH, super::melee_table::FRENCH].concat())
}

/// The keyword `word` stands for: the English one of a French word (case-insensitive),
/// else `word` in lower case.
pub(super) fn canonical(word: &str) -> String {
    static INDEX: FrenchIndex = FrenchIndex::new();
    let lower = word.to_lowercase();
    INDEX
        .english(french(), &lower)
        .map_or(lower, str::to_string)
}

/// Whether `t` is the keyword `word`, in English or one of its French words.
pub(super) fn is_word(t: &Token, word: &str) -> bool {
    !t.quoted && canonical(&t.text) == word
}

/// Whether `t` is any keyword of the system (it ends a text).
pub(super) fn is_keyword(t: &Token) -> bool {
    !t.quoted && keywords().contains(&canonical(&t.text).as_str())
}

/// Whether a word must be quoted where a name stands (it would read as a keyword).
pub(super) fn reserved(word: &str) -> bool {
    static WORDS: KeywordSet = KeywordSet::new();
    let lower = word.to_lowercase();
    WORDS.contains(keywords(), french(), &lower) || lower.contains('=')
}
