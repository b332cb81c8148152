//! End to end: the terminal goes away under fray (the tmux session is killed, as when a
//! window is closed or an ssh link lost), or a signal comes, on every screen. fray, found
//! by the PID tmux started (never by name), must be gone within two seconds, its save
//! unlocked and unchanged, and commands the disk refused kept in a rescue file.
//!
//! Needs tmux. Without it the test says so and passes, unless `FRAY_REQUIRE_TMUX=1`
//! (`.ci/run` sets it, after installing tmux).

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};
use std::thread::sleep;
use std::time::{Duration, Instant};

use common::tmux::{FRAY, Tmux, has_ended, runs_fray};
use fray::store::{self, SaveLog};

/// How long fray may take to end once its terminal is gone. The bound tells an ending
/// from a hang, not a speed: a crash's rescue file is written and fsynced, which took over
/// 2 s once in CI while the disk tests of the same binary ran beside it.
const LIMIT: Duration = Duration::from_secs(5);

/// Starts `fray ARGS` as the pane's own process and waits for `ready` on its screen;
/// returns the server and fray's PID.
fn fray_in_tmux(args: &str, ready: &str, before: impl FnOnce(&Tmux)) -> Option<(Tmux, u32)> {
    fray_in_tmux_with("", &format!("exec {FRAY} {args}"), ready, before)
}

/// [`fray_in_tmux`] with a shell line `run` that starts fray (`exec`ed, or as the pane
/// shell's child), after shell `setup` (e.g. limits).
fn fray_in_tmux_with(
    setup: &str,
    run: &str,
    ready: &str,
    before: impl FnOnce(&Tmux),
) -> Option<(Tmux, u32)> {
    // fray starts once `before` has made its save (it creates `go` in the config folder).
    let t = Tmux::start_with(&format!(
        "{setup} until [ -e \"$FRAY_CONFIG_DIR/go\" ]; do sleep 0.02; done; {run}"
    ))?;
    before(&t);
    fs::write(t.config.join("go"), "").expect("go");
    t.wait_for(ready);
    let pid = if run.starts_with("exec ") {
        t.pane_pid().expect("the pane's pid")
    } else {
        t.fray_pid()
            .and_then(|p| p.parse().ok())
            .expect("fray runs under the pane's shell")
    };
    assert!(runs_fray(pid), "the pane runs fray itself (pid {pid})");
    Some((t, pid))
}

/// Waits for `pid` to end; fails after [`LIMIT`].
fn assert_ends(pid: u32, what: &str) -> Duration {
    let start = Instant::now();
    while !has_ended(pid) {
        assert!(
            start.elapsed() < LIMIT,
            "{what}: fray (pid {pid}) still runs {LIMIT:?} after"
        );
        sleep(Duration::from_millis(20));
    }
    start.elapsed()
}

/// The save opens for writing (its lock is free) and holds `records` records.
fn assert_unlocked(path: &Path, records: usize, what: &str) {
    let (log, loaded) =
        SaveLog::open_append(path).unwrap_or_else(|e| panic!("{what}: the save reopens: {e}"));
    assert_eq!(
        loaded.records.len(),
        records,
        "{what}: nothing lost or added"
    );
    drop(log);
}

fn demo_records() -> usize {
    store::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/polaris-demo.fray.jsonl"))
        .expect("the demo loads")
        .records
        .len()
}

/// Kills the tmux session under fray on one screen.
fn lost_terminal_under(screen: &str, args: &str, ready: &str, keys: &[&str], shows: &str) {
    let mut save = PathBuf::new();
    let Some((t, pid)) = fray_in_tmux(args, ready, |t| save = t.demo_save()) else {
        return;
    };
    for key in keys {
        if let Some(text) = key.strip_prefix("text:") {
            t.type_text(text);
        } else {
            t.keys(&[key]);
        }
    }
    t.wait_for(shows);
    t.tmux(&["kill-session", "-t", "e2e"]);
    let took = assert_ends(pid, screen);
    eprintln!("{screen}: fray ended {took:?} after its terminal");
    assert_unlocked(&save, demo_records(), screen);
}

#[test]
fn closing_the_terminal_ends_fray_on_the_start_screen() {
    lost_terminal_under("start", "", "combat tracker", &[], "Docks of Equinoxe");
}

#[test]
fn closing_the_terminal_ends_fray_in_a_fight() {
    lost_terminal_under("fight", "open dock", "Ladder ·", &[], "Ladder ·");
}

#[test]
fn closing_the_terminal_ends_fray_in_a_form() {
    lost_terminal_under("form", "open dock", "Ladder ·", &["+"], "Add combatants");
}

#[test]
fn closing_the_terminal_ends_fray_at_the_prompt() {
    lost_terminal_under(
        "prompt",
        "open dock",
        "Ladder ·",
        &[":", "text:note baral half-typed"],
        "half-typed",
    );
}

#[test]
fn closing_the_terminal_ends_fray_in_a_replay() {
    lost_terminal_under("replay", "replay dock", "Ladder ·", &["Left"], "Ladder ·");
}

#[test]
fn closing_the_terminal_ends_fray_watching() {
    lost_terminal_under("watch", "watch dock", "Ladder ·", &[], "Ladder ·");
}

/// A terminal that goes away without a SIGHUP (fray in a session of its own, as under
/// `setsid` or some ssh and terminal setups): the hang-up itself ends fray.
#[test]
fn a_terminal_that_hangs_up_without_sighup_still_ends_fray() {
    let mut save = PathBuf::new();
    let run = format!("setsid {FRAY} open dock; sleep 30");
    let Some((t, pid)) = fray_in_tmux_with("", &run, "Ladder ·", |t| save = t.demo_save()) else {
        return;
    };
    t.tmux(&["kill-session", "-t", "e2e"]);
    assert_ends(pid, "no SIGHUP");
    assert_unlocked(&save, demo_records(), "no SIGHUP");
}

