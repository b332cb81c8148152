//! The save log against torn writes, damage, hostile files and full disks.

use crate::common;

use std::fs::{self, OpenOptions};
use std::path::{Path, PathBuf};
use std::sync::LazyLock;
use std::time::{SystemTime, UNIX_EPOCH};

use common::saves::assert_set_aside;
use fray::engine::{Event, Header, Record, WoundMark};
use fray::model::{
    Combatant, CombatantId, Condition, DamageTrack, DieRoll, EntryStatus, LadderEntry, LocatorCell,
    LocatorLocation, MarkerRef, RollRecord, Side, Step, WoundLocator,
};
use fray::store::{
    FailAfter, LineProblem, Loaded, MAX_LINE_BYTES, MAX_SAVE_BYTES, SaveLog, StoreError, crc32,
    load, open_for_append, salvage,
};
use proptest::prelude::*;

type TestResult = Result<(), Box<dyn std::error::Error>>;

fn header() -> Header {
    Header::new(
        fray::systems::polaris::ID,
        "Ambush at the Pit",
        0xDEAD_BEEF,
        1_700_000_000,
    )
}

fn locator() -> DamageTrack {
    let row = |boxes| LocatorCell { boxes, checked: 0 };
    let location = |key: &str, vital| LocatorLocation {
        key: key.into(),
        vital,
        cells: vec![row(3), row(2), row(2), row(1), row(1)],
    };
    DamageTrack::Locator(WoundLocator {
        severities: ["light", "medium", "serious", "critical", "death"]
            .map(String::from)
            .to_vec(),
        locations: vec![
            location("head", true),
            location("body", true),
            location("left-arm", false),
        ],
    })
}

fn marker(owner: u32) -> MarkerRef {
    MarkerRef {
        owner: CombatantId(owner),
        marker: 0,
    }
}

/// A realistic fight: 8 records, most with several events.
fn records() -> Vec<Record> {
    let add = |id: u32, name: &str, side| Event::CombatantAdded {
        combatant: Box::new(Combatant::new(CombatantId(id), name, side, locator())),
    };
    let place = |owner: u32, position| Event::MarkerPlaced {
        entry: LadderEntry {
            at: marker(owner),
            position,
            status: EntryStatus::Waiting,
            malus: 0,
            rushed: false,
            label: None,
        },
    };
    let batches: Vec<(&str, Vec<Event>)> = vec![
        ("add Aria pc", vec![add(1, "Aria", Side::Pc)]),
        (
            "add Ganger 1 enemy; add Ganger 2 enemy",
            vec![
                add(2, "Ganger 1", Side::Enemy),
                add(3, "Ganger 2", Side::Enemy),
            ],
        ),
        (
            "start",
            vec![
                Event::RoundStarted { round: 1 },
                Event::StepChanged {
                    step: Step::Declaration,
                },
                place(1, 14),
                place(2, 9),
                place(3, 11),
                Event::TurnPassed {
                    to: Some(marker(2)),
                },
            ],
        ),
        (
            "declare ganger-1 \"shoots Aria\"",
            vec![
                Event::Declared {
                    who: CombatantId(2),
                    intent: "shoots Aria".into(),
                    secret: false,
                },
                Event::TurnPassed {
                    to: Some(marker(3)),
                },
            ],
        ),
        (
            "roll 2d6+3 damage",
            vec![Event::DiceRolled {
                roll: RollRecord {
                    notation: "2d6+3".into(),
                    purpose: Some("damage".into()),
                    dice: vec![
                        DieRoll { sides: 6, value: 4 },
                        DieRoll { sides: 6, value: 5 },
                    ],
                    total: 12,
                },
            }],
        ),
        (
            "wound aria body serious",
            vec![
                Event::WoundMarked {
                    who: CombatantId(1),
                    wound: WoundMark {
                        location: 1,
                        severity: 2,
                        landed: 2,
                        cleared: vec![],
                        damage: Some(12),
                    },
                },
                Event::ConditionAdded {
                    who: CombatantId(1),
                    condition: Condition::manual("shock test"),
                },
                Event::MarkerStatus {
                    at: marker(1),
                    status: EntryStatus::Acting,
                },
            ],
        ),
        ("undo", vec![Event::CommandUndone { seq: 6 }]),
        (
            "note aria \"L'épée brisée — ½ PV\"",
            vec![
                Event::RedoDropped { seqs: vec![6] },
                Event::NoteSet {
                    who: CombatantId(1),
                    text: "L'épée brisée — ½ PV\nsecond line".into(),
                },
                Event::OptionSet {
                    key: "wounds.overflow".into(),
                    value: "on".into(),
                },
            ],
        ),
    ];
    batches
        .into_iter()
        .enumerate()
        .map(|(i, (command, events))| Record {
            seq: i as u64 + 1,
            command: command.into(),
            at: None,
            events,
        })
        .collect()
}

