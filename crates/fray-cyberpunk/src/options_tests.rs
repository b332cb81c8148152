//! Each open point's option (CPI-OP-01 to CPI-OP-14) and editable default, both ways.

use crate::model::EntryStatus as S;
use crate::rules::RuleSystem;

use super::CyberCommand as C;
use super::command::{FireMode, Support};
use super::test_support::*;
use super::{body, check, options, recoil};

fn shot(t: &mut T, dice: &[u32]) -> Vec<crate::engine::Event> {
    t.own(
        C::Shoot {
            running: false,
            who: "Vic".into(),
            weapon: None,
            mode: FireMode::Single,
            target: None,
            skill: None,
            difficulty: None,
            modifier: 0,
        },
        dice,
    )
    .expect("shot")
}

#[test]
fn every_option_is_listed_and_checked() {
    let system = super::system();
    let keys: Vec<&str> = system.options().iter().map(|o| o.0).collect();
    assert_eq!(keys.len(), 20);
    for (key, good, bad) in [
        ("initiative", "d10+ref", "2d6+ref"),
        ("initiative-timing", "once", "never"),
        ("tie", "keep", "coin"),
        ("action-penalty", "4", "11"),
        ("delay-penalty", "keep", "x"),
        ("reload-actions", "2", "0"),
        ("burst-variation", "on", "yes"),
        ("aim-reset", "shot-only", "x"),
        ("con-min-modifiers", "product", "x"),
        ("support", "replace", "x"),
        ("facd-penalty", "half", "x"),
        ("jam", "confirmed-only", "x"),
        ("con-min-rounding", "nearest", "x"),
        ("rof3", "auto", "x"),
        ("running-malus", "3", "x"),
        ("level-boxes", "5", "0"),
        ("wound-effects", "off", "x"),
        ("stun-save", "manual", "x"),
        ("out-of-slot", "next-slot", "interrupt"),
        ("rest-points", "0", "41"),
    ] {
        assert!(keys.contains(&key), "{key} listed");
        assert_eq!(system.check_option(key, good), Ok(()), "{key} {good}");
        assert!(system.check_option(key, bad).is_err(), "{key} {bad}");
    }
    assert!(system.check_option("nope", "1").is_err());
}

#[test]
fn cpi_op_01_the_initiative_formula() {
    let mut t = T::new();
    t.start(&[5, 5]);
    assert_eq!(
        t.who(VIC).initiative.as_ref().map(|i| i.score),
        Some(5 + 10 + 3)
    );
    let mut t = T::new();
    t.option("initiative", "d10+ref");
    t.start(&[5, 5]);
    assert_eq!(
        t.who(VIC).initiative.as_ref().map(|i| i.score),
        Some(5 + 10)
    );
}

#[test]
fn cpi_op_02_repeated_ties_reroll_or_stay() {
    let mut t = T::new();
    t.start(&[1, 8, 4, 4, 2, 9]);
    assert_eq!(t.state.ladder.tiebreak(VIC).len(), 2);
    let mut t = T::new();
    t.option("tie", "keep");
    t.start(&[1, 8, 4, 4, 2, 9]);
    assert_eq!(t.state.ladder.tiebreak(VIC).len(), 1);
}

#[test]
fn cpi_op_03_the_penalty_per_extra_action() {
    let mut t = T::new();
    t.option("action-penalty", "2");
    t.start(&[5, 5]);
    t.set_init(VIC, 30);
    t.actions("Vic", 3).expect("3");
    assert_eq!(t.slots(VIC)[0].2, -4);
}

#[test]
fn cpi_op_04_the_penalty_after_a_delay_recomputed_or_kept() {
    for (value, malus) in [("recompute", 0), ("keep", -3)] {
        let mut t = T::new();
        t.option("delay-penalty", value);
        t.start(&[5, 5]);
        t.set_init(VIC, 20);
        t.actions("Vic", 2).expect("2");
        t.delay("Vic", 10).expect("delay");
        assert_eq!(t.slots(VIC)[0], (10, S::Waiting, malus), "{value}");
    }
}

#[test]
fn cpi_op_04_actions_already_resolved_keep_their_penalty() {
    let mut t = T::new();
    t.start(&[5, 5]);
    t.set_init(VIC, 35);
    t.actions("Vic", 3).expect("3");
    t.next(); // Vic at 35
    t.next(); // Vic at 25: the first is resolved at −6
    t.delay("Vic", 9).expect("delay");
    assert_eq!(
        t.slots(VIC),
        vec![(35, S::Acted, -6), (9, S::Waiting, -3), (-1, S::Lost, -6)]
    );
}

#[test]
fn cpi_op_05_reload_actions() {
    for (value, left) in [("1", 2), ("2", 1)] {
        let mut t = T::new();
        t.option("reload-actions", value);
        t.arm(
            VIC,
            gun("pistol", &[("ammo", "0"), ("magazine", "12")], &[]),
        );
        t.start(&[5, 5]);
        t.set_init(VIC, 30);
        t.actions("Vic", 3).expect("3");
        t.own(
            C::Reload {
                running: false,
                who: "Vic".into(),
                weapon: None,
            },
            &[],
        )
        .expect("reload");
        assert_eq!(t.live(VIC).len(), left);
        assert_eq!(t.gear(VIC, "pistol").value("ammo"), Some(12));
    }
}

