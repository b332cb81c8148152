//! One test per mechanic of shots and wounds, CPI-11 to CPI-18 (running, recoil and
//! CON min, supports, a natural 1's confirmation, jams, the body track and its saves),
//! through `decide` and the fold; CPI-01 to CPI-10 are in `mechanics_tests.rs`.

use crate::engine::Command;
use crate::model::Step;

use super::CyberCommand as C;
use super::command::{FireMode, SaveKind, Support};
use super::fact::CyberFact;
use super::test_support::*;
use super::{body, recoil, weapon};

#[test]
fn cpi_11_running_distance_per_action_and_minus_five_on_shots() {
    let mut t = T::new();
    t.arm(VIC, pistol());
    t.start(&[5, 5]);
    t.set_init(VIC, 30);
    t.actions("Vic", 3).expect("3");
    let events = t
        .own(
            C::Run {
                who: "Vic".into(),
                actions: 2,
            },
            &[],
        )
        .expect("run");
    assert!(matches!(
        facts(&events)[0],
        CyberFact::CpiSpent { actions: 2, .. }
    ));
    assert!(
        facts(&events)
            .iter()
            .any(|f| matches!(f, CyberFact::CpiRan { metres: 16, .. }))
    );
    let mut running = shoot("Vic", FireMode::Single);
    if let C::Shoot { running: r, .. } = &mut running {
        *r = true;
    }
    let events = t.own(running, &[5]).expect("shot while running");
    let CyberFact::CpiShot { check, .. } = facts(&events)[0] else {
        panic!()
    };
    assert!(
        check
            .terms
            .iter()
            .any(|t| t.name == "running" && t.value == -5)
    );
    assert!(
        facts(&events)
            .iter()
            .any(|f| matches!(f, CyberFact::CpiRan { metres: 8, .. }))
    );
}

#[test]
fn cpi_12_recoil_compares_current_con_with_con_min() {
    let mut t = T::new();
    let heavy = gun(
        "cannon",
        &[("damage", "6D10"), ("hands", "one"), ("rof", "1")],
        &[],
    );
    // 60 / 5 × (2 + 1) = 36.
    assert_eq!(recoil::con_min(&t.state, &heavy), Some(36));
    assert_eq!(recoil::penalty(&t.state, t.who(VIC), &heavy), 8 - 36);
    let light = gun("holdout", &[("damage", "1D6"), ("hands", "one")], &[]);
    assert_eq!(recoil::penalty(&t.state, t.who(VIC), &light), 0);
    // Current CON lowered by drugs.
    t.run(
        Command::Condition {
            who: "Vic".into(),
            name: body::CON_LOSS.into(),
            value: Some(6),
            lasting: crate::engine::Lasting::Manual,
        },
        &[],
    )
    .expect("con loss");
    assert_eq!(body::current_con(t.who(VIC)), 2);
    assert_eq!(
        recoil::penalty(&t.state, t.who(VIC), &light),
        2 - 3,
        "1D6 one hand: 1 × 3"
    );
}

#[test]
fn cpi_13_con_min_from_the_tables() {
    let t = T::new();
    let g = |words: &[(&str, &str)]| gun("g", words, &[]);
    let s = &t.state;
    assert_eq!(
        recoil::con_min(s, &g(&[("damage", "4D6"), ("hands", "one"), ("rof", "2")])),
        Some(12)
    );
    assert_eq!(
        recoil::con_min(s, &g(&[("damage", "3D10"), ("hands", "two")])),
        Some(12)
    );
    assert_eq!(
        recoil::con_min(
            s,
            &g(&[("kind", "grenade"), ("calibre", "40"), ("hands", "stock")])
        ),
        Some(18)
    );
    assert_eq!(
        recoil::con_min(
            s,
            &g(&[
                ("kind", "grenade"),
                ("calibre", "40"),
                ("hands", "stock"),
                ("special", "hv")
            ])
        ),
        Some(36),
        "12 × (0.5 + 1 + 1.5)"
    );
    assert_eq!(
        recoil::con_min(
            s,
            &g(&[
                ("damage", "6D6"),
                ("hands", "two"),
                ("rof", "1"),
                ("con-min", "3")
            ])
        ),
        Some(3),
        "the GM's value"
    );
}

