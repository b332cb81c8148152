//! One test per mechanic, SRP-12 to SRP-22 (attacks, damage, monitors): given events,
//! when a command, then events.

use super::command::*;
use super::fact::PoolFact;
use super::test_support::*;
use super::{sheet, text};
use crate::engine::{Command, Event};

#[test]
fn srp_12_aim_adds_one_and_is_used_up() {
    let s = given(&[Event::CounterSet {
        who: A,
        name: text::AIM.into(),
        value: 1,
    }]);
    let e = run(&s, PoolCommand::Attack(shot(2)), &[4]).expect("ok");
    assert_eq!(score_of(&e), Some(3));
    assert_eq!(after(&s, &e).combatant(A).expect("a").counter(text::AIM), 0);
}

#[test]
fn srp_13_score_is_hits_less_threshold_and_modifiers() {
    let mut sh = shot(5);
    sh.range = Range::Long;
    sh.threshold = 1;
    let e = run(&given(&[]), PoolCommand::Attack(sh), &[4]).expect("ok");
    assert_eq!(score_of(&e), Some(2));
}

#[test]
fn srp_14_suppression_removes_tokens_per_point() {
    let s = given(&[tokens(B, 2)]);
    let sup = Suppression {
        who: "Kestrel".into(),
        targets: vec!["Target".into()],
        successes: Successes::Given { hits: 3 },
        range: Range::Short,
        threshold: 0,
        spend: 0,
        defy: vec![],
        harm: Harm::default(),
    };
    let e = run(&s, PoolCommand::Suppress(sup), &[]).expect("ok");
    assert!(e.contains(&Event::TokensLost { who: B, count: 2 }));
}

#[test]
fn srp_15_damage_is_base_plus_highest_token() {
    let e = run(&given(&[]), PoolCommand::Attack(shot(1)), &[3]).expect("ok");
    assert_eq!(damage_of(&e), Some(8));
    assert!(e.contains(&Event::MonitorMarked {
        who: B,
        track: "physical".into(),
        boxes: 8
    }));
}

#[test]
fn srp_16_style_rule_throws_back() {
    let mut s = given(&[Event::OptionSet {
        key: "style".into(),
        value: "3".into(),
    }]);
    s.combatant_mut(B)
        .expect("b")
        .stats
        .insert("media".into(), 2);
    // « les ennemis seront projetés »: the target must be the shooter's enemy.
    s.combatant_mut(B).expect("b").side = crate::model::Side::Enemy;
    let e = run(&s, PoolCommand::Attack(shot(1)), &[1]).expect("ok");
    assert!(e.iter().any(|e| matches!(e, Event::ConditionAdded { condition, .. } if condition.name == text::THROWN_BACK)));
}

#[test]
fn srp_17_area_damage_reduced_per_defense_token() {
    let s = given(&defense(B, &[t(5), t(2), t(1)]));
    let b = Blast {
        targets: vec!["Target".into()],
        by: None,
        harm: Harm {
            damage: Some(6),
            ..Harm::default()
        },
    };
    let e = run(&s, PoolCommand::Blast(b), &[4]).expect("ok");
    assert_eq!(damage_of(&e), Some(7));
    let e = run(
        &s,
        PoolCommand::Evade {
            who: "Target".into(),
            tokens: 2,
        },
        &[],
    )
    .expect("ok");
    assert_eq!(
        e[0],
        Event::DefenseGivenUp {
            who: B,
            count: 2,
            returned: 0
        }
    );
}

#[test]
fn srp_18_melee_fight_back_opposed_winner_deals_damage() {
    let m = Melee {
        who: "Kestrel".into(),
        target: "Target".into(),
        successes: Successes::Given { hits: 2 },
        spend: 0,
        defence: Defence::FightBack {
            successes: Successes::Given { hits: 4 },
        },
        harm: Harm::default(),
        their_damage: Some(3),
        ranged: false,
        effect: MeleeEffect::Damage,
    };
    let e = run(&given(&[]), PoolCommand::Melee(m.clone()), &[]).expect("ok");
    assert_eq!(damage_of(&e), Some(3 + 4));
    assert!(e.contains(&Event::MonitorMarked {
        who: A,
        track: "physical".into(),
        boxes: 7
    }));
    let tie = Melee {
        defence: Defence::FightBack {
            successes: Successes::Given { hits: 2 },
        },
        ..m
    };
    assert_eq!(
        damage_of(&run(&given(&[]), PoolCommand::Melee(tie), &[]).expect("ok")),
        None
    );
}

#[test]
fn srp_19_lethality_check_on_strong_stun() {
    let mut sh = shot(1);
    sh.harm = Harm {
        damage: Some(8),
        kind: DamageKind::Stun,
        risk: Some(Risk::High),
        soak: 0,
    };
    let e = run(&given(&[]), PoolCommand::Attack(sh), &[6, 2]).expect("ok");
    assert!(
        facts(&e)
            .iter()
            .any(|f| matches!(f, PoolFact::Lethality { lethal: true, .. }))
    );
    assert!(e.iter().any(
        |e| matches!(e, Event::ConditionAdded { condition, .. } if condition.name == text::LETHAL)
    ));
}

#[test]
fn srp_20_electrical_damage_is_never_increased() {
    let mut sh = shot(1);
    sh.harm = Harm {
        damage: Some(6),
        kind: DamageKind::Electrical,
        risk: None,
        soak: 0,
    };
    let e = run(&given(&[]), PoolCommand::Attack(sh), &[6]).expect("ok");
    assert_eq!(damage_of(&e), Some(6));
}

#[test]
fn srp_21_stun_overflows_into_physical_and_monitors_resize() {
    let s = given(&[]);
    let e = run(
        &s,
        PoolCommand::Damage {
            who: "Target".into(),
            boxes: 12,
            track: Track::Stun,
            soak: 0,
        },
        &[],
    )
    .expect("ok");
    assert_eq!(
        e,
        vec![
            Event::MonitorMarked {
                who: B,
                track: "stun".into(),
                boxes: 10
            },
            Event::MonitorMarked {
                who: B,
                track: "physical".into(),
                boxes: 2
            },
        ]
    );
    let s2 = after(&s, &e);
    assert_eq!(sheet::wound_modifier(&s2, s2.combatant(B).expect("b")), -3);
    let set = Command::Set {
        who: "Target".into(),
        assigns: vec![crate::engine::Assign {
            key: "bod".into(),
            value: crate::engine::AssignValue::Number { value: 6 },
        }],
    };
    let e = decide(&s, &set, &[]).expect("ok");
    assert!(e.contains(&Event::MonitorResized {
        who: B,
        track: "physical".into(),
        boxes: 11
    }));
}

#[test]
fn srp_22_multiple_targets_need_passes_and_raise_the_threshold() {
    let mut sh = shot(3);
    sh.targets.push("Kestrel".into());
    assert!(run(&given(&[]), PoolCommand::Attack(sh.clone()), &[]).is_err());
    let s = given(&[Event::StatSet {
        who: A,
        stat: "passes".into(),
        value: Some(2),
    }]);
    sh.targets = vec!["Target".into(), "Kestrel".into()];
    assert_eq!(
        score_of(&run(&s, PoolCommand::Attack(sh), &[4, 4]).expect("ok")),
        Some(2)
    );
}