/// Writes a save through the real writer and returns its path and bytes.
fn write_save(
    dir: &Path,
    name: &str,
    records: &[Record],
) -> Result<(PathBuf, Vec<u8>), Box<dyn std::error::Error>> {
    let path = dir.join(name);
    let mut log = SaveLog::create(&path, &header())?;
    for record in records {
        log.append(record)?;
    }
    drop(log);
    let bytes = fs::read(&path)?;
    Ok((path, bytes))
}

/// Byte offsets just past each `\n` (line 1 is the header).
fn line_ends(bytes: &[u8]) -> Vec<u64> {
    bytes
        .iter()
        .enumerate()
        .filter(|(_, b)| **b == b'\n')
        .map(|(i, _)| i as u64 + 1)
        .collect()
}

/// A line sealed the way fray seals them, from any JSON object.
fn sealed(value: &serde_json::Value) -> Vec<u8> {
    let body = serde_json::to_string(value).unwrap_or_default();
    let crc = crc32(body.as_bytes());
    format!("{},\"crc\":\"{crc:08x}\"}}\n", &body[..body.len() - 1]).into_bytes()
}

fn side_files(dir: &Path, kind: &str) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = fs::read_dir(dir)
        .map(|entries| entries.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    found.retain(|p| {
        p.file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.contains(&format!(".{kind}-")))
    });
    found.sort();
    found
}

fn loaded(path: &Path) -> Loaded {
    match load(path) {
        Ok(loaded) => loaded,
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn round_trip() -> TestResult {
    let dir = tempfile::tempdir()?;
    let all = records();
    let (path, bytes) = write_save(dir.path(), "a.fray.jsonl", &all[..5])?;
    assert_eq!(line_ends(&bytes).len(), 6);
    assert!(bytes.ends_with(b"\n"));

    let first = loaded(&path);
    assert_eq!(first.header, header());
    assert_eq!(first.records, all[..5]);
    assert!(first.warnings.is_empty(), "{:?}", first.warnings);
    assert_eq!(first.cut, None);

    let (mut log, again) = SaveLog::open_append(&path)?;
    assert_eq!(again, first);
    assert_eq!(log.next_seq(), 6);
    assert_eq!(log.byte_len(), bytes.len() as u64);
    for record in &all[5..] {
        log.append(record)?;
    }
    drop(log);
    let last = loaded(&path);
    assert_eq!(last.records, all);
    assert!(last.warnings.is_empty());
    Ok(())
}

/// Each line is the record's JSON with `,"crc":"xxxxxxxx"` before its last `}`, the
/// checksum taken over the line without that member; and the whole line is JSON too.
#[test]
fn every_line_is_sealed_json() -> TestResult {
    let dir = tempfile::tempdir()?;
    let all = records();
    let (_, bytes) = write_save(dir.path(), "a.fray.jsonl", &all)?;
    let lines: Vec<&[u8]> = bytes
        .split(|b| *b == b'\n')
        .filter(|l| !l.is_empty())
        .collect();
    assert_eq!(lines.len(), all.len() + 1);
    for (i, line) in lines.iter().enumerate() {
        let text = std::str::from_utf8(line)?;
        let (body, tail) = text.split_at(text.len() - 18);
        assert!(
            tail.starts_with(",\"crc\":\"") && tail.ends_with("\"}"),
            "line {}: {tail}",
            i + 1
        );
        let body = format!("{body}}}");
        assert_eq!(
            &tail[8..16],
            format!("{:08x}", crc32(body.as_bytes())),
            "line {}",
            i + 1
        );
        let whole: serde_json::Value = serde_json::from_str(text)?;
        assert_eq!(whole["crc"].as_str(), Some(&tail[8..16]));
        if i == 0 {
            assert_eq!(body, serde_json::to_string(&header())?);
        } else {
            assert_eq!(body, serde_json::to_string(&all[i - 1])?);
        }
    }
    Ok(())
}

#[test]
fn create_refuses_to_overwrite() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("a.fray.jsonl");
    fs::write(&path, "precious")?;
    let err = SaveLog::create(&path, &header()).err();
    assert!(
        matches!(err, Some(StoreError::AlreadyExists { .. })),
        "{err:?}"
    );
    assert_eq!(fs::read(&path)?, b"precious");
    Ok(())
}

#[test]
fn empty_and_header_only() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (path, _) = write_save(dir.path(), "a.fray.jsonl", &[])?;
    let only = loaded(&path);
    assert!(only.records.is_empty() && only.warnings.is_empty() && only.cut.is_none());

    let empty = dir.path().join("empty.fray.jsonl");
    fs::write(&empty, "")?;
    let err = load(&empty)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(err.contains("empty.fray.jsonl is empty"), "{err}");
    Ok(())
}

