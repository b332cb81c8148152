//! Converting a save to the current format, on the GM's explicit request (`fray upgrade`):
//! fray reads old saves as they are, but never adds to one nor rewrites it on its own.
//!
//! The conversion never leaves the save's path without a whole, loadable save in it:
//!
//! 1. the save is opened and locked, and read; damage in the middle is refused
//!    ([`StoreError::DamagedUpgrade`]), a torn last record is left out (it was never
//!    confirmed, and stays in the backup);
//! 2. the converted save (current header, every record upcast and sealed again) is written
//!    to a new temporary file next to it (`NAME.upgrading`, a stale one left by a stopped
//!    upgrade removed first), synced, and read back to check it holds the
//!    same records;
//! 3. the original is kept as `NAME.fray.jsonl.vN.bak` (a hard link, or a synced copy
//!    where links are not possible), never overwriting an existing file (one already
//!    holding exactly the original's bytes, left by an upgrade stopped before step 4, is
//!    used again rather than making a second backup);
//! 4. the temporary file is renamed over the save (atomic), and the folder synced.
//!
//! Stopped at any point, the save's path holds either the original or the converted
//! save; a failure removes what this conversion created and leaves the original as it was.

use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};

use crate::engine::record::{FORMAT_VERSION, Header, Record};

use super::MAX_SAVE_BYTES;
use super::disk::{lock, sync_parent};
use super::error::StoreError;
use super::load::{Scan, describe_last, file_size, open_save, scan};
use super::log::encode;
use super::recover::copy_range;
use super::storage::{FileKind, LogFile, OpenMode, OsStorage, Storage, StoredFile};

/// What the converted save's temporary file adds to the save's name.
const TEMP_SUFFIX: &str = ".upgrading";

/// What [`upgrade`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Upgrade {
    /// The save is already in the format this fray writes: nothing was changed.
    UpToDate {
        /// Its format version.
        version: u32,
    },
    /// The save was converted; the original is kept, byte for byte, as `backup`.
    Converted {
        /// The format it was in.
        from: u32,
        /// The format it is in now.
        to: u32,
        /// How many records it holds.
        records: usize,
        /// Where the original is kept.
        backup: PathBuf,
        /// Things the GM should know (a torn last record left out), one sentence each.
        warnings: Vec<String>,
    },
}

/// Converts the save at `path` to the current format, keeping the original as a backup
/// next to it. A save already current is left alone ([`Upgrade::UpToDate`]).
pub fn upgrade(path: &Path) -> Result<Upgrade, StoreError> {
    upgrade_with(path, |file| file)
}

/// [`upgrade`], writing the converted save through `wrap(file)` (for fault injection).
pub fn upgrade_with<F: LogFile>(
    path: &Path,
    wrap: impl FnOnce(File) -> F,
) -> Result<Upgrade, StoreError> {
    upgrade_in_with(&OsStorage, path, wrap)
}

/// [`upgrade`] on `storage`.
pub fn upgrade_in<S: Storage>(storage: &S, path: &Path) -> Result<Upgrade, StoreError> {
    upgrade_in_with(storage, path, |file| file)
}

/// [`upgrade`] on `storage`, writing the converted save through `wrap(file)`.
pub fn upgrade_in_with<S: Storage, F: LogFile>(
    storage: &S,
    path: &Path,
    wrap: impl FnOnce(S::File) -> F,
) -> Result<Upgrade, StoreError> {
    let target = storage.real_path(path).map_err(|source| StoreError::Io {
        action: "open",
        path: path.to_path_buf(),
        source,
    })?;
    let mut file = open_save(storage, &target, false)?;
    lock(&target, &file)?;
    let read = scan(&target, &mut file)?;
    if let Some(bad) = read.bad.as_ref().filter(|bad| !bad.torn) {
        return Err(StoreError::DamagedUpgrade {
            path: target,
            line: bad.line,
            offset: bad.offset,
            problem: bad.problem.clone(),
            good: read.records.len(),
        });
    }
    let from = read.header.version;
    if from == FORMAT_VERSION {
        return Ok(Upgrade::UpToDate { version: from });
    }
    let bytes = converted(&target, &read.header, &read.records)?;
    // An upgrade stopped before its rename left its temporary file: the save is locked,
    // so no other upgrade of it is running, and that exact name is ours to remove.
    let _ = storage.remove_file(&with_suffix(&target, TEMP_SUFFIX));
    let temp = write_temp(storage, &target, &bytes, wrap)?;
    // The converted save gets the original's permissions (best effort: it is readable).
    let _ = storage.copy_permissions(&target, &temp.path);
    verify(storage, &temp.path, &read)?;
    let (backup, made) = make_backup(storage, &target, &mut file, from)?;
    if let Err(source) = storage.rename(&temp.path, &target) {
        if made {
            let _ = storage.remove_file(&backup);
        }
        return Err(StoreError::Io {
            action: "put the converted save in place of",
            path: target,
            source,
        });
    }
    temp.keep();
    sync_parent(storage, &target)?;
    let warnings = warnings(&target, &file, &read, &backup)?;
    Ok(Upgrade::Converted {
        from,
        to: FORMAT_VERSION,
        records: read.records.len(),
        backup,
        warnings,
    })
}

