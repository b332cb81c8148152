//! A French GM reads the game's data in French and types it in French (issue 38, point 2):
//! bestiary templates by their French names and keys, the dice given at the table by
//! their French words, the combat pool's keywords, pool types and refusals. The save keeps
//! the canonical English line either way, so an English GM reads what was always stored.

use crate::common;

use std::path::Path;

use common::cli::{fray_in, new_fight, run_script, stdout_of, text};

/// Seconds a run of the binary may take before it is killed and the test fails.
const DEADLINE: u64 = 60;

/// A French fight named « quai » of `rules`, `script` typed into it in French.
fn french_fight(rules: &str, script: &str) -> (tempfile::TempDir, tempfile::TempDir) {
    let (saves, config) = new_fight("fr", rules, "quai");
    run_script(saves.path(), config.path(), "fr", "quai", script);
    (saves, config)
}

/// The canonical lines the save keeps.
fn stored_lines(saves: &Path, name: &str) -> Vec<String> {
    let save = fray::store::load(&saves.join(format!("{name}.fray.jsonl"))).expect("the save");
    save.records.into_iter().map(|r| r.command).collect()
}

/// Polaris's bestiary read and shown in French: « ajoute Baral pj comme mercenaire » and
/// « ajoute 2 gardes » take the mercenary and the guard (the save keeps `from mercenary`),
/// the log reads « d’après Mercenaire », and the English log still the key the GM types.
#[test]
fn polaris_templates_read_and_show_in_french_and_the_save_keeps_the_key() {
    let (saves, config) = french_fight(
        "polaris-3e",
        "ajoute Baral pj comme mercenaire\najoute 2 gardes\najoute Kurt ennemi from ganger\n",
    );
    let lines = stored_lines(saves.path(), "quai");
    assert_eq!(lines[0], "add Baral pc from mercenary");
    let french = stdout_of(saves.path(), config.path(), "fr", &["log", "quai"]);
    for shown in [
        "ajoute Baral pj comme mercenaire ",
        "Baral rejoint le combat (PJ, d’après Mercenaire)",
        "(ennemi, d’après Garde)",
        "ajoute Kurt ennemi comme voyou ",
        "Kurt rejoint le combat (ennemi, d’après Voyou)",
    ] {
        assert!(french.contains(shown), "{shown:?} missing in:\n{french}");
    }
    let english = stdout_of(saves.path(), config.path(), "en", &["log", "quai"]);
    for shown in [
        "add Baral pc from mercenary ",
        "Kurt joins (enemy, from ganger)",
    ] {
        assert!(english.contains(shown), "{shown:?} missing in:\n{english}");
    }
}

/// `fray rules` in French lists the templates by the keys a French GM types, with their
/// French notes.
#[test]
fn fray_rules_in_french_lists_the_templates_by_their_french_keys() {
    let (saves, config) = new_fight("fr", "sr-combat-pool", "quai");
    let french = stdout_of(
        saves.path(),
        config.path(),
        "fr",
        &["rules", "sr-combat-pool"],
    );
    for key in ["samourai-des-rues", "garde", "sergent", "voyou"] {
        assert!(
            french.contains(&format!("  {key} ")),
            "{key} missing in:\n{french}"
        );
    }
    let english = stdout_of(
        saves.path(),
        config.path(),
        "en",
        &["rules", "sr-combat-pool"],
    );
    assert!(english.contains("  street-samurai "), "{english}");
}

/// Polaris's hit location die given at the table, by its French word: « blesse kurt
/// dommages=12 localisation=7 » keeps `location=7`, and the French log writes it back
/// as « localisation=7 ». The rules text calls it the localisation: « la localisation
/// est déterminée par un jet de D20 ».
#[test]
fn polaris_location_die_is_given_at_the_table_by_its_french_word() {
    let (saves, config) = french_fight(
        "polaris-3e",
        "ajoute Kurt ennemi comme voyou\noption dice table\nblesse kurt dommages=12 localisation=7\n",
    );
    let lines = stored_lines(saves.path(), "quai");
    assert_eq!(lines[2], "wound kurt damage=12 location=7");
    let french = stdout_of(saves.path(), config.path(), "fr", &["log", "quai"]);
    assert!(
        french.contains("blesse kurt dommages=12 localisation=7 "),
        "{french}"
    );
    assert!(!french.contains("location=7"), "{french}");
}

