//! Actions through commands: sudden reactions (COR-07), the floor and confidence points
//! (COR-08, COR-OP-21), innate (COR-09, COR-EX-03), long (COR-10), survival mode (COR-11,
//! COR-EX-02, COR-OP-03), priority (COR-12, COR-OP-04), double actions (COR-OP-05).

use crate::engine::Event;
use crate::model::EntryStatus;

use super::fact::{CorporatesFact, fact_of};
use super::ledger::Malus;
use super::rolls::PoolRoll;
use super::test_support::T;
use super::turn_tests::markers;

fn acted(events: &[Event]) -> (Malus, u32, Option<PoolRoll>) {
    events
        .iter()
        .filter_map(fact_of)
        .find_map(|f| match f {
            CorporatesFact::Acted {
                malus, dice, roll, ..
            } => Some((*malus, *dice, roll.clone())),
            _ => None,
        })
        .expect("an acted fact")
}

#[test]
fn cor_07_a_startle_failure_weighs_on_the_next_action_once() {
    let mut t = T::new();
    t.turn([1, 1, 1], [6, 6], (1, 0));
    // Ana's reaction roll: 3 dice + 2 = 1+1+1+2 = 5 vs 12: 7 off her next action.
    let line = t.said("startle ana vs 12", &[1, 1, 1]);
    assert!(line.contains("−7"), "{line}");
    t.ok("next", &[]);
    t.ok("next", &[]);
    let (_, _, roll) = acted(&t.ok("act ana dice 2", &[6, 6]));
    assert_eq!(roll.map(|r| r.total), Some(12 - 7));
    assert!(!t.who("Ana").has_condition("startled"), "used up");
}

#[test]
fn cor_07_a_failure_by_10_may_freeze_for_the_segment() {
    let mut t = T::new();
    t.turn([1, 1, 1], [6, 6], (0, 0));
    t.ok("startle ana vs 20 freeze", &[1, 1, 1]);
    assert!(t.who("Ana").has_condition("no-reaction"));
    assert!(t.refused("quick ana", &[]).contains("no reaction"));
    t.ok("innate ana", &[]);
    t.ok("next", &[]);
    assert!(
        !t.who("Ana").has_condition("no-reaction"),
        "this segment only"
    );
    // Without freeze, or by less than 10, no freeze.
    t.ok("startle vlad vs 20", &[1, 1]);
    assert!(!t.who("Vlad").has_condition("no-reaction"));
    t.ok("startle vlad vs 15 freeze", &[6, 1]);
    assert!(!t.who("Vlad").has_condition("no-reaction"));
}

#[test]
fn cor_op_21_a_character_joins_the_fight_with_every_confidence_point() {
    let mut t = T::new();
    assert_eq!(
        t.who("Ana").counter("confidence"),
        2,
        "the sheet's 2, unspent"
    );
    assert_eq!(
        t.who("Vlad").counter("confidence"),
        0,
        "no sheet, no points"
    );
    t.turn([1, 1, 1], [6, 6], (5, 0));
    let (_, dice, _) = acted(&t.ok("act ana dice 2 confidence 1", &[1, 1]));
    assert_eq!(
        dice, 2,
        "the floor 1d + 1 point, spent with no `confidence ana` first"
    );
    assert_eq!(t.who("Ana").counter("confidence"), 1);
}

#[test]
fn cor_08_confidence_points_add_a_die_and_raise_the_floor_and_run_out() {
    let mut t = T::new();
    t.turn([1, 1, 1], [6, 6], (5, 0));
    t.ok("confidence ana", &[]);
    assert_eq!(t.who("Ana").counter("confidence"), 2);
    // −4d on 2 dice: the floor 1d; with a point, 2d.
    assert_eq!(acted(&t.ok("act ana dice 2", &[1])).1, 1);
    t.ok("next", &[]);
    let (_, dice, _) = acted(&t.ok("act ana dice 2 confidence 2", &[1, 1, 1]));
    assert_eq!(dice, 3, "1d + 2 points");
    assert_eq!(t.who("Ana").counter("confidence"), 0);
    t.ok("next", &[]);
    assert!(
        t.refused("act ana dice 2 confidence 1", &[])
            .contains("confidence")
    );
    assert!(
        t.refused("confidence ana 3", &[]).contains('2'),
        "the sheet's max"
    );
    assert!(t.refused("confidence vlad", &[]).contains("Vlad"));
}

#[test]
fn cor_op_21_confidence_floor_only_raises_the_floor() {
    for (option, dice) in [("add", 4), ("floor", 3)] {
        let mut t = T::new();
        t.ok(&format!("option confidence {option}"), &[]);
        t.turn([1, 1, 1], [6, 6], (1, 0));
        t.ok("confidence ana 1", &[]);
        t.ok("next", &[]);
        t.ok("next", &[]);
        assert_eq!(
            acted(&t.ok("act ana dice 3 confidence 1", &[1; 4])).1,
            dice,
            "{option}"
        );
    }
}

