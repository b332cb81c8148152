//! The operations a [`super::SimStorage`] keeps until they are synced, and what a power
//! loss does to them: applied whole, dropped, or garbled.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use super::disk::parent_dir;

/// A change to a file's bytes not synced yet.
#[derive(Debug, Clone)]
pub(super) enum DataOp {
    /// Bytes written at an offset.
    Write { at: u64, bytes: Vec<u8> },
    /// The file cut (or extended) to a length.
    SetLen(u64),
}

/// A change to a directory not synced yet.
#[derive(Debug, Clone)]
pub(super) enum DirOp {
    /// A name given to an inode (a new file, or a hard link).
    Name { path: PathBuf, ino: usize },
    /// A name moved, replacing what `to` named.
    Rename { from: PathBuf, to: PathBuf },
    /// A name removed.
    Remove { path: PathBuf },
}

impl DirOp {
    pub(super) fn dir(&self) -> &Path {
        match self {
            DirOp::Name { path, .. } | DirOp::Remove { path } => parent_dir(path),
            DirOp::Rename { to, .. } => parent_dir(to),
        }
    }

    pub(super) fn apply(&self, names: &mut BTreeMap<PathBuf, usize>) {
        match self {
            DirOp::Name { path, ino } => {
                names.insert(path.clone(), *ino);
            }
            DirOp::Rename { from, to } => {
                if let Some(ino) = names.remove(from) {
                    names.insert(to.clone(), ino);
                }
            }
            DirOp::Remove { path } => {
                names.remove(path);
            }
        }
    }
}

/// Applies one change to a file's bytes.
pub(super) fn apply(bytes: &mut Vec<u8>, op: &DataOp) {
    match op {
        DataOp::Write { at, bytes: data } => {
            let at = usize::try_from(*at).unwrap_or(usize::MAX);
            let end = at.saturating_add(data.len());
            if bytes.len() < end {
                bytes.resize(end, 0);
            }
            if let Some(slot) = bytes.get_mut(at..end) {
                slot.copy_from_slice(data);
            }
        }
        DataOp::SetLen(len) => bytes.resize(usize::try_from(*len).unwrap_or(usize::MAX), 0),
    }
}

/// A damaged version of `op`, for a file now `len` bytes long.
pub(super) fn garble(op: DataOp, len: u64, rng: &mut Rng) -> DataOp {
    match op {
        DataOp::Write { at, mut bytes } => {
            let n = bytes.len() as u64;
            if rng.below(2) == 0 {
                bytes.truncate(usize::try_from(rng.below(n)).unwrap_or(0));
            } else {
                let from = rng.below(n);
                let to = from + 1 + rng.below(n - from);
                let range = usize::try_from(from).unwrap_or(0)..usize::try_from(to).unwrap_or(0);
                if let Some(slot) = bytes.get_mut(range) {
                    slot.fill(0);
                }
            }
            DataOp::Write { at, bytes }
        }
        DataOp::SetLen(target) if target < len => {
            DataOp::SetLen(target + rng.below(len - target + 1))
        }
        other => other,
    }
}

/// A small deterministic generator (SplitMix64), so a failure can be replayed.
#[derive(Debug, Clone)]
pub(super) struct Rng(pub(super) u64);

impl Rng {
    pub(super) fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        z % n.max(1)
    }
}
