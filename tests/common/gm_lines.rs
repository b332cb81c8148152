//! A line said to the GM in French everywhere they read it (`fray run`, `fray log`, the
//! GM's Markdown export), and in English in the JSON export, which is data and keeps its
//! narration in English whatever the language.

use super::results_shown::Shown;

/// Asserts `french` is in `fray run`, `fray log` and `export --gm`, and `english` in the
/// JSON export's narration.
pub fn said_to_the_gm(shown: &Shown, french: &str, english: &str) {
    for (name, out) in [
        ("fray run", &shown.run),
        ("fray log", &shown.log),
        ("export --gm", &shown.gm_export),
    ] {
        assert!(out.contains(french), "{french:?} missing in {name}:\n{out}");
    }
    let escaped = serde_json::to_string(english).expect("a string");
    let inner = &escaped[1..escaped.len() - 1];
    assert!(
        shown.json_export.contains(inner),
        "{english:?} missing in export --format json:\n{}",
        shown.json_export
    );
}
