//! Reading a small file fray only consults (`fray.toml`, once the old `fray.conf` and
//! `keys.conf`, the summary cache) without ever blocking: the file is opened with
//! `O_NONBLOCK` (opening a named pipe for reading otherwise waits for a writer, forever),
//! the open handle is checked to be a regular file (`fstat`: a directory, a pipe, a device
//! or a socket is refused without a byte read), and at most a given number of bytes is
//! read. Saves are checked by the store, and `--script FILE` may be a pipe on purpose:
//! neither comes through here.

use std::fs::Metadata;
use std::io::{self, Read};
use std::path::Path;

use crate::platform::special_files::{open_nonblocking, special_kind};

/// What was found in place of a regular file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotAFile {
    /// A directory.
    Dir,
    /// A named pipe (FIFO).
    Fifo,
    /// A character or block device.
    Device,
    /// A Unix socket.
    Socket,
    /// Anything else.
    Other,
}

impl NotAFile {
    /// What is there, when it is not a regular file.
    fn of(meta: &Metadata) -> Option<NotAFile> {
        let kind = meta.file_type();
        if kind.is_file() {
            return None;
        }
        if kind.is_dir() {
            return Some(NotAFile::Dir);
        }
        Some(special_kind(kind).unwrap_or(NotAFile::Other))
    }

    /// Its word for the catalog's selector.
    fn word(self) -> &'static str {
        match self {
            NotAFile::Dir => "dir",
            NotAFile::Fifo => "fifo",
            NotAFile::Device => "device",
            NotAFile::Socket => "socket",
            NotAFile::Other => "other",
        }
    }

    /// Why the file is not read, in words of the current language ("a named pipe, not a
    /// regular file").
    pub fn describe(self) -> String {
        crate::t!("regular-file-not-one", kind = self.word())
    }
}

/// Why a file could not be read.
#[derive(Debug)]
pub enum Refusal {
    /// Something other than a regular file is at the path.
    NotAFile(NotAFile),
    /// The file holds more than the limit.
    TooBig,
    /// Opening or reading it failed.
    Io(io::Error),
}

/// The bytes of the regular file at `path` (a symbolic link is followed), if it holds at
/// most `max` bytes; `Ok(None)` when nothing is there. Never blocks on a named pipe, never
/// reads a directory or a device.
pub fn read(path: &Path, max: u64) -> Result<Option<Vec<u8>>, Refusal> {
    // Looked at before opening, so a device is never opened at all; the open handle is
    // looked at again, in case the path changed in between.
    match std::fs::metadata(path) {
        Ok(meta) => {
            if let Some(kind) = NotAFile::of(&meta) {
                return Err(Refusal::NotAFile(kind));
            }
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(Refusal::Io(e)),
    }
    let file = match open_nonblocking(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(Refusal::Io(e)),
    };
    let meta = file.metadata().map_err(Refusal::Io)?;
    if let Some(kind) = NotAFile::of(&meta) {
        return Err(Refusal::NotAFile(kind));
    }
    if meta.len() > max {
        return Err(Refusal::TooBig);
    }
    let mut bytes = Vec::new();
    file.take(max.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(Refusal::Io)?;
    if bytes.len() as u64 > max {
        return Err(Refusal::TooBig);
    }
    Ok(Some(bytes))
}

/// The one-line warning for a file fray ignores because it is not a regular file: `PATH:
/// a named pipe, not a regular file; ignored` (the path escaped).
pub fn ignored_warning(path: &Path, kind: NotAFile) -> String {
    crate::t!(
        "regular-file-ignored",
        path = crate::safe_text::path(path),
        why = kind.describe()
    )
}

#[cfg(test)]
#[path = "regular_file_tests.rs"]
mod tests;
