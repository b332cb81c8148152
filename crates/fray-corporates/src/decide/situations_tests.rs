//! Tests of gunpoint, duels, draws, dodges, engagement and disengagement (COR-29 to COR-33,
//! COR-OP-13).

use crate::engine::Event;
use crate::model::EntryStatus;

use super::super::command::melee::{Roll, Terms};
use super::super::fact::CorporatesFact;
use super::super::fact_melee::{Check, MeleeFact};
use super::super::situations::Against;
use super::melee::{Asked, strike};
use super::melee_situations::{disengage, dodge, engage, follow};
use super::melee_standoff::{break_free, draw, duel, gunpoint};
use super::melee_support::{BOB, KIRA, T, facts, own};

fn acted(events: &[Event]) -> Option<(u8, u8, u32)> {
    facts(events).into_iter().find_map(|f| match f {
        CorporatesFact::Acted { malus, dice, .. } => Some((malus.undeclared, malus.double, dice)),
        _ => None,
    })
}

#[test]
fn cor_29_held_at_gunpoint_breaks_free_and_may_act_first() {
    let mut t = T::new();
    t.run(&[], |s, _| gunpoint(s, "bob", Some("kira")));
    assert!(t.has(BOB, "gunpoint").is_some());
    // Stress 3 dice + level 2: 4 4 4 + 2 = 14 < 15: frozen.
    let events = t.run(&[4, 4, 4], |s, d| break_free(s, "bob", 2, 0, true, d));
    assert_eq!(own(&events).len(), 1);
    assert!(t.has(BOB, "gunpoint").is_some());
    // 5 5 5 + 2 = 17: acts; reaction 6 6 6 = 18 against 15 + Kira's vigilance 0, by 3: not first.
    let events = t.run(&[5, 5, 5, 6, 6, 6], |s, d| {
        break_free(s, "bob", 2, 0, true, d)
    });
    let checks: Vec<(Check, i32, i32)> = own(&events)
        .into_iter()
        .filter_map(|f| match f {
            MeleeFact::Checked {
                check,
                roll,
                difficulty,
                ..
            } => Some((check, roll.total, difficulty)),
            _ => None,
        })
        .collect();
    assert_eq!(checks, vec![(Check::Stress, 17, 15), (Check::Lead, 18, 20)]);
    assert!(t.has(BOB, "gunpoint").is_none());
    assert!(
        t.refused(|s, d| break_free(s, "bob", 0, 0, false, d))
            .contains("Bob")
    );
}

#[test]
fn cor_30_staring_builds_the_bonus_and_the_break_names_who_shoots_first() {
    let mut t = T::new();
    // Kira 6 6 6 = 18, Bob 2 2 2 = 6: 12 → 3 levels to Kira.
    t.run(&[6, 6, 6, 2, 2, 2], |s, d| duel(s, "kira", "bob", false, d));
    assert_eq!(
        (t.has(KIRA, "duel"), t.has(BOB, "duel")),
        (Some(3), Some(0))
    );
    t.run(&[3, 3, 3, 4, 3, 3], |s, d| duel(s, "kira", "bob", false, d));
    assert_eq!(t.has(BOB, "duel"), Some(1));
    // Break: Kira 2 2 2 + 3 = 9, Bob 3 3 3 + 1 = 10: Bob first.
    let events = t.run(&[2, 2, 2, 3, 3, 3], |s, d| duel(s, "kira", "bob", true, d));
    let first = own(&events).into_iter().find_map(|f| match f {
        MeleeFact::DuelBroken { first, rolls, .. } => Some((first, rolls[0].total, rolls[1].total)),
        _ => None,
    });
    assert_eq!(first, Some((Some(BOB), 9, 10)));
    assert!(t.has(KIRA, "duel").is_none());
}

