//! Tests of following a save (`store::follow`), which need real rule systems (the saves
//! followed name one): appends in pieces, stalls, damage, cuts, replacement, a missing
//! file, huge lines, and a writer thread racing the follower. They are the whole of the
//! module's tests.

use std::error::Error;
use std::fs::{self, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::thread;
use std::time::{Duration, Instant};

use crate::engine::{Header, Record};
use crate::session::Session;
use crate::store::line::seal;
use crate::store::{Follower, LineProblem, Loaded, MAX_LINE_BYTES, SaveLog, StoreError, Update};

type TestResult = Result<(), Box<dyn Error>>;

const DEMO: &[&str] = &[
    "add \"Baral Faadhi\" pc from mercenary",
    "add \"Lena Orsini\" pc reaction=13 coo=14",
    "add 3 gangers",
    "note ganger-3 \"Hangs back by the airlock.\"",
    "surprise ganger-1 ganger-2 ganger-3 -2",
    "start",
    "declare lena shoots Ganger 2",
    "next",
    "undo",
];

/// The lines (each with its `\n`) of a save made by running `commands`: the header first.
fn save_lines(dir: &Path, commands: &[&str]) -> Result<Vec<Vec<u8>>, Box<dyn Error>> {
    let path = dir.join("source.fray.jsonl");
    let _ = fs::remove_file(&path);
    let mut session = Session::create(
        &path,
        Header::new(crate::model::SystemId::default_system(), "Source", 7, 1),
    )?;
    for command in commands {
        session.execute(command)?;
    }
    drop(session);
    let bytes = fs::read(&path)?;
    Ok(bytes
        .split_inclusive(|b| *b == b'\n')
        .map(<[u8]>::to_vec)
        .collect())
}

fn append(path: &Path, bytes: &[u8]) -> TestResult {
    let mut file = OpenOptions::new().append(true).open(path)?;
    file.write_all(bytes)?;
    Ok(())
}

/// A followed save holding the header and the first `records` records of `lines`.
fn followed(
    dir: &Path,
    lines: &[Vec<u8>],
    records: usize,
) -> Result<(PathBuf, Follower, Loaded), Box<dyn Error>> {
    let path = dir.join("followed.fray.jsonl");
    fs::write(&path, lines[..=records].concat())?;
    let (follower, loaded) = Follower::open(&path)?;
    Ok((path, follower, loaded))
}

fn seqs(update: &Update) -> Vec<u64> {
    match update {
        Update::Appended(records) => records.iter().map(|r| r.seq).collect(),
        Update::Reset(loaded) => loaded.records.iter().map(|r| r.seq).collect(),
        _ => Vec::new(),
    }
}

#[test]
fn opens_then_picks_up_appends() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("live.fray.jsonl");
    let mut session = Session::create(
        &path,
        Header::new(crate::model::SystemId::default_system(), "Live", 7, 1),
    )?;
    session.execute("add Aria pc")?;
    let (mut follower, loaded) = Follower::open(&path)?;
    assert_eq!(loaded.records.len(), 1);
    assert_eq!(loaded.cut, None);
    assert_eq!(follower.poll()?, Update::Nothing);
    session.execute("add Goblin enemy")?;
    session.execute("note goblin \"secret\"")?;
    let update = follower.poll()?;
    assert_eq!(seqs(&update), vec![2, 3]);
    if let Update::Appended(records) = &update {
        assert_eq!(records.as_slice(), &session.timeline().records()[1..]);
    }
    assert_eq!(follower.poll()?, Update::Nothing);
    assert_eq!(follower.next_seq(), 4);
    assert_eq!(follower.byte_len(), fs::metadata(&path)?.len());
    Ok(())
}

#[test]
fn a_record_written_byte_by_byte_is_waited_for() -> TestResult {
    let dir = tempfile::tempdir()?;
    let lines = save_lines(dir.path(), DEMO)?;
    let (path, mut follower, _) = followed(dir.path(), &lines, 1)?;
    let line = &lines[2];
    for (i, byte) in line.iter().enumerate() {
        append(&path, &[*byte])?;
        let update = follower.poll()?;
        if i + 1 < line.len() {
            assert_eq!(update, Update::Nothing, "after {} bytes", i + 1);
        } else {
            assert_eq!(seqs(&update), vec![2]);
        }
    }
    assert_eq!(follower.poll()?, Update::Nothing);
    Ok(())
}

