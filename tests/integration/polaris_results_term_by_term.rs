//! Polaris results a GM can check at the table, term by term, in French: a test's chance
//! as its base and each modifier by name (a rushed action, a reach, a shock test, no
//! longer lumped as « autres »), a blow's damage as the roll, the bonuses and what the one
//! hurt takes away, each by name; in `fray run`, `fray log`, both exports and on the fight
//! screen (result strip and log pane), every die given at the table.

use crate::common;

use common::fight_app::{drawn, fight_after, flattened};
use common::gm_lines::said_to_the_gm;
use common::results_shown::played;
use fray::i18n::{Lang, with_lang};

/// Kurt (a dagger, reach 1, Résistance aux dommages −1, a vest on the body) and Baral
/// (a pistol, Dommages au contact +2). Kurt rushes his attack and strikes Baral in melee;
/// Baral shoots him in the body, then in the head, and Kurt rolls the shock test.
const SCRIPT: &str = "option dice table\n\
    add Kurt enemy reaction=12 combat-arme=5+5 mains-nues=5+5 damage-resistance=-1\n\
    add Baral pc reaction=10 combat-arme=5+5 mains-nues=5+5 armes-de-poing=4+9 melee-damage=2\n\
    weapon kurt dagger damage=1d6+1 melee reach=1 skill=combat-arme\n\
    armour kurt vest body=2 name \"Kevlar vest\"\n\
    start\n\
    next\n\
    rush kurt\n\
    next\n\
    attack kurt baral combat-arme with dagger damage=4 at body vs mains-nues d20=3,15\n\
    next\n\
    attack baral kurt armes-de-poing damage=11 at body d20=3\n\
    attack baral kurt armes-de-poing damage=22 at head d20=2\n\
    shock kurt 25 d20=4\n";

/// « Celui-ci gagne immédiatement un bonus de +3 à son niveau d'Initiative, mais son
/// Action subira un malus à cause de la précipitation » and « En attaque comme en
/// défense, elles permettent en effet de frapper ou de tenir l'adversaire à distance »:
/// the rushed action's −3 and the dagger's reach +1 are each said by name.
#[test]
fn a_rushed_attack_with_reach_says_each_modifier_by_name() {
    let shown = played("polaris-3e", "fr", SCRIPT);
    said_to_the_gm(
        &shown,
        "chances 8 = 10 (base) − 3 (action précipitée) + 1 (allonge), d20 3",
        "chance 8 = 10 (base) − 3 (rushed action) + 1 (reach), d20 3",
    );
    assert!(!shown.log.contains("autres"), "{}", shown.log);
}

/// « Test de Choc nécessaire (malus : -10) »: the shock test's chance reads its base, the
/// wounds and the shock's malus, each by name.
#[test]
fn a_shock_test_says_its_malus_by_name() {
    let shown = played("polaris-3e", "fr", SCRIPT);
    said_to_the_gm(
        &shown,
        "chance de 4 = 25 (base) − 11 (blessures) − 10 (Test de Choc), d20 4",
        "chance of 4 = 25 (base) − 11 (wounds) − 10 (Shock test), d20 4",
    );
}

/// « le modificateur de réussite est ajouté en bonus aux dommages infligés en combat, à
/// l'issue d'une attaque réussie », and the sheet's « Résistance aux Dom. »: the damage
/// reads the roll given at the table, the success modifier, the resistance and the vest's
/// protection, each by name, and adds up to the wound's damage.
#[test]
fn damage_reads_the_roll_then_each_bonus_and_what_the_one_hurt_takes_away() {
    let shown = played("polaris-3e", "fr", SCRIPT);
    said_to_the_gm(
        &shown,
        "Kurt\u{a0}: dommages 9 = 11 (jet) + 1 (modificateur de réussite) − 1 (résistance aux dommages) − 2 (protection)\u{202f}; Kurt\u{a0}: blessure légère au corps (dommages 9)",
        "Kurt: damage 9 = 11 (roll) + 1 (success modifier) − 1 (damage resistance) − 2 (protection); Kurt: light wound to the body (damage 9)",
    );
    said_to_the_gm(
        &shown,
        "Kurt\u{a0}: dommages 21 = 22 (jet) − 1 (résistance aux dommages)",
        "Kurt: damage 21 = 22 (roll) − 1 (damage resistance)",
    );
}

