//! The French words a French line writes for the Polaris keywords and terms (the reader
//! takes each one back: `parse.rs`'s French keywords, locations, severities, difficulties).

use super::parse::{FRENCH_KEYWORDS, FRENCH_WORDS, french_keyword};
use crate::systems::polaris::{difficulty, wounds};

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
    if let Some(word) = FRENCH_WORDS
        .iter()
        .find(|w| french_keyword(w) == Some(keyword))
    {
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
