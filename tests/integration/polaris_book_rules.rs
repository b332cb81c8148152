//! Polaris played to the letter of the French text, by the commands a GM types (`fray run
//! --script -` on the real binary, dice given at the table) and read from the log and
//! `fray show --json`: Enchaînement needs the initiative like every offensive technique
//! (POL-40, POL-44), both tests of Combat à deux armes are limited by Arts martiaux
//! (POL-45), the bare-handed attacker is struck back with the table's dice whatever he
//! carries (POL-39), and a wound to a destroyed limb changes nothing (POL-OP-09).

use crate::common;

use common::cli::{fray_in, text};
use fray::rules::moment::Moment;
use serde_json::Value;

/// The longest one `fray` call may take before it is killed and the test fails.
const DEADLINE_SECS: u64 = 60;

/// Kurt, trained in Arts martiaux (Techniques offensives), against Baral; the optional
/// bare-hands rule on and every die given at the table.
const PAIR: &str = "\
add Kurt enemy reaction=12 combat-arme=9+6 mains-nues=5+5 arts-martiaux-offensifs=6+6
add Baral pc reaction=10 combat-arme=5+5 mains-nues=5+5 armes-de-poing=4+9
weapon kurt dagger damage=1d6+1 melee reach=1 skill=combat-arme
option bare-hands on
option dice table
";

/// What a script gave: the log printed, whether every line was taken, and the state.
struct Played {
    log: String,
    refusal: String,
    state: Value,
    /// The moments the replay's timeline marks, from the save.
    moments: Vec<Moment>,
}

impl Played {
    /// The combatant `name` in `show --json`.
    fn who(&self, name: &str) -> &Value {
        self.state["combatants"]
            .as_array()
            .and_then(|all| all.iter().find(|c| c["name"] == name))
            .unwrap_or_else(|| panic!("no {name} in {}", self.state))
    }

    /// The checked boxes of `name`'s `location` on the row `severity` (0 = light).
    fn checked(&self, name: &str, location: &str, severity: usize) -> u64 {
        let locations = &self.who(name)["locator"]["locations"];
        locations
            .as_array()
            .and_then(|all| all.iter().find(|l| l["key"] == location))
            .and_then(|l| l["cells"][severity]["checked"].as_u64())
            .unwrap_or_else(|| panic!("no {location} row {severity}: {locations}"))
    }

    /// Whether `name` has a wound at `location`.
    fn hurt_at(&self, name: &str, location: &str) -> bool {
        let locations = &self.who(name)["locator"]["locations"];
        locations
            .as_array()
            .and_then(|all| all.iter().find(|l| l["key"] == location))
            .is_some_and(|l| !l["worst"].is_null())
    }

    /// The phase of `name`'s main marker on the ladder.
    fn phase(&self, name: &str) -> i64 {
        self.state["ladder"]
            .as_array()
            .and_then(|all| all.iter().find(|e| e["name"] == name))
            .and_then(|e| e["phase"].as_i64())
            .unwrap_or_else(|| panic!("{name} not on the ladder: {}", self.state))
    }

    /// The log line of record `#n`.
    fn record(&self, n: usize) -> &str {
        let tag = format!("#{n} ");
        self.log
            .lines()
            .find(|l| l.starts_with(&tag))
            .unwrap_or_else(|| panic!("no record {n} in:\n{}", self.log))
    }
}

