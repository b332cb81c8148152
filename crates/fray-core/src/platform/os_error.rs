//! The system's error codes that fray words itself, as Unix numbers them. `std`'s
//! [`std::io::ErrorKind`] already names the full disk, the quota, the read-only file
//! system, a refused permission and a missing file; a failing disk (EIO) has no kind.
//!
//! A Windows port provides an [`is_disk_failure`] for its own codes
//! (`ERROR_CRC`, `ERROR_IO_DEVICE`, say).

/// Whether the system's error `code` says the disk failed to read or write (EIO).
pub fn is_disk_failure(code: i32) -> bool {
    code == libc::EIO
}