#[test]
fn cor_31_cor_op_13_draw_is_innate_and_draw_and_strike_is_double() {
    let mut t = T::new();
    t.gear(KIRA, "knife", &["carried=holster"]);
    t.run(&[], |s, d| draw(s, "kira", "knife", false, d));
    assert_eq!(t.counter(KIRA, "undeclared"), 0);
    assert!(
        t.state
            .combatant(KIRA)
            .and_then(|c| c.gear("knife"))
            .is_some_and(|g| g.flag("drawn"))
    );
    let mut t = T::new();
    t.gear(KIRA, "knife", &["carried=holster"]);
    t.state.options.insert("draw-dice".into(), "1".into());
    t.run(&[], |s, d| draw(s, "kira", "knife", false, d));
    assert_eq!(t.counter(KIRA, "undeclared"), 1, "COR-OP-13 as printed");
    let mut t = T::new();
    t.gear(KIRA, "knife", &["carried=holster"]);
    let a = Asked {
        attacker: "kira",
        defender: "bob",
        with: Some("knife"),
        special: None,
        terms: Terms::default(),
        draw: true,
        roll: Roll::default(),
        distance: None,
    };
    let events = t.run(&[3, 3], |s, d| strike(s, a, d));
    assert_eq!(acted(&events), Some((0, 1, 2)), "−1d for the double action");
    let situation = facts(&events).into_iter().find_map(|f| match f {
        CorporatesFact::Struck { situation, .. } => Some(situation),
        _ => None,
    });
    assert_eq!(situation, Some(-5), "holster");
}

#[test]
fn cor_32_dodge_is_undeclared_with_posture_direction_and_acrobatics() {
    let mut t = T::new();
    t.skill(BOB, "dodge", 4)
        .skill(BOB, "acrobatics", 3)
        .condition(BOB, "crouched", None, None);
    // 3 dice 4 4 4 + 4 − 5 (crouched) − 5 (directed) = 6.
    let events = t.run(&[4, 4, 4], |s, d| {
        dodge(
            s,
            "bob",
            (false, true, false),
            Against::Blow,
            Roll::default(),
            d,
        )
    });
    assert_eq!(t.has(BOB, "dodge"), Some(6));
    assert_eq!(acted(&events), Some((0, 0, 3)));
    assert_eq!(t.counter(BOB, "undeclared"), 1);
    // An acrobatic dodge failing its 15: unbalanced, and the second dodge is at −1d.
    let events = t.run(&[1, 1, 1, 2, 2], |s, d| {
        dodge(
            s,
            "bob",
            (true, false, false),
            Against::Blow,
            Roll::default(),
            d,
        )
    });
    assert_eq!(acted(&events), Some((1, 0, 2)));
    assert_eq!(t.has(BOB, "unbalanced"), Some(1));
    // A shot once the segment is under way: refused.
    // Bob's own dodges left rushed markers in segment 1: they do not start it.
    t.markers(KIRA, &[1]);
    assert!(t.state.ladder.entries.iter().any(|e| e.rushed));
    t.run(&[4, 4, 4], |s, d| {
        dodge(
            s,
            "bob",
            (false, false, false),
            Against::Shot,
            Roll::default(),
            d,
        )
    });
    for e in &mut t.state.ladder.entries {
        if e.at.owner == KIRA {
            e.status = EntryStatus::Acted;
        }
    }
    assert!(
        t.refused(|s, d| dodge(
            s,
            "bob",
            (false, false, false),
            Against::Shot,
            Roll::default(),
            d
        ))
        .contains("Bob")
    );
}

#[test]
fn cor_32_a_late_dodge_against_a_landed_blow() {
    let mut t = T::new();
    t.condition(BOB, "struck", Some(13), Some(KIRA)).condition(
        KIRA,
        "strike-bonus",
        Some(3),
        Some(BOB),
    );
    // The attack was 3 (margin 13 over −10); a dodge of 4 4 4 = 12 beats it.
    t.run(&[4, 4, 4], |s, d| {
        dodge(
            s,
            "bob",
            (false, false, false),
            Against::Blow,
            Roll::default(),
            d,
        )
    });
    assert!(t.has(BOB, "struck").is_none() && t.has(KIRA, "strike-bonus").is_none());
}