#[test]
fn complete_records_before_a_partial_one_are_delivered() -> TestResult {
    let dir = tempfile::tempdir()?;
    let lines = save_lines(dir.path(), DEMO)?;
    let (path, mut follower, _) = followed(dir.path(), &lines, 1)?;
    let half = lines[4].len() / 2;
    append(
        &path,
        &[&lines[2][..], &lines[3], &lines[4][..half]].concat(),
    )?;
    assert_eq!(seqs(&follower.poll()?), vec![2, 3]);
    assert_eq!(follower.poll()?, Update::Nothing);
    append(&path, &lines[4][half..])?;
    assert_eq!(seqs(&follower.poll()?), vec![4]);
    Ok(())
}

#[test]
fn opening_during_a_write_waits_for_it() -> TestResult {
    let dir = tempfile::tempdir()?;
    let lines = save_lines(dir.path(), DEMO)?;
    let path = dir.path().join("followed.fray.jsonl");
    let cut = lines[2].len() - 1;
    fs::write(&path, [&lines[0][..], &lines[1], &lines[2][..cut]].concat())?;
    let (mut follower, loaded) = Follower::open(&path)?;
    assert_eq!(loaded.records.len(), 1);
    assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
    assert!(loaded.cut.as_ref().is_some_and(|c| c.torn));
    assert_eq!(follower.poll()?, Update::Nothing);
    append(&path, b"\n")?;
    assert_eq!(seqs(&follower.poll()?), vec![2]);
    Ok(())
}

#[test]
fn a_stalled_write_is_said_once() -> TestResult {
    let dir = tempfile::tempdir()?;
    let lines = save_lines(dir.path(), DEMO)?;
    let (path, mut follower, _) = followed(dir.path(), &lines, 1)?;
    append(&path, &lines[2][..10])?;
    let t0 = Instant::now();
    let at = |secs: u64| t0 + Duration::from_secs(secs);
    assert_eq!(follower.poll_at(t0)?, Update::Nothing);
    assert_eq!(follower.poll_at(at(4))?, Update::Nothing);
    let update = follower.poll_at(at(6))?;
    let Update::Stalled(warning) = update else {
        panic!("expected a stall warning, got {update:?}");
    };
    assert!(
        warning.contains("line 3") && warning.contains("10 bytes"),
        "{warning}"
    );
    assert!(follower.stalled());
    assert_eq!(follower.poll_at(at(7))?, Update::Nothing);
    assert_eq!(follower.poll_at(at(60))?, Update::Nothing);
    assert!(follower.stalled(), "still stalled while nothing arrives");
    // The write goes on: a new partial line restarts the clock.
    append(&path, &lines[2][10..20])?;
    assert_eq!(follower.poll_at(at(61))?, Update::Nothing);
    assert!(!follower.stalled());
    assert_eq!(follower.poll_at(at(65))?, Update::Nothing);
    assert!(matches!(follower.poll_at(at(66))?, Update::Stalled(_)));
    append(&path, &lines[2][20..])?;
    assert_eq!(seqs(&follower.poll_at(at(67))?), vec![2]);
    assert!(!follower.stalled());
    Ok(())
}

#[test]
fn a_write_cut_back_is_not_reported() -> TestResult {
    let dir = tempfile::tempdir()?;
    let lines = save_lines(dir.path(), DEMO)?;
    let (path, mut follower, _) = followed(dir.path(), &lines, 2)?;
    let good = fs::metadata(&path)?.len();
    append(&path, &lines[3][..30])?;
    assert_eq!(follower.poll()?, Update::Nothing);
    // The GM's fray failed to save and cut the file back; it retries later.
    OpenOptions::new().write(true).open(&path)?.set_len(good)?;
    assert_eq!(follower.poll()?, Update::Nothing);
    append(&path, &lines[3])?;
    assert_eq!(seqs(&follower.poll()?), vec![3]);
    Ok(())
}

#[test]
fn a_damaged_complete_line_is_an_error_at_every_poll() -> TestResult {
    let dir = tempfile::tempdir()?;
    let lines = save_lines(dir.path(), DEMO)?;
    let (path, mut follower, _) = followed(dir.path(), &lines, 1)?;
    let mut bad = lines[3].clone();
    bad[12] ^= 0x01;
    append(&path, &[&lines[2][..], &bad, &lines[4]].concat())?;
    assert_eq!(seqs(&follower.poll()?), vec![2]);
    for _ in 0..3 {
        match follower.poll() {
            Err(StoreError::Corrupt {
                line: 4,
                problem: LineProblem::BadChecksum { .. },
                good: 2,
                ..
            }) => {}
            other => panic!("expected damage at line 4, got {other:?}"),
        }
    }
    assert_eq!(follower.next_seq(), 3);
    Ok(())
}

