//! Tests for parsing the Polaris verbs and difficulty words, and the helpers the other
//! Polaris parser tests share.

use super::*;
use crate::Retry;
use crate::script::{Line, ParseError, parse_in};

/// Reads a line in a Polaris encounter.
pub(crate) fn parse_line(line: &str) -> Result<Line, ParseError> {
    parse_in(crate::ID, line)
}

pub(crate) fn polaris(line: &str) -> PolarisCommand {
    match parse_line(line) {
        Ok(Line::Command(command)) => match command.own::<PolarisCommand>() {
            Some(p) => p.clone(),
            None => panic!("{line}: {command:?}"),
        },
        other => panic!("{line}: {other:?}"),
    }
}

pub(crate) fn message(line: &str) -> String {
    match parse_line(line) {
        Err(e) => e.to_string(),
        other => panic!("{line}: expected an error, got {other:?}"),
    }
}

pub(crate) fn sheet(
    who: &str,
    name: &str,
    difficulty: i32,
    modifier: i32,
    hidden: bool,
) -> TestSpec {
    TestSpec {
        who: who.into(),
        against: TestAgainst::Sheet { name: name.into() },
        terms: TestTerms {
            difficulty,
            hidden,
            modifier,
            retry: Retry::No,
            harder: 0,
        },
    }
}

#[test]
fn difficulty_words_in_both_languages() {
    assert_eq!(difficulty("hard"), Some(-5));
    assert_eq!(difficulty("HARD"), Some(-5));
    assert_eq!(difficulty("difficile"), Some(-5));
    assert_eq!(difficulty("très-difficile"), Some(-7));
    assert_eq!(difficulty("Tres_Difficile"), Some(-7));
    assert_eq!(difficulty("TRÈS-DIFFICILE"), Some(-7));
    assert_eq!(difficulty("héroïque"), Some(-20));
    assert_eq!(difficulty("extrêmement-facile"), Some(10));
    assert_eq!(difficulty("moyen"), Some(0));
    assert_eq!(difficulty("tough"), None);
    for r in difficulty::SCALE {
        assert_eq!(difficulty(r.key), Some(r.modifier));
        assert_eq!(difficulty(r.label_fr), Some(r.modifier));
        assert_eq!(difficulty_word(r.modifier), Some(r.key));
    }
    assert_eq!(difficulty_word(2), None);
}

