//! The one-time move from `fray.conf` and `keys.conf` to `fray.toml`: when the folder
//! has no `fray.toml` but has either old file, fray writes `fray.toml` with their
//! settings (a temporary file renamed into place, so no half-written file is ever read),
//! renames each old file to `NAME.migrated` (kept, no longer read) and says so once. A
//! line it could not read is kept in `fray.toml` as a comment.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::legacy::{self, KEYS_FILE, LANG_FILE, OldBinding};
use super::{FILE, Loaded, Note, toml_text};

/// What the old files are renamed to: `fray.conf.migrated`.
pub const KEPT_SUFFIX: &str = ".migrated";

/// Migrates the old files of `dir` (which has no `fray.toml`): the settings they give
/// and the notes to show; `None` when there is no old file to read.
pub fn migrate(dir: &Path) -> Option<Loaded> {
    let mut notes = Vec::new();
    let mut found = Vec::new();
    let mut text_of = |name: &str| match super::read(&dir.join(name)) {
        Ok(Some(text)) => {
            found.push(name.to_string());
            Some(text)
        }
        Ok(None) => None,
        Err(note) => {
            notes.push(note);
            None
        }
    };
    let lang = text_of(LANG_FILE);
    let keys = text_of(KEYS_FILE);
    if found.is_empty() {
        return (!notes.is_empty()).then(|| Loaded {
            settings: Default::default(),
            notes,
        });
    }
    let text = toml_of(lang.as_deref(), keys.as_deref());
    let path = dir.join(FILE);
    match write_new(&path, &text) {
        Ok(()) => {
            let kept = found.iter().map(|name| keep(dir, name)).collect();
            notes.push(Note::Migrated {
                to: path.clone(),
                from: found,
                kept,
            });
        }
        Err(e) => notes.push(Note::MigrationFailed {
            path: path.clone(),
            why: e.to_string(),
        }),
    }
    let (settings, problems) = super::parse_file(&path, &text);
    notes.extend(problems);
    Some(Loaded { settings, notes })
}

/// Renames the old file `name` to `name.migrated`, unless that name is taken; its name
/// afterwards.
fn keep(dir: &Path, name: &str) -> String {
    let kept = format!("{name}{KEPT_SUFFIX}");
    let free = std::fs::symlink_metadata(dir.join(&kept)).is_err();
    if free && std::fs::rename(dir.join(name), dir.join(&kept)).is_ok() {
        kept
    } else {
        name.to_string()
    }
}

/// The `fray.toml` text holding the settings of the old files' texts.
pub fn toml_of(lang_text: Option<&str>, keys_text: Option<&str>) -> String {
    let mut out = vec![
        "# fray's settings: every key is described in docs/configuration.md.".to_string(),
        format!(
            "# Written by fray from {}, which it no longer reads.",
            [LANG_FILE, KEYS_FILE]
                .iter()
                .zip([lang_text.is_some(), keys_text.is_some()])
                .filter(|(_, found)| *found)
                .map(|(name, _)| *name)
                .collect::<Vec<_>>()
                .join(" and ")
        ),
        String::new(),
    ];
    let mut skipped = Vec::new();
    if let Some(text) = lang_text {
        let (lang, others) = legacy::lang_file(text);
        if let Some(lang) = lang {
            out.push(format!("lang = {}", toml_text::string(lang.code())));
            out.push(String::new());
        }
        let lines: Vec<&str> = text.lines().collect();
        skipped.extend(
            others
                .into_iter()
                .map(|n| (LANG_FILE, n, lines.get(n - 1).copied().unwrap_or_default())),
        );
    }
    if let Some(text) = keys_text {
        let lines: Vec<&str> = text.lines().collect();
        let mut bindings: Vec<OldBinding> = Vec::new();
        for (n, line) in legacy::key_lines(text) {
            match line {
                Ok(b) => match bindings
                    .iter_mut()
                    .find(|o| (o.mode, o.action) == (b.mode, b.action))
                {
                    // A later line for the same action replaced the earlier one.
                    Some(old) => old.keys = b.keys,
                    None => bindings.push(b),
                },
                Err(_) => {
                    skipped.push((KEYS_FILE, n, lines.get(n - 1).copied().unwrap_or_default()))
                }
            }
        }
        for mode in crate::tui::keymap::Mode::ALL {
            let of_mode: Vec<&OldBinding> = bindings.iter().filter(|b| b.mode == mode).collect();
            if of_mode.is_empty() {
                continue;
            }
            out.push(format!("[keys.{}]", mode.word()));
            for b in of_mode {
                out.push(format!(
                    "{} = {}",
                    toml_text::key(b.action.word()),
                    toml_text::strings(&b.keys)
                ));
            }
            out.push(String::new());
        }
    }
    if !skipped.is_empty() {
        out.push("# Lines fray could not read, not migrated:".to_string());
        for (file, n, line) in skipped {
            out.push(toml_text::comment(&format!("{file} line {n}: {line}")));
        }
        out.push(String::new());
    }
    let mut text = out.join("\n");
    while text.ends_with("\n\n") {
        text.pop();
    }
    if !text.ends_with('\n') {
        text.push('\n');
    }
    text
}

/// Writes `text` to `path` whole or not at all: a new temporary file beside it, synced,
/// then renamed into place.
fn write_new(path: &Path, text: &str) -> std::io::Result<()> {
    let temp = temp_beside(path);
    let written = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&temp)
        .and_then(|mut file| {
            file.write_all(text.as_bytes())?;
            file.sync_all()
        })
        .and_then(|()| std::fs::rename(&temp, path));
    if written.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    written
}

/// A temporary name beside `path`, this process's own.
fn temp_beside(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(".{name}.{}.tmp", std::process::id()))
}

#[cfg(test)]
#[path = "migrate_tests.rs"]
mod tests;
