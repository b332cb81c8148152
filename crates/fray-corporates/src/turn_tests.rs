//! The turn through commands (COR-01, COR-03, COR-04, COR-05, COR-OP-02), with COR-EX-01
//! and COR-EX-09.

use crate::model::{EntryStatus, Step};

use super::decide::ledger::{ledger_of, segment};
use super::test_support::T;

/// The positions and statuses of `name`'s markers, in segment order.
pub fn markers(t: &T, name: &str) -> Vec<(i32, EntryStatus)> {
    let id = t.id(name);
    let mut out: Vec<_> = t
        .state
        .ladder
        .entries
        .iter()
        .filter(|e| e.at.owner == id)
        .map(|e| (e.position, e.status))
        .collect();
    out.sort_by_key(|m| m.0);
    out
}

#[test]
fn cor_01_a_turn_runs_announcements_then_five_segments() {
    let mut t = T::new();
    t.ok("start", &[1, 1, 1, 6, 6]);
    assert_eq!((t.state.round, t.state.step), (1, Step::Declaration));
    t.ok("declare ana 1", &[]);
    t.ok("declare vlad 0", &[]);
    assert_eq!((t.state.step, segment(&t.state)), (Step::Resolution, 1));
    for s in 2..=5 {
        t.ok("next", &[]);
        assert_eq!(segment(&t.state), s);
    }
    t.ok("next", &[]);
    assert_eq!((t.state.step, segment(&t.state)), (Step::RoundEnd, 0));
    t.ok("next", &[1, 1, 1, 6, 6]);
    assert_eq!((t.state.round, t.state.step), (2, Step::Declaration));
    assert!(
        t.state.ladder.entries.is_empty(),
        "last turn's markers gone"
    );
    assert!(t.refused("start", &[]).contains("2"));
}

#[test]
fn cor_03_the_reaction_roll_is_reaction_d6_plus_vigilance_and_the_lowest_announces_first() {
    let mut t = T::new();
    t.ok("start", &[4, 2, 6, 3, 5]);
    let ana = t.who("Ana").initiative.clone().expect("rolled");
    assert_eq!((ana.dice, ana.bonus, ana.score), (vec![4, 2, 6], 2, 14));
    assert_eq!(t.who("Vlad").initiative.as_ref().map(|i| i.score), Some(8));
    // Vlad (8) announces before Ana (14).
    let refused = t.refused("declare ana 2", &[]);
    assert!(
        refused.contains("Vlad") && refused.contains("force"),
        "{refused}"
    );
    assert!(
        super::transcript::status_words(&crate::report::Report::of(&t.state))
            .1
            .contains("Vlad")
    );
    t.ok("declare ana 2 force", &[]);
    t.ok("declare vlad 1", &[]);
    assert!(
        t.refused("declare vlad 2", &[]).contains("announce"),
        "once a turn"
    );
}

#[test]
fn cor_op_02_option_announce_highest_first_reverses_the_order() {
    let mut t = T::new();
    t.ok("option announce highest-first", &[]);
    t.ok("start", &[4, 2, 6, 3, 5]);
    assert!(t.refused("declare vlad 1", &[]).contains("Ana"));
    t.ok("declare ana 1", &[]);
    t.ok("declare vlad 1", &[]);
    assert_eq!(t.state.step, Step::Resolution);
}

#[test]
fn cor_04_cor_ex_01_each_count_gets_its_segments_and_its_malus() {
    let table: [(u8, &[i32]); 5] = [
        (1, &[3]),
        (2, &[2, 4]),
        (3, &[1, 3, 5]),
        (4, &[1, 2, 4, 5]),
        (5, &[1, 2, 3, 4, 5]),
    ];
    for (count, segments) in table {
        let mut t = T::new();
        t.turn([1, 1, 1], [6, 6], (count, 0));
        let got: Vec<i32> = markers(&t, "Ana").iter().map(|m| m.0).collect();
        assert_eq!(got, segments, "{count}");
        let ledger = ledger_of(&t.state, t.id("Ana"));
        assert_eq!(
            ledger
                .malus(super::ledger::Kind::Declared, false, 0)
                .declared,
            count - 1
        );
    }
    assert!(
        crate::script::parse_in(super::ID, "declare ana 6").is_err(),
        "the table stops at 5"
    );
}

