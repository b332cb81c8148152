//! Tests of a shot's target terms (COR-24 to COR-28, COR-EX-05, 06, 14, COR-OP-12, 20):
//! size, movement, cover, crowds and engaged targets, unshouldered arms, visibility.

use crate::decide::fire;
use crate::decide::fire::tests::{T, pending, shot_of, terms};
use crate::engine::apply_all;
use crate::fact_fire::Stray;

#[test]
fn cor_24_25_size_and_movement_terms() {
    let mut t = T::new();
    let shot = t.shot("shoot Rook at Ganger range long size hand moving sprint");
    assert_eq!(
        terms(&shot),
        [
            ("range".into(), 20),
            ("size".into(), 15),
            ("moving".into(), 5)
        ]
    );
    // The target's current speed (counter speed), and along the axis only +1.
    t.ok("move Ganger flat", &[]);
    let shot = t.shot("shoot Rook at Ganger range long moving");
    assert_eq!(terms(&shot)[1], ("moving".into(), 3));
    let shot = t.shot("shoot Rook at Ganger range long moving 40 axis");
    assert_eq!(terms(&shot)[1], ("moving-axis".into(), 1));
}

#[test]
fn cor_27_a_miss_by_5_behind_cover_strikes_the_obstacle() {
    let mut t = T::new();
    // 4 + 3 + 1 + 1 + 6 = 15 against 15 + 5 (the torso shows) = 20: missed by 5.
    let events = t.ok(
        "shoot Rook at Ganger range medium size torso cover wood",
        &[4, 3, 1, 1],
    );
    let shot = shot_of(&events);
    assert_eq!(shot.against, 20);
    assert_eq!(
        pending(&events).as_deref(),
        Some("hurt ganger by rook with rifle margin 0 protection 10"),
        "COR-OP-11: the protection adds to soak if it goes through"
    );
    assert_eq!(
        shot.stray,
        Some(Stray::Obstacle {
            protection: crate::target::Protection::Wood
        })
    );
    let shot = t.shot("shoot Rook at Ganger range medium size torso cover wood");
    assert_eq!(shot.stray, None, "missed by 10");
}

#[test]
fn cor_28_ex_05_a_crowd_near_miss_hits_a_passer_by() {
    let mut t = T::new();
    // COR-EX-05: head and shoulders +7 (arm), along the axis +1, crowd +5: +13.
    let shot = shot_of(&t.ok(
        "shoot Sniper at Rook range medium size arm moving run axis crowd 5",
        &[3, 3, 3],
    ));
    assert_eq!(shot.difficulty.total() - 15, 13);
    assert_eq!(shot.against - shot.roll.total, 28 - 14);
    assert_eq!(shot.stray, None, "missed by 14 > 5");
    let shot = shot_of(&t.ok(
        "shoot Sniper at Rook range medium size arm moving run axis crowd 5",
        &[6, 6, 6],
    ));
    assert_eq!(shot.against - shot.roll.total, 5);
    assert_eq!(
        shot.stray,
        Some(Stray::Other {
            who: None,
            d100: None
        })
    );
}

#[test]
fn cor_op_12_an_engaged_near_miss_picks_another_participant() {
    let mut t = T::new();
    let (rook, ganger) = (t.who("Rook").id, t.who("Ganger").id);
    apply_all(
        &mut t.state,
        &[fire::added(
            rook,
            "engaged",
            None,
            Some(ganger),
            crate::model::Expiry::Manual,
        )],
    );
    // Engaged, 3 participants: +9; a miss by 9 strays under `at-most`, not by default
    // (« inférieure », strictly below) nor under `below`.
    let line = "shoot Sniper at Ganger range short engaged 3 bonus 0";
    assert_eq!(shot_of(&t.ok(line, &[1, 1, 3])).stray, None);
    t.option("stray", "at-most");
    let events = t.ok(line, &[1, 1, 3, 50]);
    let shot = shot_of(&events);
    assert_eq!(shot.against - shot.roll.total, 14 - 5);
    assert_eq!(
        pending(&events).as_deref(),
        Some("hurt rook by sniper with rifle margin 0")
    );
    assert_eq!(
        shot.stray,
        Some(Stray::Other {
            who: Some(rook),
            d100: Some(50)
        })
    );
    t.option("stray", "below");
    let shot = shot_of(&t.ok(line, &[1, 1, 3]));
    assert_eq!(shot.stray, None);
}

#[test]
fn cor_ex_06_an_unshouldered_long_arm_is_capped_and_snap() {
    let mut t = T::new();
    let shot = t.shot("shoot Rook at Ganger with rifle distance 25 unshouldered");
    assert_eq!(
        terms(&shot),
        [("range".into(), 25), ("snap".into(), 3)],
        "25 m > 20: extreme"
    );
    assert!(
        t.refused("shoot Rook at Ganger with rifle distance 31 unshouldered")
            .contains("30")
    );
}

#[test]
fn cor_ex_14_poor_visibility_with_and_without_infrared() {
    let mut t = T::new();
    t.stat("Rook", "perception", 4);
    let shot = t.shot("shoot Rook at Ganger range medium visibility poor 40");
    assert_eq!(terms(&shot)[1], ("visibility".into(), 8));
    let shot = t.shot("shoot Rook at Ganger range medium visibility poor 40 ir");
    assert_eq!(terms(&shot)[1], ("visibility".into(), 7));
}

#[test]
fn cor_op_20_divisions_round_down_or_to_the_nearest() {
    let mut t = T::new();
    // 3 + 30 / (2 × 4) = 3 + 3.75.
    t.stat("Rook", "perception", 4);
    let shot = t.shot("shoot Rook at Ganger range medium visibility poor 30");
    assert_eq!(terms(&shot)[1].1, 6);
    t.option("rounding", "nearest");
    let shot = t.shot("shoot Rook at Ganger range medium visibility poor 30");
    assert_eq!(terms(&shot)[1].1, 7);
}
