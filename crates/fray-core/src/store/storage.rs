//! Every operation the store does on save files and their directory goes through a
//! [`Storage`]: opening and creating files, renaming, linking, removing, syncing the
//! directory; and, on an open file ([`StoredFile`]), reading, appending, syncing, cutting,
//! asking its size and locking it. [`OsStorage`] is the real file system and the default of
//! every public entry point; [`super::SimStorage`] is an in-memory double that can lose
//! power, and tests wrap either one to inject I/O errors.
//!
//! Listing the saves directory ([`super::paths`]) is not a save-file operation and stays on
//! `std::fs`; listing the folder of one save (for its side files) is [`Storage::list_dir`].

use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::{self, Read, Seek, Write};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::path_lock::{PathLock, PathLockError};
use crate::platform::{durability, file_identity, file_lock};

/// What [`super::SaveLog`] needs from the file it writes: the three operations it uses, so
/// tests can put a failing double ([`super::FailAfter`]) in front of a real file.
pub trait LogFile {
    /// Writes all of `buf` at the end of the file, or fails (possibly after writing part).
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()>;
    /// Makes everything written so far durable (fsync / fdatasync).
    fn sync_data(&mut self) -> io::Result<()>;
    /// Starts writing what was written so far to the disk without waiting (a head start
    /// for the [`LogFile::sync_data`] that must still follow; nothing is durable before
    /// it). The default does nothing.
    fn start_sync(&mut self) {}
    /// Cuts the file to `len` bytes.
    fn set_len(&mut self, len: u64) -> io::Result<()>;
}

impl LogFile for Box<dyn LogFile + Send> {
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        (**self).write_all(buf)
    }

    fn sync_data(&mut self) -> io::Result<()> {
        (**self).sync_data()
    }

    fn start_sync(&mut self) {
        (**self).start_sync()
    }

    fn set_len(&mut self, len: u64) -> io::Result<()> {
        (**self).set_len(len)
    }
}

/// An open save, side file or temporary file: readable and seekable from any position,
/// written only at its end ([`LogFile::write_all`] appends).
pub trait StoredFile: LogFile + Read + Seek {
    /// The file's size and kind, as the open handle sees it.
    fn metadata(&self) -> io::Result<FileMeta>;
    /// Takes the file's exclusive advisory lock without waiting, held until it is closed.
    fn try_lock(&self) -> Result<(), TryLockError>;
}

/// What kind of thing a path names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// A regular file.
    File,
    /// A directory.
    Dir,
    /// Anything else (a device, a pipe, a socket).
    Other,
}

/// The metadata the store looks at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FileMeta {
    /// Size in bytes.
    pub len: u64,
    /// What it is.
    pub kind: FileKind,
    /// Last modification, where known.
    pub modified: Option<SystemTime>,
    /// Device and inode (Unix), or the double's own identity: changes when the path is
    /// replaced by another file.
    pub id: Option<(u64, u64)>,
}

/// How [`Storage::open`] opens a file. Every mode can read; writes always go to the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpenMode {
    /// An existing file, read only.
    Read,
    /// An existing file, to read and append to.
    Append,
    /// A new file, to read and append to; fails with `AlreadyExists` if the path is taken.
    CreateNew,
}

/// The file system the store works on. See the module documentation.
pub trait Storage {
    /// An open file.
    type File: StoredFile;
    /// Opens `path` as `mode` says.
    fn open(&self, path: &Path, mode: OpenMode) -> io::Result<Self::File>;
    /// What `path` names (a symbolic link followed), looked at without opening it, when
    /// the storage can tell: opening a pipe to read would block until a writer comes.
    /// `None` (the default) leaves the check to the open file's metadata.
    fn kind(&self, _path: &Path) -> io::Result<Option<FileKind>> {
        Ok(None)
    }
    /// The file `path` names: a symbolic link is followed, anything else is `path` itself.
    fn real_path(&self, path: &Path) -> io::Result<PathBuf>;
    /// Renames `from` to `to`, replacing `to` atomically if it exists.
    fn rename(&self, from: &Path, to: &Path) -> io::Result<()>;
    /// Makes `link` a second name of `original`; fails with `AlreadyExists` if taken.
    fn hard_link(&self, original: &Path, link: &Path) -> io::Result<()>;
    /// Removes the name `path`.
    fn remove_file(&self, path: &Path) -> io::Result<()>;
    /// Makes the names created, renamed or removed in `dir` durable.
    fn sync_dir(&self, dir: &Path) -> io::Result<()>;
    /// Gives `to` the permissions of `from` (best effort where there are none).
    fn copy_permissions(&self, from: &Path, to: &Path) -> io::Result<()>;
    /// Every name in the folder `dir`, as `dir` joined with it (to find a save's side
    /// files).
    fn list_dir(&self, dir: &Path) -> io::Result<Vec<PathBuf>>;
    /// A probe telling, later and from any thread, what a path names now (a symbolic link
    /// followed): how a writer notices that another program replaced, removed or cut its
    /// save. `None` (the default) where the storage cannot tell; the writer then goes on
    /// without looking.
    fn probe(&self) -> Option<PathProbe> {
        None
    }
    /// Takes the lock that keeps a second writer off the save at `path` even after another
    /// program put a new file there (the open file's own lock stays on the old one).
    /// `Ok(None)` (the default) where the storage has no such lock.
    fn lock_path(&self, _path: &Path) -> Result<Option<PathLock>, PathLockError> {
        Ok(None)
    }
}

