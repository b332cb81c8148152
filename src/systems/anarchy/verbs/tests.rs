//! The Anarchy verbs: every example parses in this system and writes back the same
//! command; French words read too.

use crate::engine::Command;
use crate::script::{Line, format, parse_in};
use crate::systems::SystemCommand;

use super::super::ID;
use super::super::command::{Against, AnarchyCommand as C};

fn own(line: &str) -> C {
    match parse_in(ID, line) {
        Ok(Line::Command(Command::System(SystemCommand::Anarchy(c)))) => c,
        other => panic!("{line}: {other:?}"),
    }
}

fn round_trip(line: &str) {
    let Ok(Line::Command(command)) = parse_in(ID, line) else {
        panic!("{line} does not parse");
    };
    let text = format(&command);
    assert_eq!(parse_in(ID, &text), Ok(Line::Command(command)), "{line} → {text}");
}

#[test]
fn every_example_parses_and_round_trips() {
    for verb in super::table::VERBS {
        assert_eq!(verb.system, Some("sr-anarchy"));
        for example in verb.examples {
            round_trip(example);
        }
    }
}

#[test]
fn test_reads_its_words_in_any_order_and_in_french() {
    let want = C::Test {
        who: "kira".into(),
        dice: 5,
        against: Some(Against::Threshold(2)),
        glitch: true,
        complications: 2,
        chance: true,
    };
    assert_eq!(own("test kira 5 threshold 2 glitch complications 2 chance"), want);
    assert_eq!(own("test kira 5 chance complications 2 imprévu seuil 2"), want);
    assert_eq!(
        own("teste kira 3 contre 2"),
        C::Test {
            who: "kira".into(),
            dice: 3,
            against: Some(Against::Defense(2)),
            glitch: false,
            complications: 0,
            chance: false,
        }
    );
    assert!(parse_in(ID, "test kira 3 vs 2 vs 1").is_err());
    assert!(parse_in(ID, "test kira lots").is_err());
}

#[test]
fn a_misspelt_french_spend_is_told_the_french_word() {
    use crate::script::ErrorKind;
    for (line, near) in [
        ("dépense kira bien-dispos", "bien-disposé"),
        ("spend kira well-dispsed", "well-disposed"),
    ] {
        let Err(e) = parse_in(ID, line) else {
            panic!("{line} parses");
        };
        let ErrorKind::Expected { suggestion, .. } = e.kind else {
            panic!("{line}: {e:?}");
        };
        assert_eq!(suggestion, Some(near), "{line}");
    }
}
