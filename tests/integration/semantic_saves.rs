//! Impossible saves: well sealed (the real writer, valid checksums) but holding a record the
//! engine could never have written after the ones before it. Opening refuses each as damage
//! at that record's line, `fray check` names it, salvage keeps exactly the records before
//! it, and a followed save reports it when it arrives. Every real save passes.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

use fray::engine::consistency::problems_after_fold;
use fray::engine::{Event, Header, Record, Timeline, WoundMark, check_records};
use fray::model::{Combatant, CombatantId, EntryStatus, LadderEntry, MarkerRef};
use fray::session::Session;
use fray::store::{Follower, LineProblem, SaveLog, StoreError, Update, load, salvage};

/// A Polaris combatant as the shipped example adds them, with this id and name.
fn combatant(id: u32, name: &str) -> Box<Combatant> {
    let mut c = common::saves::example_combatant();
    c.id = CombatantId(id);
    c.name = name.into();
    Box::new(c)
}

fn record(seq: u64, events: Vec<Event>) -> Record {
    Record {
        seq,
        command: format!("hand-made {seq}"),
        at: None,
        events,
    }
}

fn add(id: u32, name: &str) -> Event {
    Event::CombatantAdded {
        combatant: combatant(id, name),
    }
}

fn marker(owner: u32, marker: u8) -> MarkerRef {
    MarkerRef {
        owner: CombatantId(owner),
        marker,
    }
}

/// Three sound records: Baral (#0) and Cora (#1) join, Baral's marker is placed.
fn sound() -> Vec<Record> {
    vec![
        record(1, vec![add(0, "Baral")]),
        record(2, vec![add(1, "Cora")]),
        record(
            3,
            vec![Event::MarkerPlaced {
                entry: LadderEntry {
                    at: marker(0, 0),
                    position: 12,
                    status: EntryStatus::Waiting,
                    malus: 0,
                    rushed: false,
                    label: None,
                },
            }],
        ),
    ]
}

/// Writes a header and `records` through the real writer.
fn write(path: &Path, records: &[Record]) {
    let header = Header::new(fray::systems::polaris::ID, "impossible", 1, 0);
    let mut log = SaveLog::create(path, &header).unwrap_or_else(|e| panic!("{e}"));
    for record in records {
        log.append(record).unwrap_or_else(|e| panic!("{e}"));
    }
}

/// Each impossible fourth record, with words its refusal must hold.
fn impossible() -> Vec<(&'static str, Event, &'static str)> {
    let ghost = CombatantId(9);
    vec![
        (
            "duplicate id",
            add(0, "Orc"),
            r#"adds combatant #0 "Orc", but #0 is already "Baral""#,
        ),
        (
            "unknown in a wound",
            Event::WoundMarked {
                who: ghost,
                wound: WoundMark {
                    location: 0,
                    severity: 0,
                    landed: 0,
                    cleared: vec![],
                    damage: None,
                },
            },
            "names combatant #9, who is not in the fight (in its wound_marked event)",
        ),
        (
            "unknown in a note",
            Event::NoteSet {
                who: ghost,
                text: "boo".into(),
            },
            "names combatant #9, who is not in the fight (in its note_set event)",
        ),
        (
            "unknown removed",
            Event::CombatantRemoved { who: ghost },
            "names combatant #9, who is not in the fight (in its combatant_removed event)",
        ),
        (
            "unknown marker",
            Event::MarkerMoved {
                at: marker(1, 0),
                position: 3,
            },
            r#"names marker 0 of combatant "Cora" (#1), which is not on the ladder"#,
        ),
        (
            "undo of a future record",
            Event::CommandUndone { seq: 6 },
            "undoes record 6, but record 6 comes after it",
        ),
        (
            "undo of itself",
            Event::CommandUndone { seq: 4 },
            "undoes record 4, but a record cannot undo itself",
        ),
    ]
}

