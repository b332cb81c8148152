//! The lock on a save's *path*: a small hidden file beside the save (`.NAME.lock`), held
//! locked by the fray writing the save. The save file's own lock follows the file, not its
//! name: when another program puts a new file at the path (a sync tool, an editor, a
//! restore), a second fray could lock the new file and write beside the first. The lock
//! file stays while the save is written, so the second one is refused.
//!
//! The lock file is removed when the writer closes (a crash leaves it: harmless, the
//! system frees the lock with the process, and the next writer takes it again). A writer
//! that locked a lock file which was removed meanwhile, or replaced, sees that the path no
//! longer names what it locked and tries again, so two writers never both hold one path.

use std::fs::{File, OpenOptions, TryLockError};
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::disk::parent_dir;
use crate::platform::{file_identity, file_lock};

/// How many times a lock held by someone else is tried, [`PAUSE`] apart: a fray that has
/// just quit releases it within milliseconds.
const TRIES: u32 = 10;

/// The pause between two tries.
const PAUSE: Duration = Duration::from_millis(20);

/// The lock on one save's path, held until dropped (see the module documentation).
#[derive(Debug)]
pub struct PathLock {
    file: File,
    path: PathBuf,
}

/// Why the path lock could not be taken.
#[derive(Debug)]
pub enum PathLockError {
    /// Another fray holds it.
    Held,
    /// The lock file could not be made or locked (a read-only folder, a file system
    /// without locks): the caller goes on with the save file's own lock only.
    Unavailable(io::Error),
}

impl PathLock {
    /// The name of the lock file of the save at `save`: `.NAME.lock` in its folder.
    pub fn file_for(save: &Path) -> PathBuf {
        let mut name = std::ffi::OsString::from(".");
        name.push(save.file_name().unwrap_or_else(|| "save".as_ref()));
        name.push(".lock");
        parent_dir(save).join(name)
    }

    /// Whether another fray holds the lock of the save at `save` (the GM's fray is
    /// writing it), told without taking the lock and without creating its file: no lock
    /// file, or one nobody holds, is `false`; a lock file that cannot be read is `false`
    /// too (nothing says a writer is there).
    pub fn held_by_another(save: &Path) -> bool {
        match File::open(Self::file_for(save)) {
            Ok(file) => file_lock::held_elsewhere(&file).unwrap_or(false),
            Err(_) => false,
        }
    }

    /// Takes the lock of the save at `save` (its real path: a symbolic link followed).
    pub fn take(save: &Path) -> Result<PathLock, PathLockError> {
        let path = Self::file_for(save);
        for attempt in 1..=TRIES {
            let file = OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .open(&path)
                .map_err(PathLockError::Unavailable)?;
            match file_lock::try_lock(&file) {
                Ok(()) => {}
                Err(TryLockError::Error(e)) => return Err(PathLockError::Unavailable(e)),
                Err(TryLockError::WouldBlock) => {
                    if attempt < TRIES {
                        std::thread::sleep(PAUSE);
                        continue;
                    }
                    return Err(PathLockError::Held);
                }
            }
            // Locked: but a writer that was closing may have removed the name meanwhile
            // (and another may have made a new one): only the file the path names counts.
            if names(&path, &file) {
                return Ok(PathLock { file, path });
            }
        }
        Err(PathLockError::Held)
    }
}

impl Drop for PathLock {
    fn drop(&mut self) {
        // Removed while still locked, and only if the name is still ours: a writer waiting
        // on this file then finds the name gone and makes a new one.
        if names(&self.path, &self.file) {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

/// Whether `path` names the open `file`.
fn names(path: &Path, file: &File) -> bool {
    match (std::fs::metadata(path), file.metadata()) {
        (Ok(named), Ok(open)) => file_identity::id(&named) == file_identity::id(&open),
        _ => false,
    }
}

#[cfg(test)]
#[path = "path_lock_tests.rs"]
mod tests;