/// Cutting the file at any byte keeps every record whose line is complete. A cut inside
/// the header (no record can exist yet) is a clear error instead.
#[test]
fn truncation_at_every_offset() -> TestResult {
    let dir = tempfile::tempdir()?;
    let all = records();
    let (path, bytes) = write_save(dir.path(), "a.fray.jsonl", &all)?;
    let ends = line_ends(&bytes);
    let header_end = ends[0];
    assert!(
        bytes.len() > 2000,
        "a realistic save: {} bytes",
        bytes.len()
    );

    let file = OpenOptions::new().write(true).open(&path)?;
    for k in (0..=bytes.len() as u64).rev() {
        file.set_len(k)?;
        let result = load(&path);
        if k == 0 {
            assert!(
                matches!(result, Err(StoreError::Empty { .. })),
                "{result:?}"
            );
            continue;
        }
        if k < header_end {
            let message = result
                .as_ref()
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default();
            assert!(
                matches!(result, Err(StoreError::TornHeader { .. })),
                "cut at {k}: {result:?}"
            );
            assert!(message.contains("incomplete header"), "{message}");
            continue;
        }
        let got = match result {
            Ok(got) => got,
            Err(e) => panic!("cut at {k}: {e}"),
        };
        let complete = ends.iter().filter(|&&e| e <= k).count() - 1;
        assert_eq!(got.records, all[..complete], "cut at {k}");
        let last_end = ends[complete];
        if k == last_end {
            assert_eq!(got.cut, None, "cut at {k}");
            assert!(got.warnings.is_empty(), "cut at {k}: {:?}", got.warnings);
        } else {
            let cut = got.cut.as_ref();
            assert_eq!(
                cut.map(|c| (c.line, c.offset, c.len, c.torn)),
                Some((complete as u64 + 2, last_end, k - last_end, true))
            );
            assert_eq!(cut.map(|c| &c.problem), Some(&LineProblem::Unterminated));
            assert_eq!(got.warnings.len(), 1);
            assert!(
                got.warnings[0].contains("was never confirmed"),
                "{}",
                got.warnings[0]
            );
        }
        // Reading never changes the file.
        assert_eq!(fs::metadata(&path)?.len(), k);
    }
    Ok(())
}

