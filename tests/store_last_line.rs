//! The last line of a save: only an incomplete one (no final line break) is a torn tail.
//! A complete last line was written whole, synced and acknowledged, so a flipped bit in it
//! is damage: reported as such, never moved aside behind the GM's back.

use std::fs;
use std::path::{Path, PathBuf};

use fray::engine::{Header, Timeline};
use fray::model::SystemId;
use fray::session::{Reply, Session};
use fray::store::{LineProblem, SaveLog, StoreError, load, salvage};

type TestResult = Result<(), Box<dyn std::error::Error>>;

/// Plays a short real session into `dir/NAME` and returns the save's path and bytes.
fn played(dir: &Path, name: &str) -> Result<(PathBuf, Vec<u8>), Box<dyn std::error::Error>> {
    let path = dir.join(name);
    let header = Header::new(SystemId::Polaris3e, "Docks", 2026, 1_795_258_848);
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

/// Where each line starts.
fn starts(bytes: &[u8]) -> Vec<usize> {
    let mut starts = vec![0];
    starts.extend(
        bytes
            .iter()
            .enumerate()
            .filter(|(i, b)| **b == b'\n' && i + 1 < bytes.len())
            .map(|(i, _)| i + 1),
    );
    starts
}

fn side_files(dir: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = fs::read_dir(dir)
        .map(|entries| entries.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    found.retain(|p| !p.to_string_lossy().ends_with(".fray.jsonl"));
    found.sort();
    found
}

#[test]
fn a_flipped_bit_in_the_last_record_is_damage_not_a_torn_tail() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (path, bytes) = played(dir.path(), "docks.fray.jsonl")?;
    let starts = starts(&bytes);
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
    let starts = starts(&bytes);
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
