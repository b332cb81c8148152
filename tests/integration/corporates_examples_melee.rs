//! The Corporates worked examples of melee and damage, COR-EX-17 to COR-EX-22 (COR-EX-21,
//! the cyberarm, is played with the gear commands in `corporates_gear.rs`), each played end
//! to end as a GM types it: `fray run --script` with every die given at the table, the
//! example's own numbers read from the log or `fray show --json`. Each doc comment quotes
//! the sentence of `/work/shared/rules/corporates.fr.txt` the example rests on.

use crate::common;

use common::corporates_script::play;

/// Ana strikes with combat 2; Vlad, engaged, has combat 5, dodge 4, a truncheon (defense
/// 1) and wired reflexes 1; both act in segment 3.
const ENGAGED: &str = "\
option dice table
add Ana pc reaction=3 agility=3 strength=3 combat=2+0
add Vlad enemy from operative
set vlad combat=5+0 dodge=4+0 wired-reflexes=1+0 agility=4
start reaction=6,6,6,1,1,1
declare vlad 1
declare ana 1
next
next
engage ana vlad
strike ana at vlad check=4,4,4
";

/// Vlad with soak 3 (three soak dice), the turn begun, one action each.
const HURT: &str = "\
option dice table
add Ana pc reaction=3 agility=3 strength=3 combat=2+0
add Vlad enemy reaction=2 agility=3 soak=3
start reaction=6,6,6,1,1
declare vlad 1
declare ana 1
";

/// COR-EX-17: « Défenseur engagé : Compétence de combat + Esquive + Bonus de défense des
/// armes + Niveau réflexes câblés. » and « s'il dépasse le score de défense de son
/// adversaire alors celui-ci doit réussir un jet d'esquive … Si celui-ci est supérieur au
/// score de défense du personnage … il s'y substitue. » Defense 5 + 4 + 1 + 1 = 11; the
/// attack 14 beats it; a dodge of 16 turns the blow aside, a dodge of 9 leaves 11 and the
/// blow lands by 3.
#[test]
fn cor_ex_17_an_engaged_defense_of_11_is_beaten_by_14_unless_a_dodge_of_16_replaces_it() {
    let dodged = play("en", &format!("{ENGAGED}dodge vlad dice 3 check=4,4,4\n"));
    dodged.says(&[
        "Ana strikes Vlad: 4, 4, 4 + 2 (Combat) = 14, against defense 11: lands by 3",
        "Vlad dodges the blows: 4, 4, 4 + 4 (Dodge) = 16; Vlad’s dodge turns Ana’s blow aside",
    ]);
    assert_eq!(dodged.condition("Vlad", "struck"), None, "no blow to hurt");
    let hit = play("en", &format!("{ENGAGED}dodge vlad dice 2 check=2,3\n"));
    hit.says(&[
        "Vlad dodges the blows: 2, 3 + 4 (Dodge) = 9; Ana’s blow on Vlad still lands, by 3",
    ]);
    assert_eq!(hit.condition("Vlad", "struck"), Some(Some(3)));
}

/// COR-EX-18: « Si le premier est supérieur au second, alors le défenseur est blessé, il
/// perd 1 niveau de dommages par niveau de marge du jet de dégâts » and « Balle 100%
/// Blessure ». Damage 23 against soak 14: margin 9, 2 Wound levels (a level is 5 points).
#[test]
fn cor_ex_18_a_bullet_of_23_against_soak_14_takes_two_wound_levels() {
    let played = play(
        "en",
        &format!("{HURT}hurt vlad kind bullet dice 4 bonus 3 damage=5,5,5,5 soak=4,5,5\n"),
    );
    played.says(&["damage 4d given by the GM: 5, 5, 5, 5 = 20 + 3 (bonus given) = 23 against soak 3d: 4, 5, 5 = 14: margin 9: +2 Wound"]);
    assert_eq!(played.counter("Vlad", "wound"), 2);
    assert_eq!(played.counter("Vlad", "fatigue"), 0);
}

