//! Polaris melee as the book plays it, weapons and armour: the opposed attack (POL-46), reach
//! (POL-38), a bare-handed attacker against an armed defender (POL-39), the techniques
//! once per round (POL-40) and Frappe précise (POL-43); weapon profiles giving the damage
//! dice, and armour per location, taken off once the location is known (POL-33, POL-OP-11).

use crate::common;

use common::Table;
use fray::engine::Event;
use fray::model::Step;
use fray::systems::polaris::{TestRecord, test_of};

/// Kurt (dagger, reach 1) and Baral (bare hands), both trained, Kurt in a kevlar vest.
fn pair() -> Table {
    Table::given(&[
        "add Kurt enemy reaction=12 combat-arme=5+5 mains-nues=5+5 arts-martiaux-offensifs=6+6",
        "add Baral pc reaction=10 combat-arme=5+5 mains-nues=5+5 armes-de-poing=4+9",
        "weapon kurt dagger damage=1d6+1 melee reach=1 skill=combat-arme",
        "armour kurt vest body=6 name \"Kevlar vest\"",
    ])
}

fn tests_in(events: &[Event]) -> Vec<&TestRecord> {
    events.iter().filter_map(test_of).collect()
}

fn marked(events: &[Event]) -> Vec<(usize, Option<i32>)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::WoundMarked { wound, .. } => Some((wound.location, wound.damage)),
            _ => None,
        })
        .collect()
}

const BODY: usize = 1;
const LEFT_ARM: usize = 3;

#[test]
fn armour_protects_only_where_it_covers_a_vest_does_not_reduce_a_hit_to_the_arm() {
    let mut t = pair();
    // d20 1 on armes-de-poing 13: success margin 1, +0. Damage 12 at the left arm: 12.
    let events = t.roll(
        "attack baral kurt armes-de-poing damage=12 at left-arm",
        &[1],
    );
    assert_eq!(marked(&events), [(LEFT_ARM, Some(12))]);
    // The same blow to the body: 12 − 6 (the vest) = 6.
    let events = t.roll("attack baral kurt armes-de-poing damage=12 at body", &[1]);
    assert_eq!(marked(&events), [(BODY, Some(6))]);
}

#[test]
fn pol_33_the_location_is_rolled_before_the_armour_is_taken_off() {
    // A rolled location: d20 4 on the default table is the body, 12 the right arm.
    let mut t = pair();
    let events = t.roll("attack baral kurt armes-de-poing damage=12", &[1, 4]);
    assert_eq!(marked(&events), [(BODY, Some(6))], "body: the vest counts");
    let events = t.roll("attack baral kurt armes-de-poing damage=12", &[1, 12]);
    assert_eq!(marked(&events)[0].1, Some(12), "right arm: it does not");
    // Even a blow the vest stops entirely rolls where it landed.
    let events = t.roll("attack baral kurt armes-de-poing damage=8", &[1, 4]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::DiceRolled { roll } if roll.purpose.as_deref() == Some("hit location")
    )));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::DamageIgnored { damage: 2, .. }))
    );
}

#[test]
fn a_weapon_profile_gives_the_damage_dice_and_makes_the_attack_melee() {
    let mut t = pair();
    // Kurt's dagger, found by its skill: d20 1 (+0), 1d6 → 4, + 1 = 5 at Baral's head.
    let events = t.roll("attack kurt baral combat-arme at head", &[1, 4]);
    assert_eq!(marked(&events), [(0, Some(5))]);
    // Named with `with`, and refused when it is not Kurt's.
    t.roll("attack kurt baral combat-arme with dagger at head", &[1, 4]);
    let refusal = t
        .refuse("attack kurt baral combat-arme with sword")
        .to_string();
    assert!(refusal.contains("dagger"), "{refusal}");
    // A charge needs melee: the dagger makes it melee.
    t.roll("attack kurt baral combat-arme charge at head", &[1, 4]);
}

