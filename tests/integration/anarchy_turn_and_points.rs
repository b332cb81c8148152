//! The Shadowrun: Anarchy Turn and points as the French text gives them, typed as a GM
//! types them (dice given at the table): the GM's reorder covers a whole Turn and lasts
//! one; Take a risk and Well disposed fall on whom the text allows; the GM's
//! one-point-per-Narration limit holds for initiative dice in a Narration; Matrix objects
//! take no Narration; an interposition uses the dice bought for it; the surveillance score
//! checked is seen; a reboot counts its Narrations down; `heal` is logged; a new combat
//! rolls initiative again under `initiative-timing combat`.

use crate::common;

use common::anarchy_script::Scene;

/// Kira (18), Mage (10) and a ganger (5) in Turn 1, Kira's Narration; the table rolls.
const CAST: &str = "add Kira pc agi=4 log=6 wil=4 chance=3 seat=1
add Mage pc agi=3 log=4 wil=5 chance=2 seat=2
add Ganger enemy agi=3 log=2 wil=1
option dice table";

/// Turn 1 starts, then a camera (a Matrix object) joins the roster.
const START: &str = "start initiative=6,6,3,3,1,1
add Camera neutral";

fn turn() -> Scene {
    let scene = Scene::new();
    scene.play(&format!("{CAST}\n{START}"));
    scene
}

/// ANA-07, « le meneur peut dépenser un point d'Anarchy pour changer l'ordre des
/// Narrations des joueurs pour un Tour. Il peut se contenter d'inverser l'ordre du Tour de
/// table »: at the Turn's start the whole order is reversed (it once moved only the
/// players still to act: Kira, Ganger... stayed), the new first takes the Narration, and
/// the next Turn is back to the scores.
#[test]
fn ana_07_ana_11_the_gms_reorder_reverses_the_whole_turn_and_lasts_one_turn() {
    let scene = turn();
    assert_eq!(scene.order(), ["Kira", "Mage", "Ganger"]);
    scene.play("reorder reverse");
    assert_eq!(scene.order(), ["Ganger", "Mage", "Kira"]);
    assert_eq!(scene.acting().as_deref(), Some("Ganger"));
    let refusal = scene.refused("reorder reverse");
    assert!(
        refusal.contains("one per Narration") || refusal.contains("Turn's start"),
        "{refusal}"
    );
    scene.play("next\nnext\nnext\nnext");
    assert_eq!(scene.order(), ["Kira", "Mage", "Ganger"], "one Turn only");
    assert_eq!(scene.acting().as_deref(), Some("Kira"));
}

/// ANA-07: once a Narration has been played the Turn has begun, and naming only the
/// players swaps them among their own places.
#[test]
fn ana_07_a_reorder_after_a_narration_is_refused_and_naming_the_players_swaps_them() {
    let scene = turn();
    scene.play("reorder mage kira");
    assert_eq!(scene.order(), ["Mage", "Kira", "Ganger"]);
    assert_eq!(scene.acting().as_deref(), Some("Mage"));
    let scene = turn();
    scene.play("next");
    let refusal = scene.refused("reorder reverse");
    assert!(refusal.contains("Turn's start"), "{refusal}");
}

/// ANA-05, « Prise de risque : ajouter un dé d'imprévu à son jet ou à celui d'un autre
/// joueur »; « Bien disposé : ajouter 3 dés si l'un de vos Comportements [...]
/// s'applique »: a player's Take a risk never falls on an NPC's roll, Well disposed only
/// on one's own.
#[test]
fn ana_05_take_a_risk_falls_on_a_players_roll_and_well_disposed_on_ones_own() {
    let scene = turn();
    let refusal = scene.refused("spend kira take-a-risk on ganger");
    assert!(refusal.contains("not to Ganger's"), "{refusal}");
    let refusal = scene.refused("spend kira well-disposed on mage");
    assert!(refusal.contains("one's own roll"), "{refusal}");
    scene.play("spend kira take-a-risk on mage");
    assert_eq!(scene.counter("Mage", "take-a-risk"), 1);
    assert_eq!(scene.counter("Kira", "anarchy"), 2);
}

/// ANA-07, « Le MJ ne peut utiliser qu'un point d'Anarchy par Narration » (ANA-OP-04
/// frees initiative time only): in the middle of a Narration the GM's initiative dice
/// count, two are refused and one uses up the Narration's point.
#[test]
fn ana_07_the_gms_initiative_dice_in_a_narration_count_towards_its_one_point() {
    let scene = turn();
    let refusal = scene.refused("initiative ganger anarchy 2 initiative=3,3 bonus=4,4");
    assert!(refusal.contains("one per Narration"), "{refusal}");
    scene.play("initiative ganger anarchy 1 initiative=3,3 bonus=4");
    let refusal = scene.refused("spend gm new-threat");
    assert!(refusal.contains("one per Narration"), "{refusal}");
}

