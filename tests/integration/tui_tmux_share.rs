//! End to end: the real binary in a tmux pane shares its fight with the share key; the
//! address is read from the screen and the page's data fetched over HTTP on 127.0.0.1;
//! then fray ends, by `q` or by SIGTERM sent to the PID tmux started (never found by
//! name), and the page's event stream got `stopped` before the process was gone.
//!
//! Needs tmux. Without it the test says so and passes, unless `FRAY_REQUIRE_TMUX=1`
//! (`.ci/run` sets it, after installing tmux).

use crate::common;

use std::net::SocketAddr;
use std::thread::sleep;
use std::time::{Duration, Instant};

use common::http::{Events, get, split_url};
use common::tmux::{FRAY, Tmux, has_ended, runs_fray};

/// fray on the demo fight as the pane's own process, shared from its keys; the server,
/// fray's PID, the page's socket and base path, and its event stream already following.
fn shared_fray() -> Option<(Tmux, u32, SocketAddr, String, Events)> {
    let t = Tmux::start_with(&format!(
        "until [ -e \"$FRAY_CONFIG_DIR/go\" ]; do sleep 0.02; done; exec {FRAY} open dock"
    ))?;
    t.demo_save();
    std::fs::write(t.config.join("go"), "").expect("go");
    t.wait_for("Ladder ·");
    let pid = t.pane_pid().expect("the pane's pid");
    assert!(runs_fray(pid), "the pane runs fray itself (pid {pid})");
    t.keys(&["C-o"]);
    t.wait_for("Share with the players");
    t.keys(&["Enter"]);
    let screen = t.wait_for("http://127.0.0.1:");
    let at = screen.find("http://127.0.0.1:").expect("the address");
    let url: String = screen[at..]
        .chars()
        .take_while(|c| !c.is_whitespace() && *c != '│')
        .collect();
    let (addr, base) = split_url(&url);
    let state = get(addr, &format!("{base}state"));
    assert_eq!(state.status, 200, "{}", state.text());
    assert!(state.text().contains("\"seq\":"), "{}", state.text());
    let mut events = Events::open(addr, &format!("{base}events"), "");
    assert_eq!(events.next().map(|e| e.name).as_deref(), Some("state"));
    t.keys(&["Escape"]);
    t.wait_for("sharing · 1 page");
    Some((t, pid, addr, base, events))
}

/// Waits for `pid` to end.
fn ends(pid: u32, what: &str) {
    let start = Instant::now();
    while !has_ended(pid) {
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "{what}: fray (pid {pid}) still runs"
        );
        sleep(Duration::from_millis(20));
    }
}

#[test]
fn quitting_a_shared_fight_with_q_tells_the_page_it_stopped() {
    let Some((t, pid, _, _, mut events)) = shared_fray() else {
        return;
    };
    t.keys(&["q"]);
    events.until(10, |e| e.name == "stopped");
    ends(pid, "q");
}

#[test]
fn a_signal_ending_a_shared_fight_tells_the_page_it_stopped() {
    let Some((_t, pid, _, _, mut events)) = shared_fray() else {
        return;
    };
    let sent = i32::try_from(pid).map(|p| unsafe { libc::kill(p, libc::SIGTERM) });
    assert_eq!(sent, Ok(0), "SIGTERM sent to {pid}");
    events.until(10, |e| e.name == "stopped");
    ends(pid, "SIGTERM");
}
