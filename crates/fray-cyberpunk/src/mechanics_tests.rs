//! One test per mechanic of the round, CPI-01 to CPI-10 (initiative, ties, actions and
//! their slots, delays, action costs, manual weapons, the rate of fire, bursts, aiming),
//! through `decide` and the fold; CPI-11 to CPI-18 are in `mechanics_shots_wounds_tests.rs`.

use crate::engine::Command;
use crate::model::EntryStatus as S;

use super::CyberCommand as C;
use super::command::{Activity, FireMode, Stance};
use super::fact::CyberFact;
use super::test_support::*;
use super::{slots, text, weapon};

#[test]
fn cpi_01_initiative_every_round_or_once_with_the_reroll_cost() {
    let mut t = T::new();
    t.start(&[5, 5]);
    assert_eq!(t.who(VIC).initiative.as_ref().map(|i| i.score), Some(18));
    t.end_round();
    t.start(&[1, 1]);
    assert_eq!(
        t.who(VIC).initiative.as_ref().map(|i| i.score),
        Some(14),
        "rolled again"
    );

    let mut t = T::new();
    t.option("initiative-timing", "once");
    t.start(&[5, 5]).end_round();
    t.start(&[]);
    assert_eq!(
        t.who(VIC).initiative.as_ref().map(|i| i.score),
        Some(18),
        "kept"
    );
    t.own(
        C::Initiative {
            who: "Vic".into(),
            boost: 0,
        },
        &[9],
    )
    .expect("re-roll");
    assert_eq!(t.who(VIC).initiative.as_ref().map(|i| i.score), Some(22));
    assert_eq!(t.slots(VIC)[0].1, S::Skipped, "the first action is lost");
    assert!(t.who(VIC).has_condition(text::REROLLED));
}

#[test]
fn cpi_02_initiative_is_d10_plus_ref_combat_sense_and_boosts() {
    let mut t = T::new();
    t.start(&[4, 4]);
    let events = t
        .own(
            C::Initiative {
                who: "Vic".into(),
                boost: 2,
            },
            &[7],
        )
        .expect("roll");
    assert_eq!(
        t.who(VIC).initiative.as_ref().map(|i| i.score),
        Some(7 + 10 + 3 + 2)
    );
    assert!(matches!(
        facts(&events)[0],
        CyberFact::CpiInitiative {
            die: 7,
            score: 22,
            ..
        }
    ));
    // Highest first.
    t.next();
    assert_eq!(t.current(), Some((VIC, 22)));
}

#[test]
fn cpi_03_ties_roll_a_d10_kept_for_the_round_and_again_on_a_repeat() {
    let mut t = T::new();
    // Vic 1+13 = 14, Ganger 8+6 = 14: tie; d10s 4 and 4 tie again, then 2 and 9.
    t.start(&[1, 8, 4, 4, 2, 9]);
    assert_eq!(t.state.ladder.tiebreak(VIC), &[4, 2]);
    assert_eq!(t.state.ladder.tiebreak(GANGER), &[4, 9]);
    t.next();
    assert_eq!(t.current(), Some((GANGER, 14)), "the higher d10 first");
    // `tie keep`: one roll, a repeat stays tied.
    let mut t = T::new();
    t.option("tie", "keep");
    t.start(&[1, 8, 4, 4]);
    assert_eq!(t.state.ladder.tiebreak(VIC), &[4]);
    // Kept for the round only, and only while the combatant is in the fight.
    t.run(
        Command::Remove {
            who: "Ganger".into(),
        },
        &[],
    )
    .expect("remove");
    assert!(t.state.ladder.tiebreak(GANGER).is_empty());
    t.end_round().start(&[5]);
    assert!(t.state.ladder.tiebreak(VIC).is_empty());
}

