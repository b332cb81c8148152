//! Tests of `strike`, trips, grapples, throws and bull rushes (COR-34 to COR-38,
//! COR-EX-17, COR-EX-22, COR-OP-16, COR-OP-22).

use crate::engine::Event;

use super::super::command::melee::{Roll, StrikeKind, Terms};
use super::super::fact::CorporatesFact;
use super::super::fact_melee::{MeleeFact, Special};
use super::super::melee::{Charge, Fall, Rush, Trip};
use super::melee::{Asked, strike};
use super::melee_special::{self as special, bullrush, grapple, throw, trip};
use super::melee_support::{BOB, KIRA, T, facts, own};

fn blow(terms: Terms) -> Asked<'static> {
    Asked {
        attacker: "kira",
        defender: "bob",
        with: None,
        special: None,
        terms,
        draw: false,
        roll: Roll::default(),
        distance: None,
    }
}

/// The `Struck` fact: attack total, defense, the dodge if any, the margin, situation, bonus.
fn struck(events: &[Event]) -> (i32, i32, Option<i32>, Option<i32>, i32, i32) {
    facts(events)
        .into_iter()
        .find_map(|f| match f {
            CorporatesFact::Struck {
                attack,
                defense,
                dodge,
                margin,
                situation,
                bonus,
                ..
            } => Some((
                attack.total,
                defense,
                dodge.map(|d| d.total),
                margin,
                situation,
                bonus,
            )),
            _ => None,
        })
        .expect("a struck fact")
}

fn engaged_bob() -> T {
    let mut t = T::new();
    t.skill(BOB, "combat", 5)
        .skill(BOB, "dodge", 4)
        .skill(BOB, "wired-reflexes", 1)
        .gear(BOB, "sword", &["defense=1"])
        .condition(BOB, "engaged", None, Some(KIRA))
        .condition(KIRA, "engaged", None, Some(BOB));
    t
}

#[test]
fn cor_ex_17_a_higher_dodge_replaces_the_defense_score() {
    let mut t = engaged_bob();
    t.condition(BOB, "dodge", Some(16), None);
    let events = t.run(&[5, 5, 4], |s, d| strike(s, blow(Terms::default()), d));
    assert_eq!(struck(&events), (14, 11, Some(16), None, 0, 0));
    assert!(t.has(BOB, "struck").is_none());
    let mut t = engaged_bob();
    t.condition(BOB, "dodge", Some(9), None);
    let events = t.run(&[5, 5, 4], |s, d| strike(s, blow(Terms::default()), d));
    assert_eq!(struck(&events), (14, 11, Some(9), Some(3), 0, 0));
    assert_eq!(t.has(BOB, "struck"), Some(3));
}

#[test]
fn cor_34_still_fleeing_and_the_situation_terms() {
    let mut t = T::new();
    // Still: −10; back +5, higher +2, 2 attackers +2 (COR-OP-15).
    let terms = Terms {
        back: true,
        higher: true,
        attackers: 2,
        ..Terms::default()
    };
    let events = t.run(&[1, 1, 1], |s, d| strike(s, blow(terms), d));
    assert_eq!(struck(&events), (12, -10, None, Some(22), 9, 0));
    assert!(
        t.has(KIRA, "engaged").is_some() && t.has(BOB, "engaged").is_some(),
        "COR-33"
    );
    let mut t = T::new();
    t.state.options.insert("gang".into(), "extra".into());
    t.skill(BOB, "athletics", 6)
        .condition(BOB, "fleeing", None, None);
    let terms = Terms {
        lower: true,
        attackers: 2,
        run: true,
        ..Terms::default()
    };
    let events = t.run(&[1, 1, 1], |s, d| strike(s, blow(terms), d));
    // 1 extra attacker − 2 lower − 3 at full run = −4.
    assert_eq!(struck(&events), (-1, 6, None, None, -4, 0));
}

