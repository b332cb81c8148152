//! Time and actions, COR-01 to COR-12, with the worked examples COR-EX-01, 02, 07, 08, 09.

use crate::engine::ScriptedDice;
use crate::model::{CombatantId, Encounter};

use super::ledger::{Kind, Ledger, Malus, dice};
use super::priority::{Lead, Side, by_declared, by_rolls, fresh_roll, needs_rolls};
use super::rolls::{REACTION, roll};
use super::schedule::{At, Schedule, Slot, declared_malus, distribution};
use super::survival::{
    SURVIVAL_DIFFICULTY, announcement_order, sudden, survival_holds, survival_start,
};
use super::{options, text};

fn at(turn: u32, segment: u8) -> At {
    At { turn, segment }
}

#[test]
fn cor_01_a_turn_is_five_segments_and_segment_5_leads_to_the_next_turn() {
    assert_eq!(super::schedule::SEGMENTS, 5);
    assert_eq!(at(1, 1).next(), at(1, 2));
    assert_eq!(at(1, 4).next(), at(1, 5));
    assert_eq!(at(1, 5).next(), at(2, 1));
    assert!(at(1, 5) < at(2, 1));
}

#[test]
fn cor_02_each_kind_costs_what_its_row_says() {
    let mut ledger = Ledger::new(2);
    assert_eq!(ledger.malus(Kind::Declared, false, 0).total(), 1);
    assert_eq!(
        ledger.malus(Kind::Innate, false, 0).total(),
        0,
        "innate: no malus"
    );
    ledger.took(Kind::Innate);
    ledger.took(Kind::Long);
    ledger.took(Kind::Declared);
    assert_eq!(ledger.undeclared, 0, "only undeclared actions count");
    ledger.took(Kind::Undeclared);
    assert_eq!(ledger.undeclared, 1);
    // A double action: an extra 1d, plus the GM's malus (COR-OP-05, 0 by default).
    assert_eq!(ledger.malus(Kind::Declared, true, 0).double, 1);
    assert_eq!(ledger.malus(Kind::Declared, true, 2).total(), 1 + 1 + 3);
}

#[test]
fn cor_03_a_reaction_roll_sums_d6_and_counts_are_announced_lowest_first() {
    let mut d = ScriptedDice::new([4, 2, 6]);
    let r = roll(&mut d, REACTION, 3, 2, false);
    assert_eq!((r.dice.clone(), r.total), (vec![4, 2, 6], 14));
    let (a, b, c) = (CombatantId(1), CombatantId(2), CombatantId(3));
    assert_eq!(
        announcement_order(&[(a, 14), (b, 9), (c, 20)], false),
        vec![b, a, c]
    );
    assert_eq!(
        announcement_order(&[(a, 14), (b, 9), (c, 20)], true),
        vec![c, a, b]
    );
    assert_eq!(
        announcement_order(&[(a, 9), (b, 9)], false),
        vec![a, b],
        "ties keep their order"
    );
    // −1d per declared action beyond the first.
    assert_eq!(
        (declared_malus(0), declared_malus(1), declared_malus(3)),
        (0, 0, 2)
    );
}

#[test]
fn cor_04_the_distribution_table() {
    assert_eq!(distribution(0), Some(&[][..]));
    assert_eq!(distribution(6), None);
    assert!(text::declare(6).is_err());
    assert_eq!(
        text::declare(2).map(|s| s.scheduled()).ok(),
        Some(vec![2, 4])
    );
}

#[test]
fn cor_ex_01_declared_actions_1_to_5() {
    let want: [&[u8]; 5] = [&[3], &[2, 4], &[1, 3, 5], &[1, 2, 4, 5], &[1, 2, 3, 4, 5]];
    for (count, segments) in (1..=5).zip(want) {
        assert_eq!(distribution(count), Some(segments), "{count}");
        assert_eq!(declared_malus(count), count - 1, "{count}");
    }
}

#[test]
fn cor_05_a_delay_shifts_the_rest_and_loses_those_past_segment_5() {
    let mut s = Schedule::declare(2).unwrap();
    assert_eq!(s.delay(1), Some(0));
    assert_eq!(s.scheduled(), vec![3, 5]);
    assert!(s.resolve(3, false));
    // Only what is still scheduled moves; the one done stays in segment 3.
    assert_eq!(s.delay(1), Some(1));
    assert_eq!(
        s.actions[0],
        super::schedule::Planned {
            segment: 3,
            slot: Slot::Done
        }
    );
    assert_eq!(s.actions[1].slot, Slot::Lost);
    assert_eq!(s.delay(1), None, "nothing left to delay");
    assert!(text::delay(&mut s, 1).is_err());
    assert!(text::delay(&mut Schedule::declare(1).unwrap(), 0).is_err());
}

#[test]
fn cor_ex_09_three_declared_the_first_delayed_by_one() {
    let mut s = Schedule::declare(3).unwrap();
    assert_eq!(s.delay(1), Some(1));
    let segments: Vec<(u8, Slot)> = s.actions.iter().map(|p| (p.segment, p.slot)).collect();
    assert_eq!(
        segments,
        vec![(2, Slot::Scheduled), (4, Slot::Scheduled), (6, Slot::Lost)]
    );
}

