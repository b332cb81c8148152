//! The set-aside record: when lines are moved out of a save into a side file, the
//! sequence numbers they used are recorded as skipped, so no number ever names two
//! records (one in the save, one in a side file).
//!
//! The side file is written and synced, then the save is cut, then the record is
//! appended. If fray stops (or the disk fills) between the cut and the record, the save
//! is left cut with no record: the next open for appending (or salvage) finds the side
//! files next to the save that hold numbers the save has not passed yet
//! ([`unaccounted`]) and writes the record then, before anything else is appended.

use std::collections::HashSet;
use std::io::{Read, SeekFrom};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use crate::engine::Event;
use crate::engine::counters::MAX_SEQ;
use crate::engine::record::{Header, Record};

use super::disk::parent_dir;
use super::error::StoreError;
use super::load::{LineEnd, Lines};
use super::log::encode;
use super::storage::{FileKind, OpenMode, Storage, StoredFile};

/// The text of a set-aside record's command: none was typed, the store wrote it.
pub const SET_ASIDE_COMMAND: &str = "(set aside)";

/// The largest sequence number read from a moved line that is believed: the largest record
/// number fray writes ([`MAX_SEQ`], 2^53, the largest integer every JSON reader keeps
/// exact); beyond it a number is taken as damage.
const MAX_BELIEVED_SEQ: u64 = MAX_SEQ;

/// What the kinds of side file are called in their names (`NAME.torn-<secs>`...), and
/// whether that kind holds a torn tail.
const KINDS: [(&str, bool); 2] = [("torn", true), ("salvaged", false)];

/// The last sequence number the `len` bytes of `file` from `from` used or may have used:
/// the largest `"seq":N` read from any of their lines (leniently: a torn or damaged line
/// counts if its number can be read), and at least `expected`, the number that was due.
pub(super) fn used_numbers<F: StoredFile>(file: &mut F, from: u64, len: u64, expected: u64) -> u64 {
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

/// A side file next to the save holding numbers the save has not passed: its path, the
/// largest number it holds, and whether it holds a torn tail.
pub(super) type Unaccounted = (PathBuf, u64, bool);

/// The side file of `path` (named `NAME.torn-<secs>` or `NAME.salvaged-<secs>[-n]`,
/// written no earlier than the save was created, and named by none of `records`' set-aside
/// records) holding the largest number at or past `due`, the number the next record would
/// get: lines fray moved aside without recording which numbers they used. `None` when
/// every number side files hold is behind `due`.
///
/// A side file that cannot be read is passed over (it was put there by hand, or its
/// permissions were changed); failing to list the folder is an error.
pub(super) fn unaccounted<S: Storage>(
    storage: &S,
    path: &Path,
    header: &Header,
    records: &[Record],
    due: u64,
) -> Result<Option<Unaccounted>, StoreError> {
    let Some(base) = path.file_name().map(|n| n.to_string_lossy().into_owned()) else {
        return Ok(None);
    };
    let named: HashSet<&str> = records
        .iter()
        .flat_map(|r| &r.events)
        .filter_map(|e| match e {
            Event::RecordsSetAside { file, .. } => Some(file.as_str()),
            _ => None,
        })
        .collect();
    let dir = parent_dir(path);
    let names = storage.list_dir(dir).map_err(|source| StoreError::Io {
        action: "look for side files in",
        path: dir.to_path_buf(),
        source,
    })?;
    let mut found: Option<Unaccounted> = None;
    for side in names {
        let Some(name) = side.file_name().map(|n| n.to_string_lossy().into_owned()) else {
            continue;
        };
        let Some(torn) = side_kind(&base, &name, header.created) else {
            continue;
        };
        if named.contains(name.as_str())
            || !matches!(storage.kind(&side), Ok(None | Some(FileKind::File)))
        {
            continue;
        }
        let Ok(mut file) = storage.open(&side, OpenMode::Read) else {
            continue;
        };
        let last = used_numbers(&mut file, 0, u64::MAX, 0);
        if last >= due && found.as_ref().is_none_or(|(_, most, _)| last > *most) {
            found = Some((side, last, torn));
        }
    }
    Ok(found)
}

/// Whether `name` is a side file of the save named `base` written no earlier than
/// `created` (unix seconds): `Some(torn)` if so.
fn side_kind(base: &str, name: &str, created: u64) -> Option<bool> {
    let rest = name.strip_prefix(base)?.strip_prefix('.')?;
    KINDS.iter().find_map(|(kind, torn)| {
        let stamp = rest.strip_prefix(kind)?.strip_prefix('-')?;
        let (secs, n) = stamp.split_once('-').unwrap_or((stamp, "0"));
        let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        let secs: u64 = secs
            .parse()
            .ok()
            .filter(|_| all_digits(secs) && all_digits(n))?;
        (secs >= created).then_some(*torn)
    })
}

/// The record saying the numbers `first..=last` were set aside in `side`, numbered
/// `last + 1`; `None` when that number would pass [`MAX_SEQ`] (the save has used every
/// number fray writes: no record, this one or a command, can follow).
pub fn set_aside_record(first: u64, last: u64, side: &Path, torn: bool) -> Option<Record> {
    let seq = last.checked_add(1).filter(|seq| *seq <= MAX_SEQ)?;
    let file = side
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    Some(Record {
        seq,
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
    })
}

/// Appends the set-aside record to the cut save, synced; returns its length in bytes. A
/// failed write is left as it is: a partial line is a torn tail the next open sets aside,
/// its number read from it; nothing written at all is found again by [`unaccounted`].
pub(super) fn append_marker<F: StoredFile>(
    path: &Path,
    file: &mut F,
    marker: &Record,
) -> Result<u64, StoreError> {
    let line = encode(path, "the set-aside record", marker)?;
    file.write_all(&line)
        .and_then(|()| file.sync_data())
        .map_err(|source| StoreError::Io {
            action: "record which numbers the lines set aside used (fray does it when the save is next opened) in",
            path: path.to_path_buf(),
            source,
        })?;
    Ok(line.len() as u64)
}

#[cfg(test)]
#[path = "setaside_tests.rs"]
mod tests;
