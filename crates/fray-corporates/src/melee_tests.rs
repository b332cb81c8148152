//! Movement (COR-13, COR-14), special situations (COR-29 to COR-32) and melee (COR-33 to
//! COR-38), with COR-EX-17.

use std::cmp::Ordering;

use super::damage::LEVEL_STEP;
use super::melee::{
    self, Charge, Defender, Fall, Rush, Situation, Trip, acrobatic_attack, agility_trip_allowed,
    bull_rush, charge, escapes, hold, lands, needs_dodge, power_strike, throw, trip,
};
use super::movement::{Acceleration, Terrain};
use super::situations::{
    self, Against, Carried, Duel, acrobatic, after_dodge, gunpoint, may_dodge,
};

#[test]
fn cor_13_base_speed() {
    assert_eq!(Terrain::Flat.base_speed(4, 0), 400);
    assert_eq!(
        Terrain::Flat.base_speed(4, 2),
        450,
        "speed legs +25 cm/s a level"
    );
    assert_eq!(
        Terrain::Rough.base_speed(4, 2),
        200,
        "legs only on flat ground"
    );
    assert_eq!(Terrain::StairsUp.base_speed(3, 0), 100);
    assert_eq!(Terrain::Crouched.base_speed(9, 0), 150);
    assert_eq!(Terrain::Crowd.base_speed(9, 0), 200);
}

#[test]
fn cor_14_fast_movement_table() {
    let bands = [0, 1, 10, 11, 20, 21, 31, 41, 99];
    assert_eq!(
        bands.map(|r| Terrain::Flat.acceleration(r)),
        [0, 300, 300, 350, 350, 400, 450, 500, 500]
    );
    assert_eq!(Terrain::Crouched.acceleration(15), 100, "COR-OP-06: +1");
    assert_eq!(Terrain::Ladder.acceleration(15), 75, "COR-OP-06: +0.75");
    assert_eq!(Terrain::Crawling.acceleration(15), 50, "COR-OP-06: +0.50");
    assert_eq!(Terrain::DenseCrowd.acceleration(41), 300);
    assert_eq!(Terrain::StairsDown.skill(), Acceleration::Acrobatics);
    assert_eq!(Terrain::Crowd.skill(), Acceleration::StrengthOrAgility);
    assert_eq!(Terrain::Ladder.skill(), Acceleration::Athletics);
    assert_eq!(Terrain::Flat.speed(4, 0, Some(25)), 800);
    assert_eq!(Terrain::Flat.speed(4, 0, None), 400);
}

#[test]
fn cor_29_held_at_gunpoint() {
    assert_eq!(gunpoint(14, 0, Some(9)), (false, false), "frozen");
    assert_eq!(gunpoint(15, 0, None), (true, false));
    assert_eq!(gunpoint(15, 0, Some(5)), (true, true), "by 5, first");
    assert_eq!(gunpoint(15, 0, Some(4)), (true, false));
    assert_eq!(gunpoint(17, 3, Some(6)), (false, false), "GM adjustment");
}

#[test]
fn cor_30_duel() {
    let d = Duel::default()
        .stare(12, 6, LEVEL_STEP)
        .stare(9, 8, LEVEL_STEP)
        .stare(5, 16, LEVEL_STEP)
        .stare(7, 7, LEVEL_STEP);
    assert_eq!(d, Duel { a: 3, b: 3 }, "6 → 2 levels, 1 → 1, 11 → 3");
    assert_eq!(d.first(10, 9), Ordering::Greater);
    assert_eq!(Duel { a: 2, b: 0 }.first(8, 10), Ordering::Equal);
}

#[test]
fn cor_31_draw_and_draw_and_use() {
    let all = [
        Carried::Sling,
        Carried::Belt,
        Carried::Holster,
        Carried::Pocket,
    ];
    assert_eq!(all.map(Carried::draw_malus), [1, 3, 5, 7]);
    assert_eq!(situations::DRAW_DICE, 0, "COR-OP-13");
    assert_eq!(situations::DRAW_AND_USE_DICE, 1);
}

