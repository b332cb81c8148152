//! The digest's worked examples, CPI-EX-01 to CPI-EX-19.

use crate::model::EntryStatus as S;

use super::CyberCommand as C;
use super::command::FireMode;
use super::fact::CyberFact;
use super::test_support::*;
use super::{body, check, recoil, shoot, slots, weapon};

fn vic_with(score: i32, n: u8) -> T {
    let mut t = T::new();
    t.start(&[5, 5]);
    t.set_init(VIC, score);
    t.actions("Vic", n).expect("actions");
    t
}

fn fire(
    t: &mut T,
    mode: FireMode,
    dice: &[u32],
) -> Result<Vec<crate::engine::Event>, crate::engine::RuleError> {
    t.own(
        C::Shoot {
            running: false,
            who: "Vic".into(),
            weapon: None,
            mode,
            target: None,
            skill: None,
            difficulty: None,
            modifier: 0,
        },
        dice,
    )
}

#[test]
fn cpi_ex_01_initiative_33_three_of_four_actions() {
    assert_eq!(slots::max_actions(33), 4);
    assert_eq!(slots::slots(33, 4), vec![33, 23, 13, 3]);
    assert_eq!(slots::penalty(4, 3), -9);
    let t = vic_with(33, 3);
    assert_eq!(
        t.slots(VIC),
        vec![
            (33, S::Waiting, -6),
            (23, S::Waiting, -6),
            (13, S::Waiting, -6)
        ]
    );
}

#[test]
fn cpi_ex_02_delaying_the_first_action_to_22() {
    let mut t = vic_with(33, 3);
    t.delay("Vic", 22).expect("delay");
    assert_eq!(t.live(VIC), vec![22, 12, 2]);
    assert!(t.slots(VIC).iter().all(|s| s.2 == -6));
}

#[test]
fn cpi_ex_03_a_delay_to_10_loses_the_second_action_and_the_penalty() {
    let mut t = vic_with(20, 2);
    t.delay("Vic", 10).expect("delay");
    assert_eq!(t.live(VIC), vec![10]);
    assert_eq!(t.slots(VIC)[0].2, 0);
    assert_eq!(t.slots(VIC)[1].1, S::Lost);
}

#[test]
fn cpi_ex_04_a_manual_action_weapon_fires_twice_in_three_actions() {
    let mut t = vic_with(30, 3);
    t.arm(VIC, gun("shotgun", &[("action", "manual")], &[]));
    fire(&mut t, FireMode::Single, &[5]).expect("1");
    t.own(
        C::Chamber {
            running: false,
            who: "Vic".into(),
            weapon: None,
        },
        &[],
    )
    .expect("chamber");
    fire(&mut t, FireMode::Single, &[5]).expect("2");
    assert!(t.live(VIC).is_empty());
    t.end_round();
    t.start(&[5, 5]);
    assert!(
        fire(&mut t, FireMode::Single, &[5]).is_err(),
        "re-chamber first"
    );
    t.own(
        C::Chamber {
            running: false,
            who: "Vic".into(),
            weapon: None,
        },
        &[],
    )
    .expect("first action");
}

#[test]
fn cpi_ex_05_a_pistol_with_three_actions_fires_three_shots() {
    let mut t = vic_with(30, 3);
    t.arm(VIC, gun("pistol", &[("rof", "2")], &[]));
    for _ in 0..3 {
        fire(&mut t, FireMode::Single, &[5]).expect("shot");
    }
    assert!(
        fire(&mut t, FireMode::Single, &[5]).is_err(),
        "no action left"
    );
}

