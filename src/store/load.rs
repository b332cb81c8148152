//! Reading a save: the header, then every record, checking each line's checksum and
//! sequence number. Reading never changes the file (see [`super::recover`] for that).
//!
//! The input is untrusted: lines are read with a length cap ([`MAX_LINE_BYTES`]), the file
//! with a size cap ([`MAX_SAVE_BYTES`]), and nothing here panics on any input.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::engine::record::{FORMAT, FORMAT_VERSION, Header, Record};
use crate::model::SystemId;

use super::checksum::crc32;
use super::error::{LineProblem, StoreError};
use super::line::unseal;
use super::upcast::{upcast, upcast_header};
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
    /// Whether it looks like an interrupted write (the last line only) rather than damage.
    pub torn: bool,
    /// The side file now holding the bytes; `None` when they are still in the save
    /// (a read-only [`load`] never moves anything).
    pub side_file: Option<PathBuf>,
}

/// Reads a save without changing it.
///
/// A torn last line is left out with a warning (its bytes stay in the file until the save
/// is opened for writing, see [`super::SaveLog::open_append`]); a damaged line followed by
/// others is an error ([`StoreError::Corrupt`]; see [`super::salvage`]).
pub fn load(path: &Path) -> Result<Loaded, StoreError> {
    let file = open_save(path, false)?;
    let scan = scan(path, &file)?;
    if let Some(error) = scan.corruption(path) {
        return Err(error);
    }
    let file_len = file_size(path, &file)?;
    let cut = scan.cut(file_len);
    let mut warnings = scan.warnings;
    if let Some(cut) = &cut {
        warnings.push(format!(
            "{}: line {} (byte offset {}): {}; fray probably stopped while saving it, so it was never confirmed. \
             It is left out ({} bytes); they stay in the file until fray next opens the save for writing, \
             which moves them to a side file",
            path.display(),
            cut.line,
            cut.offset,
            describe_last(&cut.problem),
            cut.len
        ));
    }
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
        LineProblem::Unterminated => {
            "the last record is incomplete (it does not end with a line break)".to_string()
        }
        other => format!("the last line is damaged: {other}"),
    }
}

/// Opens a save for reading (and, with `write`, for appending), refusing what is not a
/// regular file or is too big to be a save.
pub(crate) fn open_save(path: &Path, write: bool) -> Result<File, StoreError> {
    let file = std::fs::OpenOptions::new()
        .read(true)
        .append(write)
        .open(path)
        .map_err(|source| StoreError::Io {
            action: "open",
            path: path.to_path_buf(),
            source,
        })?;
    let meta = file.metadata().map_err(|source| StoreError::Io {
        action: "read",
        path: path.to_path_buf(),
        source,
    })?;
    if meta.is_dir() {
        return Err(StoreError::NotASave {
            path: path.to_path_buf(),
            reason: "it is a directory".into(),
        });
    }
    if !meta.is_file() {
        return Err(StoreError::NotASave {
            path: path.to_path_buf(),
            reason: "it is not a regular file".into(),
        });
    }
    if meta.len() > MAX_SAVE_BYTES {
        return Err(StoreError::TooLarge {
            path: path.to_path_buf(),
            size: meta.len(),
            limit: MAX_SAVE_BYTES,
        });
    }
    Ok(file)
}

/// The file's current size.
pub(crate) fn file_size(path: &Path, file: &File) -> Result<u64, StoreError> {
    file.metadata()
        .map(|m| m.len())
        .map_err(|source| StoreError::Io {
            action: "read",
            path: path.to_path_buf(),
            source,
        })
}

/// The result of reading a save up to its first bad line.
#[derive(Debug)]
pub(crate) struct Scan {
    /// The header.
    pub header: Header,
    /// The good records.
    pub records: Vec<Record>,
    /// Warnings about good lines.
    pub warnings: Vec<String>,
    /// Bytes from the start of the file to the end of the last good line.
    pub valid_len: u64,
    /// The first bad line, if any; reading stopped there.
    pub bad: Option<BadLine>,
}

/// The first bad line of a save.
#[derive(Debug)]
pub(crate) struct BadLine {
    /// Line number, from 1.
    pub line: u64,
    /// Where it starts.
    pub offset: u64,
    /// What is wrong.
    pub problem: LineProblem,
    /// Whether it is the last line and looks like an interrupted write.
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
                good: self.records.len(),
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
enum LineEnd {
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
struct Lines<R: Read> {
    reader: BufReader<io::Take<R>>,
    /// Bytes consumed so far.
    offset: u64,
    /// Lines read so far.
    number: u64,
}

impl<R: Read> Lines<R> {
    fn new(reader: R) -> Self {
        Lines {
            reader: BufReader::new(reader.take(MAX_SAVE_BYTES + 1)),
            offset: 0,
            number: 0,
        }
    }

