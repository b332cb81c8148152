//! The Cyberpunk system's own fight keys (issue 16, point 7): one per action the verbs
//! offer that no shared key opens, rebindable in `keys.conf` by their word and listed by
//! `?` in the GM's language. The shared keys that mean nothing here are refused.

use crate::i18n::{self, fixed};
use crate::tui::OwnKey;
use crate::tui::keymap::Action;

/// Word, default keys and the catalog key of the `?` label. Every default is a key the
/// fight screen leaves free (shared keys and the other systems' own keys).
const OWN_KEYS: [(&str, &[&str], &str); 14] = [
    ("cpi-initiative", &["J"], "cpi-keys-key-initiative"),
    ("cpi-actions", &["*"], "cpi-keys-key-actions"),
    ("cpi-draw", &["W"], "cpi-keys-key-draw"),
    ("cpi-chamber", &["K"], "cpi-keys-key-chamber"),
    ("cpi-reload", &["L"], "cpi-keys-key-reload"),
    ("cpi-unjam", &["U"], "cpi-keys-key-unjam"),
    ("cpi-aim", &["V"], "cpi-keys-key-aim"),
    ("cpi-sight", &["Z"], "cpi-keys-key-sight"),
    ("cpi-run", &[">"], "cpi-keys-key-run"),
    ("cpi-stance", &["_"], "cpi-keys-key-stance"),
    ("cpi-act", &["Y"], "cpi-keys-key-act"),
    ("cpi-support", &["^"], "cpi-keys-key-support"),
    ("cpi-fumble", &["F"], "cpi-keys-key-fumble"),
    ("cpi-save", &["!"], "cpi-keys-key-save"),
];

/// The own keys, their labels in the current language.
pub fn own_keys() -> &'static [OwnKey] {
    i18n::fixed_list("cpi-own-keys", || {
        OWN_KEYS
            .iter()
            .map(|(word, keys, label)| OwnKey {
                word,
                keys,
                label: fixed(label),
            })
            .collect()
    })
}

/// Why a shared key does nothing in a Cyberpunk fight: the ladder moves of the other
/// systems (act now, rush, an extra marker) have no meaning with interval slots.
pub fn refuses(action: Action) -> Option<String> {
    matches!(action, Action::ActNow | Action::Rush | Action::Marker).then(|| {
        crate::t!(
            "cpi-keys-not-here",
            what = crate::tui::text::action_label(action),
            help = "?"
        )
    })
}

/// What a shared key does in a Cyberpunk fight, in the text's words where they differ: the
/// text counts time in rounds (« round suivant »), never in the shared « tours ».
pub fn label(action: Action) -> Option<&'static str> {
    Some(match action {
        Action::Next => fixed("cpi-keys-action-next"),
        Action::StartRound => fixed("cpi-keys-action-start-round"),
        Action::RoundForward => fixed("cpi-keys-action-round-forward"),
        Action::RoundBack => fixed("cpi-keys-action-round-back"),
        Action::GoTo => fixed("cpi-keys-action-go-to"),
        _ => return None,
    })
}
