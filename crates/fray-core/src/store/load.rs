//! Reading a save: the header, then every record, checking each line's checksum and
//! sequence number (one line is decoded in `decode.rs`). Reading never changes the file
//! (see [`super::recover`] for that).
//!
//! The input is untrusted: lines are read with a length cap ([`MAX_LINE_BYTES`]), the file
//! with a size cap ([`MAX_SAVE_BYTES`]), and nothing here panics on any input.

use std::io::{self, BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

use crate::engine::consistency::Checker;
use crate::engine::record::{FORMAT, Header, Record};

use super::decode::{escaped, parse_header, parse_record};
use super::error::{LineProblem, StoreError};
use super::line::sealed_prefix;
use super::storage::{FileKind, OpenMode, OsStorage, Storage, StoredFile};
use super::{MAX_LINE_BYTES, MAX_SAVE_BYTES};

/// A save as read: its header, its good records, and what the GM should be told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loaded {
    /// The header (line 1), as written (its `version` is the file's format version).
    pub header: Header,
    /// The good records, in order, sequence numbers 1, 2, 3...
    pub records: Vec<Record>,
    /// Things the GM should know (a torn last record, names with control characters),
    /// one sentence each.
    pub warnings: Vec<String>,
    /// What was left out at the end of the file, if anything.
    pub cut: Option<Cut>,
}

/// The lines left out at the end of a save: a torn last record, or (after a salvage)
/// everything from the first damaged line on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cut {
    /// The first line left out, counting from 1 (the header is line 1).
    pub line: u64,
    /// Where it starts, in bytes: also the length of the good part of the file.
    pub offset: u64,
    /// How many bytes were left out.
    pub len: u64,
    /// What was wrong with the first line left out.
    pub problem: LineProblem,
    /// Whether it looks like an interrupted write rather than damage: the last line,
    /// cut short (no final line break) or holding NUL bytes (blocks a power loss left
    /// unwritten). A complete last line was written whole and confirmed: damage.
    pub torn: bool,
    /// The side file now holding the bytes; `None` when they are still in the save
    /// (a read-only [`load`] never moves anything).
    pub side_file: Option<PathBuf>,
}

/// Reads a save without changing it.
///
/// A torn last line (cut short, see [`Cut::torn`]) is left out with a warning (its bytes
/// stay in the file until the save is opened for writing, see
/// [`super::SaveLog::open_append`]); any other damaged line, the complete last one
/// included, is an error ([`StoreError::Corrupt`]; see [`super::salvage`]); and so is a
/// well-sealed record that could not follow the ones before it (the engine's consistency
/// check, see `store/semantic.rs`).
pub fn load(path: &Path) -> Result<Loaded, StoreError> {
    load_in(&OsStorage, path)
}

/// [`load`] on `storage`.
pub fn load_in<S: Storage>(storage: &S, path: &Path) -> Result<Loaded, StoreError> {
    let mut file = open_save(storage, path, false)?;
    let scan = scan(path, &mut file)?;
    finish(path, &file, scan)
}

/// [`load`], handing over the header as soon as it is read (`header_read`) and each good
/// record as it is read (`keep`, in order) instead of holding them: for a reader that
/// works on the records while the rest of the file is read. The [`Loaded`] returned has
/// no records; an error may come after records were handed over (the reader then drops
/// what it made of them).
pub fn load_each(
    path: &Path,
    header_read: &mut dyn FnMut(&Header),
    keep: &mut dyn FnMut(Record),
) -> Result<Loaded, StoreError> {
    let mut file = open_save(&OsStorage, path, false)?;
    let scan = scan_each(path, &mut file, header_read, keep)?;
    finish(path, &file, scan)
}

