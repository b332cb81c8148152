//! The plug-in's wiring: the registry finds it, shared commands work, a character's sheet
//! builds its monitors and points, `test` rolls through its slots (ANA-01 to ANA-04, ANA-21).

use crate::model::SystemId;

use super::fact::{AnarchyFact, fact_of};
use super::test_support::T;

#[test]
fn the_registry_lists_sr_anarchy() {
    assert!(crate::rules::registry::ids().any(|id| id == SystemId::declare("sr-anarchy")));
    assert_eq!(crate::rules::registry::get(super::ID).id(), super::ID);
}

#[test]
fn ana_21_ex_18_monitors_are_built_from_the_stats_and_resized() {
    let mut t = T::new();
    let m = super::decide::sheet::monitors(t.who("Kira"));
    assert_eq!((m.physical.boxes, m.stun.boxes, m.armor.boxes), (11, 10, 6));
    t.ok("set kira str=8", &[]);
    assert_eq!(
        super::decide::sheet::monitors(t.who("Kira")).physical.boxes,
        12
    );
    t.ok("option physical-base 10", &[]);
    assert_eq!(
        super::decide::sheet::monitors(t.who("Kira")).physical.boxes,
        14
    );
}

#[test]
fn ana_04_a_pc_joins_with_chance_and_anarchy_points() {
    let t = T::new();
    assert_eq!(t.who("Kira").counter(super::decide::sheet::CHANCE), 3);
    assert_eq!(t.who("Kira").counter(super::decide::sheet::ANARCHY), 3);
    assert_eq!(t.who("Ganger").counter(super::decide::sheet::ANARCHY), 0);
}

#[test]
fn ana_01_ex_10_test_rolls_the_pool_and_chance_lowers_the_hit_face() {
    let mut t = T::new();
    let events = t.ok("test kira 4", &[4, 5, 2, 6]);
    let Some(AnarchyFact::AnaTest { roll, .. }) = events.iter().find_map(fact_of) else {
        panic!("{events:?}");
    };
    assert_eq!(roll.successes(), 2);
    let events = t.ok("test kira 4 chance", &[4, 5, 2, 6]);
    let Some(AnarchyFact::AnaTest { roll, .. }) = events.iter().find_map(fact_of) else {
        panic!("{events:?}");
    };
    assert_eq!(roll.successes(), 3, "ANA-EX-10");
    assert_eq!(t.who("Kira").counter(super::decide::sheet::CHANCE), 2);
}

#[test]
fn ana_04_chance_before_the_roll_is_refused_without_points() {
    let mut t = T::new();
    t.ok("set ganger chance=0", &[]);
    let text = t.refused("test ganger 3 chance", &[]);
    assert!(text.contains("Chance"), "{text}");
}

#[test]
fn ana_02_03_glitch_and_complication_dice_come_from_their_slots() {
    let mut t = T::new();
    let events = t.ok("test kira 2 glitch complications 2 vs 1", &[5, 2, 6, 1, 4]);
    let Some(AnarchyFact::AnaTest { roll, against, .. }) = events.iter().find_map(fact_of) else {
        panic!("{events:?}");
    };
    assert_eq!(roll.dice, vec![5, 2]);
    assert_eq!(roll.glitch, Some(6));
    assert_eq!(roll.complications, vec![1, 4]);
    assert_eq!((roll.successes(), roll.complications()), (2, 1));
    assert!(roll.exploit());
    assert_eq!(*against, Some(super::Against::Defense(1)));
}

#[test]
fn ana_ex_07_initiative_is_2d6_plus_the_better_of_agility_and_logic() {
    let mut t = T::new();
    t.ok("initiative kira", &[4, 5]);
    assert_eq!(t.who("Kira").initiative.as_ref().map(|i| i.score), Some(15));
}

#[test]
fn ana_ex_08_anarchy_points_buy_bonus_dice_kept_for_the_scene() {
    let mut t = T::new();
    t.ok("initiative kira anarchy 2", &[4, 5, 3, 6]);
    assert_eq!(t.who("Kira").initiative.as_ref().map(|i| i.score), Some(24));
    assert_eq!(t.who("Kira").counter(super::decide::sheet::ANARCHY), 1);
    // A re-roll keeps the Scene's bonus dice (ANA-OP-04).
    t.ok("initiative kira", &[1, 1]);
    assert_eq!(t.who("Kira").initiative.as_ref().map(|i| i.score), Some(17));
    t.ok("option bonus-dice reroll", &[]);
    t.ok("initiative kira", &[1, 1]);
    assert_eq!(t.who("Kira").initiative.as_ref().map(|i| i.score), Some(8));
}

#[test]
fn ana_09_a_pc_cannot_buy_more_dice_than_points() {
    let mut t = T::new();
    let text = t.refused("initiative kira anarchy 4", &[]);
    assert!(text.contains("3 left"), "{text}");
}

/// The replay's notable moments (issue 17): a glitch die's complication and exploit,
/// Anarchy points spent (the GM's too), a character down.
#[test]
fn ana_02_ana_05_ana_21_glitches_spends_and_a_character_down_are_notable() {
    use crate::rules::Moment;
    let mut t = super::test_support::T::new();
    let moments = |t: &super::test_support::T, events: &[crate::engine::Event]| {
        crate::rules::system(super::ID).moments(events, &t.state)
    };
    let kira = t.who("Kira").id;
    let events = t.ok("test kira 2 glitch", &[5, 2, 1]);
    assert_eq!(
        moments(&t, &events),
        vec![Moment::Complication { who: kira }]
    );
    let events = t.ok("test kira 2 glitch", &[5, 2, 6]);
    assert_eq!(moments(&t, &events), vec![Moment::Exploit { who: kira }]);
    t.ok("session", &[]);
    let events = t.ok("spend kira go", &[]);
    assert_eq!(
        moments(&t, &events),
        vec![Moment::PointSpent { who: Some(kira) }]
    );
    let ganger = t.who("Ganger").id;
    let events = t.ok("damage ganger 30 no-armor", &[]);
    assert!(moments(&t, &events).contains(&Moment::KnockedOut { who: ganger }));
}