#[test]
fn cor_06_undeclared_actions_weigh_on_later_ones_unless_substituted() {
    let mut ledger = Ledger::new(1);
    ledger.took(Kind::Undeclared);
    ledger.took(Kind::Undeclared);
    assert_eq!(ledger.malus(Kind::Undeclared, false, 0).undeclared, 2);
    ledger.took(Kind::Substitute);
    assert_eq!(ledger.undeclared, 2, "a substitute adds nothing");
    let mut s = Schedule::declare(1).unwrap();
    assert!(s.resolve(3, true));
    assert_eq!(s.actions[0].slot, Slot::Substituted);
    assert!(!s.resolve(3, false), "nothing left in segment 3");
}

#[test]
fn cor_ex_07_an_undeclared_dodge_in_segment_2() {
    let mut ledger = Ledger::new(3);
    assert_eq!(
        ledger.malus(Kind::Undeclared, false, 0).total(),
        2,
        "the dodge at −2d"
    );
    ledger.took(Kind::Undeclared);
    assert_eq!(
        ledger.malus(Kind::Declared, false, 0).total(),
        3,
        "segments 3 and 5 at −3d"
    );
}

#[test]
fn cor_ex_08_a_dodge_in_place_of_the_segment_3_action() {
    let mut ledger = Ledger::new(3);
    let mut s = Schedule::declare(3).unwrap();
    assert!(s.resolve(1, false));
    assert_eq!(
        ledger.malus(Kind::Substitute, false, 0).total(),
        2,
        "the dodge at −2d"
    );
    assert!(s.resolve(3, true));
    ledger.took(Kind::Substitute);
    assert_eq!(s.scheduled(), vec![5]);
    assert_eq!(
        ledger.malus(Kind::Declared, false, 0).total(),
        2,
        "segment 5 stays at −2d"
    );
}

#[test]
fn cor_07_the_failure_margin_of_a_sudden_reaction_is_the_malus() {
    let ok = sudden(16, 12);
    assert_eq!((ok.malus, ok.may_freeze), (0, false));
    let bad = sudden(8, 15);
    assert_eq!((bad.malus, bad.may_freeze), (7, false));
    let frozen = sudden(5, 15);
    assert_eq!((frozen.malus, frozen.may_freeze), (10, true));
}

#[test]
fn cor_08_the_ledger_sums_its_terms_and_keeps_a_floor() {
    let mut ledger = Ledger::new(4);
    ledger.took(Kind::Undeclared);
    ledger.situational = 1;
    let m = ledger.malus(Kind::Declared, true, 0);
    assert_eq!(
        m,
        Malus {
            declared: 3,
            undeclared: 1,
            double: 1,
            situational: 1
        }
    );
    assert_eq!(m.total(), 6);
    assert_eq!(dice(8, 6, 0, true), 2);
    assert_eq!(dice(4, 6, 0, true), 1, "always at least 1d");
    // Each confidence point: +1d and +1d on the floor (COR-OP-21), or the floor only.
    assert_eq!(dice(4, 6, 2, true), 3);
    assert_eq!(dice(8, 3, 2, true), 7);
    assert_eq!(dice(8, 3, 2, false), 5);
    assert_eq!(dice(2, 6, 2, false), 3);
}

#[test]
fn cor_09_innate_actions_cost_nothing_now_or_later() {
    let mut ledger = Ledger::new(3);
    ledger.took(Kind::Undeclared);
    assert_eq!(ledger.malus(Kind::Innate, true, 2), Malus::default());
    ledger.took(Kind::Innate);
    assert_eq!(ledger.malus(Kind::Declared, false, 0).total(), 3);
}

#[test]
fn cor_11_survival_mode_starts_now_or_next_segment_and_counts_as_five() {
    assert_eq!(SURVIVAL_DIFFICULTY, 15);
    assert_eq!(
        survival_start(15 >= SURVIVAL_DIFFICULTY, at(1, 2)),
        at(1, 2)
    );
    assert_eq!(
        survival_start(14 >= SURVIVAL_DIFFICULTY, at(1, 2)),
        at(1, 3)
    );
    assert_eq!(
        survival_start(3 >= SURVIVAL_DIFFICULTY, at(1, 5)),
        at(2, 1),
        "into the next turn"
    );
    // COR-OP-03: it holds to the end of the turn it took effect in.
    assert!(survival_holds(at(2, 1), at(2, 5), true));
    assert!(!survival_holds(at(1, 3), at(2, 1), true));
    assert!(!survival_holds(at(1, 3), at(1, 2), true));
    // Option `survival-end gm`: it holds until the GM ends it.
    assert!(survival_holds(at(1, 3), at(2, 1), false));
    assert!(!survival_holds(at(1, 3), at(1, 2), false));
}