/// The opening of a combat-pool fight, typed in French: a street samurai and a guard.
const POOL_OPENING: &str = "\
ajoute Kestrel pj comme samourai-des-rues
ajoute Vigile ennemi comme garde
prêt kestrel prêt
prêt vigile en-position
stress kestrel modéré
stress vigile modéré
début
";

/// The combat pool's words in French: the bag is « sac » (`sac=S5` reads as `bag=S5`),
/// readiness « en-position », melee's « esquive », a blast's « par », suppressive fire's
/// « défie », a pool type « tactique »; each line is kept in its canonical words and the
/// French log writes each back in French.
#[test]
fn combat_pool_keywords_read_and_echo_in_french() {
    let (saves, config) = new_fight("fr", "sr-combat-pool", "quai");
    let script = format!(
        "{POOL_OPENING}mêlée kestrel vigile succès=2 esquive dégâts=5 encaisse=2\n\
         explose vigile dégâts=4 par kestrel\n\
         suppression kestrel sur vigile succès=1 moyenne défie=vigile\n\
         réserve kestrel tactique\n\
         option dice table\ndépense kestrel 1 sac=S5\n"
    );
    run_script(saves.path(), config.path(), "fr", "quai", &script);
    let lines = stored_lines(saves.path(), "quai");
    for stored in [
        "ready vigile position",
        "spend kestrel 1 bag=S5",
        "melee kestrel vigile hits=2 dodge damage=5 soak=2",
        "blast vigile damage=4 by kestrel",
        "suppress kestrel at vigile hits=1 medium defy=vigile",
        "pool kestrel tactics",
    ] {
        assert!(
            lines.iter().any(|l| l == stored),
            "{stored:?} not in {lines:#?}"
        );
    }
    let french = stdout_of(saves.path(), config.path(), "fr", &["log", "quai"]);
    for shown in [
        "prêt vigile en-position ",
        "dépense kestrel 1 sac=S5 ",
        "mêlée kestrel vigile succès=2 esquive dégâts=5 encaisse=2 ",
        "dégâts=4 par kestrel ",
        "défie=vigile ",
        "Kestrel : réserve tactique",
    ] {
        let shown = shown.replace(" : ", "\u{a0}: ");
        assert!(french.contains(&shown), "{shown:?} missing in:\n{french}");
    }
}

/// A refusal for too few tokens says what could not be done in French: « en dépenser 9 est
/// impossible », never the English « spending ».
#[test]
fn a_refused_spend_says_so_in_french() {
    let (saves, config) = french_fight("sr-combat-pool", POOL_OPENING);
    let out = fray_in(
        saves.path(),
        config.path(),
        "fr",
        &["run", "quai", "--script", "-"],
        "dépense kestrel 40\n",
        DEADLINE,
    );
    let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(said.contains("en dépenser 40 est impossible"), "{said}");
    assert!(!said.contains("spending"), "{said}");
}

/// An attribute a rule tests reads in French by the book's name: the surprise's Réaction
/// test logs « Kurt teste Réaction », never the stored key `reaction` (« Chaque personnage
/// surpris doit réussir un test de Réaction »); the English log keeps the key.
#[test]
fn polaris_surprise_logs_the_reaction_test_by_its_french_name() {
    let (saves, config) = french_fight(
        "polaris-3e",
        "ajoute Kurt ennemi comme voyou\nsurprise kurt -2\n",
    );
    let french = stdout_of(saves.path(), config.path(), "fr", &["log", "quai"]);
    assert!(french.contains("Kurt teste Réaction"), "{french}");
    assert!(!french.contains("teste reaction"), "{french}");
    let english = stdout_of(saves.path(), config.path(), "en", &["log", "quai"]);
    assert!(english.contains("Kurt tests Reaction"), "{english}");
}
