//! Dice rolled at the table through the real binary: a script gives them, the save keeps
//! them, and `check`, `log` and `export` read them back without rolling again.

use crate::common;

use common::cli::{fray_fed as fray, text};

/// The attack's dice from the table as the log notes them.
const ATTACK: &str = "the test's d20, at the table: Baral Faadhi 9 · the damage dice, at the table: \
             Baral Faadhi 4, 5 · the hit location die, at the table: Baral Faadhi 5";

#[test]
fn a_save_with_table_dice_replays_and_shows_them() {
    let dir = tempfile::tempdir().expect("temp");
    fray(
        dir.path(),
        &["new", "-r", "polaris-3e", "--seed", "5", "--no-open", "T"],
        "",
    );
    let script = "add \"Baral Faadhi\" pc from mercenary\n\
        add Kurt enemy reaction=12 damage-resistance=-1 protection=2\n\
        attack baral kurt fusils damage=2d6+3:4,5 d20=9 location=5\n\
        roll 2d6+1:3,3 for luck\n";
    let out = fray(dir.path(), &["run", "t", "--script", "-"], script);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = fray(dir.path(), &["check", "t"], "");
    assert!(
        text(&out.stdout).contains("OK, 4 records"),
        "{}",
        text(&out.stdout)
    );
    let log = text(&fray(dir.path(), &["log", "t"], "").stdout);
    // Noted roll by roll, person by person, in the GM's words (no slot key).
    assert!(log.contains(ATTACK), "{log}");
    assert!(
        log.contains("the free roll's dice, at the table: 3, 3"),
        "{log}"
    );
    // The GM's transcript notes every die from the table (the players' one, the default,
    // shows no NPC's dice).
    let md = text(&fray(dir.path(), &["export", "t", "--gm"], "").stdout);
    assert!(md.contains(ATTACK), "{md}");
    let show = text(&fray(dir.path(), &["show", "t", "--json"], "").stdout);
    assert!(show.contains("medium") || show.contains("Medium"), "{show}");
    let out = fray(
        dir.path(),
        &["run", "t", "--script", "-"],
        "option dice table\ntest baral fusils\n",
    );
    assert_eq!(out.status.code(), Some(3));
    assert!(
        text(&out.stderr)
            .contains("the test's d20: one die to roll at the table for Baral Faadhi: add d20=N"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn fray_rules_lists_the_shared_dice_option() {
    let dir = tempfile::tempdir().expect("temp");
    for system in ["polaris-3e", "sr-combat-pool"] {
        let out = text(&fray(dir.path(), &["rules", system], "").stdout);
        assert!(out.contains("dice                 fray | table"), "{out}");
    }
}
