//! The Corporates system's own fight keys: one per action the verbs offer that no shared
//! key opens, rebindable in `keys.conf` by their word and listed by `?` in the GM's
//! language. Every default is a key the fight screen and the other systems leave free.
//! The shared keys that mean nothing in a turn of segments are refused.

use crate::i18n::{self, fixed};
use crate::tui::OwnKey;
use crate::tui::keymap::Action;

/// Word, default keys and the catalog key of the `?` label.
const OWN_KEYS: [(&str, &[&str], &str); 34] = [
    ("cor-quick", &["alt-u"], "cor-keys-key-quick"),
    ("cor-instead", &["alt-e"], "cor-keys-key-instead"),
    ("cor-innate", &["alt-a"], "cor-keys-key-innate"),
    ("cor-long", &["alt-l"], "cor-keys-key-long"),
    ("cor-survival", &["alt-o"], "cor-keys-key-survival"),
    ("cor-priority", &["="], "cor-keys-key-priority"),
    ("cor-confidence", &["alt-t"], "cor-keys-key-confidence"),
    ("cor-move", &["alt-j"], "cor-keys-key-move"),
    ("cor-aim", &["/"], "cor-keys-key-aim"),
    ("cor-cover", &["alt-q"], "cor-keys-key-cover"),
    ("cor-cross", &[";"], "cor-keys-key-cross"),
    ("cor-combat-move", &["f2"], "cor-keys-key-combat-move"),
    ("cor-stand", &["f9"], "cor-keys-key-stand"),
    ("cor-crouch", &["f10"], "cor-keys-key-crouch"),
    ("cor-prone", &["f11"], "cor-keys-key-prone"),
    ("cor-fall", &["f3"], "cor-keys-key-fall"),
    ("cor-strike", &["-"], "cor-keys-key-strike"),
    ("cor-dodge", &["alt-d"], "cor-keys-key-dodge"),
    ("cor-engage", &["["], "cor-keys-key-engage"),
    ("cor-disengage", &["]"], "cor-keys-key-disengage"),
    ("cor-follow", &["'"], "cor-keys-key-follow"),
    ("cor-trip", &["("], "cor-keys-key-trip"),
    ("cor-grapple", &[")"], "cor-keys-key-grapple"),
    ("cor-throw", &["{"], "cor-keys-key-throw"),
    ("cor-bullrush", &["}"], "cor-keys-key-bullrush"),
    ("cor-draw", &[","], "cor-keys-key-draw"),
    ("cor-draw-use", &["."], "cor-keys-key-draw-use"),
    ("cor-gunpoint", &["f5"], "cor-keys-key-gunpoint"),
    ("cor-break", &["f6"], "cor-keys-key-break"),
    ("cor-duel", &["f7"], "cor-keys-key-duel"),
    ("cor-repair", &["f8"], "cor-keys-key-repair"),
    ("cor-weapon", &["ctrl-w"], "cor-gear-key-weapon"),
    ("cor-armour", &["ctrl-p"], "cor-gear-key-armour"),
    ("cor-cyber", &["ctrl-y"], "cor-gear-key-cyber"),
];

/// The own keys, their labels in the current language.
pub fn own_keys() -> &'static [OwnKey] {
    i18n::fixed_list("cor-own-keys", || {
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

/// Why a shared key does nothing in a Corporates fight: actions are not rushed and the
/// declared count places the markers (COR-03, COR-04).
pub fn refuses(action: Action) -> Option<String> {
    matches!(action, Action::Rush | Action::Marker).then(|| {
        crate::t!(
            "cor-keys-not-here",
            what = crate::tui::text::action_label(action),
            help = "?"
        )
    })
}

/// This system's wording of a shared key in `?`.
pub fn label(action: Action) -> Option<&'static str> {
    Some(match action {
        Action::Declare => fixed("cor-keys-label-declare"),
        Action::ActNow => fixed("cor-keys-label-act"),
        Action::Test => fixed("cor-keys-label-test"),
        Action::Attack => fixed("cor-keys-label-attack"),
        Action::Delay => fixed("cor-keys-label-delay"),
        Action::Surprise => fixed("cor-keys-label-startle"),
        Action::Wound => fixed("cor-keys-label-hurt"),
        Action::Heal => fixed("cor-keys-label-heal"),
        _ => return None,
    })
}