#[test]
fn cpi_op_06_burst_variation_capped_by_ammo() {
    let mut t = T::new();
    t.option("burst-variation", "on");
    t.arm(
        VIC,
        gun(
            "smg",
            &[("action", "auto"), ("rof", "30"), ("ammo", "9")],
            &[],
        ),
    );
    let events = t
        .own(
            C::Shoot {
                running: false,
                who: "Vic".into(),
                weapon: None,
                mode: FireMode::Auto { bullets: 10 },
                target: None,
                skill: None,
                difficulty: None,
                modifier: 0,
            },
            &[2, 5],
        )
        .expect("burst");
    assert!(
        matches!(
            facts(&events)[0],
            super::CyberFact::CpiShot { fired: 9, .. }
        ),
        "8..9"
    );
    assert_eq!(t.gear(VIC, "smg").value("ammo"), Some(0));
}

#[test]
fn cpi_op_07_aim_reset_by_any_action_or_only_the_shot() {
    for (value, kept) in [("any-action", 0), ("shot-only", 1)] {
        let mut t = T::new();
        t.option("aim-reset", value);
        t.own(
            C::Aim {
                who: "Vic".into(),
                target: None,
            },
            &[],
        )
        .expect("aim");
        t.own(
            C::Act {
                running: false,
                who: "Vic".into(),
                activity: super::Activity::Melee,
            },
            &[],
        )
        .expect("act");
        assert_eq!(t.who(VIC).counter("aim"), kept, "{value}");
    }
}

#[test]
fn cpi_op_08_and_12_sum_or_product_rounded_up_nearest_or_down() {
    let mut t = T::new();
    let g = gun(
        "g",
        &[("damage", "5D6"), ("hands", "stock"), ("rof", "30")],
        &[],
    );
    for (rounding, value) in [("up", 13), ("nearest", 13), ("down", 12)] {
        t.option("con-min-rounding", rounding);
        assert_eq!(recoil::con_min(&t.state, &g), Some(value), "{rounding}");
    }
    t.option("con-min-modifiers", "product");
    assert_eq!(recoil::con_min(&t.state, &g), Some(5));
}

#[test]
fn cpi_op_09_a_support_beats_or_replaces_the_con() {
    let mut t = T::new();
    t.run(
        crate::engine::Command::Set {
            who: "Vic".into(),
            assigns: vec![crate::engine::Assign {
                key: "con".into(),
                value: crate::engine::AssignValue::Number { value: 14 },
            }],
        },
        &[],
    )
    .expect("con 14");
    t.own(
        C::Support {
            who: "Vic".into(),
            support: Some(Support::Bipod),
        },
        &[],
    )
    .expect("bipod");
    assert_eq!(recoil::effective_con(&t.state, t.who(VIC)), 14);
    t.option("support", "replace");
    assert_eq!(recoil::effective_con(&t.state, t.who(VIC)), 12);
}

#[test]
fn cpi_op_10_the_fac_d_penalty_equal_half_or_none() {
    let mut t = T::new();
    let g = gun("g", &[("con-min", "13")], &[]);
    for (value, penalty) in [("equal", -5), ("half", -3), ("none", 0)] {
        t.option("facd-penalty", value);
        assert_eq!(
            recoil::penalty(&t.state, t.who(VIC), &g),
            penalty,
            "{value}"
        );
    }
}

#[test]
fn cpi_op_11_jams_on_every_natural_one_or_only_confirmed_fumbles() {
    let mut t = T::new();
    let g = gun("g", &[], &[]);
    assert_eq!(
        check::confirm(&t.state, 2, 6, Some(&g)).jam,
        Some((3, true))
    );
    t.option("jam", "confirmed-only");
    assert_eq!(check::confirm(&t.state, 2, 6, Some(&g)).jam, None);
    assert_eq!(
        check::confirm(&t.state, 3, 2, Some(&g)).jam,
        Some((3, true))
    );
}

#[test]
fn cpi_op_13_rof_3_semi_or_auto_band() {
    let mut t = T::new();
    assert_eq!(recoil::rof_factor(&t.state, 3), 100);
    t.option("rof3", "auto");
    assert_eq!(recoil::rof_factor(&t.state, 3), 175);
    assert_eq!(recoil::rof_factor(&t.state, 4), 175);
}

#[test]
fn cpi_11_running_malus_option() {
    let mut t = T::new();
    t.option("running-malus", "3");
    t.arm(VIC, gun("pistol", &[], &[]));
    t.own(
        C::Run {
            who: "Vic".into(),
            actions: 1,
        },
        &[],
    )
    .expect("run");
    let events = shot(&mut t, &[5]);
    let super::CyberFact::CpiShot { check, .. } = facts(&events)[0] else {
        panic!()
    };
    assert!(
        !check.terms.iter().any(|t| t.name == "running"),
        "the run was its own action"
    );
    let running = C::Shoot {
        running: true,
        who: "Vic".into(),
        weapon: None,
        mode: FireMode::Single,
        target: None,
        skill: None,
        difficulty: None,
        modifier: 0,
    };
    let events = t.own(running, &[5]).expect("a shot while running");
    let super::CyberFact::CpiShot { check, .. } = facts(&events)[0] else {
        panic!()
    };
    assert!(
        check
            .terms
            .iter()
            .any(|t| t.name == "running" && t.value == -3)
    );
    assert_eq!(options::running_malus(&T::new().state), 5);
}

#[test]
fn cpi_18_level_boxes_wound_effects_and_stun_save_options() {
    let mut t = T::new();
    t.option("level-boxes", "5");
    assert!(
        matches!(&t.who(VIC).damage, crate::model::DamageTrack::Monitors { tracks } if tracks[0].boxes == 50)
    );
    t.option("wound-effects", "off");
    t.option("stun-save", "manual");
    let events = t
        .own(
            C::Damage {
                who: "Vic".into(),
                points: 12,
                dice: None,
            },
            &[],
        )
        .expect("damage");
    assert_eq!(facts(&events).len(), 0, "no save rolled");
    assert_eq!(body::level(&t.state, t.who(VIC)), 3);
    assert_eq!(body::effective(&t.state, t.who(VIC), "ref"), 10);
}
