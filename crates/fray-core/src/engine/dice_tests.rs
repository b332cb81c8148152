use super::*;
use crate::engine::DiceGenerator;

#[test]
fn seeded_dice_repeat_for_the_same_record() {
    let a: Vec<u32> = (0..20)
        .map(|_| 0)
        .scan(
            SeededDice::for_record(DiceGenerator::CURRENT, 42, 7),
            |d, _| Some(d.roll(20)),
        )
        .collect();
    let b: Vec<u32> = (0..20)
        .map(|_| 0)
        .scan(
            SeededDice::for_record(DiceGenerator::CURRENT, 42, 7),
            |d, _| Some(d.roll(20)),
        )
        .collect();
    let c: Vec<u32> = (0..20)
        .map(|_| 0)
        .scan(
            SeededDice::for_record(DiceGenerator::CURRENT, 42, 8),
            |d, _| Some(d.roll(20)),
        )
        .collect();
    assert_eq!(a, b);
    assert_ne!(a, c);
    assert!(a.iter().all(|v| (1..=20).contains(v)));
}

#[test]
fn scripted_dice_yield_in_order_then_fall_back() {
    let mut d = ScriptedDice::new([3, 25, 1]);
    assert_eq!(d.roll(6), 3);
    assert_eq!(d.roll(20), 20, "clamped to the die");
    assert_eq!(d.roll(20), 1);
    assert_eq!(d.remaining(), 0);
    assert!((1..=6).contains(&d.roll(6)));
}

#[test]
fn a_weighted_pick_from_a_seed_draws_these_faces() {
    let faces: Vec<(String, u32)> = [("skull", 1), ("star", 3), ("blank", 6)]
        .iter()
        .map(|(f, w)| (f.to_string(), *w))
        .collect();
    let mut d = SeededDice::new(8_124_337_051);
    let picks: Vec<usize> = (0..16).map(|_| d.pick_for("bag", &faces)).collect();
    // The d10s of that seed (4, 1, 2, 8, ...) walked through the weights 1, 3, 6.
    assert_eq!(picks, [1, 0, 1, 2, 1, 1, 2, 1, 1, 0, 1, 2, 1, 0, 1, 2]);
}

#[test]
fn a_record_s_dice_come_from_its_seed_and_number() {
    let first = |seq| {
        let mut d = SeededDice::for_record(DiceGenerator::CURRENT, 2026, seq);
        (0..8).map(|_| d.roll(10)).collect::<Vec<u32>>()
    };
    assert_eq!(first(1), [10, 10, 2, 8, 5, 3, 2, 3]);
    assert_eq!(first(2), [1, 10, 7, 3, 8, 1, 9, 1]);
    assert_eq!(first(3), [4, 7, 8, 4, 2, 4, 2, 8]);
}

#[test]
fn unknown_dice_note_a_roll_and_give_the_lowest_face() {
    let mut d = UnknownDice::default();
    assert!(!d.rolled());
    assert_eq!(
        d.take_given("d10", 10, 7),
        7,
        "a die given at the table is no roll"
    );
    assert!(!d.rolled());
    assert_eq!(d.roll(20), 1);
    assert!(d.rolled());
}
