//! Issue 21: the transcript, the log pane and the exports narrate the log in one incremental
//! pass (`narrate::commit`, no copy of the state per record), and opening a save narrates
//! only its last records while folding it (`narrate::fold`). Both must say exactly what
//! narrating each record against a fresh fold of the records before it says.

use crate::common;

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
    narrate::narrate_all(timeline)
}

/// Folding with the last `tail` records narrated: the same timeline, the reference's last
/// lines.
fn assert_tail_folds_alike(timeline: &Timeline, reference: &[String], name: &str) {
    let records: Vec<Record> = timeline.records().to_vec();
    for tail in [0, 1, 2, records.len() / 2, records.len(), records.len() + 5] {
        let (folded, said) = narrate::fold(timeline.header().clone(), records.clone(), tail);
        assert_eq!(folded.state(), timeline.state(), "{name}, tail {tail}");
        assert_eq!(folded.history(), timeline.history(), "{name}, tail {tail}");
        let from = reference.len().saturating_sub(tail);
        assert_eq!(said, reference[from..], "{name}, tail {tail}");
    }
}

#[test]
fn the_incremental_transcript_of_every_shipped_example_is_the_reference_one() {
    for name in EXAMPLES {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(name);
        let loaded = fray::store::load(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let timeline = Timeline::from_records(loaded.header, loaded.records);
        let reference = reference(&timeline);
        assert_eq!(incremental(&timeline), reference, "{name}");
        assert_tail_folds_alike(&timeline, &reference, name);
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
    let reference = reference(&t.timeline);
    assert_eq!(said, reference);
    assert_tail_folds_alike(&t.timeline, &reference, "undo and redo");
    assert!(said.iter().any(|line| line.contains("undo")), "{said:?}");
}