/// Opening a torn save for writing moves the torn bytes into a side file, cuts the save
/// back, and appending goes on from there. Tried at a spread of offsets (each open syncs).
#[test]
fn torn_tail_goes_to_a_side_file_at_many_offsets() -> TestResult {
    let dir = tempfile::tempdir()?;
    let all = records();
    let (_, bytes) = write_save(dir.path(), "full.fray.jsonl", &all)?;
    let ends = line_ends(&bytes);
    let mut offsets: Vec<u64> = (ends[0] + 1..bytes.len() as u64).step_by(97).collect();
    for end in &ends[1..ends.len() - 1] {
        offsets.extend([end - 1, end + 1]);
    }
    for (i, k) in offsets.into_iter().enumerate() {
        let case = dir.path().join(format!("case{i}"));
        fs::create_dir(&case)?;
        let path = case.join("a.fray.jsonl");
        fs::write(&path, &bytes[..k as usize])?;
        let complete = ends.iter().filter(|&&e| e <= k).count() - 1;
        let last_end = ends[complete];

        let (mut log, got) = SaveLog::open_append(&path)?;
        assert_eq!(got.records[..complete], all[..complete], "cut at {k}");
        assert_eq!(got.records.len(), complete + 1, "cut at {k}");
        let side = side_files(&case, "torn");
        assert_eq!(side.len(), 1, "cut at {k}");
        assert_eq!(
            got.cut.as_ref().and_then(|c| c.side_file.clone()),
            Some(side[0].clone())
        );
        assert_eq!(
            fs::read(&side[0])?,
            &bytes[last_end as usize..k as usize],
            "cut at {k}"
        );
        assert!(
            got.warnings
                .iter()
                .any(|w| w.contains("was moved to") && w.contains(".torn-")),
            "{:?}",
            got.warnings
        );
        // The torn line was record `complete + 1`: that number is skipped, by a record
        // numbered one past it.
        let seq = complete as u64 + 1;
        let kept = assert_set_aside(
            &path,
            &bytes[..last_end as usize],
            (seq, seq),
            &side[0],
            true,
        );
        assert_eq!(kept, got.records, "cut at {k}");

        let mut next = all[complete].clone();
        next.seq = seq + 2;
        assert_eq!(log.next_seq(), next.seq);
        log.append(&next)?;
        drop(log);
        let after = loaded(&path);
        assert_eq!(after.records, [&got.records[..], &[next]].concat());
        assert!(after.warnings.is_empty());
    }
    Ok(())
}

#[test]
fn torn_tail_load_is_read_only_and_side_files_are_never_overwritten() -> TestResult {
    let dir = tempfile::tempdir()?;
    let all = records();
    let (path, bytes) = write_save(dir.path(), "a.fray.jsonl", &all[..4])?;
    let torn = br#"{"seq":5,"command":"roll 2d6","ev"#;
    fs::write(&path, [&bytes[..], torn].concat())?;

    let got = loaded(&path);
    assert_eq!(got.records, all[..4]);
    assert_eq!(got.warnings.len(), 1);
    assert!(
        got.warnings[0].contains("line 6")
            && got.warnings[0].contains(&format!("byte offset {}", bytes.len()))
    );
    assert_eq!(
        fs::read(&path)?.len(),
        bytes.len() + torn.len(),
        "load must not change the file"
    );
    assert!(side_files(dir.path(), "torn").is_empty());

    // Side-file names already taken for the next few seconds stay untouched.
    let now = SystemTime::now().duration_since(UNIX_EPOCH)?.as_secs();
    for t in now..now + 3 {
        fs::write(dir.path().join(format!("a.fray.jsonl.torn-{t}")), "older")?;
    }
    let (log, opened) = SaveLog::open_append(&path)?;
    drop(log);
    let side = opened
        .cut
        .clone()
        .and_then(|c| c.side_file)
        .unwrap_or_default();
    assert!(side.to_string_lossy().ends_with("-1"), "{}", side.display());
    assert_eq!(fs::read(&side)?, torn);
    for t in now..now + 3 {
        assert_eq!(
            fs::read(dir.path().join(format!("a.fray.jsonl.torn-{t}")))?,
            b"older"
        );
    }
    // The good part, then number 5 (the torn record's) skipped; the older files hold
    // no numbers and are not taken for lines set aside.
    let kept = assert_set_aside(&path, &bytes, (5, 5), &side, true);
    assert_eq!(kept, opened.records);
    assert_eq!(kept[..4], all[..4]);
    Ok(())
}

#[test]
fn damaged_last_line_is_damage_not_a_torn_tail() -> TestResult {
    let dir = tempfile::tempdir()?;
    let all = records();
    let (path, mut bytes) = write_save(dir.path(), "a.fray.jsonl", &all)?;
    let ends = line_ends(&bytes);
    let start = ends[ends.len() - 2] as usize;
    bytes[start + 20] ^= 0x01;
    fs::write(&path, &bytes)?;
    // It ends with its line break: it was written whole and confirmed.
    let line = ends.len() as u64;
    match load(&path) {
        Err(StoreError::Corrupt {
            line: l,
            offset,
            good,
            problem: LineProblem::BadChecksum { .. },
            ..
        }) => assert_eq!((l, offset, good), (line, start as u64, all.len() - 1)),
        other => panic!("{other:?}"),
    }
    Ok(())
}

