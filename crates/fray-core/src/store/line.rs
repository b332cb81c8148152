//! One line of a save: a JSON object sealed with a CRC-32 member.
//!
//! Sealing: serialize the value with `serde_json` (compact, no line breaks, fields in
//! declaration order); that string is the *body*. Its CRC-32 is written as 8 lowercase hex
//! digits in a last member, `,"crc":"xxxxxxxx"` inserted before the body's final `}`; then
//! `\n`. Unsealing reverses it: the line must end with `,"crc":"` + 8 lowercase hex digits +
//! `"}`; those 18 bytes are replaced by `}` to give back the body, byte for byte, and the
//! checksum is computed over that body.

use serde::Serialize;

use super::checksum::crc32;

/// `,"crc":"`: what comes before the checksum digits.
const CRC_KEY: &[u8] = b",\"crc\":\"";
/// `,"crc":"` + 8 hex digits + `"}`.
const SUFFIX_LEN: usize = CRC_KEY.len() + 8 + 2;

/// Serializes `value` into a sealed line, `\n` included. Fails if it is not a JSON object
/// with at least one member.
pub fn seal<T: Serialize>(value: &T) -> Result<Vec<u8>, String> {
    // Most records fit: the line is written without growing its buffer again and again.
    let mut line = Vec::with_capacity(LIKELY_LINE);
    serde_json::to_writer(&mut line, value).map_err(|e| e.to_string())?;
    if line.len() < 3 || line.first() != Some(&b'{') || line.last() != Some(&b'}') {
        return Err("it is not a JSON object with members".into());
    }
    let crc = crc32(&line);
    line.pop();
    line.extend_from_slice(CRC_KEY);
    line.extend(hex_digits(crc));
    line.extend_from_slice(b"\"}\n");
    Ok(line)
}

/// The room a line is given before it is written: more than most records take.
const LIKELY_LINE: usize = 1024;

/// `crc` as 8 lowercase hex digits, most significant first.
fn hex_digits(crc: u32) -> impl Iterator<Item = u8> {
    (0..8)
        .rev()
        .map(move |i| b"0123456789abcdef"[((crc >> (i * 4)) & 0xf) as usize])
}

/// Takes the checksum member off a line (without its `\n`), leaving the body in `line`.
/// Returns the stored checksum, or `None` (and leaves `line` alone) when the line does
/// not end with a well-formed checksum member.
pub(crate) fn unseal(line: &mut Vec<u8>) -> Option<u32> {
    let n = line.len();
    if n < SUFFIX_LEN + 2 || !line.ends_with(b"\"}") {
        return None;
    }
    let key_at = n - SUFFIX_LEN;
    if &line[key_at..key_at + CRC_KEY.len()] != CRC_KEY {
        return None;
    }
    let crc = hex_u32(&line[key_at + CRC_KEY.len()..n - 2])?;
    line.truncate(key_at);
    line.push(b'}');
    Some(crc)
}

/// The length of a whole sealed line (without its `\n`) at the start of `line`, when
/// more bytes follow it: two records run together because a line break between them was
/// lost. No interrupted write produces that (it only cuts a line short), so it is damage.
/// A checksum member inside the line whose checksum matches the bytes before it, followed
/// by the `{` of another record, finds it; anything else (a short line, a bad checksum, a
/// CRLF ending) is `None`.
pub(crate) fn sealed_prefix(line: &[u8]) -> Option<usize> {
    let mut from = 0;
    while let Some(found) = line[from..]
        .windows(CRC_KEY.len())
        .position(|w| w == CRC_KEY)
    {
        let key_at = from + found;
        let end = key_at + SUFFIX_LEN;
        // What follows must be another record, right after or after one stray byte
        // (the line break turned into something else): a `\r` alone is a CRLF ending.
        let next_record = line.get(end) == Some(&b'{') || line.get(end + 1) == Some(&b'{');
        if next_record && &line[end - 2..end] == b"\"}" {
            let digits = &line[key_at + CRC_KEY.len()..end - 2];
            if let Some(stored) = hex_u32(digits) {
                let mut body = line[..key_at].to_vec();
                body.push(b'}');
                if crc32(&body) == stored {
                    return Some(end);
                }
            }
        }
        from = key_at + 1;
    }
    None
}

