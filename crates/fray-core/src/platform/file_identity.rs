//! Which file a path or an open handle is, as Unix tells it: the device and the inode,
//! equal for two names of one file (a hard link, a symbolic link followed) and different
//! for a file put in another's place; and the change time (`ctime`), which no tool can set
//! back.
//!
//! A Windows port provides the same from `GetFileInformationByHandle`: the volume serial
//! number and the file index for [`id`], and the change time (`ChangeTime` of
//! `FILE_BASIC_INFO`) for [`change_time_ns`].

use std::fs::Metadata;
use std::os::unix::fs::MetadataExt;

/// The file `meta` describes, as (device, inode).
pub fn id(meta: &Metadata) -> (u64, u64) {
    (meta.dev(), meta.ino())
}

/// When the file's status last changed (written, renamed, linked, its permissions set), in
/// nanoseconds since 1970 (negative before).
pub fn change_time_ns(meta: &Metadata) -> i128 {
    i128::from(meta.ctime()) * 1_000_000_000 + i128::from(meta.ctime_nsec())
}
