//! Tests of `hurt` and `heal` (COR-39 to COR-41, COR-43, COR-EX-18 to COR-EX-20); the
//! cyberware's in `damage_cyber_tests.rs`.

use crate::model::EntryStatus;

use super::super::command::melee::{DamageKind, Roll, Track};
use super::super::critical::Critical;
use super::super::damage::{Split, Weapon};
use super::super::fact::CorporatesFact;
use super::damage::{Asked, heal, hurt};
use super::melee_support::{BOB, KIRA, T, facts};

fn asked(kind: Option<DamageKind>, dice: u8, bonus: i32) -> Asked<'static> {
    Asked {
        who: "bob",
        by: None,
        with: None,
        kind,
        roll: Roll {
            dice: Some(dice),
            bonus,
            confidence: 0,
        },
        margin: 0,
        protection: 0,
    }
}

fn hurt_fact(events: &[crate::engine::Event]) -> (i32, i32, Split, u32) {
    facts(events)
        .into_iter()
        .find_map(|f| match f {
            CorporatesFact::Hurt {
                damage,
                soak,
                split,
                levels,
                ..
            } => Some((damage.total, soak.total, split, levels)),
            _ => None,
        })
        .expect("a hurt fact")
}

#[test]
fn cor_ex_18_damage_23_against_soak_14_is_two_wound_levels() {
    let mut t = T::new();
    // Bullet, 4 dice + 3 = 23; Bob's soak 3 dice + cover 5 = 14.
    let a = Asked {
        protection: 5,
        ..asked(Some(DamageKind::Bullet), 4, 3)
    };
    let events = t.run(&[5, 5, 5, 5, 3, 3, 3], |s, d| hurt(s, a, d));
    let (damage, soak, split, levels) = hurt_fact(&events);
    assert_eq!((damage, soak, levels), (23, 14, 2));
    assert_eq!(
        split,
        Split {
            wound: 2,
            fatigue: 0
        }
    );
    assert_eq!(t.counter(BOB, "wound"), 2);
    assert_eq!(t.counter(BOB, "fatigue"), 0);
}

#[test]
fn cor_39_firearm_dice_explode_and_strength_starts_a_blade() {
    let mut t = T::new();
    let events = t.run(&[6, 2, 1, 1, 1, 1], |s, d| {
        hurt(s, asked(Some(DamageKind::Firearm), 2, 0), d)
    });
    let f = facts(&events);
    let CorporatesFact::Hurt { damage, .. } = &f[0] else {
        panic!("{f:?}")
    };
    assert_eq!(damage.dice, vec![6, 2, 1], "the 6 rolled again");
    // Kira's knife: Strength 3 dice + the knife's 1 die + 2, margin 12 → +1d.
    t.gear(
        KIRA,
        "knife",
        &["damage=1", "damage-bonus=2", "kind=cutting"],
    );
    let a = Asked {
        by: Some("kira"),
        with: Some("knife"),
        kind: None,
        roll: Roll::default(),
        margin: 12,
        ..asked(None, 0, 0)
    };
    let events = t.run(&[6, 1, 1, 1, 1, 1, 1, 1], |s, d| hurt(s, a, d));
    let f = facts(&events);
    let CorporatesFact::Hurt {
        damage,
        weapon,
        by,
        gear,
        ..
    } = &f[0]
    else {
        panic!("{f:?}")
    };
    assert_eq!(
        damage.dice.len(),
        5,
        "3 Strength + 1 knife + 1 margin, no explosion"
    );
    assert_eq!(damage.bonus, 2);
    assert_eq!(
        (*weapon, *by, gear.as_deref()),
        (Weapon::Cutting, Some(KIRA), Some("knife"))
    );
}

#[test]
fn cor_40_a_weapon_without_kind_is_read_from_its_values() {
    use super::super::command::melee::DamageKind as K;
    use super::damage::kind_of;
    let gear = |spec: &[(&str, i32)]| crate::model::Gear {
        key: "w".into(),
        values: spec.iter().map(|(k, v)| ((*k).to_string(), *v)).collect(),
        ..crate::model::Gear::default()
    };
    assert_eq!(
        kind_of(&gear(&[("damage", 4), ("short", 10)])),
        Some(K::Firearm)
    );
    assert_eq!(
        kind_of(&gear(&[("damage", 1), ("defense", 1)])),
        Some(K::Melee)
    );
    assert_eq!(kind_of(&gear(&[("damage", 1)])), None);
}