/// What a scan of the whole file gives: the error for a damaged line, or the save read,
/// with a torn last line told.
fn finish<F: StoredFile>(path: &Path, file: &F, scan: Scan) -> Result<Loaded, StoreError> {
    if let Some(error) = scan.corruption(path) {
        return Err(error);
    }
    let file_len = file_size(path, file)?;
    let cut = scan.cut(file_len);
    let mut warnings = scan.warnings;
    if let Some(cut) = &cut {
        warnings.push(crate::t!(
            "store-torn-left-out",
            path = path.display().to_string(),
            line = cut.line.to_string(),
            offset = cut.offset.to_string(),
            problem = describe_last(&cut.problem),
            bytes = cut.len.to_string()
        ));
    }
    warnings.extend(super::rescue::rescue_warnings(path));
    Ok(Loaded {
        header: scan.header,
        records: scan.records,
        warnings,
        cut,
    })
}

/// "the last line is ..." wording for a torn line's problem.
pub(crate) fn describe_last(problem: &LineProblem) -> String {
    match problem {
        LineProblem::Unterminated => crate::t!("store-last-incomplete"),
        other => crate::t!("store-last-damaged", problem = other.to_string()),
    }
}

/// Opens a save for reading (and, with `write`, for appending), refusing what is not a
/// regular file or is too big to be a save.
pub(crate) fn open_save<S: Storage>(
    storage: &S,
    path: &Path,
    write: bool,
) -> Result<S::File, StoreError> {
    let mode = if write {
        OpenMode::Append
    } else {
        OpenMode::Read
    };
    let open_error = |source| StoreError::Io {
        action: "open",
        path: path.to_path_buf(),
        source,
    };
    // Looked at before opening: opening a pipe would block until something writes to it.
    if let Some(kind) = storage.kind(path).map_err(open_error)? {
        not_regular(path, kind)?;
    }
    let file = match storage.open(path, mode) {
        Ok(file) => file,
        Err(source) if source.kind() == io::ErrorKind::IsADirectory => {
            not_regular(path, FileKind::Dir)?;
            return Err(open_error(source));
        }
        Err(source) => return Err(open_error(source)),
    };
    let meta = file.metadata().map_err(|source| StoreError::Io {
        action: "read",
        path: path.to_path_buf(),
        source,
    })?;
    not_regular(path, meta.kind)?;
    if meta.len > MAX_SAVE_BYTES {
        return Err(StoreError::TooLarge {
            path: path.to_path_buf(),
            size: meta.len,
            limit: MAX_SAVE_BYTES,
        });
    }
    Ok(file)
}

/// Refuses what is not a regular file: a directory, a pipe, a device, a socket.
pub(crate) fn not_regular(path: &Path, kind: FileKind) -> Result<(), StoreError> {
    let reason = match kind {
        FileKind::File => return Ok(()),
        FileKind::Dir => "it is a directory, not a regular file",
        FileKind::Other => "it is not a regular file (a pipe, a device or a socket)",
    };
    Err(StoreError::NotASave {
        path: path.to_path_buf(),
        reason: reason.into(),
    })
}

/// The file's current size.
pub(crate) fn file_size<F: StoredFile>(path: &Path, file: &F) -> Result<u64, StoreError> {
    file.metadata()
        .map(|m| m.len)
        .map_err(|source| StoreError::Io {
            action: "read",
            path: path.to_path_buf(),
            source,
        })
}

/// The result of reading a save up to its first bad line.
#[derive(Debug)]
pub struct Scan {
    /// The header.
    pub header: Header,
    /// The good records (none when they were handed over as read, [`scan_each`]).
    pub records: Vec<Record>,
    /// How many good records were read.
    pub good: usize,
    /// The consistency check after the good records (see `semantic.rs`).
    pub checker: Checker,
    /// Warnings about good lines.
    pub warnings: Vec<String>,
    /// Bytes from the start of the file to the end of the last good line.
    pub valid_len: u64,
    /// Where the last good line (the header when there is no record) starts.
    pub last_start: u64,
    /// The first bad line, if any; reading stopped there.
    pub bad: Option<BadLine>,
}

