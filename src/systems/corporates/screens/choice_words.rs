//! The words of the Corporates forms in the GM's language (yes/no, the keywords a choice
//! writes) and the words the `:` line completes in a Corporates fight.

use crate::model::Encounter;
use crate::tui::form::{Field, Piece};

/// A yes/no choice writing `word` or nothing.
pub fn flag(label: &'static str, word: &str, on: bool) -> Field {
    Field::choice(
        label,
        vec![String::new(), word.to_string()],
        if on { word } else { "" },
    )
    .labels(vec![crate::t!("cor-keys-word-no"), crate::t!("cor-keys-word-yes")])
    .piece(Piece::Flag)
}

/// A choice among small counts `lo..=hi`, written as the number.
pub fn counts(label: &'static str, lo: u8, hi: u8, value: u8) -> Field {
    Field::choice(
        label,
        (lo..=hi).map(|n| n.to_string()).collect(),
        value.to_string(),
    )
    .required()
    .piece(Piece::Keyword)
}

/// The words completion offers in a Corporates fight: the verbs' keywords once each, the
/// sheets' stat and gear keys (for `with KEY`), and in French the French words the reader
/// also takes.
pub fn completion(state: &Encounter) -> Vec<String> {
    let system = crate::rules::system(super::super::ID);
    let french = if crate::i18n::current() == crate::i18n::Lang::Fr {
        system.verbs().french_words()
    } else {
        Vec::new()
    };
    let mut words: Vec<String> = Vec::new();
    let sheets = state.combatants.iter().flat_map(|c| {
        c.stats
            .keys()
            .cloned()
            .chain(c.gear.iter().map(|g| g.key.clone()))
    });
    for w in crate::script::keywords_in(super::super::ID)
        .iter()
        .map(|s| (*s).to_string())
        .chain(french)
        .chain(sheets)
    {
        if !words.contains(&w) {
            words.push(w);
        }
    }
    words
}
