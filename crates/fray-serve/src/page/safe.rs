//! Text made safe for the page: every control, bidirectional or invisible character
//! written as a visible escape ([`fray_core::safe_text::escape`]).

/// `text` as the page may show it.
pub(super) fn text(text: &str) -> String {
    fray_core::safe_text::escape(text)
}