#[test]
fn cor_09_cor_ex_03_an_innate_action_has_no_malus_but_the_gms() {
    let mut t = T::new();
    t.turn([1, 1, 1], [6, 6], (4, 0));
    t.ok("quick ana", &[]);
    let (malus, dice, roll) = acted(&t.ok("innate ana what looks dice 3 malus 5", &[4, 4, 4]));
    assert_eq!((malus.total(), dice), (0, 3));
    assert_eq!(roll.map(|r| r.total), Some(12 - 5));
    assert_eq!(
        t.who("Ana").counter("undeclared"),
        1,
        "innate costs nothing later"
    );
}

#[test]
fn cor_10_a_long_action_stops_only_at_a_turns_start_or_in_survival_mode() {
    let mut t = T::new();
    t.turn([1, 1, 1], [6, 6], (0, 0));
    let line = t.said("long ana first aid on vlad", &[]);
    assert!(line.contains("first aid on vlad"), "{line}");
    assert!(t.refused("quick ana", &[]).contains("long action"));
    t.ok("innate ana", &[]);
    for _ in 0..5 {
        t.ok("next", &[]);
    }
    t.ok("start", &[1, 1, 1, 6, 6]);
    t.ok("declare ana 0", &[]);
    assert!(t.who("Ana").has_condition("long"), "0 declared: it goes on");
    t.ok("declare vlad 0", &[]);
    t.ok("survival ana", &[6, 6, 6]);
    assert!(
        !t.who("Ana").has_condition("long"),
        "survival mode stops it"
    );
}

#[test]
fn cor_11_cor_ex_02_survival_mode_succeeds_in_segment_2() {
    let mut t = T::new();
    t.turn([1, 1, 1], [6, 6], (1, 0));
    t.ok("next", &[]);
    // 5 + 5 + 5 + 2 = 17 vs 15: from this segment.
    let line = t.said("survival ana", &[5, 5, 5]);
    assert!(line.contains("segment 2"), "{line}");
    let got: Vec<i32> = markers(&t, "Ana").iter().map(|m| m.0).collect();
    assert_eq!(got, vec![2, 3, 4, 5]);
    let (malus, _, _) = acted(&t.ok("act ana dice 6", &[1; 6]));
    assert_eq!(malus.declared, 4, "counts as 5 declared");
    assert!(t.refused("survival ana", &[]).contains("already"));
}

#[test]
fn cor_11_a_failed_switch_starts_in_the_next_segment_even_next_turn() {
    let mut t = T::new();
    t.turn([1, 1, 1], [6, 6], (1, 0));
    t.ok("next", &[]);
    t.ok("survival ana", &[1, 1, 1]);
    let got: Vec<i32> = markers(&t, "Ana").iter().map(|m| m.0).collect();
    assert_eq!(got, vec![3, 4, 5], "from segment 3");
    assert_eq!(
        super::decide::ledger::declared(&t.state, t.id("Ana")),
        1,
        "not yet"
    );
    t.ok("next", &[]);
    assert_eq!(super::decide::ledger::declared(&t.state, t.id("Ana")), 5);
    // In segment 5, a failure: survival mode from the next turn's first segment.
    let mut t = T::new();
    t.turn([1, 1, 1], [6, 6], (0, 0));
    for _ in 0..4 {
        t.ok("next", &[]);
    }
    t.ok("survival ana", &[1, 1, 1]);
    assert!(markers(&t, "Ana").is_empty());
    t.ok("next", &[]);
    t.ok("start", &[1, 1, 1, 6, 6]);
    let got: Vec<i32> = markers(&t, "Ana").iter().map(|m| m.0).collect();
    assert_eq!(got, vec![1, 2, 3, 4, 5], "announced 5 at once");
    assert!(t.refused("declare ana 1", &[]).contains("already"));
}

#[test]
fn cor_op_03_survival_mode_ends_with_its_turn_unless_the_gm_keeps_it() {
    for (option, kept) in [("turn", false), ("gm", true)] {
        let mut t = T::new();
        t.ok(&format!("option survival-end {option}"), &[]);
        t.turn([1, 1, 1], [6, 6], (0, 0));
        t.ok("survival ana", &[6, 6, 6]);
        for _ in 0..5 {
            t.ok("next", &[]);
        }
        t.ok("start", &[1, 1, 1, 6, 6]);
        assert_eq!(t.who("Ana").has_condition("survival"), kept, "{option}");
        assert_eq!(markers(&t, "Ana").len() == 5, kept, "{option}");
    }
}

#[test]
fn cor_12_priority_keeps_the_turns_rolls_and_rolls_anew_when_the_gm_asks() {
    let mut t = T::new();
    // Ana 3 + 2 = 5... Vlad 12: Vlad leads by 7.
    t.turn([1, 1, 1], [6, 6], (3, 3));
    let note = T::narrate(&t.state.clone(), &[]);
    assert!(note.is_empty());
    let line = t.said("priority ana vlad", &[]);
    assert!(line.contains("Vlad"), "{line}");
    t.ok("next", &[]);
    let line = t.said("next", &[]);
    assert!(
        line.contains("priority"),
        "both sides declared in segment 3: {line}"
    );
    // Segment 3: the turn's rolls still, Vlad leads; new ones when the GM asks, 10 vs 8:
    // simultaneous.
    let line = t.said("priority ana vlad", &[]);
    assert!(line.contains("Vlad organises"), "{line}");
    let line = t.said("priority ana vlad reroll", &[3, 3, 2, 4, 4]);
    assert!(line.contains("simultaneous"), "{line}");
}

