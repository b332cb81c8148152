//! Tests of cyberware damage and its repair (COR-42, COR-EX-21).

use super::super::command::melee::{DamageKind, Roll};
use super::super::cyber::{Site, Status};
use super::super::fact::CorporatesFact;
use super::super::fact_melee::{MeleeFact, Repair};
use super::damage::{Asked, hurt};
use super::damage_cyber::repair;
use super::melee_support::{BOB, T, facts, own};

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

#[test]
fn cor_ex_21_cyberarm_hit_major_malfunction_repair_19() {
    let mut t = T::new();
    t.gear(BOB, "cyberarm", &["cyber", "site=arm"]);
    // 3 levels (bullet 18 vs 3), critical 1 + 1 + 3 = 5: nothing; d100 55: an arm; d6 4.
    let events = t.run(&[6, 6, 6, 1, 1, 1, 1, 1, 55, 4], |s, d| {
        hurt(s, asked(Some(DamageKind::Cutting), 3, 0), d)
    });
    let cyber = facts(&events).into_iter().find_map(|f| match f {
        CorporatesFact::Cyber {
            d100,
            site,
            d6,
            status,
            gear,
            ..
        } => Some((d100, site, d6, status, gear)),
        _ => None,
    });
    assert_eq!(
        cyber,
        Some((
            55,
            Site::Arm,
            Some(4),
            Some((Status::Major, 19)),
            Some("cyberarm".into())
        ))
    );
    let arm = t
        .state
        .combatant(BOB)
        .and_then(|c| c.gear("cyberarm"))
        .cloned()
        .unwrap();
    assert_eq!(
        (arm.word("status"), arm.value("repair")),
        (Some("major"), Some(19))
    );
    // Repair: Bob's Agility 3 dice + Cybernetics 4 against 19.
    t.skill(BOB, "cybernetics", 4);
    let events = t.run(&[6, 6, 3], |s, d| {
        repair(s, "bob", "cyberarm", None, Roll::default(), d)
    });
    assert!(matches!(
        own(&events)[1],
        MeleeFact::Repaired {
            outcome: Repair::Fixed,
            ..
        }
    ));
    let arm = t
        .state
        .combatant(BOB)
        .and_then(|c| c.gear("cyberarm"))
        .cloned()
        .unwrap();
    assert_eq!(arm.word("status"), None);
    assert!(
        t.refused(|s, d| repair(s, "bob", "cyberarm", None, Roll::default(), d))
            .contains("cyberarm")
    );
}

#[test]
fn cor_42_only_cyberware_rolls_and_protection_wears_down() {
    let mut t = T::new();
    let events = t.run(&[6, 6, 1, 1, 1], |s, d| {
        hurt(s, asked(Some(DamageKind::Cutting), 2, 0), d)
    });
    assert!(
        !facts(&events)
            .iter()
            .any(|f| matches!(f, CorporatesFact::Cyber { .. }))
    );
    // Two pieces of general gear: the pick die chooses the second; skin armour 3 − 2 levels.
    t.gear(BOB, "reflexes", &["cyber", "site=general"]);
    t.gear(BOB, "skin", &["cyber", "site=general", "protection=3"]);
    // Damage 12 + 0 vs soak 3 + 3 (armour): 6 → 2 levels. d100 80, pick 2, d6 1.
    let events = t.run(&[6, 6, 1, 1, 1, 80, 2, 1], |s, d| {
        hurt(s, asked(Some(DamageKind::Cutting), 2, 0), d)
    });
    let cyber = facts(&events).into_iter().find_map(|f| match f {
        CorporatesFact::Cyber {
            pick,
            protection,
            gear,
            status,
            ..
        } => Some((pick, protection, gear, status)),
        _ => None,
    });
    assert_eq!(
        cyber,
        Some((
            Some((2, 2)),
            Some(1),
            Some("skin".into()),
            Some((Status::Cosmetic, 10))
        ))
    );
    let skin = t
        .state
        .combatant(BOB)
        .and_then(|c| c.gear("skin"))
        .cloned()
        .unwrap();
    assert_eq!(
        (skin.value("protection"), skin.value("protection-max")),
        (Some(1), Some(3))
    );
}

#[test]
fn cor_42_an_injector_spills_doses_on_a_malfunction() {
    let mut t = T::new();
    t.gear(BOB, "injector", &["cyber", "site=other", "injector"]);
    // 2 levels; d100 99: other; d6 3 + 2 = 5, light; doses (5 − 2, 1 − 2 → 0).
    let events = t.run(&[6, 6, 1, 1, 1, 99, 3, 5, 1], |s, d| {
        hurt(s, asked(Some(DamageKind::Cutting), 2, 0), d)
    });
    let doses = facts(&events).into_iter().find_map(|f| match f {
        CorporatesFact::Cyber { doses, status, .. } => Some((doses, status)),
        _ => None,
    });
    assert_eq!(doses, Some((Some([3, 0]), Some((Status::Light, 14)))));
}

#[test]
fn cor_42_destroyed_gear_is_taken_out_and_a_worn_protection_mended() {
    let mut t = T::new();
    t.gear(
        BOB,
        "plate",
        &["cyber", "site=general", "status=destroyed", "repair=20"],
    );
    t.gear(
        BOB,
        "skin",
        &["cyber", "site=general", "protection=1", "protection-max=3"],
    );
    // Agility 3 dice 6 6 6 = 18 < 20: fails; 6 6 6 + bonus 2 = 20: out.
    let events = t.run(&[6, 6, 6], |s, d| {
        repair(s, "bob", "plate", None, Roll::default(), d)
    });
    assert!(matches!(
        own(&events)[1],
        MeleeFact::Repaired {
            outcome: Repair::Failed,
            ..
        }
    ));
    let bonus = Roll {
        bonus: 2,
        ..Roll::default()
    };
    t.run(&[6, 6, 6], |s, d| {
        repair(s, "bob", "plate", Some("kira"), bonus, d)
    });
    assert!(
        t.state
            .combatant(BOB)
            .and_then(|c| c.gear("plate"))
            .is_none()
    );
    // The skin at 1 of 3: a roll at 15 gives one level back.
    t.run(&[5, 5, 5], |s, d| {
        repair(s, "bob", "skin", None, Roll::default(), d)
    });
    let skin = t
        .state
        .combatant(BOB)
        .and_then(|c| c.gear("skin"))
        .cloned()
        .unwrap();
    assert_eq!(skin.value("protection"), Some(2));
}