#[test]
fn pol_46_an_opposed_melee_attack_hurts_only_if_the_attacker_wins() {
    let mut t = pair();
    // Kurt 10 (+1 reach: Baral has none) rolls 8; Baral 10 rolls 3: Kurt's margin wins.
    let events = t.roll(
        "attack kurt baral combat-arme with dagger at body vs mains-nues",
        &[8, 3, 2],
    );
    let tests = tests_in(&events);
    assert_eq!(tests.len(), 2, "both sides roll");
    assert_eq!(tests[0].chance.other, 1, "POL-38: the dagger's reach");
    assert_eq!(tests[1].chance.other, 0);
    assert!(
        events.iter().any(
            |e| matches!(e, Event::OpposedSettled { winner: Some(w), .. } if *w == t.id("kurt"))
        )
    );
    assert_eq!(marked(&events).len(), 1, "Kurt hits");
    // Baral wins the next exchange: parried, nobody is hurt (the option is off).
    let events = t.roll(
        "attack kurt baral combat-arme with dagger at body vs mains-nues",
        &[12, 3],
    );
    assert!(marked(&events).is_empty());
}

#[test]
fn pol_38_the_reach_holder_who_loses_has_the_distance_closed_and_the_bonus_turns() {
    let mut t = pair();
    t.roll(
        "attack kurt baral combat-arme with dagger at body vs mains-nues",
        &[12, 3],
    );
    assert!(t.who("kurt").has_condition("distance closed"));
    let events = t.roll(
        "attack kurt baral combat-arme with dagger at body vs mains-nues",
        &[12, 3],
    );
    assert_eq!(
        tests_in(&events)[0].chance.other,
        -1,
        "the bonus is now a malus"
    );
}

#[test]
fn pol_39_a_defender_who_wins_may_hurt_the_bare_handed_attacker_when_the_option_is_on() {
    let mut t = pair();
    // Off: Baral's bare-handed attack fails against Kurt's defence and that is all.
    let events = t.roll(
        "attack baral kurt mains-nues melee at head vs combat-arme",
        &[15, 2],
    );
    assert!(marked(&events).is_empty());
    t.run("option bare-hands on");
    // On: Kurt wins and strikes back with his dagger: 1d6 → 5, +1; the location is rolled
    // (d20 1: head).
    let events = t.roll(
        "attack baral kurt mains-nues melee at head vs combat-arme",
        &[15, 2, 5, 1],
    );
    let baral = t.id("baral");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::WoundMarked { who, .. } if *who == baral))
    );
}

#[test]
fn pol_40_one_technique_per_round_needs_the_skill_and_the_initiative() {
    let mut t = pair();
    let refusal = t
        .refuse("attack baral kurt mains-nues melee powerful")
        .to_string();
    assert!(refusal.contains("Arts martiaux"), "untrained: {refusal}");
    t.run("start");
    while t.state().step == Step::Declaration {
        t.run("next");
    }
    // Kurt (12) acts before Baral (10): he has the initiative.
    t.roll(
        "attack kurt baral mains-nues melee powerful damage=3",
        &[15],
    );
    t.roll(
        "attack kurt baral mains-nues melee powerful damage=3",
        &[15],
    );
    let refusal = t
        .refuse("attack kurt baral mains-nues melee incapacitating")
        .to_string();
    assert!(refusal.contains("one technique per round"), "{refusal}");
    // The next round Kurt may choose another.
    while t.state().step != Step::RoundEnd {
        t.run("next");
    }
    t.run("next");
    t.run("init kurt 5");
    let refusal = t
        .refuse("attack kurt baral mains-nues melee incapacitating")
        .to_string();
    assert!(refusal.contains("initiative over Baral"), "{refusal}");
    t.run("init kurt 15");
    t.roll("attack kurt baral mains-nues melee incapacitating", &[15]);
}

#[test]
fn pol_43_precise_strike_lessens_the_aiming_malus_by_three() {
    let mut t = pair();
    let events = t.roll("attack kurt baral mains-nues at head aim=-5", &[15]);
    assert_eq!(tests_in(&events)[0].chance.other, -5);
    let events = t.roll("attack kurt baral mains-nues at head aim=-5 precise", &[15]);
    assert_eq!(tests_in(&events)[0].chance.other, -2);
    let events = t.roll("attack kurt baral mains-nues at head aim=-2 precise", &[15]);
    assert_eq!(tests_in(&events)[0].chance.other, 0, "never a bonus");
    let refusal = t.refuse("attack kurt baral mains-nues aim=-5").to_string();
    assert!(refusal.contains("at LOCATION"), "{refusal}");
}

