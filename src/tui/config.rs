//! The GM's key bindings: `keys.conf` in the platform config folder (or `$FRAY_CONFIG_DIR`).
//!
//! One binding per line, `MODE ACTION = KEY [KEY ...]`, e.g. `fight next = space n` or
//! `fight undo = ctrl-z`; `#` starts a comment. The keys replace the action's defaults and
//! are taken from any other action of that screen. A bad line is skipped and reported.

use std::path::{Path, PathBuf};

use super::keymap::{Action, Chord, Keymap, Mode};
use super::text;
use crate::regular_file::Refusal;

/// The config file name.
pub const FILE: &str = "keys.conf";

/// Longest config file read.
const MAX_BYTES: u64 = 64 * 1024;

/// Where `keys.conf` is looked for.
pub fn path() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("FRAY_CONFIG_DIR") {
        return Some(PathBuf::from(dir).join(FILE));
    }
    directories::ProjectDirs::from("", "", "fray").map(|d| d.config_dir().join(FILE))
}

/// The default keys with the config file's bindings applied, and a message per bad line.
pub fn load(path: Option<&Path>) -> (Keymap, Vec<String>) {
    let mut keymap = Keymap::default();
    let Some(path) = path else {
        return (keymap, Vec::new());
    };
    let text = match read(path) {
        Ok(Some(text)) => text,
        Ok(None) => return (keymap, Vec::new()),
        Err(e) => {
            return (
                keymap,
                vec![text::config_unreadable(&path.display().to_string(), &e)],
            );
        }
    };
    let problems = apply(&mut keymap, &text);
    let shown = path.display().to_string();
    (
        keymap,
        problems
            .into_iter()
            .map(|(line, why)| text::config_line(&shown, line, &why))
            .collect(),
    )
}

/// The text of `keys.conf`: `None` when there is none; a message when it cannot be used
/// (not a regular file, unreadable, too big, not UTF-8). Never blocks: a named pipe is
/// refused, not opened for a writer to come (see [`crate::regular_file`]).
fn read(path: &Path) -> Result<Option<String>, String> {
    let bytes = match crate::regular_file::read(path, MAX_BYTES) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => return Ok(None),
        Err(Refusal::NotAFile(kind)) => return Err(kind.describe()),
        Err(Refusal::TooBig) => return Err(text::config_too_big()),
        Err(Refusal::Io(e)) => return Err(e.to_string()),
    };
    String::from_utf8(bytes)
        .map(Some)
        .map_err(|_| text::config_not_utf8())
}

/// Applies the bindings of a config text; returns `(line number, why)` per bad line.
pub fn apply(keymap: &mut Keymap, text: &str) -> Vec<(usize, String)> {
    let mut problems = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        match binding(line) {
            Ok((mode, action, chords)) => keymap.rebind(mode, action, &chords),
            Err(why) => problems.push((i + 1, why)),
        }
    }
    problems
}

fn binding(line: &str) -> Result<(Mode, Action, Vec<Chord>), String> {
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
    let chords = right
        .split_whitespace()
        .map(|k| Chord::parse(k).ok_or_else(|| text::config_key(k)))
        .collect::<Result<Vec<_>, _>>()?;
    if chords.is_empty() {
        return Err(text::config_no_keys());
    }
    Ok((mode, action, chords))
}

#[cfg(test)]
#[path = "config_tests.rs"]
mod tests;
