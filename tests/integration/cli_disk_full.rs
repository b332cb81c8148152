//! The real binary on a disk that refuses writes: the child runs under an `RLIMIT_FSIZE`
//! just above the save's size, with SIGXFSZ at its default disposition (fray ignores it
//! itself at start-up), so an append past it fails with EFBIG as a full disk fails with
//! ENOSPC, with no root and no special file system.
//! `#SEQ` is printed only for what is on disk; an unsaved record is said on stderr; the
//! status says so (see the README's exit statuses).

#![cfg(unix)]

use crate::common;

use std::path::Path;
use std::process::Output;

use common::cli::text;

use fray::engine::Header;
use fray::store::{self, SaveLog};

const SCRIPT: &[&str] = &[
    "add Alpha pc reaction=12",
    "add Bravo enemy reaction=9",
    "wound alpha body light",
    "note bravo \"steady at the door\"",
    "test alpha reaction",
    "roll 3d6",
];

/// `fray ARGS` in `saves`, fed `stdin`, unable to make any file longer than `limit` bytes.
fn fray_limited(saves: &Path, args: &[&str], stdin: &str, limit: Option<u64>) -> Output {
    let mut command = common::cli::command(saves, args);
    if let Some(limit) = limit {
        common::cli::limit_file_size(&mut command, limit);
    }
    common::cli::feed(command, stdin)
}

/// A new save `name` in `saves`; its path.
fn new_save(saves: &Path, name: &str) -> std::path::PathBuf {
    let path = saves.join(format!("{name}.fray.jsonl"));
    drop(
        SaveLog::create(&path, &Header::new(fray::systems::polaris::ID, name, 5, 0))
            .expect("create"),
    );
    path
}

/// The size limit that lets exactly `fits` records of SCRIPT through and cuts the next
/// one halfway: measured by running the script on a copy without a limit.
fn limit_letting_through(saves: &Path, fits: usize) -> u64 {
    let path = new_save(saves, "measure");
    let header_len = std::fs::metadata(&path).expect("meta").len();
    let out = fray_limited(
        saves,
        &["run", "measure", "--script", "-"],
        &(SCRIPT.join("\n") + "\n"),
        None,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let bytes = std::fs::read(&path).expect("read");
    let lines: Vec<u64> = bytes
        .split_inclusive(|&b| b == b'\n')
        .map(|l| l.len() as u64)
        .collect();
    assert_eq!(
        lines.len(),
        SCRIPT.len() + 1,
        "a header and one line a command"
    );
    header_len + lines[1..=fits].iter().sum::<u64>() + lines[fits + 1] / 2
}

/// The `#SEQ` acknowledgements in `stdout`.
fn acknowledged(stdout: &str) -> Vec<u64> {
    stdout
        .lines()
        .filter_map(|l| l.strip_prefix('#')?.split(' ').next()?.parse().ok())
        .collect()
}

fn saved_seqs(path: &Path) -> Vec<u64> {
    store::load(path)
        .expect("the save still loads")
        .records
        .iter()
        .map(|r| r.seq)
        .collect()
}

#[test]
fn fray_run_acknowledges_only_what_is_on_disk_and_fails_with_not_saved() {
    let dir = tempfile::tempdir().expect("temp");
    let limit = limit_letting_through(dir.path(), 2);
    let path = new_save(dir.path(), "full");
    let out = fray_limited(
        dir.path(),
        &["run", "full", "--script", "-"],
        &(SCRIPT.join("\n") + "\n"),
        Some(limit),
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(
        saved_seqs(&path),
        [1, 2],
        "the disk-full path really happened"
    );
    assert_eq!(
        acknowledged(&stdout),
        [1, 2],
        "#SEQ only for what is on disk: {stdout}"
    );
    assert_eq!(out.status.code(), Some(4), "{stderr}");
    for seq in 3..=6 {
        assert!(
            stderr.contains(&format!("NOT SAVED #{seq} ")),
            "#{seq} is said unsaved: {stderr}"
        );
        assert!(
            stderr.contains(&format!("\n  #{seq} {}\n", SCRIPT[seq as usize - 1])),
            "#{seq} is listed at the end: {stderr}"
        );
    }
    assert!(stderr.contains("NOT SAVED: 4 commands"), "{stderr}");
}

#[test]
fn piped_fray_open_reports_unsaved_commands_and_fails() {
    let dir = tempfile::tempdir().expect("temp");
    let limit = limit_letting_through(dir.path(), 3);
    let path = new_save(dir.path(), "piped");
    let out = fray_limited(
        dir.path(),
        &["open", "piped"],
        &(SCRIPT.join("\n") + "\n"),
        Some(limit),
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(saved_seqs(&path), [1, 2, 3]);
    assert_eq!(acknowledged(&stdout), [1, 2, 3], "{stdout}");
    assert_eq!(out.status.code(), Some(4), "{stderr}");
    assert!(stderr.contains("NOT SAVED: 3 commands"), "{stderr}");
    assert!(stderr.contains("\n  #6 roll 3d6\n"), "{stderr}");
}

#[test]
fn without_a_full_disk_the_same_run_succeeds() {
    let dir = tempfile::tempdir().expect("temp");
    let path = new_save(dir.path(), "roomy");
    let big = std::fs::metadata(&path).expect("meta").len() + 1_000_000;
    let out = fray_limited(
        dir.path(),
        &["run", "roomy", "--script", "-"],
        &(SCRIPT.join("\n") + "\n"),
        Some(big),
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(acknowledged(&text(&out.stdout)), [1, 2, 3, 4, 5, 6]);
    assert_eq!(saved_seqs(&path), [1, 2, 3, 4, 5, 6]);
}
