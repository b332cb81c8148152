//! The last line of a save: only an incomplete one (no final line break) is a torn tail.
//! A complete last line was written whole, synced and acknowledged, so a flipped bit in it
//! is damage: reported as such, never moved aside behind the GM's back.

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};

use fray::engine::{Event, Header, Record, Timeline};
use fray::session::{Reply, Session};
use fray::store::{LineProblem, SET_ASIDE_COMMAND, SaveLog, StoreError, crc32, load, salvage};

type TestResult = Result<(), Box<dyn std::error::Error>>;

/// Plays a short real session into `dir/NAME` and returns the save's path and bytes.
fn played(dir: &Path, name: &str) -> Result<(PathBuf, Vec<u8>), Box<dyn std::error::Error>> {
    let path = dir.join(name);
    let header = Header::new(fray::systems::polaris::ID, "Docks", 2026, 1_795_258_848);
    let mut session = Session::create(&path, header)?.with_clock(|| Some(1_795_260_000));
    for line in [
        "add \"Baral Faadhi\" pc from mercenary",
        "add 3 gangers",
        "roll 3d6",
        "note baral steady",
        "roll 2d6",
    ] {
        let reply = session.execute(line)?;
        assert!(
            matches!(reply, Reply::Done { saved: true, .. }),
            "{line}: {reply:?}"
        );
    }
    drop(session);
    let bytes = fs::read(&path)?;
    Ok((path, bytes))
}

fn side_files(dir: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = fs::read_dir(dir)
        .map(|entries| entries.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    // The save itself, and the lock file a writer holds beside it, are not side files.
    found.retain(|p| {
        let name = p.to_string_lossy();
        !name.ends_with(".fray.jsonl") && !name.ends_with(".fray.jsonl.lock")
    });
    found.sort();
    found
}

#[test]
fn a_flipped_bit_in_the_last_record_is_damage_not_a_torn_tail() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (path, bytes) = played(dir.path(), "docks.fray.jsonl")?;
    let starts = common::saves::line_starts(&bytes);
    let lines = starts.len() as u64;
    let last = starts[starts.len() - 1];
    let mut damaged = bytes.clone();
    damaged[last + 25] ^= 0x04;
    fs::write(&path, &damaged)?;

    // Reading: damage at the last line, named, with the records before it counted.
    match load(&path) {
        Err(
            e @ StoreError::Corrupt {
                line,
                offset,
                good,
                problem: LineProblem::BadChecksum { .. },
                ..
            },
        ) => {
            assert_eq!((line, offset, good), (lines, last as u64, starts.len() - 2));
            let text = e.to_string();
            assert!(
                text.contains(&format!(
                    "Line {lines} is damaged; it was saved and confirmed"
                )),
                "{text}"
            );
            assert!(text.contains("fray check --salvage"), "{text}");
            assert!(!text.contains("never confirmed"), "{text}");
        }
        other => panic!("{other:?}"),
    }

    // Opening for writing refuses, and moves nothing.
    assert!(matches!(
        SaveLog::open_append(&path),
        Err(StoreError::Corrupt { line, .. }) if line == lines
    ));
    assert!(matches!(
        Session::open(&path),
        Err(StoreError::Corrupt { .. })
    ));
    assert_eq!(fs::read(&path)?, damaged);
    assert!(side_files(dir.path()).is_empty());

    // Salvage keeps the records before it; the side file holds exactly the damaged line.
    let salvaged = salvage(&path)?;
    let before = load(&path)?;
    assert_eq!(
        before.records[..starts.len() - 2],
        salvaged.records[..starts.len() - 2]
    );
    assert_eq!(salvaged.records.len(), before.records.len());
    let sides = side_files(dir.path());
    assert_eq!(sides.len(), 1, "{sides:?}");
    assert!(sides[0].to_string_lossy().contains(".salvaged-"));
    assert_eq!(fs::read(&sides[0])?, damaged[last..]);
    assert_eq!(fs::read(&path)?[..last], bytes[..last]);
    Ok(())
}

