//! End to end under the Cyberpunk interval rule (issue 16, point 8): the real binary in a
//! tmux pane, in French: `fray new -r cyberpunk-interval`, combatants from the bestiary,
//! four rounds typed on the `:` line and through the shared keys' forms (the attack key's
//! shoot form, the wound key's damage form, the heal key, the delay key), with several
//! actions ten points apart, a delay that loses a slot, single shots and a burst, a jam,
//! damage on the body track. The screen is read after each step (slots, penalties, the
//! wound level words); the save on disk reads back to the same state (`fray show` before
//! and after reopening it, `fray check`).
//!
//! Needs tmux. Without it the test says so and passes, unless `FRAY_REQUIRE_TMUX=1`.

use crate::common;

use common::tmux::{FRAY, Tmux, has_ended};

/// Types a line at the `:` prompt and waits for what it shows.
fn command(t: &Tmux, line: &str, shows: &str) -> String {
    t.keys(&[":"]);
    t.type_text(line);
    t.keys(&["Enter"]);
    t.wait_for(shows)
}

/// The message lines above the status line, where the last command's result is written.
fn message(screen: &str) -> String {
    let lines: Vec<&str> = screen.lines().collect();
    // Below the panes' last bottom border, above the status line: a long result wraps.
    let start = lines
        .iter()
        .rposition(|l| l.starts_with('└'))
        .map_or(0, |i| i + 1);
    let end = lines.len().saturating_sub(1).max(start);
    lines[start..end].join(" ")
}

/// The ladder pane's rows (left of the first pane's right border).
fn ladder(screen: &str) -> Vec<String> {
    screen
        .lines()
        .skip(1)
        .take_while(|l| !l.starts_with('└'))
        .filter_map(|l| l.split('│').nth(1))
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .collect()
}

/// Who acts now, from the status bar (`Ruelle · round 1 · initiative 25 · Vic`).
fn acting(screen: &str) -> String {
    let status = screen.lines().last().unwrap_or_default();
    status.split(" · ").nth(3).map_or_else(String::new, |s| {
        s.split("  ").next().unwrap_or_default().trim().to_string()
    })
}

