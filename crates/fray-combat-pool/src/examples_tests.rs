//! The worked examples SRP-EX-01 to SRP-EX-23, each as a test.

use super::command::*;
use super::fact::PoolFact;
use super::harm::lowered;
use super::shot::{spray_bonus, threshold};
use super::test_support::*;
use super::{sheet, stress, text};
use crate::engine::Event;
use crate::model::{Condition, Step};

fn stress_on(level: i32) -> Event {
    Event::ConditionAdded {
        who: A,
        condition: Condition {
            value: Some(level),
            ..Condition::manual("stress")
        },
    }
}

#[test]
fn srp_ex_01_two_passes_two_targets_one_spend_threshold_plus_one() {
    let s = given(&[
        Event::StatSet {
            who: A,
            stat: "passes".into(),
            value: Some(2),
        },
        tokens(A, 3),
        Event::ConditionAdded {
            who: B,
            condition: Condition::manual("x"),
        },
    ]);
    let mut sh = shot(3);
    sh.targets = vec!["Target".into(), "Kestrel".into()];
    sh.spend = 1;
    let e = run(&s, PoolCommand::Attack(sh), &[5, 4, 4]).expect("ok");
    assert_eq!(
        e.iter()
            .filter(|e| matches!(e, Event::TokensSpent { .. }))
            .count(),
        1
    );
    assert_eq!(score_of(&e), Some(3 + 1 - 1));
    assert_eq!(
        facts(&e)
            .iter()
            .filter(|f| matches!(f, PoolFact::Defended { .. }))
            .count(),
        2
    );
}

#[test]
fn srp_ex_02_range_thresholds() {
    let got: Vec<u32> = [Range::Short, Range::Medium, Range::Long, Range::Extreme]
        .map(threshold)
        .to_vec();
    assert_eq!(got, vec![0, 1, 2, 4]);
}

#[test]
fn srp_ex_03_physical_trigger_fires_at_most_two() {
    let mut sh = shot(2);
    sh.mode = FireMode::Multiple { bullets: 3 };
    sh.trigger = Some(Trigger::Semi);
    assert!(run(&given(&[]), PoolCommand::Attack(sh.clone()), &[]).is_err());
    sh.mode = FireMode::Multiple { bullets: 2 };
    assert!(run(&given(&[]), PoolCommand::Attack(sh), &[4, 4]).is_ok());
}

#[test]
fn srp_ex_04_damage_ten_knocks_down() {
    let mut sh = shot(1);
    sh.harm.damage = Some(10);
    let e = run(&given(&[]), PoolCommand::Attack(sh), &[1]).expect("ok");
    assert!(e.iter().any(|e| matches!(e, Event::ConditionAdded { condition, .. } if condition.name == text::KNOCKED_DOWN)));
}

#[test]
fn srp_ex_05_p12_gives_6_3_9() {
    let s = given(&[]);
    let c = s.combatant(A).expect("a");
    assert_eq!(sheet::recharge_value(&s, c), 6);
    let got =
        [Recharge::Slow, Recharge::Fast, Recharge::Both].map(|r| sheet::recharge_amount(&s, c, r));
    assert_eq!(got, [6, 3, 9]);
}

#[test]
fn srp_ex_06_p10_fast_rounds_down_to_2() {
    let s = given(&[Event::PoolTypeSet {
        who: A,
        pool_type: "instinct".into(),
        score: Some(10),
    }]);
    assert_eq!(
        sheet::recharge_amount(&s, s.combatant(A).expect("a"), Recharge::Fast),
        2
    );
}

#[test]
fn srp_ex_07_fast_recharge_discards_the_four_left() {
    let s = given(&[tokens(A, 4)]);
    let e = run(
        &s,
        PoolCommand::Recharge {
            who: "Kestrel".into(),
            recharge: Recharge::Fast,
        },
        &[],
    )
    .expect("ok");
    assert_eq!(
        e[0],
        Event::PoolRecharged {
            who: A,
            gained: 3,
            discarded: 4
        }
    );
    assert_eq!(
        after(&s, &e)
            .combatant(A)
            .and_then(|c| c.tokens.as_ref())
            .map(|p| p.undrawn),
        Some(3)
    );
}

fn ex08() -> crate::model::Encounter {
    given(&defense(B, &[t(3), t(5), t(1), t(4)]))
}

#[test]
fn srp_ex_08_reveal_f3_s5_f1_s4_against_two_misses() {
    let s = ex08();
    let e = run(&s, PoolCommand::Attack(shot(2)), &[]).expect("ok");
    assert!(e.contains(&Event::DefenseRevealed {
        who: B,
        count: 4,
        faces: vec![],
    }));
    assert_eq!(hit_of(&e), Some(false));
    let p = after(&s, &e)
        .combatant(B)
        .and_then(|c| c.tokens.clone())
        .expect("pool");
    assert_eq!((p.defense_score(), p.hidden()), (2, 0));
}

