//! [`SimStorage`], a test double: an in-memory file system that can lose power.
//!
//! Each file keeps its durable bytes (what survives a power loss) and the writes and cuts
//! made since its last sync; the directory keeps its durable names and the creations,
//! links, renames and removals made since it was last synced. Syncing a file makes its
//! bytes durable, not its name: that takes a sync of its directory, as on a real disk.
//!
//! [`SimStorage::crash`] is a power loss: every operation not yet synced is independently
//! applied, dropped, or (for file data) garbled, deterministically from a seed. A garbled
//! write reaches the disk in part (a prefix), or with a stretch of its bytes read back as
//! zeros (blocks allocated but never written); a garbled cut leaves the file at a length
//! between the old and the new. Directory operations keep their order and are applied or
//! dropped whole (a rename is atomic). Every `sync_data` and `sync_dir` is a numbered sync
//! point; [`SimStorage::crash_at_sync`] makes power fail at one of them: that sync and
//! everything after it fails, until [`SimStorage::crash`] "reboots".

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

use super::sim_file::SimFile;
use super::sim_ops::{DataOp, DirOp, Rng, apply, garble};
use super::storage::{FileKind, FileMeta, OpenMode, PathProbe, Storage};

/// An in-memory file system for tests. Clones share the same files.
#[derive(Debug, Clone, Default)]
pub struct SimStorage {
    fs: Arc<Mutex<Fs>>,
}

/// What one power loss did to the operations not yet synced.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Fate {
    /// Reached the disk whole.
    pub applied: usize,
    /// Never reached it.
    pub dropped: usize,
    /// Reached it damaged (in part, or with zeros).
    pub garbled: usize,
}

/// The shared state of a [`SimStorage`].
#[derive(Debug, Default, Clone)]
pub(super) struct Fs {
    pub(super) inodes: Vec<Inode>,
    names: BTreeMap<PathBuf, usize>,
    durable_names: BTreeMap<PathBuf, usize>,
    dir_pending: Vec<DirOp>,
    syncs: u64,
    crash_at: Option<u64>,
    dead: bool,
    /// Bumped at each crash: handles from before it are dead.
    pub(super) generation: u64,
    /// Inode -> the handle holding its lock.
    pub(super) locks: BTreeMap<usize, u64>,
    pub(super) next_handle: u64,
    /// Bumped at each change, for modification times.
    pub(super) clock: u64,
}

/// One file's contents.
#[derive(Debug, Default, Clone)]
pub(super) struct Inode {
    pub(super) durable: Vec<u8>,
    pub(super) current: Vec<u8>,
    pub(super) pending: Vec<DataOp>,
    pub(super) modified: u64,
}

/// The error every operation returns once power is lost.
pub(super) fn power_lost() -> io::Error {
    io::Error::other("the power failed (simulated)")
}

impl Fs {
    /// Fails once power is lost.
    pub(super) fn alive(&self) -> io::Result<()> {
        if self.dead { Err(power_lost()) } else { Ok(()) }
    }

    /// Counts a sync point; the armed one loses power instead of syncing.
    pub(super) fn sync_point(&mut self) -> io::Result<()> {
        self.alive()?;
        self.syncs += 1;
        if self.crash_at == Some(self.syncs) {
            self.dead = true;
            return Err(power_lost());
        }
        Ok(())
    }

    fn lookup(&self, path: &Path) -> io::Result<usize> {
        self.names.get(path).copied().ok_or_else(|| {
            io::Error::new(
                io::ErrorKind::NotFound,
                "no such file or directory (simulated)",
            )
        })
    }

    fn taken(&self, path: &Path) -> io::Result<()> {
        if self.names.contains_key(path) {
            return Err(io::Error::new(
                io::ErrorKind::AlreadyExists,
                "file exists (simulated)",
            ));
        }
        Ok(())
    }

    fn change_dir(&mut self, op: DirOp) {
        op.apply(&mut self.names);
        self.dir_pending.push(op);
    }
}

impl SimStorage {
    /// An empty file system, with power.
    pub fn new() -> SimStorage {
        SimStorage::default()
    }

    pub(super) fn fs(&self) -> MutexGuard<'_, Fs> {
        self.fs
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// An independent copy of the file system as it is now (synced and pending
    /// operations alike), without its open handles' locks: to try several crashes from
    /// one state.
    pub fn fork(&self) -> SimStorage {
        let mut copy = self.fs().clone();
        copy.locks.clear();
        copy.generation += 1;
        SimStorage {
            fs: Arc::new(Mutex::new(copy)),
        }
    }

    /// Makes power fail at the `k`-th sync point from now on (counting from 1 since the
    /// file system was made or last crashed): that sync fails, and so does everything after.
    pub fn crash_at_sync(&self, k: u64) {
        self.fs().crash_at = Some(k);
    }

    /// How many sync points were passed since the file system was made or last crashed.
    pub fn syncs(&self) -> u64 {
        self.fs().syncs
    }

    /// Whether power is lost (an armed sync point was reached and no crash followed yet).
    pub fn is_down(&self) -> bool {
        self.fs().dead
    }

