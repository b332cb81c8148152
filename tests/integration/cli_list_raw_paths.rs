//! `fray list` and save files whose names are not UTF-8 (`caf\xe9.fray.jsonl`, Latin-1 on
//! an old disk): such a save is listed, its name shown escaped and lossy, never left out
//! without a word; `fray list --paths` writes each path's raw bytes (for scripts, on a
//! pipe), one a line, or with `-0` NUL-separated, and every path written opens.

#![cfg(unix)]

use crate::common;
use crate::pty;

use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

use common::cli::{fray, text};

/// A saves folder holding the demo as `caf\xe9.fray.jsonl` and as `plain.fray.jsonl`.
fn saves_with_latin1_name() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("temp");
    let demo = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/polaris-demo.fray.jsonl");
    let odd = dir.path().join(OsStr::from_bytes(b"caf\xe9.fray.jsonl"));
    std::fs::copy(&demo, &odd).expect("a file name that is not UTF-8");
    std::fs::copy(&demo, dir.path().join("plain.fray.jsonl")).expect("copy");
    (dir, odd)
}

#[test]
fn a_save_whose_name_is_not_utf8_is_listed() {
    let (dir, _) = saves_with_latin1_name();
    let out = fray(dir.path(), &["list"]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(stdout.contains("caf\u{fffd}.fray.jsonl"), "{stdout}");
    assert!(stdout.contains("plain.fray.jsonl"), "{stdout}");
    assert_eq!(
        stdout.matches("Docks of Equinoxe").count(),
        2,
        "both saves read: {stdout}"
    );
    let out = fray(dir.path(), &["list", "--json"]);
    let saves: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(saves.as_array().map(Vec::len), Some(2), "{saves}");
}

#[test]
fn list_paths_writes_raw_paths_one_a_line_on_a_pipe() {
    let (dir, odd) = saves_with_latin1_name();
    let out = fray(dir.path(), &["list", "--paths"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let mut paths: Vec<&[u8]> = out
        .stdout
        .strip_suffix(b"\n")
        .expect("ends with a line break")
        .split(|&b| b == b'\n')
        .collect();
    paths.sort();
    let plain = dir.path().join("plain.fray.jsonl");
    let mut expected = vec![odd.as_os_str().as_bytes(), plain.as_os_str().as_bytes()];
    expected.sort();
    assert_eq!(paths, expected);
}

#[test]
fn list_paths_null_separates_paths_that_each_open() {
    let (dir, odd) = saves_with_latin1_name();
    for args in [
        &["list", "--paths", "-0"][..],
        &["list", "--paths", "--null"],
    ] {
        let out = fray(dir.path(), args);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        let paths: Vec<&[u8]> = out
            .stdout
            .strip_suffix(b"\0")
            .expect("each path ends with NUL")
            .split(|&b| b == 0)
            .collect();
        assert_eq!(paths.len(), 2, "{:?}", text(&out.stdout));
        assert!(!out.stdout.contains(&b'\n'), "no line breaks");
        for path in &paths {
            let opened = std::fs::read(Path::new(OsStr::from_bytes(path)))
                .unwrap_or_else(|e| panic!("{:?} opens: {e}", text(path)));
            assert!(opened.starts_with(b"{\"format\":\"fray-save\""));
        }
        assert!(paths.contains(&odd.as_os_str().as_bytes()));
    }
}

#[test]
fn null_without_paths_is_a_usage_error() {
    let (dir, _) = saves_with_latin1_name();
    let out = fray(dir.path(), &["list", "-0"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
}

#[test]
fn list_paths_escapes_on_a_terminal_and_writes_raw_bytes_on_a_pipe() {
    let dir = tempfile::tempdir().expect("temp");
    let demo = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/polaris-demo.fray.jsonl");
    let hostile = dir.path().join("\x1b[2J\x1b]52;c;owned\x07.fray.jsonl");
    std::fs::copy(&demo, &hostile).expect("an escape sequence in a file name");
    let on_terminal = pty::run(
        dir.path(),
        &["list", "--paths"],
        &[],
        std::time::Duration::from_secs(10),
    );
    assert!(
        on_terminal.status.is_some_and(|s| s.success()),
        "{}",
        text(&on_terminal.bytes)
    );
    assert!(
        !on_terminal.bytes.iter().any(|&b| b == 0x1b || b == 0x07),
        "no raw control byte on the terminal: {:?}",
        text(&on_terminal.bytes)
    );
    assert!(
        text(&on_terminal.bytes).contains(".fray.jsonl"),
        "{:?}",
        text(&on_terminal.bytes)
    );
    let on_pipe = fray(dir.path(), &["list", "--paths"]);
    assert_eq!(
        on_pipe.stdout,
        [hostile.as_os_str().as_bytes(), b"\n"].concat(),
        "the raw path for a script"
    );
}
