//! The combat-pool command language through the public API: a short fight, and lines built
//! from the language's own words that must read back from their canonical text.

use fray::engine::Command;
use fray::model::SystemId;
use fray::script::{Line, format, help_in, parse_in, verbs_in};
use fray::systems::combat_pool::{PoolCommand, Recharge};
use proptest::prelude::*;
use proptest::sample::select;

const POOL: SystemId = fray::systems::combat_pool::ID;

#[test]
fn a_short_pool_fight_reads_as_commands() {
    let script = r#"
        # The warehouse ambush
        add "Baral Faadhi" pc
        add 3 gangers enemy
        pool baral instinct
        ready baral position     # they waited for them
        recharge baral both
        allocate baral 3
        intend ganger-1 rushes the door
        stress baral high
        shoot baral at ganger-1,ganger-2 hits=4 spend=2 multiple=2
        breath ganger-1
        melee ganger-3 baral dice=6 dodge damage=4
        damage baral 3 stun
    "#;
    let commands: Vec<Command> = script
        .lines()
        .filter_map(|l| match parse_in(POOL, l) {
            Ok(Line::Command(c)) => Some(c),
            Ok(_) => None,
            Err(e) => panic!("{l}: {e}"),
        })
        .collect();
    assert_eq!(commands.len(), 12);
    assert_eq!(
        commands[9],
        Command::System(
            PoolCommand::Recharge {
                who: "ganger-1".into(),
                recharge: Recharge::Fast
            }
            .into()
        )
    );
    assert!(help_in(POOL, None).is_ok_and(|t| t.contains("Shadowrun combat pool commands:")));
}

/// Words the combat-pool verbs read, and some that look like them.
const WORDS: &[&str] = &[
    "at",
    "by",
    "defy",
    "for",
    "other",
    "all",
    "none",
    "ready",
    "position",
    "low",
    "moderate",
    "high",
    "fast",
    "slow",
    "both",
    "free",
    "token",
    "action",
    "short",
    "medium",
    "long",
    "extreme",
    "single",
    "spray",
    "semi",
    "virtual",
    "auto",
    "physical",
    "stun",
    "electrical",
    "spent",
    "dodge",
    "ranged",
    "hits=3",
    "hits=2,1",
    "dice=4",
    "dice=0",
    "spray=3",
    "multiple=2",
    "threshold=+1",
    "threshold=-2",
    "spend=1",
    "rc=2",
    "skill=5",
    "adjust=1",
    "damage=6",
    "damage=-1",
    "risk=low",
    "risk=none",
    "care=1",
    "soak=2",
    "ignore=all",
    "ignore=3",
    "defy=a,b",
    "back=2",
    "backdice=5",
    "their-damage=3",
    "effect=hold",
    "score=12",
    "a,b",
    "a,",
    ",",
    "\"Big Kurt\"",
    "\"short\"",
    "\"\"",
    "kurt",
    "baral",
    "12",
    "-3",
    "x=y",
];

/// Lines built from the combat-pool verbs and words.
fn wordy_line() -> impl Strategy<Value = String> {
    let verbs: Vec<&'static str> = verbs_in(POOL)
        .into_iter()
        .filter(|v| v.system.is_some())
        .flat_map(|v| std::iter::once(v.name).chain(v.aliases.iter().copied()))
        .collect();
    let word = prop_oneof![
        4 => select(WORDS).prop_map(String::from),
        1 => "[a-z]{1,5}",
        1 => "-?[0-9]{1,3}",
    ];
    (select(verbs), prop::collection::vec(word, 0..9)).prop_map(|(verb, words)| {
        std::iter::once(verb.to_string())
            .chain(words)
            .collect::<Vec<_>>()
            .join(" ")
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn parsed_pool_lines_format_back_to_themselves(line in wordy_line()) {
        match parse_in(POOL, &line) {
            Ok(Line::Command(c)) => {
                let text = format(&c);
                prop_assert_eq!(
                    parse_in(POOL, &text),
                    Ok(Line::Command(c)),
                    "line: {} text: {}",
                    line,
                    text
                );
            }
            Ok(_) => {}
            Err(e) => {
                // Errors point inside the line and never come out empty.
                prop_assert!(e.column <= line.chars().count());
                prop_assert!(!e.to_string().is_empty());
            }
        }
    }

    #[test]
    fn pool_parse_never_panics_on_any_text(line in any::<String>()) {
        let _ = parse_in(POOL, &line);
    }
}

/// A session reads each line in its encounter's rule system: another system's verb is
/// refused, help lists this system's commands, and this system's verbs are read.
#[test]
fn lines_are_read_in_the_encounter_rule_system() -> Result<(), Box<dyn std::error::Error>> {
    use fray::engine::Header;
    use fray::session::{Reply, Session, SessionError};
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("t.fray.jsonl");
    let header = Header::new(fray::systems::combat_pool::ID, "Pool", 1, 1);
    let mut session = Session::create(&path, header)?;
    session.execute("add Baral pc")?;
    let Err(SessionError::Parse(e)) = session.execute("declare baral runs") else {
        panic!("a Polaris verb in a combat-pool encounter");
    };
    assert!(e.to_string().contains("not a command in this rule system"));
    let Ok(Reply::Help(text)) = session.execute("help") else {
        panic!("help");
    };
    assert!(text.contains("Shadowrun combat pool commands:"));
    assert!(!matches!(
        session.execute("intend baral covers the door"),
        Err(SessionError::Parse(_))
    ));
    Ok(())
}
