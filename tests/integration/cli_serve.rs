//! `fray serve` end to end: the real binary started on a save, its printed URL read, the
//! page and its data fetched, then SIGTERM sent to the PID this test started: fray exits
//! cleanly and an open event stream got `stopped`.

use crate::common;

use std::io::{BufRead, BufReader, Read};
use std::process::Child;
use std::time::{Duration, Instant};

use common::cli::{command, fray_fed};
use common::http::{Events, get, split_url};
use fray::store::PathLock;

/// Waits for `child` to end, at most `secs` seconds (then kills it and fails).
fn wait_within(child: &mut Child, secs: u64) -> std::process::ExitStatus {
    let deadline = Instant::now() + Duration::from_secs(secs);
    loop {
        if let Some(status) = child.try_wait().expect("the child's status") {
            return status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("fray serve did not stop within {secs} s");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn fray_serve_shares_until_sigterm() {
    let saves = tempfile::tempdir().expect("tempdir");
    let made = fray_fed(
        saves.path(),
        &["new", "--no-open", "-r", "polaris-3e", "docks"],
        "",
    );
    assert!(made.status.success(), "{made:?}");
    let played = fray_fed(
        saves.path(),
        &["run", "docks", "--script", "-"],
        "add Kurt pc from mercenary\nadd Ganger enemy from ganger\n",
    );
    assert!(played.status.success(), "{played:?}");
    // The test plays the GM's fray: it holds the save's lock.
    let save = saves.path().join("docks.fray.jsonl");
    let gm = PathLock::take(&save).expect("the GM's lock");

    let mut child = command(saves.path(), &["serve", "docks", "--port", "0"])
        .spawn()
        .expect("fray serve starts");
    let mut out = BufReader::new(child.stdout.take().expect("stdout"));
    let mut first = String::new();
    out.read_line(&mut first).expect("the first line");
    let url = first
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap_or_else(|| panic!("a URL in {first:?}"))
        .to_string();
    assert!(url.starts_with("http://127.0.0.1:"), "{url}");
    let (addr, base) = split_url(&url);

    assert_eq!(get(addr, &base).status, 200);
    let state = get(addr, &format!("{base}state"));
    assert_eq!(state.status, 200);
    assert!(state.text().contains("Kurt"), "{}", state.text());
    let mut events = Events::open(addr, &format!("{base}events"), "");
    assert_eq!(events.next().map(|e| e.name), Some("state".to_string()));

    let pid = i32::try_from(child.id()).expect("a PID");
    // SAFETY: kill(2) on the PID of the child this test started and has not reaped.
    let sent = unsafe { libc::kill(pid, libc::SIGTERM) };
    assert_eq!(sent, 0);
    let status = wait_within(&mut child, 15);
    assert!(status.success(), "{status:?}");
    let rest = events.rest();
    assert!(rest.contains("event: stopped"), "{rest:?}");
    let mut said = String::new();
    out.read_to_string(&mut said)
        .expect("the rest of the output");
    assert!(said.contains("Ctrl-C"), "{said}");
    assert!(said.contains("Sharing stopped"), "{said}");
    drop(gm);
}