/// Any single flipped byte in a middle record stops the load at that line.
#[test]
fn flipped_byte_in_a_middle_record() -> TestResult {
    let dir = tempfile::tempdir()?;
    let all = records();
    let (path, bytes) = write_save(dir.path(), "a.fray.jsonl", &all)?;
    let ends = line_ends(&bytes);
    // File line 5 holds record 4.
    let (start, end) = (ends[3] as usize, ends[4] as usize);
    for at in start..end {
        let mut damaged = bytes.clone();
        damaged[at] ^= 0x01;
        fs::write(&path, &damaged)?;
        match load(&path) {
            Err(StoreError::Corrupt {
                path: p,
                line,
                offset,
                good,
                ref problem,
            }) => {
                assert_eq!(
                    (line, offset, good),
                    (5, start as u64, 3),
                    "flip at {at}: {problem}"
                );
                assert_eq!(p, path);
            }
            other => panic!("flip at {at}: {other:?}"),
        }
    }
    let mut damaged = bytes.clone();
    damaged[start + 30] ^= 0x01;
    fs::write(&path, &damaged)?;
    let message = load(&path).err().map(|e| e.to_string()).unwrap_or_default();
    assert!(message.contains(&path.display().to_string()), "{message}");
    assert!(
        message.contains(&format!("line 5 (byte offset {start}): bad checksum")),
        "{message}"
    );
    assert!(
        message.contains("The 3 records before it are intact"),
        "{message}"
    );
    // Opening for writing refuses too, and changes nothing.
    assert!(matches!(
        SaveLog::open_append(&path),
        Err(StoreError::Corrupt { line: 5, .. })
    ));
    assert_eq!(fs::read(&path)?, damaged);
    Ok(())
}

#[test]
fn wrong_sequence_in_the_middle() -> TestResult {
    let dir = tempfile::tempdir()?;
    let all = records();
    let (path, bytes) = write_save(dir.path(), "a.fray.jsonl", &all[..2])?;
    let mut skipped = all[3].clone();
    skipped.seq = 3;
    let mut repeat = all[2].clone();
    repeat.seq = 2;
    let line = sealed(&serde_json::to_value(&repeat)?);
    let next = sealed(&serde_json::to_value(&skipped)?);
    fs::write(&path, [bytes, line, next].concat())?;
    let err = load(&path).err().map(|e| e.to_string()).unwrap_or_default();
    assert!(
        err.contains("line 4") && err.contains("wrong sequence number 2 (expected 3)"),
        "{err}"
    );
    Ok(())
}

#[test]
fn salvage_keeps_the_rest_in_a_side_file() -> TestResult {
    let dir = tempfile::tempdir()?;
    let all = records();
    let (path, mut bytes) = write_save(dir.path(), "a.fray.jsonl", &all)?;
    let ends = line_ends(&bytes);
    let start = ends[3] as usize;
    bytes[start + 12] = b'#';
    fs::write(&path, &bytes)?;

    let got = salvage(&path)?;
    let cut = got.cut.clone().unwrap_or_else(|| panic!("no cut"));
    assert_eq!(
        (cut.line, cut.offset, cut.len, cut.torn),
        (5, start as u64, (bytes.len() - start) as u64, false)
    );
    let side = side_files(dir.path(), "salvaged");
    assert_eq!(side.len(), 1);
    assert_eq!(cut.side_file.as_ref(), Some(&side[0]));
    assert_eq!(
        fs::read(&side[0])?,
        &bytes[start..],
        "the side file holds the removed tail exactly"
    );
    // The 3 records before the damage, then one record skipping the numbers the moved
    // lines used: 4 (the damaged one) to the last record's.
    let last = all.len() as u64;
    let kept = assert_set_aside(&path, &bytes[..start], (4, last), &side[0], false);
    assert_eq!(kept, got.records);
    assert_eq!(kept[..3], all[..3]);
    assert_eq!(got.warnings.len(), 2);
    assert!(
        got.warnings[0].contains("was moved to") && got.warnings[0].contains("3 records"),
        "{}",
        got.warnings[0]
    );
    assert!(
        got.warnings[1].contains(&format!("numbers 4 to {last}")),
        "{}",
        got.warnings[1]
    );

    let after = loaded(&path);
    assert_eq!(after.records, got.records);
    let (mut log, _) = SaveLog::open_append(&path)?;
    let mut next = all[3].clone();
    next.seq = last + 2;
    log.append(&next)?;
    drop(log);
    assert_eq!(loaded(&path).records, [&got.records[..], &[next]].concat());

    // Salvaging a sound save changes nothing.
    let again = salvage(&path)?;
    assert_eq!(again.cut, None);
    assert_eq!(side_files(dir.path(), "salvaged").len(), 1);
    Ok(())
}