/// The number of the last record, from the status bar (`enregistré #14`).
fn records(screen: &str) -> u32 {
    screen
        .rsplit_once("enregistré #")
        .and_then(|(_, n)| n.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

/// `suivant`, waiting for the record it writes.
fn next(t: &Tmux) -> String {
    let n = records(&t.screen());
    command(t, "suivant", &format!("enregistré #{}", n + 1))
}

/// `suivant` until everyone has acted this round.
fn pass_round(t: &Tmux) {
    for _ in 0..14 {
        let screen = next(t);
        if message(&screen).contains("tout le monde a agi") {
            return;
        }
    }
    panic!("the round does not end: {}", t.screen());
}

/// `fray ARGS` on the test's saves, in French.
fn fray_fr(t: &Tmux, args: &[&str]) -> String {
    let mut command = common::cli::command(&t.saves, args);
    command.env("FRAY_LANG", "fr");
    let out = common::cli::feed(command, "");
    assert!(
        out.status.success(),
        "fray {args:?}: {}",
        common::cli::text(&out.stderr)
    );
    common::cli::text(&out.stdout)
}

/// Presses the key of a shared form, moves `tabs` fields down from the one it opens on
/// (the first required field left empty, else the first), replaces that field's text with
/// `text` and sends the form.
fn form(t: &Tmux, key: &str, title: &str, tabs: usize, text: &str) {
    t.keys(&[key]);
    t.wait_for(title);
    for _ in 0..tabs {
        t.keys(&["Tab"]);
    }
    t.keys(&["BSpace", "BSpace", "BSpace"]);
    t.type_text(text);
    t.keys(&["Enter"]);
}

#[test]
fn a_four_round_cyberpunk_fight_from_the_keyboard_in_french() {
    let Some(t) = Tmux::start() else { return };
    t.shell(&format!(
        "FRAY_LANG=fr {FRAY} new -r cyberpunk-interval --seed 7 Ruelle"
    ));
    t.wait_for("Échelle");
    let fray_pid = t.fray_pid().expect("fray runs in the pane");

    // The roster from the bestiary, in French words.
    command(&t, "ajoute Vic pj comme solo", "Vic");
    command(&t, "ajoute Jade pj comme corp-guard", "Jade");
    command(&t, "ajoute 2 boosters", "Booster 2");

    // Round 1: initiative from the table, 3 actions for Vic (25, 15, 5 at −6), 2 for
    // Jade (13, 3 at −3).
    command(&t, "commence initiative=9,4,3,1", "round 1");
    command(
        &t,
        "nombre-actions vic 3",
        "Vic prend 3 actions à 25, 15, 5",
    );
    let screen = command(&t, "nombre-actions jade 2", "Jade prend 2 actions à 13, 3");
    let rungs = ladder(&screen);
    // Each slot is a line of the interval ladder: mark, score, owner, which action, penalty.
    let on = |rung: &str, words: &[&str]| {
        let have: Vec<&str> = rung.split_whitespace().collect();
        words.iter().all(|w| have.contains(w))
    };
    for words in [
        ["25", "Vic", "1re", "\u{2212}6"],
        ["15", "Vic", "2e", "\u{2212}6"],
        ["13", "Jade", "1re", "\u{2212}3"],
        ["5", "Vic", "3e", "\u{2212}6"],
        ["3", "Jade", "2e", "\u{2212}3"],
    ] {
        assert!(
            rungs.iter().any(|r| on(r, &words)),
            "{words:?} not on the ladder: {rungs:#?}"
        );
    }
    // The roster's own column: actions used of those chosen.
    let vic = screen
        .lines()
        .find(|l| l.contains("PJ  Vic"))
        .unwrap_or_default();
    assert!(
        screen.contains("Actions") && vic.contains(" 0/3 "),
        "{screen}"
    );

    // Vic's 1st action: a single shot through the attack key's form (difficulty 15).
    command(&t, "suivant", "Vic agit à 25");
    // The shot form opens on the difficulty (weapon and target guessed).
    form(&t, "a", "Tirer", 0, "15");
    let mut screen = t.wait_for("Vic tire avec");
    if screen.contains("┌ Dégâts") {
        // A hit opens the damage form on the one hit by itself: this GM leaves it.
        t.keys(&["Escape"]);
        screen = t.wait_for("Vic tire avec");
        assert!(!screen.contains("┌ Dégâts"), "{screen}");
    }
    assert!(message(&screen).contains("1 balle"), "{screen}");
    assert!(message(&screen).contains("actions −6"), "{screen}");
    // The slot is used on the interval ladder.
    assert!(
        ladder(&screen)
            .iter()
            .any(|r| r.contains('\u{2713}') && r.contains("25") && r.contains("Vic")),
        "{screen}"
    );

    // Vic's 2nd action: a burst from the rifle.
    command(&t, "suivant", "Vic agit à 15");
    let screen = command(&t, "tire vic rifle rafale vs=15", "3 balles");
    assert!(!message(&screen).contains("erreur"), "{screen}");

    // Jade's pump shotgun: one shot, then it must be re-chambered.
    command(&t, "suivant", "Jade agit à 13");
    let screen = command(
        &t,
        "tire jade shotgun coup-par-coup vs=12",
        "Jade tire avec",
    );
    assert!(
        screen.contains("réalimenter") || message(&screen).contains("1 balle"),
        "{screen}"
    );

    // Booster 1 rolls a natural 1; the confirmation d10 less the pistol's unreliability
    // jams it.
    command(&t, "suivant", "Booster 1 agit");
    command(
        &t,
        "tire booster-1 coup-par-coup vs=15 check=1 fumble=2",
        "Booster 1 tire avec",
    );
    // The message is wider than the terminal: the log says it whole.
    let log = fray_fr(&t, &["log", "ruelle"]);
    assert!(log.contains("1 naturel, d10 de confirmation 2"), "{log}");
    assert!(log.contains("Booster 1 est enrayée"), "{log}");

    // Booster 2 is hit for 9 through the wound key's form: a critical wound.
    command(&t, "suivant", "Booster 2 agit");
    form(&t, "w", "Dégâts", 0, "9");
    let screen = t.wait_for("Booster 2 prend 9 points de blessure\u{a0}: Critique");
    assert!(screen.contains("B9"), "{screen}");

    // Vic's 3rd action: he runs; Jade's last re-chambers the shotgun.
    command(&t, "suivant", "Vic agit à 5");
    // Running is an action of its own, at his slot: the log says at which score.
    command(&t, "court vic 1", "à courir (à 5)");
    command(&t, "suivant", "Jade agit à 3");
    command(&t, "realimente jade shotgun", "réalimente");
    command(&t, "suivant", "round 1");

    // Round 2: Jade delays to 9 through the delay key's form; her 2nd slot falls below 1
    // and is lost, her penalty goes.
    command(&t, "commence initiative=6,6,3,1", "round 2");
    command(&t, "suivant", "agit");
    let screen = command(&t, "differe jade 9", "Jade diffère à 9");
    assert!(message(&screen).contains("perd"), "{screen}");
    let rungs = ladder(&screen);
    let words = |r: &str| r.split_whitespace().map(str::to_string).collect::<Vec<_>>();
    assert!(
        rungs.iter().any(|r| {
            let w = words(r);
            w.contains(&"9".into()) && w.contains(&"Jade".into()) && w.contains(&"1re".into())
        }),
        "{rungs:#?}"
    );
    // The lost slot stays on the ladder, marked lost (✗).
    assert!(
        rungs
            .iter()
            .any(|r| r.starts_with('\u{2717}') && r.contains("Jade") && r.contains("2e")),
        "{rungs:#?}"
    );

    // The rest of round 2: the acting one is hit for 3 through the wound key's form,
    // healed through the heal key's, then everyone passes.
    form(&t, "w", "Dégâts", 0, "3");
    t.wait_for("prend 3 points de blessure");
    form(&t, "H", "Soins", 1, "3");
    t.wait_for("récupère 3 points");
    pass_round(&t);

    // Round 3, initiative rolled by fray: the first to act delays through the delay
    // key's form.
    command(&t, "commence", "round 3");
    command(&t, "suivant", "agit à");
    form(&t, "D", "Différer", 0, "2");
    t.wait_for("diffère à 2");
    pass_round(&t);

    // Round 4: Booster 1 clears its jam, Vic fires a burst, then the fight ends.
    command(&t, "commence", "round 4");
    let (mut unjammed, mut burst) = (false, false);
    for _ in 0..14 {
        let screen = next(&t);
        match acting(&screen).as_str() {
            "Booster 1" if !unjammed => {
                command(&t, "desenraye booster-1 pistol", "désenrayer");
                unjammed = true;
            }
            "Vic" if !burst => {
                command(&t, "tire vic rifle rafale vs=15", "Vic tire avec");
                burst = true;
            }
            _ => {}
        }
        if unjammed && burst || message(&t.screen()).contains("tout le monde a agi") {
            break;
        }
    }
    assert!(unjammed && burst, "{}", t.screen());
    let screen = command(&t, "fin", "terminé");
    // Booster 2's 9 points on the roster, stunned since its failed save.
    assert!(
        screen
            .lines()
            .any(|l| l.contains("Booster 2") && l.contains("B9") && l.contains("sonné")),
        "{screen}"
    );

    // Quit; the save reads back to the state the screen showed.
    t.keys(&["q"]);
    t.assert_cooked("COOKED-AFTER-CYBERPUNK-FIGHT");
    assert!(
        has_ended(fray_pid.parse().expect("a pid")),
        "fray {fray_pid} still runs"
    );
    let before = fray_fr(&t, &["show", "ruelle"]);
    assert!(before.contains("Critique"), "{before}");
    assert!(before.contains("terminé"), "{before}");
    let before_json = fray_fr(&t, &["show", "ruelle", "--json"]);
    let check = fray_fr(&t, &["check", "ruelle"]);
    assert!(check.contains("OK"), "{check}");

    // Reopened: the same fight, then quit without a change.
    t.shell(&format!("FRAY_LANG=fr {FRAY} open ruelle"));
    t.wait_for("Échelle");
    let screen = t.wait_for("combat terminé");
    assert!(
        screen
            .lines()
            .any(|l| l.contains("Booster 2") && l.contains("B9") && l.contains("sonné")),
        "{screen}"
    );
    let reopened = t.fray_pid().expect("fray runs again");
    t.keys(&["q"]);
    t.assert_cooked("COOKED-AFTER-CYBERPUNK-REOPEN");
    assert!(
        has_ended(reopened.parse().expect("a pid")),
        "fray {reopened} still runs"
    );
    assert_eq!(fray_fr(&t, &["show", "ruelle"]), before);
    assert_eq!(fray_fr(&t, &["show", "ruelle", "--json"]), before_json);

    // The save holds the canonical English lines.
    let loaded = fray::store::load(&t.saves.join("ruelle.fray.jsonl")).expect("the save loads");
    let commands: Vec<&str> = loaded.records.iter().map(|r| r.command.as_str()).collect();
    for expected in [
        "add Vic pc from solo",
        "actions vic 3",
        "shoot vic rifle burst vs=15",
        "delay jade 9",
        "chamber jade shotgun",
    ] {
        assert!(
            commands.contains(&expected),
            "{expected} not saved: {commands:?}"
        );
    }
    assert!(
        commands
            .iter()
            .any(|c| c.starts_with("shoot vic") && c.contains("vs=15")),
        "{commands:?}"
    );
}
