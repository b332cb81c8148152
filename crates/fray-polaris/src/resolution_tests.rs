//! Tests for d20 roll-under resolution, criticals, opposed winners and retries (POL-01 to
//! POL-13, POL-46); the worked examples are in `resolution_examples_tests.rs`.

use super::*;
use crate::Degree;
use crate::engine::ScriptedDice;
use proptest::prelude::*;

const WHO: CombatantId = CombatantId(1);

fn skill(mastery: i32) -> Tested {
    Tested::Skill {
        name: "armes de poing".into(),
        mastery,
    }
}

fn chance(base: i32, difficulty: i32) -> Chance {
    Chance {
        base,
        difficulty,
        ..Chance::default()
    }
}

fn roll(tested: Tested, chance: Chance, script: &[u32]) -> TestRecord {
    let mut dice = ScriptedDice::new(script.iter().copied());
    let record = resolve(WHO, tested, chance, false, &mut dice);
    assert_eq!(
        dice.remaining(),
        script.len() - record.dice.len(),
        "every scripted die used is recorded"
    );
    record
}

/// The digest's worked examples, which share the helpers above.
#[path = "resolution_examples_tests.rs"]
mod examples;

#[test]
fn pol_01_reserved_skill_fails_without_a_die() {
    let mut dice = ScriptedDice::new([5]);
    let record = resolve(WHO, skill(0), chance(12, 5), true, &mut dice);
    assert!(record.dice.is_empty());
    assert_eq!(dice.remaining(), 1, "no die thrown");
    let o = record.outcome;
    assert!(!o.success && o.automatic && !o.critical_failure && !o.catastrophe);
    assert_eq!((o.margin, o.degree, o.modifier), (0, Degree::Barely, 0));
}

#[test]
fn pol_02_attribute_test_uses_the_level() {
    let per = Tested::Attribute {
        name: "per".into(),
        level: 12,
    };
    let o = roll(per.clone(), chance(12, 0), &[11]).outcome;
    assert!(o.success && !o.critical_success);
    assert_eq!(o.margin, 11);
    let o = roll(per, chance(12, 0), &[12]).outcome;
    assert!(o.critical_success);
    assert_eq!(o.margin, 12 + 6);
}

#[test]
fn pol_04_roll_under() {
    let c = chance(10, 0);
    assert!(roll(Tested::Chance, c, &[1]).outcome.success);
    assert!(
        roll(Tested::Chance, c, &[10]).outcome.success,
        "equal is a success"
    );
    assert!(!roll(Tested::Chance, c, &[11]).outcome.success);
    // The die is rolled even at C >= 20: it gives the margin.
    let record = roll(Tested::Chance, chance(22, 3), &[4]);
    assert_eq!(record.dice, [4]);
    assert_eq!(record.outcome.margin, 4);
    // Every term counts in C.
    let c = Chance {
        base: 14,
        difficulty: -5,
        hidden: false,
        wounds: -3,
        opponents: -5,
        other: 2,
        retry: -1,
        ..Chance::default()
    };
    assert_eq!(c.total(), 2);
    assert!(roll(Tested::Chance, c, &[2]).outcome.success);
    assert!(!roll(Tested::Chance, c, &[3]).outcome.success);
}

