//! Tests for the canonical text of the combat-pool commands: examples, and a property test
//! that every command the parser can produce formats to a line that parses back to it.

use proptest::prelude::*;

use crate::engine::Command;
use crate::rules::limits::{self, Limit};
use crate::script::{Line, format, parse_in};
use crate::systems::combat_pool::{
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

/// Parses `line` in a combat-pool encounter, formats it, and checks it reads back the same.
fn round_trip(line: &str) -> String {
    let Ok(Line::Command(c)) = parse_in(crate::systems::combat_pool::ID, line) else {
        panic!(
            "{line}: {:?}",
            parse_in(crate::systems::combat_pool::ID, line)
        );
    };
    let text = format(&c);
    assert_eq!(
        parse_in(crate::systems::combat_pool::ID, &text),
        Ok(Line::Command(c)),
        "{line} -> {text}"
    );
    text
}

#[test]
fn canonical_text_of_combat_pool_commands() {
    for (typed, canonical) in [
        (
            "POOL Baral Instinct SCORE=12",
            "pool Baral Instinct score=12",
        ),
        ("stress kurt 1", "stress kurt moderate"),
        ("breath kurt", "recharge kurt fast"),
        ("assess kurt", "recharge kurt slow"),
        ("defend kurt ALL", "allocate kurt all"),
        ("td kurt", "total-defense kurt"),
        ("intend kurt free covers", "intend kurt covers"),
        ("intend kurt free token ring", "intend kurt free token ring"),
        ("spend kurt 2 for the lock", "spend kurt 2 for the lock"),
        (
            "shoot baral hits=3 short at a b single damage=4 physical",
            "attack baral at a,b hits=3 damage=4",
        ),
        (
            "attack baral spent ignore=999 at kurt dice=4 long spray",
            "attack baral at kurt dice=4 long spray ignore=999 spent",
        ),
        (
            "attack baral at kurt hits=2 jeton=2 adjust=1",
            "attack baral at kurt hits=2 adjust=1 token=2",
        ),
        ("garde 2", "keep 2"),
        (
            r#"attack baral at "Big Kurt" ganger-1 hits=1"#,
            r#"attack baral at "Big Kurt" ganger-1 hits=1"#,
        ),
        (
            "suppress kurt at baral hits=2 defy baral",
            "suppress kurt at baral hits=2 defy=baral",
        ),
        (
            r#"suppress kurt at baral hits=2 defy=baral,"#,
            "suppress kurt at baral hits=2 defy=baral",
        ),
        ("blast a by kurt stun", "blast a stun by kurt"),
        (
            "melee kurt baral dodge hits=2 effect=damage spend=1",
            "melee kurt baral hits=2 dodge spend=1",
        ),
        ("lethality kurt high care=0", "lethality kurt high"),
        ("damage kurt 3 physical soak=0", "damage kurt 3"),
        ("heal kurt 3 STUN", "heal kurt 3 stun"),
        (r#"aim "short""#, r#"aim "short""#),
    ] {
        assert_eq!(round_trip(typed), canonical, "{typed}");
    }
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

fn command() -> BoxedStrategy<PoolCommand> {
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

proptest! {
    /// Every combat-pool command formats to a line that parses back to it.
    #[test]
    fn every_pool_command_reads_back_from_its_canonical_text(command in command()) {
        let command = Command::System(command.into());
        let text = format(&command);
        prop_assert_eq!(
            parse_in(crate::systems::combat_pool::ID, &text),
            Ok(Line::Command(command)),
            "{}",
            text
        );
    }

    /// Every combat-pool command written in French (values after `=` too) reads back.
    #[test]
    fn every_pool_command_reads_back_from_its_french_text(command in command()) {
        let command = Command::System(command.into());
        let text = crate::script::format_in(crate::i18n::Lang::Fr, &command);
        prop_assert_eq!(
            parse_in(crate::systems::combat_pool::ID, &text),
            Ok(Line::Command(command)),
            "{}",
            text
        );
    }
}
