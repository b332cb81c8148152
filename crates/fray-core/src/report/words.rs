//! A sheet's words as the GM reads them in text (`fray show`, the Markdown export): the
//! side in the current language and the system's labels for its wound keys. The report
//! itself keeps the keys (`show --json` is data, the same in every language).

use super::{Report, Sheet, SystemReport};

/// A sheet's side word (`pc`, `enemy`) as the GM reads it (`PJ`, `ennemi`); a word fray
/// does not know stays as is.
pub fn side(word: &str) -> String {
    crate::model::Side::from_word(word).map_or_else(|| word.to_string(), crate::narrate::side_word)
}

/// The words of one report's sheets, from its rule system.
#[derive(Clone, Copy)]
pub struct SheetWords {
    system: Option<&'static dyn SystemReport>,
}

impl SheetWords {
    /// The words of `report`'s system (a system fray does not know: the keys as they are).
    pub fn of(report: &Report) -> SheetWords {
        SheetWords {
            system: crate::model::SystemId::from_key(&report.system)
                .map(|id| crate::rules::system(id).report()),
        }
    }

    /// A sheet's side word as the GM reads it (see [`side`]).
    pub fn side(self, word: &str) -> String {
        side(word)
    }

    /// A severity key, checked at `location` when known.
    pub fn severity(self, key: &str, location: Option<&str>) -> String {
        self.system
            .map_or_else(|| key.to_string(), |s| s.severity_word(key, location))
    }

    /// A location key.
    pub fn location(self, key: &str) -> String {
        self.system
            .map_or_else(|| key.to_string(), |s| s.location_word(key))
    }

    /// A condition monitor's name.
    pub fn monitor(self, name: &str) -> String {
        self.system
            .map_or_else(|| name.to_string(), |s| s.monitor_word(name))
    }

    /// A sheet's `down` word (`dead`, `unconscious`).
    pub fn down(self, key: &str) -> String {
        self.system
            .map_or_else(|| key.to_string(), |s| s.down_word(key))
    }

    /// The sheet's worst wound, said at the first location where it is checked.
    pub fn worst_wound(self, sheet: &Sheet) -> Option<String> {
        let worst = sheet.worst_wound.as_deref()?;
        let location = sheet
            .wounds
            .iter()
            .find(|w| w.rows.iter().any(|r| r.severity == worst))
            .map(|w| w.location.as_str());
        Some(self.severity(worst, location))
    }
}
