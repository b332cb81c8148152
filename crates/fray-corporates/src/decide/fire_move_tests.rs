//! Movement through the decisions (COR-13 to COR-15, COR-25, COR-26, COR-OP-06), the fire
//! options and the table's dice, on the test table of `fire_tests.rs`.

use crate::decide::fire::tests::{T, shot_of, terms};
use crate::decide::fire::{facts_of, held};
use crate::engine::{Event, apply_all};
use crate::fact::CorporatesFact;
use crate::fact_fire::FireFact;
use crate::model::Skill;

#[test]
fn cor_13_base_speed_is_agility_in_m_s_plus_speed_legs() {
    let mut t = T::new();
    t.ok("move Rook flat", &[]);
    assert_eq!(t.who("Rook").counter("speed"), 400);
    t.ok("move Rook rough", &[]);
    assert_eq!(t.who("Rook").counter("speed"), 200, "rough: agility / 2");
    let id = t.who("Rook").id;
    apply_all(
        &mut t.state,
        &[Event::SkillSet {
            who: id,
            skill: "speed-legs".into(),
            value: Some(Skill {
                base: 2,
                mastery: 0,
                reserved: false,
            }),
        }],
    );
    t.ok("move Rook flat", &[]);
    assert_eq!(
        t.who("Rook").counter("speed"),
        450,
        "+25 cm/s per speed-legs level"
    );
}