#[test]
fn srp_ex_09_same_defender_score_three_hits() {
    let s = ex08();
    let s = after(&s, &run(&s, PoolCommand::Attack(shot(2)), &[]).expect("ok"));
    let e = run(&s, PoolCommand::Attack(shot(3)), &[4]).expect("ok");
    assert_eq!(hit_of(&e), Some(true));
    assert!(!e.iter().any(|e| matches!(e, Event::DefenseRevealed { .. })));
}

#[test]
fn srp_ex_10_reveal_stops_at_s6() {
    let s = given(&defense(B, &[t(6), t(4), t(2)]));
    let e = run(&s, PoolCommand::Attack(shot(1)), &[]).expect("ok");
    assert!(e.contains(&Event::DefenseRevealed {
        who: B,
        count: 1,
        faces: vec![],
    }));
    assert_eq!(hit_of(&e), Some(false));
    assert_eq!(
        after(&s, &e)
            .combatant(B)
            .and_then(|c| c.tokens.as_ref())
            .map(|p| p.hidden()),
        Some(2)
    );
}

#[test]
fn srp_ex_11_two_bullets_base_5_tokens_2_and_6_deal_11() {
    let mut sh = shot(1);
    sh.mode = FireMode::Multiple { bullets: 2 };
    let e = run(&given(&[]), PoolCommand::Attack(sh), &[2, 6]).expect("ok");
    assert_eq!(damage_of(&e), Some(11));
}

#[test]
fn srp_ex_12_adjust_twice_three_tokens_choose_the_5() {
    let mut sh = shot(4);
    sh.adjust = 2;
    let e = run(&given(&[]), PoolCommand::Attack(sh), &[1, 5, 3]).expect("ok");
    assert_eq!(score_of(&e), Some(2));
    assert_eq!(damage_of(&e), Some(5 + 5));
}

#[test]
fn srp_ex_13_spray_auto_ten_bullets_rc1_capped_at_2() {
    assert_eq!(spray_bonus(10, 1), 2);
    let mut sh = shot(1);
    sh.mode = FireMode::Spray { bullets: None };
    sh.trigger = Some(Trigger::Auto);
    sh.rc = Some(1);
    let e = run(&given(&[]), PoolCommand::Attack(sh), &[1]).expect("ok");
    assert!(facts(&e).iter().any(|f| matches!(
        f,
        PoolFact::Sprayed {
            bullets: 10,
            bonus: 2,
            ..
        }
    )));
    assert_eq!(score_of(&e), Some(3));
}

#[test]
fn srp_ex_14_spray_semi_agility_4_rc3_bonus_1() {
    let mut sh = shot(1);
    sh.mode = FireMode::Spray { bullets: None };
    sh.trigger = Some(Trigger::Semi);
    sh.rc = Some(3);
    let e = run(&given(&[]), PoolCommand::Attack(sh), &[1]).expect("ok");
    assert!(facts(&e).iter().any(|f| matches!(
        f,
        PoolFact::Sprayed {
            bullets: 4,
            bonus: 1,
            ..
        }
    )));
}

fn dodge(hits: u32, effect: MeleeEffect) -> Melee {
    Melee {
        who: "Kestrel".into(),
        target: "Target".into(),
        successes: Successes::Given { hits },
        spend: 0,
        defence: Defence::Dodge,
        harm: Harm {
            damage: Some(4),
            ..Harm::default()
        },
        their_damage: None,
        ranged: false,
        effect,
    }
}

#[test]
fn srp_ex_15_melee_dodge_beaten_by_3_weapon_4_deals_10() {
    let e = run(
        &given(&[]),
        PoolCommand::Melee(dodge(3, MeleeEffect::Damage)),
        &[],
    )
    .expect("ok");
    assert_eq!(damage_of(&e), Some(10));
}

#[test]
fn srp_ex_16_advantage_two_then_plus_two() {
    let s = given(&[]);
    let e = run(
        &s,
        PoolCommand::Melee(dodge(2, MeleeEffect::Advantage)),
        &[],
    )
    .expect("ok");
    assert!(e.contains(&Event::CounterSet {
        who: A,
        name: text::ADVANTAGE.into(),
        value: 2
    }));
    let s = after(&s, &e);
    let e = run(&s, PoolCommand::Attack(shot(1)), &[1]).expect("ok");
    assert_eq!(score_of(&e), Some(3));
}

fn lethal(events: &[Event]) -> Option<bool> {
    facts(events).iter().find_map(|f| match f {
        PoolFact::Lethality { lethal, .. } => Some(*lethal),
        _ => None,
    })
}

