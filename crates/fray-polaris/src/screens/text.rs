//! Strings of the wound locator and the body figure, in the current language.

use crate::i18n::{self, Lang};
use crate::wounds;

/// Last row of the locator, "Death / Limb destroyed" shortened.
pub fn locator_last_row() -> String {
    crate::t!("pol-locator-last-row")
}

/// Under the body figure: digits are severity rows (1 = light), `x` a lost part.
pub fn body_legend() -> String {
    crate::t!("pol-body-legend")
}

/// Locator row label in wide layouts, by severity key: `None` in English (the report's
/// label is shown), the book's word in French (`Grave`).
pub fn severity_long(key: &str) -> Option<&'static str> {
    match i18n::current() {
        Lang::En => None,
        Lang::Fr => {
            let i = wounds::SEVERITY_KEYS.iter().position(|k| *k == key)?;
            wounds::severity_label_fr(i)
        }
    }
}

/// Locator row label in narrow layouts, by severity key.
pub fn severity_short(key: &str) -> Option<String> {
    Some(match key {
        "light" => crate::t!("pol-locator-light"),
        "medium" => crate::t!("pol-locator-medium"),
        "serious" => crate::t!("pol-locator-serious"),
        "critical" => crate::t!("pol-locator-critical"),
        "mortal" => crate::t!("pol-locator-mortal"),
        "death" => crate::t!("pol-locator-death"),
        _ => return None,
    })
}

/// Locator column header by location key: `R.arm` (long) or `RA` (short).
pub fn location_short(key: &str, long: bool) -> Option<String> {
    Some(match (key, long) {
        ("head", true) => crate::t!("pol-locator-head"),
        ("body", true) => crate::t!("pol-locator-body"),
        ("right-arm", true) => crate::t!("pol-locator-right-arm"),
        ("left-arm", true) => crate::t!("pol-locator-left-arm"),
        ("right-leg", true) => crate::t!("pol-locator-right-leg"),
        ("left-leg", true) => crate::t!("pol-locator-left-leg"),
        ("head", false) => crate::t!("pol-locator-head-short"),
        ("body", false) => crate::t!("pol-locator-body-short"),
        ("right-arm", false) => crate::t!("pol-locator-right-arm-short"),
        ("left-arm", false) => crate::t!("pol-locator-left-arm-short"),
        ("right-leg", false) => crate::t!("pol-locator-right-leg-short"),
        ("left-leg", false) => crate::t!("pol-locator-left-leg-short"),
        _ => return None,
    })
}