#[test]
fn pol_05_success_margin_and_degree() {
    let rows = [
        (1, Degree::Barely, 0),
        (2, Degree::Barely, 0),
        (3, Degree::Adequate, 1),
        (4, Degree::Adequate, 1),
        (5, Degree::FairlyGood, 2),
        (6, Degree::FairlyGood, 2),
        (7, Degree::Good, 3),
        (9, Degree::Good, 3),
        (10, Degree::VeryGood, 4),
        (12, Degree::VeryGood, 4),
        (13, Degree::Excellent, 5),
        (14, Degree::Excellent, 5),
        (15, Degree::Perfect, 6),
        (19, Degree::Perfect, 6),
        (20, Degree::Extraordinary, 7),
        (24, Degree::Extraordinary, 7),
        (25, Degree::Heroic, 8),
        (34, Degree::Heroic, 8),
        (35, Degree::Legendary, 9),
        (60, Degree::Legendary, 9),
    ];
    for (margin, degree, modifier) in rows {
        assert_eq!(Degree::of_success(margin), degree, "margin {margin}");
        assert_eq!(
            Degree::success_modifier(margin),
            modifier,
            "margin {margin}"
        );
    }
    // The margin of success is the die itself (C 25 so no critical below 20).
    for d in 1..20 {
        let o = roll(Tested::Chance, chance(25, 0), &[d]).outcome;
        assert_eq!(o, Outcome::from_success(d as i32, false));
    }
    assert_eq!(Degree::Good.label_en(), "Good");
    assert_eq!(Degree::VeryGood.label_fr(), "Très bon");
    assert_eq!(Degree::Legendary.label_fr(), "Légendaire");
}

#[test]
fn pol_06_failure_margin_and_degree() {
    let rows = [
        (1, Degree::Barely, 0),
        (2, Degree::Barely, 0),
        (3, Degree::Mediocre, -1),
        (4, Degree::Mediocre, -1),
        (5, Degree::FairlyBad, -2),
        (6, Degree::FairlyBad, -2),
        (7, Degree::Bad, -3),
        (9, Degree::Bad, -3),
        (10, Degree::VeryBad, -4),
        (12, Degree::VeryBad, -4),
        (13, Degree::Abysmal, -5),
        (14, Degree::Abysmal, -5),
        (15, Degree::Catastrophic, -6),
        (19, Degree::Catastrophic, -6),
    ];
    for (margin, degree, modifier) in rows {
        assert_eq!(Degree::of_failure(margin), degree, "margin {margin}");
        assert_eq!(
            Degree::failure_modifier(margin),
            modifier,
            "margin {margin}"
        );
    }
    // The margin of failure is the points above C.
    let o = roll(Tested::Chance, chance(8, -3), &[12]).outcome;
    assert_eq!(o, Outcome::from_failure(7, false, false));
    assert_eq!((o.degree, o.modifier), (Degree::Bad, -3));
    assert_eq!(Degree::Abysmal.label_fr(), "Exécrable");
    assert_eq!(Degree::FairlyBad.label_en(), "Fairly bad");
}

#[test]
fn pol_op_05_unnamed_failure_rows() {
    for (margin, modifier) in [(20, -7), (24, -7), (25, -8), (34, -8), (35, -9), (39, -9)] {
        let o = Outcome::from_failure(margin, false, false);
        assert_eq!(o.degree, Degree::Catastrophic, "margin {margin}");
        assert_eq!(o.modifier, modifier, "margin {margin}");
        assert!(o.catastrophe);
    }
    assert_eq!(Degree::Catastrophic.label_fr(), "Catastrophique");
}

#[test]
fn pol_07_critical_success() {
    // d == final C (difficulty included): margin d + mastery, even above C.
    let record = roll(skill(6), chance(12, -3), &[9]);
    let o = record.outcome;
    assert!(o.success && o.critical_success);
    assert_eq!(o.margin, 15);
    assert_eq!((o.degree, o.modifier), (Degree::Perfect, 6));
    // A flat chance adds nothing.
    assert_eq!(
        roll(Tested::Chance, chance(9, 0), &[9]).outcome,
        Outcome::from_success(9, true)
    );
    // d == base chance but not the final chance: no critical.
    assert!(!roll(skill(6), chance(12, -3), &[12]).outcome.success);
}

#[test]
fn pol_op_03_half_attribute_rounds_down() {
    assert_eq!(
        critical_bonus(&Tested::Attribute {
            name: "vol".into(),
            level: 17
        }),
        8
    );
    assert_eq!(
        critical_bonus(&Tested::Attribute {
            name: "vol".into(),
            level: 16
        }),
        8
    );
    assert_eq!(
        critical_bonus(&Tested::Attribute {
            name: "vol".into(),
            level: 1
        }),
        0
    );
    assert_eq!(critical_bonus(&skill(11)), 11);
    assert_eq!(critical_bonus(&Tested::Chance), 0);
}

