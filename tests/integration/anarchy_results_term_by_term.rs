//! Shadowrun: Anarchy results a GM can check at the table, term by term, in French: a
//! test's pool by its parts (the wound dice taken off), the successes beyond the defense,
//! in `fray run`, `fray log` and the exports; the skills and weapons in `fray show`.

use crate::common;

use common::results_shown::{as_flattened, on_the_french_screen, played};

/// Razor (4 boxes of physical damage: one wound die) buys Well disposed and attacks Mara
/// with 9 dice, the table rolling 11.
const SCRIPT: &str = "add Razor pc from street-samurai seat=1\n\
                      add Mara from ganger-boss\n\
                      option dice table\n\
                      damage razor 4 no-armor\n\
                      spend razor well-disposed\n\
                      test razor 9 vs 1 pool=5,6,1,2,3,5,4,6,6,1,2\n";

/// « Bien disposé : ajouter 3 dés si l'un de vos Comportements [...] s'applique »: the
/// pool grows by 3 (a term of the pool line, by name), then the wound dice come
/// off it, and the line adds it up; « pour chaque succès excédentaire de la cible »: the successes beyond the defense
/// are what the attack won by.
#[test]
fn anarchy_test_shows_its_pool_by_its_parts_and_the_successes_beyond_the_defense() {
    let shown = played("sr-anarchy", "fr", SCRIPT);
    shown.everywhere_for_the_gm(
        "réserve\u{a0}: 9 + 3 (Bien disposé) − 1 (dés de blessure) = 11 dés",
    );
    shown.everywhere_for_the_gm("(4 succès excédentaires)");
    shown.in_the_json_export("pool: 9 + 3 (Well disposed) − 1 (wound dice) = 11 dice");
}

/// A test's pool is an attribute plus a skill (the sheet's levels), and an attack's
/// damage is the weapon's: `fray show` lists both, in the GM's words.
#[test]
fn anarchy_show_lists_the_skills_and_the_weapons_damage() {
    let shown = played("sr-anarchy", "fr", SCRIPT);
    assert!(
        shown
            .show
            .contains("compétences\u{a0}: Athlétisme 2, Combat rapproché 4, Armes à feu 5"),
        "{}",
        shown.show
    );
    assert!(
        shown
            .show
            .contains("armes\u{a0}: Ares Predator (dommages 5), Katana (dommages 6)"),
        "{}",
        shown.show
    );
}

/// The same line in the result strip of the fight screen, the lines typed at the prompt.
#[test]
fn anarchy_pool_by_its_parts_on_the_fight_screen() {
    let screen = on_the_french_screen(fray::systems::anarchy::ID, SCRIPT);
    let words = as_flattened("réserve\u{a0}: 9 + 3 (Bien disposé) − 1 (dés de blessure) = 11 dés");
    assert!(screen.contains(&words), "{words} missing in:\n{screen}");
}

/// « Les compétences […] s'ajoutent à l'attribut correspondant pour former une réserve de
/// dés »: an attack with a weapon on the pool its sheet gives names that pool's two terms,
/// the attribute and the weapon's skill, and a combat spell on Sorcery + Willpower names
/// those; a pool the sheet does not give stays one number.
#[test]
fn anarchy_pool_from_the_sheet_names_its_attribute_and_skill() {
    let script = "add Razor pc from street-samurai seat=1\n\
                  add Hex pc from street-mage seat=2\n\
                  add Mara from ganger-boss\n\
                  test razor 11 at mara with ares-predator vs 1\n\
                  test razor 9 at mara with ares-predator vs 1\n\
                  cast hex combat Stunbolt amp 2 dice 10\n";
    let shown = played("sr-anarchy", "fr", script);
    shown.everywhere_for_the_gm("réserve\u{a0}: 6 (Agilité) + 5 (Armes à feu) = 11 dés");
    shown.everywhere_for_the_gm("réserve\u{a0}: 9 dés");
    shown.everywhere_for_the_gm("réserve\u{a0}: 5 (Sorcellerie) + 5 (Volonté) = 10 dés");
    shown.in_the_json_export("pool: 6 (Agility) + 5 (Firearms) = 11 dice");
}
