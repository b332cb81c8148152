//! The GM's library on disk: `<config folder>/library/<system key>.toml`, read with a size
//! cap and never blocking on a pipe, and written by an import (the existing text kept
//! byte for byte, the new tables appended, through a temporary file made durable and
//! renamed over the old one).

use std::io::Write;
use std::path::{Path, PathBuf};

use super::problem::{Note, Problem, Why};
use super::{toml_file, toml_write};
use crate::model::SystemId;
use crate::rules::Template;

/// The most bytes of a library file, or of a spreadsheet imported: 4 MiB.
pub const MAX_BYTES: u64 = 4 * 1024 * 1024;

/// The library's folder in the config folder.
pub fn folder(config_dir: &Path) -> PathBuf {
    config_dir.join("library")
}

/// The library file of `system`.
pub fn file(config_dir: &Path, system: SystemId) -> PathBuf {
    folder(config_dir).join(format!("{}.toml", system.key()))
}

/// The text of the file at `path`: `None` when there is none; why it cannot be used (not
/// a regular file, unreadable, bigger than [`MAX_BYTES`], not UTF-8). A byte-order mark is
/// left in: the callers that accept one strip it.
pub fn read_text(path: &Path) -> Result<Option<String>, Why> {
    use crate::regular_file::Refusal;
    let bytes = match crate::regular_file::read(path, MAX_BYTES) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => return Ok(None),
        Err(Refusal::NotAFile(kind)) => return Err(Why::NotAFile(kind.describe())),
        Err(Refusal::TooBig) => {
            return Err(Why::TooBig {
                mib: MAX_BYTES / (1024 * 1024),
            });
        }
        Err(Refusal::Io(e)) => return Err(Why::Io(e.to_string())),
    };
    String::from_utf8(bytes).map(Some).map_err(|_| Why::NotUtf8)
}

/// One system's library file as read.
#[derive(Debug, Clone, Default)]
pub struct FileRead {
    /// The file.
    pub path: PathBuf,
    /// Whether there is one.
    pub exists: bool,
    /// The templates it gives, in file order, with their lines.
    pub templates: Vec<toml_file::Read>,
    /// What was refused in it.
    pub notes: Vec<Note>,
}

/// Reads the library file of `system` in `config_dir`. Never fails: what went wrong is in
/// the notes, and every template that reads well is there.
pub fn read_file(config_dir: &Path, system: SystemId) -> FileRead {
    let path = file(config_dir, system);
    let note = |problem| Note {
        path: path.clone(),
        problem,
    };
    let text = match read_text(&path) {
        Ok(Some(text)) => text,
        Ok(None) => {
            return FileRead {
                path,
                ..FileRead::default()
            };
        }
        Err(why) => {
            return FileRead {
                notes: vec![note(Problem::new(0, None, why))],
                exists: true,
                path,
                templates: Vec::new(),
            };
        }
    };
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let (templates, problems) = toml_file::read(system, text);
    FileRead {
        notes: problems.into_iter().map(note).collect(),
        path,
        exists: true,
        templates,
    }
}

/// What an import did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Imported {
    /// The library file written.
    pub path: PathBuf,
    /// The keys appended.
    pub added: Vec<String>,
    /// The keys that were in the library already and were replaced (`--replace`).
    pub replaced: Vec<String>,
    /// The keys that were in the library already and were left as they are.
    pub kept: Vec<String>,
}

/// Appends `templates` to the library file of `system` (created with its folder when
/// there is none). A key already in the file is left alone unless `replace`, which
/// removes that template's table (from its `[[template]]` line to the next) before the
/// new one is appended; the rest of the text, comments included, is kept byte for byte.
/// Written to a temporary file beside it, synced, and renamed over it.
pub fn import(
    config_dir: &Path,
    system: SystemId,
    templates: &[Template],
    replace: bool,
) -> anyhow::Result<Imported> {
    let path = file(config_dir, system);
    let shown = crate::safe_text::path(&path);
    let old = read_text(&path)
        .map_err(|why| anyhow::anyhow!(Problem::new(0, None, why).render_in(&path)))?
        .unwrap_or_default();
    let (existing, _) = toml_file::read(system, old.strip_prefix('\u{feff}').unwrap_or(&old));
    let lines = toml_file::Lines::of(&old);
    let mut drop_lines = Vec::new();
    let mut imported = Imported {
        path: path.clone(),
        ..Imported::default()
    };
    let mut new = Vec::new();
    for t in templates {
        match existing.iter().find(|r| r.template.key == t.key) {
            Some(old_one) if replace => {
                if !lines.is_header(old_one.line) {
                    anyhow::bail!(crate::t!(
                        "library-import-no-header",
                        file = shown.as_str(),
                        line = old_one.line.to_string()
                    ));
                }
                drop_lines.push(old_one.line);
                imported.replaced.push(t.key.clone());
                new.push(t);
            }
            Some(_) => imported.kept.push(t.key.clone()),
            None => {
                imported.added.push(t.key.clone());
                new.push(t);
            }
        }
    }
    if new.is_empty() {
        return Ok(imported);
    }
    let mut text = without_tables(&old, &drop_lines);
    if !text.is_empty() && !text.ends_with('\n') {
        text.push('\n');
    }
    for t in &new {
        text.push_str(&toml_write::template(t));
    }
    // What is written must read back: every template imported, as it was given.
    let (back, _) = toml_file::read(system, text.strip_prefix('\u{feff}').unwrap_or(&text));
    for t in &new {
        if !back.iter().any(|r| &r.template == *t) {
            anyhow::bail!(crate::t!(
                "library-import-unreadable",
                key = crate::safe_text::escape(&t.key)
            ));
        }
    }
    write_atomically(&path, text.as_bytes()).map_err(|e| {
        anyhow::anyhow!(crate::t!(
            "library-import-write",
            file = shown.as_str(),
            message = e.to_string()
        ))
    })?;
    Ok(imported)
}

/// `text` without the `[[template]]` tables starting on `headers`: each from its header
/// line to the line before the next `[[template]]` header (or the end).
fn without_tables(text: &str, headers: &[usize]) -> String {
    if headers.is_empty() {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut dropping = false;
    for (i, line) in text.split_inclusive('\n').enumerate() {
        let number = i + 1;
        if toml_file::is_template_header(line) {
            dropping = headers.contains(&number);
        }
        if !dropping {
            out.push_str(line);
        }
    }
    out
}

/// Writes `bytes` to a new temporary file beside `path`, syncs it, renames it over `path`
/// and syncs the folder.
fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let temp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = std::fs::File::create_new(&temp)
        .and_then(|mut file| {
            file.write_all(bytes)?;
            file.sync_all()
        })
        .and_then(|()| std::fs::rename(&temp, path))
        .and_then(|()| crate::platform::durability::sync_dir(dir));
    if written.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    written
}
