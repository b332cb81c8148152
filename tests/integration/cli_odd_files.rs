//! The real binary on a directory or a named pipe where a save was asked for: every command
//! that reads a save says "not a regular file" (never "no save named ..."), and none of
//! them blocks (opening a pipe to read waits for a writer).

use std::path::Path;
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// Every command naming a save, as arguments before the save's name.
const COMMANDS: &[&[&str]] = &[
    &["check"],
    &["check", "--salvage"],
    &["open"],
    &["run"],
    &["show"],
    &["show", "--json"],
    &["log"],
    &["export"],
    &["replay"],
    &["watch"],
    &["upgrade"],
];

/// Runs fray with `args`, killing it (by its own PID) if it has not ended within five
/// seconds. Returns its exit status success, stderr, and whether it had to be killed.
fn run(saves: &Path, args: &[&str]) -> (bool, String, bool) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fray"))
        .env("FRAY_LANG", "en")
        .args(args)
        .env("FRAY_SAVES_DIR", saves)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("fray starts");
    let deadline = Instant::now() + Duration::from_secs(5);
    let mut killed = false;
    while child.try_wait().ok().flatten().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            killed = true;
            break;
        }
        sleep(Duration::from_millis(20));
    }
    let output = child.wait_with_output().expect("fray ends");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
        killed,
    )
}

fn every_command_refuses(saves: &Path, arg: &str, want: &str) {
    for command in COMMANDS {
        let args: Vec<&str> = command.iter().copied().chain([arg]).collect();
        let (ok, stderr, killed) = run(saves, &args);
        assert!(!killed, "{args:?} blocked");
        assert!(!ok, "{args:?} succeeded: {stderr}");
        assert!(stderr.contains(want), "{args:?}: {stderr}");
        assert!(!stderr.contains("no save named"), "{args:?}: {stderr}");
    }
}

#[test]
fn a_directory_named_like_a_save_is_not_a_regular_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let saves = dir.path();
    std::fs::create_dir(saves.join("camp.fray.jsonl")).expect("mkdir");
    // By bare name (found in the saves folder) and by full path.
    every_command_refuses(saves, "camp", "it is a directory, not a regular file");
    let full = saves.join("camp.fray.jsonl");
    every_command_refuses(
        saves,
        &full.display().to_string(),
        "it is a directory, not a regular file",
    );
}

#[cfg(unix)]
#[test]
fn a_named_pipe_named_like_a_save_is_refused_without_blocking() {
    let dir = tempfile::tempdir().expect("temp dir");
    let saves = dir.path();
    let fifo = saves.join("pipe.fray.jsonl");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    every_command_refuses(saves, "pipe", "not a regular file");
    every_command_refuses(saves, &fifo.display().to_string(), "not a regular file");
}

#[cfg(unix)]
#[test]
fn a_device_is_not_a_regular_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (ok, stderr, killed) = run(dir.path(), &["check", "/dev/null"]);
    assert!(!killed && !ok, "{stderr}");
    assert!(stderr.contains("not a regular file"), "{stderr}");
}
