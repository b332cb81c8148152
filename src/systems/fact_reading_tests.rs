use std::path::Path;

use super::reading_facts_of;
use crate::engine::{Event, Record};
use crate::model::SystemId;

/// Every shipped save: its system and its records.
fn shipped() -> Vec<(String, SystemId, Vec<Record>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    let mut saves: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{e}"))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(".fray.jsonl"))
        .map(|path| {
            let loaded = crate::store::load(&path).unwrap_or_else(|e| panic!("{e}"));
            let name = path.to_string_lossy().into_owned();
            (name, loaded.header.system, loaded.records)
        })
        .collect();
    saves.sort_by(|a, b| a.0.cmp(&b.0));
    saves
}

fn read(system: Option<SystemId>, text: &str) -> Option<Record> {
    reading_facts_of(system, || serde_json::from_str::<Record>(text)).ok()
}

#[test]
fn a_record_read_as_its_saves_system_is_the_record_read_trying_every_system() {
    let saves = shipped();
    let systems: Vec<SystemId> = saves.iter().map(|s| s.1).collect();
    let mut facts = 0;
    for (name, system, records) in &saves {
        for record in records {
            let text = serde_json::to_string(record).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(read(Some(*system), &text).as_ref(), Some(record), "{name}");
            assert_eq!(read(None, &text).as_ref(), Some(record), "{name}");
            facts += record
                .events
                .iter()
                .filter(|e| matches!(e, Event::System(_)))
                .count();
        }
    }
    println!("{facts} system facts read as their save's system");
    assert!(facts > 100, "the shipped saves hold {facts} system facts");
    assert!(
        crate::systems::ids().all(|id| systems.contains(&id)),
        "a shipped save of every system"
    );
}

#[test]
fn a_fact_read_as_another_systems_is_refused_and_read_again_without_a_system() {
    let saves = shipped();
    let mut refused = 0;
    for (name, system, records) in &saves {
        let Some(record) = records
            .iter()
            .find(|r| r.events.iter().any(|e| matches!(e, Event::System(_))))
        else {
            continue;
        };
        let text = serde_json::to_string(record).unwrap_or_else(|e| panic!("{e}"));
        for other in crate::systems::ids().filter(|id| id != system) {
            assert_eq!(read(Some(other), &text), None, "{name} read as {other:?}");
            refused += 1;
        }
        // The setting ends with the reading: the same text read after it is read whole.
        assert_eq!(read(None, &text).as_ref(), Some(record), "{name}");
    }
    println!("{refused} facts read as another system's refused");
    assert!(refused >= 4 * 4, "{refused} readings refused");
}
