//! The JSON export: one document, written as it goes, holding the header and, for every
//! record, its command, its events and the folded state after it (`docs/export.md`).

use std::io::{self, Write};

use serde::Serialize;

use crate::engine::{Header, Record};

use super::fold::{Fold, Kind};
use super::mask;

/// The `format` member of an export.
pub const FORMAT: &str = "fray-export";
/// The export format's version.
pub const VERSION: u32 = 1;

/// Writes the JSON export of `records` (the exported ones, in order; `total` is how many
/// the save holds). One step per line; nothing is held back but one record's text.
/// Face-down token values are masked ([`super::mask`]) unless `reveal_face_down`.
pub fn write(
    header: &Header,
    records: Vec<Record>,
    total: usize,
    reveal_face_down: bool,
    out: &mut impl Write,
) -> io::Result<()> {
    let mut fold = Fold::new(header, &records);
    write!(
        out,
        "{{\"format\":\"{FORMAT}\",\"version\":{VERSION},\"header\":"
    )?;
    value(out, header)?;
    write!(out, ",\"records\":{total},\"steps\":[")?;
    for (i, record) in records.into_iter().enumerate() {
        let undone = fold.kind(&record) == Kind::Undone;
        let narration = fold.commit_narrated(record);
        let Some(record) = fold.earlier().last() else {
            continue;
        };
        out.write_all(if i == 0 { b"\n" } else { b",\n" })?;
        write!(out, "{{\"seq\":{},\"command\":", record.seq)?;
        value(out, &record.command)?;
        write!(out, ",\"undone\":{undone},\"narration\":")?;
        value(out, &narration)?;
        out.write_all(b",\"events\":")?;
        match mask::events(&record.events).map_err(io::Error::from)? {
            Some(masked) if !reveal_face_down => value(out, &masked)?,
            _ => value(out, &record.events)?,
        }
        out.write_all(b",\"state\":")?;
        match mask::state(fold.state()).map_err(io::Error::from)? {
            Some(masked) if !reveal_face_down => value(out, &masked)?,
            _ => value(out, fold.state())?,
        }
        out.write_all(b"}")?;
    }
    out.write_all(b"\n]}\n")
}

/// Writes one value as compact JSON, with no control, bidi or invisible character raw
/// ([`crate::safe_text::json`]).
fn value(out: &mut impl Write, value: &impl Serialize) -> io::Result<()> {
    crate::safe_text::json::to_writer(&mut *out, value)
}