#[test]
fn cor_ex_02_survival_succeeding_in_segment_2() {
    let mut s = Schedule::declare(1).unwrap();
    let start = survival_start(17 >= SURVIVAL_DIFFICULTY, at(1, 2));
    s = s.survival(start.segment);
    assert_eq!(s.scheduled(), vec![2, 3, 4, 5]);
    let ledger = Ledger::new(5);
    assert_eq!(ledger.malus(Kind::Declared, false, 0).total(), 4);
    // What was already done before the switch stays in the record.
    let mut done = Schedule::declare(3).unwrap();
    assert!(done.resolve(1, false));
    let after = done.survival(3);
    assert_eq!(after.actions[0].slot, Slot::Done);
    assert_eq!(after.scheduled(), vec![3, 4, 5]);
}

#[test]
fn cor_12_priority_in_a_segment() {
    let declared = Side {
        declared: true,
        surprised: false,
    };
    let undeclared = Side {
        declared: false,
        surprised: false,
    };
    let surprised = Side {
        declared: true,
        surprised: true,
    };
    assert!(!needs_rolls(declared, undeclared));
    assert_eq!(by_declared(declared, undeclared), Lead::First);
    assert_eq!(by_declared(undeclared, declared), Lead::Second);
    assert_eq!(by_declared(undeclared, undeclared), Lead::Simultaneous);
    assert!(needs_rolls(declared, declared));
    assert!(needs_rolls(surprised, undeclared));
    assert_eq!(by_rolls(20, 15), Lead::First);
    assert_eq!(by_rolls(12, 17), Lead::Second);
    assert_eq!(by_rolls(19, 15), Lead::Simultaneous, "COR-OP-04");
    assert!(!fresh_roll(1, true), "segment 1 uses the turn's roll");
    assert!(fresh_roll(3, true));
    assert!(!fresh_roll(3, false));
}

#[test]
fn cor_options_every_open_point_is_checked_with_its_default() {
    for (key, good, bad) in [
        ("level-step", "5", "0"),
        ("announce", "highest-first", "random"),
        ("survival-end", "gm", "never"),
        ("no-lead", "reroll", "first"),
        ("double-malus", "2", "6"),
        ("odd-level", "second", "third"),
        ("critical-levels", "wound", "all"),
        ("track-max", "none", "0"),
        ("confidence", "floor", "twice"),
        ("burst-cap", "none", "3"),
        ("fall-sign", "easier", "up"),
        ("stray", "below", "under"),
        ("draw-dice", "1", "2"),
        ("dodge-shots", "none", "never"),
        ("gang", "extra", "first"),
    ] {
        assert!(options::check(key, good).is_ok(), "{key} {good}");
        assert!(options::check(key, bad).is_err(), "{key} {bad}");
    }
    assert!(options::check("track-max", "12").is_ok());
    assert!(options::check("nonsense", "1").is_err());
    assert!(options::described().len() >= 15, "each family adds its own");
    let mut state = Encounter::new(super::ID, "test");
    assert_eq!(options::level_step(&state), 5);
    assert!(!options::highest_first(&state));
    assert_eq!(options::double_malus(&state), 0);
    assert_eq!(options::track_max(&state), None);
    assert!(!options::confidence_adds(&state), "the text's floor alone");
    assert!(options::survival_to_turn_end(&state));
    assert!(!options::reroll_without_lead(&state));
    assert!(options::odd_level_first(&state));
    assert!(!options::critical_whole_hit(&state), "the Wound levels");
    assert!(options::burst_capped(&state));
    assert!(options::fall_harder(&state));
    assert_eq!(
        options::stray_width(&state, 9, true),
        8,
        "engaged: strictly below"
    );
    assert_eq!(
        options::stray_width(&state, 9, false),
        9,
        "a crowd: at most"
    );
    assert_eq!(options::draw_dice(&state), 0);
    assert!(options::dodge_replaces_shot(&state));
    assert!(options::gang_counts_all(&state));
    for (k, v) in [
        ("level-step", "3"),
        ("announce", "highest-first"),
        ("double-malus", "2"),
        ("track-max", "8"),
        ("confidence", "add"),
        ("burst-cap", "none"),
        ("fall-sign", "easier"),
        ("stray", "below"),
        ("draw-dice", "1"),
        ("dodge-shots", "none"),
        ("gang", "extra"),
    ] {
        state.options.insert(k.into(), v.into());
    }
    assert_eq!(options::level_step(&state), 3);
    assert!(options::highest_first(&state));
    assert_eq!(options::double_malus(&state), 2);
    assert_eq!(options::track_max(&state), Some(8));
    assert!(!options::burst_capped(&state));
    assert!(!options::fall_harder(&state));
    assert_eq!(options::stray_width(&state, 9, false), 8);
    assert_eq!(options::draw_dice(&state), 1);
    assert!(!options::dodge_replaces_shot(&state));
    assert!(!options::gang_counts_all(&state));
    assert!(options::confidence_adds(&state));
    for (k, v) in [
        ("survival-end", "gm"),
        ("no-lead", "reroll"),
        ("odd-level", "second"),
        ("critical-levels", "hit"),
    ] {
        state.options.insert(k.into(), v.into());
    }
    assert!(!options::survival_to_turn_end(&state));
    assert!(options::reroll_without_lead(&state));
    assert!(!options::odd_level_first(&state));
    assert!(options::critical_whole_hit(&state));
}
