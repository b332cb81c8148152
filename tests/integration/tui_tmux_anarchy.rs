//! End to end under Shadowrun: Anarchy (issue 17): the real binary in a tmux pane,
//! `fray new --rules sr-anarchy`, combatants from the bestiary, three Turns typed on the `:`
//! line: initiative for the Scene, tests with a glitch die, Anarchy spent by the runners and
//! the GM, the GM's second point in a Narration refused, a spell with drain, a hack placing a
//! mark through noise, an interposition and a Chance re-roll. The lines are the example
//! scene's (`saves/ana-docks.fray`) on its seed, so the screen is read against known dice;
//! the save on disk reads back to the same state (`fray show` before and after reopening
//! it) and to the shipped example's.
//!
//! Needs tmux. Without it the test says so and passes, unless `FRAY_REQUIRE_TMUX=1`.

use crate::common;

use common::tmux::{FRAY, Tmux, has_ended};

const SCRIPT: &str = include_str!("../../saves/ana-docks.fray");

/// The number of the last record, from the status bar (`saved #14`).
fn records(screen: &str) -> u32 {
    screen
        .rsplit_once("saved #")
        .and_then(|(_, n)| n.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

/// Types a line at the `:` prompt and waits for what it shows.
fn type_line(t: &Tmux, line: &str, shows: &str) -> String {
    t.keys(&[":"]);
    t.type_text(line);
    t.keys(&["Enter"]);
    t.wait_for(shows)
}

/// Types a command that must be accepted: waits for the record it writes.
fn command(t: &Tmux, line: &str) -> String {
    let n = records(&t.screen());
    type_line(t, line, &format!("saved #{}", n + 1))
}

/// `fray ARGS` on the test's saves.
fn fray(t: &Tmux, args: &[&str]) -> String {
    let out = common::cli::fray(&t.saves, args);
    assert!(
        out.status.success(),
        "fray {args:?}: {}",
        common::cli::text(&out.stderr)
    );
    common::cli::text(&out.stdout)
}

/// What the screen must show after a line of the scene (a part of the line, the text).
const SHOWN_AFTER: &[(&str, &str)] = &[
    ("add 3 gangers", "Ganger 3"),
    ("test razor 9 vs 1 glitch", "glitch die"),
    ("hack glitch roto", "hacks Roto"),
    ("cast hex combat", "Stunbolt"),
    ("spend mara well-disposed", "Well disposed"),
    ("interpose razor", "interposes"),
    ("reroll razor", "Chance point"),
    ("spend gm take-a-risk on glitch", "Take a risk"),
    ("end", "over"),
];

#[test]
fn three_anarchy_turns_typed_on_the_command_line() {
    let Some(t) = Tmux::start() else { return };
    t.shell(&format!("{FRAY} new --rules sr-anarchy --seed 2077 Docks"));
    t.wait_for("Docks");
    let fray_pid = t.fray_pid().expect("fray runs in the pane");

    let mut turns = 0;
    for line in SCRIPT.lines().map(str::trim) {
        if let Some(refused) = line.strip_prefix("# refused: ") {
            // The GM's second point in Mara's Narration: refused, nothing saved.
            let before = records(&t.screen());
            let screen = type_line(&t, refused, "already spent");
            assert_eq!(records(&screen), before, "{screen}");
            // The refused line stays on the prompt to be mended: Escape drops it.
            t.keys(&["Escape"]);
            continue;
        }
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let screen = command(&t, line);
        if line == "start" {
            turns += 1;
            // Razor's 14 (Chance 3) before Glitch's 14: he opens every Turn.
            let status = screen.lines().last().unwrap_or_default();
            assert!(status.contains("Razor"), "Turn {turns}: {screen}");
        }
        for (after, shows) in SHOWN_AFTER {
            if line.starts_with(after) {
                assert!(screen.contains(shows), "after {line}: {screen}");
            }
        }
    }
    assert_eq!(turns, 3);

    // The surveillance score is the GM's: the log says so, the players' view never shows it.
    let log = fray(&t, &["log", "docks"]);
    assert!(log.contains("surveillance point"), "{log}");
    assert!(log.contains("drain [4, 1]: 1 stun box"), "{log}");

    // Quit; the save reads back to the state the screen showed, and to the example's.
    t.keys(&["q"]);
    t.assert_cooked("COOKED-AFTER-ANARCHY-FIGHT");
    assert!(
        has_ended(fray_pid.parse().expect("a pid")),
        "fray {fray_pid} still runs"
    );
    let before = fray(&t, &["show", "docks"]);
    assert!(before.contains("over"), "{before}");
    let before_json = fray(&t, &["show", "docks", "--json"]);
    let check = fray(&t, &["check", "docks"]);
    assert!(check.contains("OK"), "{check}");

    t.shell(&format!("{FRAY} open docks"));
    t.wait_for("Docks");
    let screen = t.wait_for("Hex");
    assert!(screen.contains("Roto"), "{screen}");
    let reopened = t.fray_pid().expect("fray runs again");
    t.keys(&["q"]);
    t.assert_cooked("COOKED-AFTER-ANARCHY-REOPEN");
    assert!(
        has_ended(reopened.parse().expect("a pid")),
        "fray {reopened} still runs"
    );
    assert_eq!(fray(&t, &["show", "docks"]), before);
    assert_eq!(fray(&t, &["show", "docks", "--json"]), before_json);

    // The same commands on the same seed: the shipped example's fight, event for event.
    let typed = fray::store::load(&t.saves.join("docks.fray.jsonl")).expect("the save loads");
    let shipped = fray::store::load(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/ana-docks.fray.jsonl"),
    )
    .expect("the example loads");
    let events = |l: &fray::store::Loaded| {
        l.records
            .iter()
            .map(|r| (r.command.clone(), r.events.clone()))
            .collect::<Vec<_>>()
    };
    assert_eq!(events(&typed), events(&shipped));
}
