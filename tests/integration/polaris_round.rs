//! The Polaris round: initiative, ladder, declarations, resolution, surprise
//! (POL-16 to POL-29), through the engine as the GM drives it.

use crate::common;

use common::Table;
use fray::engine::RuleError;
use fray::model::{EntryStatus, Step};

fn trio() -> Table {
    Table::given(&[
        "add Alpha pc reaction=14",
        "add Bravo enemy reaction=9",
        "add Charlie enemy reaction=12",
    ])
}

#[test]
fn pol_16_round_counter() {
    let mut t = trio();
    assert_eq!(t.state().round, 0);
    t.run("start");
    assert_eq!(t.state().round, 1);
    for _ in 0..6 {
        t.run("next");
    }
    assert_eq!(t.state().step, Step::RoundEnd);
    t.run("next");
    assert_eq!(t.state().round, 2);
    assert_eq!(t.state().step, Step::Declaration);
}

#[test]
fn pol_17_base_initiative_is_reaction_less_wound_penalties() {
    let mut t = trio();
    t.run("wound alpha body medium");
    t.run("set alpha fatigue=1 initiative-mod=2");
    t.run("start");
    // 14 − 3 (medium) − 1 (fatigue) + 2 (GM modifier)
    assert_eq!(t.phase("alpha"), 12);
}

#[test]
fn pol_18_mechanized_armour_caps_initiative() {
    let mut t = trio();
    t.run("set alpha armour=10");
    t.run("option mechanized-armour on");
    t.run("start");
    assert_eq!(t.phase("alpha"), 10);
}

#[test]
fn pol_ex_17_declarations_ascend_resolution_descends() {
    let mut t = trio();
    t.run("start");
    assert_eq!(
        fray::systems::polaris::initiative::phases(t.state()),
        14,
        "14 phases"
    );
    let mut declared = Vec::new();
    while t.state().step == Step::Declaration {
        declared.push(t.current().expect("a declarer"));
        t.run("next");
    }
    assert_eq!(declared, ["Bravo", "Charlie", "Alpha"]);
    let mut acted = Vec::new();
    while t.state().step == Step::Resolution {
        let current = t.state().current.expect("an actor");
        acted.push((
            t.current().expect("actor"),
            t.state().ladder.get(current).expect("entry").position,
        ));
        t.run("next");
    }
    assert_eq!(
        acted,
        [
            ("Alpha".to_string(), 14),
            ("Charlie".to_string(), 12),
            ("Bravo".to_string(), 9)
        ]
    );
}

#[test]
fn pol_19_markers_move_at_once_when_initiative_changes() {
    let mut t = trio();
    t.run("start");
    t.run("rush bravo");
    assert_eq!(t.phase("bravo"), 12);
    t.run("prepare charlie 4");
    assert_eq!(t.phase("charlie"), 8);
    t.run("init alpha 5");
    assert_eq!(t.phase("alpha"), 5);
}

#[test]
fn pol_20_round_sequence_and_end_of_round() {
    let mut t = trio();
    t.run("start");
    assert_eq!(t.state().step, Step::Declaration);
    for _ in 0..3 {
        t.run("next");
    }
    assert_eq!(t.state().step, Step::Resolution);
    for _ in 0..3 {
        t.run("next");
    }
    assert_eq!(t.state().step, Step::RoundEnd);
    assert!(
        t.state()
            .ladder
            .entries
            .iter()
            .all(|e| e.status == EntryStatus::Acted)
    );
    t.run("end");
    assert_eq!(t.state().step, Step::Ended);
    assert!(matches!(t.refuse("next"), RuleError::WrongStep(_)));
}

#[test]
fn pol_21_declarations_are_recorded_and_silence_counts_as_nothing() {
    let mut t = trio();
    t.run("start");
    t.run("declare bravo shoots at Alpha");
    t.run("next");
    t.run("next");
    assert_eq!(
        t.who("bravo").declaration.as_deref(),
        Some("shoots at Alpha")
    );
    assert_eq!(
        t.who("charlie").declaration.as_deref(),
        Some(""),
        "passed without a word"
    );
    t.run("hesitate alpha 2");
    assert_eq!(t.phase("alpha"), 12);
}

#[test]
fn pol_22_extra_attack_markers() {
    let mut t = trio();
    t.run("start");
    t.run("marker alpha 7 -3");
    let markers: Vec<_> = t
        .state()
        .ladder
        .of(t.id("alpha"))
        .map(|e| (e.at.marker, e.position, e.malus))
        .collect();
    assert_eq!(markers, [(0, 14, 0), (1, 7, -3)]);
    for _ in 0..3 {
        t.run("next");
    }
    let mut order = Vec::new();
    while t.state().step == Step::Resolution {
        let m = t.state().current.expect("actor");
        order.push((t.current().expect("actor"), m.marker));
        t.run("next");
    }
    assert_eq!(order.len(), 4);
    assert_eq!(order[2], ("Bravo".to_string(), 0));
    assert_eq!(
        order[3],
        ("Alpha".to_string(), 1),
        "the extra attack comes at phase 7, after Bravo's 9"
    );
}

