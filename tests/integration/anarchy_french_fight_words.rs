//! A Shadowrun: Anarchy fight typed in French as a new GM types it (dice given at the
//! table), and every answer read as the GM reads it: the dice a refusal asks for named by
//! the French words the reader takes (`réserve=`, `opposition=`), help and `fray rules`
//! without an English keyword or verb, noise and damage counted with their nouns, healing
//! said of the one healed.

use crate::common;

use common::anarchy_script::Scene;

/// Hex and Razor (players), Roto (a drone, an NPC); the table rolls; Razor's Narration.
const CAST: &str = "ajoute Hex pj agi=3 log=4 vol=5 chance=2 siège=1
ajoute Razor pj agi=5 log=2 vol=3 chance=3 siège=2
ajoute Roto ennemi agi=3 log=3
option dice table
début initiative=1,1,6,6,1,2";

/// A French scene with the cast, in Razor's Narration.
fn scene() -> Scene {
    let scene = Scene::in_lang("fr");
    scene.play(CAST);
    scene
}

/// « Tous les tests sont effectués en lançant un certain nombre de dés à six faces »: a
/// test without its dice asks for them as the French GM gives them, `réserve=` (it asked
/// for `pool=`, a word the GM never typed), and a hack's opposition by `opposition=`.
#[test]
fn dice_asked_at_the_table_are_named_by_their_french_words() {
    let scene = scene();
    let refusal = scene.refused("teste razor 9 cible roto");
    assert!(refusal.contains("réserve="), "{refusal}");
    assert!(!refusal.contains("pool="), "{refusal}");
    let refusal = scene.refused("pirate hex roto 4 contre 2 réserve=5,5,1,1");
    assert!(refusal.contains("opposition="), "{refusal}");
    assert!(!refusal.contains("opposed="), "{refusal}");
}

/// The same test given one die too many: the value left over is named by its French key
/// (« réserve=6 : pas utilisé »), not `pool=6`.
#[test]
fn a_die_given_too_many_is_named_by_its_french_key() {
    let scene = scene();
    let refusal = scene.refused("teste razor 2 cible roto réserve=5,5,6");
    assert!(refusal.contains("réserve=6"), "{refusal}");
    assert!(!refusal.contains("pool"), "{refusal}");
}

/// « Dommages étourdissants, appliqués directement sur le moniteur de condition
/// étourdissant en ignorant l'Armure »: help says the French words a GM types for each
/// keyword of `dégâts` (`sans-armure`, `par`, `avec`), `relance` names the French verbs
/// it takes, and the list names each verb with its accents (`dépense`, not `depense`).
#[test]
fn anarchy_help_in_french_names_no_english_keyword_or_verb() {
    let scene = scene();
    let damage = scene.play("aide dégâts");
    for english in ["no-armor", "by ATT", "with ARME"] {
        assert!(!damage.contains(english), "{english}: {damage}");
    }
    assert!(damage.contains("sans-armure"), "{damage}");
    let reroll = scene.play("aide relance");
    assert!(!reroll.contains("(cast, hack, interpose"), "{reroll}");
    assert!(reroll.contains("lance-sort"), "{reroll}");
    let all = scene.play("aide");
    for verb in [
        "dépense (spend)",
        "dégâts (damage)",
        "réordonne (reorder)",
        "décale (shift)",
        "résiste (resist)",
        "portée (range)",
        "redémarre (reboot)",
    ] {
        assert!(all.contains(verb), "{verb}: {all}");
    }
    for english in ["de WHO", "WHO commence", "de WHO sur TARGET", "avec off"] {
        assert!(!all.contains(english), "{english}: {all}");
    }
}

/// « Courte OK, Intermédiaire -2, Longue -4 […] vous subirez un modificateur de -2 dés »:
/// the noise taken off a hack is a term of its pool, by name, and the dice left are
/// counted with their noun (« 4 − 1 (bruit) = 3 dés »; it read « −1 dés »).
#[test]
fn noise_dice_taken_off_a_hack_agree_with_their_number() {
    let scene = scene();
    let one = scene
        .play("pirate razor roto 4 contre 2 bruit -1 réserve=5,5,1 opposition=1,1 convergence=3");
    assert!(one.contains("4 − 1 (bruit) = 3 dés"), "{one}");
    let two =
        scene.play("pirate razor roto 3 contre 2 bruit -2 réserve=5 opposition=1,1 convergence=3");
    assert!(two.contains("3 − 2 (bruit) = 1 dé"), "{two}");
}