#[test]
fn newer_version_is_refused() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("new.fray.jsonl");
    let mut value = serde_json::to_value(header())?;
    value["version"] = 3.into();
    value["shiny"] = "new field".into();
    fs::write(&path, sealed(&value))?;
    let err = load(&path).err().map(|e| e.to_string()).unwrap_or_default();
    assert!(
        err.contains(
            "made by a newer fray (format 3); this fray reads formats 1 to 2: update fray to a version that reads format 3"
        ),
        "{err}"
    );
    assert!(matches!(
        SaveLog::open_append(&path),
        Err(StoreError::NewerVersion { version: 3, .. })
    ));
    Ok(())
}

#[test]
fn unknown_system_and_foreign_files_are_refused() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("x.fray.jsonl");

    let mut value = serde_json::to_value(header())?;
    value["system"] = "dnd-5e".into();
    fs::write(&path, sealed(&value))?;
    let err = load(&path).err().map(|e| e.to_string()).unwrap_or_default();
    assert!(err.contains("rule system \"dnd-5e\""), "{err}");

    let noise: Vec<u8> = (0u32..5000)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    for garbage in [
        &b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"[..],
        &noise,
        b"{\"name\":\"Bob\"}\n",
        b"\xff\xfe\n",
    ] {
        fs::write(&path, garbage)?;
        let err = load(&path).err();
        assert!(matches!(err, Some(StoreError::NotASave { .. })), "{err:?}");
        assert!(
            err.map(|e| e.to_string())
                .unwrap_or_default()
                .contains("is not a fray save")
        );
    }

    assert!(matches!(load(dir.path()), Err(StoreError::NotASave { .. })));
    assert!(matches!(
        load(&dir.path().join("missing")),
        Err(StoreError::Io { action: "open", .. })
    ));
    Ok(())
}

#[test]
fn huge_lines_and_files_are_refused() -> TestResult {
    let dir = tempfile::tempdir()?;
    let all = records();
    let (path, bytes) = write_save(dir.path(), "a.fray.jsonl", &all[..2])?;

    // A huge line after good records, with or without a line break after it.
    let huge = vec![b'a'; MAX_LINE_BYTES + 10];
    for tail in [&b""[..], b"\n"] {
        fs::write(&path, [&bytes[..], &huge, tail].concat())?;
        let err = load(&path).err();
        let message = err.as_ref().map(|e| e.to_string()).unwrap_or_default();
        assert!(
            matches!(
                err,
                Some(StoreError::Corrupt {
                    line: 4,
                    problem: LineProblem::TooLong { .. },
                    ..
                })
            ),
            "{message}"
        );
        assert!(
            message.contains(&format!("byte offset {}", bytes.len())),
            "{message}"
        );
    }
    // A huge first line.
    fs::write(&path, &huge)?;
    assert!(matches!(load(&path), Err(StoreError::NotASave { .. })));
    // A file over the size cap is refused before it is read (sparse, so it costs nothing).
    let big = dir.path().join("big.fray.jsonl");
    fs::write(&big, &bytes)?;
    OpenOptions::new()
        .write(true)
        .open(&big)?
        .set_len(MAX_SAVE_BYTES + 1)?;
    let err = load(&big).err().map(|e| e.to_string()).unwrap_or_default();
    assert!(
        err.contains("more than the 268435456 bytes a save may hold"),
        "{err}"
    );

    // The writer refuses a record it could not read back.
    fs::write(&path, &bytes)?;
    let (mut log, _) = SaveLog::open_append(&path)?;
    let too_big = Record {
        seq: 3,
        command: "x".repeat(MAX_LINE_BYTES),
        at: None,
        events: vec![],
    };
    assert!(matches!(
        log.append(&too_big),
        Err(StoreError::LineTooLarge { .. })
    ));
    Ok(())
}