#[test]
fn pol_08_critical_failure() {
    let record = roll(Tested::Chance, chance(10, 0), &[20, 4]);
    assert_eq!(record.dice, [20, 4]);
    let o = record.outcome;
    assert!(!o.success && o.critical_failure && !o.automatic);
    assert_eq!(o.margin, 10 + 4);
    assert_eq!((o.degree, o.modifier), (Degree::Abysmal, -5));
    assert!(!o.catastrophe);
    // C = 19: still a critical failure.
    let record = roll(Tested::Chance, chance(19, 0), &[20, 1]);
    assert!(record.outcome.critical_failure);
    assert_eq!(record.outcome.margin, 2);
}

#[test]
fn pol_op_04_second_twenty_is_added() {
    let record = roll(Tested::Chance, chance(5, 0), &[20, 20, 20]);
    assert_eq!(record.dice, [20, 20], "no further chaining");
    assert_eq!(record.outcome.margin, 15 + 20);
    assert_eq!(
        (record.outcome.degree, record.outcome.modifier),
        (Degree::Catastrophic, -9)
    );
}

#[test]
fn pol_09_catastrophe_flag() {
    assert!(
        !roll(Tested::Chance, chance(4, 0), &[18])
            .outcome
            .catastrophe,
        "margin 14"
    );
    let o = roll(Tested::Chance, chance(4, 0), &[19]).outcome;
    assert_eq!(o.margin, CATASTROPHE_MARGIN);
    assert!(o.catastrophe);
    assert!(
        !Outcome::from_success(35, true).catastrophe,
        "only a failure"
    );
}

#[test]
fn pol_10_chances_of_twenty_or_more() {
    for c in [20, 21, 30] {
        let record = roll(skill(4), chance(c, 0), &[20]);
        assert_eq!(record.dice, [20], "no critical failure, no re-roll");
        assert!(record.outcome.success && record.outcome.critical_success);
        assert_eq!(record.outcome.margin, 24);
    }
}

#[test]
fn pol_11_impossible_actions() {
    // Known difficulty: no die, and no margin: « Si les chances de réussite d'un
    // personnage tombent en dessous de 1, l'action est automatiquement vouée à l'échec »
    // gives none (fray used to invent 1 − C).
    let mut dice = ScriptedDice::new([7]);
    let record = resolve(WHO, skill(3), chance(5, -5), false, &mut dice);
    assert!(record.dice.is_empty());
    assert_eq!(dice.remaining(), 1);
    assert_eq!(record.outcome, Outcome::from_failure(0, false, true));
    let o = roll(skill(3), chance(2, -20), &[]).outcome;
    assert!(o.automatic && !o.catastrophe);
    assert_eq!(o.margin, 0);
    // Secret difficulty: the die is the failure margin; a 20 is not re-rolled.
    let secret = Chance {
        hidden: true,
        ..chance(5, -10)
    };
    let record = roll(skill(3), secret, &[3]);
    assert_eq!(record.dice, [3]);
    assert_eq!(record.outcome, Outcome::from_failure(3, false, true));
    let record = roll(skill(3), secret, &[20, 20]);
    assert_eq!(record.dice, [20]);
    assert_eq!(record.outcome, Outcome::from_failure(20, false, true));
    // C = 1 is not impossible.
    assert!(roll(skill(3), chance(6, -5), &[1]).outcome.critical_success);
}