#[test]
fn cor_33_engage_disengage_punished_or_followed() {
    let mut t = T::new();
    t.run(&[], |s, _| engage(s, "kira", Some("bob")));
    assert!(t.has(KIRA, "engaged").is_some() && t.has(BOB, "engaged").is_some());
    let events = t.run(&[3, 3, 3], |s, d| {
        disengage(s, "bob", false, Roll::default(), d)
    });
    assert!(matches!(
        own(&events)[0],
        MeleeFact::Dodged {
            disengage: true,
            ..
        }
    ));
    assert!(t.has(KIRA, "engaged").is_none() && t.has(BOB, "disengaging") == Some(9));
    // Kira follows: 3 3 3 = 9 matches: engaged again.
    t.run(&[3, 3, 3], |s, d| {
        follow(s, "kira", "bob", Roll::default(), d)
    });
    assert!(t.has(KIRA, "engaged").is_some() && t.has(BOB, "disengaging").is_none());
    // Disengaging again: Kira's blow comes at +5 and lands, which re-engages.
    t.run(&[6, 6, 6], |s, d| {
        disengage(s, "bob", false, Roll::default(), d)
    });
    let blow = Asked {
        attacker: "kira",
        defender: "bob",
        with: None,
        special: None,
        terms: Terms::default(),
        draw: false,
        roll: Roll::default(),
        distance: None,
    };
    let events = t.run(&[6, 6, 6], |s, d| strike(s, blow, d));
    let hit = facts(&events).into_iter().find_map(|f| match f {
        CorporatesFact::Struck {
            situation, margin, ..
        } => Some((situation, margin)),
        _ => None,
    });
    // 18 + 5 = 23 against the dodge 18 (Bob still: −10).
    assert_eq!(hit, Some((5, Some(5))));
    assert!(t.has(BOB, "engaged").is_some() && t.has(BOB, "disengaging").is_none());
    t.run(&[], |s, _| engage(s, "bob", None));
    assert!(t.has(KIRA, "engaged").is_none());
    assert!(
        t.refused(|s, d| disengage(s, "bob", false, Roll::default(), d))
            .contains("Bob")
    );
}

#[test]
fn cor_29_a_reaction_won_by_5_acts_before_the_captor() {
    let mut t = T::new();
    t.skill(KIRA, "vigilance", 1).skill(BOB, "vigilance", 2);
    t.run(&[], |s, _| gunpoint(s, "bob", Some("kira")));
    // Stress 6 6 6 = 18 ≥ 15: Bob acts. Reaction 6 6 6 + 2 = 20 against 15 + Kira's
    // vigilance 1 = 16 wins by 4: not before Kira, who needed 21.
    let events = t.run(&[6, 6, 6, 6, 6, 6], |s, d| {
        break_free(s, "bob", 0, 0, true, d)
    });
    let lead = own(&events).into_iter().find_map(|f| match f {
        MeleeFact::Checked {
            check: Check::Lead,
            roll,
            difficulty,
            ..
        } => Some((roll.total, difficulty)),
        _ => None,
    });
    assert_eq!(lead, Some((20, 21)), "the difficulty holds the 5 to win by");
}

#[test]
fn cor_31_draw_use_then_strike_is_the_double_action_with_the_malus() {
    let mut t = T::new();
    t.gear(KIRA, "knife", &["carried=belt"]);
    t.run(&[], |s, d| draw(s, "kira", "knife", true, d));
    assert_eq!(t.has(KIRA, "draw-use"), Some(3));
    let a = Asked {
        attacker: "kira",
        defender: "bob",
        with: Some("knife"),
        special: None,
        terms: Terms::default(),
        draw: false,
        roll: Roll::default(),
        distance: None,
    };
    let events = t.run(&[3, 3], |s, d| strike(s, a, d));
    assert_eq!(acted(&events), Some((0, 1, 2)), "−1d for the double action");
    let situation = facts(&events).into_iter().find_map(|f| match f {
        CorporatesFact::Struck { situation, .. } => Some(situation),
        _ => None,
    });
    assert_eq!(situation, Some(-3), "belt");
    assert!(t.has(KIRA, "draw-use").is_none());
}
