//! The lock that keeps a second fray from writing a save, as Unix gives it: `flock(2)`
//! through [`File::try_lock`]. It is advisory (only programs that ask see it), held by the
//! open file rather than its name, freed by the system when the process ends however it
//! ends, and it does not stop the locked file's name from being removed or replaced
//! (the save's path lock, `store::path_lock`, removes its lock file while still holding it).
//!
//! A Windows port provides a [`try_lock`] with the same contract: `LockFileEx` gives the
//! exclusive lock freed with the process, but the lock files must then be opened with
//! `FILE_SHARE_DELETE` so that removing or renaming a locked name still works.

use std::fs::{File, TryLockError};

/// Takes `file`'s exclusive lock without waiting; held until the file is closed.
/// `WouldBlock` when another open file holds it.
pub fn try_lock(file: &File) -> Result<(), TryLockError> {
    file.try_lock()
}

/// Whether another open file holds `file`'s exclusive lock, asked without keeping
/// anything: a shared lock is tried without waiting and, when it is granted, given back
/// at once (a writer taking the lock at that very instant waits and tries again, as
/// `store::path_lock` does). `file` may be opened read-only.
///
/// A Windows port asks the same of `LockFileEx` (shared, fail immediately) and
/// `UnlockFileEx`.
pub fn held_elsewhere(file: &File) -> std::io::Result<bool> {
    match file.try_lock_shared() {
        Ok(()) => file.unlock().map(|()| false),
        Err(TryLockError::WouldBlock) => Ok(true),
        Err(TryLockError::Error(e)) => Err(e),
    }
}
