//! Shots and aiming through the decisions (COR-16 to COR-20, COR-23, COR-EX-04, 10, 11,
//! 15, 16, COR-OP-07, 09, 14); the target's terms are in `fire_target_tests.rs`.

use crate::decide::fire;
use crate::decide::fire::tests::{T, pending, shot_of, terms};
use crate::engine::{Event, apply_all};

#[test]
fn cor_16_the_band_comes_from_the_distance_and_the_weapon_sheet() {
    let mut t = T::new();
    let shot = shot_of(&t.ok("shoot Rook at Ganger with rifle distance 40", &[6, 6, 6, 6]));
    assert_eq!(terms(&shot), [("range".into(), 15)]);
    assert_eq!(shot.margins, vec![24 + 6 - 15]);
    assert_eq!(
        t.who("Rook").gear("rifle").and_then(|g| g.value("rounds")),
        Some(29)
    );
    assert!(
        t.refused("shoot Rook at Ganger with rifle distance 400")
            .contains("300")
    );
    // +1d damage per 10 margin, in the pending damage step.
    let events = t.ok("shoot Rook at Ganger with rifle range short", &[6, 6, 6, 6]);
    assert_eq!(shot_of(&events).margins, vec![25]);
    assert_eq!(
        pending(&events).as_deref(),
        Some("hurt ganger by rook with rifle margin 25")
    );
}

#[test]
fn cor_17_18_a_snap_shot_adds_the_weapon_malus() {
    let mut t = T::new();
    let shot = shot_of(&t.ok(
        "shoot Rook at Ganger with rifle range medium snap",
        &[3, 3, 3, 3],
    ));
    assert_eq!(terms(&shot), [("range".into(), 15), ("snap".into(), 3)]);
    assert_eq!((shot.roll.total, shot.margins.clone()), (18, vec![0]));
}

#[test]
fn cor_ex_15_a_reflex_shot_adds_the_reaction_failure_margin() {
    let mut t = T::new();
    // Reaction 3d6 + vigilance 2 = 4+5+5+2 = 16 against 20 (beside): +4.
    let shot = shot_of(&t.ok(
        "shoot Rook at Ganger range short reflex side",
        &[4, 5, 5, 6, 6, 6, 6],
    ));
    // A target appearing now is not seen « depuis plus d'1s »: a snap shot (COR-17).
    assert_eq!(
        terms(&shot),
        [
            ("range".into(), 5),
            ("snap".into(), 3),
            ("reflex".into(), 4)
        ]
    );
    assert_eq!(shot.reflex.as_ref().map(|r| r.total), Some(16));
}

#[test]
fn cor_19_aiming_gathers_a_bonus_spent_by_the_next_shot() {
    let mut t = T::new();
    // Acquisition: standard shot at long range (20), 4d6 + 6 + the rifle's aim 4.
    t.ok(
        "aim Rook at Sniper with rifle range long prone",
        &[3, 3, 3, 3],
    );
    let sniper = t.who("Sniper").id;
    let aim = |t: &T| fire::held(t.who("Rook"), "aim", Some(sniper));
    assert_eq!(aim(&t), Some(3));
    t.ok(
        "aim Rook at Sniper with rifle range long prone",
        &[3, 3, 3, 3],
    );
    assert_eq!(aim(&t), Some(6), "cumulative");
    // A failure loses it all.
    t.ok(
        "aim Rook at Sniper with rifle range long prone",
        &[1, 1, 1, 1],
    );
    assert_eq!(aim(&t), None);
    t.ok(
        "aim Rook at Sniper with rifle range long braced",
        &[3, 3, 3, 3],
    );
    let shot = shot_of(&t.ok(
        "shoot Rook at Sniper with rifle range long aimed",
        &[2, 2, 2, 2],
    ));
    assert_eq!((shot.aim, shot.roll.total), (2, 8 + 6 + 2));
    assert_eq!(aim(&t), None, "spent by the shot");
    assert!(
        t.refused("shoot Rook at Sniper with rifle range long aimed")
            .contains("Sniper")
    );
}

