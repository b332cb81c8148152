//! What identifies one version of a file without reading it: its length, its last-write
//! time to the nanosecond and, on Unix, its device, inode and change time (which no tool
//! can set back, so a file replaced by another of the same length and write time is still
//! told apart). Two equal stamps mean "very probably the same bytes"; the summary cache
//! ([`crate::saves`]) trusts what it learned of a save only while its stamp is unchanged.

use std::fs::Metadata;
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use crate::platform::file_identity;

/// One version of a file, as its metadata tells it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct FileStamp {
    /// Its length in bytes.
    pub len: u64,
    /// Its last-write time, in nanoseconds since 1970 (negative before).
    pub modified_ns: i128,
    /// Its last status change (Unix `ctime`, in nanoseconds since 1970; 0 elsewhere).
    pub changed_ns: i128,
    /// Its inode number (0 where there is none).
    pub inode: u64,
    /// The device holding it (0 where there is none).
    pub device: u64,
}

impl FileStamp {
    /// The stamp of a file from its metadata.
    pub fn of(meta: &Metadata) -> FileStamp {
        let modified_ns = meta.modified().map_or(0, nanos_since_epoch);
        let changed_ns = file_identity::change_time_ns(meta);
        let (device, inode) = file_identity::id(meta);
        FileStamp {
            len: meta.len(),
            modified_ns,
            changed_ns,
            inode,
            device,
        }
    }
}

/// A time as nanoseconds since 1970, negative before.
pub fn nanos_since_epoch(time: SystemTime) -> i128 {
    match time.duration_since(UNIX_EPOCH) {
        Ok(after) => i128::try_from(after.as_nanos()).unwrap_or(i128::MAX),
        Err(before) => -i128::try_from(before.duration().as_nanos()).unwrap_or(i128::MAX),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;
    use std::time::Duration;

    #[test]
    fn a_rewrite_of_the_same_length_and_write_time_changes_the_stamp() -> std::io::Result<()> {
        let tmp = tempfile::tempdir()?;
        let path = tmp.path().join("a.fray.jsonl");
        std::fs::write(&path, b"first")?;
        let when = SystemTime::now() - Duration::from_secs(3_600);
        std::fs::File::options()
            .write(true)
            .open(&path)?
            .set_modified(when)?;
        let before = FileStamp::of(&std::fs::metadata(&path)?);
        assert_eq!(before.len, 5);
        assert_eq!(before.modified_ns, nanos_since_epoch(when));

        // Another file of the same length put in its place, its write time set back.
        let other = tmp.path().join("b.tmp");
        std::fs::File::create(&other)?.write_all(b"other")?;
        std::fs::rename(&other, &path)?;
        std::fs::File::options()
            .write(true)
            .open(&path)?
            .set_modified(when)?;
        let after = FileStamp::of(&std::fs::metadata(&path)?);
        assert_eq!(
            (after.len, after.modified_ns),
            (before.len, before.modified_ns)
        );
        assert_ne!(after, before, "the inode tells the files apart");
        Ok(())
    }

    #[test]
    fn times_before_1970_are_negative() {
        let before = UNIX_EPOCH - Duration::from_nanos(1_500);
        assert_eq!(nanos_since_epoch(before), -1_500);
        assert_eq!(
            nanos_since_epoch(UNIX_EPOCH + Duration::from_secs(2)),
            2_000_000_000
        );
    }
}
