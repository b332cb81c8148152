//! End to end, in the full-screen interface: the save replaced by rename, removed or cut
//! by another program while a fight is open. The next command is NOT SAVED, the banner says
//! what happened, quitting lists the command on stderr once the terminal is restored,
//! keeps it in a rescue file beside the path and exits 4; the file now at the path is
//! left as the other program made it. And quitting on a disk that refuses the rescue file
//! too: the command is listed, nothing claims that nothing was lost, and fray exits 4.
//!
//! Needs tmux. Without it the test says so and passes, unless `FRAY_REQUIRE_TMUX=1`
//! (`.ci/run` sets it, after installing tmux).

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};
use std::thread::sleep;
use std::time::{Duration, Instant};

use common::tmux::{FRAY, Tmux};

/// Starts `fray open dock` under the pane's shell, once `before` has made the save; its
/// stderr goes through a pipe into `err` in the config folder (a pipe: a file-size limit
/// on fray would cut a file), its exit status into `status` once `err` is complete; waits
/// for the fight. `limit` is shell put before fray in its own subshell (`ulimit -f 1;`).
fn fight(limit: &str, before: impl FnOnce(&Tmux) -> PathBuf) -> Option<(Tmux, PathBuf)> {
    let t = Tmux::start_with(&format!(
        "C=\"$FRAY_CONFIG_DIR\"; until [ -e \"$C/go\" ]; do sleep 0.02; done; exec 3>&1; ( {limit} {FRAY} open dock 2>&1 1>&3 3>&-; echo $? >\"$C/status0\" ) | cat >\"$C/err\"; mv \"$C/status0\" \"$C/status\"; sleep 60"
    ))?;
    let save = before(&t);
    fs::write(t.config.join("go"), "").expect("go");
    t.wait_for("Ladder ·");
    Some((t, save))
}

/// Types a command at the `:` prompt.
fn command(t: &Tmux, line: &str) {
    t.keys(&[":"]);
    t.type_text(line);
    t.keys(&["Enter"]);
}

/// Quits, confirming that the unsaved commands are left; returns fray's exit status and
/// stderr.
fn quit(t: &Tmux) -> (i32, String) {
    t.keys(&["q"]);
    t.wait_for("rescue file");
    t.keys(&["y"]);
    let file = t.config.join("status");
    let start = Instant::now();
    let status = loop {
        if let Ok(Ok(status)) = fs::read_to_string(&file).map(|s| s.trim().parse::<i32>()) {
            break status;
        }
        assert!(
            start.elapsed() < Duration::from_secs(15),
            "fray did not end; the screen:\n{}",
            t.screen()
        );
        sleep(Duration::from_millis(20));
    };
    let err = fs::read_to_string(t.config.join("err")).expect("stderr");
    (status, err)
}

fn rescue_of(save: &Path) -> String {
    let rescues = fray::store::rescue::rescue_files(save);
    assert_eq!(rescues.len(), 1, "one rescue file: {rescues:?}");
    fs::read_to_string(&rescues[0]).expect("the rescue file")
}

/// Opens a fight, saves a roll, lets `other` do its thing to the save, types one more
/// command: it must be NOT SAVED with `says` in the banner, and quitting must list it,
/// keep it beside the path and exit 4. Returns the save's path.
fn under_the_fight(other: impl FnOnce(&Path), says: &str) -> Option<PathBuf> {
    let (t, save) = fight("", Tmux::demo_save)?;
    command(&t, "roll 1d6");
    t.wait_for("saved #");
    other(&save);
    let after = if save.exists() {
        Some(fs::read(&save).expect("read"))
    } else {
        None
    };
    command(&t, "note baral \"holds the crane\"");
    let screen = t.wait_for("NOT SAVED");
    assert!(screen.contains(says), "{screen}");
    let (status, err) = quit(&t);
    assert_eq!(status, 4, "{err}");
    assert!(err.contains("note baral \"holds the crane\""), "{err}");
    assert!(!err.contains("Nothing was lost"), "{err}");
    assert!(
        rescue_of(&save).contains("note baral \"holds the crane\"\n"),
        "the command is kept"
    );
    let now = if save.exists() {
        Some(fs::read(&save).expect("read"))
    } else {
        None
    };
    assert_eq!(now, after, "the other program's file is left alone");
    Some(save)
}

#[test]
fn a_save_replaced_under_the_fight_takes_nothing_more() {
    under_the_fight(
        |save| {
            let bytes = fs::read(save).expect("read");
            let incoming = save.with_extension("incoming");
            fs::write(&incoming, bytes).expect("write");
            fs::rename(&incoming, save).expect("rename");
        },
        "another program put a new file",
    );
}

#[test]
fn a_save_removed_under_the_fight_takes_nothing_more() {
    under_the_fight(
        |save| fs::remove_file(save).expect("rm"),
        "another program removed",
    );
}

#[test]
fn a_save_cut_under_the_fight_takes_nothing_more() {
    under_the_fight(
        |save| {
            fs::OpenOptions::new()
                .write(true)
                .open(save)
                .expect("open")
                .set_len(100)
                .expect("cut");
        },
        "another program cut",
    );
}

/// The disk refuses the save's next record and the rescue file alike (a file-size limit
/// below both, fray ignoring SIGXFSZ itself): quitting lists the command on stderr, says
/// it is lost without claiming that nothing was, and exits 4.
#[test]
fn quitting_when_even_the_rescue_file_is_refused_lists_the_commands_and_exits_4() {
    let Some((t, save)) = fight("ulimit -f 1;", |t| {
        let path = t.saves.join("dock.fray.jsonl");
        drop(
            fray::store::SaveLog::create(
                &path,
                &fray::engine::Header::new(fray::systems::polaris::ID, "Dock", 5, 0),
            )
            .expect("create"),
        );
        let out = common::cli::fray_fed(
            &t.saves,
            &["run", "dock", "--script", "-"],
            "add Baral pc\n",
        );
        assert!(out.status.success(), "{}", common::cli::text(&out.stderr));
        path
    }) else {
        return;
    };
    let size = fs::metadata(&save).expect("the save").len();
    // Longer than any limit `ulimit -f 1` sets (512 or 1024 bytes): neither the record
    // nor a rescue file holding it can be written.
    let long_note = "x".repeat(1500);
    command(&t, &format!("note baral {long_note}"));
    t.wait_for("NOT SAVED");
    let (status, err) = quit(&t);
    assert_eq!(status, 4, "{err}");
    assert!(err.contains("LOST: 1 command"), "{err}");
    assert!(err.contains(&format!("note baral {long_note}")), "{err}");
    assert!(!err.contains("Nothing was lost"), "{err}");
    assert_eq!(fs::metadata(&save).expect("the save").len(), size);
    assert!(fray::store::rescue::rescue_files(&save).is_empty());
}