#[test]
fn cor_12_a_surprised_side_rolls_again_at_a_malus_even_in_segment_1() {
    let mut t = T::new();
    // The turn's rolls: Ana 5, Vlad 12, so Vlad would lead segment 1.
    t.turn([1, 1, 1], [6, 6], (3, 3));
    // Vlad surprised at −10: both roll again, Ana 18 + 2 = 20, Vlad 12 − 10 = 2.
    let events = t.ok("priority ana vlad surprise vlad 10", &[6, 6, 6, 6, 6]);
    let rolls: Vec<i32> = events
        .iter()
        .filter_map(fact_of)
        .filter_map(|f| match f {
            CorporatesFact::Reacted { roll, .. } => Some(roll.total),
            _ => None,
        })
        .collect();
    assert_eq!(rolls, vec![20, 2]);
    let led = events.iter().filter_map(fact_of).find_map(|f| match f {
        CorporatesFact::Led { lead, .. } => Some(*lead),
        _ => None,
    });
    assert_eq!(
        led,
        Some(super::priority::Lead::First),
        "Ana organises the segment"
    );
    assert!(crate::script::parse_in(super::ID, "priority ana vlad surprise ana 0").is_err());
}

#[test]
fn cor_op_04_no_lead_reroll_rolls_again() {
    let mut t = T::new();
    t.ok("option no-lead reroll", &[]);
    t.turn([1, 1, 1], [6, 6], (3, 3));
    t.ok("next", &[]);
    t.ok("next", &[]);
    // 10 vs 8, then 20 vs 2: Ana leads.
    let events = t.ok("priority ana vlad reroll", &[3, 3, 2, 4, 4, 6, 6, 6, 1, 1]);
    let led = events.iter().filter_map(fact_of).find_map(|f| match f {
        CorporatesFact::Led { lead, .. } => Some(*lead),
        _ => None,
    });
    assert_eq!(led, Some(super::priority::Lead::First));
}

#[test]
fn cor_op_05_double_malus_adds_to_the_double_actions_die() {
    for (option, double) in [("0", 1), ("2", 3)] {
        let mut t = T::new();
        t.ok(&format!("option double-malus {option}"), &[]);
        t.turn([1, 1, 1], [6, 6], (1, 0));
        t.ok("next", &[]);
        t.ok("next", &[]);
        let (malus, _, _) = acted(&t.ok("act ana dice 6 double", &[1; 6]));
        assert_eq!(malus.double, double, "{option}");
    }
}

#[test]
fn an_action_outside_the_segments_or_by_the_fallen_is_refused() {
    let mut t = T::new();
    assert!(t.refused("quick ana", &[]).contains("segments"));
    t.turn([1, 1, 1], [6, 6], (1, 0));
    t.ok("condition ana unconscious", &[]);
    assert!(t.refused("quick ana", &[]).contains("unconscious"));
    assert!(
        markers(&t, "Ana")
            .iter()
            .all(|m| m.1 == EntryStatus::Waiting),
        "nothing written"
    );
}

#[test]
fn cor_op_21_the_sheet_gives_stats_as_dice_and_skills_as_levels_in_either_language() {
    let mut t = T::new();
    t.ok("set ana agilité=5 armes-à-feu=3+1", &[]);
    assert_eq!(t.who("Ana").stat("agility"), 5);
    t.turn([1, 1, 1], [6, 6], (1, 0));
    t.ok("next", &[]);
    t.ok("next", &[]);
    let (_, dice, roll) = acted(&t.ok("act ana with agilité with firearms", &[2, 2, 2, 2, 2]));
    assert_eq!(dice, 5);
    assert_eq!(roll.map(|r| r.total), Some(10 + 4));
    assert!(t.refused("act ana with piloting", &[]).contains("piloting"));
}

#[test]
fn cor_11_survival_mode_during_the_announcements_announces_5() {
    let mut t = T::new();
    t.ok("start", &[1, 1, 1, 6, 6]);
    t.ok("survival ana", &[6, 6, 6]);
    let got: Vec<i32> = markers(&t, "Ana").iter().map(|m| m.0).collect();
    assert_eq!(got, vec![1, 2, 3, 4, 5]);
    t.ok("declare vlad 1", &[]);
    assert_eq!(t.state.step, crate::model::Step::Resolution);
    // Vlad, already announced, switches: markers from segment 1 on, his own kept.
    let mut t = T::new();
    t.ok("start", &[1, 1, 1, 6, 6]);
    t.ok("declare ana 1", &[]);
    t.ok("survival ana", &[6, 6, 6]);
    let got: Vec<i32> = markers(&t, "Ana").iter().map(|m| m.0).collect();
    assert_eq!(got, vec![1, 2, 3, 4, 5]);
}
