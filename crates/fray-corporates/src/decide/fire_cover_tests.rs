//! Covering fire and crossing it through the decisions (COR-21, COR-22, COR-EX-12,
//! COR-EX-13, COR-OP-08, COR-OP-20).

use crate::decide::fire::tests::{T, pending, shot_of, terms};
use crate::decide::fire::{self, facts_of};
use crate::engine::{Event, apply_all};
use crate::fact::CorporatesFact;

#[test]
fn cor_21_ex_12_covering_fire_firepower_rounds_and_long_action() {
    let mut t = T::new();
    let events = t.ok(
        "cover Rook skill 6 burst free metres 4 from 3 to 5 exposed Ganger",
        &[],
    );
    let rook = t.who("Rook");
    assert_eq!(fire::held(rook, "covering", None), Some(5), "COR-EX-12");
    assert_eq!(rook.counter("rounds"), 15, "5 a second for 3 s");
    assert_eq!(
        fire::held(t.who("Ganger"), "exposed", Some(rook.id)),
        Some(5)
    );
    assert!(
        facts_of(&events)
            .iter()
            .any(|f| matches!(f, CorporatesFact::Covering(c) if c.rounds == 15))
    );
    t.ok(
        "cover Rook skill 6 burst free metres 4 from 3 to 5 under-fire",
        &[],
    );
    assert_eq!(
        fire::held(t.who("Rook"), "covering", None),
        Some(2),
        "halved, down"
    );
    // The exposed opponent's shot takes the firepower laid now as a term (COR-22).
    let shot = shot_of(&t.ok("shoot Ganger at Rook range short", &[1, 1, 1]));
    assert_eq!(terms(&shot), [("range".into(), 5), ("exposed".into(), 2)]);
    assert!(t.who("Rook").has_condition("under-fire"));
}

#[test]
fn cor_op_08_the_ammunition_list_gives_one_less() {
    let mut t = T::new();
    t.option("cover-bonus", "ammo");
    t.ok("cover Rook skill 6 burst free metres 4 from 3 to 5", &[]);
    assert_eq!(fire::held(t.who("Rook"), "covering", None), Some(4));
}

#[test]
fn cor_21_a_covering_shooter_shot_at_is_halved() {
    let mut t = T::new();
    t.ok("cover Rook with smg burst free metres 4 from 3 to 5", &[]);
    assert_eq!(fire::held(t.who("Rook"), "covering", None), Some(5));
    t.ok("shoot Sniper at Rook range long", &[1, 1, 1]);
    assert_eq!(fire::held(t.who("Rook"), "covering", None), Some(2));
    t.ok("shoot Sniper at Rook range long", &[1, 1, 1]);
    assert_eq!(
        fire::held(t.who("Rook"), "covering", None),
        Some(2),
        "once a turn"
    );
    assert!(
        t.who("Rook")
            .gear("smg")
            .is_some_and(|g| g.flag("covering"))
    );
}

#[test]
fn cor_ex_13_a_mover_refusing_the_dodge_takes_a_d6_chain() {
    let mut t = T::new();
    t.ok("cover Rook skill 6 burst free metres 4 from 3 to 5", &[]);
    t.ok("move Ganger flat", &[]);
    let events = t.ok("cross Ganger through Rook refuse", &[1, 1, 4]);
    let riddled = facts_of(&events)
        .into_iter()
        .find_map(|f| match f {
            CorporatesFact::Riddled(r) => Some(r),
            _ => None,
        })
        .expect("riddled");
    assert_eq!(
        (riddled.bullets, riddled.d6.clone(), riddled.must_dodge),
        (3, vec![1, 1, 4], true)
    );
    assert_eq!(t.who("Ganger").counter("speed"), 200, "−1 m/s in the open");
    assert_eq!(
        pending(&events).as_deref(),
        Some(
            "hurt ganger by rook margin 0 | hurt ganger by rook margin 0 | hurt ganger by rook margin 0"
        )
    );
    assert!(t.refused("cross Ganger through Rook").contains("Ganger"));
    let events = t.ok("cross Ganger through Rook dodge 14", &[]);
    assert!(pending(&events).is_none());
    // Behind protection over 5, no dodge is owed.
    t.ok("cross Ganger through Rook protection 10", &[]);
    assert!(
        t.refused("cross Rook through Ganger refuse")
            .contains("Ganger")
    );
}

#[test]
fn cor_21_covering_fire_is_a_long_action_within_its_segments() {
    let mut t = T::new();
    t.ok(
        "cover Rook skill 6 burst free metres 4 from 4 to 5 exposed Ganger",
        &[],
    );
    // Segment 3: not firing yet, so no exposure and Rook may still shoot.
    let shot = shot_of(&t.ok("shoot Ganger at Rook range short", &[1, 1, 1]));
    assert_eq!(terms(&shot), [("range".into(), 5)]);
    apply_all(
        &mut t.state,
        &[Event::TableCounterSet {
            name: "segment".into(),
            value: 4,
        }],
    );
    let refusal = t.refused("shoot Rook at Ganger range short");
    assert!(refusal.contains("survival"), "{refusal}");
    assert!(
        t.refused("cross Ganger through Sniper refuse")
            .contains("Sniper")
    );
    // Survival mode stops it for a shot (COR-10, COR-21).
    t.cond("Rook", "survival", 1);
    t.ok("shoot Rook at Ganger range short", &[1, 1, 1, 1]);
    assert!(!t.who("Rook").has_condition("covering"));
}

#[test]
fn cor_op_20_halved_firepower_rounds_down_or_to_the_nearest() {
    let mut t = T::new();
    t.ok(
        "cover Rook skill 6 burst free metres 4 from 3 to 5 under-fire",
        &[],
    );
    assert_eq!(fire::held(t.who("Rook"), "covering", None), Some(2));
    t.option("rounding", "nearest");
    t.ok(
        "cover Rook skill 6 burst free metres 4 from 3 to 5 under-fire",
        &[],
    );
    assert_eq!(
        fire::held(t.who("Rook"), "covering", None),
        Some(3),
        "5 / 2 = 2.5 → 3"
    );
}
