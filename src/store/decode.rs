//! Decoding one line of a save: the header line (format, version, checksum, rule system)
//! and record lines (checksum, JSON, sequence number), with the clipped and escaped
//! wording of what is wrong. Nothing here panics on any input.

use std::path::Path;

use serde_json::Value;

use crate::engine::record::{FORMAT, FORMAT_VERSION, Header, OLDEST_FORMAT_VERSION, Record};
use crate::model::SystemId;

use super::checksum::crc32;
use super::error::{LineProblem, StoreError};
use super::line::unseal;
use super::upcast::{upcast, upcast_header};

/// Reads the header line: format, version (before anything else, so a newer format is
/// named as such), checksum, then the fields.
pub(super) fn parse_header(path: &Path, buf: &mut Vec<u8>) -> Result<(Header, u32), StoreError> {
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
            oldest: OLDEST_FORMAT_VERSION,
            supported: FORMAT_VERSION,
        });
    }
    let version = match u32::try_from(version) {
        Ok(v) if v >= OLDEST_FORMAT_VERSION => v,
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
pub(super) fn parse_record(
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
pub(super) fn escaped(text: &str) -> String {
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

/// Whether `needle` occurs in `haystack`.
fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    !needle.is_empty() && haystack.windows(needle.len()).any(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

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
