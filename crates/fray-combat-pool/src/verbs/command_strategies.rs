//! Proptest strategies for every combat-pool command the parser can produce, within the
//! limits it accepts: the round-trip tests format each and read it back.

use proptest::prelude::*;

use crate::rules::limits::{self, Limit};
use crate::{
    Amount, Blast, DamageKind, Defence, FireMode, Harm, IntentCost, Melee, MeleeEffect,
    PoolCommand, Range, Readiness, Recharge, Risk, Shot, Stress, Successes, Suppression, Throw,
    Track, Trigger,
};

/// The counts the parser accepts in `limit`.
fn u(limit: Limit) -> std::ops::RangeInclusive<u32> {
    let min = u32::try_from(limit.min.max(0)).unwrap_or_default();
    min..=u32::try_from(limit.max).unwrap_or_default()
}

/// The numbers the parser accepts in `limit`.
fn i(limit: Limit) -> std::ops::RangeInclusive<i32> {
    i32::try_from(limit.min).unwrap_or_default()..=i32::try_from(limit.max).unwrap_or_default()
}

/// Names, some of which must be quoted to read back.
fn name() -> BoxedStrategy<String> {
    prop_oneof![
        "[a-z][a-z0-9-]{0,6}",
        Just("Baral Faadhi".to_string()),
        Just("short".to_string()),
        Just("At".to_string()),
        Just("a,b".to_string()),
        Just("12".to_string()),
        Just(String::new()),
        Just("x=y".to_string()),
        Just("#1".to_string()),
        Just(r#"say "hi""#.to_string()),
    ]
    .boxed()
}

/// Free texts, some of which must be quoted or start with a keyword.
fn text() -> BoxedStrategy<String> {
    prop_oneof![
        "[a-z][a-z ,]{0,12}",
        Just("token covers the door".to_string()),
        Just("Free".to_string()),
        Just(String::new()),
        Just("  padded ".to_string()),
        Just("room #3".to_string()),
        Just("a  b".to_string()),
        Just(r#""quoted" word"#.to_string()),
        Just("for the spell".to_string()),
    ]
    .boxed()
}

fn successes() -> BoxedStrategy<Successes> {
    prop_oneof![
        u(limits::HITS).prop_map(|hits| Successes::Given { hits }),
        (1u32..=100).prop_map(|dice| Successes::Roll { dice }),
    ]
    .boxed()
}

fn pick<T: Copy + std::fmt::Debug + 'static>(values: &'static [T]) -> impl Strategy<Value = T> {
    proptest::sample::select(values)
}

fn harm() -> BoxedStrategy<Harm> {
    let kinds = &[
        DamageKind::Physical,
        DamageKind::Stun,
        DamageKind::Electrical,
    ];
    let risks = &[Risk::None, Risk::Low, Risk::High];
    (
        proptest::option::of(i(limits::DAMAGE)),
        pick(kinds),
        proptest::option::of(pick(risks)),
        u(limits::RATING),
    )
        .prop_map(|(damage, kind, risk, soak)| Harm {
            damage,
            kind,
            risk,
            soak,
        })
        .boxed()
}

fn range() -> BoxedStrategy<Range> {
    pick(&[Range::Short, Range::Medium, Range::Long, Range::Extreme]).boxed()
}

fn names() -> BoxedStrategy<Vec<String>> {
    proptest::collection::vec(name(), 1..4).boxed()
}

fn shot() -> BoxedStrategy<Shot> {
    let mode = prop_oneof![
        Just(FireMode::Single),
        u(limits::BULLETS).prop_map(|bullets| FireMode::Multiple { bullets }),
        proptest::option::of(u(limits::BULLETS)).prop_map(|bullets| FireMode::Spray { bullets }),
    ];
    let trigger = proptest::option::of(pick(&[Trigger::Semi, Trigger::Virtual, Trigger::Auto]));
    let ignore = prop_oneof![
        Just(Some(u32::MAX)),
        proptest::option::of(u(limits::RATING))
    ];
    let roll = (
        name(),
        names(),
        successes(),
        range(),
        i(limits::MODIFIER),
        u(limits::TOKENS.from(0)),
    );
    let ratings = (
        proptest::option::of(u(limits::RATING)),
        proptest::option::of(u(limits::RATING)),
        u(limits::RATING),
    );
    let rest = (mode, trigger, ratings);
    let token = proptest::option::of(1..=99u8);
    let more = (harm(), u(limits::RATING), ignore, any::<bool>(), token);
    (roll, rest, more, proptest::option::of(name()))
        .prop_map(
            |(
                (who, targets, successes, range, threshold, spend),
                (mode, trigger, (rc, skill, adjust)),
                (harm, care, ignore, spent_for_damage, token),
                weapon,
            )| Shot {
                who,
                targets,
                successes,
                range,
                threshold,
                spend,
                mode,
                trigger,
                rc,
                skill,
                adjust,
                harm,
                care,
                ignore,
                spent_for_damage,
                token,
                weapon,
            },
        )
        .boxed()
}

fn suppression() -> BoxedStrategy<Suppression> {
    let roll = (
        name(),
        names(),
        successes(),
        range(),
        i(limits::MODIFIER),
        u(limits::TOKENS.from(0)),
    );
    let defy = prop_oneof![Just(Vec::new()), names()];
    (roll, defy, harm())
        .prop_map(
            |((who, targets, successes, range, threshold, spend), defy, harm)| Suppression {
                who,
                targets,
                successes,
                range,
                threshold,
                spend,
                defy,
                harm,
            },
        )
        .boxed()
}

fn area() -> BoxedStrategy<PoolCommand> {
    let throw = (
        name(),
        proptest::option::of(name()),
        successes(),
        range(),
        i(limits::MODIFIER),
        u(limits::TOKENS.from(0)),
    )
        .prop_map(|(who, target, successes, range, threshold, spend)| {
            PoolCommand::Throw(Throw {
                who,
                target,
                successes,
                range,
                threshold,
                spend,
            })
        });
    let blast = (names(), proptest::option::of(name()), harm()).prop_map(|(targets, by, harm)| {
        // Without damage, the thrower's weapon is read: `by` is needed then.
        let by = by.or_else(|| harm.damage.is_none().then(|| "kurt".to_string()));
        PoolCommand::Blast(Blast { targets, by, harm })
    });
    prop_oneof![throw, blast].boxed()
}

fn melee() -> BoxedStrategy<PoolCommand> {
    let defence = prop_oneof![
        Just(Defence::Dodge),
        successes().prop_map(|successes| Defence::FightBack { successes }),
    ];
    let effects = &[
        MeleeEffect::Damage,
        MeleeEffect::Ground,
        MeleeEffect::Hold,
        MeleeEffect::Advantage,
    ];
    let people = (name(), name(), successes(), u(limits::TOKENS.from(0)));
    let rest = (
        defence,
        harm(),
        proptest::option::of(i(limits::DAMAGE)),
        any::<bool>(),
        pick(effects),
    );
    (people, rest)
        .prop_map(
            |((who, target, successes, spend), (defence, harm, their_damage, ranged, effect))| {
                PoolCommand::Melee(Melee {
                    who,
                    target,
                    successes,
                    spend,
                    defence,
                    harm,
                    their_damage,
                    ranged,
                    effect,
                })
            },
        )
        .boxed()
}

/// The commands of one word or two after WHO.
fn simple() -> BoxedStrategy<PoolCommand> {
    let readiness = &[Readiness::None, Readiness::Ready, Readiness::Position];
    let stress = &[Stress::Low, Stress::Moderate, Stress::High];
    let recharge = &[Recharge::Fast, Recharge::Slow, Recharge::Both];
    let amount = prop_oneof![
        Just(Amount::All),
        u(limits::TOKENS).prop_map(|count| Amount::Count { count })
    ];
    prop_oneof![
        (name(), name(), proptest::option::of(u(limits::SCORE))).prop_map(
            |(who, pool_type, score)| {
                PoolCommand::PoolType {
                    who,
                    pool_type,
                    score,
                }
            }
        ),
        (name(), pick(readiness)).prop_map(|(who, level)| PoolCommand::Readiness { who, level }),
        (name(), pick(stress)).prop_map(|(who, level)| PoolCommand::Stress { who, level }),
        (name(), pick(recharge))
            .prop_map(|(who, recharge)| PoolCommand::Recharge { who, recharge }),
        (name(), amount).prop_map(|(who, amount)| PoolCommand::Allocate { who, amount }),
        name().prop_map(|who| PoolCommand::TotalDefense { who }),
        (name(), u(limits::TOKENS))
            .prop_map(|(who, tokens)| PoolCommand::ReduceDefense { who, tokens }),
        (name(), proptest::option::of(u(limits::TOKENS)))
            .prop_map(|(who, count)| PoolCommand::ResetDefense { who, count }),
        (name(), proptest::option::of(u(limits::TOKENS.from(0))))
            .prop_map(|(who, tokens)| PoolCommand::Coordinate { who, tokens }),
        name().prop_map(|who| PoolCommand::Aim { who }),
        (1..=99u8).prop_map(|value| PoolCommand::Keep { value }),
        (
            name(),
            proptest::option::of(name()),
            proptest::option::of(u(limits::BULLETS))
        )
            .prop_map(|(who, weapon, magazine)| PoolCommand::Reload {
                who,
                weapon,
                magazine
            }),
        (name(), u(limits::TOKENS)).prop_map(|(who, tokens)| PoolCommand::Evade { who, tokens }),
        (
            name(),
            pick(&[Risk::None, Risk::Low, Risk::High]),
            u(limits::RATING)
        )
            .prop_map(|(who, risk, care)| PoolCommand::Lethality { who, risk, care }),
    ]
    .boxed()
}

/// The commands with texts, and the opposed roll and the monitors.
fn texts_and_monitors() -> BoxedStrategy<PoolCommand> {
    let costs = &[IntentCost::Free, IntentCost::Token, IntentCost::Action];
    let tracks = &[Track::Physical, Track::Stun];
    prop_oneof![
        (
            name(),
            u(limits::TOKENS),
            any::<bool>(),
            proptest::option::of(text())
        )
            .prop_map(|(who, count, other_pool, purpose)| PoolCommand::Spend {
                who,
                count,
                other_pool,
                purpose
            }),
        (
            name(),
            pick(costs),
            text(),
            prop_oneof![Just(None), Just(Some(true)), Just(Some(false))]
        )
            .prop_map(|(who, cost, text, secret)| PoolCommand::Intend {
                who,
                cost,
                text,
                secret
            }),
        (name(), proptest::option::of(text()))
            .prop_map(|(who, action)| PoolCommand::Pending { who, action }),
        (name(), text()).prop_map(|(who, text)| PoolCommand::Free { who, text }),
        (
            name(),
            name(),
            proptest::option::of((u(limits::HITS), u(limits::HITS)))
        )
            .prop_map(|(first, second, hits)| {
                PoolCommand::Opposed {
                    first,
                    second,
                    hits,
                }
            }),
        (name(), u(limits::BOXES), pick(tracks), u(limits::RATING)).prop_map(
            |(who, boxes, track, soak)| {
                PoolCommand::Damage {
                    who,
                    boxes,
                    track,
                    soak,
                }
            }
        ),
        (name(), u(limits::BOXES), pick(tracks))
            .prop_map(|(who, boxes, track)| PoolCommand::Heal { who, boxes, track }),
    ]
    .boxed()
}

/// Any combat-pool command the parser can produce.
pub(super) fn command() -> BoxedStrategy<PoolCommand> {
    prop_oneof![
        simple(),
        texts_and_monitors(),
        shot().prop_map(PoolCommand::Attack),
        suppression().prop_map(PoolCommand::Suppress),
        area(),
        melee(),
    ]
    .boxed()
}
