//! Making a folder's names durable, as Unix does it: a file's bytes are made durable by
//! `std`'s `sync_data` (fdatasync) and `sync_all` (fsync) on the file, which every system
//! has, but a name created, renamed or removed lasts a power loss only once its folder is
//! synced too, by opening the folder and calling fsync on it ([`sync_dir`]).
//!
//! A Windows port provides a [`sync_dir`] with the same promise: a folder opens there only
//! with `FILE_FLAG_BACKUP_SEMANTICS`, and the port says how it makes a new name last (a
//! rename with `MOVEFILE_WRITE_THROUGH`, say).

use std::fs::File;
use std::io;
use std::path::Path;

/// Makes the names created, renamed or removed in `dir` durable.
pub fn sync_dir(dir: &Path) -> io::Result<()> {
    File::open(dir)?.sync_all()
}