/// ANA-09, « Chaque joueur lance 2D6 [...] Les PNJ calculent leur score d'initiative de la
/// même façon »: a Matrix object on the roster (a neutral with neither Agility nor Logic)
/// rolls no initiative and takes no Narration (ANA-OP-14).
#[test]
fn ana_09_a_matrix_object_rolls_no_initiative_and_takes_no_narration() {
    let scene = Scene::new();
    scene.play(&format!(
        "{CAST}\nadd Camera neutral\nstart initiative=6,6,3,3,1,1"
    ));
    assert!(!scene.order().contains(&"Camera".to_string()));
    assert!(scene.combatant("Camera")["initiative"].is_null());
}

/// ANA-05, « Bien disposé : ajouter 3 dés »: dice bought for the defense of an
/// interposition join it (two typed, five rolled) and are used up.
#[test]
fn ana_06_an_interposition_rolls_the_dice_bought_for_it() {
    let scene = turn();
    scene.play("spend kira well-disposed");
    let log = scene.play("interpose kira 2 for mage vs 1 pool=5,5,5,5,5");
    assert!(log.contains("5 successes"), "{log}");
    assert_eq!(scene.counter("Kira", "well-disposed"), 0);
}

/// ANA-19, « Un hacker doit dépenser l'ensemble de sa Narration s'il veut déterminer son
/// score de surveillance »: once checked, the score is the hacker's to say, and the
/// players' export shows it.
#[test]
fn ana_19_the_surveillance_score_checked_is_in_the_players_view() {
    let scene = turn();
    scene.play("hack kira camera 1 vs 1 pool=2 opposed=2 convergence=1\nconvergence kira");
    let out = scene.fray(&["export", "t", "--players"], "");
    let players = String::from_utf8_lossy(&out.stdout);
    assert!(
        players.contains("checking the surveillance score: 1"),
        "{players}"
    );
}

/// ANA-19, « Cela prend trois Narrations pendant lesquelles toute action matricielle est
/// impossible »: the refusal counts the hacker's Narrations down (it always said 3), and
/// after the third the deck is up and the surveillance score is back to 0 (ANA-OP-13).
#[test]
fn ana_19_a_reboot_counts_the_hackers_narrations_down_then_resets_surveillance() {
    // The hacker goes after the ganger's commlink; Turn after Turn, no one joins.
    let scene = Scene::new();
    scene.play(&format!("{CAST}\nstart initiative=6,6,3,3,1,1"));
    scene.play("hack kira ganger 1 vs 1 pool=2 opposed=2 convergence=1\nreboot kira");
    let refusal = scene.refused("hack kira ganger 1 vs 1 pool=2 opposed=2 convergence=4");
    assert!(refusal.contains("3 more Narrations"), "{refusal}");
    // Kira's first Narration ends, then Mage's and the ganger's; Turn 2: Kira again.
    scene.play("next\nnext\nnext\nnext");
    assert_eq!(scene.acting().as_deref(), Some("Kira"));
    let refusal = scene.refused("hack kira ganger 1 vs 1 pool=2 opposed=2 convergence=4");
    assert!(refusal.contains("2 more Narrations"), "{refusal}");
    scene.play("next\nnext\nnext\nnext");
    let refusal = scene.refused("hack kira ganger 1 vs 1 pool=2 opposed=2 convergence=4");
    assert!(refusal.contains("1 more Narration"), "{refusal}");
    let log = scene.play("next");
    assert!(log.contains("surveillance back to 0"), "{log}");
    assert_eq!(scene.counter("Kira", "surveillance"), 0);
    scene.play("next\nnext\nnext\nhack kira ganger 1 vs 1 pool=2 opposed=2 convergence=4");
}

/// ANA-21: a heal is in the log like any change to the monitors.
#[test]
fn ana_21_a_heal_writes_its_log_line() {
    let scene = turn();
    scene.play("damage kira 2 no-armor");
    let log = scene.play("heal kira 1");
    assert!(log.contains("Kira heals 1 box of physical damage"), "{log}");
    assert_eq!(scene.filled("Kira", "physical"), 1);
}

/// ANA-08, « Selon l'appétence du groupe pour les jets de dés, l'initiative peut être
/// déterminée au début de chaque combat »: under `initiative-timing combat`, once no
/// opponent is left standing, the next Turn with a new opponent starts a new combat and
/// everyone rolls again (under `scene` only the newcomer rolls).
#[test]
fn ana_08_initiative_timing_combat_rolls_everyone_again_when_a_new_combat_starts() {
    for (timing, dice, kira) in [
        ("combat", "initiative=1,1,1,1,2,2", 8),
        ("scene", "initiative=2,2", 18),
    ] {
        let scene = Scene::new();
        scene.play(&format!(
            "option initiative-timing {timing}\n{CAST}\n{START}"
        ));
        // The ganger falls; Mage's Narration, then the Turn ends: no opponent stands.
        scene.play("damage ganger 30 no-armor\nnext\nnext\nadd Boss enemy agi=5 log=2");
        scene.play(&format!("next {dice}"));
        let score = scene.combatant("Kira")["initiative"].as_i64();
        assert_eq!(score, Some(kira), "{timing}");
    }
}