#[test]
fn cor_34_a_landed_blow_hands_its_margin_to_hurt() {
    let mut t = T::new();
    t.gear(KIRA, "knife", &["damage=1", "kind=cutting", "attack=1"]);
    let a = Asked {
        with: Some("knife"),
        ..blow(Terms::default())
    };
    let events = t.run(&[4, 4, 4], |s, d| strike(s, a, d));
    // 12 + 1 (knife) against −10: margin 23.
    assert_eq!(struck(&events).3, Some(23));
    let hurt = super::damage::Asked {
        who: "bob",
        by: Some("kira"),
        with: Some("knife"),
        kind: None,
        roll: Roll::default(),
        margin: 0,
        protection: 0,
    };
    let events = t.run(&[1, 1, 1, 1, 1, 1, 1, 1, 1, 1], |s, d| {
        super::damage::hurt(s, hurt, d)
    });
    let f = facts(&events);
    let CorporatesFact::Hurt { damage, .. } = &f[0] else {
        panic!("{f:?}")
    };
    assert_eq!(damage.dice.len(), 6, "3 Strength + 1 knife + 2 margin dice");
    assert!(t.has(BOB, "struck").is_none(), "used up");
}

#[test]
fn cor_35_power_strike_prepares_loses_a_die_adds_the_skill_and_tires() {
    let mut t = T::new();
    t.skill(KIRA, "combat", 4).markers(KIRA, &[1, 3, 5]);
    let power = Asked {
        special: Some(StrikeKind::Power),
        ..blow(Terms::default())
    };
    let events = t.run(&[], |s, d| strike(s, power, d));
    assert!(matches!(
        own(&events)[..],
        [MeleeFact::Prepared {
            special: Special::Power,
            ..
        }]
    ));
    assert_eq!(t.has(KIRA, "preparing"), Some(1));
    t.segment(3);
    // 3 dice − 1 (power) − 2 (3 declared): the floor's 1 die, + combat 4; then the
    // fatigue roll 1 + 1 + 1 < 15.
    let events = t.run(&[3, 1, 1, 1], |s, d| strike(s, power, d));
    let (attack, _, _, margin, _, bonus) = struck(&events);
    assert_eq!((attack, margin, bonus), (7, Some(17), 4));
    assert_eq!(
        t.statuses(KIRA).iter().map(|s| s.1).collect::<Vec<_>>(),
        [
            crate::model::EntryStatus::Acted,
            crate::model::EntryStatus::Acted,
            crate::model::EntryStatus::Waiting
        ],
        "two actions: the preparation, then the strike"
    );
    assert_eq!(t.counter(KIRA, "fatigue"), 1);
    assert!(t.has(KIRA, "preparing").is_none());
    assert_eq!(t.has(KIRA, "strike-bonus"), Some(4));
}

#[test]
fn cor_35_a_wound_spoils_the_preparation_and_a_failed_acrobatic_attack_unbalances() {
    let mut t = T::new();
    t.markers(KIRA, &[1, 2]);
    t.condition(KIRA, "preparing", Some(1), Some(BOB));
    let hurt = super::damage::Asked {
        who: "kira",
        by: None,
        with: None,
        kind: Some(super::super::command::melee::DamageKind::Cutting),
        roll: Roll {
            dice: Some(3),
            ..Roll::default()
        },
        margin: 0,
        protection: 0,
    };
    t.run(&[6, 6, 1, 1, 1, 1], |s, d| super::damage::hurt(s, hurt, d));
    assert!(t.has(KIRA, "preparing").is_none());
    let acro = Asked {
        special: Some(StrikeKind::Acrobatic),
        distance: Some(3),
        ..blow(Terms::default())
    };
    t.run(&[], |s, d| strike(s, acro, d));
    assert_eq!(t.has(KIRA, "preparing"), Some(2));
    t.segment(2);
    let events = t.run(&[1, 1, 1], |s, d| strike(s, acro, d));
    assert!(
        !facts(&events)
            .iter()
            .any(|f| matches!(f, CorporatesFact::Struck { .. }))
    );
    assert_eq!(t.has(KIRA, "unbalanced"), Some(1));
}

