//! fray under a file-size limit (`ulimit -f`, systemd's `LimitFSIZE=`), with SIGXFSZ at
//! its default disposition in the child, as a GM's shell leaves it: a write past the
//! limit must not kill fray (the default action of SIGXFSZ, leaving a torn line and no
//! word) but fail with EFBIG and take the NOT SAVED path: status 4, `NOT SAVED` on
//! stderr, the save cut back to its last whole record, and the refused commands in a
//! rescue file. fray ignores the signal itself at start-up; this test does not.

#![cfg(unix)]

use crate::common;

use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Command, Output};

use common::cli::{feed_within, text};

/// `fray ARGS` on `saves`, fed `stdin`, unable to make any file longer than `limit`
/// bytes, SIGXFSZ at its default disposition (the test harness may have it ignored).
fn fray_under_limit(saves: &Path, args: &[&str], stdin: &str, limit: u64) -> Output {
    let mut command: Command = common::cli::command(saves, args);
    common::cli::limit_file_size(&mut command, limit);
    feed_within(command, stdin.as_bytes(), 60)
}

/// The `#SEQ` acknowledgements in `stdout`.
fn acknowledged(stdout: &str) -> Vec<u64> {
    stdout
        .lines()
        .filter_map(|l| l.strip_prefix('#')?.split(' ').next()?.parse().ok())
        .collect()
}

#[test]
fn a_write_past_the_file_size_limit_is_not_saved_and_rescued_instead_of_killing_fray() {
    let saves = tempfile::tempdir().expect("temp");
    let path = saves.path().join("docks.fray.jsonl");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/polaris-demo.fray.jsonl"),
        &path,
    )
    .expect("copy the demo");
    let before = std::fs::read(&path).expect("the save");
    let first = fray::store::load(&path).expect("loads").records.len() as u64 + 1;
    // Room for a few notes of about 300 bytes a record, not for ten; the rescue file of
    // the rest stays far below the limit.
    let limit = before.len() as u64 + 1_200;
    let notes: Vec<String> = (1..=10)
        .map(|n| format!("note baral \"{n:02} {}\"", "x".repeat(200)))
        .collect();
    let out = fray_under_limit(
        saves.path(),
        &["run", "docks", "--script", "-"],
        &(notes.join("\n") + "\n"),
        limit,
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(
        out.status.signal(),
        None,
        "fray was not killed by a signal: {stderr}"
    );
    assert_eq!(out.status.code(), Some(4), "NOT SAVED status: {stderr}");
    assert!(stderr.contains("NOT SAVED"), "{stderr}");

    // The save: what it was, then whole lines only, one per acknowledged command.
    let after = std::fs::read(&path).expect("the save");
    assert!(after.len() as u64 <= limit);
    assert!(after.starts_with(&before), "nothing before was changed");
    assert_eq!(after.last(), Some(&b'\n'), "no torn tail");
    let loaded = fray::store::load(&path).expect("the save loads");
    assert!(loaded.cut.is_none(), "no torn tail: {:?}", loaded.warnings);
    let saved: Vec<u64> = loaded
        .records
        .iter()
        .map(|r| r.seq)
        .filter(|&s| s >= first)
        .collect();
    let acks = acknowledged(&stdout);
    assert_eq!(saved, acks, "#SEQ exactly for what is on disk");
    let kept = acks.len();
    assert!(
        (1..notes.len()).contains(&kept),
        "some notes fit, some did not: {kept}"
    );

    // The rescue file holds every refused command, in order.
    let rescues = fray::store::rescue::rescue_files(&path);
    assert_eq!(rescues.len(), 1, "one rescue file: {rescues:?}\n{stderr}");
    let script = std::fs::read_to_string(&rescues[0]).expect("the rescue file");
    let rescued: Vec<&str> = script.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(rescued, notes[kept..], "{script}");
    println!(
        "file-size limit: {kept} of {} notes saved, {} rescued, status 4",
        notes.len(),
        rescued.len()
    );
}
