//! Following a save while another fray appends to it (`fray watch`): a [`Follower`] reads the
//! file incrementally, by polling, without locking it and without ever writing to it.
//!
//! Each [`Follower::poll`] looks at the file's metadata; when it changed, it checks that the
//! last line already delivered is still there, byte for byte (else the file was replaced or
//! rewritten, and everything is read again: [`Update::Reset`]), then reads only the bytes
//! after it. Lines are decoded as [`super::load`] decodes them (checksum, upcast, sequence
//! number), at most [`MAX_LINE_BYTES`] at a time.
//!
//! A line without its `\n` yet is a record being written: it is waited for, never reported
//! as damage, unless it grows past [`MAX_LINE_BYTES`] or stays unchanged for
//! [`STALL_AFTER`] (then a warning, once). A complete line that fails its checksum, its
//! sequence number or the consistency check (`engine/consistency.rs`) is damage: [`StoreError::Corrupt`] at every poll, with nothing delivered
//! twice. Polling is plain `stat` and `read`: no inotify, the same on every platform.

use std::io::{self, Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

use crate::engine::consistency::Checker;
use crate::engine::record::Record;
use crate::model::SystemId;

use super::MAX_LINE_BYTES;
use super::checksum::{Crc32, crc32};
use super::decode::parse_record;
use super::error::{LineProblem, StoreError};
use super::load::{Cut, LineEnd, Lines, Loaded, open_save, scan};
use super::storage::{OsStorage, Storage, StoredFile};

/// How often a watcher should call [`Follower::poll`]: four times a second, so an append
/// shows well within a second, at the cost of one `stat` per poll when nothing changed.
pub const POLL_INTERVAL: Duration = Duration::from_millis(250);

/// How long a partial last line may stay unchanged before [`Update::Stalled`] says the
/// write seems to have stopped. A record is written in one go, so a few seconds is long.
pub const STALL_AFTER: Duration = Duration::from_secs(5);

/// What one poll found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Update {
    /// Nothing new (a record being written is waited for).
    Nothing,
    /// New records, in order, sequence numbers following the last one delivered.
    Appended(Vec<Record>),
    /// The file was replaced, rewritten, cut below what was delivered, or came back after
    /// going missing: everything was read again. Start over from this content.
    Reset(Box<Loaded>),
    /// A partial last line has not changed for [`STALL_AFTER`]: the fray writing the save
    /// may have stopped mid-write. Said once per partial line; nothing is wrong yet.
    Stalled(String),
}

/// What a file looked like at a poll: when equal, nothing changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Stamp {
    len: u64,
    modified: Option<SystemTime>,
    id: Option<(u64, u64)>,
}

/// The last line delivered (the header when there is no record): where it starts and the
/// CRC-32 of its bytes, `\n` included.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Anchor {
    start: u64,
    crc: u32,
}

/// A partial line after the last good one.
#[derive(Debug, Clone, Copy)]
struct Tail {
    len: u64,
    since: Instant,
    warned: bool,
}

/// How reading after the last good line ended.
enum End {
    Clean,
    Partial(u64),
    Damaged(LineProblem),
}

/// A save followed read-only. See the module documentation.
#[derive(Debug)]
pub struct Follower<S: Storage = OsStorage> {
    storage: S,
    path: PathBuf,
    /// The file's format version (for upcasting its records).
    version: u32,
    /// The sequence number the next record must have.
    next_seq: u64,
    /// The number of the line after the last good one (numbers may skip, lines do not).
    line: u64,
    /// Bytes up to the end of the last good line.
    offset: u64,
    anchor: Anchor,
    /// The file's device and inode when read from scratch (Unix only).
    id: Option<(u64, u64)>,
    /// The file at the last poll that read it; `None` forces a read.
    seen: Option<Stamp>,
    tail: Option<Tail>,
    /// The damaged line after `offset`, reported at every poll until it changes.
    damage: Option<LineProblem>,
    /// The file went missing or could not be read again: the next poll starts from scratch.
    lost: bool,
    /// The consistency check after the records delivered, for the ones appended next.
    checker: Checker,
    /// The save's rule system (its facts are read as that system's).
    system: SystemId,
}

impl Follower {
    /// Reads the save like [`super::load`] and remembers where its good part ends.
    /// See [`Follower::open_in`].
    pub fn open(path: &Path) -> Result<(Follower, Loaded), StoreError> {
        Follower::open_in(OsStorage, path)
    }
}