#[test]
fn cpi_14_supports_and_cyberarms_count_as_a_con() {
    let mut t = T::new();
    assert_eq!(recoil::effective_con(&t.state, t.who(VIC)), 8);
    t.own(
        C::Support {
            who: "Vic".into(),
            support: Some(Support::Tripod),
        },
        &[],
    )
    .expect("tripod");
    assert_eq!(recoil::effective_con(&t.state, t.who(VIC)), 16);
    t.own(
        C::Support {
            who: "Vic".into(),
            support: None,
        },
        &[],
    )
    .expect("none");
    assert_eq!(recoil::effective_con(&t.state, t.who(VIC)), 8);
    let mut c = t.who(GANGER).clone();
    c.stats.insert(recoil::CYBERARM.into(), 1);
    assert_eq!(recoil::effective_con(&t.state, &c), 12);
    assert_eq!(Support::ALL.map(Support::con), [12, 14, 16, 18, 20, 22]);
}

#[test]
fn cpi_15_the_fac_d_penalty_goes_on_the_shot() {
    let mut t = T::new();
    t.arm(
        VIC,
        gun(
            "rifle",
            &[
                ("damage", "5D6"),
                ("hands", "stock"),
                ("rof", "30"),
                ("action", "auto"),
            ],
            &[],
        ),
    );
    let events = t.own(shoot("Vic", FireMode::Single), &[5]).expect("shot");
    let CyberFact::CpiShot { check, .. } = facts(&events)[0] else {
        panic!()
    };
    assert!(
        check
            .terms
            .iter()
            .any(|t| t.name == "recoil" && t.value == 8 - 13)
    );
}

#[test]
fn cpi_16_a_natural_one_is_confirmed_by_a_second_d10_against_the_skill() {
    let mut t = T::new();
    let check = |skill: &str| C::Check {
        who: "Vic".into(),
        stat: "ref".into(),
        skill: Some(skill.into()),
        difficulty: Some(10),
        modifier: 0,
    };
    let events = t.own(check("handgun"), &[1, 7]).expect("check");
    let CyberFact::CpiCheck { check: rec, .. } = facts(&events)[0] else {
        panic!()
    };
    assert!(
        rec.fumble
            .as_ref()
            .is_some_and(|f| f.confirmed && f.die == 7)
    );
    assert_eq!(rec.success(), Some(false));
    let events = t.own(check("handgun"), &[1, 4]).expect("check");
    let CyberFact::CpiCheck { check: rec, .. } = facts(&events)[0] else {
        panic!()
    };
    assert!(rec.fumble.as_ref().is_some_and(|f| !f.confirmed));
}

#[test]
fn cpi_17_the_same_d10_less_reliability_decides_a_jam() {
    let mut t = T::new();
    t.arm(VIC, pistol());
    t.own(shoot("Vic", FireMode::Single), &[1, 2])
        .expect("shot");
    assert!(t.gear(VIC, "pistol").flag(weapon::JAMMED), "2 − 3 ≤ 0");
    assert!(t.own(shoot("Vic", FireMode::Single), &[5]).is_err());
    t.own(
        C::Unjam {
            running: false,
            who: "Vic".into(),
            weapon: None,
        },
        &[],
    )
    .expect("unjam");
    assert!(!t.gear(VIC, "pistol").flag(weapon::JAMMED));
    t.arm(VIC, gun("pistol", &[("reliability", "very-reliable")], &[]));
    t.own(shoot("Vic", FireMode::Single), &[1, 2])
        .expect("shot");
    assert!(!t.gear(VIC, "pistol").flag(weapon::JAMMED), "2 − 1 > 0");
    t.own(
        C::Fumble {
            who: "Vic".into(),
            skill: 6,
            weapon: Some("pistol".into()),
        },
        &[1],
    )
    .expect("fumble");
    assert!(t.gear(VIC, "pistol").flag(weapon::JAMMED));
}

