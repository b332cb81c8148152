//! The Anarchy system's own fight keys (issue 17, point 6): one per action the verbs offer
//! that no shared key opens, rebindable in `keys.conf` by their word and listed by `?` in
//! the GM's language. The magic and Matrix ones sit on `alt-` chords. The shared keys that
//! mean nothing in a Narration order are refused.

use crate::i18n::{self, fixed};
use crate::tui::OwnKey;
use crate::tui::keymap::Action;

/// Word, default keys and the catalog key of the `?` label. Every default is a key the
/// fight screen leaves free (shared keys and the other systems' own keys).
const OWN_KEYS: [(&str, &[&str], &str); 26] = [
    ("ana-initiative", &["#"], "ana-keys-key-initiative"),
    ("ana-reroll", &["~"], "ana-keys-key-reroll"),
    ("ana-spend", &["$"], "ana-keys-key-spend"),
    ("ana-gm-spend", &["%"], "ana-keys-key-gm-spend"),
    ("ana-interpose", &["|"], "ana-keys-key-interpose"),
    ("ana-reorder", &["<"], "ana-keys-key-reorder"),
    ("ana-new-threat", &["&"], "ana-keys-key-new-threat"),
    ("ana-award", &["@"], "ana-keys-key-award"),
    ("ana-session", &["alt-n"], "ana-keys-key-session"),
    ("ana-group", &["y"], "ana-keys-key-group"),
    ("ana-sustain", &["alt-m"], "ana-keys-key-sustain"),
    ("ana-dispel", &["alt-x"], "ana-keys-key-dispel"),
    ("ana-counter", &["alt-z"], "ana-keys-key-counter"),
    ("ana-cast", &["alt-c"], "ana-keys-key-cast"),
    ("ana-summon", &["alt-s"], "ana-keys-key-summon"),
    ("ana-compile", &["alt-p"], "ana-keys-key-compile"),
    ("ana-form", &["alt-f"], "ana-keys-key-form"),
    ("ana-resist", &["alt-r"], "ana-keys-key-resist"),
    ("ana-hack", &["alt-h"], "ana-keys-key-hack"),
    ("ana-marks", &["alt-k"], "ana-keys-key-marks"),
    ("ana-server", &["alt-v"], "ana-keys-key-server"),
    ("ana-vr", &["alt-w"], "ana-keys-key-vr"),
    ("ana-ic", &["alt-i"], "ana-keys-key-ic"),
    ("ana-range", &["alt-g"], "ana-keys-key-range"),
    ("ana-convergence", &["alt-y"], "ana-keys-key-convergence"),
    ("ana-reboot", &["alt-b"], "ana-keys-key-reboot"),
];

/// The own keys, their labels in the current language.
pub fn own_keys() -> &'static [OwnKey] {
    i18n::fixed_list("ana-own-keys", || {
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

/// Why a shared key does nothing in an Anarchy fight: the Narration order has no
/// declarations, delays, surprise or extra markers (an interruption is an Anarchy spend).
pub fn refuses(action: Action) -> Option<String> {
    matches!(
        action,
        Action::Declare | Action::ActNow | Action::Rush | Action::Surprise | Action::Marker
    )
    .then(|| {
        crate::t!(
            "ana-keys-not-here",
            what = crate::tui::text::action_label(action),
            help = "?"
        )
    })
}
