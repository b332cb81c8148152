//! Writing a save: [`SaveLog`] appends one sealed line per record, synced to disk before
//! `append` returns. A failed write is undone (the file is cut back to its last good
//! length), so the save always stays loadable.

use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};

use crate::engine::record::{FORMAT, FORMAT_VERSION, Header, Record};

use super::disk::{lock, sync_parent};
use super::error::StoreError;
use super::line::seal;
use super::load::Loaded;
use super::path_check::{Detachment, Identity};
use super::path_lock::{PathLock, PathLockError};
use super::recover::open_recovered;
use super::storage::{LogFile, OpenMode, OsStorage, Storage, StoredFile};
use super::{MAX_LINE_BYTES, MAX_SAVE_BYTES};

/// An open save, locked for writing, positioned after its last good record.
///
/// Before each write and after each sync it checks that its path still names the file it
/// writes (see [`Detachment`]); once another program has replaced, removed or cut the
/// save, it writes nothing more and every append fails with [`StoreError::Detached`].
#[derive(Debug)]
pub struct SaveLog<F: LogFile = File> {
    path: PathBuf,
    file: F,
    /// The open file's identity, to compare with what the path names.
    identity: Identity,
    /// What another program did to the save, once seen: nothing more is written.
    detached: Option<Detachment>,
    /// The lock on the save's path (held while the save is written).
    _path_lock: Option<PathLock>,
    /// Bytes known good and durable.
    len: u64,
    /// The sequence number the next record must have.
    next_seq: u64,
    /// How many records the save holds.
    records: u64,
    /// A failed write left bytes after `len` that could not be cut off yet.
    dirty: bool,
    /// The record written but not yet synced ([`SaveLog::begin`]).
    in_flight: Option<InFlight>,
}

/// A record's line, sealed by [`SaveLog::seal`] and not yet written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sealed {
    /// The record's number.
    seq: u64,
    /// Its line, checksum and line break included.
    line: Vec<u8>,
}

/// A record written to the file and on its way to the disk, not yet saved.
#[derive(Debug)]
struct InFlight {
    /// The record's number.
    seq: u64,
    /// The bytes of its line.
    line_len: u64,
    /// How the write went.
    written: io::Result<()>,
}

impl SaveLog<File> {
    /// Creates a new save holding only `header`, synced (file and directory entry).
    /// Refuses to overwrite an existing file.
    pub fn create(path: &Path, header: &Header) -> Result<Self, StoreError> {
        Self::create_with(path, header, |file| file)
    }

    /// Opens an existing save to add records to it. A torn last record is moved to a side
    /// file first (see [`super::salvage`]; the returned [`Loaded`] says so); damage in the
    /// middle is refused with [`StoreError::Corrupt`], a save in an older format with
    /// [`StoreError::OldFormat`] (convert it with [`super::upgrade`]), both before anything
    /// is changed.
    pub fn open_append(path: &Path) -> Result<(Self, Loaded), StoreError> {
        Self::open_append_with(path, |file| file)
    }
}

impl<F: StoredFile> SaveLog<F> {
    /// [`SaveLog::create`] on `storage`.
    pub fn create_in<S: Storage<File = F>>(
        storage: &S,
        path: &Path,
        header: &Header,
    ) -> Result<Self, StoreError> {
        Self::create_in_with(storage, path, header, |file| file)
    }

    /// [`SaveLog::open_append`] on `storage`.
    pub fn open_append_in<S: Storage<File = F>>(
        storage: &S,
        path: &Path,
    ) -> Result<(Self, Loaded), StoreError> {
        Self::open_append_in_with(storage, path, |file| file)
    }
}

impl<F: LogFile> SaveLog<F> {
    /// [`SaveLog::create`], writing through `wrap(file)` (for fault injection).
    pub fn create_with(
        path: &Path,
        header: &Header,
        wrap: impl FnOnce(File) -> F,
    ) -> Result<Self, StoreError> {
        Self::create_in_with(&OsStorage, path, header, wrap)
    }

