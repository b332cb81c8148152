//! End to end: the mouse in the real binary, in a tmux pane. fray asks the terminal for
//! button and wheel reports in SGR form (tmux's pane flags say so), a click sent as the
//! terminal sends it selects the combatant under it, the wheel scrolls the log, and the
//! terminal gets the mouse back on quitting; `mouse = false` in `fray.toml` never asks.
//!
//! Needs tmux. Without it the test says so and passes, unless `FRAY_REQUIRE_TMUX=1`
//! (`.ci/run` sets it, after installing tmux).

use crate::common;

use std::thread::sleep;
use std::time::{Duration, Instant};

use common::tmux::{FRAY, Tmux};

/// Whether the pane's program has asked for mouse button reports, and in SGR form.
fn mouse_flags(t: &Tmux) -> (bool, bool) {
    let out = t.tmux(&[
        "display-message",
        "-p",
        "-t",
        &t.pane,
        "#{mouse_standard_flag} #{mouse_sgr_flag}",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    let mut flags = text.split_whitespace().map(|f| f == "1");
    (flags.next().unwrap_or(false), flags.next().unwrap_or(false))
}

/// Waits until the pane's mouse flags are `want`.
fn wait_flags(t: &Tmux, want: (bool, bool)) {
    let start = Instant::now();
    while mouse_flags(t) != want {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "mouse flags {:?}, wanted {want:?}; the screen shows:\n{}",
            mouse_flags(t),
            t.screen()
        );
        sleep(Duration::from_millis(50));
    }
}

/// A left click at column `x`, row `y` (from 0), as an xterm sends it in SGR form.
fn click(t: &Tmux, x: usize, y: usize) {
    t.type_text(&format!("\x1b[<0;{};{}M", x + 1, y + 1));
    t.type_text(&format!("\x1b[<0;{};{}m", x + 1, y + 1));
}

/// The row of the sheet pane's first line (the selected combatant's name).
fn selected_line(screen: &str) -> String {
    let lines: Vec<&str> = screen.lines().collect();
    lines
        .iter()
        .position(|l| l.contains("┌ Selected"))
        .and_then(|y| lines.get(y + 1))
        .map(|l| l.to_string())
        .unwrap_or_default()
}

#[test]
fn a_click_selects_a_combatant_and_the_terminal_gets_the_mouse_back() {
    let Some(t) = Tmux::start() else { return };
    let save = t.demo_save();
    t.shell(&format!("{FRAY} open '{}'", save.display()));
    t.wait_for("┌ Roster");
    wait_flags(&t, (true, true));
    let screen = t.screen();
    // The roster is the middle column at 120 columns (ladder and roster on top, 2×2).
    let name = ["Ganger 3", "Ganger 2", "Lena Orsini"]
        .into_iter()
        .find(|n| !selected_line(&screen).contains(n))
        .unwrap_or("Ganger 3");
    let roster = screen
        .lines()
        .find_map(|l| l.find("┌ Roster").map(|at| l[..at].chars().count()))
        .unwrap_or(0);
    let (x, y) = screen
        .lines()
        .enumerate()
        .find_map(|(y, line)| {
            let at = line.find(name)?;
            let x = line[..at].chars().count();
            (x > roster).then_some((x, y))
        })
        .unwrap_or_else(|| panic!("{name} in the roster:\n{screen}"));
    click(&t, x, y);
    let start = Instant::now();
    while !selected_line(&t.screen()).contains(name) {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{name} not selected after the click; the screen shows:\n{}",
            t.screen()
        );
        sleep(Duration::from_millis(50));
    }
    // Nothing of the click was read as keys: no message about a key.
    assert!(!t.screen().contains("not a key here"), "{}", t.screen());
    t.keys(&["q"]);
    wait_flags(&t, (false, false));
    t.assert_cooked("mouse");
}

#[test]
fn mouse_false_in_fray_toml_leaves_the_mouse_to_the_terminal() {
    let Some(t) = Tmux::start() else { return };
    std::fs::write(t.config.join("fray.toml"), "mouse = false\n").expect("fray.toml");
    let save = t.demo_save();
    t.shell(&format!("{FRAY} open '{}'", save.display()));
    t.wait_for("┌ Roster");
    // Long enough for a mouse request to have been made.
    sleep(Duration::from_millis(300));
    assert_eq!(mouse_flags(&t), (false, false), "{}", t.screen());
    t.keys(&["q"]);
    t.assert_cooked("off");
}

#[test]
fn a_crash_and_sigterm_give_the_mouse_back_too() {
    let Some(t) = Tmux::start() else { return };
    let save = t.demo_save();
    t.shell(&format!(
        "FRAY_CRASH_TEST=1 {FRAY} open '{}'",
        save.display()
    ));
    t.wait_for("┌ Roster");
    wait_flags(&t, (true, true));
    t.keys(&["F12"]);
    t.wait_for("crash test");
    wait_flags(&t, (false, false));
    t.assert_cooked("panic");

    t.shell(&format!("{FRAY} open '{}'", save.display()));
    t.wait_for("┌ Roster");
    wait_flags(&t, (true, true));
    let pid = t.fray_pid().expect("fray is running");
    std::process::Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .expect("kill");
    wait_flags(&t, (false, false));
    t.assert_cooked("term");
}
