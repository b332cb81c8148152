//! Files that are not regular, as Unix has them: named pipes, character and block devices,
//! sockets ([`special_kind`]); and opening a file to read without waiting for a pipe's
//! writer and without making a terminal fray's controlling one ([`open_nonblocking`]:
//! `O_NONBLOCK | O_NOCTTY`).
//!
//! A Windows port provides the same: a [`special_kind`] that finds nothing special (a
//! regular file or a folder is all `std` reports there, and the caller handles both), and
//! an [`open_nonblocking`] that opens normally (a named pipe is not at an ordinary path).

use std::fs::{File, FileType, OpenOptions};
use std::io;
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
use std::path::Path;

use crate::regular_file::NotAFile;

/// What `kind` is when it is a pipe, a device or a socket; `None` for anything else (a
/// regular file, a folder, a symbolic link).
pub fn special_kind(kind: FileType) -> Option<NotAFile> {
    if kind.is_fifo() {
        return Some(NotAFile::Fifo);
    }
    if kind.is_char_device() || kind.is_block_device() {
        return Some(NotAFile::Device);
    }
    if kind.is_socket() {
        return Some(NotAFile::Socket);
    }
    None
}

/// Opens `path` read-only without waiting for a writer (a named pipe) and without making
/// a terminal fray's controlling one.
pub fn open_nonblocking(path: &Path) -> io::Result<File> {
    OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY)
        .open(path)
}
