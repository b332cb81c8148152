//! A script (`fray run SAVE --script -` or `--script FILE`) or line mode fed a line that is
//! not UTF-8: that line alone is refused, with its number, like a line the command
//! language refuses; `--keep-going` runs on with the next lines, without it the run stops
//! there with the status of any refused line (3). The input is read as bytes and each
//! line decoded on its own, so one bad byte no longer ends the whole run.

use crate::common;

use std::path::Path;
use std::process::Output;

use common::cli::{feed_within, fray, text};

const SCRIPT: &[u8] = b"add Alpha pc\nnote alpha caf\xe9 noir\r\nadd Bravo enemy\n";

/// A new Polaris save `z` in a new saves folder.
fn new_save() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp");
    let out = fray(dir.path(), &["new", "-r", "polaris-3e", "--no-open", "Z"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    dir
}

fn fray_bytes(saves: &Path, args: &[&str], stdin: &[u8]) -> Output {
    feed_within(common::cli::command(saves, args), stdin, 60)
}

/// The commands the save `z` holds.
fn saved(saves: &Path) -> Vec<String> {
    fray::store::load(&saves.join("z.fray.jsonl"))
        .expect("the save loads")
        .records
        .into_iter()
        .map(|r| r.command)
        .collect()
}

#[test]
fn keep_going_refuses_the_line_that_is_not_utf8_by_number_and_runs_the_next() {
    let dir = new_save();
    let out = fray_bytes(
        dir.path(),
        &["run", "z", "--script", "-", "--keep-going"],
        SCRIPT,
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(3), "a refused line: {stderr}");
    assert_eq!(
        stderr,
        "stdin:2: error: this line is not UTF-8 text; line refused\n"
    );
    assert!(stdout.contains("#2 Bravo joins"), "kept going: {stdout}");
    assert_eq!(saved(dir.path()), ["add Alpha pc", "add Bravo enemy"]);
}

#[test]
fn without_keep_going_the_run_stops_at_the_line_that_is_not_utf8() {
    let dir = new_save();
    let out = fray_bytes(dir.path(), &["run", "z", "--script", "-"], SCRIPT);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{stderr}");
    assert!(
        stderr.starts_with("stdin:2: error: this line is not UTF-8 text; line refused\n"),
        "{stderr}"
    );
    assert!(stderr.contains("stopped: 1 command refused"), "{stderr}");
    assert_eq!(saved(dir.path()), ["add Alpha pc"]);
}

#[test]
fn a_script_file_names_itself_and_the_line() {
    let dir = new_save();
    let script = dir.path().join("moves.txt");
    std::fs::write(&script, SCRIPT).expect("write the script");
    let file = script.to_str().expect("a UTF-8 temporary path");
    let out = fray_bytes(
        dir.path(),
        &["run", "z", "--script", file, "--keep-going"],
        b"",
    );
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{stderr}");
    assert_eq!(
        stderr,
        format!("{file}:2: error: this line is not UTF-8 text; line refused\n")
    );
    assert_eq!(saved(dir.path()), ["add Alpha pc", "add Bravo enemy"]);
}

#[test]
fn line_mode_refuses_the_line_and_reads_on() {
    let dir = new_save();
    let out = fray_bytes(dir.path(), &["open", "z"], SCRIPT);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(
        stdout.contains("error: this line is not UTF-8 text; line refused"),
        "{stdout}"
    );
    assert_eq!(saved(dir.path()), ["add Alpha pc", "add Bravo enemy"]);
}