/// The players' export explains a PC's test term by term too, and never an enemy's
/// sheet: Kurt's resistance and armour are the GM's.
#[test]
fn the_players_export_explains_a_pcs_chance_and_keeps_the_enemys_sheet_hidden() {
    let shown = played("polaris-3e", "fr", SCRIPT);
    let players = &shown.players_export;
    assert!(
        players.contains("chances 12 = 13 (base) − 1 (blessures), d20 3"),
        "{players}"
    );
    assert!(!players.contains("résistance aux dommages"), "{players}");
    assert!(!players.contains("protection"), "{players}");
}

/// The fight screen: the result strip under the panes shows the last command's whole
/// line, the damage term by term, and the log pane the same; read with the borders and
/// the wrapping taken out.
#[test]
fn the_fight_screen_shows_the_damage_term_by_term() {
    let lines: Vec<&str> = SCRIPT.lines().take(12).collect();
    let screen = with_lang(Lang::Fr, || {
        let (_dir, _path, app) = fight_after(fray::systems::polaris::ID, "duel", 7, &lines);
        drawn(&app, 160, 48)
    });
    let flat = flattened(&screen);
    assert!(
        flat.contains(
            "Kurt : dommages 9 = 11 (jet) + 1 (modificateur de réussite) − 1 (résistance aux dommages) − 2 (protection)"
        ),
        "{screen}"
    );
}

/// The sheet is what the GM checks a result against (« Modif. de Dom. au contact +2 »,
/// « Résistance aux Dom. -2 » on the book's sheet): `fray show`, `show --json` and the
/// sheet pane list the skills with their mastery and what changes the damage.
#[test]
fn show_and_the_sheet_pane_list_the_skills_and_the_damage_modifiers() {
    let shown = played("polaris-3e", "fr", SCRIPT);
    for words in [
        "compétences\u{a0}: Armes de poing 13 (4+9), Combat à mains nues 10 (5+5), Combat armé 10 (5+5)",
        "dommages\u{a0}: Dommages au contact +2",
        "dommages\u{a0}: Résistance aux dommages -1, protection (corps) -2",
    ] {
        assert!(shown.show.contains(words), "{words:?} in:\n{}", shown.show);
    }
    let kurt = &shown.state["combatants"][0];
    assert_eq!(kurt["skills"][0]["key"], "combat-arme");
    assert_eq!(kurt["skills"][0]["level"], 10);
    assert_eq!(kurt["skills"][0]["mastery"], 5);
    assert_eq!(kurt["damage_terms"][0]["key"], "damage-resistance");
    assert_eq!(kurt["damage_terms"][0]["value"], -1);
    assert_eq!(kurt["damage_terms"][1]["key"], "protection:body");
    let lines: Vec<&str> = SCRIPT.lines().take(5).collect();
    let screen = with_lang(Lang::Fr, || {
        let (_dir, _path, app) = fight_after(fray::systems::polaris::ID, "duel", 7, &lines);
        drawn(&app, 160, 48)
    });
    let flat = flattened(&screen);
    assert!(
        flat.contains("compétences : Combat à mains nues 10 (5+5), Combat armé 10 (5+5)"),
        "{screen}"
    );
}

/// Dice given at the table (the tracker's, the French text is silent on it): a value the
/// command does not use is refused, and the refusal names every die the command does
/// roll, with how many and of what size (an attack at a named location rolls no
/// location die: « le jet de localisation » is skipped when the attacker aims).
#[test]
fn a_refused_die_names_the_dice_the_command_rolls_and_how_many() {
    let saves = tempfile::tempdir().expect("a saves folder");
    let config = tempfile::tempdir().expect("a settings folder");
    let (s, c) = (saves.path(), config.path());
    let new = common::cli::fray_in(
        s,
        c,
        "fr",
        &[
            "new",
            "--rules",
            "polaris-3e",
            "--seed",
            "7",
            "--no-open",
            "duel",
        ],
        "",
        60,
    );
    assert!(new.status.success());
    let setup: String = SCRIPT.lines().take(5).map(|l| format!("{l}\n")).collect();
    common::cli::run_script(s, c, "fr", "duel", &setup);
    let out = common::cli::fray_in(
        s,
        c,
        "fr",
        &["run", "duel", "--script", "-"],
        "attack baral kurt armes-de-poing damage=11 at body d20=3 location=7\n",
        60,
    );
    let said = common::cli::text(&out.stderr);
    assert!(!out.status.success(), "{said}");
    assert!(
        said.contains(
            "localisation=7\u{a0}: pas utilisé (le dé de localisation\u{a0}: cette commande n’en lance aucun\u{a0}; elle lance le d20 du test (1d20))"
        ),
        "{said}"
    );
}