#[test]
fn cpi_ex_06_rof_30_three_bursts_of_10_two_of_15_or_all_in_one_round() {
    let rifle = gun("rifle", &[("action", "auto"), ("rof", "30")], &[]);
    let mut t = vic_with(30, 3);
    t.arm(VIC, rifle.clone());
    for _ in 0..3 {
        fire(&mut t, FireMode::Auto { bullets: 10 }, &[5]).expect("10");
    }
    let mut t = vic_with(30, 2);
    t.arm(VIC, rifle.clone());
    for _ in 0..2 {
        fire(&mut t, FireMode::Auto { bullets: 15 }, &[5]).expect("15");
    }
    let mut t = vic_with(30, 3);
    t.arm(VIC, rifle);
    fire(&mut t, FireMode::Auto { bullets: 30 }, &[5]).expect("30");
    assert!(t.live(VIC).is_empty(), "the whole round");
}

#[test]
fn cpi_ex_07_a_burst_of_10_without_smartgun_fires_8_to_12() {
    assert_eq!(shoot::variation(10, 30), (8, 12));
    for (die, fired) in [(1, 8), (3, 10), (5, 12)] {
        let mut t = T::new();
        t.option("burst-variation", "on");
        t.arm(VIC, gun("smg", &[("action", "auto"), ("rof", "30")], &[]));
        let events = fire(&mut t, FireMode::Auto { bullets: 10 }, &[die, 5]).expect("burst");
        assert!(matches!(facts(&events)[0], CyberFact::CpiShot { fired: f, .. } if *f == fired));
    }
}

#[test]
fn cpi_ex_08_three_rounds_aiming_give_plus_three_a_fourth_nothing() {
    let mut t = T::new();
    for _ in 0..3 {
        t.own(
            C::Aim {
                who: "Vic".into(),
                target: None,
            },
            &[],
        )
        .expect("aim");
    }
    assert_eq!(t.who(VIC).counter("aim"), 3);
    t.own(
        C::Aim {
            who: "Vic".into(),
            target: None,
        },
        &[],
    )
    .expect("aim");
    assert_eq!(t.who(VIC).counter("aim"), 3);
}

#[test]
fn cpi_ex_09_mouv_8_three_actions_8_m_per_action() {
    let mut t = vic_with(30, 3);
    let events = t
        .own(
            C::Run {
                who: "Vic".into(),
                actions: 2,
            },
            &[],
        )
        .expect("run 16");
    assert!(
        facts(&events)
            .iter()
            .any(|f| matches!(f, CyberFact::CpiRan { metres: 16, .. }))
    );
    assert_eq!(t.live(VIC).len(), 1, "a third action left");
    let mut t = vic_with(30, 3);
    t.own(
        C::Run {
            who: "Vic".into(),
            actions: 3,
        },
        &[],
    )
    .expect("run 24");
    assert_eq!(t.who(VIC).counter("run"), 24);
}

#[test]
fn cpi_ex_10_n_max_for_30_9_and_11() {
    assert_eq!(slots::max_actions(30), 3);
    assert_eq!(slots::slots(30, 3), vec![30, 20, 10]);
    assert_eq!(slots::max_actions(9), 1);
    assert_eq!(slots::max_actions(11), 2);
    assert_eq!(slots::slots(11, 2), vec![11, 1]);
}

#[test]
fn cpi_ex_11_initiative_25_second_action_delayed_to_8() {
    let mut t = vic_with(25, 2);
    t.next(); // resolution: Vic acts at 25
    assert_eq!(t.current(), Some((VIC, 25)));
    t.next(); // Vic's second action at 15 (Ganger rolled 5 + 6 = 11)
    assert_eq!(t.current(), Some((VIC, 15)));
    t.delay("Vic", 8).expect("delay");
    assert_eq!(t.current(), Some((GANGER, 11)), "the turn passes on");
    let vic: Vec<i32> = t.slots(VIC).iter().map(|s| s.0).collect();
    assert_eq!(vic, vec![25, 8]);
    assert!(t.slots(VIC).iter().all(|s| s.2 == -3));
}