#[test]
fn cor_41_a_hand_wound_drops_the_drawn_weapon() {
    let mut t = T::new();
    t.gear(BOB, "knife", &["drawn"]);
    // 3 levels, 2d6 2 + 2 + 3 = 7: the hand.
    t.run(&[6, 6, 6, 1, 1, 1, 2, 2], |s, d| {
        hurt(s, asked(Some(DamageKind::Cutting), 3, 0), d)
    });
    let knife = t
        .state
        .combatant(BOB)
        .and_then(|c| c.gear("knife"))
        .cloned()
        .unwrap();
    assert!(!knife.flag("drawn"));
}

#[test]
fn cor_39_refusals_name_what_is_missing() {
    let t = T::new();
    let no_kind = t.refused(|s, d| hurt(s, asked(None, 3, 0), d));
    assert!(no_kind.contains("kind"), "{no_kind}");
    let a = Asked {
        with: Some("axe"),
        ..asked(None, 3, 0)
    };
    assert!(t.refused(|s, d| hurt(s, a, d)).contains("axe"));
}

#[test]
fn cor_ex_19_truncheon_and_iron_bar_split_three_levels() {
    for (kind, want) in [
        (
            DamageKind::Blunt,
            Split {
                wound: 1,
                fatigue: 2,
            },
        ),
        (
            DamageKind::HardBlunt,
            Split {
                wound: 2,
                fatigue: 1,
            },
        ),
    ] {
        let mut t = T::new();
        // 18 against a soak of 3: margin 15, 3 levels; the critical roll 1 + 1 + 3 does nothing.
        let events = t.run(&[6, 6, 6, 1, 1, 1, 1, 1], |s, d| {
            hurt(s, asked(Some(kind), 3, 0), d)
        });
        let (_, _, split, levels) = hurt_fact(&events);
        assert_eq!((levels, split), (3, want), "{kind:?}");
    }
    let mut t = T::new();
    t.state.options.insert("odd-level".into(), "second".into());
    let events = t.run(&[6, 6, 6, 1, 1, 1, 1, 1], |s, d| {
        hurt(s, asked(Some(DamageKind::Blunt), 3, 0), d)
    });
    assert_eq!(
        hurt_fact(&events).2,
        Split {
            wound: 2,
            fatigue: 1
        },
        "COR-OP-17 the other way"
    );
}

#[test]
fn cor_ex_20_three_levels_and_a_7_knock_down_and_cost_an_action() {
    let mut t = T::new();
    t.markers(BOB, &[1, 3, 5]);
    // 18 against 3: 3 levels (cutting: 3 Wound); critical 3 + 4 + 3 = 10.
    let events = t.run(&[6, 6, 6, 1, 1, 1, 3, 4], |s, d| {
        hurt(s, asked(Some(DamageKind::Cutting), 3, 0), d)
    });
    let crit = facts(&events).into_iter().find_map(|f| match f {
        CorporatesFact::Critical {
            dice,
            levels,
            result,
            ..
        } => Some((dice, levels, result)),
        _ => None,
    });
    assert_eq!(crit, Some(([3, 4], 3, Critical::KnockedDown)));
    assert!(t.has(BOB, "fallen").is_some());
    assert_eq!(
        t.statuses(BOB),
        vec![
            (1, EntryStatus::Lost),
            (3, EntryStatus::Waiting),
            (5, EntryStatus::Waiting)
        ]
    );
}

#[test]
fn cor_41_lost_actions_past_the_turn_wait_as_a_condition() {
    let mut t = T::new();
    t.markers(BOB, &[3]);
    // 3 levels, 2d6 = 2 + 3 + 3 = 8: stunned, that is 2 actions lost; one marker left.
    t.run(&[6, 6, 6, 1, 1, 1, 2, 3], |s, d| {
        hurt(s, asked(Some(DamageKind::Cutting), 3, 0), d)
    });
    assert!(
        t.has(BOB, "stunned").is_none(),
        "the lost actions are the stun"
    );
    assert_eq!(t.statuses(BOB), vec![(3, EntryStatus::Lost)]);
    assert_eq!(t.has(BOB, "loses-actions"), Some(1));
}

