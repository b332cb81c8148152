//! Corporates movement and shooting through the real command line (COR-13 to COR-28): a
//! script of `fray run` with the table's dice, the log in English and in French.

use crate::common;

use common::cli::{fray, fray_fed, text};

const SCRIPT: &str = "\
add Ana pc reaction=3 vigilance=2+0 agility=4 firearms=5+0 body-feint=2+0 athletics=3+0 confidence=2
add Vlad enemy reaction=2 agility=3 firearms=4+0 body-feint=1+0
start reaction=6,6,6,1,1
declare vlad 1
declare ana 3
shoot ana at vlad range medium size torso check=6,5
combat-move vlad on
next
move vlad flat fast check=6,6,6
next
shoot ana at vlad range medium moving burst 3 check=6,6
shoot vlad at ana range short check=2,2
next
next
shoot ana at vlad range short pointblank check=6,6
";

fn played(lang: &str) -> String {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let made = fray(dir.path(), &["new", "--rules", "corporates", "fire"]);
    assert!(made.status.success(), "{}", text(&made.stderr));
    let run = fray_fed(
        dir.path(),
        &["--lang", lang, "run", "fire", "--script", "-"],
        SCRIPT,
    );
    assert!(run.status.success(), "{}", text(&run.stderr));
    text(&run.stdout)
}

#[test]
fn cor_13_to_28_a_turn_of_movement_and_shots_from_the_command_line() {
    let out = played("en");
    for shown in [
        // COR-16, COR-24: the terms written out; the ledger's −2d took 2 of 4 dice.
        "Ana shoots at Vlad: difficulty 20 = medium 15 + 5 size; roll [6, 5] + 5 (Firearms) = 16 against 20: missed by 4",
        // COR-15: combat movement, its feint and its −1 m/s.
        "Vlad moves in combat: shots at them +1 (body feint)",
        "Vlad moves on flat ground: base 3 m/s + 3.5 m/s (fast, roll [6, 6, 6] = 18) − 1 m/s combat movement = 5.5 m/s",
        // COR-25, COR-23: the target's own speed, a burst.
        "difficulty 19 = medium 15 + 3 moving + 1 combat movement; roll [6, 6] + 5 (Firearms) = 17; burst of 3 rounds against 19: missed by 2",
        // COR-06: the sprint cost Vlad a die; a hit leaves the damage step.
        "Vlad shoots at Ana: difficulty 5 = short 5; roll [2, 2] + 4 (Firearms) = 8 against 5: 1 bullet hits, margin 3; next: hurt ana by vlad margin 3",
        // COR-20: point blank; +1d per 10 margin.
        "difficulty 1 = short 5 − 5 point blank + 1 combat movement; roll [6, 6] + 5 (Firearms) = 17 against 1: 1 bullet hits, margin 16 (+1d damage)",
    ] {
        assert!(out.contains(shown), "{shown:?} missing in:\n{out}");
    }
}

#[test]
fn the_same_turn_in_french() {
    let out = played("fr");
    for shown in [
        "Ana tire sur Vlad\u{a0}: difficulté 20 = moyenne 15 + 5 taille\u{202f}; jet [6, 5] + 5 (Armes à feu) = 16 contre 20\u{a0}: manqué de 4",
        "Vlad se déplace sur terrain plat\u{a0}: base 3 m/s + 3,5 m/s (vite, jet [6, 6, 6] = 18) − 1 m/s de déplacement de combat = 5,5 m/s",
        "rafale de 3 balles contre 19",
        "1 balle touche, marge 3\u{202f}; ensuite\u{a0}: blesse ana par vlad marge 3",
    ] {
        assert!(out.contains(shown), "{shown:?} missing in:\n{out}");
    }
}