/// Runs `script` (with `--keep-going`, so a refusal is read and the rest still runs) on a
/// new Polaris encounter in `lang`, then `show --json`.
fn played(lang: &str, script: &str) -> Played {
    let dir = tempfile::tempdir().expect("a saves folder");
    let config = tempfile::tempdir().expect("a settings folder");
    let run = |args: &[&str], stdin: &str| {
        fray_in(dir.path(), config.path(), lang, args, stdin, DEADLINE_SECS)
    };
    let out = run(
        &["new", "-r", "polaris-3e", "--seed", "7", "--no-open", "T"],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = run(&["run", "t", "--keep-going", "--script", "-"], script);
    let (log, refusal) = (text(&out.stdout), text(&out.stderr));
    let shown = run(&["show", "t", "--json"], "");
    assert!(shown.status.success(), "{}", text(&shown.stderr));
    let state = serde_json::from_slice(&shown.stdout).expect("show --json is JSON");
    let loaded = fray::store::load(&dir.path().join("t.fray.jsonl")).expect("the save loads");
    let replay = fray::replay::Replay::build(loaded.header, loaded.records);
    let moments = replay.moments().iter().map(|n| n.moment.clone()).collect();
    Played {
        log,
        refusal,
        state,
        moments,
    }
}

/// POL-40, POL-44: « Un personnage qui décide d'utiliser Arts martiaux (Techniques
/// offensives) doit avoir l'Initiative sur son adversaire ». Enchaînement is one of them:
/// Kurt (8) declares one, and his attack on the faster Baral (12) is refused; against a
/// slower opponent it is played.
#[test]
fn pol_44_a_combination_attack_needs_the_initiative_over_its_target() {
    let script = "\
add Kurt enemy reaction=8 mains-nues=5+5 arts-martiaux-offensifs=6+6
add Baral pc reaction=12 mains-nues=5+5
add Vlad enemy reaction=4 mains-nues=5+5
option dice table
start
combination kurt 2
next
next
next
next
attack kurt baral mains-nues melee damage=12 d20=3 location=5
attack kurt vlad mains-nues melee damage=12 d20=3 location=5
";
    for (lang, refused) in [
        ("en", "Kurt needs the initiative over Baral"),
        ("fr", "Kurt doit avoir l’Initiative sur Baral"),
    ] {
        let p = played(lang, script);
        assert!(
            p.refusal.contains(refused),
            "{lang}: {}\n{}",
            p.refusal,
            p.log
        );
        assert!(!p.hurt_at("Baral", "body"), "Baral is not hit");
        // Vlad (4) is slower: the combination's attack lands at the body.
        assert!(p.hurt_at("Vlad", "body"), "{}", p.log);
    }
}

/// POL-45: « le personnage peut tenter de porter une attaque supplémentaire gratuite : il
/// doit pour cela réussir un autre Test de combat avec un malus de -5 (les deux Tests sont
/// limités par Arts martiaux) ». Combat armé 15 with Arts martiaux 12: the main attack
/// is rolled at 12 + 3 = 15, not 18, and the extra one at 12 + 3 − 5 = 10; without the
/// technique (`+3` typed, as `fray rules` says) the skill is not limited: 18.
#[test]
fn pol_45_both_two_weapon_tests_are_limited_by_martial_arts() {
    let p = played(
        "en",
        &format!(
            "{PAIR}attack kurt baral combat-arme melee two-weapons damage=4 d20=19\n\
             attack kurt baral combat-arme melee second-weapon damage=4 d20=19\n\
             attack kurt baral combat-arme melee +3 damage=4 d20=19\n"
        ),
    );
    assert!(p.refusal.is_empty(), "{}", p.refusal);
    let chance = |n: usize| {
        let line = p.record(n);
        line.split("chance ")
            .nth(1)
            .and_then(|rest| rest.split([',', ' ']).next())
            .and_then(|n| n.parse::<i32>().ok())
            .unwrap_or_else(|| panic!("no chance in {line}"))
    };
    assert_eq!(chance(6), 15, "main attack: {}", p.record(6));
    assert_eq!(chance(7), 10, "extra attack: {}", p.record(7));
    assert_eq!(chance(8), 18, "no technique: {}", p.record(8));
}

/// POL-39: « un Défenseur qui remporte le Test d'opposition peut choisir d'infliger des
/// dommages à son adversaire (comme s'il était Attaquant). Il procède alors à un jet de
/// dommages ». Under `option dice table`, fray asks for the defender's damage die; given
/// on the line (`damage=1d6+1:5`) like the location die, the blow lands at the head.
#[test]
fn pol_39_the_strike_back_is_played_with_the_tables_damage_die() {
    let p = played(
        "en",
        &format!(
            "{PAIR}attack baral kurt mains-nues melee d20=15,2 location=1 vs combat-arme\n\
             attack baral kurt mains-nues melee damage=1d6+1:5 d20=15,2 location=1 vs combat-arme\n"
        ),
    );
    // Without it, the refusal asks for the defender's damage die, by his name.
    assert!(
        p.refusal
            .contains("the damage dice: one die to roll at the table for Kurt"),
        "{}",
        p.refusal
    );
    assert_eq!(p.refusal.matches("error").count(), 1, "{}", p.refusal);
    assert!(p.hurt_at("Baral", "head"), "{}", p.log);
    assert!(
        p.record(6)
            .contains("the damage dice, at the table: Kurt 5"),
        "{}",
        p.record(6)
    );
}

/// POL-39: « Il est très dangereux d'attaquer à mains nues un personnage armé »: what
/// counts is the bare-handed attack, not an empty sheet. Baral carries a pistol and
/// attacks with his fists: Kurt, winning, strikes back (the damage given, 6, at the head).
#[test]
fn pol_39_a_bare_handed_attacker_is_struck_back_whatever_he_carries() {
    let p = played(
        "en",
        &format!(
            "{PAIR}weapon baral pistol damage=2d6 skill=armes-de-poing\n\
             attack baral kurt mains-nues melee damage=6 d20=15,2 location=1 vs combat-arme\n"
        ),
    );
    assert!(p.refusal.is_empty(), "{}", p.refusal);
    assert!(p.hurt_at("Baral", "head"), "{}", p.log);
}

/// POL-OP-09 (the text is silent on a limb already lost; `fray rules polaris-3e`: « a
/// wound to a destroyed limb or a dead location changes nothing and is flagged »): after
/// the left leg is destroyed (−10, Baral moved down to phase 2), a Light and a Medium
/// wound there mark no box, leave the malus at −10 and the marker where it is, and the
/// log says the limb was already destroyed, in both languages; the replay's timeline
/// marks the limb lost once.
#[test]
fn pol_op_09_a_wound_to_a_destroyed_limb_changes_nothing_and_is_flagged() {
    let script = "\
add Kurt enemy reaction=8
add Baral pc reaction=12
start
wound baral left-leg destroyed
wound baral left-leg light
wound baral left-leg medium
";
    for (lang, flag) in [
        ("en", "limb already destroyed"),
        ("fr", "membre déjà détruit"),
    ] {
        let p = played(lang, script);
        assert!(p.refusal.is_empty(), "{}", p.refusal);
        let baral = p.who("Baral");
        assert_eq!(baral["wound_malus"], -10, "{lang}: {baral}");
        assert_eq!(p.phase("Baral"), 2, "{lang}: the marker stays");
        assert_eq!(p.checked("Baral", "left-leg", 0), 0, "no Light box");
        assert_eq!(p.checked("Baral", "left-leg", 1), 0, "no Medium box");
        let lost = p
            .moments
            .iter()
            .filter(|m| matches!(m, Moment::LimbLost { .. }))
            .count();
        assert_eq!(lost, 1, "{lang}: the limb is lost once on the timeline");
        for n in [5, 6] {
            assert!(p.record(n).contains(flag), "{lang}: {}", p.record(n));
            assert!(!p.record(n).contains("row full"), "{}", p.record(n));
        }
    }
}