/// Each stop signal, sent to fray with its terminal still there: it ends, with status
/// 128 + the signal (the pane's shell writes it down), and the save is free.
#[test]
fn every_stop_signal_ends_fray_and_frees_its_save() {
    for (name, signal) in [
        ("SIGHUP", libc::SIGHUP),
        ("SIGTERM", libc::SIGTERM),
        ("SIGINT", libc::SIGINT),
        ("SIGQUIT", libc::SIGQUIT),
    ] {
        let mut save = PathBuf::new();
        let run = format!("{FRAY} open dock; echo $? > \"$FRAY_CONFIG_DIR/status\"; sleep 30");
        let Some((t, pid)) = fray_in_tmux_with("", &run, "Ladder ·", |t| save = t.demo_save())
        else {
            return;
        };
        let sent = i32::try_from(pid).map(|p| unsafe { libc::kill(p, signal) });
        assert_eq!(sent, Ok(0), "{name}: kill");
        assert_ends(pid, name);
        let status = wait_for_status(&t.config.join("status"));
        assert_eq!(status, Some(128 + signal), "{name}: exit status");
        assert_unlocked(&save, demo_records(), name);
    }
}

/// The exit status the pane's shell wrote to `file`, once it has.
/// The shell makes the file before it writes the number: an empty or partial file is
/// waited on, not read as no status. fray itself must have ended already (see
/// [`assert_ends`]); the shell may take longer on a busy machine.
fn wait_for_status(file: &Path) -> Option<i32> {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(10) {
        if let Ok(Ok(status)) = fs::read_to_string(file).map(|s| s.trim().parse()) {
            return Some(status);
        }
        sleep(Duration::from_millis(20));
    }
    None
}

/// A disk that refuses the next write (a file-size limit just above the save), a command
/// NOT SAVED, then the terminal goes: the command is in a rescue file, named when the
/// save is next opened, and running that file carries it out.
#[test]
fn a_command_not_saved_when_the_terminal_goes_is_kept_in_a_rescue_file() {
    rescued_after("terminal gone", "", |t| {
        t.tmux(&["kill-session", "-t", "e2e"]);
    });
}

/// The same when the GM quits and confirms (`q`, then `y`) with the command unsaved.
#[test]
fn quitting_with_a_command_not_saved_keeps_it_in_a_rescue_file() {
    rescued_after("quit", "", |t| {
        t.keys(&["q"]);
        t.wait_for("rescue file");
        t.keys(&["y"]);
    });
}

/// The same when fray crashes (F12 panics with `FRAY_CRASH_TEST=1`): the panic hook
/// rescues before the process ends.
#[test]
fn a_crash_with_a_command_not_saved_keeps_it_in_a_rescue_file() {
    rescued_after("crash", "FRAY_CRASH_TEST=1; export FRAY_CRASH_TEST;", |t| {
        t.keys(&["F12"]);
    });
}

/// A command made NOT SAVED (after shell `env`), then `end` stops fray: the rescue file
/// must hold it.
fn rescued_after(how: &str, env: &str, end: impl FnOnce(&Tmux)) {
    let demo = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/polaris-demo.fray.jsonl");
    let size = fs::metadata(demo).expect("the demo").len();
    // No `trap '' XFSZ` here: fray ignores SIGXFSZ itself, so a write past the limit
    // fails with EFBIG instead of killing it. `ulimit -f` counts 1024-byte blocks in bash, 512-byte ones in dash: either way the
    // limit is under the save's size + 1024, less than the note's line needs, and more
    // than its rescue file does.
    let mut save = PathBuf::new();
    let Some((t, pid)) = fray_in_tmux_with(
        &format!("{env} ulimit -f {};", size.div_ceil(1024)),
        &format!("exec {FRAY} open dock"),
        "Ladder ·",
        |t| save = t.demo_save(),
    ) else {
        return;
    };
    let long_note = "x".repeat(1500);
    t.keys(&[":"]);
    t.type_text(&format!("note baral {long_note}"));
    t.keys(&["Enter"]);
    t.wait_for("NOT SAVED");
    assert_eq!(
        fs::metadata(&save).expect("the save").len(),
        size,
        "nothing was written"
    );
    end(&t);
    assert_ends(pid, how);
    let rescues = store::rescue::rescue_files(&save);
    assert_eq!(rescues.len(), 1, "one rescue file: {rescues:?}");
    let script = fs::read_to_string(&rescues[0]).expect("the rescue file");
    assert!(
        script.contains(&format!("note baral {long_note}\n")),
        "{script}"
    );
    let loaded = store::load(&save).expect("the save loads");
    assert_eq!(
        loaded.records.len(),
        demo_records(),
        "the save is as it was"
    );
    assert!(
        loaded.warnings.iter().any(|w| w.contains("never saved")),
        "the next opening names the rescue file: {:?}",
        loaded.warnings
    );
    // Running the rescue file carries the command out.
    let out = std::process::Command::new(FRAY)
        .arg("run")
        .arg(&save)
        .arg("--script")
        .arg(&rescues[0])
        .output()
        .expect("fray run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let after = store::load(&save).expect("the save loads");
    assert_eq!(after.records.len(), demo_records() + 1);
    assert!(
        after
            .records
            .last()
            .is_some_and(|r| r.command.ends_with(&long_note))
    );
}