#[test]
fn cor_41_limbs_stay_unusable_until_the_wound_levels_heal() {
    let mut t = T::new();
    // 3 levels, 2d6 = 4 + 4 + 3 = 11: the arm.
    t.run(&[6, 6, 6, 1, 1, 1, 4, 4], |s, d| {
        hurt(s, asked(Some(DamageKind::Cutting), 3, 0), d)
    });
    assert_eq!(t.has(BOB, "arm-unusable"), Some(0));
    t.run(&[], |s, _| heal(s, "bob", Track::Wound, 2));
    assert_eq!(t.counter(BOB, "wound"), 1);
    assert!(t.has(BOB, "arm-unusable").is_some());
    t.run(&[], |s, _| heal(s, "bob", Track::Wound, 1));
    assert!(t.has(BOB, "arm-unusable").is_none());
    // 2d6 = 6 + 5 + 3 = 14: unconscious and bleeding; 19+: dead.
    t.run(&[6, 6, 6, 1, 1, 1, 6, 5], |s, d| {
        hurt(s, asked(Some(DamageKind::Cutting), 3, 0), d)
    });
    assert!(t.has(BOB, "unconscious").is_some() && t.has(BOB, "bleeding").is_some());
    // 24 + 10 − 3 = 31: 7 levels, 6 + 6 + 7 = 19.
    t.run(&[6, 6, 6, 6, 1, 1, 1, 6, 6], |s, d| {
        hurt(s, asked(Some(DamageKind::Cutting), 4, 10), d)
    });
    assert!(t.has(BOB, "dead").is_some());
}

#[test]
fn cor_41_a_face_wound_rolls_its_d6() {
    let mut t = T::new();
    // 24 − 3 = 21 → 5 levels: 2d6 6 + 6 + 5 = 17 → the face, d6 4: an eye.
    let events = t.run(&[6, 6, 6, 6, 1, 1, 1, 6, 6, 4], |s, d| {
        hurt(s, asked(Some(DamageKind::Cutting), 4, 0), d)
    });
    let face = facts(&events).into_iter().find_map(|f| match f {
        CorporatesFact::Critical { result, face, .. } => Some((result, face)),
        _ => None,
    });
    assert_eq!(face, Some((Critical::Face, Some(4))));
}

#[test]
fn cor_43_the_maximum_incapacitates_and_healing_lifts_it() {
    let mut t = T::new();
    t.state.options.insert("track-max".into(), "2".into());
    t.run(&[6, 6, 1, 1, 1], |s, d| {
        hurt(s, asked(Some(DamageKind::Hand), 2, 0), d)
    });
    assert_eq!(t.counter(BOB, "fatigue"), 2);
    assert!(t.has(BOB, "incapacitated").is_some());
    t.run(&[], |s, _| heal(s, "bob", Track::Fatigue, 1));
    assert!(t.has(BOB, "incapacitated").is_none());
    t.run(&[], |s, _| heal(s, "bob", Track::Fatigue, 5));
    assert_eq!(t.counter(BOB, "fatigue"), 0);
    assert!(
        t.refused(|s, _| heal(s, "bob", Track::Fatigue, 1))
            .contains("Bob")
    );
}

#[test]
fn cor_43_without_a_maximum_the_tracks_are_open_ended() {
    let mut t = T::new();
    for _ in 0..3 {
        t.run(&[6, 6, 1, 1, 1], |s, d| {
            hurt(s, asked(Some(DamageKind::Hand), 2, 0), d)
        });
    }
    assert_eq!(t.counter(BOB, "fatigue"), 6);
    assert!(t.has(BOB, "incapacitated").is_none());
}

#[test]
fn cor_36_a_fall_soaks_15_and_each_level_missed_is_fatigue() {
    let mut t = T::new();
    let mut batch = crate::engine::Batch::new(&t.state);
    let mut d = crate::engine::ScriptedDice::new([1, 1, 1]);
    super::melee_special::fall(&mut batch, &mut d, BOB);
    let events = batch.into_events();
    crate::engine::apply_all(&mut t.state, &events);
    // 3 against 15: 12, 3 levels of Fatigue; −5 until standing.
    assert_eq!(t.counter(BOB, "fatigue"), 3);
    assert_eq!(t.has(BOB, "fallen"), Some(-5));
}