#[test]
fn cor_14_the_fast_roll_is_undeclared_and_picks_the_band() {
    let mut t = T::new();
    // agility 4d6 + athletics 3: 6+6+5+5+3 = 25 → 21–30 on flat: +4 m/s.
    let events = t.ok("move Rook flat fast", &[6, 6, 5, 5]);
    assert_eq!(t.who("Rook").counter("speed"), 800);
    assert_eq!(
        t.who("Rook").counter("undeclared"),
        1,
        "an undeclared action"
    );
    match facts_of(&events).as_slice() {
        [
            CorporatesFact::Fire(FireFact::Moved {
                acceleration,
                roll: Some(r),
                ..
            }),
        ] => {
            assert_eq!((*acceleration, r.total), (400, 25));
        }
        other => panic!("{other:?}"),
    }
    // The second undeclared action loses a die (COR-06): 3d6 + 3 = 1+1+1+3 = 6 → +3 m/s.
    t.ok("move Rook flat fast", &[1, 1, 1]);
    assert_eq!(t.who("Rook").counter("speed"), 700);
    // Stairs down roll acrobatics.
    // The third: 4 dice − 2 undeclared = 2d6, 5 + 6 = 11.
    let events = t.ok("move Rook stairs-down fast dice 4 bonus 0", &[5, 6]);
    match facts_of(&events).as_slice() {
        [
            CorporatesFact::Fire(FireFact::Moved {
                base, acceleration, ..
            }),
        ] => {
            assert_eq!(
                (*base, *acceleration),
                (200, 150),
                "11–20 on stairs down: +1.5"
            );
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn cor_op_06_the_crouched_cell_reads_plus_1_or_as_printed() {
    let mut t = T::new();
    t.ok("move Rook crouched fast dice 2 bonus 0", &[6, 6]);
    assert_eq!(t.who("Rook").counter("speed"), 150 + 100);
    t.option("fast-table", "as-printed");
    // The second undeclared action loses a die: 3 − 1.
    t.ok("move Rook crouched fast dice 3 bonus 0", &[6, 6]);
    assert_eq!(t.who("Rook").counter("speed"), 150 + 10);
}

#[test]
fn cor_15_combat_movement_slows_and_adds_the_feint_to_shots() {
    let mut t = T::new();
    t.ok("combat-move Ganger on", &[]);
    assert!(t.who("Ganger").has_condition("combat-move"));
    t.ok("move Ganger flat", &[]);
    assert_eq!(t.who("Ganger").counter("speed"), 200, "3 m/s − 1");
    let shot = shot_of(&t.ok("shoot Rook at Ganger range short", &[1, 1, 1, 1]));
    assert_eq!(
        terms(&shot),
        [("range".into(), 5), ("combat-move".into(), 1)]
    );
    t.ok("combat-move Ganger off", &[]);
    assert!(!t.who("Ganger").has_condition("combat-move"));
    assert!(t.refused("combat-move Ganger off").contains("Ganger"));
}

#[test]
fn cor_25_postures_and_standing_up() {
    let mut t = T::new();
    t.ok("crouch Rook", &[]);
    assert!(t.who("Rook").has_condition("crouched"));
    t.ok("prone Rook", &[]);
    assert!(t.who("Rook").has_condition("prone") && !t.who("Rook").has_condition("crouched"));
    let events = t.ok("stand Rook", &[]);
    assert!(matches!(
        facts_of(&events).as_slice(),
        [CorporatesFact::Fire(FireFact::Posture { seconds: 2, .. })]
    ));
    assert!(t.refused("stand Rook").contains("Rook"));
    t.ok("prone Rook", &[]);
    // Acrobatics 4d6 + 2 = 10 against 10: 1 s, an undeclared action.
    let events = t.ok("stand Rook acrobatics", &[2, 2, 2, 2]);
    assert!(matches!(
        facts_of(&events).as_slice(),
        [CorporatesFact::Fire(FireFact::Posture { seconds: 1, .. })]
    ));
    assert_eq!(t.who("Rook").counter("undeclared"), 1);
    t.ok("crouch Rook", &[]);
    let events = t.ok("stand Rook", &[]);
    assert!(matches!(
        facts_of(&events).as_slice(),
        [CorporatesFact::Fire(FireFact::Posture { seconds: 1, .. })]
    ));
}

#[test]
fn cor_26_a_fall_and_its_shot_modifier() {
    let mut t = T::new();
    t.ok("fall Ganger 3", &[]);
    assert_eq!(held(t.who("Ganger"), "falling", None), Some(3));
    let shot = shot_of(&t.ok("shoot Rook at Ganger range medium falling", &[1, 1, 1, 1]));
    assert_eq!(terms(&shot)[1], ("falling".into(), 10));
    t.option("fall-sign", "easier");
    let shot = shot_of(&t.ok("shoot Rook at Ganger range medium falling 1", &[1, 1, 1, 1]));
    assert_eq!(terms(&shot)[1], ("falling".into(), -3), "COR-OP-10 easier");
    t.ok("fall Ganger off", &[]);
    assert!(!t.who("Ganger").has_condition("falling"));
    assert!(t.refused("fall Ganger off").contains("Ganger"));
}

#[test]
fn cor_fire_options_are_checked_with_their_defaults() {
    use crate::options;
    for (key, good, bad) in [
        ("fast-table", "as-printed", "typo"),
        ("aim-cap", "max", "sum"),
        ("cover-bonus", "ammo", "both"),
        ("protection", "stops", "armour"),
        ("rounding", "nearest", "up"),
    ] {
        assert!(options::check(key, good).is_ok(), "{key} {good}");
        assert!(options::check(key, bad).is_err(), "{key} {bad}");
    }
    let t = T::new();
    assert!(!options::fast_table_as_printed(&t.state));
    assert!(!options::aim_cap_max(&t.state));
    assert!(!options::cover_ammo_list(&t.state));
    assert!(!options::protection_stops(&t.state));
    assert_eq!(options::divide(&t.state, 7, 2), 3);
}

#[test]
fn fire_rolls_given_at_the_table_equal_fray_s_own() {
    use crate::engine::table_check::{run, same_as_seeded, timeline};
    let mut t = timeline(
        crate::ID,
        &[
            "add Ana pc reaction=3 vigilance=2+0 agility=4 firearms=5+0 acrobatics=2+0",
            "add Vlad enemy reaction=2 agility=3 athletics=2+0",
            "start",
            "declare ana 5 force",
            "declare vlad 5 force",
        ],
    );
    let given = same_as_seeded(&t, "shoot ana at vlad range short reflex side");
    assert!(
        given.slots.iter().any(|s| s.slot == "reaction"),
        "{given:?}"
    );
    assert!(given.slots.iter().any(|s| s.slot == "check"), "{given:?}");
    same_as_seeded(&t, "move vlad flat fast");
    run(&mut t, "prone ana");
    same_as_seeded(&t, "stand ana acrobatics");
    run(&mut t, "cover ana skill 9 burst free metres 0 from 1 to 5");
    let given = same_as_seeded(&t, "cross vlad through ana refuse");
    assert!(given.slots.iter().all(|s| s.slot == "bullets"), "{given:?}");
}
