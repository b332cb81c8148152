//! Combat-pool tokens are never created or lost except by the rules: random sequences of
//! pool commands, with undo and redo, never panic; every pool accounts for each token it
//! gained; `gained` is the sum of the recharges in effect; replaying the records in effect
//! from scratch equals the live state.

use fray::engine::{Checker, Command, Event, Header, Timeline};
use fray::systems::combat_pool::{
    Amount, Blast, Defence, FireMode, Harm, IntentCost, Melee, MeleeEffect, PoolCommand, Range,
    Recharge, Risk, Shot, Stress, Successes, Suppression, Throw, Track,
};
use proptest::prelude::*;

const WHO: &[&str] = &["guard-1", "guard-2", "street-samurai", "nobody"];

fn who() -> impl Strategy<Value = String> {
    prop::sample::select(WHO).prop_map(str::to_string)
}

fn successes() -> impl Strategy<Value = Successes> {
    prop_oneof![
        (0..6u32).prop_map(|hits| Successes::Given { hits }),
        (0..8u32).prop_map(|dice| Successes::Roll { dice }),
    ]
}

fn shot() -> impl Strategy<Value = Shot> {
    (
        who(),
        who(),
        successes(),
        0..4u32,
        0..3u32,
        0..3u32,
        any::<bool>(),
        0..3u8,
    )
        .prop_map(|(w, t, successes, spend, mode, adjust, spent, kind)| Shot {
            who: w,
            targets: vec![t],
            successes,
            range: Range::Medium,
            threshold: 0,
            spend,
            mode: match mode {
                0 => FireMode::Single,
                1 => FireMode::Multiple { bullets: 2 },
                _ => FireMode::Spray { bullets: None },
            },
            trigger: None,
            rc: None,
            skill: None,
            adjust,
            harm: Harm {
                damage: None,
                kind: [
                    fray::systems::combat_pool::DamageKind::Physical,
                    fray::systems::combat_pool::DamageKind::Stun,
                    fray::systems::combat_pool::DamageKind::Electrical,
                ][kind as usize],
                risk: Some(Risk::High),
                soak: 0,
            },
            care: 0,
            ignore: None,
            spent_for_damage: spent,
            token: None,
            weapon: None,
        })
}

fn command() -> impl Strategy<Value = Command> {
    let pool = |p: PoolCommand| Command::System(p.into());
    prop_oneof![
        Just(Command::Start),
        Just(Command::Undo),
        Just(Command::Undo),
        Just(Command::Redo),
        (who(), 0..3u8).prop_map(move |(who, r)| pool(PoolCommand::Recharge {
            who,
            recharge: [Recharge::Fast, Recharge::Slow, Recharge::Both][r as usize],
        })),
        (who(), 0..5u32).prop_map(move |(who, count)| pool(PoolCommand::Allocate {
            who,
            amount: if count == 4 {
                Amount::All
            } else {
                Amount::Count { count }
            },
        })),
        who().prop_map(move |who| pool(PoolCommand::TotalDefense { who })),
        (who(), 0..3u32)
            .prop_map(move |(who, tokens)| pool(PoolCommand::ReduceDefense { who, tokens })),
        (who(), prop::option::of(0..3u32))
            .prop_map(move |(who, count)| pool(PoolCommand::ResetDefense { who, count })),
        (who(), 0..4u32, any::<bool>()).prop_map(move |(who, count, other_pool)| pool(
            PoolCommand::Spend {
                who,
                count,
                other_pool,
                purpose: None,
            }
        )),
        (who(), 0..3u8).prop_map(move |(who, c)| pool(PoolCommand::Intend {
            who,
            cost: [IntentCost::Free, IntentCost::Token, IntentCost::Action][c as usize],
            text: "move up".into(),
        })),
        (who(), prop::option::of(0..3u32))
            .prop_map(move |(who, tokens)| pool(PoolCommand::Coordinate { who, tokens })),
        (who(), 0..3u8).prop_map(move |(who, l)| pool(PoolCommand::Stress {
            who,
            level: [Stress::Low, Stress::Moderate, Stress::High][l as usize],
        })),
        who().prop_map(move |who| pool(PoolCommand::Aim { who })),
        // SRP-12: a kept token amends the last attack; undo and redo must still add up.
        (1..7u8).prop_map(move |value| pool(PoolCommand::Keep { value })),
        // SRP-14: reloads (a new magazine or the sheet's) between shots that spend rounds.
        (who(), prop::option::of(1..40u32)).prop_map(move |(who, magazine)| pool(
            PoolCommand::Reload {
                who,
                weapon: None,
                magazine,
            }
        )),
        shot().prop_map(move |s| pool(PoolCommand::Attack(s))),
        (who(), who(), successes(), 0..2u32).prop_map(move |(w, t, successes, spend)| pool(
            PoolCommand::Suppress(Suppression {
                who: w,
                targets: vec![t.clone()],
                successes,
                range: Range::Short,
                threshold: 0,
                spend,
                defy: if spend == 1 { vec![t] } else { vec![] },
                harm: Harm::default(),
            })
        )),
        (who(), successes()).prop_map(move |(w, successes)| pool(PoolCommand::Throw(Throw {
            who: w,
            target: None,
            successes,
            range: Range::Extreme,
            threshold: 0,
            spend: 0,
        }))),
        (who(), 1..12i32).prop_map(move |(t, d)| pool(PoolCommand::Blast(Blast {
            targets: vec![t],
            by: None,
            harm: Harm {
                damage: Some(d),
                ..Harm::default()
            },
        }))),
        (who(), 0..3u32).prop_map(move |(who, tokens)| pool(PoolCommand::Evade { who, tokens })),
        (who(), who(), successes(), any::<bool>(), 0..4u8).prop_map(
            move |(w, t, successes, dodge, e)| pool(PoolCommand::Melee(Melee {
                who: w,
                target: t,
                successes,
                spend: 1,
                defence: if dodge {
                    Defence::Dodge
                } else {
                    Defence::FightBack {
                        successes: Successes::Given { hits: 2 },
                    }
                },
                harm: Harm::default(),
                their_damage: None,
                ranged: false,
                effect: [
                    MeleeEffect::Damage,
                    MeleeEffect::Ground,
                    MeleeEffect::Hold,
                    MeleeEffect::Advantage
                ][e as usize],
            }))
        ),
        (who(), 0..15u32, any::<bool>()).prop_map(move |(who, boxes, stun)| pool(
            PoolCommand::Damage {
                who,
                boxes,
                track: if stun { Track::Stun } else { Track::Physical },
                soak: 0,
            }
        )),
        (who(), 0..5u32).prop_map(move |(who, boxes)| pool(PoolCommand::Heal {
            who,
            boxes,
            track: Track::Physical
        })),
        Just(Command::Option {
            key: "free-draws".into(),
            value: "pool".into()
        }),
        Just(Command::Option {
            key: "recharge-defense".into(),
            value: "discard".into()
        }),
    ]
}