#[test]
fn pol_13_retry_malus() {
    assert_eq!(retry_malus(1, false), 0, "the first try");
    assert_eq!(retry_malus(0, false), 0);
    assert_eq!(retry_malus(2, false), -1);
    assert_eq!(retry_malus(4, false), -3);
    assert_eq!(retry_malus(2, true), -3);
    assert_eq!(retry_malus(4, true), -9);
    assert_eq!(retry_malus(u32::MAX, true), i32::MIN + 1, "saturates");
    // Option c: the previous failure modifier.
    assert_eq!(
        social_retry_malus(&Outcome::from_failure(8, false, false)),
        -3
    );
    assert_eq!(social_retry_malus(&Outcome::from_success(8, false)), 0);
}

#[test]
fn pol_46_opposed_test() {
    let won = |m| Outcome::from_success(m, false);
    let lost = |m| Outcome::from_failure(m, false, false);
    assert_eq!(opposed_winner(&won(2), &lost(1)), Opposed::First);
    assert_eq!(opposed_winner(&lost(1), &won(2)), Opposed::Second);
    assert_eq!(opposed_winner(&won(9), &won(12)), Opposed::Second);
    assert_eq!(opposed_winner(&won(12), &won(9)), Opposed::First);
    assert_eq!(
        opposed_winner(&Outcome::from_success(22, true), &won(15)),
        Opposed::First
    );
}

#[test]
fn pol_op_17_gm_decides() {
    let won = |m| Outcome::from_success(m, false);
    let lost = |m| Outcome::from_failure(m, false, false);
    assert_eq!(
        opposed_winner(&lost(1), &lost(9)),
        Opposed::GmDecides,
        "two failures"
    );
    assert_eq!(
        opposed_winner(&won(7), &won(7)),
        Opposed::GmDecides,
        "equal margins"
    );
}

fn any_tested() -> impl Strategy<Value = Tested> {
    prop_oneof![
        (-2_i32..=20).prop_map(|mastery| Tested::Skill {
            name: "x".into(),
            mastery
        }),
        (-2_i32..=25).prop_map(|level| Tested::Attribute {
            name: "x".into(),
            level
        }),
        Just(Tested::Chance),
    ]
}

proptest! {
    #[test]
    fn resolve_is_total_and_consistent(
        c in -30_i32..=40,
        split in -20_i32..=20,
        hidden: bool,
        reserved: bool,
        tested in any_tested(),
        script in proptest::collection::vec(0_u32..=25, 0..4),
    ) {
        let ch = Chance { base: c - split, difficulty: split, hidden, ..Chance::default() };
        let mut dice = ScriptedDice::new(script);
        let record = resolve(WHO, tested, ch, reserved, &mut dice);
        let o = record.outcome;
        prop_assert!(o.margin >= 0);
        prop_assert!(record.dice.iter().all(|d| (1..=20).contains(d)));
        let first = record.dice.first().map(|&d| d as i32);
        let critical = first.is_some_and(|d| d == c || (c >= 20 && d == 20));
        let automatic = reserved || c < 1;
        prop_assert_eq!(o.automatic, automatic);
        prop_assert_eq!(o.success, !automatic && (first.is_some_and(|d| d <= c) || critical));
        prop_assert_eq!(o.critical_success, !automatic && critical);
        prop_assert!(!(o.critical_success && o.critical_failure));
        let expected_dice = if reserved || (c < 1 && !hidden) {
            0
        } else if c >= 1 && first == Some(20) && c < 20 {
            2
        } else {
            1
        };
        prop_assert_eq!(record.dice.len(), expected_dice);
        prop_assert_eq!(o.critical_failure, expected_dice == 2);
        if o.success {
            prop_assert_eq!(o.degree, Degree::of_success(o.margin));
            prop_assert_eq!(o.modifier, Degree::success_modifier(o.margin));
            prop_assert!(o.modifier >= 0 && !o.catastrophe);
        } else {
            prop_assert_eq!(o.degree, Degree::of_failure(o.margin));
            prop_assert_eq!(o.modifier, Degree::failure_modifier(o.margin));
            prop_assert!(o.modifier <= 0);
            prop_assert_eq!(o.catastrophe, o.margin >= CATASTROPHE_MARGIN);
        }
    }
}
