//! Tests of reading a record by its tags (`store::decode_event`) that play real rule
//! systems: every shipped save, of every system, read by tag as it is read whole. The
//! module's other tests stay beside it in the core's crate.

use std::path::Path;

use crate::engine::{Event, Record};
use crate::model::SystemId;
use crate::store::decode_event::record;

/// Every shipped save's system and records.
fn shipped() -> Vec<(String, SystemId, Vec<Record>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    let mut saves: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{e}"))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(".fray.jsonl"))
        .map(|path| {
            let loaded = crate::store::load(&path).unwrap_or_else(|e| panic!("{e}"));
            (
                path.to_string_lossy().into_owned(),
                loaded.header.system,
                loaded.records,
            )
        })
        .collect();
    saves.sort_by(|a, b| a.0.cmp(&b.0));
    saves
}

#[test]
fn a_record_read_by_tag_is_the_record_read_whole_in_every_shipped_save() {
    let (mut read, mut facts) = (0, 0);
    for (name, system, records) in shipped() {
        for expected in &records {
            facts += expected
                .events
                .iter()
                .filter(|e| matches!(e, Event::System(_)))
                .count();
            let line = serde_json::to_vec(expected).unwrap_or_else(|e| panic!("{e}"));
            let whole: Record = serde_json::from_slice(&line).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(&whole, expected, "{name}");
            assert_eq!(record(&line, system).as_ref(), Some(expected), "{name}");
            read += 1;
        }
    }
    println!("{read} records ({facts} system facts) read by tag, as the whole reading reads them");
    assert!(
        read > 300 && facts > 100,
        "{read} records, {facts} facts read"
    );
}