#[test]
fn control_characters_in_names_are_warned() -> TestResult {
    let dir = tempfile::tempdir()?;
    let mut all = records();
    all[1].events.push(Event::CombatantRenamed {
        who: CombatantId(2),
        name: "Gang\u{1b}[31mer\u{7}".into(),
    });
    let (path, _) = write_save(dir.path(), "a.fray.jsonl", &all)?;
    let got = loaded(&path);
    assert_eq!(got.records, all);
    assert_eq!(got.warnings.len(), 1, "{:?}", got.warnings);
    assert!(
        got.warnings[0].starts_with("line 3: a name holds control characters")
            && got.warnings[0].ends_with("they will be shown escaped"),
        "{}",
        got.warnings[0]
    );
    Ok(())
}

#[test]
fn disk_full_leaves_the_file_loadable_and_says_so() -> TestResult {
    let dir = tempfile::tempdir()?;
    let all = records();
    let path = dir.path().join("a.fray.jsonl");
    let mut log = SaveLog::create_with(&path, &header(), FailAfter::new)?;
    for record in &all[..3] {
        log.append(record)?;
    }
    let good_len = fs::metadata(&path)?.len();

    // The disk fills up in the middle of record 4: part of the line reaches the file.
    log.file_mut().fail_after(25);
    let err = log.append(&all[3]).err();
    let message = err.as_ref().map(|e| e.to_string()).unwrap_or_default();
    assert!(
        matches!(
            err,
            Some(StoreError::WriteFailed {
                seq: 4,
                records: 3,
                ..
            })
        ),
        "{message}"
    );
    assert!(
        message.contains("no space left on device") && message.contains("Nothing was lost"),
        "{message}"
    );
    assert!(message.contains(&path.display().to_string()), "{message}");
    assert_eq!(
        fs::metadata(&path)?.len(),
        good_len,
        "the partial line was cut off"
    );
    let now = loaded(&path);
    assert_eq!(now.records, all[..3]);
    assert!(now.warnings.is_empty());
    assert_eq!(log.next_seq(), 4);

    // Still full: fails again, the same way.
    assert!(matches!(
        log.append(&all[3]),
        Err(StoreError::WriteFailed { .. })
    ));
    // A failed sync is a failure too: the record is taken back out (and since the cut
    // cannot be synced either, it is redone before the next write).
    log.file_mut().heal();
    log.file_mut().fail_sync(true);
    assert!(matches!(
        log.append(&all[3]),
        Err(StoreError::WriteFailedPartial { .. })
    ));
    assert_eq!(fs::metadata(&path)?.len(), good_len);

    // Room again: the retry works and nothing was lost.
    log.file_mut().heal();
    log.append(&all[3])?;
    assert_eq!(loaded(&path).records, all[..4]);
    Ok(())
}

#[test]
fn failed_cut_after_failed_write_is_still_recoverable() -> TestResult {
    let dir = tempfile::tempdir()?;
    let all = records();
    let path = dir.path().join("a.fray.jsonl");
    let mut log = SaveLog::create_with(&path, &header(), FailAfter::new)?;
    for record in &all[..3] {
        log.append(record)?;
    }
    log.file_mut().fail_after(40);
    log.file_mut().fail_set_len(true);
    let err = log.append(&all[3]).err();
    assert!(
        matches!(
            err,
            Some(StoreError::WriteFailedPartial {
                seq: 4,
                records: 3,
                ..
            })
        ),
        "{err:?}"
    );
    // The partial line is still there: a reader sees a torn tail, nothing worse.
    let now = loaded(&path);
    assert_eq!(now.records, all[..3]);
    assert_eq!(now.warnings.len(), 1);
    // While it cannot be cut, nothing more is written after it.
    log.file_mut().fail_after(u64::MAX);
    assert!(matches!(
        log.append(&all[3]),
        Err(StoreError::WriteFailedPartial { .. })
    ));
    assert_eq!(loaded(&path).records, all[..3]);
    // Once it can, the next append cuts it first.
    log.file_mut().heal();
    log.append(&all[3])?;
    let after = loaded(&path);
    assert_eq!(after.records, all[..4]);
    assert!(after.warnings.is_empty());
    Ok(())
}