#[test]
fn cpi_04_n_actions_at_ten_point_intervals_with_the_penalty() {
    assert_eq!(slots::max_actions(33), 4);
    assert_eq!(slots::slots(33, 3), vec![33, 23, 13]);
    assert_eq!(slots::penalty(3, 3), -6);
    let mut t = T::new();
    t.start(&[5, 5]);
    t.set_init(VIC, 33);
    t.actions("Vic", 3).expect("3 actions");
    assert_eq!(
        t.slots(VIC),
        vec![
            (33, S::Waiting, -6),
            (23, S::Waiting, -6),
            (13, S::Waiting, -6)
        ]
    );
    assert!(t.actions("Vic", 5).is_err(), "at most 4");
    assert!(t.actions("Vic", 0).is_err());
    t.own(
        C::Act {
            running: false,
            who: "Vic".into(),
            activity: Activity::Melee,
        },
        &[],
    )
    .expect("act");
    assert!(
        t.actions("Vic", 2).is_err(),
        "fixed once an action is spent"
    );
}

#[test]
fn cpi_05_a_delay_shifts_later_slots_and_drops_those_below_one() {
    let mut t = T::new();
    t.start(&[5, 5]);
    t.set_init(VIC, 20);
    t.actions("Vic", 2).expect("2");
    t.delay("Vic", 10).expect("delay");
    assert_eq!(t.slots(VIC), vec![(10, S::Waiting, 0), (0, S::Lost, -3)]);
    assert!(t.delay("Vic", 10).is_err(), "not lower");
    assert!(t.delay("Vic", 0).is_err(), "not below 1");
}

#[test]
fn cpi_06_action_costs() {
    let mut t = T::new();
    t.arm(VIC, pistol())
        .arm(VIC, gun("knife", &[], &["in-hand"]));
    t.start(&[5, 5]);
    t.set_init(VIC, 35);
    t.actions("Vic", 4).expect("4");
    t.own(
        C::Act {
            running: false,
            who: "Vic".into(),
            activity: Activity::Vehicle {
                double: false,
                fast: false,
            },
        },
        &[],
    )
    .expect("2 actions");
    assert_eq!(t.who(VIC).counter(text::SPENT), 2);
    t.own(
        C::Stance {
            who: "Vic".into(),
            stance: Stance::Crouch,
        },
        &[],
    )
    .expect("crouch");
    assert!(t.who(VIC).has_condition(text::CROUCHED));
    let err = t.own(
        C::Draw {
            who: "Vic".into(),
            weapon: "pistol".into(),
            stow: true,
        },
        &[],
    );
    assert!(err.is_err(), "stowing the knife needs 2 actions, 1 left");
    t.own(
        C::Draw {
            who: "Vic".into(),
            weapon: "pistol".into(),
            stow: false,
        },
        &[],
    )
    .expect("draw");
    assert!(t.gear(VIC, "pistol").flag(weapon::IN_HAND));
    assert!(t.live(VIC).is_empty());
    assert!(
        t.own(shoot("Vic", FireMode::Single), &[5]).is_err(),
        "no action left"
    );
    t.arm(
        GANGER,
        gun("knife", &[("damage", "1D6"), ("kind", "melee")], &[]),
    );
    assert!(
        t.own(shoot("Ganger", FireMode::Single), &[5]).is_err(),
        "a knife is not fired"
    );
    // Getting out fast: 1 action and −3 on the next (at the next slot: 15).
    let mut t = T::strict();
    t.arm(VIC, pistol());
    t.start(&[5, 5]);
    t.set_init(VIC, 25);
    t.actions("Vic", 2).expect("2");
    t.next();
    t.own(
        C::Act {
            running: false,
            who: "Vic".into(),
            activity: Activity::Vehicle {
                double: false,
                fast: true,
            },
        },
        &[],
    )
    .expect("fast");
    t.next();
    assert_eq!(t.current(), Some((VIC, 15)));
    let events = t.own(shoot("Vic", FireMode::Single), &[5]).expect("shot");
    let CyberFact::CpiShot { check, .. } = facts(&events)[0] else {
        panic!()
    };
    assert!(
        check
            .terms
            .iter()
            .any(|t| t.name == "hurried" && t.value == -3)
    );
}