#[test]
fn cor_ex_16_the_acquisition_cap_is_min_of_skill_and_scope() {
    let mut t = T::new();
    for _ in 0..3 {
        t.ok(
            "aim Rook at Sniper with rifle range long prone",
            &[6, 6, 6, 6],
        );
    }
    let sniper = t.who("Sniper").id;
    assert_eq!(
        fire::held(t.who("Rook"), "aim", Some(sniper)),
        Some(9),
        "raw +9"
    );
    let shot = t.shot("shoot Rook at Sniper with rifle range long");
    assert_eq!(shot.aim, 4, "capped at min(6, 4)");
}

#[test]
fn cor_op_07_the_cap_may_take_the_higher() {
    let mut t = T::new();
    t.option("aim-cap", "max");
    for _ in 0..3 {
        t.ok(
            "aim Rook at Sniper with rifle range long prone",
            &[6, 6, 6, 6],
        );
    }
    let shot = t.shot("shoot Rook at Sniper with rifle range long");
    assert_eq!(shot.aim, 6, "capped at max(6, 4)");
}

#[test]
fn cor_20_point_blank_gives_5_to_the_shooter() {
    let mut t = T::new();
    let shot = t.shot("shoot Rook at Ganger with rifle distance 2");
    assert_eq!(
        terms(&shot),
        [("range".into(), 5), ("point-blank".into(), -5)]
    );
    let shot = t.shot("shoot Rook at Ganger range medium pointblank");
    assert_eq!(shot.difficulty.total(), 10);
}

#[test]
fn cor_23_ex_04_ex_10_a_burst_lands_a_bullet_per_multiple() {
    let mut t = T::new();
    // Difficulty 12 before the burst bonus 4 would make it 8: use mod to reach 16 − 4 = 12.
    let events = t.ok(
        "shoot Rook at Ganger with rifle range medium burst 3 mod 1 dice 4 bonus 6",
        &[6, 5, 5, 5],
    );
    let shot = shot_of(&events);
    assert_eq!((shot.against, shot.roll.total), (12, 27));
    assert_eq!(shot.margins, vec![15, 3], "COR-EX-04, COR-EX-10");
    assert_eq!(shot.rounds, 3);
    assert_eq!(
        pending(&events).as_deref(),
        Some("hurt ganger by rook with rifle margin 15 | hurt ganger by rook with rifle margin 3")
    );
    assert_eq!(
        t.who("Rook").gear("rifle").and_then(|g| g.value("rounds")),
        Some(27)
    );
}

#[test]
fn cor_ex_11_a_burst_difficulty_never_falls_under_5() {
    let mut t = T::new();
    let shot = t.shot("shoot Rook at Ganger with rifle range short burst free");
    assert_eq!(
        (shot.difficulty.total(), shot.burst, shot.against),
        (5, 4, 5)
    );
    assert_eq!(shot.rounds, 5);
}

#[test]
fn cor_op_09_burst_hits_are_capped_at_the_rounds_unless_lifted() {
    let mut t = T::new();
    let shot = shot_of(&t.ok(
        "shoot Rook at Ganger with rifle range short burst 3",
        &[6, 6, 6, 6],
    ));
    assert_eq!(shot.margins.len(), 3, "30 / 5 = 6, capped at 3");
    t.option("burst-cap", "none");
    let shot = shot_of(&t.ok(
        "shoot Rook at Ganger with rifle range short burst 3",
        &[6, 6, 6, 6],
    ));
    assert_eq!(shot.margins.len(), 6);
}

#[test]
fn cor_op_14_a_dodge_above_the_difficulty_replaces_it() {
    let mut t = T::new();
    t.cond("Ganger", "dodge", 16);
    let shot = shot_of(&t.ok("shoot Rook at Ganger range short", &[3, 3, 3, 3]));
    assert_eq!(
        (shot.dodge, shot.against, shot.margins.len()),
        (Some(16), 16, 1)
    );
    t.option("dodge-shots", "none");
    let shot = shot_of(&t.ok("shoot Rook at Ganger range short", &[3, 3, 3, 3]));
    assert_eq!((shot.dodge, shot.against), (None, 5));
}

