//! One test per mechanic, SRP-01 to SRP-11 (pools, stress, intentions, defense, the
//! timeline): given events, when a command, then events. SRP-12 to SRP-22 are in
//! `mechanics_attack_tests.rs`.

use super::command::*;
use super::fact::PoolFact;
use super::test_support::*;
use super::{sheet, stress, text};
use crate::PoolEvent;
use crate::engine::{Command, Event, RuleError};
use crate::model::{Condition, Step};

fn pool(
    state: &crate::model::Encounter,
    who: crate::model::CombatantId,
) -> crate::model::TokenPool {
    state
        .combatant(who)
        .and_then(|c| c.tokens.clone())
        .expect("pool")
}

#[test]
fn srp_01_instinct_score_is_reaction_plus_intuition_plus_professional() {
    let s = given(&[]);
    let c = s.combatant(A).expect("a");
    assert_eq!(sheet::pool_score(&s, c), 12);
    let e = run(
        &s,
        PoolCommand::PoolType {
            who: "Kestrel".into(),
            pool_type: "tactics".into(),
            score: None,
        },
        &[],
    )
    .expect("ok");
    let s2 = after(&s, &e);
    assert_eq!(
        sheet::pool_score(&s2, s2.combatant(A).expect("a")),
        3 + 2 + 4
    );
    let err = run(
        &s,
        PoolCommand::PoolType {
            who: "Kestrel".into(),
            pool_type: "magic".into(),
            score: None,
        },
        &[],
    );
    assert!(matches!(err, Err(RuleError::Invalid(m)) if m.contains("instinct, tactics")));
}

#[test]
fn srp_02_recharge_discards_what_is_left_and_keeps_defense() {
    let s = given(&[
        tokens(A, 4),
        Event::DefenseDrawn {
            who: A,
            tokens: vec![t(5)],
            faceless: 0,
        },
    ]);
    let e = run(
        &s,
        PoolCommand::Recharge {
            who: "Kestrel".into(),
            recharge: Recharge::Slow,
        },
        &[],
    )
    .expect("ok");
    assert_eq!(
        e[0],
        Event::PoolRecharged {
            who: A,
            gained: 6,
            discarded: 3
        }
    );
    let p = pool(&after(&s, &e), A);
    assert_eq!((p.undrawn, p.defense.len()), (6, 1));
    assert_eq!(p.accounted(), u64::from(p.gained));
}

#[test]
fn srp_03_start_gives_the_opening_recharge_by_readiness() {
    let s = given(&[Event::ConditionAdded {
        who: B,
        condition: Condition {
            value: Some(2),
            ..Condition::manual("readiness")
        },
    }]);
    let e = decide(&s, &Command::Start, &[]).expect("ok");
    assert!(e.contains(&Event::PoolRecharged {
        who: A,
        gained: 3,
        discarded: 0
    }));
    assert!(e.contains(&Event::PoolRecharged {
        who: B,
        gained: 9,
        discarded: 0
    }));
    assert_eq!(
        e.last(),
        Some(&Event::StepChanged {
            step: Step::Resolution
        })
    );
    assert!(!e.iter().any(|e| matches!(e, Event::RoundStarted { .. })));
}

#[test]
fn srp_04_stress_filters_spent_tokens() {
    let s = given(&[]);
    let toks = [t(2), t(1), t(5), t(3)];
    assert_eq!(stress::counted(&s, &toks, Stress::Low), 4);
    assert_eq!(stress::counted(&s, &toks, Stress::Moderate), 2);
    assert_eq!(stress::counted(&s, &toks, Stress::High), 1);
    let high = Event::ConditionAdded {
        who: A,
        condition: Condition {
            value: Some(2),
            ..Condition::manual("stress")
        },
    };
    let other = PoolCommand::Spend {
        who: "Kestrel".into(),
        count: 1,
        other_pool: true,
        purpose: None,
    };
    assert!(run(&given(&[tokens(A, 1), high.clone()]), other.clone(), &[]).is_err());
    let e = run(&given(&[tokens(A, 2), high]), other, &[]).expect("ok");
    assert_eq!(e[0], Event::TokensLost { who: A, count: 2 });
}

#[test]
fn srp_05_intention_token_refunded_on_success_with_instinct() {
    let s = given(&[
        tokens(A, 2),
        Event::ConditionAdded {
            who: A,
            condition: Condition::manual(text::TOTAL_DEFENSE),
        },
    ]);
    let e = run(
        &s,
        PoolCommand::Intend {
            who: "Kestrel".into(),
            cost: IntentCost::Token,
            text: "flank".into(),
            secret: None,
        },
        &[5],
    )
    .expect("ok");
    assert_eq!(
        e[0],
        Event::TokensSpent {
            who: A,
            tokens: vec![t(5)],
            refunded: vec![0]
        }
    );
    assert!(
        e.iter().any(
            |e| matches!(e, Event::ConditionEnded { name, .. } if name == text::TOTAL_DEFENSE)
        )
    );
    let empty = given(&[]);
    let err = run(
        &empty,
        PoolCommand::Intend {
            who: "Kestrel".into(),
            cost: IntentCost::Token,
            text: "x".into(),
            secret: None,
        },
        &[],
    );
    assert!(matches!(err, Err(RuleError::Invalid(m)) if m.contains("action")));
}

