//! Parsing a line (`script::parse`) in a real rule system: empty lines, verbs, conditions,
//! rolls, options, countdowns, help lines and parse errors; the roster and sheet verbs are
//! in `script_parse_roster_tests.rs`. These are the tests that need real systems: all of
//! the module's tests do, so it keeps none in its crate.

use crate::engine::{Command, Lasting};
use crate::script::{Line, ParseError, parse};

/// The command `line` reads as; panics if it is not one.
pub(super) fn command(line: &str) -> Command {
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

/// The text of the error `line` reads as; panics if it reads.
pub(super) fn message(line: &str) -> String {
    error(line).to_string()
}

#[test]
fn empty_lines_and_comments() {
    assert_eq!(parse(""), Ok(Line::Empty));
    assert_eq!(parse("   "), Ok(Line::Empty));
    assert_eq!(parse("# the ambush"), Ok(Line::Empty));
}

#[test]
fn verbs_are_case_insensitive() {
    assert_eq!(command("NEXT"), Command::Next);
    assert_eq!(command("n"), Command::Next);
    assert_eq!(command("Undo # oops"), Command::Undo);
}

#[test]
fn unknown_verbs_are_named_and_typos_get_a_suggestion() {
    let e = error("fireball baral");
    assert_eq!(e.to_string(), "'fireball' is not a command (try: help)");
    assert_eq!((e.found.as_deref(), e.column), (Some("fireball"), 0));
    assert_eq!(
        message("  nxet baral"),
        "'nxet' is not a command; did you mean 'next'? (try: help)"
    );
    assert_eq!(error("  nxet").column, 2);
    assert!(message(r#""next""#).contains("is not a command"));
    assert!(!message("x").contains("did you mean"));
}

#[test]
fn bare_verbs_take_nothing_more() {
    for (line, cmd) in [
        ("start", Command::Start),
        ("next", Command::Next),
        ("end", Command::End),
        ("undo", Command::Undo),
        ("redo", Command::Redo),
    ] {
        assert_eq!(command(line), cmd);
    }
    let e = error("start now");
    assert_eq!(
        e.to_string(),
        "'now': nothing more was expected after 'start'"
    );
    assert_eq!(e.column, 6);
}

/// The roster and sheet verbs: add, set, remove, rename, side, note.
#[path = "script_parse_roster_tests.rs"]
mod roster;

#[test]
fn conditions() {
    assert_eq!(
        command("condition baral prone"),
        Command::Condition {
            who: "baral".into(),
            name: "prone".into(),
            value: None,
            lasting: Lasting::Manual
        }
    );
    assert_eq!(
        command(r#"cond baral "shock test" -5 for 2 rounds"#),
        Command::Condition {
            who: "baral".into(),
            name: "shock test".into(),
            value: Some(-5),
            lasting: Lasting::Rounds { rounds: 2 }
        }
    );
    assert_eq!(
        command("condition baral dazed for 1"),
        command("condition baral dazed for 1 round")
    );
    assert_eq!(
        command("condition baral aiming until end of baral"),
        Command::Condition {
            who: "baral".into(),
            name: "aiming".into(),
            value: None,
            lasting: Lasting::EndOfAction { of: "baral".into() }
        }
    );
    assert_eq!(
        command("condition baral covered until start kurt"),
        Command::Condition {
            who: "baral".into(),
            name: "covered".into(),
            value: None,
            lasting: Lasting::StartOfAction { of: "kurt".into() }
        }
    );
    assert!(matches!(
        command("condition a b until end of of"),
        Command::Condition { lasting: Lasting::EndOfAction { ref of }, .. } if of == "of"
    ));
    assert_eq!(
        command("uncond baral prone"),
        Command::Uncondition {
            who: "baral".into(),
            name: "prone".into()
        }
    );
}

#[test]
fn condition_errors() {
    assert!(message("condition baral prone untill end of kurt").contains("did you mean 'until'"));
    assert_eq!(
        message("condition baral prone for"),
        "after 'condition baral prone for': expected a number of rounds, found end of line"
    );
    assert_eq!(
        message("condition baral prone for two rounds"),
        "'two': expected a number of rounds"
    );
    assert_eq!(
        message("condition baral prone for -1 rounds"),
        "'-1': expected a number from 0 to 999"
    );
    assert_eq!(
        message("condition baral prone until middle of kurt"),
        "'middle': expected start or end (until start of WHO, until end of WHO)"
    );
    assert_eq!(
        message("condition baral prone for 2 rounds now"),
        "'now': nothing more was expected after 'condition baral prone for 2 rounds'"
    );
    assert_eq!(
        message("uncondition baral"),
        "after 'uncondition baral': expected a condition name, found end of line"
    );
}

#[test]
fn rolls() {
    assert_eq!(
        command("roll 2d6+3 for damage"),
        Command::Roll {
            notation: "2d6+3".into(),
            purpose: Some("damage".into())
        }
    );
    assert_eq!(
        command("r 2d6 + 3 FOR the door, for real"),
        Command::Roll {
            notation: "2d6 + 3".into(),
            purpose: Some("the door, for real".into())
        }
    );
    // The parser does not judge dice; the engine does.
    assert_eq!(
        command("roll banana"),
        Command::Roll {
            notation: "banana".into(),
            purpose: None
        }
    );
    assert_eq!(
        message("roll"),
        "after 'roll': expected dice (e.g. d20, 2d6+3), found end of line"
    );
    assert_eq!(
        message("roll for x"),
        "'for': expected dice (e.g. d20, 2d6+3)"
    );
    assert_eq!(
        message("roll d20 for"),
        "after 'roll d20 for': expected what the roll is for, found end of line"
    );
}

#[test]
fn options_and_countdowns() {
    assert_eq!(
        command("option wound-malus on"),
        Command::Option {
            key: "wound-malus".into(),
            value: "on".into()
        }
    );
    assert_eq!(
        message("option x"),
        "after 'option x': expected a value for the option, found end of line"
    );
    assert_eq!(
        command(r#"countdown "the alarm" 4"#),
        Command::Countdown {
            label: "the alarm".into(),
            attempts: 4
        }
    );
    assert_eq!(
        command("tick alarm"),
        Command::Tick {
            label: "alarm".into(),
            attempts: 1
        }
    );
    assert_eq!(
        command("tick alarm 2"),
        Command::Tick {
            label: "alarm".into(),
            attempts: 2
        }
    );
    assert_eq!(
        message("countdown alarm"),
        "after 'countdown alarm': expected a number of attempts, found end of line"
    );
    assert_eq!(
        message("countdown alarm four"),
        "'four': expected a number of attempts"
    );
    assert!(
        message("tick alarm two")
            .starts_with("'two': nothing more was expected after 'tick alarm' (a name")
    );
}

#[test]
fn help_lines() {
    assert_eq!(parse("help"), Ok(Line::Help(None)));
    assert_eq!(parse("HELP undo"), Ok(Line::Help(Some("undo".into()))));
    assert_eq!(parse("help cond"), Ok(Line::Help(Some("condition".into()))));
    let e = error("help rmove");
    assert_eq!(
        e.to_string(),
        "no help on 'rmove'; did you mean 'remove'? (try: help)"
    );
    assert_eq!(e.column, 5);
    assert!(message("help undo now").contains("nothing more"));
}