impl<S: Storage + Clone> Follower<S> {
    /// Reads the save on `storage` like [`super::load`] and remembers where its good part
    /// ends.
    ///
    /// Errors as `load` does for what makes the file unreadable (missing, header, size).
    /// Unlike `load`, damage after the header is not an error here: the good records are
    /// returned (with [`Loaded::cut`] and a warning), and [`Follower::poll`] reports the
    /// damage. A partial last line is a record being written: it is waited for, without a
    /// warning (`cut` has `torn` set).
    pub fn open_in(storage: S, path: &Path) -> Result<(Follower<S>, Loaded), StoreError> {
        let mut file = open_followed(&storage, path)?;
        let id = stamp(path, &file)?.id;
        let mut scan = scan(path, &mut file)?;
        let checker = std::mem::take(&mut scan.checker);
        let anchor = read_anchor(path, &mut file, scan.last_start, scan.valid_len)?
            .ok_or_else(|| changed_while_reading(path))?;
        let file_len = stamp(path, &file)?.len;
        let mut warnings = scan.warnings;
        let cut = scan.bad.map(|bad| Cut {
            line: bad.line,
            offset: bad.offset,
            len: file_len.saturating_sub(bad.offset),
            torn: bad.problem == LineProblem::Unterminated,
            problem: bad.problem,
            side_file: None,
        });
        if let Some(cut) = cut.as_ref().filter(|cut| !cut.torn) {
            warnings.push(corrupt(path, cut.offset, cut.line, cut.problem.clone()).to_string());
        }
        let follower = Follower {
            storage,
            path: path.to_path_buf(),
            version: scan.header.version,
            next_seq: scan.records.last().map_or(1, |r| r.seq.saturating_add(1)),
            line: scan.records.len() as u64 + 2,
            offset: scan.valid_len,
            anchor,
            id,
            seen: None,
            tail: None,
            damage: None,
            lost: false,
            checker,
            system: scan.header.system,
        };
        let loaded = Loaded {
            header: scan.header,
            records: scan.records,
            warnings,
            cut,
        };
        Ok((follower, loaded))
    }

    /// Looks for new records (call it every [`POLL_INTERVAL`]), timing a stalled write
    /// with the system clock. See [`Follower::poll_at`].
    pub fn poll(&mut self) -> Result<Update, StoreError> {
        self.poll_at(Instant::now())
    }

    /// Looks for new records, `now` being the time of this poll (for the
    /// [`STALL_AFTER`] warning; tests pass their own instants).
    ///
    /// Errors leave what was delivered alone: [`StoreError::Corrupt`] for a damaged line
    /// (again at every poll while it is there), [`StoreError::Gone`] while the file is
    /// missing (its return is an [`Update::Reset`]), other errors for what could not be
    /// read this time; polling may go on after any of them.
    pub fn poll_at(&mut self, now: Instant) -> Result<Update, StoreError> {
        if self.lost {
            return self.reset();
        }
        let mut file = match open_followed(&self.storage, &self.path) {
            Err(gone @ StoreError::Gone { .. }) => {
                self.lost = true;
                return Err(gone);
            }
            other => other?,
        };
        let stamp = stamp(&self.path, &file)?;
        if (stamp.id.is_some() && stamp.id != self.id) || stamp.len < self.offset {
            return self.reset();
        }
        if self.seen == Some(stamp) {
            return self.unchanged(now);
        }
        if read_anchor(&self.path, &mut file, self.anchor.start, self.offset)? != Some(self.anchor)
        {
            return self.reset();
        }
        let (records, end) = self.read_after(&mut file, stamp.len)?;
        self.seen = Some(stamp);
        let fresh = !records.is_empty();
        match end {
            End::Clean => {
                self.tail = None;
                self.damage = None;
            }
            End::Partial(len) => {
                self.damage = None;
                self.tail = match self.tail {
                    Some(tail) if !fresh && tail.len == len => Some(tail),
                    _ => Some(Tail {
                        len,
                        since: now,
                        warned: false,
                    }),
                };
            }
            End::Damaged(problem) => {
                self.tail = None;
                self.damage = Some(problem);
            }
        }
        if fresh {
            return Ok(Update::Appended(records));
        }
        self.unchanged(now)
    }

    /// The followed file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The sequence number the next record must have.
    pub fn next_seq(&self) -> u64 {
        self.next_seq
    }

    /// Bytes delivered so far: the end of the last good line.
    pub fn byte_len(&self) -> u64 {
        self.offset
    }

    /// Whether the last poll found a partial last line unchanged for [`STALL_AFTER`] (the
    /// [`Update::Stalled`] warning was given and nothing has arrived since).
    pub fn stalled(&self) -> bool {
        self.damage.is_none() && self.tail.is_some_and(|tail| tail.warned)
    }

    /// What a poll says when the file did not change since the last read.
    fn unchanged(&mut self, now: Instant) -> Result<Update, StoreError> {
        if let Some(problem) = &self.damage {
            let line = self.line;
            return Err(corrupt(&self.path, self.offset, line, problem.clone()));
        }
        if let Some(tail) = &mut self.tail
            && !tail.warned
            && now.duration_since(tail.since) >= STALL_AFTER
        {
            tail.warned = true;
            return Ok(Update::Stalled(crate::t!(
                "store-follow-stalled",
                path = self.path.display().to_string(),
                line = self.line.to_string(),
                offset = self.offset.to_string(),
                seconds = now.duration_since(tail.since).as_secs().to_string(),
                bytes = tail.len.to_string()
            )));
        }
        Ok(Update::Nothing)
    }