#[test]
fn cpi_07_manual_action_weapons_stay_unchambered_across_rounds() {
    let mut t = T::new();
    t.arm(
        VIC,
        gun(
            "shotgun",
            &[("action", "manual"), ("damage", "4D6"), ("kind", "shotgun")],
            &[],
        ),
    );
    t.start(&[5, 5]);
    t.set_init(VIC, 30);
    t.actions("Vic", 3).expect("3");
    t.own(shoot("Vic", FireMode::Single), &[5]).expect("fire");
    assert!(
        t.own(shoot("Vic", FireMode::Single), &[5]).is_err(),
        "unchambered"
    );
    t.own(
        C::Chamber {
            running: false,
            who: "Vic".into(),
            weapon: None,
        },
        &[],
    )
    .expect("chamber");
    t.own(shoot("Vic", FireMode::Single), &[5])
        .expect("fire again");
    assert!(
        t.gear(VIC, "shotgun").flag(weapon::UNCHAMBERED),
        "carried into the next round"
    );
    // Single-shot: unloaded until reloaded.
    let mut t = T::new();
    t.arm(VIC, gun("bow", &[("action", "single")], &[]));
    t.own(shoot("Vic", FireMode::Single), &[5]).expect("loose");
    assert!(t.gear(VIC, "bow").flag(weapon::UNLOADED));
    t.own(
        C::Reload {
            running: false,
            who: "Vic".into(),
            weapon: None,
        },
        &[],
    )
    .expect("reload");
    assert!(!t.gear(VIC, "bow").flag(weapon::UNLOADED));
}

#[test]
fn cpi_08_the_rof_budget_per_round_split_over_actions() {
    let mut t = T::new();
    t.arm(
        VIC,
        gun(
            "rifle",
            &[("action", "auto"), ("rof", "30"), ("damage", "5D6")],
            &[],
        ),
    );
    t.start(&[5, 5]);
    t.set_init(VIC, 30);
    t.actions("Vic", 3).expect("3");
    for _ in 0..2 {
        t.own(shoot("Vic", FireMode::Auto { bullets: 12 }), &[5])
            .expect("12");
    }
    assert!(
        t.own(shoot("Vic", FireMode::Auto { bullets: 12 }), &[5])
            .is_err(),
        "6 left"
    );
    t.own(shoot("Vic", FireMode::Auto { bullets: 6 }), &[5])
        .expect("6");
    assert_eq!(t.gear(VIC, "rifle").value(weapon::FIRED), Some(30));
    t.end_round();
    t.start(&[5, 5]);
    assert_eq!(
        t.gear(VIC, "rifle").value(weapon::FIRED),
        None,
        "reset each round"
    );
}

#[test]
fn cpi_09_burst_variation_rolled_and_recorded() {
    let mut t = T::new();
    t.option("burst-variation", "on");
    t.arm(VIC, gun("smg", &[("action", "auto"), ("rof", "30")], &[]));
    // The burst pick: faces 8..=12, the 5th (12) with a d5 of 5.
    let events = t
        .own(shoot("Vic", FireMode::Auto { bullets: 10 }), &[5, 5])
        .expect("burst");
    let CyberFact::CpiShot { wanted, fired, .. } = facts(&events)[0] else {
        panic!()
    };
    assert_eq!((*wanted, *fired), (10, 12));
    // Off by default, and never with a smartgun.
    let mut t = T::new();
    t.option("burst-variation", "on");
    t.arm(
        VIC,
        gun("smg", &[("action", "auto"), ("rof", "30")], &["smartgun"]),
    );
    let events = t
        .own(shoot("Vic", FireMode::Auto { bullets: 10 }), &[5])
        .expect("burst");
    assert!(matches!(
        facts(&events)[0],
        CyberFact::CpiShot { fired: 10, .. }
    ));
}

