//! The last resort for commands the disk refused: when fray must stop (its terminal is
//! gone, a signal, a crash) while some carried-out commands are still NOT SAVED and the
//! save still refuses them, their lines go into a rescue file next to the save,
//! `NAME.unsaved-<unix seconds>`, and every later opening of the save names it.
//!
//! A rescue file is a script of the command language: comments saying what it is, then
//! the commands in order. `fray run SAVE --script FILE` carries them out again; run on a
//! save that has not moved on since, each gets the sequence number it had, and so the
//! same dice.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::engine::Record;
use crate::platform::durability;

use super::disk::{parent_dir, side_file_names};
use super::storage::{OsStorage, Storage};

/// What a rescue file's name adds to the save's file name, before the time.
pub const RESCUE_KIND: &str = "unsaved";

/// Writes `records` (the commands carried out but never saved, oldest first) into a new
/// rescue file next to the save at `path`, synced, and returns its path. `stamp` is the
/// time in its name (seconds since the epoch).
pub fn write_rescue(path: &Path, records: &[Record], stamp: u64) -> io::Result<PathBuf> {
    let path = &real_save(path);
    let base = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "save".into());
    for side in side_file_names(path, RESCUE_KIND, stamp) {
        match OpenOptions::new().write(true).create_new(true).open(&side) {
            Ok(mut file) => {
                return match fill(&mut file, &base, records) {
                    Ok(()) => {
                        drop(file);
                        // The new name made durable; a folder that cannot be synced is
                        // left as it is.
                        let _ = durability::sync_dir(parent_dir(path));
                        Ok(side)
                    }
                    Err(e) => {
                        drop(file);
                        let _ = fs::remove_file(&side);
                        Err(e)
                    }
                };
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::other("too many rescue files already"))
}

/// The script: a comment block, then one line per command, each after a comment with its
/// sequence number.
fn fill(file: &mut File, save: &str, records: &[Record]) -> io::Result<()> {
    let mut text = String::new();
    text.push_str("# fray: commands carried out but NOT SAVED when fray stopped.\n");
    text.push_str(&format!(
        "# They are not in {}. To carry them out again: fray run SAVE --script THIS_FILE\n",
        one_line(save)
    ));
    for record in records {
        text.push_str(&format!(
            "# #{}\n{}\n",
            record.seq,
            one_line(&record.command)
        ));
    }
    file.write_all(text.as_bytes())?;
    file.sync_all()
}

/// A command or name on one line: line breaks become spaces, so a line stays one command.
fn one_line(text: &str) -> String {
    text.replace(['\n', '\r'], " ")
}

/// The rescue files next to the save at `path`, oldest name first.
pub fn rescue_files(path: &Path) -> Vec<PathBuf> {
    let path = &real_save(path);
    let Some(base) = path.file_name().map(|n| n.to_string_lossy().into_owned()) else {
        return Vec::new();
    };
    let prefix = format!("{base}.{RESCUE_KIND}-");
    let Ok(entries) = fs::read_dir(parent_dir(path)) else {
        return Vec::new();
    };
    let mut found: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().starts_with(&prefix))
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .map(|e| e.path())
        .collect();
    found.sort();
    found
}

/// The save a path names, a symbolic link followed: rescue files go next to it, as the
/// side files of a torn tail do (`recover.rs`), so every name of the save finds them.
fn real_save(path: &Path) -> PathBuf {
    OsStorage
        .real_path(path)
        .unwrap_or_else(|_| path.to_path_buf())
}

/// One warning per rescue file next to the save at `path`, for every opening of it.
pub fn rescue_warnings(path: &Path) -> Vec<String> {
    rescue_files(path)
        .iter()
        .map(|file| {
            let command = format!(
                "fray run {} --script {}",
                super::paths::shell_word(&path.display().to_string()),
                super::paths::shell_word(&file.display().to_string()),
            );
            crate::t!(
                "store-rescue-file-found",
                file = file.display().to_string(),
                command = command
            )
        })
        .collect()
}

#[cfg(test)]
#[path = "rescue_tests.rs"]
mod tests;