/// Eight lowercase hex digits as a number.
fn hex_u32(digits: &[u8]) -> Option<u32> {
    let mut value = 0u32;
    for &d in digits {
        let v = match d {
            b'0'..=b'9' => d - b'0',
            b'a'..=b'f' => d - b'a' + 10,
            _ => return None,
        };
        value = (value << 4) | u32::from(v);
    }
    Some(value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn seal_then_unseal_gives_back_the_body() {
        let value = json!({"seq": 1, "command": "add \"Bob\" ✓", "events": []});
        let body = serde_json::to_vec(&value).unwrap_or_default();
        let sealed = seal(&value).unwrap_or_default();
        assert!(sealed.ends_with(b"\"}\n"));
        let mut line = sealed[..sealed.len() - 1].to_vec();
        let crc = unseal(&mut line);
        assert_eq!(line, body);
        assert_eq!(crc, Some(crc32(&body)));
        // The sealed line is itself valid JSON with a crc member.
        let parsed: serde_json::Value = serde_json::from_slice(&sealed).unwrap_or_default();
        assert_eq!(parsed["crc"], json!(format!("{:08x}", crc32(&body))));
    }

    #[test]
    fn two_lines_run_together_are_found() {
        let first = seal(&json!({"seq": 1, "events": []})).unwrap_or_default();
        let second = seal(&json!({"seq": 2, "events": []})).unwrap_or_default();
        let mut joined = first[..first.len() - 1].to_vec();
        joined.push(b' ');
        joined.extend_from_slice(&second[..second.len() - 1]);
        assert_eq!(sealed_prefix(&joined), Some(first.len() - 1));
        // A line cut short, or one whole line alone, holds no such prefix.
        assert_eq!(sealed_prefix(&second[..second.len() - 1]), None);
        assert_eq!(sealed_prefix(&second[..20]), None);
        let crlf = [&second[..second.len() - 1], b"\r"].concat();
        assert_eq!(sealed_prefix(&crlf), None);
        let mut no_break = first[..first.len() - 1].to_vec();
        no_break.extend_from_slice(&second[..second.len() - 1]);
        assert_eq!(sealed_prefix(&no_break), Some(first.len() - 1));
        // A checksum member whose digits do not match is not one.
        let mut forged = joined.clone();
        forged[first.len() - 4] ^= 1;
        assert_eq!(sealed_prefix(&forged), None);
    }

    #[test]
    fn known_line() {
        let sealed = seal(&json!({"a": 1})).unwrap_or_default();
        assert_eq!(
            sealed,
            format!("{{\"a\":1,\"crc\":\"{:08x}\"}}\n", crc32(b"{\"a\":1}")).into_bytes()
        );
    }

    #[test]
    fn refuses_non_objects() {
        assert!(seal(&json!([1, 2])).is_err());
        assert!(seal(&json!({})).is_err());
        assert!(seal(&json!("x")).is_err());
    }

    #[test]
    fn malformed_suffixes_are_none() {
        for bad in [
            &b""[..],
            b"}",
            b"{\"a\":1}",
            b"{\"a\":1,\"crc\":\"0000000\"}",
            b"{\"a\":1,\"crc\":\"0000000G\"}",
            b"{\"a\":1,\"crc\":\"ABCDEF01\"}",
            b"{\"a\":1,\"crc\":\"00000000\"} ",
            b"{\"a\":1,\"crc\" :\"00000000\"}",
            b",\"crc\":\"00000000\"}",
        ] {
            let mut line = bad.to_vec();
            assert_eq!(
                unseal(&mut line),
                None,
                "{:?}",
                String::from_utf8_lossy(bad)
            );
            assert_eq!(line, bad);
        }
    }
}
