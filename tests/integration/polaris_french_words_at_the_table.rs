//! A French GM plays Polaris: the words fray answers with are the ones the GM typed and
//! reads on the sheet. Combatants added by a template's French word are named in French
//! (and answer to it), the players read a wound's location in French, and a refusal asks
//! for the French word the command reads (`localisation=N`, `mêlée`, `dommages=`).

use crate::common;

use common::cli::{fray_in, new_fight, run_script, stdout_of, text};

/// The fight every test here types: a mercenary PC and two thugs, added by the French
/// keys `mercenaire` and `voyou`, dice given at the table.
const SETUP: &str = "option dice table\n\
    ajoute Baral pj comme mercenaire\n\
    ajoute 2 voyou\n\
    ajoute mercenaire\n";

/// The lines `lines` refused one by one (`--keep-going`) after [`SETUP`]: what `fray run`
/// wrote to its error stream.
fn refusals_of(lines: &str) -> String {
    let (saves, config) = new_fight("fr", "polaris-3e", "quai");
    run_script(saves.path(), config.path(), "fr", "quai", SETUP);
    let out = fray_in(
        saves.path(),
        config.path(),
        "fr",
        &["run", "quai", "--script", "-", "--keep-going"],
        lines,
        60,
    );
    text(&out.stderr)
}

/// The bestiary's French names (« Voyou », « Mercenaire »): `ajoute 2 voyou` makes
/// « Voyou 1 » and « Voyou 2 », whom the GM then names `voyou-1`, and `ajoute mercenaire`
/// a « Mercenaire »; no English name (« Ganger 1 », « Mercenary ») on the roster.
#[test]
fn combatants_added_by_a_french_template_word_are_named_in_french() {
    let (saves, config) = new_fight("fr", "polaris-3e", "quai");
    let script = format!("{SETUP}attaque baral voyou-1 fusils d20=3 dommages=12 à bras-gauche\n");
    let run = run_script(saves.path(), config.path(), "fr", "quai", &script);
    assert!(
        run.contains("Voyou 1 rejoint le combat (ennemi, d’après Voyou)"),
        "{run}"
    );
    assert!(run.contains("Mercenaire rejoint le combat"), "{run}");
    let show = stdout_of(saves.path(), config.path(), "fr", &["show", "quai"]);
    for name in ["Voyou 1", "Voyou 2", "Mercenaire"] {
        assert!(show.contains(name), "{name} missing in:\n{show}");
    }
    assert!(
        !show.contains("Ganger") && !show.contains("Mercenary"),
        "{show}"
    );
}

/// « correspondant à la Localisation touchée »: the players' export says where an
/// enemy is hit in French (« (bras gauche) »), as the GM's sheet does, never the
/// location's key in English (« (left arm) »).
#[test]
fn the_players_read_where_an_enemy_is_hit_in_french() {
    let (saves, config) = new_fight("fr", "polaris-3e", "quai");
    let script = format!(
        "{SETUP}attaque baral voyou-1 fusils d20=3 dommages=12 à bras-gauche\n\
         attaque baral voyou-2 fusils d20=3 dommages=12 à tête\n"
    );
    run_script(saves.path(), config.path(), "fr", "quai", &script);
    let players = stdout_of(saves.path(), config.path(), "fr", &["export", "quai"]);
    assert!(
        players.contains("encaisse un coup (bras gauche)"),
        "{players}"
    );
    assert!(players.contains("encaisse un coup (tête)"), "{players}");
    for english in ["left arm", "(head)", "(body)"] {
        assert!(!players.contains(english), "{english:?} in:\n{players}");
    }
}

/// « Localisation des dommages » and a Charge, « une attaque au contact »: the dice and
/// words a refusal asks for are the French ones the attack reads (`localisation=N`,
/// `mêlée`), never the English keys (`location=N`, `melee`).
#[test]
fn a_refusal_asks_for_the_french_word_the_attack_reads() {
    let errors = refusals_of(
        "attaque baral voyou-2 fusils d20=3 dommages=12\n\
         attaque baral voyou-2 fusils d20=3 dommages=12 contre combat-arme\n\
         attaque baral voyou-2 fusils d20=3 dommages=12 charge\n",
    );
    assert!(errors.contains("ajoutez localisation=N"), "{errors}");
    assert!(errors.contains("ajoutez mêlée, ou attaquez"), "{errors}");
    assert!(errors.contains("(ajoutez\u{a0}: mêlée)"), "{errors}");
    for english in ["location=", "melee"] {
        assert!(!errors.contains(english), "{english:?} in:\n{errors}");
    }
}

/// « Il procède alors à un jet de dommages »: Polaris says « dommages », and `fray rules`
/// tells a French GM to type `dommages=N`, the word its attack reads, never `dégâts=`.
#[test]
fn the_open_points_ask_for_dommages_as_the_polaris_text_says() {
    let (saves, config) = new_fight("fr", "polaris-3e", "quai");
    let rules = stdout_of(saves.path(), config.path(), "fr", &["rules", "polaris-3e"]);
    let flat = rules.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("avec ARME ou dommages=N"), "{rules}");
    assert!(!rules.contains("dégâts="), "{rules}");
}

/// « la Compétence testée »: a test names the skill as the sheet lists it (« Fusils »,
/// « Armes de poing »), in the GM's log and in `fray log`, never its typed key
/// (« fusils », « armes-de-poing »).
#[test]
fn a_test_names_the_skill_as_the_sheet_does() {
    let (saves, config) = new_fight("fr", "polaris-3e", "quai");
    let script = format!(
        "{SETUP}attaque baral voyou-1 fusils d20=3 dommages=12 à bras-gauche\n\
         attaque baral voyou-2 armes-de-poing d20=4 dommages=9 à corps\n"
    );
    let run = run_script(saves.path(), config.path(), "fr", "quai", &script);
    let log = stdout_of(saves.path(), config.path(), "fr", &["log", "quai"]);
    for said in [&run, &log] {
        assert!(said.contains("Baral teste Fusils\u{a0}:"), "{said}");
        assert!(said.contains("Baral teste Armes de poing\u{a0}:"), "{said}");
        assert!(
            !said.contains("teste fusils") && !said.contains("teste armes-de-poing"),
            "{said}"
        );
    }
}