#[test]
fn tests_against_a_skill_or_a_chance() {
    assert_eq!(
        polaris("test baral firearms"),
        PolarisCommand::Test {
            spec: sheet("baral", "firearms", 0, 0, false),
            opposed: false
        }
    );
    assert_eq!(
        polaris("test baral firearms difficile +2 -1 secret opposed"),
        PolarisCommand::Test {
            spec: sheet("baral", "firearms", -5, 1, true),
            opposed: true
        }
    );
    assert_eq!(
        polaris("test baral firearms -3 +2"),
        PolarisCommand::Test {
            spec: sheet("baral", "firearms", -3, 2, false),
            opposed: false
        }
    );
    assert_eq!(
        polaris("test baral 12 hard"),
        PolarisCommand::Test {
            spec: TestSpec {
                who: "baral".into(),
                against: TestAgainst::Chance { chance: 12 },
                terms: TestTerms {
                    difficulty: -5,
                    hidden: false,
                    modifier: 0,
                    retry: Retry::No,
                    harder: 0,
                },
            },
            opposed: false
        }
    );
    assert!(matches!(
        polaris(r#"test baral "12""#),
        PolarisCommand::Test {
            spec: TestSpec {
                against: TestAgainst::Sheet { .. },
                ..
            },
            ..
        }
    ));
}

#[test]
fn test_errors_name_the_word() {
    assert_eq!(
        message("test baral"),
        "after 'test baral': expected a skill, an attribute or a chance (e.g. firearms, 12), \
         found end of line"
    );
    assert_eq!(
        message("test baral +12"),
        "'+12': expected a skill, an attribute or a chance (e.g. firearms, 12)"
    );
    assert_eq!(
        message("test baral firearms hrad"),
        "'hrad': expected a difficulty (e.g. hard, difficile, -5), a modifier (e.g. +2), \
         secret or opposed; did you mean 'hard'?"
    );
    assert_eq!(
        message("test baral firearms -2 hard"),
        "'hard': the difficulty is already given"
    );
    assert_eq!(
        message("test baral firearms hard 999 1"),
        "'1': expected a number from -999 to 999"
    );
    assert_eq!(
        message("test baral 3000000000"),
        "'3000000000': expected a number from 0 to 999"
    );
}

#[test]
fn nonrandom_tests() {
    assert_eq!(
        polaris("nonrandom baral climbing SUCCESS"),
        PolarisCommand::NonRandom {
            who: "baral".into(),
            what: "climbing".into(),
            success: true
        }
    );
    assert_eq!(
        message("nonrandom baral climbing sucess"),
        "'sucess': expected success or failure; did you mean 'success'?"
    );
}

#[test]
fn opposed_tests() {
    assert_eq!(
        polaris("oppose baral stealth +2 vs kurt perception hard secret"),
        PolarisCommand::Oppose {
            attacker: sheet("baral", "stealth", 2, 0, false),
            defender: sheet("kurt", "perception", -5, 0, true),
        }
    );
    assert_eq!(
        message("oppose baral stealth kurt perception"),
        "'kurt': expected a difficulty, a modifier, secret, or vs and the other side"
    );
    assert_eq!(
        message("oppose baral stealth"),
        "after 'oppose baral stealth': expected vs and the other side (vs WHO WHAT), \
         found end of line"
    );
    assert_eq!(
        message("oppose baral stealth vs kurt perception opposed"),
        "'opposed': expected a difficulty, a modifier or secret"
    );
}

#[test]
fn heals() {
    assert_eq!(
        polaris("heal baral torso light"),
        PolarisCommand::Heal {
            who: "baral".into(),
            location: "torso".into(),
            severity: "light".into(),
            boxes: 1
        }
    );
    assert_eq!(
        polaris("heal baral torso light 3"),
        PolarisCommand::Heal {
            who: "baral".into(),
            location: "torso".into(),
            severity: "light".into(),
            boxes: 3
        }
    );
    assert_eq!(
        message("heal baral torso light 0"),
        "'0': expected a number from 1 to 100"
    );
    assert_eq!(
        message("heal baral torso light 256"),
        "'256': expected a number from 1 to 100"
    );
    assert_eq!(
        message("heal baral torso"),
        "after 'heal baral torso': expected a severity (e.g. light, serious), found end of line"
    );
}

#[test]
fn surprise_and_declarations() {
    assert_eq!(
        polaris(r#"surprise baral "Big Kurt" -2 +1"#),
        PolarisCommand::Surprise {
            who: vec!["baral".into(), "Big Kurt".into()],
            modifier: -1
        }
    );
    assert_eq!(
        message("surprise -2"),
        "after 'surprise -2': expected a combatant's name, found end of line"
    );
    assert_eq!(
        polaris("declare kurt runs for the door"),
        PolarisCommand::Declare {
            who: "kurt".into(),
            intent: "runs for the door".into(),
            next: false,
            rush: false,
            secret: None
        }
    );
    assert_eq!(
        polaris(r#"declare baral "shoots ganger-2" next"#),
        PolarisCommand::Declare {
            who: "baral".into(),
            intent: "shoots ganger-2".into(),
            next: true,
            rush: false,
            secret: None
        }
    );
    assert_eq!(
        polaris(r#"déclare baral "tire sur ganger-2" suivant"#),
        PolarisCommand::Declare {
            who: "baral".into(),
            intent: "tire sur ganger-2".into(),
            next: true,
            rush: false,
            secret: None
        }
    );
    assert_eq!(
        polaris("declare kurt goes next"),
        PolarisCommand::Declare {
            who: "kurt".into(),
            intent: "goes next".into(),
            next: false,
            rush: false,
            secret: None
        },
        "an unquoted intent keeps its last word"
    );
    assert_eq!(
        message("declare kurt"),
        "after 'declare kurt': expected what they intend to do, found end of line"
    );
}

#[test]
fn initiative_verbs() {
    assert_eq!(
        polaris("rush kurt"),
        PolarisCommand::Rush { who: "kurt".into() }
    );
    assert_eq!(
        polaris("act kurt"),
        PolarisCommand::Act { who: "kurt".into() }
    );
    assert_eq!(
        polaris("delay kurt"),
        PolarisCommand::Delay {
            who: "kurt".into(),
            phase: None
        }
    );
    assert_eq!(
        polaris("delay kurt 4"),
        PolarisCommand::Delay {
            who: "kurt".into(),
            phase: Some(4)
        }
    );
    assert_eq!(
        polaris("slow kurt 3 stunned by the flash"),
        PolarisCommand::Slow {
            who: "kurt".into(),
            points: 3,
            why: "stunned by the flash".into()
        }
    );
    assert_eq!(
        polaris("slow kurt 3"),
        PolarisCommand::Slow {
            who: "kurt".into(),
            points: 3,
            why: String::new()
        }
    );
    assert_eq!(
        polaris("prepare kurt 2"),
        PolarisCommand::Slow {
            who: "kurt".into(),
            points: 2,
            why: "preparation".into()
        }
    );
    assert_eq!(
        polaris("hesitate kurt 1"),
        PolarisCommand::Slow {
            who: "kurt".into(),
            points: 1,
            why: "hesitation".into()
        }
    );
    assert_eq!(
        message("prepare kurt 2 aiming"),
        "'aiming': nothing more was expected after 'prepare kurt 2'"
    );
    assert_eq!(
        polaris("init kurt 12"),
        PolarisCommand::Initiative {
            who: "kurt".into(),
            value: 12
        }
    );
    assert_eq!(
        polaris("marker kurt 6 -3"),
        PolarisCommand::Marker {
            who: "kurt".into(),
            phase: 6,
            malus: -3
        }
    );
    assert_eq!(
        polaris("marker kurt 6"),
        PolarisCommand::Marker {
            who: "kurt".into(),
            phase: 6,
            malus: 0
        }
    );
    assert_eq!(
        polaris("opponents kurt 2"),
        PolarisCommand::Opponents {
            who: "kurt".into(),
            count: 2
        }
    );
    assert_eq!(
        message("opponents kurt 300"),
        "'300': expected a number from 0 to 100"
    );
    assert_eq!(
        polaris("shock kurt 9"),
        PolarisCommand::Shock {
            who: "kurt".into(),
            chance: 9
        }
    );
    assert_eq!(
        polaris("stabilize kurt"),
        PolarisCommand::Stabilise { who: "kurt".into() }
    );
    assert_eq!(
        message("init kurt fast"),
        "'fast': expected an initiative value"
    );
    assert_eq!(
        message("slow kurt"),
        "after 'slow kurt': expected a number of initiative points, found end of line"
    );
    assert_eq!(message("shock kurt x"), "'x': expected a chance (e.g. 12)");
    assert_eq!(
        message("marker kurt"),
        "after 'marker kurt': expected a phase number, found end of line"
    );
}
