//! Decoding one line of a save: the header line (format, version, checksum, rule system)
//! and record lines (checksum, JSON, sequence number), with the clipped and escaped
//! wording of what is wrong. Nothing here panics on any input.

use std::path::Path;

use serde_json::Value;

use crate::engine::Event;
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
                let known: Vec<&str> = SystemId::all().iter().map(|s| s.key()).collect();
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

/// Reads one record line (without its `\n`) of a save of `system`. On failure, says what
/// is wrong and whether an interrupted write could explain it (checksum or JSON broken,
/// rather than a well-sealed line that makes no sense).
pub(super) fn parse_record(
    buf: &mut Vec<u8>,
    version: u32,
    expected: u64,
    system: SystemId,
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
    let (record, name) = match fast_record(buf, version, system) {
        Some(record) => (record, None),
        None => slow_record(buf, version)?,
    };
    if !follows(&record, expected) {
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

/// Whether `record` may come where number `expected` is due: it has that number, or it is
/// a set-aside record skipping exactly the numbers from `expected` to just before its own
/// (any other gap is damage: a line lost or deleted). A set-aside record holds that one event and skips at least one number, else it is
/// damage too.
pub(super) fn follows(record: &Record, expected: u64) -> bool {
    let set_aside = |e: &Event| matches!(e, Event::RecordsSetAside { .. });
    match record.events.as_slice() {
        [Event::RecordsSetAside { first, last, .. }] => {
            *first == expected && *first <= *last && last.checked_add(1) == Some(record.seq)
        }
        events if events.iter().any(set_aside) => false,
        _ => record.seq == expected,
    }
}

/// A current-format line parsed straight into a [`Record`], when that is sure to give
/// what [`slow_record`] gives: no upcast to make, and no byte that could spell a control
/// character (so no name to warn about). Each event is read by its tag
/// ([`super::decode_event`]), a system fact as `system`'s own (the save's) without trying
/// every system. `None` sends the line down the slow path, which tries every kind and
/// every system (a fact of another system is named there) and words any error.
fn fast_record(buf: &[u8], version: u32, system: SystemId) -> Option<Record> {
    if version != FORMAT_VERSION || may_hold_control(buf) {
        return None;
    }
    let mut record = super::decode_event::record(buf, system)?;
    // Read from text, a list grows by doubling (a `Value` array knew its length): without
    // this, a big save's events took half as much memory again.
    record.events.shrink_to_fit();
    Some(record)
}

/// The line as a JSON value, upcast from `version`, with the first name that holds a
/// control character (escaped), then read as a [`Record`].
fn slow_record(buf: &[u8], version: u32) -> Result<(Record, Option<String>), (LineProblem, bool)> {
    let value: Value =
        serde_json::from_slice(buf).map_err(|e| (LineProblem::NotJson(json_message(&e)), true))?;
    let value = upcast(version, value);
    let name = name_with_control(&value).map(escaped);
    let record: Record = serde_json::from_value(value)
        .map_err(|e| (LineProblem::NotARecord(clip(&e.to_string())), false))?;
    Ok((record, name))
}

/// Whether JSON text may hold a control character (`char::is_control`: U+0000 to U+001F,
/// U+007F to U+009F) in some string: raw (a C0 byte, DEL, or a C1 character's UTF-8
/// `0xC2 0x80..=0x9F`) or escaped (`\n`, `\t`, `\r`, `\b`, `\f`, any `\u`). It may
/// say yes for text without one (an escaped backslash before an `n`), never the reverse.
fn may_hold_control(text: &[u8]) -> bool {
    // Eight bytes at a time: only a word holding a suspect byte is looked at closer.
    let mut at = 0;
    for word in text.chunks_exact(8) {
        let bytes: [u8; 8] = word.try_into().unwrap_or_default();
        if suspect_word(u64::from_le_bytes(bytes)) && (at..at + 8).any(|i| control_at(text, i)) {
            return true;
        }
        at += 8;
    }
    (at..text.len()).any(|i| control_at(text, i))
}

/// Whether a word of eight bytes holds a C0 control, DEL, `\\` or `0xC2` (exact, by the
/// classic "has a byte less than / equal to" bit tricks).
fn suspect_word(w: u64) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let below = |v: u64, n: u64| v.wrapping_sub(ONES * n) & !v & HIGHS;
    let zero = |v: u64| below(v, 1);
    (below(w, 0x20) | zero(w ^ (ONES * 0x7F)) | zero(w ^ (ONES * 0x5C)) | zero(w ^ (ONES * 0xC2)))
        != 0
}

/// Whether the byte at `at` starts a control character, raw or escaped.
fn control_at(text: &[u8], at: usize) -> bool {
    let next = text.get(at + 1);
    match text.get(at) {
        Some(0x00..=0x1F | 0x7F) => true,
        Some(b'\\') => matches!(next, Some(b'n' | b't' | b'r' | b'b' | b'f' | b'u')),
        Some(0xC2) => matches!(next, Some(0x80..=0x9F)),
        _ => false,
    }
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

/// A string shown quoted with its unsafe characters escaped ([`crate::safe_text::escape`]),
/// clipped.
pub(super) fn escaped(text: &str) -> String {
    clip(&format!("\"{}\"", crate::safe_text::escape(text)))
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
    fn control_characters_are_spotted_raw_and_escaped() {
        for text in [
            &b"{\"name\":\"a\\nb\"}"[..],
            b"{\"name\":\"a\\u0007\"}",
            b"{\"name\":\"a\\tb\"}",
            b"{\"name\":\"a\x7f\"}",
            b"{\"name\":\"a\xc2\x85\"}",
            b"{\"name\":\"a\x01\"}",
        ] {
            assert!(may_hold_control(text), "{}", String::from_utf8_lossy(text));
        }
        for text in [
            &b"{\"name\":\"Baral \\\"the\\\" Faadhi\"}"[..],
            b"{\"name\":\"\xc3\xa9\xc2\xa0\"}",
            b"{\"name\":\"a/b\"}",
        ] {
            assert!(!may_hold_control(text), "{}", String::from_utf8_lossy(text));
        }
    }

    #[test]
    fn the_word_scan_matches_the_byte_scan() {
        let bytes_scan = |t: &[u8]| (0..t.len()).any(|i| control_at(t, i));
        let base = b"{\"seq\":1,\"command\":\"add Bob\",\"name\":\"\xc3\xa9t\xc3\xa9\"}".to_vec();
        for at in 0..base.len() {
            for b in [0x00u8, 0x1F, 0x20, 0x7F, 0x80, b'\\', 0xC2, 0xFF] {
                let mut text = base.clone();
                text[at] = b;
                for tail in [&b""[..], b"n", b"\x85", b"x"] {
                    let mut t = text.clone();
                    t.splice(at + 1..at + 1, tail.iter().copied());
                    assert_eq!(may_hold_control(&t), bytes_scan(&t), "{t:?}");
                }
            }
        }
    }

    #[test]
    fn both_paths_agree() {
        let line = br#"{"seq":3,"command":"end","at":null,"events":[{"event":"fight_ended"}]}"#;
        // A system no save names: the line holds a shared event only.
        let system = SystemId::declare("elsewhere");
        let fast = fast_record(line, FORMAT_VERSION, system);
        let slow = slow_record(line, FORMAT_VERSION).ok().map(|(r, _)| r);
        assert!(fast.is_some());
        assert_eq!(fast, slow);
        assert_eq!(fast_record(line, 1, system), None);
    }

    #[test]
    fn clip_is_char_safe() {
        let long = "é".repeat(500);
        assert_eq!(clip(&long).chars().count(), 163);
    }
}