#[test]
fn weapons_and_armour_are_taken_away_with_none() {
    let mut t = pair();
    t.run("weapon kurt dagger none");
    t.run("armour kurt vest none");
    assert!(t.who("kurt").gear.is_empty());
    let refusal = t.refuse("armour kurt vest none").to_string();
    assert!(refusal.contains("vest"), "{refusal}");
    // French words read the same.
    t.run("arme kurt dague dommages=1d6 contact allonge=1");
    t.run("armure kurt gilet corps=4");
    let kurt = t.who("kurt");
    assert_eq!(kurt.gear.len(), 2);
    assert!(kurt.gear.iter().any(|g| g.value("body") == Some(4)));
}

#[test]
fn pol_12_harder_moves_the_difficulty_down_the_scale_by_degrees() {
    let mut t = pair();
    // Average, two degrees harder: Hard (−5).
    let events = t.roll("test baral armes-de-poing harder=2", &[1]);
    assert_eq!(tests_in(&events)[0].chance.difficulty, -5);
    // Fairly hard (−3), one degree harder: Hard (−5); French word too.
    let events = t.roll("test baral armes-de-poing -3 plus-difficile=1", &[1]);
    assert_eq!(tests_in(&events)[0].chance.difficulty, -5);
    let events = t.roll("attack baral kurt armes-de-poing harder=1 damage=5", &[1]);
    assert_eq!(tests_in(&events)[0].chance.difficulty, -3);
}

#[test]
fn pol_44_combination_places_the_attacks_with_the_books_maluses() {
    let mut t = pair();
    t.run("start");
    t.run("combination kurt 3 8");
    let kurt = t.id("kurt");
    let mut markers: Vec<(i32, i32)> = t
        .state()
        .ladder
        .of(kurt)
        .map(|e| (e.position, e.malus))
        .collect();
    markers.sort();
    // POL-EX-05: three attacks at −3, −5, −7; the third at the main action's phase (12).
    assert_eq!(markers, [(8, -5), (12, -7), (12, -3)]);
    assert!(t.who("kurt").has_condition("combination"));
    // One technique per round: no Frappe puissante on top.
    while t.state().step == Step::Declaration {
        t.run("next");
    }
    let refusal = t
        .refuse("attack kurt baral mains-nues melee powerful")
        .to_string();
    assert!(refusal.contains("one technique per round"), "{refusal}");
    assert!(
        t.refuse("combination baral 2")
            .to_string()
            .contains("Arts martiaux")
    );
}

#[test]
fn pol_45_two_weapons_give_three_and_both_attacks_are_limited_by_martial_arts() {
    let mut t = Table::given(&[
        "add Kurt enemy reaction=12 combat-arme=9+9 arts-martiaux-offensifs=6+6",
        "add Baral pc reaction=10",
    ]);
    // « les deux Tests sont limités par Arts martiaux »: the main attack too, 18 held to
    // 12, then +3.
    let events = t.roll("attack kurt baral combat-arme melee two-weapons", &[20, 5]);
    let chance = tests_in(&events)[0].chance;
    assert_eq!(
        chance.other,
        3 - 6,
        "+3 with two weapons, the skill limited"
    );
    assert_eq!(chance.total(), 15);
    // The extra free attack: +3 − 5, and combat-arme 18 held to the martial arts' 12.
    let events = t.roll(
        "attack kurt baral combat-arme melee second-weapon",
        &[20, 5],
    );
    let chance = tests_in(&events)[0].chance;
    assert_eq!(chance.other, -2 - 6);
    assert_eq!(chance.total(), 10);
}

#[test]
fn pol_13_c_a_social_retry_takes_the_last_failure_modifier() {
    let mut t = Table::given(&["add Baral pc intimidation=3+5", "add Kurt enemy volonte=17"]);
    // Baral fails his intimidation: d20 18 on 8, failure margin 10, Very bad (−4).
    let events = t.roll("oppose baral intimidation vs kurt volonte", &[18, 3]);
    let failed = tests_in(&events)[0].outcome;
    assert!(!failed.success);
    assert_eq!(failed.modifier, -4);
    // The retry carries that modifier.
    let events = t.roll("oppose baral intimidation social vs kurt volonte", &[2, 3]);
    assert_eq!(tests_in(&events)[0].chance.retry, -4);
    // A success clears it.
    let events = t.roll("test baral intimidation social", &[1]);
    assert!(tests_in(&events)[0].outcome.success);
    let events = t.roll("test baral intimidation social", &[1]);
    assert_eq!(tests_in(&events)[0].chance.retry, 0);
}
