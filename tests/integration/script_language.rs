//! The command language through its public API: parsing, the canonical text, help,
//! completion, and the GM's documentation.

use fray::engine::{Assign, AssignValue, Command, Lasting};
use fray::model::{Side, SystemId};
use fray::script::{
    self, ErrorKind, Line, ParseError, completions, format, help, parse, parse_in, verbs, verbs_in,
};
use fray::systems::polaris::{
    Defence, Harm, PolarisCommand, Retry, Strike, Technique, TestAgainst, TestSpec, TestTerms,
    WeaponProfile,
};
use proptest::prelude::*;
use proptest::sample::select;

const DOCS: &str = include_str!("../../docs/commands.md");

fn command(line: &str) -> Command {
    match parse(line) {
        Ok(Line::Command(c)) => c,
        other => panic!("{line}: {other:?}"),
    }
}

fn error(line: &str) -> ParseError {
    match parse(line) {
        Err(e) => e,
        other => panic!("{line}: expected an error, got {other:?}"),
    }
}

#[test]
fn a_short_fight_reads_as_commands() {
    let script = r#"
        # The warehouse ambush
        add "Baral Faadhi" pc reaction=14 firearms=4+9
        add 3 gangers from ganger
        start
        test baral firearms hard secret   # the GM keeps the difficulty
        attack baral ganger-1 firearms -3 damage=8 at torso
        wound ganger-2 left-arm serious bleeding
        next
        undo
    "#;
    let lines: Vec<Line> = script.lines().map(|l| parse(l).unwrap()).collect();
    let commands: Vec<&Command> = lines
        .iter()
        .filter_map(|l| match l {
            Line::Command(c) => Some(c),
            _ => None,
        })
        .collect();
    assert_eq!(commands.len(), 8);
    assert_eq!(lines.iter().filter(|l| **l == Line::Empty).count(), 3);
    assert_eq!(*commands[2], Command::Start);
    assert_eq!(
        *commands[4],
        Command::System(
            PolarisCommand::Attack {
                spec: TestSpec {
                    who: "baral".into(),
                    against: TestAgainst::Sheet {
                        name: "firearms".into()
                    },
                    terms: TestTerms {
                        difficulty: -3,
                        hidden: false,
                        modifier: 0,
                        retry: Retry::No,
                        harder: 0,
                    },
                },
                strike: Strike {
                    target: "ganger-1".into(),
                    damage: Some(8),
                    damage_dice: None,
                    location: Some("torso".into()),
                    melee: false,
                    charge: false,
                    technique: None,
                    bleeding: false,
                    ..Strike::default()
                },
            }
            .into()
        )
    );
}

#[test]
fn errors_carry_the_word_its_column_and_what_was_expected() {
    let e = error("wound ganger-2");
    assert_eq!(
        e.to_string(),
        "after 'wound ganger-2': expected a severity or damage=N, found end of line"
    );
    assert_eq!(e.found, None);
    assert_eq!(e.column, 14);
    assert!(e.at_end_of_line());

    let e = error("set baral =12");
    assert_eq!(e.to_string(), "'=12': expected key=value");
    assert_eq!((e.found.as_deref(), e.column), (Some("=12"), 10));
    assert!(!e.at_end_of_line());

    let e = error("fireball");
    assert_eq!(e.to_string(), "'fireball' is not a command (try: help)");
    assert_eq!(e.kind, ErrorKind::NotACommand { suggestion: None });

    let e = error("next\u{7}");
    assert!(matches!(e.kind, ErrorKind::ControlCharacter('\u{7}')));
    assert!(e.to_string().contains("U+0007"));
}

#[test]
fn help_and_completion_read_the_verb_table() {
    assert_eq!(parse("help"), Ok(Line::Help(None)));
    assert_eq!(parse("help r"), Ok(Line::Help(Some("roll".into()))));
    let all = help(None).unwrap();
    assert!(all.contains("Shared commands:") && all.contains("Polaris 3e commands:"));
    assert!(
        help(Some("wound"))
            .unwrap()
            .contains("wound ganger-2 serious")
    );
    assert!(help(Some("fireball")).is_err());
    assert_eq!(completions("at"), vec!["attack"]);
    assert!(script::find_verb("STABILIZE").is_some_and(|v| v.name == "stabilise"));
}

