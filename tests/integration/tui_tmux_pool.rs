//! End to end in tmux: a three-exchange firefight under the combat-pool rules (two runners,
//! four guards, one grenade) run from the keyboard in the real binary, then replayed with
//! every token drawn and revealed in its log.

use crate::common;

use common::tmux::{FRAY, Tmux};

/// Waits until the save holds `n` records: a command was accepted and written.
fn saved(t: &Tmux, n: usize) {
    let save = t.saves.join("dock.fray.jsonl");
    let start = std::time::Instant::now();
    loop {
        let have = fray::store::load(&save).map_or(0, |l| l.records.len());
        if have >= n {
            return;
        }
        assert!(
            start.elapsed() < std::time::Duration::from_secs(10),
            "the save holds {have} records, not {n}; the screen shows:\n{}",
            t.screen()
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// Types a command line at the `:` prompt, waits for it to be saved and for what it
/// should show.
fn command(t: &Tmux, count: &mut usize, line: &str, shows: &str) {
    t.keys(&[":"]);
    t.type_text(line);
    t.keys(&["Enter"]);
    *count += 1;
    saved(t, *count);
    t.wait_for(shows);
}

/// Moves the form's focus to the field labelled `label`.
fn focus(t: &Tmux, label: &str) {
    let wanted = format!("{label}:");
    for _ in 0..24 {
        let screen = t.screen();
        if screen.lines().any(|l| {
            l.contains('›')
                && l.split('›')
                    .nth(1)
                    .is_some_and(|r| r.trim_start().starts_with(&wanted))
        }) {
            return;
        }
        t.keys(&["Tab"]);
    }
    panic!("no field '{label}' in the form:\n{}", t.screen());
}

/// Opens a form with `key`, types each `(label, value)` into its field and submits.
fn form(t: &Tmux, count: &mut usize, key: &str, title: &str, fields: &[(&str, &str)], shows: &str) {
    t.keys(&[key]);
    t.wait_for(title);
    for (label, value) in fields {
        focus(t, label);
        t.keys(&["C-u"]);
        t.type_text(value);
    }
    t.keys(&["Enter"]);
    *count += 1;
    saved(t, *count);
    t.wait_for(shows);
}

#[test]
fn a_three_exchange_firefight_runs_from_the_keyboard_and_replays_every_token() {
    let Some(t) = Tmux::start() else { return };
    t.shell(&format!("{FRAY} new -r sr-combat-pool --seed 11 Dock"));
    t.wait_for("Timeline");
    let mut n = 0;

    // The roster from the bestiary (SRP-01: each template brings its pool type).
    command(&t, &mut n, "add Kestrel pc from street-samurai", "Kestrel");
    command(&t, &mut n, "add Juno pc from face", "Juno");
    command(&t, &mut n, "add 4 guards from guard", "Guard 4");
    command(&t, &mut n, "ready guard-1 position", "in position");
    command(&t, &mut n, "ready kestrel ready", "ready for combat");

    // Kestrel selected on the timeline: stress through its form (SRP-04), then the
    // opening recharges.
    t.keys(&["Up", "Up", "Up", "Up", "Up", "Up"]);
    t.wait_for("Kestrel  pc");
    t.keys(&["x"]);
    t.wait_for("Stress");
    t.keys(&["Tab", "Right", "Enter"]);
    n += 1;
    saved(&t, n);
    t.wait_for("stress moderate");
    t.keys(&["i"]);
    n += 1;
    saved(&t, n);
    t.wait_for("combat pool · running");

    // Defense face down (SRP-03, SRP-07): Kestrel through the form, the others typed.
    form(
        &t,
        &mut n,
        "o",
        "Allocate",
        &[("Tokens", "3")],
        "3 tokens face down",
    );
    for who in ["juno", "guard-1", "guard-2", "guard-3", "guard-4"] {
        command(
            &t,
            &mut n,
            &format!("allocate {who} 1"),
            "1 token face down",
        );
    }
    form(
        &t,
        &mut n,
        "d",
        "intention",
        &[("Intention", "moves from crate to crate")],
        "crate to crate",
    );

    // Exchange 1: a guard shoots; Kestrel sprays two guards through the attack form
    // (SRP-13, SRP-14, SRP-22); Juno throws the grenade and it goes off (SRP-17).
    command(
        &t,
        &mut n,
        "attack guard-1 at kestrel hits=3 medium",
        "attacks Kestrel",
    );
    form(
        &t,
        &mut n,
        "a",
        "attack",
        &[("Target(s)", "guard-1,guard-2"), ("Hits", "4")],
        "Kestrel: score",
    );
    command(
        &t,
        &mut n,
        "throw juno at guard-3 hits=1 medium",
        "Juno: score",
    );
    command(&t, &mut n, "evade guard-4 1", "moves 1 m");
    command(
        &t,
        &mut n,
        "blast guard-3 damage=8 by juno soak=2",
        "Juno's blast",
    );

    // Exchange 2: Guard 4 dives into total defense (SRP-09); Kestrel aims (SRP-12) and
    // recharges through the form (SRP-02).
    command(
        &t,
        &mut n,
        "total-defense guard-4",
        "Guard 4 declares: total defense",
    );
    command(&t, &mut n, "aim kestrel", "aim 1");
    form(&t, &mut n, "R", "Recharge", &[], "Kestrel recharges");
    command(
        &t,
        &mut n,
        "suppress guard-2 at juno,kestrel hits=2 medium",
        "suppressed",
    );

    // Exchange 3: melee (SRP-18), a taser (SRP-19, SRP-20); a slip undone and redone.
    command(
        &t,
        &mut n,
        "melee kestrel guard-2 hits=4 dodge damage=7 soak=4",
        "melee",
    );
    command(
        &t,
        &mut n,
        "attack juno at guard-4 hits=3 damage=6 electrical risk=low",
        "Juno: score",
    );
    t.keys(&["u"]);
    t.wait_for("(undone)");
    t.keys(&["C-r"]);
    t.wait_for("redone");
    n += 2;
    saved(&t, n);
    command(&t, &mut n, "end", "the fight ends");
    t.keys(&["q"]);
    t.assert_cooked("COOKED-AFTER-FIREFIGHT");

    // The replay shows the tokens: drawn face down, revealed one by one, spent face up.
    let save = t.saves.join("dock.fray.jsonl");
    let loaded = fray::store::load(&save).expect("the fight was saved");
    let len = loaded.records.len();
    t.shell(&format!("{FRAY} replay dock"));
    t.wait_for("REPLAY");
    t.wait_for(&format!("record {len}/{len}"));
    t.keys(&["Home"]);
    t.wait_for(&format!("record 0/{len}"));
    let mut seen = String::new();
    for _ in 0..len {
        t.keys(&["Right"]);
        seen.push_str(&t.screen());
    }
    t.wait_for(&format!("record {len}/{len}"));
    for shown in ["face down", "reveals", "damage token", "HIT"] {
        assert!(seen.contains(shown), "the replay never showed '{shown}'");
    }
    t.keys(&["q"]);
    t.assert_cooked("COOKED-AFTER-POOL-REPLAY");
}
