//! The whole-save pass (`narrate::fold_whole`) says and folds exactly what the timeline's
//! pass (`narrate::fold`) does, on fights played by a real rule system whose undos it
//! follows itself and on those it hands over. These are the tests that need real systems:
//! all of the module's tests do, so it keeps none in its crate.

use crate::engine::{Event, Header, Record, Timeline};
use crate::model::SystemId;
use crate::narrate::{KEPT, fold, fold_whole};
use crate::script::test_play::prepared;

/// The records of `lines` played in order on a fresh fight of the default system.
fn played(lines: &[&str]) -> (Header, Vec<Record>) {
    let header = Header::new(SystemId::default_system(), "t", 7, 0);
    let mut timeline = Timeline::new(header.clone());
    for line in lines {
        let record = prepared(&timeline, line);
        timeline.commit(record);
    }
    (header, timeline.records().to_vec())
}

/// Asserts the whole-save pass and the timeline's pass give the same narrations, state
/// and history for `records`.
fn same_as_the_timeline_pass(header: &Header, records: &[Record]) {
    let (whole, said) = fold_whole(header.clone(), records.to_vec());
    let (timeline, told) = fold(header.clone(), records.to_vec(), usize::MAX);
    assert_eq!(said, told);
    assert_eq!(whole.state(), timeline.state());
    assert_eq!(whole.history(), timeline.history());
    assert_eq!(whole.records(), timeline.records());
    assert_eq!(whole.state(), &timeline.replayed_state());
}

const FIGHT: &[&str] = &[
    "add Alpha pc reaction=12",
    "add Bravo enemy reaction=9",
    "add Cyd ally reaction=10",
    "start",
    "wound alpha head light",
    "undo",
    "wound bravo body serious",
    "test alpha reaction +2",
    "undo",
    "undo",
    "redo",
    "next",
    "next",
    "undo",
    "redo",
    "undo",
    "condition cyd prone for 2 rounds",
    "next",
    "next",
];

#[test]
fn undos_and_redos_followed_by_the_pass_say_what_the_timeline_says() {
    let (header, records) = played(FIGHT);
    assert!(records.iter().any(|r| r.command == "undo"));
    assert!(records.iter().any(|r| r.command == "redo"));
    same_as_the_timeline_pass(&header, &records);
}

#[test]
fn a_record_undoing_two_commands_at_once_hands_over_to_the_timeline() {
    let (header, mut records) = played(&FIGHT[..8]);
    let seq = records.len() as u64 + 1;
    let last_two: Vec<u64> = records.iter().rev().take(2).map(|r| r.seq).collect();
    records.push(Record {
        seq,
        command: "undo".to_string(),
        at: None,
        events: last_two
            .iter()
            .map(|&seq| Event::CommandUndone { seq })
            .collect(),
    });
    let (mut timeline, _) = fold(header.clone(), records.clone(), usize::MAX);
    for line in ["wound alpha body light", "undo", "next"] {
        let record = prepared(&timeline, line);
        records.push(record.clone());
        timeline.commit(record);
    }
    same_as_the_timeline_pass(&header, &records);
}

#[test]
fn more_undos_in_a_row_than_copies_kept_hand_over_to_the_timeline() {
    let mut lines: Vec<String> = FIGHT[..4].iter().map(|l| l.to_string()).collect();
    for n in 0..(KEPT + 6) {
        lines.push(format!("condition alpha tired{n}"));
    }
    lines.extend(std::iter::repeat_n("undo".to_string(), KEPT + 4));
    lines.push("redo".to_string());
    lines.push("undo".to_string());
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let (header, records) = played(&lines);
    same_as_the_timeline_pass(&header, &records);
}

#[test]
fn a_fold_told_of_no_undo_beforehand_says_and_folds_the_same() {
    // `fray log` reads and folds at once: an undo it has not seen yet refolds instead of
    // swapping a kept state in, with the same words.
    let (header, records) = played(FIGHT);
    let mut fold_blind = crate::narrate::WholeFold::new(header.clone(), Default::default());
    let said: Vec<String> = records
        .iter()
        .map(|record| fold_blind.take(record.clone()))
        .collect();
    let blind = fold_blind.finish();
    let (timeline, told) = fold(header, records, usize::MAX);
    assert_eq!(said, told);
    assert_eq!(blind.state(), timeline.state());
    assert_eq!(blind.history(), timeline.history());
}