/// What a path names now, as [`Storage::probe`] tells it.
pub type PathProbe = std::sync::Arc<dyn Fn(&Path) -> io::Result<FileMeta> + Send + Sync>;

/// The real file system, through `std::fs`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OsStorage;

impl Storage for OsStorage {
    type File = File;

    fn open(&self, path: &Path, mode: OpenMode) -> io::Result<File> {
        let mut options = OpenOptions::new();
        options.read(true);
        match mode {
            OpenMode::Read => {}
            OpenMode::Append => {
                options.append(true);
            }
            OpenMode::CreateNew => {
                options.append(true).create_new(true);
            }
        }
        options.open(path)
    }

    fn kind(&self, path: &Path) -> io::Result<Option<FileKind>> {
        Ok(Some(kind_of(&fs::metadata(path)?)))
    }

    fn real_path(&self, path: &Path) -> io::Result<PathBuf> {
        if fs::symlink_metadata(path)?.is_symlink() {
            fs::canonicalize(path)
        } else {
            Ok(path.to_path_buf())
        }
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        fs::rename(from, to)
    }

    fn hard_link(&self, original: &Path, link: &Path) -> io::Result<()> {
        fs::hard_link(original, link)
    }

    fn remove_file(&self, path: &Path) -> io::Result<()> {
        fs::remove_file(path)
    }

    fn sync_dir(&self, dir: &Path) -> io::Result<()> {
        durability::sync_dir(dir)
    }

    fn copy_permissions(&self, from: &Path, to: &Path) -> io::Result<()> {
        fs::set_permissions(to, fs::metadata(from)?.permissions())
    }

    fn list_dir(&self, dir: &Path) -> io::Result<Vec<PathBuf>> {
        fs::read_dir(dir)?
            .map(|entry| entry.map(|e| e.path()))
            .collect()
    }

    fn probe(&self) -> Option<PathProbe> {
        Some(std::sync::Arc::new(|path: &Path| {
            fs::metadata(path).map(|meta| meta_of(&meta))
        }))
    }

    fn lock_path(&self, path: &Path) -> Result<Option<PathLock>, PathLockError> {
        let real = match self.real_path(path) {
            Ok(real) => real,
            // A save about to be created: its path is its own.
            Err(e) if e.kind() == io::ErrorKind::NotFound => path.to_path_buf(),
            Err(e) => return Err(PathLockError::Unavailable(e)),
        };
        PathLock::take(&real).map(Some)
    }
}

impl LogFile for File {
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        Write::write_all(self, buf)
    }

    fn sync_data(&mut self) -> io::Result<()> {
        File::sync_data(self)
    }

    fn start_sync(&mut self) {
        durability::start_writeback(self)
    }

    fn set_len(&mut self, len: u64) -> io::Result<()> {
        File::set_len(self, len)
    }
}

impl StoredFile for File {
    fn metadata(&self) -> io::Result<FileMeta> {
        File::metadata(self).map(|meta| meta_of(&meta))
    }

    fn try_lock(&self) -> Result<(), TryLockError> {
        file_lock::try_lock(self)
    }
}

/// What the store looks at in a file's metadata.
pub(crate) fn meta_of(meta: &fs::Metadata) -> FileMeta {
    FileMeta {
        len: meta.len(),
        kind: kind_of(meta),
        modified: meta.modified().ok(),
        id: Some(file_identity::id(meta)),
    }
}

/// The kind of file `meta` describes.
pub(crate) fn kind_of(meta: &fs::Metadata) -> FileKind {
    if meta.is_file() {
        FileKind::File
    } else if meta.is_dir() {
        FileKind::Dir
    } else {
        FileKind::Other
    }
}
