//! Counters at their bound: a save forged (well sealed, by hand) so that the next record
//! number, combatant id or marker number fray would hand out is past the largest it gives
//! (`fray::engine::counters`). `fray run` refuses the command with a plain message, exits
//! as for a refused line and leaves the file byte for byte; a save holding a number past a
//! bound is damage at that record's line for `fray check`, and salvage keeps the records
//! before it. Numbers up to the bound reach the screen digit for digit.

use crate::common;

use std::path::{Path, PathBuf};

use common::cli::{fray_within, text};
use common::fight_app::{drawn, fight_on};
use common::saves::{hand_record, line_starts, seal_body};
use fray::engine::counters::{MAX_COMBATANT_ID, MAX_MARKER, MAX_ROUND, MAX_SEQ};
use fray::engine::{Event, Header, Record};
use fray::model::{CombatantId, EntryStatus, LadderEntry, MarkerRef, Step};
use fray::session::Session;
use fray::store::load;

/// How long one run of the binary may take before it counts as hung.
const DEADLINE_SECS: u64 = 60;

/// A Polaris save `NAME.fray.jsonl` in `dir` made by playing `lines`, then `forged`
/// records sealed by hand after them (the real checksum, any numbers).
fn save(dir: &Path, name: &str, lines: &[&str], forged: &[Record]) -> PathBuf {
    let path = dir.join(format!("{name}.fray.jsonl"));
    let header = Header::new(fray::systems::polaris::ID, name, 7, 0);
    let mut session = Session::create(&path, header).unwrap_or_else(|e| panic!("{e}"));
    for line in lines {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    drop(session);
    let mut bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{e}"));
    for record in forged {
        let body = serde_json::to_vec(record).unwrap_or_else(|e| panic!("{e}"));
        bytes.extend(seal_body(&body));
    }
    std::fs::write(&path, bytes).unwrap_or_else(|e| panic!("{e}"));
    path
}

/// The store's note that numbers `first..=last` were set aside: the record numbered
/// `last + 1`, the way a save reaches a large number without holding every record.
fn set_aside(first: u64, last: u64) -> Record {
    hand_record(
        last + 1,
        fray::store::SET_ASIDE_COMMAND,
        vec![Event::RecordsSetAside {
            first,
            last,
            file: "gone.fray.jsonl.salvaged-1".into(),
            torn: false,
        }],
    )
}

fn placed(owner: u32, marker: u8, position: i32) -> Event {
    Event::MarkerPlaced {
        entry: LadderEntry {
            at: MarkerRef {
                owner: CombatantId(owner),
                marker,
            },
            position,
            status: EntryStatus::Waiting,
            malus: 0,
            rushed: false,
            label: None,
        },
    }
}

/// `fray run NAME --script -` fed `line` on a save whose counter is at its bound: refused
/// with `words`, exit status 3 (a refused line), nothing acknowledged, the file unchanged.
fn refused_at_the_bound(dir: &Path, name: &str, path: &Path, line: &str, words: &str) {
    let before = std::fs::read(path).unwrap_or_else(|e| panic!("{e}"));
    let out = fray_within(dir, &["run", name, "--script", "-"], line, DEADLINE_SECS);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(3), "{name}: {stdout} / {stderr}");
    assert!(stderr.contains(words), "{name}: {stderr}");
    assert!(
        !stdout.contains('#'),
        "{name}: nothing acknowledged: {stdout}"
    );
    assert_eq!(
        std::fs::read(path).unwrap_or_default(),
        before,
        "{name}: the file is unchanged"
    );
    // And the save still reads, every record in it.
    assert!(load(path).is_ok(), "{name}");
}

#[test]
fn the_command_after_the_last_record_number_is_refused_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    // Record 1 adds Baral; records 2 to MAX_SEQ - 1 were set aside: the last is MAX_SEQ.
    let path = save(
        dir.path(),
        "full",
        &["add Baral pc"],
        &[set_aside(2, MAX_SEQ - 1)],
    );
    let loaded = load(&path).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(loaded.records.last().map(|r| r.seq), Some(MAX_SEQ));
    refused_at_the_bound(
        dir.path(),
        "full",
        &path,
        "note baral calm\n",
        "this save has used every record number fray can write (up to 9007199254740992)",
    );
    // An undo needs a record number too.
    refused_at_the_bound(dir.path(), "full", &path, "undo\n", "every record number");
}

#[test]
fn an_add_after_the_last_combatant_id_is_refused_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    // The audit's forged id: 4294967294, the largest fray gives; the next would be past it.
    let mut baral = common::saves::example_combatant();
    baral.id = CombatantId(MAX_COMBATANT_ID);
    baral.name = "Baral".into();
    let forged = hand_record(
        1,
        "add Baral pc",
        vec![Event::CombatantAdded {
            combatant: Box::new(baral),
        }],
    );
    let path = save(dir.path(), "crowded", &[], &[forged]);
    assert!(load(&path).is_ok(), "the largest id itself is allowed");
    refused_at_the_bound(
        dir.path(),
        "crowded",
        &path,
        "add Cora pc\n",
        "this encounter has given out every combatant number fray can give (up to 4294967294)",
    );
    // A group is refused whole.
    refused_at_the_bound(
        dir.path(),
        "crowded",
        &path,
        "add 3 gangers\n",
        "every combatant number",
    );
}

