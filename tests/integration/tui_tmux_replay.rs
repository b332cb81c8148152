//! End to end in tmux: `fray replay` scrubs each shipped example from end to start and
//! plays it through; `fray watch` in a second pane follows a fight driven in the first,
//! within about a second, and hides the enemies' notes and dice.

use crate::common;

use std::time::{Duration, Instant};

use common::tmux::{FRAY, Tmux};

const EXAMPLES: &[&str] = &["polaris-demo.fray.jsonl", "polaris-three-rounds.fray.jsonl"];

fn copy_example(t: &Tmux, name: &str, to: &str) {
    std::fs::copy(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(name),
        t.saves.join(to),
    )
    .expect("copy the example");
}

fn records(t: &Tmux, name: &str) -> usize {
    fray::store::load(&t.saves.join(name))
        .expect("loads")
        .records
        .len()
}

#[test]
fn replay_scrubs_every_example_end_to_end() {
    let Some(t) = Tmux::start() else { return };
    for (i, name) in EXAMPLES.iter().enumerate() {
        copy_example(&t, name, name);
        let len = records(&t, name);
        t.shell(&format!("{FRAY} replay {name}"));
        t.wait_for("REPLAY");
        t.wait_for(&format!("record {len}/{len}"));
        t.keys(&["Home"]);
        t.wait_for(&format!("record 0/{len}"));
        t.keys(&["Right", "Right"]);
        t.wait_for(&format!("record 2/{len}"));
        t.keys(&["}"]);
        t.wait_for("round 1");
        t.keys(&["."]);
        t.keys(&["End"]);
        t.wait_for(&format!("record {len}/{len}"));
        for _ in 0..len {
            t.keys(&["Left"]);
        }
        t.wait_for(&format!("record 0/{len}"));
        t.keys(&["+", "+", "+", "+", "Space"]);
        t.wait_for("playing stopped");
        t.wait_for(&format!("record {len}/{len}"));
        t.keys(&["q"]);
        t.assert_cooked(&format!("COOKED-AFTER-REPLAY-{i}"));
    }
}

#[test]
fn watch_in_a_second_pane_follows_the_fight_and_hides_the_enemies() {
    let Some(mut t) = Tmux::start() else { return };
    copy_example(&t, "polaris-demo.fray.jsonl", "watched.fray.jsonl");
    t.pane = "e2e.0".into();
    t.shell(&format!("{FRAY} open watched"));
    t.wait_for("Ladder");
    let gm = t.pane.clone();
    let players = t.split();

    t.pane = players.clone();
    t.shell(&format!("{FRAY} watch watched"));
    t.wait_for("WATCH");

    t.pane = gm.clone();
    t.keys(&[":"]);
    t.type_text("add Zed pc reaction=9");
    t.keys(&["Enter"]);
    t.wait_for("Zed joins");
    let sent = Instant::now();
    t.pane = players.clone();
    t.wait_for("Zed joins");
    assert!(
        sent.elapsed() < Duration::from_secs(3),
        "the watch took {:?}",
        sent.elapsed()
    );

    t.pane = gm.clone();
    t.keys(&[":"]);
    t.type_text("note ganger-1 \"ambush at the airlock\"");
    t.keys(&["Enter"]);
    t.keys(&[":"]);
    t.type_text("test ganger-1 reaction");
    t.keys(&["Enter"]);
    let gm_screen = t.wait_for("Ganger 1 tests");
    assert!(
        gm_screen.contains("d20"),
        "the GM sees the dice: {gm_screen}"
    );

    t.pane = players.clone();
    let seen = t.wait_for("Ganger 1 tests");
    let line = seen
        .lines()
        .find(|l| l.contains("Ganger 1 tests"))
        .unwrap_or_default();
    assert!(
        !line.contains("d20"),
        "the players see no enemy dice: {seen}"
    );
    assert!(
        !seen.contains("ambush"),
        "the players see no GM note: {seen}"
    );

    t.keys(&["q"]);
    t.assert_cooked("COOKED-AFTER-WATCH");
    t.pane = gm;
    t.keys(&["q"]);
    t.assert_cooked("COOKED-AFTER-GM");
}