#[test]
fn srp_ex_17_gel_round_f_lethal_s_ko() {
    let cmd = PoolCommand::Lethality {
        who: "Target".into(),
        risk: Risk::High,
        care: 0,
    };
    assert_eq!(
        lethal(&run(&given(&[]), cmd.clone(), &[2]).expect("ok")),
        Some(true)
    );
    assert_eq!(
        lethal(&run(&given(&[]), cmd, &[5]).expect("ok")),
        Some(false)
    );
}

#[test]
fn srp_ex_18_taser_sf_ko_ff_lethal() {
    let cmd = PoolCommand::Lethality {
        who: "Target".into(),
        risk: Risk::Low,
        care: 0,
    };
    assert_eq!(
        lethal(&run(&given(&[]), cmd.clone(), &[5, 2]).expect("ok")),
        Some(false)
    );
    assert_eq!(
        lethal(&run(&given(&[]), cmd, &[1, 2]).expect("ok")),
        Some(true)
    );
}

#[test]
fn srp_ex_19_care_lowers_gel_round_risk() {
    assert_eq!(lowered(Risk::High, 1), Risk::Low);
    assert_eq!(lowered(Risk::High, 2), Risk::None);
    let e = run(
        &given(&[]),
        PoolCommand::Lethality {
            who: "Target".into(),
            risk: Risk::High,
            care: 2,
        },
        &[],
    )
    .expect("ok");
    assert!(facts(&e).iter().any(|f| matches!(f, PoolFact::Lethality { risk: Risk::None, tokens, lethal: false, .. } if tokens.is_empty())));
}

#[test]
fn srp_ex_20_grenade_scatters_5_m_and_three_defense_tokens_take_3_off() {
    let th = Throw {
        who: "Kestrel".into(),
        target: None,
        successes: Successes::Given { hits: 0 },
        range: Range::Long,
        threshold: 0,
        spend: 0,
    };
    let e = run(&given(&[]), PoolCommand::Throw(th), &[2, 5]).expect("ok");
    assert!(
        facts(&e)
            .iter()
            .any(|f| matches!(f, PoolFact::Scattered { metres: 5, .. }))
    );
    let s = given(&defense(B, &[t(1), t(4), t(6)]));
    let b = Blast {
        targets: vec!["Target".into()],
        by: None,
        harm: Harm {
            damage: Some(8),
            ..Harm::default()
        },
    };
    let e = run(&s, PoolCommand::Blast(b), &[4]).expect("ok");
    assert_eq!(damage_of(&e), Some(8 + 4 - 3));
}

#[test]
fn srp_ex_21_moderate_second_f_high_sfs() {
    let s = given(&[]);
    assert_eq!(stress::counted(&s, &[t(5), t(2)], Stress::Moderate), 1);
    assert_eq!(stress::counted(&s, &[t(5), t(2), t(6)], Stress::High), 2);
    let s = given(&[tokens(A, 2), stress_on(1)]);
    let e = run(
        &s,
        PoolCommand::Spend {
            who: "Kestrel".into(),
            count: 2,
            other_pool: false,
            purpose: None,
        },
        &[5, 2],
    )
    .expect("ok");
    assert!(
        facts(&e)
            .iter()
            .any(|f| matches!(f, PoolFact::Spent { counted: 1, .. }))
    );
}

#[test]
fn srp_ex_22_magic_pool_costs_1_moderate_2_high() {
    let other = PoolCommand::Spend {
        who: "Kestrel".into(),
        count: 3,
        other_pool: true,
        purpose: Some("spell".into()),
    };
    let e = run(&given(&[tokens(A, 3), stress_on(1)]), other.clone(), &[]).expect("ok");
    assert_eq!(e[0], Event::TokensLost { who: A, count: 1 });
    let e = run(&given(&[tokens(A, 3), stress_on(2)]), other, &[]).expect("ok");
    assert_eq!(e[0], Event::TokensLost { who: A, count: 2 });
}

#[test]
fn srp_ex_23_four_unrevealed_back_as_two() {
    let s = given(&defense(A, &[t(1), t(4), t(6), t(2)]));
    let e = run(
        &s,
        PoolCommand::ReduceDefense {
            who: "Kestrel".into(),
            tokens: 2,
        },
        &[],
    )
    .expect("ok");
    assert_eq!(
        e,
        vec![Event::DefenseGivenUp {
            who: A,
            count: 4,
            returned: 2
        }]
    );
    let p = after(&s, &e)
        .combatant(A)
        .and_then(|c| c.tokens.clone())
        .expect("pool");
    assert_eq!((p.undrawn, p.defense.len()), (2, 0));
    let _ = Step::Setup;
}