#[test]
fn cor_38_cor_op_16_cor_op_22_charge_bonuses_both_ways() {
    use super::super::options::check;
    for (key, good, bad) in [("charge-defender", "3", "2"), ("charge-unit", "dice", "d6")] {
        assert!(
            check(key, good).is_ok() && check(key, bad).is_err(),
            "{key}"
        );
    }
    assert!(check("charge-defender", "by-mount").is_ok() && check("charge-unit", "flat").is_ok());
    let foot = Terms {
        charge: Some(Charge::OnFoot),
        ..Terms::default()
    };
    let mounted = Terms {
        charge: Some(Charge::Mounted),
        ..Terms::default()
    };
    let mut t = T::new();
    let events = t.run(&[3, 3, 3], |s, d| strike(s, blow(foot), d));
    assert_eq!(struck(&events).5, 3);
    assert_eq!(
        (t.has(KIRA, "strike-bonus"), t.has(BOB, "strike-bonus")),
        (Some(3), Some(1))
    );
    let mut t = T::new();
    t.run(&[3, 3, 3], |s, d| strike(s, blow(mounted), d));
    assert_eq!(
        (t.has(KIRA, "strike-bonus"), t.has(BOB, "strike-bonus")),
        (Some(7), Some(3))
    );
    let mut t = T::new();
    t.state.options.insert("charge-defender".into(), "3".into());
    t.run(&[3, 3, 3], |s, d| strike(s, blow(foot), d));
    assert_eq!(t.has(BOB, "strike-bonus"), Some(3), "COR-OP-16 as 3");
    let mut t = T::new();
    t.state.options.insert("charge-unit".into(), "dice".into());
    t.run(&[3, 3, 3], |s, d| strike(s, blow(foot), d));
    assert_eq!(
        (t.has(KIRA, "strike-bonus"), t.has(KIRA, "strike-dice")),
        (None, Some(3))
    );
    let hurt = super::damage::Asked {
        who: "bob",
        by: Some("kira"),
        with: None,
        kind: Some(super::super::command::melee::DamageKind::Hand),
        roll: Roll::default(),
        margin: 0,
        protection: 0,
    };
    let events = t.run(&[1; 12], |s, d| super::damage::hurt(s, hurt, d));
    let f = facts(&events);
    let CorporatesFact::Hurt { damage, .. } = &f[0] else {
        panic!("{f:?}")
    };
    // 3 Strength + 3 charge dice + 1 margin die (9 − (−10) = 19).
    assert_eq!(damage.dice.len(), 7, "COR-OP-22 as dice");
}

#[test]
fn cor_ex_22_bull_rush_of_two_levels_fells_and_applies_one() {
    let mut t = T::new();
    let asked = special::Asked {
        attacker: "kira",
        defender: "bob",
        terms: Terms::default(),
        roll: Roll::default(),
    };
    // Attack 3 vs −10: margin 13, +1d. Damage 4 dice: 6 6 1 1 = 14 vs soak 1 1 1 = 3:
    // 11 → 3 levels? No: 6 + 1 + 1 + 1 = 9, 9 − 3 = 6 → 2 levels, 1 applied.
    let events = t.run(&[1, 1, 1, 6, 1, 1, 1, 1, 1, 1], |s, d| {
        bullrush(s, asked, d)
    });
    let rushed = own(&events).into_iter().find_map(|f| match f {
        MeleeFact::Rushed { levels, effect, .. } => Some((levels, effect)),
        _ => None,
    });
    assert_eq!(rushed, Some((2, Rush::Falls)));
    assert_eq!(t.counter(BOB, "fatigue"), 1);
    assert!(t.has(BOB, "fallen").is_some());
}

#[test]
fn cor_36_strength_trip_by_one_level_fells_both() {
    let mut t = T::new();
    let asked = special::Asked {
        attacker: "kira",
        defender: "bob",
        terms: Terms::default(),
        roll: Roll::default(),
    };
    // Attack 3 vs −10 (margin 13, +1d on the opposed roll): Kira 4 dice + 3, Bob 3 dice + 3.
    // Kira 2 2 2 2 + 3 = 11, Bob 2 2 2 + 3 = 9: won by 2, one level. Then two fall soaks.
    let events = t.run(&[1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 6, 6, 6, 6, 6, 6], |s, d| {
        trip(s, asked, Trip::Strength, d)
    });
    let fall = own(&events).into_iter().find_map(|f| match f {
        MeleeFact::Tripped { fall, .. } => Some(fall),
        _ => None,
    });
    assert_eq!(fall, Some(Fall::BothFall));
    assert_eq!(
        (t.has(KIRA, "fallen"), t.has(BOB, "fallen")),
        (Some(-5), Some(-5))
    );
    t.stat(KIRA, "weight", 30).stat(BOB, "weight", 90);
    assert!(
        t.refused(|s, d| trip(s, asked, Trip::Agility, d))
            .contains("half")
    );
}