/// The whole converted save: the header in the current format (everything else as it
/// was, `created` and `fray` included), then every record sealed again.
pub fn converted(path: &Path, header: &Header, records: &[Record]) -> Result<Vec<u8>, StoreError> {
    let header = Header {
        version: FORMAT_VERSION,
        ..header.clone()
    };
    let mut bytes = encode(path, "the header", &header)?;
    for record in records {
        bytes.extend(encode(path, &format!("record {}", record.seq), record)?);
    }
    let size = bytes.len() as u64;
    if size > MAX_SAVE_BYTES {
        return Err(StoreError::Encode {
            path: path.to_path_buf(),
            what: "the converted save".into(),
            message: format!(
                "it would be {size} bytes, more than the {MAX_SAVE_BYTES} bytes a save may hold"
            ),
        });
    }
    Ok(bytes)
}

/// A file this conversion created, removed when dropped unless kept.
pub struct Temp<'s, S: Storage> {
    storage: &'s S,
    /// Where the file is.
    pub path: PathBuf,
    keep: bool,
}

impl<S: Storage> Temp<'_, S> {
    /// Leaves the file be (it was renamed into place).
    pub fn keep(mut self) {
        self.keep = true;
    }
}

impl<S: Storage> Drop for Temp<'_, S> {
    fn drop(&mut self) {
        if !self.keep {
            let _ = self.storage.remove_file(&self.path);
        }
    }
}

/// Writes `bytes` to a new file next to `target` (`NAME.upgrading`, or `-1`, `-2`... when
/// taken), through `wrap`, synced.
pub fn write_temp<'s, S: Storage, F: LogFile>(
    storage: &'s S,
    target: &Path,
    bytes: &[u8],
    wrap: impl FnOnce(S::File) -> F,
) -> Result<Temp<'s, S>, StoreError> {
    let (file, path) = create_fresh(storage, target, |n| match n {
        0 => TEMP_SUFFIX.to_string(),
        n => format!("{TEMP_SUFFIX}-{n}"),
    })?;
    let temp = Temp {
        storage,
        path,
        keep: false,
    };
    let mut out = wrap(file);
    out.write_all(bytes)
        .and_then(|()| out.sync_data())
        .map_err(|source| StoreError::Io {
            action: "write the converted save",
            path: temp.path.clone(),
            source,
        })?;
    Ok(temp)
}

/// Reads the converted save back: it must hold the original's records, in the current
/// format, and nothing else.
pub fn verify<S: Storage>(storage: &S, temp: &Path, original: &Scan) -> Result<(), StoreError> {
    let mut file = storage
        .open(temp, OpenMode::Read)
        .map_err(|source| StoreError::Io {
            action: "read back",
            path: temp.to_path_buf(),
            source,
        })?;
    let back = scan(temp, &mut file)?;
    let expected = Header {
        version: FORMAT_VERSION,
        ..original.header.clone()
    };
    if back.bad.is_some() || back.header != expected || back.records != original.records {
        return Err(StoreError::Encode {
            path: temp.to_path_buf(),
            what: "the converted save".into(),
            message: "it does not read back as the same records; the original was left as it was"
                .into(),
        });
    }
    Ok(())
}

