//! Tests for dice given at the table, on made-up slots (no rule system involved).

use super::*;
use crate::engine::{DiceLog, ScriptedDice, SeededDice};

const SLOTS: &[RollSlot] = &[
    RollSlot {
        key: "d10",
        sides: 10,
        what: "the d10",
        give: "d10=N",
        verbs: &[],
        own_word: false,
    },
    RollSlot {
        key: "pick",
        sides: 0,
        what: "a drawn face",
        give: "pick=N",
        verbs: &[],
        own_word: false,
    },
];

fn faces() -> Vec<(String, u32)> {
    vec![("A".into(), 1), ("B".into(), 0), ("C".into(), 2)]
}

fn given(slot: &str, values: &[&str]) -> GivenDice {
    let mut g = GivenDice::default();
    g.push(slot, values.iter().map(|v| v.to_string()));
    g
}

#[test]
fn given_values_come_first_then_fray_rolls_and_says_so() {
    let mut fallback = ScriptedDice::new([7]);
    let mut d = TableDice::new(SLOTS, &given("d10", &["3"]), &mut fallback);
    assert_eq!(d.roll_for(10, "d10"), 3);
    assert_eq!(d.roll_for(10, "d10"), 7, "then the fallback");
    assert_eq!(
        d.taken(),
        &[GivenDie {
            slot: "d10".into(),
            value: "3".into(),
            who: None
        }]
    );
    assert_eq!(
        d.missing(),
        vec!["the d10: 2 dice to roll at the table (1 given, 1 missing): add d10=N".to_string()]
    );
    assert!(d.problems().is_empty());
}

#[test]
fn out_of_range_unknown_and_unused_values_are_problems() {
    let mut fallback = ScriptedDice::new([]);
    let mut g = given("d10", &["11", "x", "4"]);
    g.push("pick", ["b".to_string(), "Z".to_string()]);
    let mut d = TableDice::new(SLOTS, &g, &mut fallback);
    d.roll_for(10, "d10");
    d.roll_for(10, "d10");
    d.pick_for("pick", &faces());
    d.pick_for("pick", &faces());
    let problems = d.problems();
    assert_eq!(
        problems,
        vec![
            "d10=11: the d10 shows 1 to 10".to_string(),
            "d10=x: the d10 shows 1 to 10".into(),
            "pick=b: a drawn face holds only A C".into(),
            "pick=Z: a drawn face holds only A C".into(),
            "d10=4: not used (the d10: this command rolls only 2; it rolls the d10 (2d10), a drawn \
             face (2 draws))"
                .into(),
        ]
    );
}

#[test]
fn a_given_face_is_picked_by_its_label_in_any_case() {
    let mut fallback = ScriptedDice::new([]);
    let mut d = TableDice::new(SLOTS, &given("pick", &["c"]), &mut fallback);
    assert_eq!(d.pick_for("pick", &faces()), 2);
    assert_eq!(d.taken()[0].value, "C", "written as the face is labelled");
}

#[test]
fn the_seeded_pick_walks_the_weights_with_one_die() {
    // Weights 1, 0, 2: a d3 gives 1 -> A, 2 and 3 -> C.
    for (roll, want) in [(1, 0), (2, 2), (3, 2)] {
        assert_eq!(ScriptedDice::new([roll]).pick_for("pick", &faces()), want);
    }
    assert_eq!(ScriptedDice::new([1]).pick_for("pick", &[]), 0, "no faces");
}

#[test]
fn decide_refuses_problems_and_missing_dice_in_table_mode() {
    let roll_two = |d: &mut dyn Dice| {
        let a = d.roll_for(10, "d10");
        let b = d.roll_for(10, "d10");
        Ok(vec![Event::CountdownStarted {
            label: format!("{a}+{b}"),
            attempts: 1,
        }])
    };
    let mut seeded = SeededDice::new(1);
    let fray = decide(SLOTS, &GivenDice::default(), false, &mut seeded, roll_two);
    assert_eq!(
        fray.map(|e| e.len()),
        Ok(1),
        "nothing given: no table event"
    );
    let mut seeded = SeededDice::new(1);
    let err = decide(SLOTS, &given("d10", &["2"]), true, &mut seeded, roll_two);
    assert_eq!(
        err,
        Err(RuleError::Invalid(
            "the d10: 2 dice to roll at the table (1 given, 1 missing): add d10=N".into()
        ))
    );
    let mut seeded = SeededDice::new(1);
    let ok = decide(
        SLOTS,
        &given("d10", &["2", "9"]),
        true,
        &mut seeded,
        roll_two,
    );
    let events = ok.expect("both given");
    assert_eq!(
        events[0],
        Event::CountdownStarted {
            label: "2+9".into(),
            attempts: 1
        }
    );
    assert_eq!(
        describe_in(
            match &events[1] {
                Event::TableDice { dice } => dice,
                other => panic!("{other:?}"),
            },
            SLOTS
        ),
        "the d10, at the table: 2, 9"
    );
    let mut seeded = SeededDice::new(1);
    let err = decide(
        SLOTS,
        &given("d10", &["2", "9", "1"]),
        false,
        &mut seeded,
        roll_two,
    );
    assert!(matches!(err, Err(RuleError::Invalid(t)) if t.contains("d10=1: not used")));
}

#[test]
fn a_dice_log_notes_what_fray_rolled_as_table_dice() {
    let mut inner = ScriptedDice::new([4, 2]);
    let mut log = DiceLog::new(&mut inner);
    assert_eq!(log.roll_for(10, "d10"), 4);
    assert_eq!(log.pick_for("pick", &faces()), 2);
    assert_eq!(log.given(), &{
        let mut g = given("d10", &["4"]);
        g.push("pick", ["C".to_string()]);
        g
    });
}

