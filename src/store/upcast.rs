//! Reading older formats: each line is brought up to the current shape, one version step at
//! a time, before it is turned into a [`Header`](crate::engine::Header) or
//! [`Record`](crate::engine::Record).
//!
//! Format 1 is the only format so far, so every step is still the identity. When the shape
//! of a header, record or event changes: bump [`FORMAT_VERSION`], and add an arm to
//! [`header_step`] / [`record_step`] that rewrites a `from`-version value into the
//! `from + 1` shape (rename a field, add a default, split an event...). Old saves then keep
//! opening; they are converted in memory only.

use serde_json::Value;

use crate::engine::record::FORMAT_VERSION;

/// Brings a header written in format `version` to the current format's shape.
pub fn upcast_header(version: u32, header: Value) -> Value {
    (version..FORMAT_VERSION).fold(header, |value, from| header_step(from, value))
}

/// Brings a record written in format `version` (from the save's header) to the current
/// format's shape.
pub fn upcast(version: u32, record: Value) -> Value {
    (version..FORMAT_VERSION).fold(record, |value, from| record_step(from, value))
}

/// Converts a header from format `from` to format `from + 1`.
fn header_step(from: u32, header: Value) -> Value {
    let _ = from;
    header
}

/// Converts a record from format `from` to format `from + 1`.
fn record_step(from: u32, record: Value) -> Value {
    let _ = from;
    record
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn current_format_is_unchanged() {
        let record = json!({"seq": 1, "command": "x", "events": []});
        assert_eq!(upcast(FORMAT_VERSION, record.clone()), record);
        let header = json!({"format": "fray-save", "version": FORMAT_VERSION});
        assert_eq!(upcast_header(FORMAT_VERSION, header.clone()), header);
    }
}