#[test]
fn cpi_18_the_body_track_its_effects_and_saves() {
    let mut t = T::new();
    // 6 points: Serious, REF −2; stun save d10 3 ≤ 8 − 1.
    t.own(
        C::Damage {
            who: "Vic".into(),
            points: 6,
            dice: None,
        },
        &[3],
    )
    .expect("damage");
    assert_eq!(body::level(&t.state, t.who(VIC)), 2);
    assert_eq!(body::effective(&t.state, t.who(VIC), "ref"), 8);
    assert!(!t.who(VIC).has_condition(body::STUNNED));
    // 14 points: Mortal 0; stun save 9 > 8 − 3: stunned; a death save due.
    t.own(
        C::Damage {
            who: "Vic".into(),
            points: 8,
            dice: None,
        },
        &[9],
    )
    .expect("damage");
    assert_eq!(body::mortal(body::level(&t.state, t.who(VIC))), Some(0));
    assert_eq!(
        body::effective(&t.state, t.who(VIC), "ref"),
        4,
        "10 ÷ 3 rounded up"
    );
    assert!(t.who(VIC).has_condition(body::STUNNED));
    assert!(t.who(VIC).has_condition(body::DEATH_SAVE));
    // Death save: 1D10 ≤ CON − mortal level (8 − 0); a 9 kills.
    t.own(
        C::Save {
            who: "Vic".into(),
            kind: SaveKind::Death,
        },
        &[9],
    )
    .expect("save");
    assert!(t.who(VIC).has_condition(body::DEAD));
    assert!(
        t.own(
            C::Save {
                who: "Ganger".into(),
                kind: SaveKind::Death
            },
            &[5]
        )
        .is_err()
    );
    // Death saves come due each round at a mortal level.
    let mut t = T::new();
    t.own(
        C::Damage {
            who: "Ganger".into(),
            points: 20,
            dice: None,
        },
        &[1],
    )
    .expect("damage");
    t.own(
        C::Save {
            who: "Ganger".into(),
            kind: SaveKind::Death,
        },
        &[1],
    )
    .expect("save");
    t.start(&[5, 5]);
    assert_eq!(
        t.who(GANGER)
            .conditions
            .iter()
            .find(|c| c.name == body::DEATH_SAVE)
            .and_then(|c| c.value),
        Some(1)
    );
    assert_eq!(t.state.step, Step::Declaration);
}

/// CPI-18 with the damage dice rolled (issue 33): `damage WHO 2d6+3` throws the dice into
/// the log and marks their total; under `dice table` they are asked of the table by count
/// and for whom, and given after a colon they are taken as rolled.
#[test]
fn cpi_18_damage_dice_are_rolled_onto_the_track_or_asked_of_the_table() {
    let mut t = T::new();
    let events = t
        .own(
            C::Damage {
                who: "Vic".into(),
                points: 0,
                dice: Some("2d6+3".into()),
            },
            &[4, 5, 1],
        )
        .expect("damage");
    let total = events.iter().find_map(|e| match e {
        crate::engine::Event::DiceRolled { roll } => Some(roll.total),
        _ => None,
    });
    assert_eq!(total, Some(12), "4 + 5 + 3: {events:?}");
    assert_eq!(body::points(t.who(VIC)), 12);
    use crate::engine::table_check::{command, run, timeline};
    let mut table = timeline(super::ID, &["add Vic pc from solo", "option dice table"]);
    let refused = table
        .decide(
            &command(&table, "damage vic 2d6+3"),
            &mut crate::engine::ScriptedDice::new([]),
        )
        .expect_err("no dice given");
    let text = refused.to_string();
    assert!(text.contains("the damage dice: 2 dice to roll at the table for Vic: add the values after the dice, with a colon: 2d6+3:N,N"), "{text}");
    run(&mut table, "damage vic 2d6+3:6,6 save=9");
    let vic = table.state().by_name("Vic").expect("Vic");
    assert_eq!(body::points(vic), 15);
}
