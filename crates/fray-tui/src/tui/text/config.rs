//! Why a line of the old `keys.conf` could not be migrated (see
//! [`crate::settings::legacy`]).

use crate::t;
use crate::tui::keymap::{Action, Mode};

/// A config line without `=`.
pub fn config_no_equals() -> String {
    t!("tui-config-no-equals")
}
/// A config line with the wrong words before `=`.
pub fn config_shape() -> String {
    t!("tui-config-shape")
}
/// A config line with no key.
pub fn config_no_keys() -> String {
    t!("tui-config-no-keys")
}

/// Unknown screen word.
pub fn config_mode(word: &str) -> String {
    t!("tui-config-mode", word = word)
}

/// Unknown action word.
pub fn config_action(word: &str) -> String {
    let all: Vec<&str> = Action::WORDS
        .iter()
        .map(|(_, w)| *w)
        .chain(crate::tui::system::own_keys().map(|(_, k)| k.word))
        .collect();
    t!("tui-config-action", word = word, all = all.join(", "))
}

/// A `mouse =` value other than on or off.
pub fn config_mouse(word: &str) -> String {
    t!("tui-config-mouse", word = word)
}

/// Unknown key word.
pub fn config_key(word: &str) -> String {
    t!("tui-config-key", word = word)
}

/// A key bound to nothing on the start screen.
pub fn unbound_start_key(
    key: &ratatui::crossterm::event::KeyEvent,
    keymap: &crate::tui::keymap::Keymap,
) -> String {
    let chord = crate::tui::keymap::Chord::of(key);
    let help = keymap
        .first_key(Mode::Start, Action::Help)
        .map_or_else(|| "?".to_string(), |c| c.to_string());
    t!("tui-unbound-key", chord = chord.to_string(), help = help)
}