/// The first bad line of a save.
#[derive(Debug)]
pub struct BadLine {
    /// Line number, from 1.
    pub line: u64,
    /// Where it starts.
    pub offset: u64,
    /// What is wrong.
    pub problem: LineProblem,
    /// Whether it is the last line and looks like an interrupted write (see [`Cut::torn`]).
    pub torn: bool,
}

impl Scan {
    /// The error for a damaged line that is not a torn tail, if there is one.
    pub(crate) fn corruption(&self, path: &Path) -> Option<StoreError> {
        self.bad
            .as_ref()
            .filter(|bad| !bad.torn)
            .map(|bad| StoreError::Corrupt {
                path: path.to_path_buf(),
                line: bad.line,
                offset: bad.offset,
                problem: bad.problem.clone(),
                good: self.good,
            })
    }

    /// What is left out when the file is `file_len` bytes long.
    pub(crate) fn cut(&self, file_len: u64) -> Option<Cut> {
        self.bad.as_ref().map(|bad| Cut {
            line: bad.line,
            offset: bad.offset,
            len: file_len.saturating_sub(bad.offset),
            problem: bad.problem.clone(),
            torn: bad.torn,
            side_file: None,
        })
    }
}

/// How a line read ended.
pub(super) enum LineEnd {
    /// No more bytes.
    Eof,
    /// A line ending with `\n` (taken off).
    Complete,
    /// The file ended before a `\n`.
    Unterminated,
    /// More than [`MAX_LINE_BYTES`] bytes without a `\n`; the rest was not read.
    TooLong,
}

/// Reads lines with a cap on each line and on the whole input, counting offsets.
pub(super) struct Lines<R: Read> {
    reader: BufReader<io::Take<R>>,
    /// Bytes consumed so far.
    pub(super) offset: u64,
    /// Lines read so far.
    number: u64,
}

impl<R: Read> Lines<R> {
    /// Lines of `reader`, from its current position (offsets count from there).
    pub(super) fn new(reader: R) -> Self {
        Lines {
            reader: BufReader::new(reader.take(MAX_SAVE_BYTES + 1)),
            offset: 0,
            number: 0,
        }
    }

    /// The next line into `buf` (without its `\n`), at most [`MAX_LINE_BYTES`] + 1 bytes.
    pub(super) fn next(&mut self, buf: &mut Vec<u8>) -> io::Result<LineEnd> {
        buf.clear();
        let limit = MAX_LINE_BYTES as u64 + 1;
        let n = (&mut self.reader).take(limit).read_until(b'\n', buf)?;
        if n == 0 {
            return Ok(LineEnd::Eof);
        }
        self.offset += n as u64;
        self.number += 1;
        if buf.last() == Some(&b'\n') {
            buf.pop();
            Ok(LineEnd::Complete)
        } else if n > MAX_LINE_BYTES {
            Ok(LineEnd::TooLong)
        } else {
            Ok(LineEnd::Unterminated)
        }
    }

    fn at_eof(&mut self) -> io::Result<bool> {
        Ok(self.reader.fill_buf()?.is_empty())
    }
}

/// Reads a save up to its first bad line: a line that does not read as the next record,
/// or a record that could not follow the ones before it ([`Checker`]). Errors only for
/// what makes the whole file unreadable (I/O, the header, the size cap).
pub fn scan<R: Read>(path: &Path, reader: R) -> Result<Scan, StoreError> {
    let mut records = Vec::new();
    let mut scan = scan_each(path, reader, &mut |_| {}, &mut |record| {
        records.push(record)
    })?;
    scan.records = records;
    Ok(scan)
}

