//! End to end under Corporates (issue 18): the real binary in a tmux pane, `fray new
//! --rules corporates`, a corporate team and a rooftop sniper from the bestiary (typed on
//! the `:` line, the setup), then a turn run from the keys alone: `?` lists the Corporates
//! keys; `i` starts the turn (the reaction rolls), `d` announces each count through its
//! form, `a` shoots through the shot form with a burst, `alt-d` dodges, `n` moves to the
//! next segment, `w` resolves the damage. The screen shows the grid with the current
//! segment highlighted, the ledger's malus and the log line with the difficulty's terms;
//! the save on disk holds the lines the keys wrote.
//!
//! Needs tmux. Without it the test says so and passes, unless `FRAY_REQUIRE_TMUX=1`.

use crate::common;

use common::tmux::{FRAY, Tmux, has_ended};

/// The number of the last record, from the status bar (`saved #14`).
fn records(screen: &str) -> u32 {
    screen
        .rsplit_once("saved #")
        .and_then(|(_, n)| n.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

/// Waits for the record after `before` to be saved.
fn saved_after(t: &Tmux, before: u32) -> String {
    t.wait_for(&format!("saved #{}", before + 1))
}

/// Types a setup line at the `:` prompt; waits for its record.
fn command(t: &Tmux, line: &str) -> String {
    let n = records(&t.screen());
    t.keys(&[":"]);
    t.type_text(line);
    t.keys(&["Enter"]);
    saved_after(t, n)
}

/// Who the open form is about: the first field cleared and the name's first letter typed.
fn who(t: &Tmux, name: &str) {
    t.keys(&["BSpace"]);
    t.type_text(&name[..1]);
}

/// `name` announces `count` declared actions from the declare key, out of the order (the
/// form opens on the count of the one whose turn it is: ↑ to who announces).
fn declare(t: &Tmux, name: &str, count: &str) -> String {
    let n = records(&t.screen());
    t.keys(&["d"]);
    t.wait_for("Declared actions");
    t.keys(&["Up"]);
    who(t, name);
    t.keys(&["Tab", "BSpace"]);
    t.type_text(count);
    t.keys(&["Tab", "Right", "Enter"]);
    saved_after(t, n)
}

#[test]
fn a_corporates_turn_from_the_keys_in_tmux() {
    let Some(t) = Tmux::start() else { return };
    t.shell(&format!("{FRAY} new --rules corporates --seed 18 Roof"));
    t.wait_for("Roof");
    let fray_pid = t.fray_pid().expect("fray runs in the pane");
    command(&t, "add Kane pc from team-leader");
    command(&t, "add Roofer enemy from sniper");
    command(&t, "add Tag enemy from ganger");

    // `?` lists the system's own keys.
    t.keys(&["?"]);
    let help = t.wait_for("survival mode");
    for label in ["covering fire", "shoot", "undeclared action"] {
        assert!(help.contains(label), "{label}: {help}");
    }
    t.keys(&["Escape"]);

    // The turn: the reaction rolls, then the counts from the declare form.
    let n = records(&t.screen());
    t.keys(&["i"]);
    let started = saved_after(&t, n);
    assert!(started.contains("announces"), "{started}");
    declare(&t, "Tag", "1");
    declare(&t, "Roofer", "2");
    let grid = declare(&t, "Kane", "3");
    assert!(grid.contains("Segment 1 of 5"), "{grid}");
    assert!(grid.contains("1▾2"), "segment 1 marked on the grid: {grid}");

    // Segment 1: Kane fires a three-round burst at the sniper from the shot form.
    // The form opens on the selected combatant: Kane, the roster's first line.
    let n = records(&t.screen());
    t.keys(&["g", "a"]);
    t.wait_for("┌ Shot");
    t.keys(&["Tab"]);
    who(&t, "Roofer");
    t.keys(&["Tab", "Tab", "Tab", "Tab", "Right", "Enter"]);
    let shot = saved_after(&t, n);
    assert!(shot.contains("difficulty"), "{shot}");
    assert!(shot.contains("medium 15"), "the difficulty's terms: {shot}");
    assert!(
        shot.contains("−2d declared"),
        "Kane's ledger in the log: {shot}"
    );

    // Tag dodges at once: an undeclared action, −1d on the rest of his turn.
    let n = records(&t.screen());
    t.keys(&["M-d"]);
    t.wait_for("┌ Dodge");
    who(&t, "Tag");
    t.keys(&["Enter"]);
    let dodged = saved_after(&t, n);
    assert!(dodged.contains("dodges"), "{dodged}");
    // The grid's ledger: one undeclared action, −1d on Tag's later actions.
    assert!(
        dodged
            .lines()
            .filter_map(|l| l.split('│').nth(1))
            .any(|grid| grid.contains("Tag") && grid.contains(" 1 −1d")),
        "the ledger's malus: {dodged}"
    );

    // The next segment: the grid highlights it.
    let n = records(&t.screen());
    t.keys(&["n"]);
    let next = saved_after(&t, n);
    assert!(next.contains("Segment 2 of 5"), "{next}");
    assert!(next.contains("2▾3"), "segment 2 marked on the grid: {next}");

    // Damage to the sniper from the damage form, by Kane's rifle.
    let n = records(&t.screen());
    t.keys(&["g", "j", "w"]);
    t.wait_for("┌ Damage");
    t.keys(&["Tab"]);
    who(&t, "Kane");
    t.keys(&["Tab", "Right", "Enter"]);
    let hurt = saved_after(&t, n);
    assert!(hurt.contains("against soak"), "{hurt}");

    t.keys(&["q"]);
    t.assert_cooked("COOKED-AFTER-CORPORATES-TURN");
    assert!(
        has_ended(fray_pid.parse().expect("a pid")),
        "fray {fray_pid} still runs"
    );
    let lines: Vec<String> = fray::store::load(&t.saves.join("roof.fray.jsonl"))
        .expect("the save loads")
        .records
        .iter()
        .map(|r| r.command.clone())
        .collect();
    let wanted = [
        "start",
        "declare Tag 1 force",
        "declare Roofer 2 force",
        "declare Kane 3 force",
        "shoot Kane at Roofer with rifle range medium burst 3",
        "dodge Tag",
        "next",
    ];
    assert!(
        lines.iter().skip(3).take(wanted.len()).eq(wanted.iter()),
        "{lines:#?}"
    );
    assert!(
        lines
            .last()
            .is_some_and(|l| l.starts_with("hurt Roofer by Kane with rifle")),
        "{lines:#?}"
    );
}