/// Keeps the original as `NAME.vN.bak` (or `NAME.vN-1.bak`... when taken): a hard link,
/// or where links are not possible a synced copy of `file`. Never overwrites a file; a
/// taken name holding exactly the original's bytes (left by an upgrade stopped before its
/// rename) is that backup already, and is used again. Returns the backup and whether this
/// call made it.
pub fn make_backup<S: Storage>(
    storage: &S,
    target: &Path,
    file: &mut S::File,
    from: u32,
) -> Result<(PathBuf, bool), StoreError> {
    let name = |n: u32| match n {
        0 => format!(".v{from}.bak"),
        n => format!(".v{from}-{n}.bak"),
    };
    for n in 0..1000 {
        let backup = with_suffix(target, &name(n));
        match storage.hard_link(target, &backup) {
            Ok(()) => {
                sync_parent(storage, &backup)?;
                return Ok((backup, true));
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                if same_bytes(storage, &backup, file) {
                    sync_parent(storage, &backup)?;
                    return Ok((backup, false));
                }
                continue;
            }
            Err(_) => {}
        }
        // No hard links here (FAT, some network folders): copy the bytes instead.
        match storage.open(&backup, OpenMode::CreateNew) {
            Ok(mut out) => {
                let len = file_size(target, file)?;
                let copied = copy_range(file, 0, len, &mut out);
                drop(out);
                return match copied {
                    Ok(()) => {
                        sync_parent(storage, &backup)?;
                        Ok((backup, true))
                    }
                    Err(source) => {
                        let _ = storage.remove_file(&backup);
                        Err(StoreError::Io {
                            action: "write the backup",
                            path: backup,
                            source,
                        })
                    }
                };
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                if same_bytes(storage, &backup, file) {
                    sync_parent(storage, &backup)?;
                    return Ok((backup, false));
                }
                continue;
            }
            Err(source) => {
                return Err(StoreError::Io {
                    action: "create the backup",
                    path: backup,
                    source,
                });
            }
        }
    }
    Err(too_many(target))
}

/// Whether the regular file at `path` holds exactly the bytes of `file` (any failure to
/// read either one: no).
fn same_bytes<S: Storage>(storage: &S, path: &Path, file: &mut S::File) -> bool {
    let mut same = || -> io::Result<bool> {
        if storage
            .kind(path)?
            .is_some_and(|kind| kind != FileKind::File)
        {
            return Ok(false);
        }
        let mut other = storage.open(path, OpenMode::Read)?;
        if other.metadata()?.len != file.metadata()?.len {
            return Ok(false);
        }
        file.seek(SeekFrom::Start(0))?;
        let (mut a, mut b) = (vec![0; 64 * 1024], vec![0; 64 * 1024]);
        loop {
            let n = read_full(file, &mut a)?;
            let m = read_full(&mut other, &mut b)?;
            if a.get(..n) != b.get(..m) {
                return Ok(false);
            }
            if n == 0 {
                return Ok(true);
            }
        }
    };
    same().unwrap_or(false)
}

/// Reads until `buf` is full or the input ends; returns how many bytes were read.
fn read_full(input: &mut impl Read, buf: &mut [u8]) -> io::Result<usize> {
    let mut filled = 0;
    while filled < buf.len() {
        match input.read(buf.get_mut(filled..).unwrap_or_default()) {
            Ok(0) => break,
            Ok(n) => filled += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(filled)
}

/// Creates a new file next to `target`, named `target` + `suffix(n)` for the first free `n`.
fn create_fresh<S: Storage>(
    storage: &S,
    target: &Path,
    suffix: impl Fn(u32) -> String,
) -> Result<(S::File, PathBuf), StoreError> {
    for n in 0..1000 {
        let path = with_suffix(target, &suffix(n));
        match storage.open(&path, OpenMode::CreateNew) {
            Ok(file) => return Ok((file, path)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(source) => {
                return Err(StoreError::Io {
                    action: "create",
                    path,
                    source,
                });
            }
        }
    }
    Err(too_many(target))
}

fn too_many(target: &Path) -> StoreError {
    StoreError::Io {
        action: "find a free file name next to",
        path: target.to_path_buf(),
        source: io::Error::other("too many upgrade files already"),
    }
}

/// `path` with `suffix` added to its file name.
fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path
        .file_name()
        .map(|n| n.to_os_string())
        .unwrap_or_else(|| "save".into());
    name.push(suffix);
    path.with_file_name(name)
}

/// What the GM should know: the original's warnings, and a torn last record left out.
fn warnings<F: StoredFile>(
    target: &Path,
    file: &F,
    read: &Scan,
    backup: &Path,
) -> Result<Vec<String>, StoreError> {
    let mut warnings = read.warnings.clone();
    if let Some(cut) = read.cut(file_size(target, file)?) {
        warnings.push(crate::t!(
            "store-torn-left-out-of-converted",
            path = target.display().to_string(),
            line = cut.line.to_string(),
            offset = cut.offset.to_string(),
            problem = describe_last(&cut.problem),
            bytes = cut.len.to_string(),
            backup = backup.display().to_string()
        ));
    }
    Ok(warnings)
}
