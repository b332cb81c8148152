//! The two files fray read before `fray.toml`, now read only to be migrated (see
//! [`super::migrate`]): `fray.conf` with its `lang = CODE` line, and `keys.conf`, one
//! binding per line, `MODE ACTION = KEY [KEY ...]` (`#` starts a comment in both).

use crate::i18n::Lang;
use crate::tui::keymap::{Action, Chord, Mode};
use crate::tui::text;

/// The old language file.
pub const LANG_FILE: &str = "fray.conf";

/// The old key bindings file.
pub const KEYS_FILE: &str = "keys.conf";

/// The language a `fray.conf` line names: `lang = CODE`, the code known.
pub fn lang_line(line: &str) -> Option<Lang> {
    let line = line.split('#').next().unwrap_or_default();
    let (key, value) = line.split_once('=')?;
    (key.trim().eq_ignore_ascii_case("lang"))
        .then(|| Lang::from_code(value))
        .flatten()
}

/// The language of a `fray.conf` text (its first `lang =` line naming a known language)
/// and the numbers of its other lines that say something.
pub fn lang_file(text: &str) -> (Option<Lang>, Vec<usize>) {
    let mut lang = None;
    let mut others = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.split('#').next().unwrap_or_default().trim().is_empty() {
            continue;
        }
        match lang_line(line) {
            Some(l) if lang.is_none() => lang = Some(l),
            _ => others.push(i + 1),
        }
    }
    (lang, others)
}

/// One good `keys.conf` line: the action of a screen and its key words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OldBinding {
    /// The screen.
    pub mode: Mode,
    /// The action.
    pub action: Action,
    /// The keys as written, each one a key.
    pub keys: Vec<String>,
}

/// Each `keys.conf` line that says something: its number and the binding, or why it is
/// not one.
pub fn key_lines(text: &str) -> Vec<(usize, Result<OldBinding, String>)> {
    text.lines()
        .enumerate()
        .filter_map(|(i, raw)| {
            let line = raw.split('#').next().unwrap_or("").trim();
            (!line.is_empty()).then(|| (i + 1, binding(line)))
        })
        .collect()
}

fn binding(line: &str) -> Result<OldBinding, String> {
    let Some((left, right)) = line.split_once('=') else {
        return Err(text::config_no_equals());
    };
    let mut words = left.split_whitespace();
    let (Some(mode), Some(action), None) = (words.next(), words.next(), words.next()) else {
        return Err(text::config_shape());
    };
    let mode =
        Mode::from_word(&mode.to_ascii_lowercase()).ok_or_else(|| text::config_mode(mode))?;
    let action = Action::from_word(&action.to_ascii_lowercase())
        .ok_or_else(|| text::config_action(action))?;
    let keys = right
        .split_whitespace()
        .map(|k| {
            Chord::parse(k)
                .map(|_| k.to_string())
                .ok_or_else(|| text::config_key(k))
        })
        .collect::<Result<Vec<_>, _>>()?;
    if keys.is_empty() {
        return Err(text::config_no_keys());
    }
    Ok(OldBinding { mode, action, keys })
}

#[cfg(test)]
#[path = "legacy_tests.rs"]
mod tests;