/// « Premiers secours : soigne un point d'Armure, de dommages physiques ou étourdissants »:
/// damage is counted in boxes of physical or stun damage (« subit 1 case de dommages
/// physiques », « 6 cases de dommages étourdissants »; it read « subit 6 physique »),
/// and healing is said of the one healed (« Razor récupère 2 cases de dommages étourdissants »; it read
/// « Razor soigne 2 cases », as if Razor healed someone).
#[test]
fn damage_and_healing_are_counted_in_boxes_of_their_monitor() {
    let scene = scene();
    let one = scene.play("dégâts roto 1 sans-armure");
    assert!(
        one.contains("Roto subit 1 case de dommages physiques"),
        "{one}"
    );
    let six = scene.play("dégâts razor 6 étourdissement");
    assert!(
        six.contains("Razor subit 6 cases de dommages étourdissants"),
        "{six}"
    );
    let healed = scene.play("soigne razor 2 étourdissement");
    assert!(
        healed.contains("Razor récupère 2 cases de dommages étourdissants"),
        "{healed}"
    );
    assert!(!healed.contains("soigne"), "{healed}");
}

/// `fray rules sr-anarchy` in French: each open point's way to change it, and the
/// bestiary's heading, give the commands as a French GM types them (`relance`, `annule`,
/// `réordonne`, `fixe`, `ajoute`), never the English verbs (`marks` is the text's own
/// word: « une seule mark est nécessaire »).
#[test]
fn the_rules_in_french_give_every_command_in_french() {
    let scene = scene();
    let out = scene.fray(&["rules", "sr-anarchy"], "");
    let rules = common::cli::text(&out.stdout);
    for english in [
        "reroll VERBE",
        "undo, puis",
        "reorder NOM",
        "(set NOM",
        "(add [N]",
    ] {
        assert!(!rules.contains(english), "{english}: {rules}");
    }
    for french in ["relance VERBE", "réordonne NOM", "ajoute [N]"] {
        assert!(rules.contains(french), "{french}: {rules}");
    }
}

/// « Chaque joueur lance 2D6 et somme les résultats. Ils ajoutent ensuite leur Agilité ou
/// leur Logique (le plus haut des deux) »: each initiative names the attribute it added,
/// so the GM checks it against the sheet (it read « 2D6 1, 1 + 4 = 6 »).
#[test]
fn each_initiative_names_the_attribute_it_added() {
    let scene = Scene::in_lang("fr");
    let log = scene.play(CAST);
    assert!(
        log.contains("Initiative d’Hex\u{a0}: 2D6 1, 1 + 4 (Logique) = 6"),
        "{log}"
    );
    assert!(
        log.contains("Initiative de Razor\u{a0}: 2D6 6, 6 + 5 (Agilité) = 17"),
        "{log}"
    );
}

/// « Premiers secours : soigne un point d'Armure, de dommages physiques ou étourdissants »:
/// the heal form (`H`) in French names the monitors in French, « Armure »,
/// « étourdissement » (its label read « physique sauf armor ou stun »).
#[test]
fn the_heal_form_in_french_names_the_monitors_in_french() {
    use common::fight_app::{fight_after, open_form, press};
    use fray::i18n::{Lang, with_lang};
    use ratatui::crossterm::event::KeyCode;
    let (_dir, _save, mut app) = fight_after(
        fray::systems::anarchy::ID,
        "docks",
        7,
        &["add Razor pc agi=5 str=4 wil=3 armor=6 seat=1", "start"],
    );
    let labels = with_lang(Lang::Fr, || {
        press(&mut app, KeyCode::Char('H'));
        let form = open_form(&app);
        form.fields
            .iter()
            .map(|f| f.label.to_string())
            .collect::<Vec<_>>()
    });
    let track = labels
        .iter()
        .find(|l| l.starts_with("Moniteur"))
        .unwrap_or_else(|| panic!("no monitor field: {labels:?}"));
    assert!(track.contains("Armure ou étourdissement"), "{track}");
    for english in ["armor", "stun"] {
        assert!(!track.contains(english), "{english}: {track}");
    }
}
