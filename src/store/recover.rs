//! Recovering a save: moving a torn tail (or, when salvaging, everything from the first
//! damaged line on) into a side file next to the save, then cutting the save back to its
//! good part. The side file is written and synced *before* the save is cut, so a crash in
//! between leaves the bytes in both places, never in neither.
//!
//! Side files are named after the save: `NAME.torn-<unix seconds>` for an interrupted
//! write, `NAME.salvaged-<unix seconds>` for damage; `-1`, `-2`... are added rather than
//! overwrite an existing one. They hold the removed bytes exactly.

use std::io::{self, Read, SeekFrom};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use crate::engine::Event;
use crate::engine::record::{FORMAT_VERSION, Record};

use super::disk::{lock, parent_dir, sync_parent};
use super::error::StoreError;
use super::load::{LineEnd, Lines, Loaded, describe_last, file_size, open_save, scan};
use super::log::encode;
use super::storage::{LogFile, OpenMode, OsStorage, Storage, StoredFile};

/// Opens the good part of a damaged save: everything from the first bad line on (a torn
/// tail, or damage in the middle) is moved into a side file and the save is cut back to
/// the records before it. A save without damage is returned as [`super::load`] reads it,
/// unchanged. What was moved, and where to, is in the warnings and in [`Loaded::cut`].
///
/// Errors as [`super::load`] does for a header it cannot read (nothing is changed then),
/// and if the save is open in another fray.
pub fn salvage(path: &Path) -> Result<Loaded, StoreError> {
    salvage_in(&OsStorage, path)
}

/// [`salvage`] on `storage`.
pub fn salvage_in<S: Storage>(storage: &S, path: &Path) -> Result<Loaded, StoreError> {
    open_recovered(storage, path, true).map(|(_, loaded, _)| loaded)
}

/// Opens a save for appending, locked, with a torn tail (or with `salvage`, any damage)
/// moved aside. Returns the file, what was read, and the length of the good part. For
/// appending (not `salvage`), a save in an older format is refused with
/// [`StoreError::OldFormat`] before anything is changed; salvaging one only cuts it.
pub(crate) fn open_recovered<S: Storage>(
    storage: &S,
    path: &Path,
    salvage: bool,
) -> Result<(S::File, Loaded, u64), StoreError> {
    let mut file = open_save(storage, path, true)?;
    lock(path, &file)?;
    let scan = scan(path, &mut file)?;
    if !salvage && let Some(error) = scan.corruption(path) {
        return Err(error);
    }
    if !salvage && scan.header.version != FORMAT_VERSION {
        // Refused before anything is cut: an old save is never changed behind the GM's back.
        return Err(StoreError::OldFormat {
            path: path.to_path_buf(),
            found: scan.header.version,
            current: FORMAT_VERSION,
        });
    }
    let file_len = file_size(path, &file)?;
    let mut cut = scan.cut(file_len);
    let mut warnings = scan.warnings;
    let mut records = scan.records;
    let mut valid_len = scan.valid_len;
    let count = records.len();
    if let Some(cut) = &mut cut {
        let expected = records.last().map_or(1, |r| r.seq.saturating_add(1));
        let last = used_numbers(&mut file, cut.offset, cut.len, expected);
        let kind = if cut.torn { "torn" } else { "salvaged" };
        let side = write_side_file(storage, path, kind, &mut file, cut.offset, cut.len)?;
        file.set_len(cut.offset)
            .and_then(|()| file.sync_data())
            .map_err(|source| StoreError::Io {
                action: "cut the damaged end off",
                path: path.to_path_buf(),
                source,
            })?;
        warnings.push(if cut.torn {
            format!(
                "{}: line {} (byte offset {}): {}; fray probably stopped while saving it, so it was never confirmed. \
                 It was moved to {} ({} bytes); the save now holds {count} records",
                path.display(),
                cut.line,
                cut.offset,
                describe_last(&cut.problem),
                side.display(),
                cut.len
            )
        } else {
            format!(
                "{}: line {} (byte offset {}): {}. Everything from there to the end ({} bytes) was moved to {}, \
                 byte for byte; the save now holds the {count} records before it",
                path.display(),
                cut.line,
                cut.offset,
                cut.problem,
                cut.len,
                side.display()
            )
        });
        if scan.header.version == FORMAT_VERSION {
            let marker = set_aside_record(expected, last, &side, cut.torn);
            valid_len += append_marker(path, &mut file, &marker)?;
            warnings.push(format!(
                "{}: the numbers {expected} to {last} were used by what was moved aside; \
                 they are skipped (record {} says so), so none is used twice",
                path.display(),
                marker.seq
            ));
            records.push(marker);
        }
        cut.side_file = Some(side);
    }
    let loaded = Loaded {
        header: scan.header,
        records,
        warnings,
        cut,
    };
    Ok((file, loaded, valid_len))
}

/// The text of a set-aside record's command: none was typed, the store wrote it.
pub const SET_ASIDE_COMMAND: &str = "(set aside)";