#[test]
fn cor_32_dodge() {
    assert!(may_dodge(Against::Blow, false, false));
    assert!(!may_dodge(Against::Shot, false, false));
    assert!(may_dodge(Against::Shot, true, false));
    assert!(may_dodge(Against::Shot, false, true), "reflex coprocessor");
    assert_eq!(after_dodge(11, 16, false), 16);
    assert_eq!(after_dodge(11, 9, false), 11);
    assert_eq!(
        after_dodge(11, 2, true),
        2,
        "a critical failure replaces it"
    );
    assert_eq!(
        after_dodge(15, 18, false),
        18,
        "COR-OP-14: a shot's difficulty"
    );
    assert_eq!(acrobatic(true, 4), Some(4));
    assert_eq!(acrobatic(false, 4), None);
    assert_eq!(situations::DIRECTED_DODGE, -5);
}

#[test]
fn cor_33_disengagement_punished_at_plus_five() {
    assert_eq!(melee::DISENGAGE_PUNISH, 5);
    assert_eq!(melee::FALLEN, (15, -5));
}

#[test]
fn cor_34_defense_and_cor_ex_17() {
    let engaged = Defender::Engaged {
        combat: 5,
        dodge: 4,
        weapon: 1,
        reflexes: 1,
    };
    assert_eq!(engaged.score(), 11);
    assert_eq!(Defender::Still.score(), -10);
    assert_eq!(Defender::Fleeing(6).score(), 6);
    assert!(needs_dodge(14, 11));
    assert!(!needs_dodge(11, 11));
    assert_eq!(
        lands(14, 11, Some((16, false))),
        None,
        "dodge 16 replaces 11"
    );
    assert_eq!(lands(14, 11, Some((9, false))), Some(3), "defense stays 11");
    assert_eq!(lands(14, 11, None), Some(3));
    let one = Situation {
        attackers: 1,
        ..Situation::default()
    };
    assert_eq!(one.modifier(true), 0);
    let all = Situation {
        attackers: 3,
        attacker_higher: true,
        back_turned: true,
        defender_higher: false,
    };
    assert_eq!(all.modifier(true), 10);
    assert_eq!(all.modifier(false), 9, "COR-OP-15 extra");
    let low = Situation {
        defender_higher: true,
        ..Situation::default()
    };
    assert_eq!(low.modifier(true), -2);
}

#[test]
fn cor_35_special_strikes() {
    assert_eq!(power_strike(4), (1, 4));
    assert_eq!(acrobatic_attack(true, 3), Some(3));
    assert_eq!(acrobatic_attack(false, 3), None);
}

#[test]
fn cor_36_trip() {
    assert!(agility_trip_allowed(41, 80));
    assert!(!agility_trip_allowed(40, 80));
    assert_eq!(trip(Trip::Agility, 0, LEVEL_STEP), Fall::Nothing);
    assert_eq!(trip(Trip::Agility, 3, LEVEL_STEP), Fall::Unbalanced);
    assert_eq!(trip(Trip::Agility, 6, LEVEL_STEP), Fall::DefenderFalls);
    assert_eq!(trip(Trip::Strength, 5, LEVEL_STEP), Fall::BothFall);
    assert_eq!(trip(Trip::Strength, 11, LEVEL_STEP), Fall::DefenderFalls);
}

#[test]
fn cor_37_grapple_and_throw() {
    assert_eq!(hold(7, LEVEL_STEP), 2);
    assert_eq!(hold(-1, LEVEL_STEP), 0);
    assert!(escapes(true, 0) && escapes(false, 2));
    assert!(!escapes(false, 1));
    assert_eq!(throw(2, 4), None);
    assert_eq!(throw(3, 4), Some(4));
}

#[test]
fn cor_38_charge_and_bull_rush() {
    assert_eq!(charge(Charge::OnFoot), (3, 1));
    assert_eq!(charge(Charge::Mounted), (7, 3));
    assert_eq!(charge(Charge::Both), (5, 5));
    assert_eq!(melee::FULL_RUN, 3);
    assert_eq!(bull_rush(0), (Rush::Nothing, 0));
    assert_eq!(bull_rush(1), (Rush::Unbalanced, 0));
    assert_eq!(bull_rush(2), (Rush::Falls, 1));
    assert_eq!(bull_rush(4), (Rush::Thrown, 3));
}
