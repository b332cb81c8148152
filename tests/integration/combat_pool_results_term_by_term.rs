//! Combat-pool results a GM can check at the table, term by term, in French: a melee
//! blow's damage as the weapon's, the two points per point of difference and the soak,
//! each by name; the sheet's skills and what makes the damage in `fray show`, its JSON and
//! the sheet pane.

use crate::common;

use common::fight_app::{drawn, fight_after, flattened};
use common::gm_lines::said_to_the_gm;
use common::results_shown::played;
use fray::i18n::{Lang, with_lang};

/// Kestrel wins a melee exchange by 4 against a guard who dodges, a 7-damage blade, the
/// guard soaking 4.
const SCRIPT: &str = "add Kestrel pc from street-samurai\n\
    add Guard enemy from guard\n\
    start\n\
    melee kestrel guard hits=4 dodge damage=7 soak=4\n";

/// « Les dégâts appliqués sont ceux de l'arme avec deux points de plus par point de
/// différence »: the weapon's 7 and the 8 the difference of 4 adds are said apart, then
/// the soak taken away.
#[test]
fn a_melee_blow_reads_the_weapon_then_two_per_point_of_difference_then_the_soak() {
    let shown = played("sr-combat-pool", "fr", SCRIPT);
    said_to_the_gm(
        &shown,
        "Guard subit 11 dégâts physiques = 7 (base) + 8 (2 par point de différence) − 4 (encaissement)",
        "Guard takes 11 physical damage = 7 (base) + 8 (2 per point of difference) − 4 (soak)",
    );
}

/// « puissance supérieure à deux fois l'indice Physique (+ armure si applicable) »: the
/// sheet values a result is checked against, named in French, in `fray show`, its JSON and
/// the sheet pane.
#[test]
fn show_and_the_sheet_pane_list_the_sheet_values_and_the_armour() {
    let shown = played("sr-combat-pool", "fr", SCRIPT);
    for words in [
        "compétences\u{a0}: Agilité 6, Physique 6,",
        "Armes à feu 6",
        "dommages\u{a0}: Armure +12, Dégâts de l’arme +6",
    ] {
        assert!(shown.show.contains(words), "{words:?} in:\n{}", shown.show);
    }
    let kestrel = &shown.state["combatants"][0];
    assert_eq!(kestrel["damage_terms"][0]["key"], "armor");
    assert_eq!(kestrel["damage_terms"][0]["value"], 12);
    let firearms = kestrel["skills"]
        .as_array()
        .and_then(|s| s.iter().find(|k| k["key"] == "firearms"))
        .expect("firearms listed");
    assert_eq!(firearms["level"], 6);
    let lines: Vec<&str> = SCRIPT.lines().take(1).collect();
    let screen = with_lang(Lang::Fr, || {
        let (_dir, _path, app) = fight_after(fray::systems::combat_pool::ID, "dock", 7, &lines);
        drawn(&app, 160, 48)
    });
    let flat = flattened(&screen);
    assert!(flat.contains("Armure +12"), "{screen}");
}

/// The style option's two stats (« la Résistance Médiatique de la cible », the team's
/// Style) are read in the GM's language on the sheet, never as the keys `media`, `style`.
#[test]
fn the_media_and_style_stats_read_by_their_names() {
    let (saves, config) = common::cli::new_fight("fr", "sr-combat-pool", "quai");
    let (s, c) = (saves.path(), config.path());
    common::cli::run_script(s, c, "fr", "quai", "ajoute Kestrel pj media=2 style=3\n");
    let show = common::cli::stdout_of(s, c, "fr", &["show", "quai"]);
    for words in ["Résistance Médiatique 2", "Style 3"] {
        assert!(show.contains(words), "{words:?} in:\n{show}");
    }
    assert!(!show.contains("media"), "{show}");
}