#[test]
fn cor_37_grapple_hold_malus_throw_and_escape() {
    let mut t = T::new();
    let asked = special::Asked {
        attacker: "kira",
        defender: "bob",
        terms: Terms::default(),
        roll: Roll::default(),
    };
    t.markers(KIRA, &[1, 2]);
    // Attack 2 dice (−1d: 2 declared) vs −10; Strength 6 6 6 = 18 against 1 1 1 = 3: 15,
    // 3 levels.
    t.run(&[1, 1, 6, 6, 6, 1, 1, 1], |s, d| grapple(s, asked, d));
    assert_eq!(t.has(BOB, "grappled"), Some(3));
    // Bob's next action loses 3 dice: a dodge of 3 dice rolls 1 (the floor).
    let events = t.run(&[2, 2, 2], |s, d| {
        super::melee_situations::dodge(
            s,
            "bob",
            (false, false, false),
            super::super::situations::Against::Blow,
            Roll::default(),
            d,
        )
    });
    let acted = facts(&events).into_iter().find_map(|f| match f {
        CorporatesFact::Acted { malus, dice, .. } => Some((malus.situational, dice)),
        _ => None,
    });
    assert_eq!(acted, Some((3, 1)));
    // The dodge 2 does not beat Kira's still defense −10? It does: Bob is free.
    assert!(t.has(BOB, "grappled").is_none());
    t.condition(BOB, "grappled", Some(2), Some(KIRA));
    assert!(t.refused(|s, d| throw(s, "kira", "bob", d)).contains('2'));
    t.condition(BOB, "grappled", Some(3), Some(KIRA));
    t.segment(2);
    let events = t.run(&[1; 8], |s, d| throw(s, "kira", "bob", d));
    assert!(
        facts(&events)
            .iter()
            .any(|f| matches!(f, CorporatesFact::Hurt { .. }))
    );
    assert!(t.has(BOB, "grappled").is_none());
}

#[test]
fn cor_38_both_charging_on_foot_get_5_each() {
    let mut t = T::new();
    let both = Terms {
        charge: Some(Charge::Both),
        ..Terms::default()
    };
    t.run(&[3, 3, 3], |s, d| strike(s, blow(both), d));
    assert_eq!(
        (t.has(KIRA, "strike-bonus"), t.has(BOB, "strike-bonus")),
        (Some(5), Some(5))
    );
}

#[test]
fn cor_38_the_defender_keeps_the_charge_bonus_for_their_own_power_strike() {
    let mut t = T::new();
    t.skill(BOB, "combat", 2).markers(BOB, &[1, 2]);
    let foot = Terms {
        charge: Some(Charge::OnFoot),
        ..Terms::default()
    };
    t.run(&[3, 3, 3], |s, d| strike(s, blow(foot), d));
    assert_eq!(t.has(BOB, "strike-bonus"), Some(1));
    let back = Asked {
        attacker: "bob",
        defender: "kira",
        special: Some(StrikeKind::Power),
        ..blow(Terms::default())
    };
    t.run(&[], |s, d| strike(s, back, d));
    t.segment(2);
    // 3 dice − 1 (power) − 1 (2 declared) = 1 die: 6 + 2 against Kira's engaged defense 0:
    // the blow lands, +2 (combat) on top of the +1 kept; then the fatigue roll.
    t.run(&[6, 6, 6, 6], |s, d| strike(s, back, d));
    assert_eq!(t.has(BOB, "strike-bonus"), Some(3));
}

#[test]
fn cor_32_a_fumbled_dodge_replaces_the_defense_even_when_lower() {
    use super::super::situations::Against;
    use super::melee_situations::dodge;
    for (fumbled, margin) in [(false, None), (true, Some(3))] {
        let mut t = T::new();
        // Fleeing with athletics 10: defense 10; the dodge rolls 1 1 1 = 3.
        t.skill(BOB, "athletics", 10)
            .condition(BOB, "fleeing", None, None);
        t.run(&[1, 1, 1], |s, d| {
            dodge(
                s,
                "bob",
                (false, false, fumbled),
                Against::Blow,
                Roll::default(),
                d,
            )
        });
        // Kira's attack 2 2 2 = 6: under the defense, over the fumbled dodge.
        let events = t.run(&[2, 2, 2], |s, d| strike(s, blow(Terms::default()), d));
        let (attack, defense, dodged, landed, ..) = struck(&events);
        assert_eq!((attack, defense, dodged), (6, 10, Some(3)));
        assert_eq!(landed, margin, "fumbled: {fumbled}");
    }
}