    /// Loses power now and comes back: each operation not yet synced is applied, dropped or
    /// garbled, deterministically from `seed`. Open handles stop working; locks are gone;
    /// the sync count starts again from 0, with no sync point armed.
    pub fn crash(&self, seed: u64) -> Fate {
        let mut fs = self.fs();
        let mut rng = Rng(seed ^ 0x9e37_79b9_7f4a_7c15);
        let mut fate = Fate::default();
        for inode in &mut fs.inodes {
            let mut bytes = std::mem::take(&mut inode.durable);
            for op in std::mem::take(&mut inode.pending) {
                match rng.below(3) {
                    0 => {
                        fate.applied += 1;
                        apply(&mut bytes, &op);
                    }
                    1 => fate.dropped += 1,
                    _ => {
                        fate.garbled += 1;
                        let op = garble(op, bytes.len() as u64, &mut rng);
                        apply(&mut bytes, &op);
                    }
                }
            }
            inode.current = bytes.clone();
            inode.durable = bytes;
        }
        let mut names = std::mem::take(&mut fs.durable_names);
        for op in std::mem::take(&mut fs.dir_pending) {
            if rng.below(2) == 0 {
                fate.applied += 1;
                op.apply(&mut names);
            } else {
                fate.dropped += 1;
            }
        }
        fs.names = names.clone();
        fs.durable_names = names;
        fs.locks.clear();
        fs.generation += 1;
        fs.syncs = 0;
        fs.crash_at = None;
        fs.dead = false;
        fate
    }

    /// The bytes a file holds now (`None` if there is no such name).
    pub fn contents(&self, path: &Path) -> Option<Vec<u8>> {
        let fs = self.fs();
        let ino = *fs.names.get(path)?;
        fs.inodes.get(ino).map(|inode| inode.current.clone())
    }

    /// Puts a file in place with `bytes`, durably (name included): a test's starting point.
    pub fn put(&self, path: &Path, bytes: &[u8]) {
        let mut fs = self.fs();
        let ino = fs.inodes.len();
        fs.inodes.push(Inode {
            durable: bytes.to_vec(),
            current: bytes.to_vec(),
            pending: Vec::new(),
            modified: 0,
        });
        fs.names.insert(path.to_path_buf(), ino);
        fs.durable_names.insert(path.to_path_buf(), ino);
    }

    /// Every name, in order.
    pub fn names(&self) -> Vec<PathBuf> {
        self.fs().names.keys().cloned().collect()
    }
}

impl Storage for SimStorage {
    type File = SimFile;

    fn open(&self, path: &Path, mode: OpenMode) -> io::Result<SimFile> {
        let mut fs = self.fs();
        fs.alive()?;
        let ino = match mode {
            OpenMode::Read | OpenMode::Append => fs.lookup(path)?,
            OpenMode::CreateNew => {
                fs.taken(path)?;
                let ino = fs.inodes.len();
                fs.inodes.push(Inode::default());
                fs.change_dir(DirOp::Name {
                    path: path.to_path_buf(),
                    ino,
                });
                ino
            }
        };
        fs.next_handle += 1;
        Ok(SimFile::new(
            self.clone(),
            ino,
            mode != OpenMode::Read,
            fs.next_handle,
            fs.generation,
        ))
    }

    fn real_path(&self, path: &Path) -> io::Result<PathBuf> {
        let fs = self.fs();
        fs.alive()?;
        fs.lookup(path).map(|_| path.to_path_buf())
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        let mut fs = self.fs();
        fs.alive()?;
        fs.lookup(from)?;
        fs.change_dir(DirOp::Rename {
            from: from.to_path_buf(),
            to: to.to_path_buf(),
        });
        Ok(())
    }

    fn hard_link(&self, original: &Path, link: &Path) -> io::Result<()> {
        let mut fs = self.fs();
        fs.alive()?;
        let ino = fs.lookup(original)?;
        fs.taken(link)?;
        fs.change_dir(DirOp::Name {
            path: link.to_path_buf(),
            ino,
        });
        Ok(())
    }

    fn remove_file(&self, path: &Path) -> io::Result<()> {
        let mut fs = self.fs();
        fs.alive()?;
        fs.lookup(path)?;
        fs.change_dir(DirOp::Remove {
            path: path.to_path_buf(),
        });
        Ok(())
    }

    fn sync_dir(&self, dir: &Path) -> io::Result<()> {
        let mut fs = self.fs();
        fs.sync_point()?;
        let (synced, rest): (Vec<DirOp>, Vec<DirOp>) = std::mem::take(&mut fs.dir_pending)
            .into_iter()
            .partition(|op| op.dir() == dir);
        for op in &synced {
            op.apply(&mut fs.durable_names);
        }
        fs.dir_pending = rest;
        Ok(())
    }

    fn copy_permissions(&self, from: &Path, to: &Path) -> io::Result<()> {
        let fs = self.fs();
        fs.alive()?;
        fs.lookup(from)?;
        fs.lookup(to).map(|_| ())
    }

    fn list_dir(&self, dir: &Path) -> io::Result<Vec<PathBuf>> {
        let fs = self.fs();
        fs.alive()?;
        Ok(fs
            .names
            .keys()
            .filter(|name| super::disk::parent_dir(name) == dir)
            .cloned()
            .collect())
    }

    fn probe(&self) -> Option<PathProbe> {
        let storage = self.clone();
        Some(Arc::new(move |path: &Path| {
            let fs = storage.fs();
            fs.alive()?;
            let ino = fs.lookup(path)?;
            let len = fs.inodes.get(ino).map_or(0, |i| i.current.len() as u64);
            Ok(FileMeta {
                len,
                kind: FileKind::File,
                modified: None,
                id: Some((0, ino as u64)),
            })
        }))
    }
}

#[cfg(test)]
#[path = "sim_tests.rs"]
mod tests;
