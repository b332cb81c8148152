//! Corporates special situations, melee and damage through the real command line
//! (COR-29 to COR-43): a script of `fray run` with the table's dice, the log in English and
//! in French.

use crate::common;

use common::cli::{fray, fray_fed, text};

const SCRIPT: &str = "\
option critical-levels hit
add Ana pc reaction=3 vigilance=2+0 agility=4 strength=3 combat=3+0 dodge=2+0 soak=3
add Vlad enemy reaction=2 agility=3 strength=3 combat=2+0 dodge=1+0 soak=2
start reaction=6,6,6,1,1
declare vlad 1
declare ana 3
strike ana at vlad back check=6,5
hurt vlad by ana kind hand damage=6,6,6,6,2 soak=1,1 critical=1,1
next
dodge vlad check=3,3,1
next
strike vlad at ana check=6,6
dodge ana check=6,6
heal vlad fatigue 1
";

fn played(lang: &str) -> String {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let made = fray(dir.path(), &["new", "--rules", "corporates", "melee"]);
    assert!(made.status.success(), "{}", text(&made.stderr));
    let run = fray_fed(
        dir.path(),
        &["--lang", lang, "run", "melee", "--script", "-"],
        SCRIPT,
    );
    assert!(run.status.success(), "{}", text(&run.stderr));
    text(&run.stdout)
}

#[test]
fn cor_32_to_cor_41_a_turn_of_blows_from_the_command_line() {
    let out = played("en");
    for shown in [
        // COR-34: −2d of the ledger leaves 2 of 4 dice; +5 back turned; Vlad still: −10.
        "Ana strikes Vlad: 6, 5 + 3 (Combat) + 5 (defender’s back turned) = 19, against defense -10: lands by 29: next, hurt",
        // COR-39, COR-40: +2d from the margin, a punch is Fatigue.
        "Vlad is hit by Ana: damage 5d (3d from Strength + 2d from the margin): 6, 6, 6, 6, 2 = 26 against soak 2d: 1, 1 = 2: margin 24: +5 Fatigue",
        // COR-41: 5 levels, 1 + 1 + 5 = 7.
        "Critical damage for Vlad: 1 + 1 + 5 levels = 7: hand wound; drops what they held",
        // COR-32: an undeclared dodge.
        "Vlad dodges the blows: 3, 3, 1 + 1 (Dodge) = 8",
        // COR-32: Ana's later dodge is measured against the blow that landed.
        "Ana dodges the blows: 6, 6 + 2 (Dodge) = 14; Ana’s dodge turns Vlad’s blow aside",
        // COR-43.
        "Vlad recovers 1 Fatigue level: 4 left",
    ] {
        assert!(out.contains(shown), "{shown:?} missing in:\n{out}");
    }
}

#[test]
fn the_same_blows_in_french() {
    let out = played("fr");
    for shown in [
        "Ana frappe Vlad\u{a0}: 6, 5 + 3 (Combat) + 5 (défenseur de dos) = 19, contre une défense de -10\u{a0}: touche de 29",
        "Vlad encaisse un coup porté par Ana\u{a0}: dégâts 5d (3d de Force + 2d de marge)\u{a0}: 6, 6, 6, 6, 2 = 26 contre encaissement 2d\u{a0}: 1, 1 = 2",
        "Dommages critiques pour Vlad\u{a0}: 1 + 1 + 5 niveaux = 7\u{a0}: blessure à la main",
    ] {
        assert!(out.contains(shown), "{shown:?} missing in:\n{out}");
    }
}
