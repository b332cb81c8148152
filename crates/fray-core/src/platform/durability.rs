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

/// Starts writing `file`'s changed bytes to the disk without waiting for them, so that the
/// `sync_data` that follows finds the data on its way (Linux: `sync_file_range` with
/// `SYNC_FILE_RANGE_WRITE`). Only a head start: nothing is durable until `sync_data`
/// returns, and a failure here is left for `sync_data` to report. Elsewhere it does
/// nothing.
pub fn start_writeback(file: &File) {
    #[cfg(target_os = "linux")]
    {
        use std::os::fd::AsRawFd;
        // SAFETY: a plain system call on an open file descriptor that `file` keeps open
        // for the length of the call; offset and length 0 name the whole file.
        let _ =
            unsafe { libc::sync_file_range(file.as_raw_fd(), 0, 0, libc::SYNC_FILE_RANGE_WRITE) };
    }
    #[cfg(not(target_os = "linux"))]
    let _ = file;
}

/// Makes the names created, renamed or removed in `dir` durable.
pub fn sync_dir(dir: &Path) -> io::Result<()> {
    File::open(dir)?.sync_all()
}
