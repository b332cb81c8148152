//! Following a save (`store::follow`) while its file changes under the follower: a
//! damaged line, a sequence gap, damage at opening, a file cut shorter, rewritten in place,
//! replaced, missing, or a line growing past the limit. The shared helpers are in
//! `store_follow_tests.rs`.

use std::fs::{self, OpenOptions};
use std::io::Write;
use std::time::Instant;

use super::store_follow_tests::{DEMO, TestResult, append, followed, save_lines, seqs};
use crate::store::{Follower, LineProblem, MAX_LINE_BYTES, StoreError, Update};

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
