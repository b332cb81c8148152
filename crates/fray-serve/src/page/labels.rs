//! Every fixed text the page shows, from this crate's `page.ftl`, so the page's files
//! hold no words of any language: `app.js` asks for them by key.

use std::collections::BTreeMap;

/// The keys `app.js` reads from `labels`, each with its message in `page.ftl`.
pub const KEYS: &[(&str, &str)] = &[
    ("heading", "page-heading"),
    ("now", "page-now"),
    ("next", "page-next"),
    ("order", "page-order"),
    ("combatants", "page-combatants"),
    ("log", "page-log"),
    ("conditions", "page-conditions"),
    ("nobody", "page-nobody"),
    ("no-order", "page-no-order"),
    ("no-log", "page-no-log"),
    ("not-started", "page-not-started"),
    ("reconnecting", "page-reconnecting"),
    ("stopped", "page-stopped"),
    ("stopped-hint", "page-stopped-hint"),
    ("ended-hint", "page-ended-hint"),
    ("theme", "page-theme"),
    ("light", "page-light"),
    ("dark", "page-dark"),
    ("language", "page-language"),
    ("lang-en", "page-lang-en"),
    ("lang-fr", "page-lang-fr"),
    ("undone", "page-undone"),
    ("simultaneous", "page-simultaneous"),
];

/// Every label, by key, in the current language.
pub(super) fn all() -> BTreeMap<String, String> {
    KEYS.iter()
        .map(|(key, message)| {
            let text = fray_core::i18n::tr(message);
            ((*key).to_string(), super::safe::text(&text))
        })
        .collect()
}