#[test]
fn an_incomplete_last_line_is_still_a_torn_tail() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (path, bytes) = played(dir.path(), "docks.fray.jsonl")?;
    let starts = common::saves::line_starts(&bytes);
    let last = starts[starts.len() - 1];
    // Cut short, and a NUL stretch (blocks a power loss left unwritten): both torn.
    let mut zeroed = bytes.clone();
    zeroed[last + 10..last + 30].fill(0);
    for (what, damaged) in [
        ("cut", bytes[..bytes.len() - 7].to_vec()),
        ("zeros", zeroed),
    ] {
        fs::write(&path, &damaged)?;
        let got = load(&path)?;
        let cut = got.cut.ok_or("no cut")?;
        assert!(cut.torn, "{what}");
        assert_eq!(cut.offset, last as u64, "{what}");
        assert_eq!(got.records.len(), starts.len() - 2, "{what}");
        assert!(
            got.warnings.iter().any(|w| w.contains("never confirmed")),
            "{what}: {:?}",
            got.warnings
        );
        let timeline = Timeline::from_records(got.header, got.records);
        assert_eq!(timeline.records().len(), starts.len() - 2, "{what}");
    }
    Ok(())
}

/// The events of the record numbered `seq` in the save.
fn events_of(path: &Path, seq: u64) -> Vec<Event> {
    load(path)
        .ok()
        .and_then(|l| l.records.into_iter().find(|r| r.seq == seq))
        .map(|r| r.events)
        .unwrap_or_default()
}

#[test]
fn a_torn_tail_set_aside_never_has_its_number_used_again() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (path, bytes) = played(dir.path(), "docks.fray.jsonl")?;
    let good = load(&path)?;
    assert_eq!(good.records.len(), 5);
    // Record 6 was being written when fray stopped: a torn tail.
    let torn = br#"{"seq":6,"command":"roll 1d6","at":1795260000,"events":[{"ev"#;
    fs::write(&path, [&bytes[..], torn].concat())?;
    let (mut session, warnings) = Session::open(&path)?;
    assert!(
        warnings.iter().any(|w| w.contains("numbers 6 to 6")),
        "{warnings:?}"
    );
    let sides = side_files(dir.path());
    assert_eq!(sides.len(), 1);
    assert_eq!(fs::read(&sides[0])?, torn);
    let side_name = sides[0]
        .file_name()
        .map(|n| n.to_string_lossy().into_owned());
    // The set-aside record is number 7 and names 6; the next command is 8.
    assert_eq!(
        events_of(&path, 7),
        [Event::RecordsSetAside {
            first: 6,
            last: 6,
            file: side_name.unwrap_or_default(),
            torn: true
        }]
    );
    let reply = session.execute("roll 1d6")?;
    assert!(
        matches!(
            reply,
            Reply::Done {
                seq: 8,
                saved: true,
                ..
            }
        ),
        "{reply:?}"
    );
    let state = session.timeline().state().clone();
    drop(session);
    let reread = load(&path)?;
    let seqs: Vec<u64> = reread.records.iter().map(|r| r.seq).collect();
    assert_eq!(seqs, [1, 2, 3, 4, 5, 7, 8]);
    assert!(reread.warnings.is_empty(), "{:?}", reread.warnings);
    assert_eq!(reread.records[..5], good.records[..]);
    let timeline = Timeline::from_records(reread.header, reread.records);
    assert_eq!(timeline.state(), &state);
    // Undo skips the set-aside record: it undoes 8, then 5; redo brings 5 back.
    let (mut session, _) = Session::open(&path)?;
    for (line, want) in [
        ("undo", Event::CommandUndone { seq: 8 }),
        ("undo", Event::CommandUndone { seq: 5 }),
        ("redo", Event::CommandRedone { seq: 5 }),
    ] {
        let reply = session.execute(line)?;
        let Reply::Done {
            seq, saved: true, ..
        } = reply
        else {
            panic!("{line}: {reply:?}");
        };
        assert_eq!(events_of(&path, seq), [want], "{line}");
    }
    Ok(())
}

