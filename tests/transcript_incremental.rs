//! Issue 21: the transcript and the log pane narrate the whole log in one incremental pass
//! (`narrate::describe_into`, no copy of the state per record). It must say exactly what
//! narrating each record against a fresh fold of the records before it says.

mod common;

use std::path::Path;

use common::Table;
use common::saves::EXAMPLES;
use fray::engine::{Record, Timeline};
use fray::narrate;

/// Each record narrated against the state before it, folded apart (the slow reference).
fn reference(timeline: &Timeline) -> Vec<String> {
    let records = timeline.records();
    (0..records.len())
        .map(|i| {
            let before = Timeline::from_records(timeline.header().clone(), records[..i].to_vec());
            narrate::describe(&records[i], before.state(), records)
        })
        .collect()
}

fn incremental(timeline: &Timeline) -> Vec<String> {
    let mut replay = Timeline::new(timeline.header().clone());
    let records: &[Record] = timeline.records();
    records
        .iter()
        .map(|r| narrate::describe_into(r, &mut replay, records))
        .collect()
}

#[test]
fn the_incremental_transcript_of_every_shipped_example_is_the_reference_one() {
    for name in EXAMPLES {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(name);
        let loaded = fray::store::load(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let timeline = Timeline::from_records(loaded.header, loaded.records);
        assert_eq!(incremental(&timeline), reference(&timeline), "{name}");
    }
}

#[test]
fn undo_and_redo_read_the_same_incrementally() {
    let mut t = Table::given(&[
        "add Anna pc reaction=12 armes-de-poing=10+5",
        "add Boris enemy reaction=11 armes-de-poing=10+5",
        "start",
        "next",
        "next",
    ]);
    t.roll("attack anna boris armes-de-poing damage=12 at body", &[1]);
    t.run("undo");
    t.run("redo");
    t.run("undo");
    t.roll("attack anna boris armes-de-poing damage=25 at head", &[2]);
    t.run("next");
    let said = incremental(&t.timeline);
    assert_eq!(said, reference(&t.timeline));
    assert!(said.iter().any(|line| line.contains("undo")), "{said:?}");
}