    /// [`SaveLog::create`] on `storage`, writing through `wrap(file)`.
    pub fn create_in_with<S: Storage>(
        storage: &S,
        path: &Path,
        header: &Header,
        wrap: impl FnOnce(S::File) -> F,
    ) -> Result<Self, StoreError> {
        if header.format != FORMAT || header.version != FORMAT_VERSION {
            return Err(StoreError::Encode {
                path: path.to_path_buf(),
                what: "the header".into(),
                message: format!(
                    "it says format {:?} version {}, but this fray writes {FORMAT:?} version {FORMAT_VERSION}",
                    header.format, header.version
                ),
            });
        }
        let line = encode(path, "the header", header)?;
        let path_lock = match lock_path(storage, path) {
            // Taken by the fray writing the file already there: that it exists says more.
            Err(StoreError::Locked { .. }) if matches!(storage.kind(path), Ok(Some(_))) => {
                return Err(StoreError::AlreadyExists {
                    path: path.to_path_buf(),
                });
            }
            taken => taken?,
        };
        let file = match storage.open(path, OpenMode::CreateNew) {
            Ok(file) => file,
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                return Err(StoreError::AlreadyExists {
                    path: path.to_path_buf(),
                });
            }
            Err(source) => {
                return Err(StoreError::Io {
                    action: "create",
                    path: path.to_path_buf(),
                    source,
                });
            }
        };
        lock(path, &file)?;
        let identity = Identity::of(storage.probe(), file.metadata());
        let mut file = wrap(file);
        let written = file.write_all(&line).and_then(|()| file.sync_data());
        if let Err(source) = written {
            drop(file);
            // We made the file and nothing in it was ever confirmed.
            let _ = storage.remove_file(path);
            return Err(StoreError::Io {
                action: "write the header of",
                path: path.to_path_buf(),
                source,
            });
        }
        sync_parent(storage, path)?;
        Ok(SaveLog {
            path: path.to_path_buf(),
            file,
            identity,
            detached: None,
            _path_lock: path_lock,
            len: line.len() as u64,
            next_seq: 1,
            records: 0,
            dirty: false,
            in_flight: None,
        })
    }

    /// [`SaveLog::open_append`], writing through `wrap(file)` (for fault injection).
    pub fn open_append_with(
        path: &Path,
        wrap: impl FnOnce(File) -> F,
    ) -> Result<(Self, Loaded), StoreError> {
        Self::open_append_in_with(&OsStorage, path, wrap)
    }

    /// [`SaveLog::open_append`] on `storage`, writing through `wrap(file)`.
    pub fn open_append_in_with<S: Storage>(
        storage: &S,
        path: &Path,
        wrap: impl FnOnce(S::File) -> F,
    ) -> Result<(Self, Loaded), StoreError> {
        let path_lock = lock_path(storage, path)?;
        let (file, loaded, len) = open_recovered(storage, path, false)?;
        let next_seq = loaded.records.last().map_or(1, |r| r.seq.saturating_add(1));
        let identity = Identity::of(storage.probe(), file.metadata());
        let log = SaveLog {
            path: path.to_path_buf(),
            file: wrap(file),
            identity,
            detached: None,
            _path_lock: path_lock,
            len,
            next_seq,
            records: loaded.records.len() as u64,
            dirty: false,
            in_flight: None,
        };
        Ok((log, loaded))
    }

    /// Appends one record as one line (one `write_all`), then syncs it to disk. When this
    /// returns `Ok`, the record is saved. On error nothing is saved, the file is cut back to
    /// its last good length (or, if even that fails, will be before the next write), and
    /// appending may be retried.
    pub fn append(&mut self, record: &Record) -> Result<(), StoreError> {
        self.begin(record)?;
        self.finish()
    }

    /// Writes one record as [`SaveLog::append`] does and starts its way to the disk, but
    /// leaves the wait for it to [`SaveLog::finish`]: the caller works meanwhile (folds
    /// and words the record, decides the next) while the disk writes. Nothing is saved
    /// before `finish` returns `Ok`. An error here is what `append` would have returned;
    /// a write still waiting is finished first (its outcome is `finish`'s to tell, so
    /// call `finish` before beginning another).
    pub fn begin(&mut self, record: &Record) -> Result<(), StoreError> {
        let sealed = self.seal(record)?;
        self.begin_sealed(sealed)
    }

    /// The line [`SaveLog::begin_sealed`] writes for `record`, sealed ahead of time
    /// (nothing is written or checked against the file: a caller seals while the disk
    /// still writes the record before).
    pub fn seal(&self, record: &Record) -> Result<Sealed, StoreError> {
        Ok(Sealed {
            seq: record.seq,
            line: encode(&self.path, &format!("record {}", record.seq), record)?,
        })
    }

    /// [`SaveLog::begin`] with the record's line already sealed.
    pub fn begin_sealed(&mut self, sealed: Sealed) -> Result<(), StoreError> {
        if self.in_flight.is_some() {
            self.finish()?;
        }
        let Sealed { seq, line } = sealed;
        if seq != self.next_seq {
            return Err(StoreError::OutOfSequence {
                path: self.path.clone(),
                expected: self.next_seq,
                found: seq,
            });
        }
        if self.len + line.len() as u64 > MAX_SAVE_BYTES {
            return Err(StoreError::SaveFull {
                path: self.path.clone(),
                seq,
                limit: MAX_SAVE_BYTES,
            });
        }
        let records = self.records;
        self.still_the_save(seq, self.len, self.dirty)?;
        if self.dirty {
            self.restore()
                .map_err(|cut| StoreError::WriteFailedPartial {
                    path: self.path.clone(),
                    seq,
                    records,
                    source: io::Error::other("an earlier failed write is still in the file"),
                    cut,
                })?;
        }
        let written = self.file.write_all(&line);
        if written.is_ok() {
            self.file.start_sync();
        }
        self.in_flight = Some(InFlight {
            seq,
            line_len: line.len() as u64,
            written,
        });
        Ok(())
    }

    /// Ends the write [`SaveLog::begin`] started: syncs it, checks the path still names
    /// the save and keeps count; `Ok` means the record is saved (and `Ok` when nothing
    /// was waiting). On error nothing is saved and the file is cut back, as with `append`.
    pub fn finish(&mut self) -> Result<(), StoreError> {
        let Some(InFlight {
            seq,
            line_len,
            written,
        }) = self.in_flight.take()
        else {
            return Ok(());
        };
        let records = self.records;
        match written.and_then(|()| self.file.sync_data()) {
            Ok(()) => {
                // Replaced or cut between the check and the sync: the record went to a
                // file that is no longer the save, so it is not saved.
                self.still_the_save(seq, self.len + line_len, false)?;
                self.len += line_len;
                self.next_seq = seq.saturating_add(1);
                self.records += 1;
                Ok(())
            }
            Err(source) => Err(match self.restore() {
                Ok(()) => StoreError::WriteFailed {
                    path: self.path.clone(),
                    seq,
                    records,
                    source,
                },
                Err(cut) => {
                    self.dirty = true;
                    StoreError::WriteFailedPartial {
                        path: self.path.clone(),
                        seq,
                        records,
                        source,
                        cut,
                    }
                }
            }),
        }
    }

    /// Fails with [`StoreError::Detached`] if the path no longer names the file written, or
    /// it does not hold `written` bytes (more when `leftover`); from then on nothing more is
    /// written.
    fn still_the_save(&mut self, seq: u64, written: u64, leftover: bool) -> Result<(), StoreError> {
        if self.detached.is_none()
            && let Err(how) = self.identity.check(&self.path, written, leftover)
        {
            self.detached = Some(how);
        }
        match self.detached {
            None => Ok(()),
            Some(how) => Err(StoreError::Detached {
                path: self.path.clone(),
                seq,
                how,
            }),
        }
    }

    /// Cuts the file back to its last good length, durably.
    fn restore(&mut self) -> io::Result<()> {
        self.file.set_len(self.len)?;
        self.file.sync_data()?;
        self.dirty = false;
        Ok(())
    }

    /// The save's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The sequence number the next record must have.
    pub fn next_seq(&self) -> u64 {
        self.next_seq
    }

    /// The length in bytes of the good, synced part of the file.
    pub fn byte_len(&self) -> u64 {
        self.len
    }

    /// The file written through (to change a test double's behaviour).
    pub fn file_mut(&mut self) -> &mut F {
        &mut self.file
    }
}

