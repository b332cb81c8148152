//! The Polaris bestiary's weapons and armour by their names in the GM's language: the
//! sheet keeps the French keys the GM types (`pistolet-lourd`), the panes and the log say
//! « Pistolet lourd » in French, "Heavy pistol" in English.

use crate::model::Gear;

/// Bestiary gear key → catalog key of its name.
const GEAR_NAMES: &[(&str, &str)] = &[
    ("couteau", "pol-gear-name-couteau"),
    ("dague", "pol-gear-name-dague"),
    ("fusil-d-assaut", "pol-gear-name-fusil-d-assaut"),
    ("fusil-harpon", "pol-gear-name-fusil-harpon"),
    ("gilet-leger", "pol-gear-name-gilet-leger"),
    ("machette", "pol-gear-name-machette"),
    ("matraque", "pol-gear-name-matraque"),
    ("pistolet", "pol-gear-name-pistolet"),
    ("pistolet-leger", "pol-gear-name-pistolet-leger"),
    ("pistolet-lourd", "pol-gear-name-pistolet-lourd"),
];

/// A piece of gear as the GM reads it: the name the sheet gives it (translated when the
/// bestiary has it), else the bestiary key's name in the current language, else the key
/// with its dashes read as spaces (`fusil-a-lunette`: « fusil a lunette »).
pub fn shown(g: &Gear) -> String {
    if !g.name.is_empty() {
        return crate::rules::gear_labels::shown(super::ID, g).to_string();
    }
    GEAR_NAMES
        .iter()
        .find(|(key, _)| *key == g.key)
        .map_or_else(
            || g.key.replace('-', " "),
            |(_, message)| crate::i18n::fixed(message).to_string(),
        )
}

/// The name of the gear `key` on `c`'s sheet as the GM reads it; the key de-slugged when
/// the sheet has no such gear.
pub fn shown_key(gear: &[Gear], key: &str) -> String {
    gear.iter()
        .find(|g| g.key == key)
        .map_or_else(|| key.replace('-', " "), shown)
}

#[cfg(test)]
#[path = "gear_words_tests.rs"]
mod tests;