#[test]
fn cor_08_a_shot_is_a_declared_action_through_the_ledger() {
    let mut t = T::new();
    t.cond("Rook", "unbalanced", 1);
    let id = t.who("Rook").id;
    apply_all(
        &mut t.state,
        &[Event::CounterSet {
            who: id,
            name: "confidence".into(),
            value: 2,
        }],
    );
    let shot = t.shot("shoot Rook at Ganger range short confidence 1");
    assert_eq!(shot.malus.situational, 1);
    assert_eq!(
        shot.roll.dice.len(),
        3,
        "4 − 1: the point raises the floor only (COR-OP-21)"
    );
    assert_eq!(t.who("Rook").counter("confidence"), 1);
    assert!(
        t.refused("shoot Rook at Ganger range short confidence 3")
            .contains('3')
    );
}

#[test]
fn cor_33_an_engaged_shooter_has_no_firearm() {
    let mut t = T::new();
    t.cond("Rook", "engaged", 0);
    for line in [
        "shoot Rook at Ganger range short",
        "aim Rook at Ganger range short",
        "cover Rook skill 6 burst free metres 4 from 1 to 5",
    ] {
        let why = t.refused(line);
        assert!(
            why.contains("Rook")
                && why.contains("disengage rook")
                && why.contains("engage rook off"),
            "{line}: {why}"
        );
    }
}

#[test]
fn cor_02_a_shot_with_a_weapon_in_each_hand_is_a_double_action() {
    let mut t = T::new();
    let shot = shot_of(&t.ok("shoot Rook at Ganger range short double", &[1, 1, 1]));
    assert_eq!((shot.malus.double, shot.roll.dice.len()), (1, 3));
}

#[test]
fn cor_31_a_shot_after_draw_use_is_a_snap_double_action_with_the_location_malus() {
    let mut t = T::new();
    // Drawn from a holster: −5 on the roll, so +5 on the difficulty.
    t.cond("Rook", "draw-use", 5);
    let shot = shot_of(&t.ok("shoot Rook at Ganger with rifle range short", &[3, 3, 3]));
    assert_eq!(
        terms(&shot),
        [
            ("range".into(), 5),
            ("snap".into(), 3),
            ("draw-use".into(), 5)
        ]
    );
    assert_eq!((shot.malus.double, shot.roll.dice.len()), (1, 3));
    assert!(!t.who("Rook").has_condition("draw-use"), "used up");
    // The next shot is a plain one again.
    let shot = shot_of(&t.ok("shoot Rook at Ganger with rifle range short", &[3, 3, 3, 3]));
    assert_eq!(terms(&shot), [("range".into(), 5)]);
}

#[test]
fn cor_op_14_cor_32_a_fumbled_dodge_replaces_the_difficulty_even_when_lower() {
    let mut t = T::new();
    // Typed in French: « échec-critique » is `fumble`.
    t.ok("esquive Ganger échec-critique dés 1 bonus 0", &[1]);
    let ganger = t.who("Ganger");
    let rolled = fire::held(ganger, "dodge", None).expect("the dodge stands");
    assert_eq!(fire::held(ganger, "dodge-fumbled", None), Some(rolled));
    assert!(rolled < 5, "lower than the short range's 5");
    // 1 1 1 1 + 6 = 10 against the fumbled dodge, not 5.
    let shot = t.shot("shoot Rook at Ganger range short");
    assert_eq!(
        (shot.dodge, shot.against, shot.margins.clone()),
        (Some(rolled), rolled, vec![10 - rolled])
    );
    // A plain dodge that low does not count.
    let mut t = T::new();
    t.ok("dodge Ganger dice 1 bonus 0", &[1]);
    let shot = t.shot("shoot Rook at Ganger range short");
    assert_eq!((shot.dodge, shot.against), (None, 5));
}
