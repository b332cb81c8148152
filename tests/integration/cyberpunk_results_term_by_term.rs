//! Cyberpunk results a GM can check at the table, term by term, in French: the damage
//! dice rolled (each die, then the bonus by name) in `fray run`, `fray log` and the
//! exports; the skills and the wounds' modifier on saves in `fray show`.

use crate::common;

use common::results_shown::{as_flattened, on_the_french_screen, played};

/// Vic hits Razor; the GM rolls the pistol's damage at the table, 2d6+3 showing 4 and 5.
/// The house rule's text names weapons by their damage dice (« Armes en D6 | Dégâts max
/// / 6 ») and leaves the damage track to the tracker (a project decision): the points
/// are the dice plus the bonus, so the line shows each die and the bonus by name.
const SCRIPT: &str = "add Vic pc from solo\n\
                      add Razor from booster-boss\n\
                      option dice table\n\
                      start initiative=9,6\n\
                      actions vic 1\n\
                      actions razor 1\n\
                      next\n\
                      shoot vic pistol single vs=15 check=6\n\
                      damage razor 2d6+3:4,5 save=3\n";

#[test]
fn cyberpunk_damage_dice_read_die_by_die_then_the_bonus_by_name() {
    let shown = played("cyberpunk-interval", "fr", SCRIPT);
    shown.everywhere_for_the_gm("dégâts 2d6+3\u{a0}: 9 (dés 4, 5) + 3 (bonus) = 12");
    shown.in_the_json_export("damage 2d6+3: 9 (dice 4, 5) + 3 (bonus) = 12");
    assert_eq!(shown.state["combatants"][1]["monitors"][0]["filled"], 12);
}

/// The sheet is what the GM checks a roll against: « La compétence d'Iniative est
/// généralement Sens du Combat qui ajoute +1 à chaque niveau », and a fumble is read
/// against « le niveau de la compétence »; the wound level lowers the stun save (the
/// tracker's damage track, a project decision the French text leaves open).
#[test]
fn cyberpunk_show_lists_the_skills_and_the_wounds_modifier_on_the_stun_save() {
    let shown = played("cyberpunk-interval", "fr", SCRIPT);
    assert!(
        shown.show.contains("compétences\u{a0}: Sens du combat "),
        "{}",
        shown.show
    );
    assert!(shown.show.contains("Armes de poing "), "{}", shown.show);
    // 12 points: Critical, the stun save at −2.
    assert!(
        shown
            .show
            .contains("jet contre l’étourdissement −2 (blessures)"),
        "{}",
        shown.show
    );
}

/// The same line in the result strip of the fight screen, the lines typed at the prompt.
#[test]
fn cyberpunk_damage_dice_read_die_by_die_on_the_fight_screen() {
    let screen = on_the_french_screen(fray::systems::cyberpunk::ID, SCRIPT);
    let words = as_flattened("dégâts 2d6+3\u{a0}: 9 (dés 4, 5) + 3 (bonus) = 12");
    assert!(screen.contains(&words), "{words} missing in:\n{screen}");
}
