//! An open file of a [`SimStorage`]: reads and seeks anywhere, appends at the end, keeps
//! its writes and cuts pending until synced.

use std::fs::TryLockError;
use std::io::{self, Read, Seek, SeekFrom};
use std::time::{Duration, SystemTime};

use super::sim::{Fs, SimStorage, power_lost};
use super::sim_ops::{DataOp, apply};
use super::storage::{FileKind, FileMeta, LogFile, StoredFile};

/// An open file of a [`SimStorage`]. Stops working when the storage crashes.
#[derive(Debug)]
pub struct SimFile {
    storage: SimStorage,
    ino: usize,
    pos: u64,
    writable: bool,
    handle: u64,
    generation: u64,
}

impl SimFile {
    pub(super) fn new(
        storage: SimStorage,
        ino: usize,
        writable: bool,
        handle: u64,
        generation: u64,
    ) -> SimFile {
        SimFile {
            storage,
            ino,
            pos: 0,
            writable,
            handle,
            generation,
        }
    }

    /// Runs `f` on the file system, if this handle is still alive.
    fn with<T>(&self, f: impl FnOnce(&mut Fs, usize) -> io::Result<T>) -> io::Result<T> {
        let mut fs = self.storage.fs();
        fs.alive()?;
        if fs.generation != self.generation || fs.inodes.get(self.ino).is_none() {
            return Err(power_lost());
        }
        f(&mut fs, self.ino)
    }

    fn writable(&self) -> io::Result<()> {
        if self.writable {
            Ok(())
        } else {
            Err(io::Error::new(
                io::ErrorKind::PermissionDenied,
                "bad file descriptor: opened read-only (simulated)",
            ))
        }
    }

    /// Records a change to the file's bytes, pending until synced.
    fn change(&self, op: DataOp) -> io::Result<()> {
        self.writable()?;
        self.with(|fs, ino| {
            fs.clock += 1;
            let clock = fs.clock;
            if let Some(inode) = fs.inodes.get_mut(ino) {
                apply(&mut inode.current, &op);
                inode.pending.push(op);
                inode.modified = clock;
            }
            Ok(())
        })
    }
}

impl LogFile for SimFile {
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        let at = self.with(|fs, ino| {
            Ok(fs
                .inodes
                .get(ino)
                .map_or(0, |inode| inode.current.len() as u64))
        })?;
        self.change(DataOp::Write {
            at,
            bytes: buf.to_vec(),
        })
    }

    fn sync_data(&mut self) -> io::Result<()> {
        self.with(|fs, ino| {
            fs.sync_point()?;
            if let Some(inode) = fs.inodes.get_mut(ino) {
                inode.pending.clear();
                inode.durable = inode.current.clone();
            }
            Ok(())
        })
    }

    fn set_len(&mut self, len: u64) -> io::Result<()> {
        self.change(DataOp::SetLen(len))
    }
}

impl Read for SimFile {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let pos = usize::try_from(self.pos).unwrap_or(usize::MAX);
        let n = self.with(|fs, ino| {
            let bytes = fs.inodes.get(ino).map_or(&[][..], |i| &i.current[..]);
            let rest = bytes.get(pos..).unwrap_or_default();
            let n = rest.len().min(buf.len());
            if let (Some(to), Some(from)) = (buf.get_mut(..n), rest.get(..n)) {
                to.copy_from_slice(from);
            }
            Ok(n)
        })?;
        self.pos += n as u64;
        Ok(n)
    }
}

impl Seek for SimFile {
    fn seek(&mut self, to: SeekFrom) -> io::Result<u64> {
        let len = self.metadata()?.len;
        let target = match to {
            SeekFrom::Start(at) => Some(at),
            SeekFrom::End(delta) => len.checked_add_signed(delta),
            SeekFrom::Current(delta) => self.pos.checked_add_signed(delta),
        };
        let target = target.ok_or_else(|| {
            io::Error::new(
                io::ErrorKind::InvalidInput,
                "seek before the start (simulated)",
            )
        })?;
        self.pos = target;
        Ok(target)
    }
}

impl StoredFile for SimFile {
    fn metadata(&self) -> io::Result<FileMeta> {
        self.with(|fs, ino| {
            let (len, modified) = fs
                .inodes
                .get(ino)
                .map_or((0, 0), |i| (i.current.len() as u64, i.modified));
            Ok(FileMeta {
                len,
                kind: FileKind::File,
                modified: SystemTime::UNIX_EPOCH.checked_add(Duration::from_nanos(modified)),
                id: Some((0, ino as u64)),
            })
        })
    }

    fn try_lock(&self) -> Result<(), TryLockError> {
        self.with(|fs, ino| match fs.locks.get(&ino) {
            Some(holder) if *holder != self.handle => Ok(false),
            _ => {
                fs.locks.insert(ino, self.handle);
                Ok(true)
            }
        })
        .map_err(TryLockError::Error)
        .and_then(|got| {
            if got {
                Ok(())
            } else {
                Err(TryLockError::WouldBlock)
            }
        })
    }
}

impl Drop for SimFile {
    fn drop(&mut self) {
        let mut fs = self.storage.fs();
        if fs.generation == self.generation && fs.locks.get(&self.ino) == Some(&self.handle) {
            fs.locks.remove(&self.ino);
        }
    }
}
