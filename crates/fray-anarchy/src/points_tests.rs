//! Points through commands (ANA-04 to ANA-07, ANA-OP-02, ANA-OP-03) and the monitors
//! (ANA-21).

use super::decide::gm;
use super::decide::sheet::{self, ANARCHY, CHANCE};
use super::fact::{AnarchyFact, fact_of};
use super::points::Interposed;
use super::test_support::T;

fn table() -> T {
    let mut t = T::new();
    t.ok("add Jax pc str=3 wil=3 agi=4 log=2 chance=2 armor=0", &[]);
    t.ok("session", &[]);
    t
}

#[test]
fn ana_04_reroll_spends_chance_and_rolls_every_die_again() {
    let mut t = table();
    let events = t.ok("reroll kira 2 glitch complications 1", &[1, 2, 6, 3]);
    let Some(AnarchyFact::AnaReroll { roll, .. }) = events.iter().find_map(fact_of) else {
        panic!("{events:?}");
    };
    assert_eq!(
        (roll.dice.clone(), roll.glitch, roll.complications.clone()),
        (vec![1, 2], Some(6), vec![3])
    );
    assert_eq!(t.who("Kira").counter(CHANCE), 2);
    t.ok("reroll kira 1", &[1]);
    t.ok("reroll kira 1", &[1]);
    assert!(t.refused("reroll kira 1", &[]).contains("Chance"));
}

#[test]
fn ana_op_03_chance_glitch_switches_the_glitch_dies_four() {
    let mut t = table();
    let hits = |events: &[crate::engine::Event]| match events.iter().find_map(fact_of) {
        Some(AnarchyFact::AnaTest { roll, .. }) => roll.successes(),
        _ => panic!(),
    };
    let on = t.ok("test kira 1 glitch chance", &[1, 4]);
    assert_eq!(hits(&on), 1);
    t.ok("option chance-glitch off", &[]);
    let off = t.ok("test kira 1 glitch chance", &[1, 4]);
    assert_eq!(hits(&off), 0);
}

#[test]
fn ana_05_well_disposed_and_take_a_risk_wait_for_the_next_test() {
    let mut t = table();
    t.ok("spend kira well-disposed", &[]);
    t.ok("spend gm take-a-risk on kira", &[]);
    let events = t.ok("test kira 1", &[5, 5, 5, 5, 1]);
    let Some(AnarchyFact::AnaTest { roll, .. }) = events.iter().find_map(fact_of) else {
        panic!();
    };
    assert_eq!(roll.dice.len(), 4);
    assert_eq!(roll.glitch, Some(1));
    let events = t.ok("test kira 1", &[5]);
    let Some(AnarchyFact::AnaTest { roll, .. }) = events.iter().find_map(fact_of) else {
        panic!();
    };
    assert_eq!((roll.dice.len(), roll.glitch), (1, None), "used once");
}

#[test]
fn ana_05_first_aid_heals_another_never_oneself() {
    let mut t = table();
    t.ok("damage jax 2 stun", &[]);
    t.ok("spend kira first-aid on jax stun", &[]);
    assert_eq!(sheet::monitors(t.who("Jax")).stun.filled, 1);
    assert!(
        t.refused("spend kira first-aid on kira", &[])
            .contains("never yourself")
    );
}

#[test]
fn ana_07_the_gm_never_spends_for_or_against_a_pc_except_take_a_risk() {
    let mut t = table();
    let text = t.refused("spend gm well-disposed on kira", &[]);
    assert!(text.contains("directly"), "{text}");
    t.ok("spend ganger go", &[]);
    assert_eq!(gm::pool(&t.state), 1);
}

#[test]
fn ana_ex_17_a_second_gm_point_in_the_same_narration_is_refused() {
    let mut t = table();
    t.ok("spend gm new-threat", &[]);
    assert!(
        t.refused("spend ganger riposte", &[])
            .contains("one per Narration")
    );
}

#[test]
fn ana_ex_13_interposing_reassigns_or_stops_the_hit() {
    let mut t = table();
    let outcome =
        |events: &[crate::engine::Event]| match events.iter().find_map(|e| match fact_of(e) {
            Some(AnarchyFact::AnaInterpose { outcome, .. }) => Some(*outcome),
            _ => None,
        }) {
            Some(o) => o,
            None => panic!("{events:?}"),
        };
    let e = t.ok("interpose jax 4 for kira vs 3", &[5, 5, 6, 5]);
    assert_eq!(outcome(&e), Interposed::Nobody);
    let e = t.ok("interpose jax 4 for kira vs 3", &[5, 5, 6, 1]);
    assert_eq!(outcome(&e), Interposed::Interposer);
    assert_eq!(t.who("Jax").counter(ANARCHY), 1);
}

#[test]
fn ana_op_02_session_and_awards_keep_points_within_the_maximum() {
    let mut t = table();
    t.ok("award kira 5", &[]);
    assert_eq!(t.who("Kira").counter(ANARCHY), 5);
    t.ok("award gm 2", &[]);
    assert_eq!(gm::pool(&t.state), 4);
    t.ok("option anarchy-start 1", &[]);
    t.ok("session", &[]);
    assert_eq!(t.who("Kira").counter(ANARCHY), 1);
    assert!(t.refused("award ganger 1", &[]).contains("NPC"));
}

#[test]
fn ana_21_damage_fills_armor_then_the_monitor_and_stun_overflows() {
    let mut t = table();
    t.ok("damage kira 8", &[]);
    let m = sheet::monitors(t.who("Kira"));
    assert_eq!((m.armor.filled, m.physical.filled), (6, 2));
    t.ok("damage kira 12 stun no-armor", &[]);
    let m = sheet::monitors(t.who("Kira"));
    assert_eq!((m.stun.filled, m.physical.filled), (10, 4));
    assert!(m.unconscious());
    // -1 die per 3 boxes on each monitor: 4 physical (1) + 10 stun (3).
    assert_eq!(sheet::wound_dice(&t.state, t.who("Kira")), 4);
    let events = t.ok("test kira 6", &[5, 5]);
    let Some(AnarchyFact::AnaTest { roll, wounds, .. }) = events.iter().find_map(fact_of) else {
        panic!();
    };
    assert_eq!((roll.dice.len(), *wounds), (2, 4));
    t.ok("heal kira 2 stun", &[]);
    t.ok("heal kira 6 armor", &[]);
    assert_eq!(sheet::monitors(t.who("Kira")).armor.filled, 0);
    assert!(t.refused("heal kira 1 armor", &[]).contains("no box"));
}

#[test]
fn points_never_go_negative_through_commands() {
    let mut t = table();
    for _ in 0..5 {
        let _ = t.line("spend kira go", &[]);
        let _ = t.line("test kira 1 chance", &[5]);
    }
    assert_eq!(t.who("Kira").counter(ANARCHY), 0);
    assert_eq!(t.who("Kira").counter(CHANCE), 0);
}
