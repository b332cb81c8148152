//! What the rules compute, shown and corrected (issue 20): the risks a wound brings in the
//! log (POL-35), the marker with no action phase (POL-19), the phases counted from the
//! markers that act, the destroyed limb (POL-31, POL-OP-13) and the automatic failure
//! (POL-11, POL-OP-17).

use crate::engine::{Header, ScriptedDice, Timeline};
use crate::i18n::{Lang, with_lang};

use super::ID;
use super::french_tests::{command, play};

fn fight(lines: &[&str]) -> Timeline {
    let mut t = Timeline::new(Header::new(ID, "t", 7, 0));
    for line in lines {
        play(&mut t, line, &[]);
    }
    t
}

#[test]
fn pol_35_a_wound_says_the_risks_it_brings() {
    let mut t = fight(&["add Goblin enemy reaction=10"]);
    let light = play(&mut t, "wound goblin body light", &[]);
    assert!(light.ends_with(", risks: overexertion"), "{light}");
    let critical = play(&mut t, "wound goblin left-leg critical", &[]);
    assert!(
        critical.contains("risks: sequelae, infection, overexertion"),
        "{critical}"
    );
    let french = with_lang(Lang::Fr, || play(&mut t, "wound goblin tete grave", &[]));
    assert!(
        french.contains("risques\u{a0}: séquelles, infection, suractivité"),
        "{french}"
    );
    // Death: nothing left to worsen.
    play(&mut t, "wound goblin head mortal", &[]);
    let dead = play(&mut t, "wound goblin head death", &[]);
    assert!(!dead.contains("risks"), "{dead}");
}

fn combatant<'a>(t: &'a Timeline, name: &str) -> &'a crate::model::Combatant {
    t.state()
        .combatants
        .iter()
        .find(|c| c.name == name)
        .unwrap_or_else(|| panic!("no {name}"))
}

fn malus(t: &Timeline, name: &str) -> i32 {
    super::initiative::wound_malus(t.state(), combatant(t, name))
}

#[test]
fn pol_op_13_a_destroyed_limb_is_not_a_mortal_wound() {
    // The wound table's last row for a limb is « Membre détruit » and nothing more; the
    // "unconscious / immediate care" prompt is the text of « Blessures mortelles ».
    let mut t = fight(&["add Goblin enemy reaction=10"]);
    let line = play(&mut t, "wound goblin right-arm death", &[]);
    assert!(line.contains("LIMB DESTROYED"), "{line}");
    assert!(!combatant(&t, "Goblin").has_condition(super::actions::MORTAL));
    // Mortal keeps its prompt (POL-OP-13).
    play(&mut t, "wound goblin left-leg mortal", &[]);
    assert!(combatant(&t, "Goblin").has_condition(super::actions::MORTAL));
}

#[test]
fn pol_op_13_a_destroyed_limb_counts_mortals_malus_unless_the_gm_says_otherwise() {
    let mut t = fight(&["add Goblin enemy reaction=10"]);
    // A full Mortal row overflows into the destroyed box and is erased (POL-31): counting
    // the destroyed limb −10 keeps losing the arm from lowering the malus.
    play(&mut t, "wound goblin right-arm mortal", &[]);
    assert_eq!(malus(&t, "Goblin"), -10);
    play(&mut t, "wound goblin right-arm mortal", &[]);
    assert_eq!(malus(&t, "Goblin"), -10);
    play(&mut t, "option destroyed-limb-malus 0", &[]);
    assert_eq!(malus(&t, "Goblin"), 0);
    play(&mut t, "option wound-malus worst", &[]);
    assert_eq!(malus(&t, "Goblin"), 0);
    play(&mut t, "wound goblin body light", &[]);
    assert_eq!(malus(&t, "Goblin"), -1);
    play(&mut t, "option destroyed-limb-malus -5", &[]);
    assert_eq!(malus(&t, "Goblin"), -5);
}

#[test]
fn pol_19_a_surprised_combatant_does_not_count_toward_the_phases() {
    // « Le nombre total de phases d'action … est égal au niveau d'Initiative le plus
    // élevé parmi les combattants »; a surprised one « ne peut pas agir pendant ce Tour ».
    let mut t = fight(&["add Baral pc reaction=18", "add Ganger enemy reaction=11"]);
    play(&mut t, "surprise baral", &[19]);
    play(&mut t, "start", &[]);
    assert_eq!(super::initiative::phases(t.state()), 11);
    // From round 2 Baral acts again, and the round is his 18 phases long.
    play(&mut t, "next", &[]);
    play(&mut t, "next", &[]);
    play(&mut t, "next", &[]);
    assert_eq!(t.state().round, 2);
    assert_eq!(super::initiative::phases(t.state()), 18);
}

/// Alpha at 10; Bravo's Réaction 3 less a critical wound (−10) puts him at −7.
fn below_zero() -> Timeline {
    fight(&[
        "add Alpha pc reaction=10",
        "add Bravo enemy reaction=3",
        "wound bravo body critical",
    ])
}