impl<F: LogFile> Drop for SaveLog<F> {
    /// A record still on its way to the disk is waited for: nothing is left half done.
    fn drop(&mut self) {
        let _ = self.finish();
    }
}

/// Takes the lock on the save's path (see [`PathLock`]): refused while another fray holds
/// it; where it cannot be had at all (a read-only folder), the file's own lock does alone.
fn lock_path<S: Storage>(storage: &S, path: &Path) -> Result<Option<PathLock>, StoreError> {
    match storage.lock_path(path) {
        Ok(lock) => Ok(lock),
        Err(PathLockError::Held) => Err(StoreError::Locked {
            path: path.to_path_buf(),
        }),
        Err(PathLockError::Unavailable(_)) => Ok(None),
    }
}

/// Opens an existing save to add records to it: [`SaveLog::open_append`], with what was
/// read first.
pub fn open_for_append(path: &Path) -> Result<(Loaded, SaveLog), StoreError> {
    SaveLog::open_append(path).map(|(log, loaded)| (loaded, log))
}

/// Seals a header or record into a line, refusing what could not be read back.
pub(super) fn encode<T: serde::Serialize>(
    path: &Path,
    what: &str,
    value: &T,
) -> Result<Vec<u8>, StoreError> {
    let line = seal(value).map_err(|message| StoreError::Encode {
        path: path.to_path_buf(),
        what: what.into(),
        message,
    })?;
    if line.len() - 1 > MAX_LINE_BYTES {
        return Err(StoreError::LineTooLarge {
            path: path.to_path_buf(),
            what: what.into(),
            size: line.len() - 1,
            limit: MAX_LINE_BYTES,
        });
    }
    Ok(line)
}