/// The largest sequence number read from a moved line that is believed: beyond it (2^53,
/// the largest integer every JSON reader keeps exact) a number is taken as damage.
const MAX_BELIEVED_SEQ: u64 = 1 << 53;

/// The last sequence number the `len` bytes of `file` from `from` used or may have used:
/// the largest `"seq":N` read from any of their lines (leniently: a torn or damaged line
/// counts if its number can be read), and at least `expected`, the number that was due.
fn used_numbers<F: StoredFile>(file: &mut F, from: u64, len: u64, expected: u64) -> u64 {
    let mut last = expected;
    if file.seek(SeekFrom::Start(from)).is_err() {
        return last;
    }
    let mut lines = Lines::new(file.take(len));
    let mut buf = Vec::new();
    while let Ok(LineEnd::Complete | LineEnd::Unterminated | LineEnd::TooLong) =
        lines.next(&mut buf)
    {
        if let Some(seq) = seq_in(&buf).filter(|seq| *seq <= MAX_BELIEVED_SEQ) {
            last = last.max(seq);
        }
    }
    last
}

/// The number after the first `"seq":` in a line, if digits follow it.
fn seq_in(line: &[u8]) -> Option<u64> {
    const KEY: &[u8] = b"\"seq\":";
    let at = line.windows(KEY.len()).position(|w| w == KEY)? + KEY.len();
    let digits = line.get(at..)?;
    let digits = &digits[..digits.iter().take_while(|b| b.is_ascii_digit()).count()];
    std::str::from_utf8(digits).ok()?.parse().ok()
}

/// The record saying the numbers `first..=last` were set aside in `side`.
fn set_aside_record(first: u64, last: u64, side: &Path, torn: bool) -> Record {
    let file = side
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    Record {
        seq: last.saturating_add(1),
        command: SET_ASIDE_COMMAND.to_string(),
        at: SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .ok()
            .map(|d| d.as_secs()),
        events: vec![Event::RecordsSetAside {
            first,
            last,
            file,
            torn,
        }],
    }
}

/// Appends the set-aside record to the cut save, synced; returns its length in bytes. A
/// failed write is left as it is: a partial line is a torn tail the next open sets aside,
/// its number read from it.
fn append_marker<F: StoredFile>(
    path: &Path,
    file: &mut F,
    marker: &Record,
) -> Result<u64, StoreError> {
    let line = encode(path, "the set-aside record", marker)?;
    file.write_all(&line)
        .and_then(|()| file.sync_data())
        .map_err(|source| StoreError::Io {
            action: "record the set-aside lines in",
            path: path.to_path_buf(),
            source,
        })?;
    Ok(line.len() as u64)
}

/// Copies `len` bytes of `file` from `from` into a new side file next to `path`, synced.
fn write_side_file<S: Storage>(
    storage: &S,
    path: &Path,
    kind: &str,
    file: &mut S::File,
    from: u64,
    len: u64,
) -> Result<PathBuf, StoreError> {
    let stamp = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let base = path
        .file_name()
        .map(|n| n.to_os_string())
        .unwrap_or_else(|| "save".into());
    let dir = parent_dir(path);
    for n in 0..1000u32 {
        let mut name = base.clone();
        name.push(if n == 0 {
            format!(".{kind}-{stamp}")
        } else {
            format!(".{kind}-{stamp}-{n}")
        });
        let side = dir.join(name);
        match storage.open(&side, OpenMode::CreateNew) {
            Ok(mut out) => {
                let copied = copy_range(file, from, len, &mut out);
                drop(out);
                return match copied {
                    Ok(()) => {
                        sync_parent(storage, &side)?;
                        Ok(side)
                    }
                    Err(source) => {
                        // Nothing was cut yet: the partial copy would only confuse.
                        let _ = storage.remove_file(&side);
                        Err(StoreError::Io {
                            action: "write the side file",
                            path: side,
                            source,
                        })
                    }
                };
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(source) => {
                return Err(StoreError::Io {
                    action: "create the side file",
                    path: side,
                    source,
                });
            }
        }
    }
    Err(StoreError::Io {
        action: "find a free side-file name next to",
        path: path.to_path_buf(),
        source: io::Error::other("too many side files already"),
    })
}

/// Copies `len` bytes of `file` from `from` into `out`, then syncs `out`.
pub(super) fn copy_range<F: StoredFile, G: LogFile>(
    file: &mut F,
    from: u64,
    len: u64,
    out: &mut G,
) -> io::Result<()> {
    file.seek(SeekFrom::Start(from))?;
    let mut source = file.take(len);
    let mut buf = vec![0; 64 * 1024];
    let mut copied = 0u64;
    loop {
        let n = match source.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        out.write_all(buf.get(..n).unwrap_or_default())?;
        copied += n as u64;
    }
    if copied != len {
        return Err(io::Error::new(
            io::ErrorKind::UnexpectedEof,
            format!("copied {copied} of {len} bytes"),
        ));
    }
    out.sync_data()
}