#[test]
fn the_canonical_form_is_the_one_the_docs_show() {
    assert_eq!(
        format(&command(r#"cond Baral "shock test" -5 for 1 rounds"#)),
        r#"condition Baral "shock test" -5 for 1 round"#
    );
    assert_eq!(
        format(&command("test baral firearms -5 +2")),
        "test baral firearms hard +2"
    );
    assert!(DOCS.contains("`test baral firearms hard +2`"));
    assert_eq!(format(&command(r#"add "12" PC"#)), r#"add "12" pc"#);
}

#[test]
fn every_example_in_the_table_parses() {
    for system in SystemId::all() {
        for verb in verbs_in(system) {
            for example in verb.examples {
                let line = parse_in(system, example);
                assert!(line.is_ok(), "{example}: {line:?}");
                if let Ok(Line::Command(c)) = line {
                    let text = format(&c);
                    assert_eq!(parse_in(system, &text), Ok(Line::Command(c)), "{example}");
                }
            }
        }
    }
}

#[test]
fn the_docs_describe_every_verb() {
    let all = SystemId::all().into_iter().flat_map(verbs_in);
    for verb in all {
        assert!(
            DOCS.contains(&format!("\n### {}\n", verb.name)),
            "heading of {}",
            verb.name
        );
        assert!(
            DOCS.contains(&format!("`{}", verb.usage)),
            "usage of {}",
            verb.name
        );
        for alias in verb.aliases {
            assert!(DOCS.contains(&format!("`{alias}`")), "alias {alias}");
        }
        for example in verb.examples {
            assert!(DOCS.contains(example), "example {example}");
        }
    }
}

#[test]
fn the_docs_examples_parse() {
    // Every line of a ```text block in the docs is a line of the language, or an error shown,
    // read in the rule system of its section.
    let mut in_block = false;
    let mut system = fray::systems::polaris::ID;
    for line in DOCS.lines() {
        if let Some(heading) = line.strip_prefix("## ") {
            system = if heading.starts_with("Shadowrun combat pool") {
                fray::systems::combat_pool::ID
            } else if heading.starts_with("Cyberpunk interval") {
                fray::systems::cyberpunk::ID
            } else if heading.starts_with("Shadowrun: Anarchy") {
                fray::systems::anarchy::ID
            } else if heading.starts_with("Corporates") {
                fray::systems::corporates::ID
            } else {
                fray::systems::polaris::ID
            };
        }
        if line.starts_with("```") {
            in_block = line == "```text";
            continue;
        }
        if in_block {
            let read = parse_in(system, line);
            assert!(read.is_ok(), "docs line {line:?}: {read:?}");
        }
    }
}

// ---- Strategies: every command the parser can produce. ----

const TRICKY: &[&str] = &[
    "",
    "pc",
    "Enemy",
    "from",
    "for",
    "round",
    "rounds",
    "until",
    "start",
    "end",
    "of",
    "vs",
    "versus",
    "at",
    "secret",
    "opposed",
    "melee",
    "charge",
    "powerful",
    "precise",
    "bleeding",
    "success",
    "failure",
    "hard",
    "Très-Difficile",
    "moyen",
    "12",
    "-3",
    "+4",
    "X",
    "-",
    "a=b",
    "#1",
    "\"",
    "\\",
    "Baral Faadhi",
    " padded ",
    "damage=3",
    "shock=-2",
    "d20 for x",
];

fn name() -> impl Strategy<Value = String> {
    prop_oneof![
        select(TRICKY).prop_map(String::from),
        "[a-zA-Z][a-z0-9-]{0,8}",
        "[a-zA-Z0-9 '\"\\\\#=+-]{0,10}",
        "[^\\p{Cc}]{0,8}",
    ]
}

/// A location or severity word: any name but the French ones, which the reader turns into
/// their English keys (`tête` is read as `head`), so a command holding one is not what
/// any line parses to.
fn place() -> impl Strategy<Value = String> {
    name().prop_filter("a French location or severity word", |w| {
        let folded = fray::rules::words::fold_tight(w);
        let places = fray::systems::polaris::wounds::FRENCH_LOCATION_WORDS;
        let severities = fray::systems::polaris::wounds::FRENCH_SEVERITY_WORDS;
        let severities = severities.iter().flat_map(|w| w.iter());
        !places.iter().chain(severities).any(|f| *f == folded)
    })
}

/// A condition name: any name but a French word for a condition the systems know, which
/// the reader turns into the stored English name (`à-terre` is read as `prone`).
fn condition_name() -> impl Strategy<Value = String> {
    name().prop_filter("a French condition word", |w| {
        fray::rules::condition_words::canonical(w).is_none()
    })
}

fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        name(),
        "[a-z]{1,6}( [a-z\"#]{1,6}){0,4}",
        "[^\\p{Cc}]{0,20}",
    ]
}

fn int() -> impl Strategy<Value = i32> {
    prop_oneof![
        -30..30,
        any::<i32>(),
        select(&[-20, -15, -13, -10, -7, -5, -3, 0, 3, 5, 7, 10][..])
    ]
}

fn assign() -> impl Strategy<Value = Assign> {
    let value = prop_oneof![
        any::<i32>().prop_map(|value| AssignValue::Number { value }),
        (any::<i32>(), int()).prop_map(|(base, mastery)| AssignValue::Skill { base, mastery }),
        int().prop_map(|base| AssignValue::Reserved { base }),
        Just(AssignValue::Remove),
    ];
    ("[a-z0-9é_.-]{1,8}", value).prop_map(|(key, value)| Assign { key, value })
}

fn side() -> impl Strategy<Value = Side> {
    select(&Side::ALL[..])
}

fn lasting() -> impl Strategy<Value = Lasting> {
    prop_oneof![
        Just(Lasting::Manual),
        any::<u32>().prop_map(|rounds| Lasting::Rounds { rounds }),
        name().prop_map(|of| Lasting::StartOfAction { of }),
        name().prop_map(|of| Lasting::EndOfAction { of }),
    ]
}

fn spec() -> impl Strategy<Value = TestSpec> {
    let against = prop_oneof![
        name().prop_map(|name| TestAgainst::Sheet { name }),
        (0..=i32::MAX).prop_map(|chance| TestAgainst::Chance { chance }),
    ];
    let retry = prop_oneof![
        Just(Retry::No),
        Just(Retry::Calm),
        Just(Retry::Pressured),
        Just(Retry::Social)
    ];
    let harder = prop_oneof![Just(0u8), 1..=10u8];
    (name(), against, int(), any::<bool>(), int(), retry, harder).prop_map(
        |(who, against, difficulty, hidden, modifier, retry, harder)| TestSpec {
            who,
            against,
            terms: TestTerms {
                difficulty,
                hidden,
                modifier,
                retry,
                harder,
            },
        },
    )
}

fn shared_command() -> impl Strategy<Value = Command> {
    prop_oneof![
        (
            name(),
            proptest::option::of(side()),
            any::<u32>(),
            proptest::option::of(name()),
            prop::collection::vec(assign(), 0..3),
            any::<bool>()
        )
            .prop_map(
                |(name, side, count, template, assigns, hidden)| Command::Add {
                    name,
                    side,
                    count,
                    template,
                    assigns,
                    hidden
                }
            ),
        name().prop_map(|who| Command::Remove { who }),
        prop::collection::vec(name(), 1..4).prop_map(|who| Command::Hide { who }),
        prop::collection::vec(name(), 1..4).prop_map(|who| Command::Reveal { who }),
        (name(), name()).prop_map(|(who, name)| Command::Rename { who, name }),
        (name(), side()).prop_map(|(who, side)| Command::SetSide { who, side }),
        (name(), prop::collection::vec(assign(), 1..4))
            .prop_map(|(who, assigns)| Command::Set { who, assigns }),
        (name(), text()).prop_map(|(who, text)| Command::Note { who, text }),
        (
            name(),
            condition_name(),
            proptest::option::of(int()),
            lasting()
        )
            .prop_map(|(who, name, value, lasting)| Command::Condition {
                who,
                name,
                value,
                lasting
            }),
        (name(), condition_name()).prop_map(|(who, name)| Command::Uncondition { who, name }),
        (text(), proptest::option::of(text()))
            .prop_map(|(notation, purpose)| Command::Roll { notation, purpose }),
        (name(), text()).prop_map(|(key, value)| Command::Option { key, value }),
        (name(), int()).prop_map(|(label, attempts)| Command::Countdown { label, attempts }),
        (name(), int()).prop_map(|(label, attempts)| Command::Tick { label, attempts }),
        select(
            &[
                Command::Start,
                Command::Next,
                Command::End,
                Command::Undo,
                Command::Redo
            ][..]
        ),
    ]
}

fn polaris_command() -> impl Strategy<Value = PolarisCommand> {
    let technique = proptest::option::of(select(
        &[
            Technique::Powerful,
            Technique::Incapacitating,
            Technique::Precise,
        ][..],
    ));
    let harm = prop_oneof![
        place().prop_map(|severity| Harm::Severity { severity }),
        int().prop_map(|damage| Harm::Damage { damage }),
    ];
    prop_oneof![
        (spec(), any::<bool>()).prop_map(|(spec, opposed)| PolarisCommand::Test { spec, opposed }),
        (name(), name(), any::<bool>())
            .prop_map(|(who, what, success)| PolarisCommand::NonRandom { who, what, success }),
        (spec(), spec())
            .prop_map(|(attacker, defender)| PolarisCommand::Oppose { attacker, defender }),
        (
            spec(),
            name(),
            prop_oneof![
                proptest::option::of(int()).prop_map(|d| (d, None)),
                prop::sample::select(&["2d6+3", "d20:7", "3d10-2:1,2,3", "2d6!:6,1,4"][..])
                    .prop_map(|n| (None, Some(n.to_string()))),
            ],
            proptest::option::of(place()),
            any::<[bool; 3]>(),
            technique,
            (
                proptest::option::of(name()),
                -99..=0i32,
                proptest::option::of(spec()),
                any::<[bool; 2]>()
            )
        )
            .prop_map(
                |(
                    spec,
                    target,
                    (damage, damage_dice),
                    location,
                    [melee, charge, bleeding],
                    technique,
                    (with, aim, defence, [two_weapons, second_weapon]),
                )| {
                    PolarisCommand::Attack {
                        spec,
                        strike: Strike {
                            target,
                            damage,
                            damage_dice,
                            location,
                            melee,
                            charge,
                            technique,
                            bleeding,
                            with,
                            aim,
                            defence: defence.map(|d| Defence {
                                against: d.against,
                                terms: d.terms,
                            }),
                            two_weapons,
                            second_weapon,
                        },
                    }
                }
            ),
        (
            name(),
            name(),
            proptest::option::of((
                name(),
                proptest::option::of(select(&["1d6+1", "2d6", "d10-1"][..])),
                any::<bool>(),
                0..=99i32,
                0..=2i32,
                proptest::option::of("[a-z][a-z-]{0,8}"),
            ))
        )
            .prop_map(|(who, key, profile)| PolarisCommand::Weapon {
                who,
                key,
                profile: profile.map(|(name, damage, melee, reach, hands, skill)| WeaponProfile {
                    name,
                    damage: damage.map(String::from),
                    melee,
                    reach,
                    hands,
                    skill,
                }),
            }),
        (
            name(),
            name(),
            prop::collection::btree_map(
                select(&["head", "body", "left-arm", "right-leg"][..]).prop_map(String::from),
                0..=99i32,
                0..3
            ),
            name()
        )
            .prop_map(|(who, key, cover, name)| PolarisCommand::Armour {
                who,
                key,
                name: if cover.is_empty() {
                    String::new()
                } else {
                    name
                },
                cover,
            }),
        (
            name(),
            proptest::option::of(place()),
            harm,
            any::<bool>(),
            int()
        )
            .prop_map(|(who, location, harm, bleeding, shock_malus)| {
                PolarisCommand::Wound {
                    who,
                    location,
                    harm,
                    bleeding,
                    shock_malus,
                }
            }),
        (name(), place(), place(), 1..=255u8).prop_map(|(who, location, severity, boxes)| {
            PolarisCommand::Heal {
                who,
                location,
                severity,
                boxes,
            }
        }),
        (prop::collection::vec(name(), 1..4), int())
            .prop_map(|(who, modifier)| PolarisCommand::Surprise { who, modifier }),
        (
            name(),
            text(),
            any::<bool>(),
            any::<bool>(),
            prop::option::of(any::<bool>())
        )
            .prop_map(
                |(who, intent, next, rush, secret)| PolarisCommand::Declare {
                    who,
                    intent,
                    next,
                    rush,
                    secret,
                }
            ),
        name().prop_map(|who| PolarisCommand::Rush { who }),
        name().prop_map(|who| PolarisCommand::Confused { who }),
        (name(), proptest::option::of(int()))
            .prop_map(|(who, phase)| PolarisCommand::Delay { who, phase }),
        name().prop_map(|who| PolarisCommand::Act { who }),
        (
            name(),
            int(),
            prop_oneof![
                text(),
                Just("preparation".to_string()),
                Just("hesitation".to_string())
            ]
        )
            .prop_map(|(who, points, why)| PolarisCommand::Slow { who, points, why }),
        (name(), int()).prop_map(|(who, value)| PolarisCommand::Initiative { who, value }),
        (name(), int(), int()).prop_map(|(who, phase, malus)| PolarisCommand::Marker {
            who,
            phase,
            malus
        }),
        (name(), any::<u8>()).prop_map(|(who, count)| PolarisCommand::Opponents { who, count }),
        (name(), int()).prop_map(|(who, chance)| PolarisCommand::Shock { who, chance }),
        name().prop_map(|who| PolarisCommand::Stabilise { who }),
        (name(), 2..=3u8, prop::collection::vec(1..=99i32, 0..2)).prop_map(
            |(who, attacks, phases)| PolarisCommand::Combination {
                who,
                attacks,
                phases,
            }
        ),
    ]
}

fn any_command() -> impl Strategy<Value = Command> {
    prop_oneof![
        shared_command(),
        polaris_command().prop_map(|p| Command::System(p.into()))
    ]
}

/// Lines built from the language's own words, to reach deep into the parser.
fn wordy_line() -> impl Strategy<Value = String> {
    let verb_words: Vec<&'static str> = verbs()
        .iter()
        .flat_map(|v| std::iter::once(v.name).chain(v.aliases.iter().copied()))
        .collect();
    let word = prop_oneof![
        select(TRICKY).prop_map(String::from),
        select(verb_words.clone()).prop_map(String::from),
        "-?[0-9]{1,12}",
        "[a-z]{1,5}=[-+0-9xX]{0,5}",
        "\"[^\"\\p{Cc}]{0,5}\"",
        "[^\\p{Cc}\\s]{1,4}",
    ];
    (select(verb_words), prop::collection::vec(word, 0..8)).prop_map(|(verb, words)| {
        std::iter::once(verb.to_string())
            .chain(words)
            .collect::<Vec<_>>()
            .join(" ")
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn format_then_parse_gives_the_command_back(c in any_command()) {
        let text = format(&c);
        match parse(&text) {
            // Any i32 is drawn: a number outside its documented range is refused, naming the
            // word, and only then; everything else comes back whole.
            Err(ParseError { kind: ErrorKind::OutOfRange { min, max }, found, .. }) => {
                let word = found.unwrap_or_default();
                let numbers: Vec<i64> = word
                    .split(|ch: char| !ch.is_ascii_digit())
                    .filter(|digits| !digits.is_empty())
                    .map(|digits| digits.parse::<i64>().unwrap_or(i64::MAX))
                    .collect();
                let outside = |v: i64| v < min || v > max || (word.contains('-') && -v < min);
                prop_assert!(
                    numbers.iter().any(|&v| outside(v)),
                    "'{}' refused as outside {}..={} in: {}", word, min, max, text
                );
            }
            parsed => prop_assert_eq!(parsed, Ok(Line::Command(c)), "text: {}", text),
        }
    }

    #[test]
    fn parse_never_panics_on_any_text(line in any::<String>()) {
        let _ = parse(&line);
    }

    #[test]
    fn parsed_lines_format_back_to_themselves(line in wordy_line()) {
        if let Ok(Line::Command(c)) = parse(&line) {
            let text = format(&c);
            prop_assert_eq!(parse(&text), Ok(Line::Command(c)), "line: {} text: {}", line, text);
        } else if let Err(e) = parse(&line) {
            // Errors point inside the line and never come out empty.
            prop_assert!(e.column <= line.chars().count());
            prop_assert!(!e.to_string().is_empty());
        }
    }

    #[test]
    fn help_never_panics(topic in any::<String>()) {
        let _ = help(Some(&topic));
        let _ = completions(&topic);
    }
}
