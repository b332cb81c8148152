//! Messages about `keys.conf`.

use crate::tui::keymap::{Action, Mode};

/// A config line without `=`.
pub const CONFIG_NO_EQUALS: &str = "expected MODE ACTION = KEY ...";
/// A config line with the wrong words before `=`.
pub const CONFIG_SHAPE: &str =
    "expected two words before '=': a screen (start, fight) and an action";
/// A config line with no key.
pub const CONFIG_NO_KEYS: &str = "no key after '='";
/// A config file too big.
pub const CONFIG_TOO_BIG: &str = "larger than 64 KiB";
/// A config file not in UTF-8.
pub const CONFIG_NOT_UTF8: &str = "not UTF-8 text";

/// A bad line of `keys.conf`.
pub fn config_line(path: &str, line: usize, why: &str) -> String {
    crate::safe_text::escape(&format!("{path} line {line}: {why} (line skipped)"))
}

/// `keys.conf` could not be read.
pub fn config_unreadable(path: &str, why: &str) -> String {
    crate::safe_text::escape(&format!("{path}: {why}; default keys used"))
}

/// Unknown screen word.
pub fn config_mode(word: &str) -> String {
    format!("'{word}' is not a screen (start, fight)")
}

/// Unknown action word.
pub fn config_action(word: &str) -> String {
    let all: Vec<&str> = Action::WORDS
        .iter()
        .map(|(_, w)| *w)
        .chain(crate::tui::system::own_keys().map(|(_, k)| k.word))
        .collect();
    format!("'{word}' is not an action ({})", all.join(", "))
}

/// Unknown key word.
pub fn config_key(word: &str) -> String {
    format!("'{word}' is not a key (a character, ctrl-x, alt-x, enter, esc, tab, space, up, f1...)")
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
    format!("{chord}: not a key here — {help} lists the keys")
}
