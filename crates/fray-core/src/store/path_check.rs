//! Whether the file a writer holds open is still the save its path names. A sync tool, an
//! editor's save, `git checkout` or a restore puts a new file at the path (rename over it);
//! `rm` removes the name; another program may cut the file. The writer would go on
//! appending to a file nobody will read again, and acknowledge records that are in no
//! save: so [`SaveLog::append`](super::SaveLog::append) compares the open file with what
//! the path names before each write and after each sync, and stops writing at the first
//! difference ([`Detachment`]).

use std::io;
use std::path::Path;

use super::storage::{FileMeta, PathProbe};

/// What another program did to a save while fray was writing to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Detachment {
    /// The path now names another file.
    Replaced,
    /// The path names nothing any more.
    Removed,
    /// The file was cut shorter than what fray had written and synced.
    Truncated {
        /// Its length now.
        len: u64,
        /// The length fray had written.
        written: u64,
    },
    /// The file grew by bytes fray did not write.
    Grown {
        /// Its length now.
        len: u64,
        /// The length fray had written.
        written: u64,
    },
}

/// The identity of the file a writer opened, and how to look at its path again.
pub(super) struct Identity {
    probe: Option<PathProbe>,
    /// Device and inode of the open file, where the storage tells them.
    id: Option<(u64, u64)>,
}

impl std::fmt::Debug for Identity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Identity")
            .field("probe", &self.probe.is_some())
            .field("id", &self.id)
            .finish()
    }
}

impl Identity {
    /// The identity of the file just opened, whose metadata is `open`.
    pub(super) fn of(probe: Option<PathProbe>, open: io::Result<FileMeta>) -> Identity {
        Identity {
            probe,
            id: open.ok().and_then(|meta| meta.id),
        }
    }

    /// Whether `path` still names the open file, holding exactly `written` bytes (or more,
    /// when `leftover`: a failed write left bytes fray is about to cut off). A path that
    /// cannot be looked at for another reason than its absence (a folder made unreadable)
    /// is not taken for a change: the write itself will say what is wrong.
    pub(super) fn check(
        &self,
        path: &Path,
        written: u64,
        leftover: bool,
    ) -> Result<(), Detachment> {
        let (Some(probe), Some(id)) = (&self.probe, self.id) else {
            return Ok(());
        };
        let now = match probe(path) {
            Ok(meta) => meta,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(Detachment::Removed),
            Err(_) => return Ok(()),
        };
        if now.id != Some(id) {
            return Err(Detachment::Replaced);
        }
        if now.len < written {
            return Err(Detachment::Truncated {
                len: now.len,
                written,
            });
        }
        if now.len > written && !leftover {
            return Err(Detachment::Grown {
                len: now.len,
                written,
            });
        }
        Ok(())
    }
}
