//! Tests for parsing the combat-pool verbs other than the attacks, and the helpers the other
//! combat-pool parser tests share.

use crate::script::{Line, ParseError, parse_in};
use crate::{Amount, IntentCost, PoolCommand, Readiness, Recharge, Stress};

/// The combat-pool command of `line`.
pub(crate) fn pool(line: &str) -> PoolCommand {
    match parse_in(crate::ID, line) {
        Ok(Line::Command(command)) => match command.own::<PoolCommand>() {
            Some(p) => p.clone(),
            None => panic!("{line}: {command:?}"),
        },
        other => panic!("{line}: {other:?}"),
    }
}

/// The error of `line`.
pub(crate) fn error(line: &str) -> ParseError {
    match parse_in(crate::ID, line) {
        Err(e) => e,
        other => panic!("{line}: expected an error, got {other:?}"),
    }
}

/// The message of the error of `line`.
pub(crate) fn message(line: &str) -> String {
    error(line).to_string()
}

fn who(name: &str) -> String {
    name.to_string()
}

#[test]
fn srp_01_pool_type_and_optional_score() {
    assert_eq!(
        pool("pool baral instinct"),
        PoolCommand::PoolType {
            who: who("baral"),
            pool_type: "instinct".into(),
            score: None
        }
    );
    assert_eq!(
        pool(r#"POOL kurt "street smarts" SCORE=12"#),
        PoolCommand::PoolType {
            who: who("kurt"),
            pool_type: "street smarts".into(),
            score: Some(12)
        }
    );
    assert_eq!(
        message("pool baral"),
        "after 'pool baral': expected a pool type (e.g. instinct, tactics), found end of line"
    );
    assert_eq!(
        message("pool baral tactics scor=3"),
        "'scor=3': expected score=N (a fixed pool score); did you mean 'score'?"
    );
    let e = error("pool baral tactics score=x");
    assert_eq!(e.to_string(), "'x': expected a number");
    assert_eq!(e.column, 25);
    assert_eq!(
        message("pool baral tactics score="),
        "'score=': expected a number"
    );
    assert_eq!(
        message("pool baral tactics score=1 2"),
        "'2': nothing more was expected after 'pool baral tactics score=1'"
    );
}

#[test]
fn srp_03_readiness_words() {
    for (word, level) in [
        ("none", Readiness::None),
        ("READY", Readiness::Ready),
        ("position", Readiness::Position),
    ] {
        assert_eq!(
            pool(&format!("ready baral {word}")),
            PoolCommand::Readiness {
                who: who("baral"),
                level
            }
        );
    }
    assert_eq!(
        message("ready baral positon"),
        "'positon': expected a readiness (none, ready or position); did you mean 'position'?"
    );
    assert_eq!(
        message("ready baral"),
        "after 'ready baral': expected a readiness (none, ready or position), found end of line"
    );
}

#[test]
fn srp_04_stress_words_and_numbers() {
    for (word, level) in [
        ("low", Stress::Low),
        ("0", Stress::Low),
        ("moderate", Stress::Moderate),
        ("1", Stress::Moderate),
        ("High", Stress::High),
        ("2", Stress::High),
    ] {
        assert_eq!(
            pool(&format!("stress kurt {word}")),
            PoolCommand::Stress {
                who: who("kurt"),
                level
            }
        );
    }
    assert_eq!(
        message("stress kurt 3"),
        "'3': expected a stress level (low, moderate or high; or 0, 1, 2)"
    );
    assert_eq!(
        message(r#"stress kurt "low""#),
        "'low': expected a stress level (low, moderate or high; or 0, 1, 2); did you mean 'low'?"
    );
}

#[test]
fn srp_02_recharges_and_their_actions() {
    let recharge = |who: &str, recharge| PoolCommand::Recharge {
        who: who.into(),
        recharge,
    };
    assert_eq!(
        pool("recharge baral fast"),
        recharge("baral", Recharge::Fast)
    );
    assert_eq!(
        pool("recharge baral slow"),
        recharge("baral", Recharge::Slow)
    );
    assert_eq!(
        pool("recharge baral both"),
        recharge("baral", Recharge::Both)
    );
    assert_eq!(pool("breath baral"), recharge("baral", Recharge::Fast));
    assert_eq!(pool("assess kurt"), recharge("kurt", Recharge::Slow));
    assert_eq!(
        message("recharge baral fats"),
        "'fats': expected a recharge (fast, slow or both); did you mean 'fast'?"
    );
    assert_eq!(
        message("breath baral fast"),
        "'fast': nothing more was expected after 'breath baral' \
         (a name with spaces needs quotes: \"Baral Faadhi\")"
    );
}

#[test]
fn srp_07_allocate_tokens_or_all() {
    assert_eq!(
        pool("allocate baral 3"),
        PoolCommand::Allocate {
            who: who("baral"),
            amount: Amount::Count { count: 3 }
        }
    );
    assert_eq!(
        pool("defend kurt ALL"),
        PoolCommand::Allocate {
            who: who("kurt"),
            amount: Amount::All
        }
    );
    assert_eq!(
        message("allocate baral some"),
        "'some': expected a number of tokens, or all"
    );
    assert_eq!(
        message("allocate baral 0"),
        "'0': expected a number from 1 to 100"
    );
}

#[test]
fn srp_08_srp_09_defense_moves() {
    assert_eq!(
        pool("td baral"),
        PoolCommand::TotalDefense { who: who("baral") }
    );
    assert_eq!(
        pool("total-defense baral"),
        PoolCommand::TotalDefense { who: who("baral") }
    );
    assert_eq!(
        pool("reduce-defense baral 2"),
        PoolCommand::ReduceDefense {
            who: who("baral"),
            tokens: 2
        }
    );
    assert_eq!(
        message("reduce-defense baral"),
        "after 'reduce-defense baral': expected a number of tokens, found end of line"
    );
    assert_eq!(
        pool("reset-defense kurt"),
        PoolCommand::ResetDefense {
            who: who("kurt"),
            count: None
        }
    );
    assert_eq!(
        pool("reset-defense kurt 1"),
        PoolCommand::ResetDefense {
            who: who("kurt"),
            count: Some(1)
        }
    );
    assert_eq!(
        message("reset-defense kurt one"),
        "'one': expected a number of tokens"
    );
}

#[test]
fn srp_04_spend_other_pool_and_purpose() {
    assert_eq!(
        pool("spend baral 2 other for the spell, quickly"),
        PoolCommand::Spend {
            who: who("baral"),
            count: 2,
            other_pool: true,
            purpose: Some("the spell, quickly".into())
        }
    );
    assert_eq!(
        pool("spend baral 1"),
        PoolCommand::Spend {
            who: who("baral"),
            count: 1,
            other_pool: false,
            purpose: None
        }
    );
    assert_eq!(
        message("spend baral 1 othr"),
        "'othr': expected other (tokens of another pool), or for and what they are for; \
         did you mean 'other'?"
    );
    assert_eq!(
        message("spend baral 1 for"),
        "after 'spend baral 1 for': expected what the tokens are spent on, found end of line"
    );
    assert_eq!(
        message("spend baral 1 other other"),
        "'other': this word is already given"
    );
    assert_eq!(message("spend baral x"), "'x': expected a number of tokens");
}

#[test]
fn srp_05_intend_cost_defaults_to_free() {
    assert_eq!(
        pool("intend baral covers the left door"),
        PoolCommand::Intend {
            who: who("baral"),
            cost: IntentCost::Free,
            text: "covers the left door".into(),
            secret: None,
        }
    );
    assert_eq!(
        pool("intend baral TOKEN covers the left door"),
        PoolCommand::Intend {
            who: who("baral"),
            cost: IntentCost::Token,
            text: "covers the left door".into(),
            secret: None,
        }
    );
    assert_eq!(
        pool(r#"intend baral action "token""#),
        PoolCommand::Intend {
            who: who("baral"),
            cost: IntentCost::Action,
            text: "token".into(),
            secret: None,
        }
    );
    assert_eq!(
        message("intend baral token"),
        "after 'intend baral token': expected what they intend to do, found end of line"
    );
}