fn roster() -> Vec<Command> {
    vec![
        Command::Add {
            name: "guard".into(),
            side: None,
            count: 2,
            template: None,
            assigns: vec![],
        },
        Command::Add {
            name: "street-samurai".into(),
            side: None,
            count: 1,
            template: None,
            assigns: vec![],
        },
    ]
}

fn play(commands: &[Command]) -> Timeline {
    let mut t = Timeline::new(Header::new(fray::systems::combat_pool::ID, "fuzz", 7, 0));
    let mut checker = Checker::default();
    for c in roster().iter().chain(commands) {
        if let Ok(record) = t.prepare("fuzz", c) {
            // Every record the engine writes passes the consistency check opening runs.
            if let Err(e) = checker.check(&record) {
                panic!("record {} ({c:?}) is refused: {}", record.seq, e.message);
            }
            t.commit(record);
        }
        check(&t);
    }
    t
}

fn check(t: &Timeline) {
    let state = t.state();
    for c in &state.combatants {
        let Some(pool) = &c.tokens else { continue };
        assert_eq!(
            pool.accounted(),
            u64::from(pool.gained),
            "{} accounts for every token",
            c.name
        );
        let recharged: u64 = t
            .history()
            .effective()
            .iter()
            .filter_map(|seq| t.records().get(*seq as usize - 1))
            .flat_map(|r| &r.events)
            .map(|e| match e {
                Event::PoolRecharged { who, gained, .. } if *who == c.id => u64::from(*gained),
                _ => 0,
            })
            .sum();
        assert_eq!(
            u64::from(pool.gained),
            recharged,
            "{} gained what the recharges gave",
            c.name
        );
    }
    assert_eq!(&t.replayed_state(), state, "replay equals the live state");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn tokens_are_accounted_for_through_undo_and_redo(commands in prop::collection::vec(command(), 0..60)) {
        let t = play(&commands);
        prop_assert!(t.state().combatants.len() <= 3);
    }
}

#[test]
fn the_roster_comes_with_pools_and_start_recharges_them() {
    let t = play(&[Command::Start]);
    let names: Vec<_> = t.state().combatants.iter().map(|c| c.slug()).collect();
    assert_eq!(names, ["guard-1", "guard-2", "street-samurai"]);
    assert!(
        t.state()
            .combatants
            .iter()
            .all(|c| c.tokens.as_ref().is_some_and(|p| p.undrawn > 0))
    );
}
