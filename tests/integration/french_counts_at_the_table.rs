//! Counts and grammar as a French GM reads them during play, typed as a GM types them
//! (dice given at the table): French takes the singular for 0 and 1 but shows the number
//! itself (never 0 as « 1 »), and « de » elides before a name beginning with a vowel
//! (« Jet de réaction d’Ana »).

use crate::common;

use common::anarchy_script::Scene;
use common::fight_app::{drawn, fight_after, flattened};
use fray::i18n::{Lang, with_lang};

/// « Le MJ ne peut utiliser qu'un point d'Anarchy par Narration. » With one player the
/// GM's pool starts at one point; spending it leaves 0, and the log says « 0 point »
/// (it said « réserve du MJ : 1 point d’Anarchy » for an empty pool).
#[test]
fn the_gms_anarchy_pool_spent_down_to_zero_is_logged_as_zero() {
    let scene = Scene::in_lang("fr");
    scene.play(
        "add Ana pc agi=4 log=6 wil=4 chance=3 seat=1
add Ganger enemy agi=3 log=2 wil=1
option dice table
start initiative=6,6,1,1
next",
    );
    let log = scene.play("spend gm new-threat");
    assert!(
        log.contains("réserve du MJ\u{a0}: 0 point d’Anarchy"),
        "{log}"
    );
    assert!(!log.contains("réserve du MJ\u{a0}: 1 point"), "{log}");
}

/// « Au segment 1 on regarde toujours le jet de réaction du tour »: each fighter's
/// reaction roll is logged by name; before a vowel French elides « de »: « Jet de réaction
/// d’Ana », never « de Ana ».
#[test]
fn a_reaction_roll_elides_de_before_a_name_beginning_with_a_vowel() {
    let played = common::corporates_script::play(
        "fr",
        "add Ana pc reaction=3 vigilance=2+0 agility=4 firearms=5+0
add Vlad enemy reaction=2
start reaction=4,2,6,1,2",
    );
    played.says(&["Jet de réaction d’Ana", "Jet de réaction de Vlad"]);
    assert!(!played.log.contains("de Ana"), "{}", played.log);
}

/// « Le nombre d’actions déclarées doit être annoncé en début de tour, selon le résultat
/// inverse d’un jet de réaction. »: a fighter who announced 0 declared actions shows
/// « 0 action déclarée » on the GM's screen (it showed « 1 action déclarée »).
#[test]
fn a_corporates_fighter_who_announced_none_shows_zero_declared_actions() {
    let screen = vlad_announced_none();
    assert!(screen.contains("0 action déclarée"), "{screen}");
    assert!(!screen.contains("1 action déclarée"), "{screen}");
}

/// The GM's screen, in French, once Vlad announced no declared action.
fn vlad_announced_none() -> String {
    let (_dir, _save, app) = fight_after(
        fray::systems::corporates::ID,
        "roof",
        5,
        &[
            "add Vlad enemy reaction=2",
            "start reaction=1,1",
            "declare vlad 0",
        ],
    );
    with_lang(Lang::Fr, || flattened(&drawn(&app, 160, 48)))
}

/// « Si un personnage annonce plus d’une action déclarée, il aura un malus d’1d par action
/// supplémentaire »: with none announced there is no malus, and the sheet says it once,
/// « Malus de dés : aucun » (it read « Malus de dés aucun malus de dés »).
#[test]
fn a_corporates_sheet_without_a_dice_malus_says_none_once() {
    let screen = vlad_announced_none();
    assert!(screen.contains("Malus de dés : aucun"), "{screen}");
    assert!(!screen.contains("Malus de dés aucun malus"), "{screen}");
}
