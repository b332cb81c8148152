//! The consistency check of a save's records ([`crate::engine::consistency`]) where a save
//! is read: an impossible record is damage at its line, like a bad checksum. The per-record
//! check runs as the lines are read (`load.rs`, `scan`: reading stops at the first
//! impossible record, so a save whose roster passes the cap is refused before the rest is
//! held); here the check of the folded state, whose record becomes the scan's bad line the
//! same way, so [`super::load`] refuses the save naming the line and byte offset, and
//! [`super::salvage`] keeps exactly the records before it and moves the rest to a side
//! file. Line offsets are only looked for on that failure path.

use std::io::SeekFrom;
use std::path::Path;

use crate::engine::consistency::{Inconsistency, problems_after_fold};
use crate::engine::timeline::Timeline;

use super::error::{LineProblem, StoreError};
use super::load::{BadLine, LineEnd, Lines, Scan};
use super::storage::{OpenMode, OsStorage, Storage, StoredFile};

/// For salvage: also the folded state's invariants ([`problems_after_fold`]), which the
/// per-record check does not see (a token pool whose counts no longer balance, say); the
/// record that introduced a problem becomes the first bad line, like an impossible one, so
/// salvage keeps exactly the records before it. Folds the whole save: salvage only.
pub(crate) fn check_scan_folded<F: StoredFile>(
    path: &Path,
    file: &mut F,
    scan: &mut Scan,
) -> Result<(), StoreError> {
    let timeline = Timeline::from_records(scan.header.clone(), scan.records.clone());
    let found = problems_after_fold(timeline.header(), timeline.records(), timeline.state());
    match found {
        Some(Inconsistency { index, message }) if index < scan.records.len() => {
            cut_at(path, file, scan, index, message)
        }
        _ => Ok(()),
    }
}

/// Makes record `index` of the scan its first bad line (damage, never a torn tail) and
/// drops the records from it on.
fn cut_at<F: StoredFile>(
    path: &Path,
    file: &mut F,
    scan: &mut Scan,
    index: usize,
    message: String,
) -> Result<(), StoreError> {
    let line = index as u64 + 2;
    let starts = line_starts(path, file, line)?;
    let (previous, offset) = match starts.as_slice() {
        [.., previous, offset] => (*previous, *offset),
        _ => return Err(changed(path)),
    };
    scan.records.truncate(index);
    scan.good = scan.records.len();
    scan.valid_len = offset;
    scan.last_start = previous;
    scan.bad = Some(BadLine {
        line,
        offset,
        problem: LineProblem::Inconsistent(message),
        torn: false,
    });
    Ok(())
}

/// Runs [`crate::model::Encounter::problems`] on a state folded from a save read at `path`:
/// a problem is damage at the record that introduced it ([`StoreError::Corrupt`]).
/// Cheap when the state is sound (the usual case).
pub fn check_folded(path: &Path, timeline: &Timeline) -> Result<(), StoreError> {
    check_folded_in(&OsStorage, path, timeline)
}

/// [`check_folded`] for a save on `storage`.
pub fn check_folded_in<S: Storage>(
    storage: &S,
    path: &Path,
    timeline: &Timeline,
) -> Result<(), StoreError> {
    let Some(Inconsistency { index, message }) =
        problems_after_fold(timeline.header(), timeline.records(), timeline.state())
    else {
        return Ok(());
    };
    let line = index as u64 + 2;
    let mut file = storage
        .open(path, OpenMode::Read)
        .map_err(|source| StoreError::Io {
            action: "read",
            path: path.to_path_buf(),
            source,
        })?;
    let offset = line_starts(path, &mut file, line)?
        .last()
        .copied()
        .ok_or_else(|| changed(path))?;
    Err(StoreError::Corrupt {
        path: path.to_path_buf(),
        line,
        offset,
        problem: LineProblem::Inconsistent(format!("leaves the encounter unsound: {message}")),
        good: index,
    })
}

/// Where each line up to `line` (counting from 1) starts, read again from the file.
fn line_starts<F: StoredFile>(
    path: &Path,
    file: &mut F,
    line: u64,
) -> Result<Vec<u64>, StoreError> {
    let read_error = |source| StoreError::Io {
        action: "read",
        path: path.to_path_buf(),
        source,
    };
    file.seek(SeekFrom::Start(0)).map_err(read_error)?;
    let mut lines = Lines::new(&mut *file);
    let mut buf = Vec::new();
    let mut starts = Vec::new();
    while (starts.len() as u64) < line {
        let start = lines.offset;
        match lines.next(&mut buf).map_err(read_error)? {
            LineEnd::Complete => starts.push(start),
            _ => return Err(changed(path)),
        }
    }
    Ok(starts)
}

/// The file no longer holds what was just read from it.
fn changed(path: &Path) -> StoreError {
    StoreError::Io {
        action: "read",
        path: path.to_path_buf(),
        source: std::io::Error::other("the file changed while it was being read; try again"),
    }
}
