//! The French words a French line writes for the Polaris keywords and terms (the reader
//! takes each one back: `parse.rs`'s French keywords, locations, severities, difficulties).

use super::parse::{FRENCH_KEYWORDS, FRENCH_WORDS, french_keyword};
use crate::{difficulty, wounds};

/// Spellings with their accents of the folded French keywords that have no entry in
/// [`FRENCH_WORDS`].
const ACCENTED: &[(&str, &str)] = &[
    ("visee", "visée"),
    ("competence", "compétence"),
    ("precipitee", "précipitée"),
];

/// The French word written for a Polaris keyword or term, if it has one.
pub(super) fn french_of(keyword: &str) -> Option<String> {
    let lower = |label: &str| label.to_lowercase().replace(' ', "-");
    if keyword == "at" {
        return Some("à".to_string());
    }
    if let Some((_, word)) = french_words().iter().find(|(en, _)| *en == keyword) {
        return Some((*word).to_string());
    }
    if let Some((folded, _)) = FRENCH_KEYWORDS.iter().find(|(_, en)| *en == keyword) {
        let accented = ACCENTED.iter().find(|(f, _)| f == folded);
        return Some(accented.map_or(*folded, |(_, a)| *a).to_string());
    }
    if let Some(row) = difficulty::SCALE.iter().find(|r| r.key == keyword) {
        return Some(lower(row.label_fr));
    }
    if wounds::LOCATION_KEYS.contains(&keyword) {
        return wounds::location_label_fr(keyword).map(lower);
    }
    let severity = wounds::SEVERITY_KEYS.iter().position(|k| *k == keyword)?;
    Some(wounds::severity_label_fr(severity).map_or_else(|| "mort".to_string(), lower))
}

/// Each of [`FRENCH_WORDS`] after the keyword it reads as, in the table's order, read
/// once (not folded again at every word written).
fn french_words() -> &'static [(&'static str, &'static str)] {
    static WORDS: std::sync::OnceLock<Vec<(&'static str, &'static str)>> =
        std::sync::OnceLock::new();
    WORDS.get_or_init(|| {
        FRENCH_WORDS
            .iter()
            .filter_map(|word| Some((french_keyword(word)?, *word)))
            .collect()
    })
}

/// Each Polaris keyword and difficulty (and each `key=`) with the French word a French
/// line writes for it, worked out once.
fn written() -> &'static [(&'static str, &'static str)] {
    static WORDS: std::sync::OnceLock<Vec<(&'static str, &'static str)>> =
        std::sync::OnceLock::new();
    WORDS.get_or_init(|| {
        let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
        let english = difficulty::SCALE
            .iter()
            .map(|r| r.key)
            .chain(FRENCH_KEYWORDS.iter().map(|(_, en)| *en));
        let mut out: Vec<(&'static str, &'static str)> = Vec::new();
        for en in english {
            if out.iter().any(|(e, _)| *e == en) {
                continue;
            }
            if let Some(fr) = french_of(en).filter(|fr| fr != en) {
                out.push((leak(format!("{en}=")), leak(format!("{fr}="))));
                out.push((en, leak(fr)));
            }
        }
        out
    })
}

/// The word of `english` (keywords, difficulties, `key=`) nearest to the mistyped `text`,
/// compared with their French words too, named in the GM's language: `opposeq` suggests
/// « opposé » to a French GM, 'opposed' to an English one.
pub(super) fn suggest(text: &str, english: &[&'static str]) -> Option<&'static str> {
    let table = written();
    let mut spellings = english.to_vec();
    spellings.extend(
        table
            .iter()
            .filter(|(en, _)| english.contains(en))
            .map(|(_, fr)| *fr),
    );
    let found = crate::script::cursor::nearest(text, &spellings)?;
    let en = if english.contains(&found) {
        found
    } else {
        table.iter().find(|(_, fr)| *fr == found)?.0
    };
    if crate::i18n::current() == crate::i18n::Lang::En {
        return Some(en);
    }
    Some(
        table
            .iter()
            .find(|(e, _)| *e == en)
            .map_or(en, |(_, fr)| *fr),
    )
}
