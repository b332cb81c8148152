//! Roll purposes as the GM reads them. A roll a rule makes is logged with the system's
//! English purpose (`damage`, `hit location`), which the save keeps; the narration shows it
//! through [`label`]: as stored in English, the system's word in French. A purpose the GM
//! typed (`roll 2d6 for chance`) stays as typed.

use crate::i18n::{self, Lang};

/// A logged roll's purpose in the current language.
pub fn label(purpose: &str) -> String {
    if i18n::current() == Lang::En {
        return purpose.to_string();
    }
    crate::rules::registry::all()
        .iter()
        .flat_map(|s| s.roll_purposes().iter())
        .find(|(p, _)| *p == purpose)
        .map_or_else(|| purpose.to_string(), |(_, key)| i18n::tr(key))
}