#[test]
fn sequence_numbers_must_follow_the_last_delivered() -> TestResult {
    let dir = tempfile::tempdir()?;
    let lines = save_lines(dir.path(), DEMO)?;
    let (path, mut follower, _) = followed(dir.path(), &lines, 2)?;
    append(&path, &lines[4])?;
    let result = follower.poll();
    assert!(
        matches!(
            result,
            Err(StoreError::Corrupt {
                problem: LineProblem::WrongSequence {
                    expected: 3,
                    found: 4
                },
                ..
            })
        ),
        "{result:?}"
    );
    assert_eq!(follower.next_seq(), 3);
    Ok(())
}

#[test]
fn damage_at_open_is_reported_by_poll() -> TestResult {
    let dir = tempfile::tempdir()?;
    let lines = save_lines(dir.path(), DEMO)?;
    let path = dir.path().join("followed.fray.jsonl");
    fs::write(&path, [&lines[0][..], &lines[1], b"\n", &lines[2]].concat())?;
    let (mut follower, loaded) = Follower::open(&path)?;
    assert_eq!(loaded.records.len(), 1);
    assert!(loaded.cut.as_ref().is_some_and(|c| !c.torn && c.line == 3));
    assert!(
        loaded
            .warnings
            .iter()
            .any(|w| w.contains("damaged at line 3"))
    );
    assert!(matches!(
        follower.poll(),
        Err(StoreError::Corrupt {
            problem: LineProblem::Empty,
            ..
        })
    ));
    Ok(())
}

#[test]
fn a_shorter_file_is_read_again() -> TestResult {
    let dir = tempfile::tempdir()?;
    let lines = save_lines(dir.path(), DEMO)?;
    let (path, mut follower, _) = followed(dir.path(), &lines, 4)?;
    let keep = lines[..=2].concat();
    OpenOptions::new()
        .write(true)
        .open(&path)?
        .set_len(keep.len() as u64)?;
    assert_eq!(seqs(&follower.poll()?), vec![1, 2]);
    assert!(matches!(follower.poll_at(Instant::now())?, Update::Nothing));
    append(&path, &lines[3])?;
    assert_eq!(seqs(&follower.poll()?), vec![3]);
    Ok(())
}

#[test]
fn a_file_rewritten_in_place_is_read_again() -> TestResult {
    let dir = tempfile::tempdir()?;
    let lines = save_lines(dir.path(), DEMO)?;
    let (path, mut follower, _) = followed(dir.path(), &lines, 2)?;
    // Same inode, longer, but record 2 is another one: what was delivered is gone.
    let other = save_lines(dir.path(), &["add Zed enemy", "add Yan pc", "add Xu ally"])?;
    let mut file = OpenOptions::new().write(true).truncate(true).open(&path)?;
    file.write_all(&[&lines[0][..], &lines[1], &other[2], &other[3]].concat())?;
    drop(file);
    let update = follower.poll()?;
    let Update::Reset(loaded) = &update else {
        panic!("expected a reset, got {update:?}");
    };
    assert_eq!(loaded.records.len(), 3);
    assert_eq!(loaded.records[1].command, "add Yan pc");
    Ok(())
}

#[test]
fn a_replaced_file_is_read_again() -> TestResult {
    let dir = tempfile::tempdir()?;
    let lines = save_lines(dir.path(), DEMO)?;
    let (path, mut follower, _) = followed(dir.path(), &lines, 3)?;
    let other = save_lines(dir.path(), &["add Zed enemy"])?;
    let fresh = dir.path().join("fresh.fray.jsonl");
    fs::write(&fresh, other.concat())?;
    fs::rename(&fresh, &path)?;
    let update = follower.poll()?;
    let Update::Reset(loaded) = &update else {
        panic!("expected a reset, got {update:?}");
    };
    assert_eq!(loaded.header.name, "Source");
    assert_eq!(loaded.records.len(), 1);
    assert_eq!(loaded.records[0].command, "add Zed enemy");
    assert_eq!(follower.poll()?, Update::Nothing);
    Ok(())
}