#[test]
fn srp_06_free_action_is_a_fact_only() {
    let e = run(
        &given(&[]),
        PoolCommand::Free {
            who: "Kestrel".into(),
            text: "shouts grenade".into(),
        },
        &[],
    )
    .expect("ok");
    assert_eq!(
        e,
        vec![
            PoolEvent::CombatPool {
                fact: PoolFact::FreeAction {
                    who: A,
                    text: "shouts grenade".into()
                }
            }
            .event()
        ]
    );
}

#[test]
fn srp_07_defense_reveals_until_d_equals_s() {
    let s = given(&defense(B, &[t(3), t(5), t(1), t(4)]));
    let e = run(&s, PoolCommand::Attack(shot(2)), &[]).expect("ok");
    assert!(e.contains(&Event::DefenseRevealed {
        who: B,
        count: 4,
        faces: vec![],
    }));
    assert_eq!(hit_of(&e), Some(false));
}

#[test]
fn srp_08_reduce_defense_two_for_one() {
    let s = given(&defense(B, &[t(3), t(5), t(1)]));
    let err = run(
        &s,
        PoolCommand::ReduceDefense {
            who: "Target".into(),
            tokens: 2,
        },
        &[],
    );
    assert!(err.is_err());
    let e = run(
        &s,
        PoolCommand::ReduceDefense {
            who: "Target".into(),
            tokens: 1,
        },
        &[],
    )
    .expect("ok");
    assert_eq!(
        e,
        vec![Event::DefenseGivenUp {
            who: B,
            count: 2,
            returned: 1
        }]
    );
}

#[test]
fn srp_09_total_defense_moves_every_token_to_defense() {
    let s = given(&[
        tokens(A, 3),
        Event::PendingSet {
            who: A,
            action: Some("reload".into()),
        },
    ]);
    let e = run(
        &s,
        PoolCommand::TotalDefense {
            who: "Kestrel".into(),
        },
        &[1, 4, 6],
    )
    .expect("ok");
    let s2 = after(&s, &e);
    let c = s2.combatant(A).expect("a");
    assert_eq!(c.declaration.as_deref(), Some(text::TOTAL_DEFENSE));
    assert_eq!(c.pending, None);
    assert!(c.has_condition(text::TOTAL_DEFENSE));
    assert_eq!((pool(&s2, A).undrawn, pool(&s2, A).hidden()), (0, 3));
}

#[test]
fn srp_10_coordination_costs_one_less_with_tactics() {
    let s = given(&[tokens(A, 3)]);
    let e = run(
        &s,
        PoolCommand::Coordinate {
            who: "Kestrel".into(),
            tokens: None,
        },
        &[],
    )
    .expect("ok");
    assert_eq!(e[0], Event::TokensLost { who: A, count: 1 });
    let s = given(&[
        tokens(A, 3),
        Event::PoolTypeSet {
            who: A,
            pool_type: "tactics".into(),
            score: None,
        },
    ]);
    let e = run(
        &s,
        PoolCommand::Coordinate {
            who: "Kestrel".into(),
            tokens: None,
        },
        &[],
    )
    .expect("ok");
    assert_eq!(
        e,
        vec![
            PoolEvent::CombatPool {
                fact: PoolFact::Coordinated {
                    who: A,
                    asked: 1,
                    paid: 0
                }
            }
            .event()
        ]
    );
}

#[test]
fn srp_11_no_rounds_and_opposed_reaction() {
    let s = given(&[Event::StepChanged {
        step: Step::Resolution,
    }]);
    assert!(
        matches!(decide(&s, &Command::Next, &[]), Err(RuleError::WrongStep(m)) if m.contains("no rounds"))
    );
    assert!(decide(&s, &Command::Start, &[]).is_err());
    let e = run(
        &s,
        PoolCommand::Opposed {
            first: "Kestrel".into(),
            second: "Target".into(),
            hits: None,
        },
        &[6, 5, 1, 1, 5, 1, 1, 1],
    )
    .expect("ok");
    assert!(facts(&e).iter().any(|f| matches!(
        f,
        PoolFact::Opposed {
            first_hits: 2,
            second_hits: 1,
            winner: Some(A),
            ..
        }
    )));
}

#[test]
fn refusals_read_in_french_and_stay_the_same_in_english() {
    use crate::i18n::{Lang, with_lang};
    let s = given(&[tokens(A, 2)]);
    let allocate = || {
        run(
            &s,
            PoolCommand::Allocate {
                who: "Kestrel".into(),
                amount: Amount::Count { count: 5 },
            },
            &[],
        )
        .map(|_| ())
    };
    let Err(RuleError::Invalid(fr)) = with_lang(Lang::Fr, allocate) else {
        panic!("allocating 5 of 2 tokens went through");
    };
    assert!(
        fr.starts_with("Kestrel a 2 jetons dans sa réserve\u{202f};"),
        "{fr}"
    );
    assert!(fr.ends_with("est impossible"), "{fr}");
    let Err(RuleError::Invalid(en)) = with_lang(Lang::En, allocate) else {
        panic!("allocating 5 of 2 tokens went through");
    };
    assert!(en.starts_with("Kestrel has 2 tokens in the pool; "), "{en}");
    assert_eq!(
        with_lang(Lang::Fr, text::no_rounds),
        "la réserve de combat n’a ni tours ni passes d’initiative\u{a0}: le MJ raconte\u{202f}; \
         utilisez «\u{a0}début\u{a0}» une fois, avant le combat, et «\u{a0}fin\u{a0}» pour le finir"
    );
}
