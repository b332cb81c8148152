//! End to end: the real binary in a tmux pane, driven with send-keys and read with
//! capture-pane, through a short Polaris fight; then the save file is checked, and the
//! terminal is back in cooked mode after quitting, after a forced panic and after SIGTERM.
//!
//! Needs tmux. Without it the test says so and passes, unless `FRAY_REQUIRE_TMUX=1`
//! (`.ci/run` sets it, after installing tmux).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

const FRAY: &str = env!("CARGO_BIN_EXE_fray");

struct Tmux {
    socket: String,
    _dir: tempfile::TempDir,
    saves: PathBuf,
    config: PathBuf,
}

impl Tmux {
    fn start() -> Option<Tmux> {
        if Command::new("tmux").arg("-V").output().is_err() {
            assert!(
                std::env::var_os("FRAY_REQUIRE_TMUX").is_none(),
                "tmux is required (FRAY_REQUIRE_TMUX is set) but not installed"
            );
            eprintln!("SKIPPED: tmux is not installed (.ci/run installs it)");
            return None;
        }
        let dir = tempfile::tempdir().expect("tempdir");
        let saves = dir.path().join("saves");
        let config = dir.path().join("config");
        std::fs::create_dir_all(&saves).expect("saves");
        std::fs::create_dir_all(&config).expect("config");
        let t = Tmux {
            socket: format!("fray-e2e-{}", std::process::id()),
            _dir: dir,
            saves,
            config,
        };
        let ok = t
            .tmux(&[
                "new-session",
                "-d",
                "-s",
                "e2e",
                "-x",
                "120",
                "-y",
                "40",
                "sh",
            ])
            .status
            .success();
        assert!(ok, "tmux new-session failed");
        t.tmux(&["set-option", "-g", "status", "off"]);
        Some(t)
    }

    fn tmux(&self, args: &[&str]) -> std::process::Output {
        Command::new("tmux")
            .arg("-L")
            .arg(&self.socket)
            .args(args)
            .env("TERM", "xterm-256color")
            .output()
            .expect("tmux runs")
    }

    /// Types text literally.
    fn type_text(&self, text: &str) {
        self.tmux(&["send-keys", "-t", "e2e", "-l", text]);
        sleep(Duration::from_millis(30));
    }

    /// Presses named keys (`Enter`, `Escape`, `C-r`, `F12`...).
    fn keys(&self, keys: &[&str]) {
        for k in keys {
            self.tmux(&["send-keys", "-t", "e2e", k]);
            sleep(Duration::from_millis(30));
        }
    }

    fn screen(&self) -> String {
        String::from_utf8_lossy(&self.tmux(&["capture-pane", "-p", "-t", "e2e"]).stdout)
            .into_owned()
    }

    /// Waits until the screen shows `text`.
    fn wait_for(&self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if screen.contains(text) {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(15),
                "timed out waiting for {text:?}; the screen shows:\n{screen}"
            );
            sleep(Duration::from_millis(50));
        }
    }

    /// Runs a shell command line in the pane (with fray's folders set).
    fn shell(&self, line: &str) {
        let full = format!(
            "FRAY_SAVES_DIR='{}' FRAY_CONFIG_DIR='{}' {line}",
            self.saves.display(),
            self.config.display()
        );
        self.type_text(&full);
        self.keys(&["Enter"]);
    }

    /// Checks the pane's terminal is in cooked mode (canonical input, echo).
    fn assert_cooked(&self, marker: &str) {
        self.type_text(&format!("clear; stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e echo -e -icanon -e -echo | tr '\\n' ' '; printf '%s-%s\\n' DONE {marker}"));
        self.keys(&["Enter"]);
        let done = format!("DONE-{marker}");
        let screen = self.wait_for(&done);
        let line = screen
            .lines()
            .find(|l| l.ends_with(&done))
            .unwrap_or_default()
            .to_string();
        assert!(
            line.contains("icanon") && !line.contains("-icanon"),
            "not cooked: {line}\n{screen}"
        );
        assert!(
            line.contains("echo") && !line.contains("-echo"),
            "no echo: {line}\n{screen}"
        );
    }

    fn fray_pid(&self) -> Option<String> {
        let out = Command::new("pgrep")
            .args(["-n", "-f", FRAY])
            .output()
            .ok()?;
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .next()
            .map(str::to_string)
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.tmux(&["kill-server"]);
    }
}

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

    // The add form: two gangers from the bestiary.
    t.keys(&["+"]);
    t.wait_for("Add combatants");
    t.type_text("Ganger");
    t.keys(&["BTab"]);
    t.type_text("2");
    t.keys(&["Tab", "Tab", "Tab"]);
    t.type_text("g");
    t.keys(&["Enter"]);
    t.wait_for("Ganger 2");

    // A bad key gets a message, not a crash.
    t.keys(&["Q"]);
    t.wait_for("not a key here");

    // Start: initiative is rolled, declarations slowest first.
    t.keys(&["i"]);
    t.wait_for("declarations");
    for _ in 0..3 {
        t.keys(&["d"]);
        t.wait_for("Declare an intent");
        t.type_text("fires");
        t.keys(&["Enter"]);
        t.wait_for("fires");
        t.keys(&["n"]);
    }
    t.wait_for("phase");

    // Whoever acts first attacks: the attack form's defaults pick an enemy.
    t.keys(&["a"]);
    t.wait_for("Attack");
    t.keys(&["Enter"]);
    t.wait_for("tests armes-de-poing");

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
        commands.iter().any(|c| c.starts_with("add 2 Ganger")),
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