/// COR-EX-19: « Arme contondante (matraque, poing américain, batte...) 50% Fatigue, 50%
/// Blessure » and « Arme contondante dure (matraque en fer) 50% Blessure, 50% Fatigue ».
/// Three levels (16 against 3): a truncheon gives 2 Fatigue and 1 Wound, an iron bar 2
/// Wound and 1 Fatigue.
#[test]
fn cor_ex_19_three_levels_of_a_truncheon_or_an_iron_bar_split_two_and_one() {
    let roll = "dice 4 damage=6,6,2,2 soak=1,1,1 critical=3,4";
    let truncheon = play("en", &format!("{HURT}hurt vlad kind blunt {roll}\n"));
    truncheon.says(&["= 16 against soak 3d: 1, 1, 1 = 3: margin 13: +1 Wound, +2 Fatigue"]);
    assert_eq!(
        (
            truncheon.counter("Vlad", "fatigue"),
            truncheon.counter("Vlad", "wound")
        ),
        (2, 1)
    );
    let bar = play("en", &format!("{HURT}hurt vlad kind hard-blunt {roll}\n"));
    bar.says(&["= 16 against soak 3d: 1, 1, 1 = 3: margin 13: +2 Wound, +1 Fatigue"]);
    assert_eq!(
        (bar.counter("Vlad", "wound"), bar.counter("Vlad", "fatigue")),
        (2, 1)
    );
}

/// COR-EX-20: « Lorsqu'un personnage reçoit 3 niveaux de dommages ou plus d'un seul coup,
/// il effectue un jet de dommages critiques : Il lance 2d6 + Niveaux de blessures » and
/// « 10 Le personnage est projeté à terre, il lâche ce qu'il tenait et il perd 1 action. »
/// A bullet of 3 levels, 2d6 = 7: 10, knocked down, drops what he held, loses an action.
#[test]
fn cor_ex_20_a_hit_of_three_levels_and_a_critical_7_knocks_down_and_costs_an_action() {
    let played = play(
        "en",
        &format!("{HURT}hurt vlad kind bullet dice 4 damage=5,5,5,1 soak=1,1,1 critical=3,4\n"),
    );
    played.says(&[
        "+3 Wound; Critical damage for Vlad: 3 + 4 + 3 levels = 10: knocked to the ground; drops what they held; loses the next action",
        "Vlad’s declared action of segment 3 was not taken: lost",
    ]);
    assert!(played.condition("Vlad", "fallen").is_some());
    assert_eq!(played.markers("Vlad"), [(3, "lost".to_string())]);
}

/// COR-EX-22: « Si le défenseur reçoit un niveau de dommages, il est déséquilibré (perte de
/// la prochaine action), 2 niveaux il chute, 3 niveau il est projeté en arrière et sonné.
/// Les dommages réellement effectués sont réduits d'1. » A bull rush on foot (+3) of 9
/// against soak 3: 2 levels received, Vlad falls, 1 level applied.
#[test]
fn cor_ex_22_a_bull_rush_of_two_levels_fells_the_defender_and_applies_one() {
    let played = play(
        "en",
        &format!(
            "{HURT}next\nnext\n\
             bullrush ana vlad charge foot check=4,4,4 damage=1,1,1,1,2 soak=1,1,1\n"
        ),
    );
    played.says(&[
        "damage 5d (3d from Strength + 2d from the margin): 1, 1, 1, 1, 2 = 6 + 3 (charge bonus) = 9 against soak 3d: 1, 1, 1 = 3: margin 6: 2 levels − 1 (bull rush): +1 Fatigue; Bull rush: 2 levels on Vlad, 1 fewer applied: falls",
    ]);
    assert_eq!(played.condition("Vlad", "fallen"), Some(Some(-5)));
    assert_eq!(played.counter("Vlad", "fatigue"), 1);
}
