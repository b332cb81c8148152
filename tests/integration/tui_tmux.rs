//! End to end: the real binary in a tmux pane, driven with send-keys and read with
//! capture-pane, through a short Polaris fight; then the save file is checked, and the
//! terminal is back in cooked mode after quitting, after a forced panic and after SIGTERM.
//!
//! Needs tmux. Without it the test says so and passes, unless `FRAY_REQUIRE_TMUX=1`
//! (`.ci/run` sets it, after installing tmux).

use crate::common;

use std::path::Path;
use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

use common::tmux::{FRAY, Tmux};

fn save_commands(path: &Path) -> Vec<String> {
    let loaded = fray::store::load(path).expect("the save loads");
    loaded.records.iter().map(|r| r.command.clone()).collect()
}

#[test]
fn a_short_polaris_fight_in_tmux_is_saved_and_the_terminal_restored() {
    let Some(t) = Tmux::start() else { return };
    t.shell(&format!("{FRAY} new -r polaris-3e --seed 5 Docks"));
    t.wait_for("Docks");
    t.wait_for("Nobody yet");

    // The command line, with completion: `:add Baral pc from merc<Tab>`.
    t.keys(&[":"]);
    t.type_text("add Baral pc from merc");
    t.keys(&["Tab"]);
    t.wait_for("mercenary");
    t.keys(&["Enter"]);
    t.wait_for("Baral");

    // The add form: two gangers from the bestiary (how many, then the template).
    t.keys(&["+"]);
    t.wait_for("Add combatants");
    t.type_text("2");
    t.keys(&["Tab"]);
    t.type_text("g");
    t.keys(&["Enter"]);
    t.wait_for("Ganger 2");

    // A bad key gets a message, not a crash.
    t.keys(&["9"]);
    t.wait_for("not a key here");

    // Start: initiative is rolled, declarations slowest first.
    t.keys(&["i"]);
    t.wait_for("declarations");
    // The declaration flow: `d` once, then each declarer's form opens after the last.
    t.keys(&["d"]);
    for _ in 0..3 {
        t.wait_for("Declare an intent");
        t.type_text("fires");
        t.keys(&["Enter"]);
        t.wait_for("fires");
    }
    t.wait_for("phase");

    // Whoever acts first attacks: the attack form's defaults pick an enemy, and the
    // attacker's best weapon skill (Baral: Fusils).
    t.keys(&["a"]);
    t.wait_for("Attack");
    t.keys(&["Enter"]);
    t.wait_for("tests Rifles");

    // A wound on the selected combatant through the wound form.
    t.keys(&["w"]);
    t.wait_for("Wound");
    t.keys(&["Tab", "Right", "Right", "Tab", "Right", "Right", "Right"]);
    t.keys(&["Enter"]);
    t.wait_for("serious");

    // Undo, then redo.
    t.keys(&["u"]);
    t.wait_for("(undone)");
    t.keys(&["C-r"]);
    t.wait_for("redo");

    // Zoom the log, the key overlay, then quit.
    t.keys(&["Tab", "Tab", "z"]);
    t.keys(&["?"]);
    t.wait_for("Fight keys");
    t.keys(&["Escape", "q"]);
    t.assert_cooked("COOKED-AFTER-QUIT");

    let save = t.saves.join("docks.fray.jsonl");
    let commands = save_commands(&save);
    assert!(
        commands.iter().any(|c| c == "add Baral pc from mercenary"),
        "{commands:?}"
    );
    assert!(
        commands.iter().any(|c| c == "add 2 gangers"),
        "{commands:?}"
    );
    assert!(commands.iter().any(|c| c == "start"), "{commands:?}");
    assert!(
        commands.iter().filter(|c| c.starts_with("declare")).count() >= 3,
        "{commands:?}"
    );
    assert!(
        commands
            .iter()
            .any(|c| c.starts_with("attack Baral \"Ganger 1\"")),
        "{commands:?}"
    );
    assert!(
        commands
            .iter()
            .any(|c| c.starts_with("wound") && c.ends_with("serious")),
        "{commands:?}"
    );
    assert_eq!(
        commands.last().map(String::as_str),
        Some("redo"),
        "{commands:?}"
    );

    // Reopen: the fight is where it stopped.
    t.shell(&format!("{FRAY} open docks"));
    t.wait_for("Ladder ·");
    t.wait_for("serious");

    // A forced panic in the next run still gives the terminal back.
    t.keys(&["q"]);
    t.assert_cooked("COOKED-BEFORE-PANIC");
    t.shell(&format!("FRAY_CRASH_TEST=1 {FRAY} open docks"));
    t.wait_for("Ladder ·");
    t.keys(&["F12"]);
    t.wait_for("crash test");
    t.assert_cooked("COOKED-AFTER-PANIC");

    // SIGTERM too.
    t.shell(&format!("{FRAY} open docks"));
    t.wait_for("Ladder ·");
    let pid = t.fray_pid().expect("fray is running");
    Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .expect("kill");
    let start = Instant::now();
    while Path::new(&format!("/proc/{pid}")).exists() {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "fray ignored SIGTERM"
        );
        sleep(Duration::from_millis(50));
    }
    t.assert_cooked("COOKED-AFTER-SIGTERM");
    assert_eq!(save_commands(&save), commands, "nothing lost or added");

    // The start screen: the save is listed; d opens a copy of the demo; q comes back.
    t.shell(FRAY);
    t.wait_for("combat tracker");
    t.wait_for("Docks");
    t.keys(&["d"]);
    t.wait_for("Baral Faadhi");
    t.wait_for("Ganger 3");
    t.keys(&["q"]);
    t.wait_for("combat tracker");
    t.wait_for("Docks of Equinoxe");
    t.keys(&["q"]);
    t.assert_cooked("COOKED-AFTER-START");
    assert!(
        t.saves.join("demo-1.fray.jsonl").exists(),
        "the demo was copied"
    );
}