#[test]
fn salvage_then_play_on_skips_the_numbers_set_aside() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (path, bytes) = played(dir.path(), "docks.fray.jsonl")?;
    let starts = common::saves::line_starts(&bytes);
    // Damage in record 4 (line 5): records 4 and 5 are moved aside.
    let mut damaged = bytes.clone();
    damaged[starts[4] + 25] ^= 0x04;
    fs::write(&path, &damaged)?;
    let salvaged = salvage(&path)?;
    let seqs: Vec<u64> = salvaged.records.iter().map(|r| r.seq).collect();
    assert_eq!(seqs, [1, 2, 3, 6]);
    let marker = &salvaged.records[3];
    assert_eq!(marker.command, SET_ASIDE_COMMAND);
    assert!(matches!(
        marker.events.as_slice(),
        [Event::RecordsSetAside {
            first: 4,
            last: 5,
            torn: false,
            ..
        }]
    ));
    assert_eq!(load(&path)?.records, salvaged.records);
    let (mut session, _) = Session::open(&path)?;
    let reply = session.execute("roll 1d6")?;
    assert!(
        matches!(
            reply,
            Reply::Done {
                seq: 7,
                saved: true,
                ..
            }
        ),
        "{reply:?}"
    );
    let reply = session.execute("undo")?;
    assert!(
        matches!(
            reply,
            Reply::Done {
                seq: 8,
                saved: true,
                ..
            }
        ),
        "{reply:?}"
    );
    assert_eq!(events_of(&path, 8), [Event::CommandUndone { seq: 7 }]);
    drop(session);
    // The transcript shows the set-aside record as one plain line.
    let reread = load(&path)?;
    let timeline = Timeline::from_records(reread.header, reread.records.clone());
    let log = fray::narrate::describe(&reread.records[3], timeline.state(), &reread.records);
    assert!(
        log.contains("records #4–#5 were set aside in docks.fray.jsonl.salvaged-"),
        "{log}"
    );
    Ok(())
}

/// A line sealed the way fray seals them.
fn sealed(record: &Record) -> Vec<u8> {
    let body = serde_json::to_string(record).unwrap_or_default();
    let crc = crc32(body.as_bytes());
    format!("{},\"crc\":\"{crc:08x}\"}}\n", &body[..body.len() - 1]).into_bytes()
}

#[test]
fn a_gap_in_the_numbers_is_damage_unless_a_set_aside_record_names_it() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (path, bytes) = played(dir.path(), "docks.fray.jsonl")?;
    let line = 7;
    let set_aside = |seq, first, last| Record {
        seq,
        command: SET_ASIDE_COMMAND.into(),
        at: None,
        events: vec![Event::RecordsSetAside {
            first,
            last,
            file: "x".into(),
            torn: true,
        }],
    };
    let plain = |seq| Record {
        seq,
        command: "end".into(),
        at: None,
        events: vec![Event::FightEnded],
    };
    // Exactly the gap 6..=8: accepted, and the next number is 10.
    let good = [
        &bytes[..],
        &sealed(&set_aside(9, 6, 8)),
        &sealed(&plain(10)),
    ]
    .concat();
    fs::write(&path, &good)?;
    let seqs: Vec<u64> = load(&path)?.records.iter().map(|r| r.seq).collect();
    assert_eq!(seqs, [1, 2, 3, 4, 5, 9, 10]);
    assert_eq!(SaveLog::open_append(&path)?.0.next_seq(), 11);
    for (what, extra) in [
        ("a gap without a set-aside record", plain(7)),
        ("a range starting after the gap", set_aside(9, 7, 8)),
        ("a range starting before the gap", set_aside(9, 5, 8)),
        ("a range ending before its own number", set_aside(9, 6, 7)),
        ("an empty range", set_aside(6, 6, 5)),
    ] {
        let damaged = [&bytes[..], &sealed(&extra), &sealed(&plain(extra.seq + 1))].concat();
        fs::write(&path, &damaged)?;
        assert!(
            matches!(
                load(&path),
                Err(StoreError::Corrupt { line: l, problem: LineProblem::WrongSequence { expected: 6, .. }, .. }) if l == line
            ),
            "{what}: {:?}",
            load(&path)
        );
    }
    Ok(())
}
