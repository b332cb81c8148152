//! The real binary's start screen over a folder of long saves the summary cache does not
//! know (issue 39, point 7): it shows the saves and the progress line while their
//! summaries are still being read, and `q` ends fray at once, without waiting for the
//! reading to finish. Before, the first frame came only once every listed save had been
//! read and folded (here 50 saves of 100,000 records: minutes in a debug build).

use crate::common;

use std::time::{Duration, Instant};

use common::saves::{example, sealed};
use common::tmux::{FRAY, Tmux, has_ended};

/// How many records each long save holds after the demo's own.
const NOTES: u64 = 100_000;

/// How many links to the long save the folder holds (the start screen lists 50).
const SAVES: usize = 60;

/// The demo fight followed by [`NOTES`] notes on one combatant: a long, valid save.
fn long_save() -> Vec<u8> {
    let mut bytes = example("polaris-demo.fray.jsonl");
    let last = bytes.iter().filter(|&&b| b == b'\n').count() as u64 - 1;
    for n in 1..=NOTES {
        let seq = last + n;
        bytes.extend(sealed(&serde_json::json!({
            "seq": seq,
            "command": format!("note ganger-3 \"watch {n}\""),
            "at": null,
            "events": [{"event": "note_set", "who": 5, "text": format!("watch {n}")}],
        })));
    }
    bytes
}

#[test]
fn quitting_the_start_screen_while_saves_are_read_ends_fray_at_once() {
    let Some(t) = Tmux::start() else { return };
    let first = t.saves.join("long-00.fray.jsonl");
    std::fs::write(&first, long_save()).expect("write the long save");
    for n in 1..SAVES {
        let link = t.saves.join(format!("long-{n:02}.fray.jsonl"));
        if std::fs::hard_link(&first, &link).is_err() {
            std::fs::copy(&first, &link).expect("copy the long save");
        }
    }
    t.shell(&format!("exec {FRAY}"));
    let screen = t.wait_for("reading saves: ");
    assert!(screen.contains("of 50"), "{screen}");
    assert!(screen.contains("long-00"), "the saves are listed: {screen}");
    assert!(
        screen.contains("reading… (14 MB)"),
        "by name and size: {screen}"
    );
    let pid: u32 = t
        .fray_pid()
        .or_else(|| t.pane_pid().map(|p| p.to_string()))
        .and_then(|p| p.parse().ok())
        .expect("fray is running");

    t.keys(&["q"]);
    let asked = Instant::now();
    while !has_ended(pid) {
        assert!(
            asked.elapsed() < Duration::from_secs(15),
            "fray did not end after q while reading saves:\n{}",
            t.screen()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}
