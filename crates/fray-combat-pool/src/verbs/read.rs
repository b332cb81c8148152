//! The readers the combat-pool verbs share: a keyword of a table, a part given twice, token
//! counts, `key=value` words and their values, and lists of names.

use super::phrases::expected;
use super::words::{canonical, lookup, suggest};
use crate::rules::limits::Limit;
use crate::script::cursor::Cursor;
use crate::script::lexer::Token;
use crate::script::{ErrorKind, Expected, ParseError, Part};

/// One of the keywords of `table`.
pub(super) fn choice<T: Copy>(
    c: &mut Cursor,
    table: &[(&'static str, T)],
    expected: Expected,
) -> Result<T, ParseError> {
    let t = c.expect(expected)?;
    lookup(table, &t).ok_or_else(|| c.expected_at(&t, expected, suggest(table, &t.text)))
}

/// Fails with "already given" when `given`.
pub(super) fn fresh(c: &Cursor, t: &Token, given: bool, part: Part) -> Result<(), ParseError> {
    if given {
        return Err(c.error_at(t, ErrorKind::Twice(part)));
    }
    Ok(())
}

/// A count that must be there, in `limit` (not negative).
pub(super) fn count(c: &mut Cursor, expected: Expected, limit: Limit) -> Result<u32, ParseError> {
    let t = c.expect(expected)?;
    u32_of(c, &t, expected, limit)
}

/// A count that may be left out, in `limit` (not negative).
pub(super) fn opt_count(
    c: &mut Cursor,
    expected: Expected,
    limit: Limit,
) -> Result<Option<u32>, ParseError> {
    match c.next() {
        None => Ok(None),
        Some(t) => u32_of(c, &t, expected, limit).map(Some),
    }
}

/// Reads `t` as a count in `limit` (not negative).
pub(super) fn u32_of(
    c: &Cursor,
    t: &Token,
    expected: Expected,
    limit: Limit,
) -> Result<u32, ParseError> {
    let v = c.int_of(t, expected, limit.min.max(0), limit.max)?;
    Ok(u32::try_from(v).unwrap_or_default())
}

/// A `key=value` word: its key, lower-cased, and its value as a word of its own, so that
/// errors point at the value. `None` for a quoted word or one without `=`.
pub(super) fn key_value(t: &Token) -> Option<(String, Token)> {
    if t.quoted {
        return None;
    }
    let (key, value) = t.text.split_once('=')?;
    Some((
        canonical(&key.to_ascii_lowercase()).to_string(),
        piece(t, key.chars().count() + 1, value),
    ))
}

/// The part `text` of the word `t`, starting `offset` characters into it.
pub(super) fn piece(t: &Token, offset: usize, text: &str) -> Token {
    let start = t
        .text
        .char_indices()
        .nth(offset)
        .map_or(t.text.len(), |(i, _)| i);
    let begin = t.span.start + start;
    Token {
        text: text.to_string(),
        quoted: false,
        column: t.column + offset,
        end_column: t.column + offset + text.chars().count(),
        span: begin..begin + text.len(),
    }
}

/// The value of the `key=value` word `t` as an integer in `min..=max`; an empty value is an
/// error about the whole word.
pub(super) fn value_int(
    c: &Cursor,
    t: &Token,
    value: &Token,
    expected: Expected,
    min: i64,
    max: i64,
) -> Result<i64, ParseError> {
    if value.text.is_empty() {
        return Err(empty_value(t, expected));
    }
    c.int_of(value, expected, min, max)
}

/// "expected ..." about a `key=` word with nothing after the `=`, at its end.
pub(super) fn empty_value(t: &Token, expected: Expected) -> ParseError {
    ParseError::new(
        ErrorKind::Expected {
            expected,
            after: String::new(),
            suggestion: None,
        },
        Some(t.text.clone()),
        t.end_column,
    )
}

/// The value of `key=value` as a count in `limit` (not negative).
pub(super) fn value_u32(
    c: &Cursor,
    t: &Token,
    value: &Token,
    expected: Expected,
    limit: Limit,
) -> Result<u32, ParseError> {
    let v = value_int(c, t, value, expected, limit.min.max(0), limit.max)?;
    Ok(u32::try_from(v).unwrap_or_default())
}

/// The value of `key=value` as a number in `limit`.
pub(super) fn value_i32(
    c: &Cursor,
    t: &Token,
    value: &Token,
    limit: Limit,
) -> Result<i32, ParseError> {
    let v = value_int(c, t, value, Expected::Number, limit.min, limit.max)?;
    Ok(i32::try_from(v).unwrap_or_default())
}

/// Names separated by commas in one word (`a,b`), by spaces (`a b`), or quoted, up to a
/// `key=value` word or one of `stop`; at least one.
pub(super) fn names(c: &mut Cursor, stop: &[&str]) -> Result<Vec<String>, ParseError> {
    let mut out = Vec::new();
    while let Some(t) = c.peek() {
        if !t.quoted
            && (t.text.contains('=')
                || stop.iter().any(|w| t.is(w))
                || stop.contains(&canonical(&t.text)))
        {
            break;
        }
        let Some(t) = c.next() else { break };
        if t.quoted {
            out.push(t.text);
        } else {
            out.extend(split_names(&t.text));
        }
    }
    if out.is_empty() {
        return Err(c.expected_here(expected::targets()));
    }
    Ok(out)
}

/// The names of `a,b`, empty pieces left out.
pub(super) fn split_names(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(',').filter(|s| !s.is_empty()).map(String::from)
}
