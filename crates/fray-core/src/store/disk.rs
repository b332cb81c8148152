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

/// The names a side file of the save at `path` may take, in the order they are tried:
/// `NAME.<kind>-<stamp>`, then `-1`, `-2`... (1000 in all). Writers take the first that
/// does not exist yet (created with create-new), so no file is ever overwritten.
pub(crate) fn side_file_names<'a>(
    path: &'a Path,
    kind: &'a str,
    stamp: u64,
) -> impl Iterator<Item = std::path::PathBuf> + 'a {
    let base = path
        .file_name()
        .map(|n| n.to_os_string())
        .unwrap_or_else(|| "save".into());
    let dir = parent_dir(path);
    (0..1000u32).map(move |n| {
        let mut name = base.clone();
        name.push(if n == 0 {
            format!(".{kind}-{stamp}")
        } else {
            format!(".{kind}-{stamp}-{n}")
        });
        dir.join(name)
    })
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