#[test]
fn the_dice_option_is_fray_or_table() {
    assert_eq!(check_option("dice", "table"), Some(Ok(())));
    assert_eq!(check_option("DICE", "Fray"), Some(Ok(())));
    assert!(matches!(check_option("dice", "both"), Some(Err(_))));
    assert_eq!(check_option("other", "x"), None);
    let mut state = Encounter::new(crate::model::SystemId::declare("options"), "t");
    assert!(!table_mode(&state));
    state.options.insert(OPTION.into(), "table".into());
    assert!(table_mode(&state));
}

#[test]
fn a_request_counts_the_dice_and_names_whose_they_are_in_order() {
    let mut fallback = ScriptedDice::new([]);
    let mut d = TableDice::new(SLOTS, &given("d10", &["3", "4"]), &mut fallback);
    for (who, n) in [("Vance", 3), ("Ana", 2), ("Ganger 2", 1)] {
        d.for_whom(who);
        for _ in 0..n {
            d.roll_for(10, "d10");
        }
    }
    assert_eq!(
        d.missing(),
        vec![
            "the d10: 6 dice to roll at the table, in this order: Vance ×3, Ana ×2, \
             Ganger 2 ×1 (2 given, 4 missing): add d10=N"
                .to_string()
        ]
    );
    crate::i18n::with_lang(crate::i18n::Lang::Fr, || {
        assert_eq!(
            d.missing(),
            vec![
                "the d10\u{a0}: 6 dés à lancer à la table, dans cet ordre\u{a0}: Vance ×3, \
                 Ana ×2, Ganger 2 ×1 (2 donnés, 4 manquants)\u{a0}: ajoutez d10=N"
                    .to_string()
            ]
        );
    });
}

#[test]
fn a_request_for_one_combatant_says_for_whom_and_a_draw_counts_values() {
    let mut fallback = ScriptedDice::new([]);
    let mut d = TableDice::new(SLOTS, &GivenDice::default(), &mut fallback);
    d.for_whom("Kurt\u{1b}[2J");
    d.roll_for(10, "d10");
    d.pick_for("pick", &faces());
    d.pick_for("pick", &faces());
    assert_eq!(
        d.missing(),
        vec![
            "the d10: one die to roll at the table for Kurt\\u{1b}[2J: add d10=N".to_string(),
            "a drawn face: 2 values to give from the table for Kurt\\u{1b}[2J: add pick=N".into(),
        ],
        "a name from the save is escaped"
    );
}

#[test]
fn a_long_roster_is_named_up_to_the_limit_then_an_ellipsis() {
    let mut fallback = ScriptedDice::new([]);
    let mut d = TableDice::new(SLOTS, &GivenDice::default(), &mut fallback);
    for i in 0..MAX_NAMED + 5 {
        d.for_whom(&format!("G{i}"));
        d.roll_for(10, "d10");
    }
    let text = d.missing().join("");
    assert!(text.contains(&format!("{} dice", MAX_NAMED + 5)), "{text}");
    assert!(
        text.contains(&format!("G{} ×1, …:", MAX_NAMED - 1)),
        "{text}"
    );
    assert!(!text.contains(&format!("G{} ", MAX_NAMED)), "{text}");
}

#[test]
fn the_dry_run_lists_each_run_of_dice_and_nothing_when_refused() {
    let runs = asked(SLOTS, &mut SeededDice::new(1), |d| {
        d.for_whom("A");
        d.roll_for(10, "d10");
        d.roll_for(10, "d10");
        d.for_whom("B");
        d.roll_for(10, "d10");
        Ok(Vec::new())
    });
    let shape: Vec<(&str, Option<&str>, usize)> = runs
        .iter()
        .map(|r| (r.slot, r.who.as_deref(), r.count))
        .collect();
    assert_eq!(shape, vec![("d10", Some("A"), 2), ("d10", Some("B"), 1)]);
    let refused = asked(SLOTS, &mut SeededDice::new(1), |d| {
        d.roll_for(10, "d10");
        Err(RuleError::Invalid("no".into()))
    });
    assert!(refused.is_empty());
}

/// The log's note groups the dice by roll, then by person in the order the rules used
/// them, in the GM's language; a slot no system declares is quoted, never bare.
#[test]
fn the_log_notes_table_dice_roll_by_roll_and_person_by_person() {
    let die = |slot: &str, value: &str, who: Option<&str>| GivenDie {
        slot: slot.into(),
        value: value.into(),
        who: who.map(str::to_string),
    };
    let dice = [
        die("d10", "3", Some("Vance")),
        die("d10", "5", Some("Vance")),
        die("d10", "2", Some("Ana")),
        die("pick", "b", None),
        die("d10", "1", Some("Vance")),
    ];
    assert_eq!(
        describe_in(&dice, SLOTS),
        "the d10, at the table: Vance 3, 5, 1; Ana 2 · a drawn face, at the table: b"
    );
    crate::i18n::with_lang(crate::i18n::Lang::Fr, || {
        assert_eq!(
            describe_in(&dice[..3], SLOTS),
            "the d10, à la table\u{a0}: Vance 3, 5\u{202f}; Ana 2"
        );
        assert_eq!(
            describe(&dice[3..4]),
            "«\u{a0}pick\u{a0}», à la table\u{a0}: b"
        );
    });
}