#[test]
fn pol_23_rushed_action_gains_three_and_carries_the_malus() {
    let mut t = trio();
    t.run("start");
    t.run("rush charlie");
    let e = t
        .state()
        .ladder
        .of(t.id("charlie"))
        .next()
        .expect("marker")
        .clone();
    assert_eq!((e.position, e.rushed, e.malus), (15, true, -3));
    assert!(matches!(t.refuse("rush charlie"), RuleError::Invalid(_)));
    for _ in 0..3 {
        t.run("next");
    }
    assert_eq!(
        t.current().as_deref(),
        Some("Charlie"),
        "15 now beats Alpha's 14"
    );
    let events = t.roll("test charlie 15", &[10]);
    let Some(test) = fray::systems::polaris::test_of(&events[0]) else {
        panic!("a test")
    };
    assert_eq!(
        test.chance.other, -3,
        "the rushed malus applies to the action"
    );
    assert_eq!(test.chance.total(), 12);
}

#[test]
fn pol_op_07_rushed_malus_is_editable() {
    let mut t = trio();
    t.run("option rushed-malus -2");
    t.run("start");
    t.run("rush bravo");
    assert_eq!(
        t.state()
            .ladder
            .of(t.id("bravo"))
            .next()
            .expect("marker")
            .malus,
        -2
    );
}

#[test]
fn pol_24_delayed_action() {
    let mut t = trio();
    t.run("start");
    for _ in 0..3 {
        t.run("next");
    }
    assert_eq!(t.current().as_deref(), Some("Alpha"));
    t.run("delay alpha");
    assert_eq!(
        t.current().as_deref(),
        Some("Charlie"),
        "the word passes on"
    );
    t.run("act alpha");
    assert_eq!(t.current().as_deref(), Some("Alpha"));
    assert_eq!(t.phase("alpha"), 12, "acts at the phase of the moment");
    t.run("next");
    assert_eq!(t.current().as_deref(), Some("Bravo"));
    assert!(
        matches!(t.refuse("delay bravo 10"), RuleError::Invalid(_)),
        "a delay goes to a later phase"
    );
    t.run("delay bravo 3");
    assert_eq!(t.phase("bravo"), 3);
    assert_eq!(
        t.current().as_deref(),
        Some("Bravo"),
        "the only one left waits at phase 3"
    );
}

#[test]
fn pol_24_a_held_action_can_still_be_taken_after_everyone() {
    let mut t = trio();
    t.run("start");
    t.run("delay bravo");
    for _ in 0..5 {
        t.run("next");
    }
    assert_eq!(t.state().step, Step::RoundEnd);
    t.run("act bravo");
    assert_eq!(t.state().step, Step::Resolution);
    assert_eq!(t.current().as_deref(), Some("Bravo"));
}

#[test]
fn pol_25_preparation_lowers_current_initiative() {
    let mut t = trio();
    t.run("start");
    t.run("prepare alpha 3");
    assert_eq!(t.phase("alpha"), 11);
    assert!(matches!(t.refuse("prepare alpha 0"), RuleError::Invalid(_)));
}

#[test]
fn pol_ex_18_ties_go_to_higher_reaction_else_simultaneous() {
    let mut t = Table::given(&["add Quick pc reaction=14", "add Slow enemy reaction=12"]);
    t.run("start");
    t.run("init quick 11");
    t.run("init slow 11");
    t.run("next");
    t.run("next");
    assert_eq!(t.current().as_deref(), Some("Quick"));
    let mut t = Table::given(&["add Left pc reaction=13", "add Right enemy reaction=13"]);
    t.run("start");
    let order = fray::systems::polaris::initiative::ordered(t.state());
    assert!(fray::systems::polaris::initiative::simultaneous(
        t.state(),
        order[0],
        order[1]
    ));
    let report = fray::report::Report::of(t.state());
    assert!(report.ladder[1].simultaneous);
}

#[test]
fn pol_ex_16_surprise_success_sets_round_one_initiative() {
    let mut t = Table::given(&["add Baral pc reaction=14", "add Ganger enemy reaction=11"]);
    t.roll("surprise baral", &[9]);
    t.run("start");
    assert_eq!(
        t.phase("baral"),
        9,
        "margin 9 becomes the round-1 initiative"
    );
    for _ in 0..4 {
        t.run("next");
    }
    t.run("next");
    assert_eq!(t.state().round, 2);
    assert_eq!(t.phase("baral"), 14, "normal initiative from round 2");
}

#[test]
fn pol_ex_16_surprise_failure_skips_round_one() {
    let mut t = Table::given(&["add Baral pc reaction=14", "add Ganger enemy reaction=11"]);
    t.roll("surprise baral", &[16]);
    t.run("start");
    let e = t
        .state()
        .ladder
        .of(t.id("baral"))
        .next()
        .expect("marker")
        .clone();
    assert_eq!(e.status, EntryStatus::Skipped);
    assert_eq!(
        t.current().as_deref(),
        Some("Ganger"),
        "only the ganger declares"
    );
    t.run("next");
    assert_eq!(
        t.current().as_deref(),
        Some("Ganger"),
        "and only the ganger acts"
    );
    t.run("next");
    t.run("next");
    assert_eq!(t.state().round, 2);
    assert!(
        !t.who("baral").has_condition("surprised"),
        "the condition expires at round 2"
    );
    assert_eq!(t.phase("baral"), 14);
}

