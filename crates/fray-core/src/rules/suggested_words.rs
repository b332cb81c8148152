//! The word a refusal suggests for a mistyped keyword or value, in the GM's language: a
//! French GM typing `accroupii` or `crouhc` is offered « accroupi », an English one
//! 'crouch'; the reader takes both.

use crate::i18n::Lang;

/// A system's table of French words: each canonical (English) keyword with the French
/// words its reader takes, the first the one French lines write.
pub type FrenchTable = [(&'static str, &'static [&'static str])];

/// The word of `english` nearest to the mistyped `text`, compared with the English words
/// and their French words in `french`, named in the current language: in French the
/// French word (with its accents), else the English one.
pub fn suggest(text: &str, english: &[&'static str], french: &FrenchTable) -> Option<&'static str> {
    suggest_in(crate::i18n::current(), text, english, french)
}

/// [`suggest`] in `lang`.
pub fn suggest_in(
    lang: Lang,
    text: &str,
    english: &[&'static str],
    french: &FrenchTable,
) -> Option<&'static str> {
    let mut spellings: Vec<&'static str> = english.to_vec();
    spellings.extend(
        french
            .iter()
            .filter(|(en, _)| english.contains(en))
            .flat_map(|(_, fr)| fr.iter().copied()),
    );
    let found = crate::script::cursor::nearest(text, &spellings)?;
    let canonical = if english.contains(&found) {
        found
    } else {
        french
            .iter()
            .find(|(en, fr)| english.contains(en) && fr.contains(&found))
            .map(|(en, _)| *en)?
    };
    Some(match lang {
        Lang::En => canonical,
        _ => shown_in(lang, canonical, french),
    })
}

/// The word `english` is shown with in the current language: see [`shown_in`].
pub fn shown(english: &'static str, french: &FrenchTable) -> &'static str {
    shown_in(crate::i18n::current(), english, french)
}

/// The word `english` is shown with in `lang`: in French its first French word of
/// `french`, in its spelling with the most accents (`prêt` rather than `pret`); else
/// itself.
pub fn shown_in(lang: Lang, english: &'static str, french: &FrenchTable) -> &'static str {
    if lang == Lang::En {
        return english;
    }
    let Some((_, words)) = french.iter().find(|(en, _)| *en == english) else {
        return english;
    };
    let Some(first) = words.first() else {
        return english;
    };
    let same = super::words::fold(first);
    let accents = |w: &str| w.chars().filter(|c| !c.is_ascii()).count();
    words
        .iter()
        .filter(|w| super::words::fold(w) == same)
        .fold(
            *first,
            |best, w| if accents(w) > accents(best) { w } else { best },
        )
}

#[cfg(test)]
#[path = "suggested_words_tests.rs"]
mod tests;
