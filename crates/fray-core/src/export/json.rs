//! The JSON export: one document, written as it goes, holding the header and, for every
//! record, its command, its events and the folded state after it (`docs/export.md`).

use std::borrow::Cow;
use std::io::{self, Write};

use serde::Serialize;

use crate::engine::{Event, Header, Record};
use crate::model::Encounter;
use crate::script::masked::masked_event;

use super::fold::{Fold, Kind};
use super::mask;

/// The `format` member of an export.
pub const FORMAT: &str = "fray-export";
/// The export format's version.
pub const VERSION: u32 = 2;

/// What the JSON export writes besides every record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct JsonOptions {
    /// Writes face-down defense tokens' values instead of `{"face_down": true}`.
    pub reveal_face_down: bool,
    /// Writes the state after every record, not only at the end (the export then grows
    /// with the state times the records).
    pub states: bool,
}

/// Writes the JSON export of `records` (the exported ones, in order; `total` is how many
/// the save holds): every record with its events and narration, one step per line, then
/// the state after the last one (after each one with `states`). Nothing is held back but
/// one record's text. Face-down token values are masked ([`super::mask`]) unless
/// `reveal_face_down`.
pub fn write(
    header: &Header,
    records: Vec<Record>,
    total: usize,
    options: JsonOptions,
    out: &mut impl Write,
) -> io::Result<()> {
    let JsonOptions {
        reveal_face_down,
        states,
    } = options;
    let mut fold = Fold::new(header, &records);
    write!(
        out,
        "{{\"format\":\"{FORMAT}\",\"version\":{VERSION},\"audience\":\"gm\",\"header\":"
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
        let system = fold.state().system;
        write!(out, "{{\"seq\":{},\"command\":", record.seq)?;
        if reveal_face_down {
            value(out, &record.command)?;
        } else {
            value(out, &crate::script::masked(system, &record.command))?;
        }
        write!(out, ",\"undone\":{undone},\"narration\":")?;
        value(out, &narration)?;
        out.write_all(b",\"events\":")?;
        let secret = crate::script::masked::face_down_slots(system, &record.command);
        let events: Cow<'_, [Event]> = if reveal_face_down || secret.is_empty() {
            Cow::Borrowed(&record.events)
        } else {
            // Only a record that drew face down is copied, to mask its table dice.
            let masked = record.events.iter();
            Cow::Owned(
                masked
                    .map(|e| masked_event(e, &secret).into_owned())
                    .collect(),
            )
        };
        match mask::events(&events).map_err(io::Error::from)? {
            Some(masked) if !reveal_face_down => value(out, &masked)?,
            _ => value(out, &events)?,
        }
        if states {
            out.write_all(b",\"state\":")?;
            state(out, fold.state(), reveal_face_down)?;
        }
        out.write_all(b"}")?;
    }
    out.write_all(b"\n],\"state\":")?;
    state(out, fold.state(), reveal_face_down)?;
    out.write_all(b"}\n")
}

/// Writes a state, its face-down tokens masked unless `reveal_face_down`.
fn state(out: &mut impl Write, state: &Encounter, reveal_face_down: bool) -> io::Result<()> {
    match mask::state(state).map_err(io::Error::from)? {
        Some(masked) if !reveal_face_down => value(out, &masked),
        _ => value(out, state),
    }
}

/// Writes one value as compact JSON, with no control, bidi or invisible character raw
/// ([`crate::safe_text::json`]).
fn value(out: &mut impl Write, value: &impl Serialize) -> io::Result<()> {
    crate::safe_text::json::to_writer(&mut *out, value)
}