#[test]
fn pol_29_double_failure_stuns_both_in_round_one() {
    let mut t = Table::given(&["add Diver pc reaction=12", "add Predator enemy reaction=13"]);
    t.roll("surprise diver predator", &[18, 19]);
    t.run("start");
    assert_eq!(t.state().step, Step::RoundEnd, "nobody can act in round 1");
    t.run("next");
    assert_eq!(t.state().round, 2);
    assert_eq!(
        t.current().as_deref(),
        Some("Diver"),
        "both act normally in round 2, slowest declares first"
    );
}

#[test]
fn pol_29_surprise_is_tested_before_the_fight_with_wound_maluses() {
    let mut t = Table::given(&["add Baral pc reaction=14"]);
    t.run("wound baral body light");
    let events = t.roll("surprise baral +2", &[5]);
    let Some(test) = fray::systems::polaris::test_of(&events[0]) else {
        panic!("a test")
    };
    assert_eq!(test.chance.total(), 14 - 1 + 2);
    t.run("start");
    assert!(matches!(
        t.refuse("surprise baral"),
        RuleError::WrongStep(_)
    ));
}

#[test]
fn pol_op_08_surprise_critical_uses_the_full_margin_by_default() {
    let mut t = Table::given(&["add Baral pc reaction=14"]);
    t.roll("surprise baral", &[14]);
    t.run("start");
    assert_eq!(t.phase("baral"), 21, "14 + half of 14");
    let mut t = Table::given(&["add Baral pc reaction=14", "option surprise-initiative die"]);
    t.roll("surprise baral", &[14]);
    t.run("start");
    assert_eq!(t.phase("baral"), 14);
}

#[test]
fn pol_34_a_wound_moves_the_marker_at_once() {
    let mut t = trio();
    t.run("start");
    t.run("wound bravo left-arm serious");
    assert_eq!(t.phase("bravo"), 4, "9 − 5");
}

#[test]
fn pol_31_death_takes_the_combatant_off_the_ladder() {
    let mut t = trio();
    t.run("start");
    for _ in 0..3 {
        t.run("next");
    }
    assert_eq!(t.current().as_deref(), Some("Alpha"));
    t.run("wound charlie head damage=31");
    assert!(t.who("charlie").has_condition("dead"));
    assert_eq!(t.state().ladder.of(t.id("charlie")).count(), 0);
    t.run("next");
    assert_eq!(t.current().as_deref(), Some("Bravo"));
    t.run("next");
    t.run("next");
    assert_eq!(
        t.state().ladder.of(t.id("charlie")).count(),
        0,
        "the dead get no marker next round"
    );
}

#[test]
fn conditions_expire_after_rounds_and_at_action_boundaries() {
    let mut t = trio();
    t.run("start");
    t.run("condition bravo prone for 1 round");
    t.run("condition charlie blinded until end of alpha");
    t.run("condition alpha aiming until start of alpha");
    for _ in 0..3 {
        t.run("next");
    }
    assert!(
        !t.who("alpha").has_condition("aiming"),
        "ends as Alpha's action starts"
    );
    assert!(t.who("charlie").has_condition("blinded"));
    t.run("next");
    assert!(
        !t.who("charlie").has_condition("blinded"),
        "ends as Alpha's action ends"
    );
    assert!(t.who("bravo").has_condition("prone"));
    t.run("next");
    t.run("next");
    t.run("next");
    assert_eq!(t.state().round, 2);
    assert!(
        !t.who("bravo").has_condition("prone"),
        "ends when round 2 starts"
    );
}

#[test]
fn pol_27_a_confused_combatant_does_nothing_this_round() {
    let mut t = trio();
    t.run("start");
    t.run("confused charlie");
    assert!(t.who("charlie").has_condition("does nothing"));
    for _ in 0..2 {
        t.run("next");
    }
    let mut acted = Vec::new();
    while t.state().step == Step::Resolution {
        acted.push(t.current().expect("actor"));
        t.run("next");
    }
    assert_eq!(acted, ["Alpha", "Bravo"], "Charlie is skipped");
    t.run("next");
    assert!(
        !t.who("charlie").has_condition("does nothing"),
        "ends when round 2 starts"
    );
    assert_eq!(
        t.state()
            .ladder
            .of(t.id("charlie"))
            .next()
            .expect("marker")
            .status,
        EntryStatus::Waiting
    );
}

#[test]
fn pol_27_confusion_while_acting_passes_the_turn() {
    let mut t = trio();
    t.run("start");
    for _ in 0..3 {
        t.run("next");
    }
    assert_eq!(t.current().as_deref(), Some("Alpha"));
    t.run("confused alpha");
    assert_eq!(t.current().as_deref(), Some("Charlie"));
    assert!(matches!(t.refuse("confused alpha"), RuleError::Invalid(_)));
}