    fn next(&mut self, buf: &mut Vec<u8>) -> io::Result<LineEnd> {
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

/// Reads a save up to its first bad line. Errors only for what makes the whole file
/// unreadable (I/O, the header, the size cap).
pub(crate) fn scan<R: Read>(path: &Path, reader: R) -> Result<Scan, StoreError> {
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
        warnings.push(format!(
            "line 1: the encounter name holds control characters ({}); they will be shown escaped",
            escaped(&header.name)
        ));
    }

    let mut records: Vec<Record> = Vec::new();
    let mut valid_len = lines.offset;
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
                let expected = records.len() as u64 + 1;
                match parse_record(&mut buf, version, expected) {
                    Ok((record, name)) => {
                        if let Some(name) = name {
                            warnings.push(format!(
                                "line {line}: a name holds control characters ({name}); they will be shown escaped"
                            ));
                        }
                        records.push(record);
                        valid_len = lines.offset;
                        None
                    }
                    Err((problem, tearable)) => {
                        let torn = tearable && lines.at_eof().map_err(read_error)?;
                        Some((problem, torn))
                    }
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
        records,
        warnings,
        valid_len,
        bad,
    })
}

/// Reads the header line: format, version (before anything else, so a newer format is
/// named as such), checksum, then the fields.
fn parse_header(path: &Path, buf: &mut Vec<u8>) -> Result<(Header, u32), StoreError> {
    let bad = |problem: String| StoreError::BadHeader {
        path: path.to_path_buf(),
        problem,
    };
    let not_a_save = |reason: String| StoreError::NotASave {
        path: path.to_path_buf(),
        reason,
    };

    if contains(buf, FORMAT.as_bytes()) {
        if buf.starts_with(b"\xEF\xBB\xBF") {
            return Err(bad(
                "it starts with a byte-order mark: was the file re-saved by a text editor?".into(),
            ));
        }
        if buf.ends_with(b"\r") {
            return Err(bad(
                "it ends with a carriage return: was the file converted to Windows line endings?"
                    .into(),
            ));
        }
    }
    let stored = unseal(buf);
    let value: Value = match serde_json::from_slice(buf) {
        Ok(value) => value,
        Err(e) if contains(buf, FORMAT.as_bytes()) => {
            return Err(bad(format!("not valid JSON ({})", json_message(&e))));
        }
        Err(_) => return Err(not_a_save("its first line is not a fray header".into())),
    };
    let Some(object) = value.as_object() else {
        return Err(not_a_save("its first line is not a JSON object".into()));
    };
    match object.get("format") {
        Some(Value::String(format)) if format == FORMAT => {}
        Some(Value::String(format)) => {
            return Err(not_a_save(format!(
                "its format is {:?}, not {FORMAT:?}",
                clip(format)
            )));
        }
        _ if object.contains_key("seq") && object.contains_key("events") => {
            return Err(not_a_save(
                "its first line is a record: the header line is missing".into(),
            ));
        }
        _ => {
            return Err(not_a_save(format!(
                "its first line has no \"format\":\"{FORMAT}\""
            )));
        }
    }
    let version = object
        .get("version")
        .and_then(Value::as_u64)
        .ok_or_else(|| bad("it has no format version".into()))?;
    if version > u64::from(FORMAT_VERSION) {
        return Err(StoreError::NewerVersion {
            path: path.to_path_buf(),
            version,
            supported: FORMAT_VERSION,
        });
    }
    let version = match u32::try_from(version) {
        Ok(v) if v > 0 => v,
        _ => return Err(bad(format!("unknown format version {version}"))),
    };
    match stored {
        None => return Err(bad(LineProblem::NoChecksum.to_string())),
        Some(stored) => {
            let computed = crc32(buf);
            if stored != computed {
                return Err(bad(
                    LineProblem::BadChecksum { stored, computed }.to_string()
                ));
            }
        }
    }
    let value = upcast_header(version, value);
    match value.get("system") {
        Some(Value::String(system)) => {
            if serde_json::from_value::<SystemId>(Value::String(system.clone())).is_err() {
                let known: Vec<&str> = SystemId::ALL.iter().map(|s| s.key()).collect();
                return Err(StoreError::UnknownSystem {
                    path: path.to_path_buf(),
                    system: clip(system),
                    known: known.join(", "),
                });
            }
        }
        _ => return Err(bad("it names no rule system".into())),
    }
    let header: Header = serde_json::from_value(value).map_err(|e| bad(clip(&e.to_string())))?;
    Ok((header, version))
}

/// Reads one record line (without its `\n`). On failure, says what is wrong and whether
/// an interrupted write could explain it (checksum or JSON broken, rather than a
/// well-sealed line that makes no sense).
fn parse_record(
    buf: &mut Vec<u8>,
    version: u32,
    expected: u64,
) -> Result<(Record, Option<String>), (LineProblem, bool)> {
    if buf.is_empty() {
        return Err((LineProblem::Empty, true));
    }
    let Some(stored) = unseal(buf) else {
        return Err((LineProblem::NoChecksum, true));
    };
    let computed = crc32(buf);
    if stored != computed {
        return Err((LineProblem::BadChecksum { stored, computed }, true));
    }
    let value: Value =
        serde_json::from_slice(buf).map_err(|e| (LineProblem::NotJson(json_message(&e)), true))?;
    let value = upcast(version, value);
    let name = name_with_control(&value).map(escaped);
    let record: Record = serde_json::from_value(value)
        .map_err(|e| (LineProblem::NotARecord(clip(&e.to_string())), false))?;
    if record.seq != expected {
        return Err((
            LineProblem::WrongSequence {
                expected,
                found: record.seq,
            },
            false,
        ));
    }
    Ok((record, name))
}

/// The first `"name"` string anywhere in a value that holds a control character.
fn name_with_control(value: &Value) -> Option<&str> {
    match value {
        Value::Object(map) => map.iter().find_map(|(key, v)| match v {
            Value::String(s) if key == "name" && s.chars().any(char::is_control) => {
                Some(s.as_str())
            }
            _ => name_with_control(v),
        }),
        Value::Array(items) => items.iter().find_map(name_with_control),
        _ => None,
    }
}

/// A string shown with its control characters escaped, clipped.
fn escaped(text: &str) -> String {
    clip(&format!("{text:?}"))
}

/// At most 160 characters of a message, with `...` when clipped.
fn clip(text: &str) -> String {
    const MAX: usize = 160;
    match text.char_indices().nth(MAX) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text.to_string(),
    }
}

/// serde_json's message with the position given as a column of the line.
fn json_message(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let position = format!(" at line {} column {}", e.line(), e.column());
    let text = match text.strip_suffix(&position) {
        Some(head) if e.line() == 1 => format!("{head} at column {}", e.column()),
        _ => text,
    };
    clip(&text)
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    !needle.is_empty() && haystack.windows(needle.len()).any(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::line::seal;
    use serde_json::json;

    fn header_line() -> Vec<u8> {
        seal(&Header::new(SystemId::Polaris3e, "Test", 7, 1)).unwrap_or_default()
    }

    fn record_line(seq: u64, command: &str) -> Vec<u8> {
        seal(&Record {
            seq,
            command: command.into(),
            events: vec![],
        })
        .unwrap_or_default()
    }

    fn scan_bytes(bytes: &[u8]) -> Result<Scan, StoreError> {
        scan(Path::new("t.fray.jsonl"), bytes)
    }

    #[test]
    fn header_only_is_zero_records() {
        let scan = scan_bytes(&header_line()).map_err(|e| e.to_string());
        let scan = scan.as_ref().ok();
        assert_eq!(scan.map(|s| s.records.len()), Some(0));
        assert!(scan.is_some_and(|s| s.bad.is_none()));
    }

    #[test]
    fn empty_input_is_its_own_error() {
        assert!(matches!(scan_bytes(b""), Err(StoreError::Empty { .. })));
    }

    #[test]
    fn torn_header_is_named() {
        let line = header_line();
        for cut in 1..line.len() {
            let result = scan_bytes(&line[..cut]);
            assert!(
                matches!(result, Err(StoreError::TornHeader { .. })),
                "cut at {cut}: {result:?}"
            );
        }
    }

    #[test]
    fn not_a_save() {
        for bytes in [
            &b"hello\n"[..],
            b"{\"a\":1}\n",
            b"[1]\n",
            b"\x00\x01\x02\n",
            b"#!/bin/sh\necho\n",
            b"{\"format\":\"other\"}\n",
        ] {
            let result = scan_bytes(bytes);
            assert!(
                matches!(result, Err(StoreError::NotASave { .. })),
                "{bytes:?}: {result:?}"
            );
        }
    }

    #[test]
    fn header_checks() {
        let newer = seal(&json!({"format": "fray-save", "version": 99, "system": "polaris-3e"}))
            .unwrap_or_default();
        let err = scan_bytes(&newer)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(
            err.contains("made by a newer fray (format 99, this fray reads up to 1)"),
            "{err}"
        );

        let zero = seal(&json!({"format": "fray-save", "version": 0})).unwrap_or_default();
        assert!(matches!(
            scan_bytes(&zero),
            Err(StoreError::BadHeader { .. })
        ));

        let mut header =
            serde_json::to_value(Header::new(SystemId::Polaris3e, "x", 1, 1)).unwrap_or_default();
        header["system"] = json!("dnd-5e");
        let unknown = seal(&header).unwrap_or_default();
        let err = scan_bytes(&unknown)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(
            err.contains("\"dnd-5e\"") && err.contains("polaris-3e"),
            "{err}"
        );

        let unsealed =
            serde_json::to_vec(&Header::new(SystemId::Polaris3e, "x", 1, 1)).unwrap_or_default();
        let result = scan_bytes(&[unsealed, b"\n".to_vec()].concat());
        assert!(
            matches!(result, Err(StoreError::BadHeader { .. })),
            "{result:?}"
        );

        let mut crlf = header_line();
        crlf.insert(crlf.len() - 1, b'\r');
        let err = scan_bytes(&crlf)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(err.contains("Windows line endings"), "{err}");
        let bom = [&b"\xEF\xBB\xBF"[..], &header_line()].concat();
        let err = scan_bytes(&bom)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(err.contains("byte-order mark"), "{err}");

        let headless = [record_line(1, "a"), record_line(2, "b")].concat();
        let err = scan_bytes(&headless)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(err.contains("the header line is missing"), "{err}");
    }

    #[test]
    fn sequence_must_follow() {
        let bytes = [
            header_line(),
            record_line(1, "a"),
            record_line(3, "b"),
            record_line(4, "c"),
        ]
        .concat();
        let scan = scan_bytes(&bytes).ok();
        let bad = scan.as_ref().and_then(|s| s.bad.as_ref());
        assert!(matches!(
            bad,
            Some(BadLine {
                line: 3,
                problem: LineProblem::WrongSequence {
                    expected: 2,
                    found: 3
                },
                torn: false,
                ..
            })
        ));
        // Even as the last line: a well-sealed line with the wrong number is not a torn write.
        let bytes = [header_line(), record_line(1, "a"), record_line(1, "b")].concat();
        let scan = scan_bytes(&bytes).ok();
        assert!(
            scan.as_ref()
                .and_then(|s| s.bad.as_ref())
                .is_some_and(|b| !b.torn && b.line == 3)
        );
    }

    #[test]
    fn empty_line_in_the_middle_is_corruption() {
        let bytes = [
            header_line(),
            record_line(1, "a"),
            b"\n".to_vec(),
            record_line(2, "b"),
        ]
        .concat();
        let scan = scan_bytes(&bytes).ok();
        let bad = scan.as_ref().and_then(|s| s.bad.as_ref());
        assert!(matches!(
            bad,
            Some(BadLine {
                line: 3,
                problem: LineProblem::Empty,
                torn: false,
                ..
            })
        ));
    }

    #[test]
    fn control_characters_warn() {
        let mut header = Header::new(SystemId::Polaris3e, "Bell\u{7}", 1, 1);
        header.name = "Bell\u{7}".into();
        let value = json!({"seq": 1, "command": "x", "events": [{"event": "combatant_renamed", "who": 1, "name": "Esc\u{1b}[31m"}]});
        let bytes = [
            seal(&header).unwrap_or_default(),
            seal(&value).unwrap_or_default(),
        ]
        .concat();
        let scan = scan_bytes(&bytes).ok();
        let warnings = scan.map(|s| s.warnings).unwrap_or_default();
        assert_eq!(warnings.len(), 2, "{warnings:?}");
        assert!(warnings[0].starts_with("line 1: the encounter name holds control characters"));
        assert!(
            warnings[1].starts_with("line 2: a name holds control characters (\"Esc\\u{1b}[31m\")"),
            "{}",
            warnings[1]
        );
    }

    #[test]
    fn json_messages_name_columns() {
        let e = serde_json::from_slice::<Value>(b"{\"a\":}").err();
        let message = e.map(|e| json_message(&e)).unwrap_or_default();
        assert!(message.ends_with("at column 6"), "{message}");
    }

    #[test]
    fn clip_is_char_safe() {
        let long = "é".repeat(500);
        assert_eq!(clip(&long).chars().count(), 163);
    }
}