#[test]
fn a_missing_file_is_said_until_it_comes_back() -> TestResult {
    let dir = tempfile::tempdir()?;
    let lines = save_lines(dir.path(), DEMO)?;
    let (path, mut follower, _) = followed(dir.path(), &lines, 3)?;
    let aside = dir.path().join("aside");
    fs::rename(&path, &aside)?;
    for _ in 0..2 {
        let result = follower.poll();
        let message = result.as_ref().err().map(ToString::to_string);
        assert!(matches!(result, Err(StoreError::Gone { .. })), "{result:?}");
        assert!(message.is_some_and(|m| m.contains("is gone")));
    }
    // Coming back half-created is an error too, then a reset once whole.
    fs::write(&path, &lines[0][..5])?;
    assert!(matches!(
        follower.poll(),
        Err(StoreError::TornHeader { .. })
    ));
    fs::rename(&aside, &path)?;
    assert_eq!(seqs(&follower.poll()?), vec![1, 2, 3]);
    append(&path, &lines[4])?;
    assert_eq!(seqs(&follower.poll()?), vec![4]);
    Ok(())
}

#[test]
fn a_line_growing_past_the_limit_is_damage() -> TestResult {
    let dir = tempfile::tempdir()?;
    let lines = save_lines(dir.path(), DEMO)?;
    let (path, mut follower, _) = followed(dir.path(), &lines, 1)?;
    let mut big = b"{\"seq\":2,\"command\":\"".to_vec();
    big.resize(MAX_LINE_BYTES, b'x');
    append(&path, &big)?;
    assert_eq!(
        follower.poll()?,
        Update::Nothing,
        "at the limit: still a wait"
    );
    append(&path, b"xx")?;
    assert!(matches!(
        follower.poll(),
        Err(StoreError::Corrupt {
            problem: LineProblem::TooLong { .. },
            line: 3,
            ..
        })
    ));
    Ok(())
}

#[test]
fn follows_without_locking_while_the_gm_writes() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("locked.fray.jsonl");
    let header = Header::new(crate::model::SystemId::default_system(), "Locked", 7, 1);
    let mut log = SaveLog::create(&path, &header)?;
    let (mut follower, _) = Follower::open(&path)?;
    let record = |seq| Record {
        seq,
        command: format!("roll d6 #{seq}"),
        at: None,
        events: vec![],
    };
    log.append(&record(1))?;
    assert_eq!(seqs(&follower.poll()?), vec![1]);
    assert!(SaveLog::open_append(&path).is_err(), "the GM's lock holds");
    Ok(())
}

#[test]
fn a_writer_thread_racing_the_follower_loses_nothing() -> TestResult {
    const RECORDS: u64 = 150;
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("race.fray.jsonl");
    let header = Header::new(crate::model::SystemId::default_system(), "Race", 7, 1);
    drop(SaveLog::create(&path, &header)?);
    let (mut follower, _) = Follower::open(&path)?;
    let writer_path = path.clone();
    let writer = thread::spawn(move || -> Result<(), String> {
        let mut file = OpenOptions::new()
            .append(true)
            .open(&writer_path)
            .map_err(|e| e.to_string())?;
        for seq in 1..=RECORDS {
            let line = seal(&Record {
                seq,
                command: format!("note x \"{}\"", "y".repeat(seq as usize * 7 % 300)),
                at: None,
                events: vec![],
            })?;
            // Written in three pieces, as a slow disk or a signal could split a write.
            let (a, b) = (line.len() / 3, 2 * line.len() / 3);
            for piece in [&line[..a], &line[a..b], &line[b..]] {
                file.write_all(piece).map_err(|e| e.to_string())?;
                file.flush().map_err(|e| e.to_string())?;
                thread::yield_now();
            }
            if seq % 10 == 0 {
                thread::sleep(Duration::from_millis(1));
            }
        }
        Ok(())
    });
    let mut got = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(60);
    while (got.len() as u64) < RECORDS && Instant::now() < deadline {
        match follower.poll()? {
            Update::Appended(records) => got.extend(records.into_iter().map(|r| r.seq)),
            Update::Nothing => thread::sleep(Duration::from_micros(200)),
            other => panic!("unexpected {other:?}"),
        }
    }
    writer.join().map_err(|_| "writer panicked")??;
    assert_eq!(got, (1..=RECORDS).collect::<Vec<_>>());
    assert_eq!(follower.poll()?, Update::Nothing);
    Ok(())
}
