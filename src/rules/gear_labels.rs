//! Gear names as the GM reads them: a bestiary's weapon, armour and cyberware names (`Knife`,
//! `Assault rifle`) have a name per language beside the English one; the save keeps the
//! English name (a combatant's gear is copied from its template), so the rules stay
//! language-free and an old save shows the translation too.

use crate::i18n::Lang;
use crate::model::{Gear, SystemId};

use super::bestiary::Bestiary;

impl Bestiary {
    /// The name of `gear` shown in `lang`: the bestiary's name in that language for the
    /// English name it carries, else its own name (or key).
    pub fn gear_label_in<'a>(&'a self, lang: Lang, gear: &'a Gear) -> &'a str {
        self.gear_names
            .get(lang.code())
            .and_then(|names| names.get(gear.label()))
            .map_or(gear.label(), String::as_str)
    }

    /// The name of `gear` in the current language: see [`Bestiary::gear_label_in`].
    pub fn gear_label<'a>(&'a self, gear: &'a Gear) -> &'a str {
        self.gear_label_in(crate::i18n::current(), gear)
    }
}

/// The name of `gear`, carried by a combatant of a `system` fight, in the current language.
pub fn shown(system: SystemId, gear: &Gear) -> &str {
    crate::rules::system(system).bestiary().gear_label(gear)
}

#[cfg(test)]
#[path = "gear_labels_tests.rs"]
mod tests;
