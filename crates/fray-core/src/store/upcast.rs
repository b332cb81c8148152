//! Reading older formats: each line is brought up to the current shape, one version step at
//! a time, before it is turned into a [`Header`](crate::engine::Header) or
//! [`Record`](crate::engine::Record). Old saves are converted in memory only; rewriting
//! one in the current format is the GM's explicit `fray upgrade` (see `convert.rs`).
//!
//! The steps so far:
//!
//! | from | header | record |
//! |------|--------|--------|
//! | 1 → 2 | unchanged | `"at": null` added (when the command was accepted: unknown) |
//!
//! Then, whatever the version, a header without `dice` gets the legacy generator's name
//! ([`LEGACY`]): headers of format 2 gained that member without a version of their own, as
//! it changes no dice (see docs/save-format.md, "Dice"). The name is never written back: a
//! header holding it is serialized without `dice`, so the header keeps its bytes.
//!
//! When the shape of a header, record or event changes: bump
//! [`FORMAT_VERSION`](crate::engine::record::FORMAT_VERSION), and add an arm to
//! [`header_step`] / [`record_step`] that rewrites a `from`-version value into the
//! `from + 1` shape (rename a field, add a value, split an event...). A step never changes
//! the header's `version`: [`crate::store::Loaded::header`] keeps the file's own, so
//! callers can tell an old save from a current one.

use serde_json::Value;

use crate::engine::dice_stream::LEGACY;
use crate::engine::record::FORMAT_VERSION;

/// Brings a header written in format `version` to the current format's shape (its
/// `version` member is left as the file says), naming the legacy dice generator when it
/// names none.
pub fn upcast_header(version: u32, header: Value) -> Value {
    let mut header = (version..FORMAT_VERSION).fold(header, |value, from| header_step(from, value));
    if let Value::Object(members) = &mut header {
        members
            .entry("dice")
            .or_insert_with(|| Value::String(LEGACY.to_string()));
    }
    header
}

/// Brings a record written in format `version` (from the save's header) to the current
/// format's shape.
pub fn upcast(version: u32, record: Value) -> Value {
    (version..FORMAT_VERSION).fold(record, |value, from| record_step(from, value))
}

/// Converts a header from format `from` to format `from + 1`.
fn header_step(from: u32, header: Value) -> Value {
    match from {
        // Format 2 changed records only: the header's members are the same.
        1 => header,
        _ => header,
    }
}

/// Converts a record from format `from` to format `from + 1`.
fn record_step(from: u32, mut record: Value) -> Value {
    match from {
        // Format 2: records say when they were accepted; a format-1 record does not know.
        // Inserted (not defaulted by serde), so a format-2 line without `at` is refused.
        1 => {
            if let Value::Object(members) = &mut record {
                members.entry("at").or_insert(Value::Null);
            }
            record
        }
        _ => record,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Record;
    use serde_json::json;

    #[test]
    fn current_format_is_unchanged() {
        let record = json!({"seq": 1, "command": "x", "at": 5, "events": []});
        assert_eq!(upcast(FORMAT_VERSION, record.clone()), record);
        let header =
            json!({"format": "fray-save", "version": FORMAT_VERSION, "dice": "chacha12-v1"});
        assert_eq!(upcast_header(FORMAT_VERSION, header.clone()), header);
        let unknown =
            json!({"format": "fray-save", "version": FORMAT_VERSION, "dice": "xoshiro-v9"});
        assert_eq!(upcast_header(FORMAT_VERSION, unknown.clone()), unknown);
    }

    #[test]
    fn a_header_naming_no_dice_reads_as_the_legacy_generator() {
        let header = json!({"format": "fray-save", "version": FORMAT_VERSION, "seed": 7});
        assert_eq!(
            upcast_header(FORMAT_VERSION, header),
            json!({"format": "fray-save", "version": FORMAT_VERSION, "seed": 7, "dice": LEGACY})
        );
        let v1 = json!({"format": "fray-save", "version": 1});
        assert_eq!(upcast_header(1, v1)["dice"], json!(LEGACY));
        assert_eq!(upcast_header(1, json!([1])), json!([1]));
    }

    #[test]
    fn step_1_to_2_adds_an_unknown_time_to_records() {
        let v1 = json!({"seq": 3, "command": "start", "events": [{"event": "fight_ended"}]});
        let v2 = record_step(1, v1.clone());
        assert_eq!(
            v2,
            json!({"seq": 3, "command": "start", "at": null, "events": [{"event": "fight_ended"}]})
        );
        assert_eq!(upcast(1, v1.clone()), v2);
        // Without the step, the line is not a format-2 record.
        assert!(serde_json::from_value::<Record>(v1).is_err());
        let record = serde_json::from_value::<Record>(v2).ok();
        assert_eq!(record.map(|r| (r.seq, r.at)), Some((3, None)));
    }

    #[test]
    fn step_1_to_2_keeps_the_header_and_its_version() {
        let v1 = json!({"format": "fray-save", "version": 1, "system": "elsewhere",
            "name": "Docks", "seed": 2026, "created": 1, "fray": "0.1.0"});
        assert_eq!(header_step(1, v1.clone()), v1);
        let mut read = v1.clone();
        read["dice"] = json!(LEGACY);
        assert_eq!(upcast_header(1, v1), read);
    }

    #[test]
    fn steps_leave_what_is_not_an_object_alone() {
        assert_eq!(record_step(1, json!([1, 2])), json!([1, 2]));
        assert_eq!(upcast(1, Value::Null), Value::Null);
    }
}
