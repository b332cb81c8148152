//! Small file-system helpers: the directory holding a file, syncing it, locking a save.

use std::fs::TryLockError;
use std::path::Path;

use super::error::StoreError;
use super::storage::{Storage, StoredFile};

/// The directory holding `path` (`.` for a bare file name).
pub(crate) fn parent_dir(path: &Path) -> &Path {
    match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    }
}

/// Makes a new or removed directory entry next to `path` durable (a no-op where
/// directories cannot be synced).
pub(crate) fn sync_parent<S: Storage>(storage: &S, path: &Path) -> Result<(), StoreError> {
    let dir = parent_dir(path);
    storage.sync_dir(dir).map_err(|source| StoreError::Io {
        action: "sync the directory",
        path: dir.to_path_buf(),
        source,
    })
}

/// Takes the save's exclusive advisory lock, so two fray processes never write one save.
/// Held until the file is closed. Where the file system cannot lock, goes on without.
///
/// A lock still held is tried again for a moment before giving up: a fray that has just
/// quit, or a child process started at the instant the file was closed (it shares the
/// lock until it runs its program), releases it within milliseconds.
pub(crate) fn lock<F: StoredFile>(path: &Path, file: &F) -> Result<(), StoreError> {
    const TRIES: u32 = 10;
    for attempt in 1..=TRIES {
        match file.try_lock() {
            Ok(()) | Err(TryLockError::Error(_)) => return Ok(()),
            Err(TryLockError::WouldBlock) if attempt < TRIES => {
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            Err(TryLockError::WouldBlock) => break,
        }
    }
    Err(StoreError::Locked {
        path: path.to_path_buf(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parent_of_bare_name_is_dot() {
        assert_eq!(parent_dir(Path::new("a.fray.jsonl")), Path::new("."));
        assert_eq!(parent_dir(Path::new("d/a.fray.jsonl")), Path::new("d"));
    }
}