#[test]
fn cpi_ex_12_four_d6_one_hand_rof_2() {
    let mut t = T::new();
    let g = gun(
        "g",
        &[("damage", "4D6"), ("hands", "one"), ("rof", "2")],
        &[],
    );
    assert_eq!(recoil::con_min(&t.state, &g), Some(12));
    t.option("con-min-modifiers", "product");
    assert_eq!(recoil::con_min(&t.state, &g), Some(8));
}

#[test]
fn cpi_ex_13_five_d6_stock_rof_30() {
    let mut t = T::new();
    let g = gun(
        "g",
        &[("damage", "5D6"), ("hands", "stock"), ("rof", "30")],
        &[],
    );
    assert_eq!(
        recoil::con_min_exact(&t.state, &g),
        Some((30 * 250, 600)),
        "12.5"
    );
    assert_eq!(recoil::con_min(&t.state, &g), Some(13));
    t.option("con-min-modifiers", "product");
    assert_eq!(recoil::con_min(&t.state, &g), Some(5));
}

#[test]
fn cpi_ex_14_shotgun_max_24_stock_rof_2() {
    let t = T::new();
    let g = gun(
        "g",
        &[
            ("damage", "4D6"),
            ("kind", "shotgun"),
            ("hands", "stock"),
            ("rof", "2"),
        ],
        &[],
    );
    assert_eq!(recoil::con_min(&t.state, &g), Some(9));
}

#[test]
fn cpi_ex_15_forty_mm_grenade_launcher() {
    let t = T::new();
    let g = gun(
        "g",
        &[
            ("kind", "grenade"),
            ("calibre", "40"),
            ("hands", "stock"),
            ("rof", "1"),
        ],
        &[],
    );
    assert_eq!(recoil::con_min(&t.state, &g), Some(18));
}

#[test]
fn cpi_ex_16_con_9_on_a_bipod_against_con_min_13() {
    let mut t = T::new();
    let mut c = t.who(GANGER).clone();
    c.stats.insert("con".into(), 9);
    c.conditions.push(crate::model::Condition {
        target: None,
        name: recoil::SUPPORT.into(),
        value: Some(12),
        expiry: crate::model::Expiry::Manual,
    });
    let g = gun("g", &[("con-min", "13")], &[]);
    assert_eq!(recoil::effective_con(&t.state, &c), 12);
    assert_eq!(recoil::penalty(&t.state, &c, &g), -1);
    t.option("facd-penalty", "none");
    assert_eq!(recoil::penalty(&t.state, &c, &g), 0);
}

#[test]
fn cpi_ex_17_natural_1_skill_6_reroll_7_or_4() {
    let t = T::new();
    assert!(check::confirm(&t.state, 7, 6, None).confirmed);
    assert!(!check::confirm(&t.state, 4, 6, None).confirmed);
}

#[test]
fn cpi_ex_18_reroll_2_jams_a_standard_weapon_not_a_very_reliable_one() {
    let t = T::new();
    let standard = gun("g", &[], &[]);
    let very = gun("g", &[("reliability", "very-reliable")], &[]);
    let f = check::confirm(&t.state, 2, 6, Some(&standard));
    assert!(
        !f.confirmed && f.jam == Some((3, true)),
        "a plain failure, jammed"
    );
    assert_eq!(
        check::confirm(&t.state, 2, 6, Some(&very)).jam,
        Some((1, false))
    );
    assert_eq!(
        weapon::reliability(&gun("g", &[("reliability", "unreliable")], &[])),
        5
    );
}

#[test]
fn cpi_ex_19_ten_points_are_critical() {
    let mut t = T::new();
    t.own(
        C::Damage {
            who: "Vic".into(),
            points: 10,
            dice: None,
        },
        &[1],
    )
    .expect("damage");
    let vic = t.who(VIC);
    assert_eq!(body::level(&t.state, vic), 3);
    assert_eq!(body::effective(&t.state, vic, "ref"), 5);
    assert_eq!(body::stun_modifier(3), -2);
}