#[test]
fn a_marker_after_the_last_marker_number_is_refused_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let lines = ["add Baral pc", "start"];
    // Baral's extra marker numbered 254, the largest fray gives: the next would be 255.
    let path = {
        let probe = save(dir.path(), "probe", &lines, &[]);
        let loaded = load(&probe).unwrap_or_else(|e| panic!("{e}"));
        let next = loaded.records.last().map_or(1, |r| r.seq + 1);
        let forged = hand_record(next, "marker baral 5", vec![placed(1, MAX_MARKER, 5)]);
        save(dir.path(), "markers", &lines, &[forged])
    };
    let loaded = load(&path).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        loaded.records.iter().any(|r| r
            .events
            .iter()
            .any(|e| matches!(e, Event::CombatantAdded { combatant } if combatant.id.0 == 1))),
        "Baral is #1"
    );
    refused_at_the_bound(
        dir.path(),
        "markers",
        &path,
        "marker baral 6\n",
        "Baral has used every marker number fray can give on the ladder (up to 254)",
    );
}

#[test]
fn a_round_after_the_last_round_is_refused_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    // The fight at the end of round 4294967294, the last fray counts.
    let forged = hand_record(
        2,
        "start",
        vec![
            Event::RoundStarted { round: MAX_ROUND },
            Event::StepChanged {
                step: Step::RoundEnd,
            },
        ],
    );
    let path = save(dir.path(), "long", &["add Baral pc"], &[forged]);
    assert!(load(&path).is_ok(), "the last round itself is allowed");
    refused_at_the_bound(
        dir.path(),
        "long",
        &path,
        "start\n",
        "this fight has reached round 4294967294, the last fray counts",
    );
}

/// `fray check NAME`: damage (status 1) at `line`, its words; then `--salvage` keeps the
/// `good` records before it.
fn damaged_at(dir: &Path, name: &str, line: usize, words: &str, good: usize) {
    common::cli::check_refuses_at(dir, name, line, words);
    let out = fray_within(dir, &["check", "--salvage", name], "", DEADLINE_SECS);
    assert!(out.status.success(), "{name}: {}", text(&out.stderr));
    let path = dir.join(format!("{name}.fray.jsonl"));
    let kept = load(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
    let commands: Vec<&Record> = kept.records.iter().filter(|r| !r.is_set_aside()).collect();
    assert_eq!(commands.len(), good, "{name}: {:?}", kept.records);
}

#[test]
fn a_save_with_a_counter_past_its_bound_is_damage_at_that_line() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    // A record numbered MAX_SEQ + 1 (the audit's was 2^64 - 1): line 3.
    save(
        dir.path(),
        "seq",
        &["add Baral pc"],
        &[set_aside(2, MAX_SEQ)],
    );
    damaged_at(
        dir.path(),
        "seq",
        3,
        "is numbered 9007199254740993, past 9007199254740992",
        1,
    );
    // The audit's own number, 2^64 - 1.
    save(
        dir.path(),
        "seq-max",
        &["add Baral pc"],
        &[set_aside(2, u64::MAX - 1)],
    );
    damaged_at(
        dir.path(),
        "seq-max",
        3,
        "is numbered 18446744073709551615",
        1,
    );

    // A combatant id past the largest: line 3, after Baral.
    let mut ghost = common::saves::example_combatant();
    ghost.id = CombatantId(MAX_COMBATANT_ID + 1);
    ghost.name = "Ghost".into();
    let add = Event::CombatantAdded {
        combatant: Box::new(ghost),
    };
    save(
        dir.path(),
        "id",
        &["add Baral pc"],
        &[hand_record(2, "add Ghost", vec![add])],
    );
    damaged_at(
        dir.path(),
        "id",
        3,
        "adds combatant #4294967295, past #4294967294",
        1,
    );

    // A marker number past the largest: line 4, after Baral and the start.
    save(
        dir.path(),
        "marker",
        &["add Baral pc", "start"],
        &[hand_record(
            3,
            "marker baral 5",
            vec![placed(1, MAX_MARKER + 1, 5)],
        )],
    );
    damaged_at(
        dir.path(),
        "marker",
        4,
        "places marker 255 of combatant #1, past 254",
        2,
    );

    // A round past the last: line 3.
    save(
        dir.path(),
        "round",
        &["add Baral pc"],
        &[hand_record(
            2,
            "start",
            vec![Event::RoundStarted {
                round: MAX_ROUND + 1,
            }],
        )],
    );
    damaged_at(
        dir.path(),
        "round",
        3,
        "starts round 4294967295, past 4294967294",
        1,
    );
}

/// The last record number a save may hold, and the ones just before it, reach the screen
/// digit for digit: `fray run` acknowledgements, and the fight screen's "saved #N".
#[test]
fn record_numbers_near_the_bound_are_shown_digit_for_digit() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    // The last record is MAX_SEQ - 2: the next two numbers are MAX_SEQ - 1 and MAX_SEQ.
    let path = save(
        dir.path(),
        "near",
        &["add Baral pc"],
        &[set_aside(2, MAX_SEQ - 3)],
    );
    let out = fray_within(
        dir.path(),
        &["run", "near", "--script", "-"],
        "note baral one\nnote baral two\n",
        DEADLINE_SECS,
    );
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout} / {}", text(&out.stderr));
    assert!(stdout.contains("#9007199254740991 "), "{stdout}");
    assert!(stdout.contains("#9007199254740992 "), "{stdout}");
    let screen = drawn(&fight_on(&path), 160, 48);
    assert!(screen.contains("saved #9007199254740992"), "{screen}");
    // The bound is reached: the next is refused.
    refused_at_the_bound(
        dir.path(),
        "near",
        &path,
        "note baral three\n",
        "every record number",
    );
    let bytes = std::fs::read(&path).unwrap_or_default();
    assert_eq!(
        line_starts(&bytes).len(),
        5,
        "header, 1, set aside, two notes"
    );
}
