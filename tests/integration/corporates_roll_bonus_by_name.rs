//! Corporates rolls a GM can check at the table: after the dice, each term of the bonus
//! by name (the skill, the weapon's aiming bonus, the situation, a bonus typed…), never a
//! bare `+ 7`, for the acquisition, the reflex reaction roll, a shot with a typed bonus,
//! a blow and a dodge, in `fray run`, `fray log`, the GM's export and the JSON export.

use crate::common;

use common::corporates_script::ANA_AIMS_AT_VLAD;
use common::results_shown::{Shown, as_flattened, on_the_french_screen, played};

/// After Ana's aim ([`ANA_AIMS_AT_VLAD`]), she shoots Vlad as he appears, shoots again
/// with a bonus the GM typed; Vlad strikes her back turned and she dodges.
fn script() -> String {
    format!(
        "{ANA_AIMS_AT_VLAD}\
         shoot ana at vlad with rifle range medium reflex front check=6,5 reaction=4,4,4\n\
         next\n\
         next\n\
         shoot ana at vlad with rifle range long bonus 9 check=6,5\n\
         strike vlad at ana back check=6\n\
         dodge ana check=3,3\n"
    )
}

fn shown() -> Shown {
    played("corporates", "fr", &script())
}

/// « pour chaque action passée à viser le tireur effectue un jet d’acquisition, tir
/// standard auquel on ajoute les bonus de visée de l’arme » : the Firearms level and the
/// rifle's aiming bonus, each by name.
#[test]
fn corporates_acquisition_roll_names_the_firearms_level_and_the_weapons_aiming_bonus() {
    let shown = shown();
    // The Markdown export writes the brackets escaped: the terms after them.
    shown.everywhere_for_the_gm(
        "] + 5 (Armes à feu) + 2 (bonus de visée de l’arme) = 18\u{a0}: acquis",
    );
    shown.in_the_json_export("roll [6, 5] + 5 (Firearms) + 2 (weapon’s aiming bonus) = 18");
}

/// « S’il tire sur une cible apparaissant à ce segment, alors le MJ peut lui demander un
/// jet de réaction dont la difficulté est donnée par le tableau ci dessous ; en cas
/// d’échec la marge d’échec est ajoutée à la difficulté du tir. » « La cible apparaît
/// devant le tireur 15 » : the reaction roll adds the Vigilance level by name, and says
/// the 15 it failed against by the 1 the shot's difficulty takes.
#[test]
fn corporates_reflex_reaction_roll_names_vigilance_and_its_difficulty() {
    let shown = shown();
    shown.everywhere_for_the_gm("] + 2 (Vigilance) = 14 (difficulté 15)");
    shown.in_the_json_export("reflex reaction [4, 4, 4] + 2 (Vigilance) = 14 (difficulty 15)");
}

/// A bonus the GM typed (`bonus 9`) stands for the sheet's: the line says it was given,
/// not Firearms and « autres ».
#[test]
fn corporates_shot_bonus_typed_is_shown_as_given() {
    let shown = shown();
    shown.everywhere_for_the_gm("] + 9 (bonus donné) = 20 contre 20");
    shown.in_the_json_export("roll [6, 5] + 9 (bonus given) = 20");
}

/// « Attaque : Compétence de combat + Modificateur de l’arme blanche + Modificateur de
/// situation. » « Le défenseur est de dos +5 » : the Combat level and the back turned,
/// each by name.
#[test]
fn corporates_strike_roll_names_combat_and_each_situation() {
    let shown = shown();
    shown
        .everywhere_for_the_gm("Vlad frappe Ana\u{a0}: 6 + 2 (Combat) + 5 (défenseur de dos) = 13");
    shown.in_the_json_export("Vlad strikes Ana: 6 + 2 (Combat) + 5 (defender’s back turned) = 13");
}

/// « Pour connaître le résultat d’une esquive, on effectue un jet d’esquive » : the Dodge
/// level by name.
#[test]
fn corporates_dodge_roll_names_the_dodge_level() {
    let shown = shown();
    shown.everywhere_for_the_gm("Ana esquive les coups\u{a0}: 3, 3 + 2 (Esquive) = 8");
    shown.in_the_json_export("Ana dodges the blows: 3, 3 + 2 (Dodge) = 8");
}

/// The same dodge on the fight screen, the lines typed at the prompt: the result strip
/// holds the last line's terms by name.
#[test]
fn corporates_dodge_roll_names_the_dodge_level_on_the_fight_screen() {
    let screen = on_the_french_screen(fray::systems::corporates::ID, &script());
    let words = as_flattened("3, 3 + 2 (Esquive) = 8");
    assert!(screen.contains(&words), "{words} missing in:\n{screen}");
}

/// « chacun fait son jet de réaction » at the turn's start: the reaction dice and the
/// Vigilance level, by name.
#[test]
fn corporates_turn_reaction_roll_names_vigilance() {
    let shown = shown();
    shown.everywhere_for_the_gm("Jet de réaction d’Ana\u{a0}: 6, 6, 6 + 2 (Vigilance) = 20");
    shown.in_the_json_export("6, 6, 6 + 2 (Vigilance) = 20");
}
