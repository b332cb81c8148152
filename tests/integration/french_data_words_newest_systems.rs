//! The data words a French GM reads in Cyberpunk, Anarchy and Corporates fights are French:
//! the bestiaries' template names and keys (`comme chef-d-equipe`), the weapon, armour and
//! cyberware names (`Fusil d’assaut`, `Gilet pare-balles`, `Couteau`), the dice given at the
//! table (`jet=8`, `réserve=6,5,1`). Each fight is typed as a
//! French GM types it, through `fray run`, then read back with `fray show` and `fray log`;
//! the save keeps the canonical English words, so English screens and old saves read the same.

use crate::common;

use std::path::Path;

use common::cli::{new_fight, run_script, stdout_of};

/// A new fight `name` of `rules` in a fresh saves folder, `script` typed into it in French;
/// the folders and the script's output.
fn played(rules: &str, name: &str, script: &str) -> (tempfile::TempDir, tempfile::TempDir, String) {
    let (saves, config) = new_fight("fr", rules, name);
    let out = run_script(saves.path(), config.path(), "fr", name, script);
    (saves, config, out)
}

/// The save's bytes.
fn save_text(saves: &Path, name: &str) -> String {
    std::fs::read_to_string(saves.join(format!("{name}.fray.jsonl"))).expect("the save")
}

/// Corporates: a team leader and a sniper added by their French keys; `fray show` lists
/// their gear by its French names (« fusil d’assaut en bandoulière, pistolet en holster,
/// gilet pare-balles », as the template's French note says), `fray log` names the weapon
/// of a shot by its French name, and the save keeps the English names and keys.
#[test]
fn corporates_gear_and_templates_read_in_french_and_the_save_keeps_the_english() {
    let script = "\
ajoute Vance pj comme chef-d-equipe reaction=3
ajoute Crow ennemi comme tireur reaction=2
début réaction=6,6,6,1,1
annonce crow 1
annonce vance 2
suivant
tire vance sur crow avec rifle portée courte jet=6,5,4
";
    let (saves, config, _) = played("corporates", "toit", script);
    let show = stdout_of(saves.path(), config.path(), "fr", &["show", "toit"]);
    for french in [
        "Fusil d’assaut",
        "Pistolet de service",
        "Couteau de combat",
        "Gilet pare-balles",
        "Fusil à lunette",
    ] {
        assert!(show.contains(french), "{french:?} missing in:\n{show}");
    }
    for english in [
        "Assault rifle",
        "Armoured vest",
        "Combat knife",
        "Scoped rifle",
    ] {
        assert!(!show.contains(english), "{english:?} in French:\n{show}");
    }
    let log = stdout_of(saves.path(), config.path(), "fr", &["log", "toit"]);
    assert!(
        log.contains("Vance tire sur Crow avec Fusil d’assaut"),
        "the shot names the weapon in French:\n{log}"
    );
    assert!(
        log.contains("ajoute Vance pj comme chef-d-equipe"),
        "the add line in French:\n{log}"
    );
    let english = stdout_of(saves.path(), config.path(), "en", &["show", "toit"]);
    assert!(english.contains("Assault rifle"), "{english}");
    let save = save_text(saves.path(), "toit");
    assert!(save.contains("\"name\":\"Assault rifle\""), "{save}");
    assert!(save.contains("add Vance pc from team-leader"), "{save}");
    assert!(
        save.contains("check=6,5,4"),
        "the dice key as stored: {save}"
    );
    assert!(!save.contains("Fusil d"), "{save}");
}

/// Cyberpunk: a booster boss added by its French key carries a « couteau »; a shot typed
/// with French words for its difficulty and its die (`contre=15`, `jet=8`) is stored with
/// the canonical `vs=15 check=8` and echoed back in French, the `smg` by its French word
/// « pistolet-mitrailleur ».
#[test]
fn cyberpunk_knife_difficulty_and_check_die_read_in_french() {
    let script = "\
option dice table
ajoute Razor ennemi comme chef-booster
ajoute Vic pj ref=8
début initiative=5,4
suivant
tire razor smg coup-par-coup contre=15 jet=8
";
    let (saves, config, _) = played("cyberpunk-interval", "ruelle", script);
    let log = stdout_of(saves.path(), config.path(), "fr", &["log", "ruelle"]);
    assert!(
        log.contains("tire razor pistolet-mitrailleur coup-par-coup contre=15 jet=8 "),
        "the shot echoed in French:\n{log}"
    );
    let show = stdout_of(saves.path(), config.path(), "fr", &["show", "ruelle"]);
    assert!(show.contains("Couteau (couteau)"), "{show}");
    assert!(!show.contains("Knife"), "{show}");
    let save = save_text(saves.path(), "ruelle");
    assert!(
        save.contains("shoot razor smg single vs=15 check=8"),
        "{save}"
    );
    assert!(save.contains("from booster-boss"), "{save}");
    assert!(save.contains("\"name\":\"Knife\""), "{save}");
}

/// Anarchy: a security drone added by its French key carries a « mitrailleuse légère »
/// (its French note: « Rotodrone armé d’une mitrailleuse légère »), and a test's dice given
/// at the table by their French key (`réserve=`) are stored under the canonical `pool=`.
#[test]
fn anarchy_drone_gun_and_pool_dice_read_in_french() {
    let script = "\
ajoute Nyx pj comme decker
ajoute Roto ennemi comme drone-de-securite
teste nyx 3 réserve=6,5,1
";
    let (saves, config, _) = played("sr-anarchy", "docks", script);
    let log = stdout_of(saves.path(), config.path(), "fr", &["log", "docks"]);
    assert!(
        log.contains("teste nyx 3 réserve=6,5,1 "),
        "the test echoed in French:\n{log}"
    );
    let show = stdout_of(saves.path(), config.path(), "fr", &["show", "docks"]);
    assert!(show.contains("Mitrailleuse légère"), "{show}");
    assert!(show.contains("Pistolet léger"), "{show}");
    assert!(!show.contains("machine gun"), "{show}");
    let save = save_text(saves.path(), "docks");
    assert!(save.contains("from drone"), "{save}");
    assert!(save.contains("test nyx 3 pool=6,5,1"), "{save}");
}
