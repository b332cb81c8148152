//! What reading the settings has to tell the GM, kept as data until the language is
//! chosen, then put in words ([`Note::render`]), every word from the file escaped.

use std::path::PathBuf;

use crate::model::SystemId;
use crate::regular_file::NotAFile;
use crate::safe_text;
use crate::t;

/// Why a setting, or the whole file, was not used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// The file is larger than the limit.
    TooBig,
    /// The file is not UTF-8 text.
    NotUtf8,
    /// The file could not be read (the system's words).
    Io(String),
    /// A TOML syntax error (the parser's words).
    Syntax(String),
    /// A key that is no setting at its place; `expected` lists those that are.
    UnknownKey {
        /// The key as written.
        key: String,
        /// The keys expected there.
        expected: String,
    },
    /// A value of the wrong kind: `what` is `text`, `bool`, `table`, `keys`, `value` or
    /// `color`.
    Expected {
        /// The key whose value it is.
        key: String,
        /// What kind of value the key takes.
        what: &'static str,
    },
    /// `lang` names no language fray speaks.
    Lang(String),
    /// `theme` names no built-in theme.
    Theme(String),
    /// Not a colour.
    Color(String),
    /// `[colors]` names no role.
    Role(String),
    /// `[keys.X]` names no screen.
    Mode(String),
    /// An action word no screen has.
    Action(String),
    /// A key word that is no key.
    Key(String),
    /// An empty list of keys.
    NoKeys,
    /// `[systems.X]` names no rule system.
    System(String),
    /// An option the system refuses: the words are its own, found again when shown.
    Option {
        /// The system.
        system: SystemId,
        /// The option's key.
        key: String,
        /// The value given.
        value: String,
    },
}

impl Why {
    /// In words, in the current language (not yet escaped).
    pub fn render(&self) -> String {
        match self {
            Why::TooBig => t!("settings-too-big"),
            Why::NotUtf8 => t!("settings-not-utf8"),
            Why::Io(why) => why.clone(),
            Why::Syntax(why) => t!("settings-syntax", why = why.trim()),
            Why::UnknownKey { key, expected } => {
                t!(
                    "settings-unknown-key",
                    key = key.as_str(),
                    expected = expected.as_str()
                )
            }
            Why::Expected { key, what } => {
                t!("settings-expected", key = key.as_str(), what = *what)
            }
            Why::Lang(value) => t!("settings-lang", value = value.as_str()),
            Why::Theme(value) => {
                let all = crate::tui::theme_role::Builtin::WORDS
                    .map(|(_, w)| w)
                    .join(", ");
                t!("settings-theme", value = value.as_str(), all = all)
            }
            Why::Color(value) => t!("settings-color", value = value.as_str()),
            Why::Role(word) => t!(
                "settings-role",
                word = word.as_str(),
                all = crate::tui::theme_role::Role::all_words()
            ),
            Why::Mode(word) => {
                let all = crate::tui::keymap::Mode::ALL.map(|m| m.word()).join(", ");
                t!("settings-mode", word = word.as_str(), all = all)
            }
            Why::Action(word) => {
                // Some 200 words in all: the nearest one, not the list.
                let all: Vec<&'static str> = crate::tui::keymap::Action::WORDS
                    .iter()
                    .map(|(_, w)| *w)
                    .chain(crate::tui::system::own_keys().map(|(_, k)| k.word))
                    .collect();
                match crate::script::cursor::nearest(word, &all) {
                    Some(near) => t!("settings-action-near", word = word.as_str(), near = near),
                    None => t!("settings-action", word = word.as_str()),
                }
            }
            Why::Key(word) => t!("settings-key", word = word.as_str()),
            Why::NoKeys => t!("settings-no-keys"),
            Why::System(word) => {
                let all: Vec<&str> = SystemId::all().iter().map(|s| s.key()).collect();
                t!(
                    "settings-system",
                    word = word.as_str(),
                    all = all.join(", ")
                )
            }
            Why::Option { system, key, value } => {
                match super::parse::check_option(*system, key, value) {
                    Err(why) => why,
                    Ok(()) => String::new(),
                }
            }
        }
    }
}

/// One thing to tell the GM about the settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Note {
    /// A setting skipped: where, and why.
    Problem {
        /// The file.
        path: PathBuf,
        /// Its line, from 1.
        line: usize,
        /// Its column, from 1, in characters.
        column: usize,
        /// What is wrong.
        why: Why,
    },
    /// The whole file was not used.
    Unreadable {
        /// The file.
        path: PathBuf,
        /// Why.
        why: Why,
    },
    /// Something other than a regular file is there: ignored, as every file fray only
    /// consults (see [`crate::regular_file`]).
    NotAFile {
        /// Where.
        path: PathBuf,
        /// What is there.
        kind: NotAFile,
    },
    /// The old files were turned into `fray.toml`.
    Migrated {
        /// The new file.
        to: PathBuf,
        /// The old files' names.
        from: Vec<String>,
        /// What they are now called.
        kept: Vec<String>,
    },
    /// `fray.toml` could not be written from the old files, used as they are this time.
    MigrationFailed {
        /// The file that could not be written.
        path: PathBuf,
        /// The system's words.
        why: String,
    },
}

impl Note {
    /// In words, in the current language, with nothing from the file able to drive the
    /// terminal.
    pub fn render(&self) -> String {
        let text = match self {
            Note::Problem {
                path,
                line,
                column,
                why,
            } => t!(
                "settings-line",
                path = path.display().to_string(),
                line = *line,
                column = *column,
                why = why.render()
            ),
            Note::Unreadable { path, why } => t!(
                "settings-unreadable",
                path = path.display().to_string(),
                why = why.render()
            ),
            Note::NotAFile { path, kind } => {
                return crate::regular_file::ignored_warning(path, *kind);
            }
            Note::Migrated { to, from, kept } => t!(
                "settings-migrated",
                to = to.display().to_string(),
                from = from.join(", "),
                kept = kept.join(", "),
                count = from.len()
            ),
            Note::MigrationFailed { path, why } => t!(
                "settings-migration-failed",
                path = path.display().to_string(),
                why = why.as_str()
            ),
        };
        safe_text::escape(&text)
    }
}
