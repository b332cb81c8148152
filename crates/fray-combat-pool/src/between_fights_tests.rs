//! Tests of the combat pool between fights: what a character carries (SRP-02, SRP-03,
//! SRP-19), which commands a campaign takes, and how `rest` reads and writes back.

use super::*;
use crate::model::{CombatantId, Condition, DamageTrack, Monitor, Side, Token};
use crate::script::{Line, format, format_in, parse_in};

fn command(text: &str) -> Command {
    match parse_in(crate::ID, text) {
        Ok(Line::Command(c)) => c,
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn srp_02_srp_03_the_pool_tokens_and_fight_counters_go_the_lethal_hit_stays() {
    let mut c = Combatant::new(
        CombatantId(1),
        "Baral",
        Side::Pc,
        DamageTrack::Monitors {
            tracks: vec![Monitor::new("physical", 10), Monitor::new("stun", 10)],
        },
    );
    c.tokens = Some(TokenPool {
        pool_type: "tactics".into(),
        score: Some(9),
        undrawn: 3,
        gained: 4,
        defense: vec![crate::model::DefenseToken {
            token: Some(Token::success(5)),
            revealed: false,
        }],
        ..TokenPool::default()
    });
    for name in [text::AIM, text::ADVANTAGE, text::SPRAY, "ammo-spent"] {
        c.pools.push(Pool::Counter {
            name: name.into(),
            value: 2,
            max: None,
            hidden: false,
        });
    }
    for name in [text::LETHAL, text::KNOCKED_OUT, text::STRESS] {
        c.conditions.push(Condition::manual(name));
    }
    let kept = carried(&c);
    assert_eq!(
        kept.tokens,
        Some(TokenPool {
            pool_type: "tactics".into(),
            score: Some(9),
            ..TokenPool::default()
        })
    );
    assert_eq!(kept.counter(text::AIM), 0);
    assert_eq!(kept.counter(text::ADVANTAGE), 0);
    assert_eq!(kept.counter(text::SPRAY), 0);
    assert_eq!(kept.counter("ammo-spent"), 2, "a table's own counter stays");
    let names: Vec<&str> = kept.conditions.iter().map(|k| k.name.as_str()).collect();
    assert_eq!(names, [text::LETHAL]);
}

#[test]
fn a_campaign_takes_the_pool_type_gear_wounds_and_rest_only() {
    for text in [
        "pool baral tactics",
        "reload baral",
        "damage baral 2",
        "heal baral 2 stun",
        "rest 3",
    ] {
        assert!(between_fights(&command(text)), "{text}");
    }
    for text in [
        "ready baral position",
        "stress baral high",
        "recharge baral slow",
        "allocate baral 2",
        "aim baral",
        "lethality baral high",
    ] {
        assert!(!between_fights(&command(text)), "{text}");
    }
}

#[test]
fn rest_reads_and_writes_back_in_both_languages() {
    for (typed, days, who, canonical) in [
        ("rest 3", 3, None, "rest 3"),
        ("rest 7 baral", 7, Some("baral"), "rest 7 baral"),
        ("repos 7 baral", 7, Some("baral"), "rest 7 baral"),
    ] {
        let c = command(typed);
        assert_eq!(
            c.own::<PoolCommand>(),
            Some(&PoolCommand::Rest {
                days,
                who: who.map(str::to_string),
            })
        );
        assert_eq!(format(&c), canonical);
    }
    assert_eq!(
        format_in(crate::i18n::Lang::Fr, &command("rest 2")),
        "repos 2"
    );
    assert!(parse_in(crate::ID, "rest").is_err());
    assert!(parse_in(crate::ID, "rest 0").is_err());
}