/// [`scan`], handing over the header once read and each good record as read instead of
/// holding them (the [`Scan`] returned has no records, only their number).
pub fn scan_each<R: Read>(
    path: &Path,
    reader: R,
    header_read: &mut dyn FnMut(&Header),
    keep: &mut dyn FnMut(Record),
) -> Result<Scan, StoreError> {
    let read_error = |source| StoreError::Io {
        action: "read",
        path: path.to_path_buf(),
        source,
    };
    let too_large = |size| StoreError::TooLarge {
        path: path.to_path_buf(),
        size,
        limit: MAX_SAVE_BYTES,
    };
    let not_a_save = |reason: &str| StoreError::NotASave {
        path: path.to_path_buf(),
        reason: reason.to_string(),
    };

    let mut lines = Lines::new(reader);
    let mut buf = Vec::new();
    let (header, version) = match lines.next(&mut buf).map_err(read_error)? {
        LineEnd::Eof => {
            return Err(StoreError::Empty {
                path: path.to_path_buf(),
            });
        }
        LineEnd::TooLong => {
            return Err(not_a_save(&format!(
                "its first line is longer than {MAX_LINE_BYTES} bytes"
            )));
        }
        LineEnd::Unterminated => {
            let signature = format!("{{\"format\":\"{FORMAT}\"");
            let signature = signature.as_bytes();
            return Err(
                if buf.starts_with(signature) || signature.starts_with(&buf) {
                    StoreError::TornHeader {
                        path: path.to_path_buf(),
                    }
                } else {
                    not_a_save("its first line is not a fray header")
                },
            );
        }
        LineEnd::Complete => parse_header(path, &mut buf)?,
    };
    let mut warnings = Vec::new();
    if header.name.chars().any(char::is_control) {
        warnings.push(crate::t!(
            "store-name-control-characters",
            name = escaped(&header.name)
        ));
    }

    header_read(&header);
    let mut good = 0;
    let mut last_seq = None;
    // The header's system: a fact of another system is damage at its record.
    let mut checker = Checker::for_system(header.system);
    let mut valid_len = lines.offset;
    let mut last_start = 0;
    let mut bad = None;
    loop {
        let offset = lines.offset;
        let end = lines.next(&mut buf).map_err(read_error)?;
        if lines.offset > MAX_SAVE_BYTES {
            return Err(too_large(lines.offset));
        }
        let line = lines.number;
        let failure = match end {
            LineEnd::Eof => break,
            LineEnd::TooLong => Some((
                LineProblem::TooLong {
                    limit: MAX_LINE_BYTES,
                },
                false,
            )),
            LineEnd::Unterminated => Some((LineProblem::Unterminated, true)),
            LineEnd::Complete => {
                let expected = last_seq.map_or(1, |seq: u64| seq.saturating_add(1));
                let checked =
                    parse_record(&mut buf, version, expected, header.system).and_then(|read| {
                        // Checked as it is read, so an impossible record (a roster past the
                        // cap, say) stops the reading there, before the rest is held.
                        match checker.check(&read.0) {
                            Ok(()) => Ok(read),
                            Err(e) => Err((LineProblem::Inconsistent(e.message), false)),
                        }
                    });
                match checked {
                    Ok((record, name)) => {
                        if let Some(name) = name {
                            warnings.push(crate::t!(
                                "store-names-control-characters",
                                line = line.to_string(),
                                name = name
                            ));
                        }
                        last_seq = Some(record.seq);
                        good += 1;
                        keep(record);
                        last_start = offset;
                        valid_len = lines.offset;
                        None
                    }
                    Err((problem, tearable)) => match sealed_prefix(&buf) {
                        Some(at) if tearable => Some((LineProblem::Joined { at }, false)),
                        _ => {
                            // A complete line was written whole: damage, unless it is the
                            // last one and holds NUL bytes (never written by fray: blocks
                            // a power loss left unwritten read back as zeros).
                            let torn = tearable
                                && buf.contains(&0)
                                && lines.at_eof().map_err(read_error)?;
                            Some((problem, torn))
                        }
                    },
                }
            }
        };
        if let Some((problem, torn)) = failure {
            bad = Some(BadLine {
                line,
                offset,
                problem,
                torn,
            });
            break;
        }
    }
    Ok(Scan {
        header,
        records: Vec::new(),
        good,
        checker,
        warnings,
        valid_len,
        last_start,
        bad,
    })
}

#[cfg(test)]
#[path = "load_tests.rs"]
mod tests;