    /// Reads the whole file again; on failure, tries again at the next poll.
    fn reset(&mut self) -> Result<Update, StoreError> {
        match Follower::open_in(self.storage.clone(), &self.path) {
            Ok((follower, loaded)) => {
                *self = follower;
                Ok(Update::Reset(Box::new(loaded)))
            }
            Err(e) => {
                self.lost = true;
                Err(e)
            }
        }
    }

    /// Reads the good records after `offset` (up to `len`, the size at this poll) and
    /// moves past them; says how the reading ended.
    fn read_after(
        &mut self,
        file: &mut S::File,
        len: u64,
    ) -> Result<(Vec<Record>, End), StoreError> {
        let read_error = |source| StoreError::Io {
            action: "read",
            path: self.path.clone(),
            source,
        };
        file.seek(SeekFrom::Start(self.offset))
            .map_err(read_error)?;
        let base = self.offset;
        let mut lines = Lines::new(file.take(len.saturating_sub(base)));
        let mut buf = Vec::new();
        let mut records = Vec::new();
        let end = loop {
            let start = base + lines.offset;
            match lines.next(&mut buf).map_err(read_error)? {
                LineEnd::Eof => break End::Clean,
                LineEnd::TooLong => {
                    break End::Damaged(LineProblem::TooLong {
                        limit: MAX_LINE_BYTES,
                    });
                }
                LineEnd::Unterminated => break End::Partial(base + lines.offset - start),
                LineEnd::Complete => {
                    let mut crc = Crc32::new();
                    crc.update(&buf);
                    crc.update(b"\n");
                    let parsed = parse_record(&mut buf, self.version, self.next_seq, self.system)
                        .and_then(|(record, name)| match self.checker.check(&record) {
                            Ok(()) => Ok((record, name)),
                            Err(e) => Err((LineProblem::Inconsistent(e.message), false)),
                        });
                    match parsed {
                        Ok((record, _)) => {
                            self.next_seq = record.seq.saturating_add(1);
                            self.line += 1;
                            records.push(record);
                            self.offset = base + lines.offset;
                            self.anchor = Anchor {
                                start,
                                crc: crc.finish(),
                            };
                        }
                        Err((problem, _)) => break End::Damaged(problem),
                    }
                }
            }
        };
        Ok((records, end))
    }
}

/// Opens the followed file read-only; a missing file is [`StoreError::Gone`].
fn open_followed<S: Storage>(storage: &S, path: &Path) -> Result<S::File, StoreError> {
    open_save(storage, path, false).map_err(|e| match e {
        StoreError::Io { source, .. } if source.kind() == io::ErrorKind::NotFound => {
            StoreError::Gone {
                path: path.to_path_buf(),
            }
        }
        other => other,
    })
}

/// The file's size, modification time and (on Unix) identity.
fn stamp<F: StoredFile>(path: &Path, file: &F) -> Result<Stamp, StoreError> {
    let meta = file.metadata().map_err(|source| StoreError::Io {
        action: "read",
        path: path.to_path_buf(),
        source,
    })?;
    Ok(Stamp {
        len: meta.len,
        modified: meta.modified,
        id: meta.id,
    })
}

/// The anchor of the line `[start, end)`, or `None` when those bytes are not a whole line
/// any more (the file is shorter, or the span does not end with `\n`).
fn read_anchor<F: StoredFile>(
    path: &Path,
    file: &mut F,
    start: u64,
    end: u64,
) -> Result<Option<Anchor>, StoreError> {
    let read_error = |source| StoreError::Io {
        action: "read",
        path: path.to_path_buf(),
        source,
    };
    let span = end.saturating_sub(start);
    if span == 0 || span > MAX_LINE_BYTES as u64 + 1 {
        return Ok(None);
    }
    file.seek(SeekFrom::Start(start)).map_err(read_error)?;
    let mut bytes = Vec::new();
    file.take(span)
        .read_to_end(&mut bytes)
        .map_err(read_error)?;
    if bytes.len() as u64 != span || bytes.last() != Some(&b'\n') {
        return Ok(None);
    }
    Ok(Some(Anchor {
        start,
        crc: crc32(&bytes),
    }))
}

/// The error for a damaged line at `offset`.
fn corrupt(path: &Path, offset: u64, line: u64, problem: LineProblem) -> StoreError {
    StoreError::Corrupt {
        path: path.to_path_buf(),
        line,
        offset,
        problem,
        good: usize::try_from(line.saturating_sub(2)).unwrap_or(usize::MAX),
    }
}

/// The file changed under a first read (cut between the scan and the anchor).
fn changed_while_reading(path: &Path) -> StoreError {
    StoreError::Io {
        action: "read",
        path: path.to_path_buf(),
        source: io::Error::other("the file changed while it was being read; try again"),
    }
}
