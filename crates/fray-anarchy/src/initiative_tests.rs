//! ANA-08 to ANA-11 and their worked examples.

use crate::engine::ScriptedDice;

use super::initiative::{Entry, Score, Timing, order};

fn entry(key: &'static str, score: i32, chance: i32, seat: Option<u32>) -> Entry<&'static str> {
    Entry {
        key,
        score,
        chance,
        seat,
    }
}

#[test]
fn ana_08_timing_scene_by_default_or_per_combat_or_turn() {
    assert_eq!(Timing::default(), Timing::Scene);
    assert!(!Timing::Scene.rolls_at_turn(true));
    assert!(Timing::Combat.rolls_at_turn(true));
    assert!(!Timing::Combat.rolls_at_turn(false));
    assert!(Timing::Turn.rolls_at_turn(false));
}

#[test]
fn ana_09_score_is_two_d6_plus_max_agi_log_plus_bonus_dice() {
    // ANA-EX-07: 4+5, AGI 4, LOG 6 → 15.
    let s = Score::roll(4, 6, 0, None, &mut ScriptedDice::new([4, 5]));
    assert_eq!((s.dice, s.attribute, s.total()), ([4, 5], 6, 15));
    // ANA-EX-08: two Anarchy points rolling 3 and 6 → 24.
    let s = Score::roll(4, 6, 2, None, &mut ScriptedDice::new([4, 5, 3, 6]));
    assert_eq!((s.bonus.clone(), s.total()), (vec![3, 6], 24));
    // ANA-OP-04: a re-roll keeps the Scene's bonus dice.
    let again = Score::roll(4, 6, 0, Some(&s.bonus), &mut ScriptedDice::new([1, 1]));
    assert_eq!(again.total(), 1 + 1 + 6 + 3 + 6);
}

#[test]
fn ana_10_a_group_is_one_entry_with_one_score() {
    let gangers = entry("gangers", 12, 1, None);
    let got = order(&[entry("Ash", 10, 3, Some(0)), gangers]);
    assert_eq!(got, vec!["gangers", "Ash"]);
}

#[test]
fn ana_11_descending_then_chance_then_seat_gm_last() {
    // ANA-EX-09: A and B tied at 12, Chance 3 and 2 → A first.
    let got = order(&[entry("B", 12, 2, Some(0)), entry("A", 12, 3, Some(1))]);
    assert_eq!(got, vec!["A", "B"]);
    // Equal Chance: nearer the GM's left first, the GM's NPCs last.
    let got = order(&[
        entry("npc", 12, 2, None),
        entry("far", 12, 2, Some(3)),
        entry("near", 12, 2, Some(0)),
        entry("top", 20, 1, Some(2)),
    ]);
    assert_eq!(got, vec!["top", "near", "far", "npc"]);
}
