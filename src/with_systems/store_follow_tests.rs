//! Tests of following a save (`store::follow`), which need real rule systems (the saves
//! followed name one): appends in pieces, stalls, cuts, and a writer thread racing the
//! follower; damage and a file changed under the follower are in
//! `store_follow_changes_tests.rs`. They are the whole of the module's tests.

use std::error::Error;
use std::fs::{self, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::thread;
use std::time::{Duration, Instant};

use crate::engine::{Header, Record};
use crate::session::Session;
use crate::store::line::seal;
use crate::store::{Follower, Loaded, SaveLog, Update};

pub(super) type TestResult = Result<(), Box<dyn Error>>;

pub(super) const DEMO: &[&str] = &[
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
pub(super) fn save_lines(dir: &Path, commands: &[&str]) -> Result<Vec<Vec<u8>>, Box<dyn Error>> {
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

pub(super) fn append(path: &Path, bytes: &[u8]) -> TestResult {
    let mut file = OpenOptions::new().append(true).open(path)?;
    file.write_all(bytes)?;
    Ok(())
}

/// A followed save holding the header and the first `records` records of `lines`.
pub(super) fn followed(
    dir: &Path,
    lines: &[Vec<u8>],
    records: usize,
) -> Result<(PathBuf, Follower, Loaded), Box<dyn Error>> {
    let path = dir.join("followed.fray.jsonl");
    fs::write(&path, lines[..=records].concat())?;
    let (follower, loaded) = Follower::open(&path)?;
    Ok((path, follower, loaded))
}

pub(super) fn seqs(update: &Update) -> Vec<u64> {
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