#[test]
fn cpi_10_aim_adds_one_per_full_round_to_three_reset_on_the_shot() {
    let mut t = T::new();
    t.arm(VIC, pistol());
    for _ in 0..4 {
        t.own(
            C::Aim {
                who: "Vic".into(),
                target: None,
            },
            &[],
        )
        .expect("aim");
    }
    assert_eq!(t.who(VIC).counter(text::AIM), 3);
    let events = t.own(shoot("Vic", FireMode::Single), &[5]).expect("shot");
    let CyberFact::CpiShot { check, .. } = facts(&events)[0] else {
        panic!()
    };
    assert!(check.terms.iter().any(|t| t.name == "aim" && t.value == 3));
    assert_eq!(t.who(VIC).counter(text::AIM), 0);
    // In a round: aiming takes the whole round.
    let mut t = T::new();
    t.start(&[5, 5]);
    t.set_init(VIC, 25);
    t.actions("Vic", 2).expect("2");
    t.own(
        C::Aim {
            who: "Vic".into(),
            target: None,
        },
        &[],
    )
    .expect("aim");
    assert!(t.live(VIC).is_empty());
}

/// CPI-10 state: aim rounds per (shooter, target); the bonus only helps a shot at the
/// aimed target, aiming at another starts over, and the shot resets it.
#[test]
fn cpi_10_aim_is_kept_per_target() {
    let aim_at = |t: &mut T| {
        t.own(
            C::Aim {
                who: "Vic".into(),
                target: Some("Ganger".into()),
            },
            &[],
        )
        .expect("aim")
    };
    let aim_term = |events: &[crate::engine::Event]| {
        let CyberFact::CpiShot { check, .. } = facts(events)[0] else {
            panic!()
        };
        check
            .terms
            .iter()
            .find(|t| t.name == "aim")
            .map_or(0, |t| t.value)
    };
    let mut t = T::new();
    t.arm(VIC, pistol());
    aim_at(&mut t);
    aim_at(&mut t);
    assert_eq!(t.who(VIC).counter("aim@ganger"), 2);
    // A shot at nobody named gets nothing from an aim at Ganger, and ends it.
    let events = t.own(shoot("Vic", FireMode::Single), &[5]).expect("shot");
    assert_eq!(aim_term(&events), 0);
    assert_eq!(t.who(VIC).counter("aim@ganger"), 0);
    aim_at(&mut t);
    aim_at(&mut t);
    let mut at = shoot("Vic", FireMode::Single);
    if let C::Shoot { target, .. } = &mut at {
        *target = Some("Ganger".into());
    }
    let events = t.own(at, &[5]).expect("shot at Ganger");
    assert_eq!(aim_term(&events), 2);
    // Aiming without a target, then at Ganger: one aim at a time.
    t.own(
        C::Aim {
            who: "Vic".into(),
            target: None,
        },
        &[],
    )
    .expect("aim");
    aim_at(&mut t);
    assert_eq!(
        (t.who(VIC).counter("aim"), t.who(VIC).counter("aim@ganger")),
        (0, 1)
    );
    assert!(
        t.own(
            C::Aim {
                who: "Vic".into(),
                target: Some("Vic".into())
            },
            &[]
        )
        .is_err()
    );
}

/// CPI-OP-07: the target leaving sight resets every aim at it; nobody aiming is refused.
#[test]
fn cpi_op_07_target_leaving_sight_resets_the_aim() {
    let mut t = T::new();
    t.own(
        C::Aim {
            who: "Vic".into(),
            target: Some("Ganger".into()),
        },
        &[],
    )
    .expect("aim");
    t.own(
        C::Unseen {
            target: "Ganger".into(),
        },
        &[],
    )
    .expect("unseen");
    assert_eq!(t.who(VIC).counter("aim@ganger"), 0);
    assert!(
        t.own(
            C::Unseen {
                target: "Ganger".into()
            },
            &[]
        )
        .is_err()
    );
}