#[test]
fn cor_05_cor_ex_09_a_delay_shifts_the_rest_and_loses_those_past_5() {
    let mut t = T::new();
    t.turn([1, 1, 1], [6, 6], (3, 0));
    let line = t.said("delay ana", &[]);
    assert_eq!(
        markers(&t, "Ana"),
        vec![
            (2, EntryStatus::Waiting),
            (4, EntryStatus::Waiting),
            (6, EntryStatus::Lost)
        ]
    );
    assert!(line.contains("1 lost"), "{line}");
    t.ok("delay ana 2", &[]);
    assert_eq!(
        markers(&t, "Ana"),
        vec![
            (4, EntryStatus::Waiting),
            (6, EntryStatus::Lost),
            (6, EntryStatus::Lost)
        ]
    );
    t.ok("delay ana 2", &[]);
    assert!(t.refused("delay ana", &[]).contains("No declared action"));
    assert!(
        t.state
            .ladder
            .entries
            .iter()
            .all(|e| e.position <= 5 || e.status == EntryStatus::Lost)
    );
}

#[test]
fn cor_05_a_declared_action_not_taken_in_its_segment_is_lost() {
    let mut t = T::new();
    t.turn([1, 1, 1], [6, 6], (2, 0));
    t.ok("next", &[]);
    let line = t.said("next", &[]);
    assert!(line.contains("not taken"), "{line}");
    assert_eq!(
        markers(&t, "Ana"),
        vec![(2, EntryStatus::Lost), (4, EntryStatus::Waiting)]
    );
    let refused = t.refused("act ana dice 3", &[]);
    assert!(refused.contains("segment 4"), "{refused}");
}

#[test]
fn the_out_of_the_fight_roll_nothing_and_the_stunned_announce_nothing() {
    let mut t = T::new();
    t.ok("condition vlad dead", &[]);
    t.ok("start", &[1, 1, 1]);
    assert!(t.who("Vlad").initiative.is_none());
    t.ok("declare ana 1", &[]);
    assert_eq!(t.state.step, Step::Resolution, "Vlad is not waited for");
    let mut t = T::new();
    t.ok("condition ana stunned", &[]);
    t.ok("start", &[1, 1, 1, 6, 6]);
    assert!(t.refused("declare ana 1", &[]).contains("stunned"));
    t.ok("declare ana 0", &[]);
}

#[test]
fn lost_actions_are_the_first_declared_ones() {
    let mut t = T::new();
    t.ok("condition ana loses-actions", &[]);
    t.ok("start", &[1, 1, 1, 6, 6]);
    let line = t.said("declare ana 2", &[]);
    assert!(line.contains("the first is lost"), "{line}");
    t.ok("declare vlad 0", &[]);
    assert_eq!(
        markers(&t, "Ana"),
        vec![(2, EntryStatus::Lost), (4, EntryStatus::Waiting)]
    );
    assert!(
        !t.who("Ana").has_condition("loses-actions"),
        "owed 1, lost 1"
    );
}

#[test]
fn next_opens_the_segments_when_the_last_to_announce_left_the_fight() {
    let mut t = T::new();
    t.ok("start", &[1, 1, 1, 6, 6]);
    t.ok("declare ana 1", &[]);
    assert!(t.refused("next", &[]).contains("Vlad"));
    t.ok("remove vlad", &[]);
    t.ok("next", &[]);
    assert_eq!((t.state.step, segment(&t.state)), (Step::Resolution, 1));
}

#[test]
fn cor_26_a_falling_body_falls_one_more_segment_at_each_next() {
    let mut t = T::new();
    t.ok("start", &[1, 1, 1, 6, 6]);
    t.ok("declare ana 1", &[]);
    t.ok("declare vlad 0", &[]);
    t.ok("fall vlad 1", &[]);
    let fallen = |t: &T| {
        t.who("Vlad")
            .conditions
            .iter()
            .find(|k| k.name == "falling")
            .and_then(|k| k.value)
    };
    assert_eq!(fallen(&t), Some(1));
    t.ok("next", &[]);
    assert_eq!(fallen(&t), Some(2));
    t.ok("next", &[]);
    assert_eq!(fallen(&t), Some(3), "the shot's falling term reads 3 now");
    t.ok("fall vlad off", &[]);
    t.ok("next", &[]);
    assert_eq!(fallen(&t), None);
}

#[test]
fn cor_32_a_fumbled_dodge_ends_with_the_dodge_at_the_next_segment() {
    let mut t = T::new();
    t.ok("start", &[1, 1, 1, 6, 6]);
    t.ok("declare ana 1", &[]);
    t.ok("declare vlad 0", &[]);
    t.ok("dodge vlad fumble dice 1", &[1]);
    assert!(t.who("Vlad").has_condition("dodge-fumbled"));
    t.ok("next", &[]);
    assert!(!t.who("Vlad").has_condition("dodge-fumbled") && !t.who("Vlad").has_condition("dodge"));
}