/// The save with `bad` as record 4 and a sound record 5 after it; the offset of line 5.
fn impossible_save(dir: &Path, label: &str, bad: Event) -> (PathBuf, u64) {
    let path = dir.join(format!("{}.fray.jsonl", label.replace(' ', "-")));
    let mut records = sound();
    records.push(record(4, vec![bad]));
    records.push(record(
        5,
        vec![Event::NoteSet {
            who: CombatantId(1),
            text: "after".into(),
        }],
    ));
    write(&path, &records);
    let bytes = std::fs::read(&path).unwrap_or_default();
    let offset = common::saves::line_starts(&bytes)[4] as u64;
    (path, offset)
}

#[test]
fn impossible_records_are_damage_at_their_line() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    for (label, bad, words) in impossible() {
        let (path, offset) = impossible_save(dir.path(), label, bad);
        let original = std::fs::read(&path).unwrap_or_default();

        // load refuses at line 5 (record 4), naming the byte offset and what is wrong.
        let err = load(&path).err();
        let message = err.as_ref().map(ToString::to_string).unwrap_or_default();
        match &err {
            Some(StoreError::Corrupt {
                line: 5,
                offset: o,
                good: 3,
                problem: LineProblem::Inconsistent(m),
                ..
            }) if *o == offset => assert!(m.contains(words), "{label}: {m}"),
            _ => panic!("{label}: {message}"),
        }
        assert!(
            message.contains(&format!("line 5 (byte offset {offset})")),
            "{label}: {message}"
        );

        // Every other way in refuses it too, and nothing is changed.
        assert!(
            matches!(
                Session::open(&path),
                Err(StoreError::Corrupt { line: 5, .. })
            ),
            "{label}: open"
        );
        assert!(
            matches!(
                SaveLog::open_append(&path),
                Err(StoreError::Corrupt { line: 5, .. })
            ),
            "{label}: open_append"
        );
        assert!(
            fray::tui::replay::load(&path, fray::tui::replay::Audience::Gm).is_err(),
            "{label}: replay"
        );
        assert_eq!(
            std::fs::read(&path).unwrap_or_default(),
            original,
            "{label}"
        );

        // The follower delivers the records before it and reports the damage.
        let (mut follower, loaded) = Follower::open(&path).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(loaded.records.len(), 3, "{label}: follower");
        assert!(
            matches!(follower.poll(), Err(StoreError::Corrupt { line: 5, .. })),
            "{label}: poll"
        );

        // fray check: non-zero, naming the line, the problem and the salvage command.
        let out = Command::new(env!("CARGO_BIN_EXE_fray"))
            .env("FRAY_LANG", "en")
            .env("FRAY_SAVES_DIR", dir.path())
            .arg("check")
            .arg(&path)
            .output()
            .unwrap_or_else(|e| panic!("{e}"));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{label}: {stderr}");
        assert!(stderr.contains("damaged at line 5"), "{label}: {stderr}");
        assert!(stderr.contains(words), "{label}: {stderr}");
        assert!(
            stderr.contains("record 4 (line 5) is refused") && stderr.contains("--salvage"),
            "{label}: {stderr}"
        );

        // Salvage keeps exactly the three records before it; the rest is in a side file.
        let salvaged = salvage(&path).unwrap_or_else(|e| panic!("{label}: {e}"));
        let (kept, noted) = salvaged.records.split_at(3.min(salvaged.records.len()));
        assert_eq!(kept, sound(), "{label}");
        let side = salvaged
            .cut
            .and_then(|c| c.side_file)
            .unwrap_or_else(|| panic!("{label}: no side file"));
        let offset = usize::try_from(offset).unwrap_or(usize::MAX);
        assert_eq!(
            std::fs::read(&side).unwrap_or_default(),
            original[offset..],
            "{label}: the side file holds the rest byte for byte"
        );
        // Then one note that the numbers of the records moved aside are never used again.
        let last = common::saves::used_numbers(&original[offset..], 4);
        let name = side.file_name().map(|n| n.to_string_lossy().into_owned());
        assert_eq!(
            common::saves::set_aside_of(noted.first()),
            name.map(|n| (4, last, n, false)),
            "{label}: the set-aside record"
        );
        assert_eq!(noted.len(), 1, "{label}");
        let again = load(&path).unwrap_or_else(|e| panic!("{label}: {e}"));
        assert_eq!(again.records, salvaged.records, "{label}");
        assert!(again.warnings.is_empty(), "{label}: {:?}", again.warnings);
    }
}

