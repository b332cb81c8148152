//! JSON that is safe on a terminal: serde_json escapes only C0 controls, quotes and
//! backslashes in strings; the formatter here also writes every other
//! [`is_unsafe`](super::is_unsafe) character (DEL, C1 controls, bidi controls, invisible
//! format characters) as `\uXXXX` (a surrogate pair beyond the BMP). The output is still
//! valid JSON and reads back to the same strings.

use std::io::{self, Write};

use serde::Serialize;
use serde_json::ser::{CompactFormatter, Formatter, PrettyFormatter};

use super::is_unsafe;

/// A formatter that writes like `F` but escapes every unsafe character in strings.
pub struct Safe<F>(pub F);

/// Writes `value` as compact, terminal-safe JSON.
pub fn to_writer<W: Write, T: Serialize + ?Sized>(out: W, value: &T) -> io::Result<()> {
    let mut ser = serde_json::Serializer::with_formatter(out, Safe(CompactFormatter));
    value.serialize(&mut ser).map_err(io::Error::from)
}

/// `value` as compact, terminal-safe JSON text.
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> serde_json::Result<String> {
    let mut out = Vec::new();
    let mut ser = serde_json::Serializer::with_formatter(&mut out, Safe(CompactFormatter));
    value.serialize(&mut ser)?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// `value` as indented, terminal-safe JSON text (as `serde_json::to_string_pretty`).
pub fn to_string_pretty<T: Serialize + ?Sized>(value: &T) -> serde_json::Result<String> {
    let mut out = Vec::new();
    let mut ser = serde_json::Serializer::with_formatter(&mut out, Safe(PrettyFormatter::new()));
    value.serialize(&mut ser)?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// Writes `c` as one `\uXXXX` escape, or two (a surrogate pair) beyond the BMP.
pub(super) fn write_escape<W: ?Sized + Write>(out: &mut W, c: char) -> io::Result<()> {
    let mut units = [0u16; 2];
    for unit in c.encode_utf16(&mut units) {
        write!(out, "\\u{unit:04x}")?;
    }
    Ok(())
}

impl<F: Formatter> Formatter for Safe<F> {
    fn write_string_fragment<W: ?Sized + Write>(
        &mut self,
        writer: &mut W,
        fragment: &str,
    ) -> io::Result<()> {
        let mut start = 0;
        for (at, c) in fragment.char_indices() {
            if is_unsafe(c) {
                self.0.write_string_fragment(writer, &fragment[start..at])?;
                write_escape(writer, c)?;
                start = at + c.len_utf8();
            }
        }
        self.0.write_string_fragment(writer, &fragment[start..])
    }

    fn begin_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_array(w)
    }

    fn end_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_array(w)
    }

    fn begin_array_value<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.0.begin_array_value(w, first)
    }

    fn end_array_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_array_value(w)
    }

    fn begin_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_object(w)
    }

    fn end_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_object(w)
    }

    fn begin_object_key<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.0.begin_object_key(w, first)
    }

    fn end_object_key<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_object_key(w)
    }

    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_object_value(w)
    }

    fn end_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_object_value(w)
    }

    fn write_raw_fragment<W: ?Sized + Write>(
        &mut self,
        w: &mut W,
        fragment: &str,
    ) -> io::Result<()> {
        self.0.write_raw_fragment(w, fragment)
    }
}