fn status(t: &Timeline, name: &str) -> crate::model::EntryStatus {
    let id = combatant(t, name).id;
    t.state()
        .ladder
        .entries
        .iter()
        .find(|e| e.at.owner == id)
        .map(|e| e.status)
        .unwrap_or_else(|| panic!("{name} has no marker"))
}

#[test]
fn pol_19_initiative_at_or_below_zero_has_no_phase_and_is_skipped_with_a_reason() {
    // « Chaque personnage peut agir à la phase d'action qui correspond à son niveau
    // d'Initiative »: phases run from the highest down to 1; −7 matches none.
    let mut t = below_zero();
    play(&mut t, "start", &[]);
    play(&mut t, "next", &[]);
    play(&mut t, "next", &[]);
    assert_eq!(status(&t, "Alpha"), crate::model::EntryStatus::Acting);
    let done = play(&mut t, "next", &[]);
    assert!(
        done.contains("Bravo has no action phase: initiative -7"),
        "{done}"
    );
    assert_eq!(status(&t, "Bravo"), crate::model::EntryStatus::Skipped);
    assert_eq!(t.state().step, crate::model::Step::RoundEnd);
    // The GM may still make him act: a warning, not a refusal.
    let acts = play(&mut t, "act bravo", &[]);
    assert!(
        acts.contains("warning: Bravo acts at initiative -7, below the last phase"),
        "{acts}"
    );
    assert_eq!(status(&t, "Bravo"), crate::model::EntryStatus::Acting);
}

#[test]
fn pol_19_the_option_lets_initiative_zero_act_last_with_a_warning() {
    let mut t = below_zero();
    play(&mut t, "option zero-initiative act", &[]);
    play(&mut t, "start", &[]);
    play(&mut t, "next", &[]);
    play(&mut t, "next", &[]);
    let next = with_lang(Lang::Fr, || play(&mut t, "next", &[]));
    assert!(
        next.contains("attention\u{a0}: Bravo agit à l’Initiative -7"),
        "{next}"
    );
    assert_eq!(status(&t, "Bravo"), crate::model::EntryStatus::Acting);
}

#[test]
fn pol_29_a_surprised_combatant_still_cannot_be_made_to_act() {
    let mut t = fight(&["add Baral pc reaction=14", "add Ganger enemy reaction=11"]);
    play(&mut t, "surprise baral", &[16]);
    play(&mut t, "start", &[]);
    play(&mut t, "next", &[]);
    let refused = t.decide(&command("act baral"), &mut ScriptedDice::new([]));
    assert!(refused.is_err(), "{refused:?}");
}

#[test]
fn pol_11_an_impossible_action_with_an_open_difficulty_has_no_margin() {
    // « Si les chances de réussite d'un personnage tombent en dessous de 1, l'action est
    // automatiquement vouée à l'échec »: no die, and the text gives no margin (only a
    // secret difficulty makes the die the margin).
    let mut t = fight(&["add Aria pc reaction=12"]);
    let open = play(&mut t, "test aria 5 -20", &[]);
    assert!(
        open.ends_with(
            "tests a chance of -15 = 5 (base) − 20 (difficulty): automatic failure, no margin"
        ),
        "{open}"
    );
    assert!(
        !open.contains("margin 16") && !open.contains("Catastroph"),
        "{open}"
    );
    let french = with_lang(Lang::Fr, || play(&mut t, "test aria 5 -20", &[]));
    assert!(french.contains("échec automatique, sans marge"), "{french}");
    let secret = play(&mut t, "test aria 5 -20 secret", &[7]);
    assert!(secret.contains("margin 7"), "{secret}");
}

#[test]
fn pol_op_17_an_impossible_action_never_wins_an_opposed_test() {
    use super::Outcome;
    use super::resolution::{Opposed, opposed_winner};
    let automatic = Outcome::from_failure(0, false, true);
    let rolled = Outcome::from_failure(12, false, false);
    let barely = Outcome::from_success(1, false);
    // Two failures, however far apart: nobody wins.
    assert_eq!(opposed_winner(&automatic, &rolled), Opposed::GmDecides);
    assert_eq!(opposed_winner(&rolled, &automatic), Opposed::GmDecides);
    assert_eq!(opposed_winner(&automatic, &automatic), Opposed::GmDecides);
    assert_eq!(opposed_winner(&automatic, &barely), Opposed::Second);
    // Through the engine: the log says both failed.
    let mut t = fight(&["add Aria pc reaction=12", "add Goblin enemy reaction=10"]);
    let line = play(&mut t, "oppose aria 5 -20 vs goblin 10", &[15]);
    assert!(
        line.ends_with("both failed: nobody wins (the GM decides what happens)"),
        "{line}"
    );
    let won = play(&mut t, "oppose aria 5 -20 vs goblin 10", &[3]);
    assert!(won.contains("Goblin wins"), "{won}");
}
