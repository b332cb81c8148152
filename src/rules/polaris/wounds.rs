//! The wound counter (POL-30 to POL-36).

use crate::model::WoundLocator;

/// A fresh wound locator with the rules' box counts (POL-30).
pub fn new_locator() -> WoundLocator {
    WoundLocator { severities: Vec::new(), locations: Vec::new() }
}