#[test]
fn a_followed_save_reports_an_impossible_record_when_it_arrives() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("followed.fray.jsonl");
    let header = Header::new(fray::systems::polaris::ID, "followed", 1, 0);
    let mut log = SaveLog::create(&path, &header).unwrap_or_else(|e| panic!("{e}"));
    let (mut follower, _) = Follower::open(&path).unwrap_or_else(|e| panic!("{e}"));
    for record in sound() {
        log.append(&record).unwrap_or_else(|e| panic!("{e}"));
    }
    assert!(matches!(follower.poll(), Ok(Update::Appended(r)) if r.len() == 3));
    // The writer seals whatever it is given: a hand-made duplicate id.
    log.append(&record(4, vec![add(1, "Cora again")]))
        .unwrap_or_else(|e| panic!("{e}"));
    let err = follower
        .poll()
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(
        err.contains("line 5") && err.contains(r#"but #1 is already "Cora""#),
        "{err}"
    );
    assert_eq!(
        follower.next_seq(),
        4,
        "nothing after the damage is delivered"
    );
}

/// Every save fray ships or keeps as a fixture, and the demo, passes the check.
#[test]
fn every_real_save_passes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut paths: Vec<PathBuf> = common::saves::EXAMPLES
        .iter()
        .map(|name| root.join("saves").join(name))
        .collect();
    for dir in ["tests/fixtures/v1"] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap_or_else(|e| panic!("{e}")) {
            let path = entry.unwrap_or_else(|e| panic!("{e}")).path();
            if path.to_string_lossy().ends_with(".fray.jsonl") {
                paths.push(path);
            }
        }
    }
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    paths.push(fray::setup::copy_demo(dir.path()).unwrap_or_else(|e| panic!("{e}")));
    assert!(paths.len() >= 6, "{paths:?}");
    for path in paths {
        let loaded = load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(!loaded.records.is_empty(), "{}", path.display());
        let checked = check_records(&loaded.records);
        assert!(checked.is_ok(), "{}: {:?}", path.display(), checked.err());
        let timeline = Timeline::from_records(loaded.header.clone(), loaded.records.clone());
        assert_eq!(
            problems_after_fold(&loaded.header, &loaded.records, timeline.state()),
            None,
            "{}",
            path.display()
        );
    }
}

/// `fray upgrade` only converts a sound save: an impossible record in an old save is damage.
#[test]
fn an_old_save_with_an_impossible_record_is_not_upgraded() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let fixture =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/v1/polaris-demo.fray.jsonl");
    let mut bytes = std::fs::read(&fixture).unwrap_or_else(|e| panic!("{e}"));
    let records = load(&fixture)
        .unwrap_or_else(|e| panic!("{e}"))
        .records
        .len();
    let body = format!(
        r#"{{"seq":{},"command":"note 999","events":[{{"event":"note_set","who":999,"text":"boo"}}]}}"#,
        records + 1
    );
    bytes.extend(common::saves::seal_body(body.as_bytes()));
    let path = dir.path().join("old.fray.jsonl");
    std::fs::write(&path, &bytes).unwrap_or_else(|e| panic!("{e}"));
    let line = records as u64 + 2;
    let err = fray::store::upgrade(&path).err();
    assert!(
        matches!(err, Some(StoreError::DamagedUpgrade { line: l, problem: LineProblem::Inconsistent(_), .. }) if l == line),
        "{err:?}"
    );
    assert_eq!(
        std::fs::read(&path).unwrap_or_default(),
        bytes,
        "nothing changed"
    );
}
