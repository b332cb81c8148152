//! `fray.toml`, the GM's one settings file, in the platform config folder (on Linux
//! `~/.config/fray/`, or `$FRAY_CONFIG_DIR`): the language, the key bindings of each
//! screen, the theme and its colours, the mouse, and each rule system's default options
//! for a new encounter. See `docs/configuration.md` for every key.
//!
//! It is read once per process ([`loaded`], by `main` first thing), before the language is
//! chosen (`lang` is one of its settings), so what it says about itself is kept as
//! [`Note`]s and put in words later, in the language chosen ([`report_once`]). A bad key or value is named with its line and column and skipped;
//! everything else applies. The old `fray.conf` and `keys.conf` are read once and turned
//! into a `fray.toml` ([`migrate`]).

pub mod legacy;
pub mod migrate;
mod note;
mod parse;
mod parse_keys;
mod toml_text;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

pub use note::{Note, Why};
pub use parse::parse;

use crate::i18n::Lang;
use crate::model::SystemId;
use crate::regular_file::Refusal;
use crate::tui::keymap::{Action, Chord, Keymap, Mode};
use crate::tui::theme_role::{Builtin, RoleColor};

/// The settings file's name.
pub const FILE: &str = "fray.toml";

/// Longest settings file read (as the old files).
pub const MAX_BYTES: u64 = 64 * 1024;

/// One `[keys.SCREEN]` line: the action and the keys that replace its defaults.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyBinding {
    /// The screen.
    pub mode: Mode,
    /// The action rebound.
    pub action: Action,
    /// Its keys.
    pub chords: Vec<Chord>,
}

/// Everything `fray.toml` sets; the defaults where it says nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// `lang`: the language, unless `--lang` or `FRAY_LANG` says otherwise.
    pub lang: Option<Lang>,
    /// `theme`: the built-in theme.
    pub theme: Builtin,
    /// `[colors]`: the GM's colours over the theme, in the file's order.
    pub colors: Vec<RoleColor>,
    /// `[keys.SCREEN]`: the bindings, in the file's order.
    pub keys: Vec<KeyBinding>,
    /// `[systems.SYSTEM]`: options set on each new encounter of that system, in order.
    pub systems: Vec<(SystemId, Vec<(String, String)>)>,
    /// `mouse`: whether the full-screen interface takes the mouse (default true).
    pub mouse: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            lang: None,
            theme: Builtin::default(),
            colors: Vec::new(),
            keys: Vec::new(),
            systems: Vec::new(),
            mouse: true,
        }
    }
}

impl Settings {
    /// The default keys with this file's bindings applied, in order.
    pub fn keymap(&self) -> Keymap {
        let mut keymap = Keymap::default();
        for b in &self.keys {
            keymap.rebind(b.mode, b.action, &b.chords);
        }
        keymap
    }

    /// The options a new encounter of `system` starts with: `(key, value)` in order.
    pub fn options_for(&self, system: SystemId) -> &[(String, String)] {
        self.systems
            .iter()
            .find(|(id, _)| *id == system)
            .map_or(&[], |(_, options)| options.as_slice())
    }
}

/// The settings and what reading them had to say.
#[derive(Debug, Clone, Default)]
pub struct Loaded {
    /// The settings in force.
    pub settings: Settings,
    /// What to tell the GM: problems, a migration, a file ignored.
    pub notes: Vec<Note>,
}

impl Loaded {
    /// Every note in the current language, escaped for the terminal.
    pub fn messages(&self) -> Vec<String> {
        self.notes.iter().map(Note::render).collect()
    }
}

/// The folder of `fray.toml`: `$FRAY_CONFIG_DIR`, else the platform config folder.
pub fn dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("FRAY_CONFIG_DIR") {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "fray").map(|d| d.config_dir().to_path_buf())
}

/// The settings of this process, read (and the old files migrated) on first use.
pub fn loaded() -> &'static Loaded {
    static LOADED: OnceLock<Loaded> = OnceLock::new();
    LOADED.get_or_init(|| dir().map(|d| load_from(&d)).unwrap_or_default())
}

/// Reads `fray.toml` in `dir`; without one, migrates `fray.conf` and `keys.conf` there
/// first. Never fails: what went wrong is in the notes, the defaults stand in.
pub fn load_from(dir: &Path) -> Loaded {
    let path = dir.join(FILE);
    if std::fs::symlink_metadata(&path).is_err()
        && let Some(loaded) = migrate::migrate(dir)
    {
        return loaded;
    }
    let text = match read(&path) {
        Ok(Some(text)) => text,
        Ok(None) => return Loaded::default(),
        Err(note) => {
            return Loaded {
                settings: Settings::default(),
                notes: vec![note],
            };
        }
    };
    let (settings, notes) = parse_file(&path, &text);
    Loaded { settings, notes }
}

/// Parses `text`, the content of `path`, turning each problem into a note naming it.
fn parse_file(path: &Path, text: &str) -> (Settings, Vec<Note>) {
    let (settings, problems) = parse(text);
    let notes = problems
        .into_iter()
        .map(|p| Note::Problem {
            path: path.to_path_buf(),
            line: p.line,
            column: p.column,
            why: p.why,
        })
        .collect();
    (settings, notes)
}

/// The text of a settings file: `None` when there is none, a note when it cannot be used
/// (not a regular file, unreadable, too big, not UTF-8). Never blocks on a named pipe.
fn read(path: &Path) -> Result<Option<String>, Note> {
    let unreadable = |why| Note::Unreadable {
        path: path.to_path_buf(),
        why,
    };
    let bytes = match crate::regular_file::read(path, MAX_BYTES) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => return Ok(None),
        Err(Refusal::NotAFile(kind)) => {
            return Err(Note::NotAFile {
                path: path.to_path_buf(),
                kind,
            });
        }
        Err(Refusal::TooBig) => return Err(unreadable(Why::TooBig)),
        Err(Refusal::Io(e)) => return Err(unreadable(Why::Io(e.to_string()))),
    };
    String::from_utf8(bytes)
        .map(Some)
        .map_err(|_| unreadable(Why::NotUtf8))
}

/// Writes every note on standard error, once per process, in the current language, as
/// warnings.
pub fn report_once() {
    use std::io::Write;
    static REPORTED: AtomicBool = AtomicBool::new(false);
    if REPORTED.swap(true, Ordering::Relaxed) {
        return;
    }
    let mut err = std::io::stderr().lock();
    for message in loaded().messages() {
        // Not `eprintln!`: it panics when standard error is gone.
        let _ = writeln!(err, "{}", crate::session::words::warning_line(&message));
    }
}

#[cfg(test)]
#[path = "settings_tests.rs"]
mod tests;