#[test]
fn failed_header_write_leaves_no_file() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("a.fray.jsonl");
    let err = SaveLog::create_with(&path, &header(), |file| {
        let mut failing = FailAfter::new(file);
        failing.fail_after(10);
        failing
    })
    .err();
    assert!(matches!(err, Some(StoreError::Io { .. })), "{err:?}");
    assert!(!path.exists());
    Ok(())
}

#[test]
fn writer_checks_sequence_and_lock() -> TestResult {
    let dir = tempfile::tempdir()?;
    let all = records();
    let path = dir.path().join("a.fray.jsonl");
    let mut log = SaveLog::create(&path, &header())?;
    let err = log
        .append(&all[1])
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(err.contains("the next record must be number 1"), "{err}");
    log.append(&all[0])?;

    let second = SaveLog::open_append(&path).err();
    assert!(
        matches!(second, Some(StoreError::Locked { .. })),
        "{second:?}"
    );
    assert!(matches!(salvage(&path), Err(StoreError::Locked { .. })));
    // Reading while it is open is fine.
    assert_eq!(loaded(&path).records, all[..1]);
    drop(log);
    let (got, mut log) = open_for_append(&path)?;
    assert_eq!(got.records, all[..1]);
    log.append(&all[1])?;
    Ok(())
}

/// The realistic save's bytes and records, written once for the properties below.
fn sample_save() -> &'static (Vec<u8>, Vec<Record>) {
    static SAMPLE: LazyLock<(Vec<u8>, Vec<Record>)> = LazyLock::new(|| {
        let all = records();
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let (_, bytes) =
            write_save(dir.path(), "a.fray.jsonl", &all).unwrap_or_else(|e| panic!("{e}"));
        (bytes, all)
    });
    &SAMPLE
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Random damage never panics the loader, and a single changed byte never gets past
    /// it: whatever loads is a prefix of what was written.
    #[test]
    fn mutations_never_panic(
        edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0u8..4), 1..6)
    ) {
        let (bytes, all) = sample_save();
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let path = dir.path().join("m.fray.jsonl");
        let mut damaged = bytes.clone();
        for (at, byte, kind) in &edits {
            if damaged.is_empty() { break; }
            let i = at.index(damaged.len());
            match kind {
                0 => damaged[i] = *byte,
                1 => damaged.insert(i, *byte),
                2 => { damaged.remove(i); }
                _ => damaged.truncate(i),
            }
        }
        fs::write(&path, &damaged).unwrap_or_else(|e| panic!("{e}"));
        let result = load(&path);
        if let Ok(got) = &result {
            prop_assert!(got.records.len() <= all.len());
            if edits.len() == 1 && edits[0].2 == 0 {
                prop_assert_eq!(&got.records[..], &all[..got.records.len()]);
            }
        }
        let salvaged = salvage(&path);
        if let (Ok(got), Ok(_)) = (&salvaged, &result) {
            prop_assert!(got.records.len() <= all.len());
        }
    }

}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Any command text, control characters and all, comes back as written.
    #[test]
    fn any_command_text_round_trips(command in any::<String>(), name in "\\PC{0,12}") {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let path = dir.path().join("r.fray.jsonl");
        let mut head = header();
        head.name = name;
        let mut log = SaveLog::create(&path, &head).unwrap_or_else(|e| panic!("{e}"));
        let record = Record { seq: 1, command, at: Some(1_767_225_600), events: vec![Event::FightEnded] };
        log.append(&record).unwrap_or_else(|e| panic!("{e}"));
        drop(log);
        let got = load(&path).unwrap_or_else(|e| panic!("{e}"));
        prop_assert_eq!(got.header, head);
        prop_assert_eq!(got.records, vec![record]);
    }
}
