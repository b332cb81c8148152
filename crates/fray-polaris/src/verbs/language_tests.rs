//! Tests for the Polaris verbs among the others: typos and help lines (verbs of another
//! system refused with its name: the binary's `systems::two_systems_tests`).

use crate::script::Line;

use super::parse::tests::{message, parse_line};

#[test]
fn typos_of_polaris_verbs_get_a_suggestion() {
    assert_eq!(
        message("  atack baral ganger firearms"),
        "'atack' is not a command; did you mean 'attack'? (try: help)"
    );
    assert_eq!(parse_line("  atack").unwrap_err().column, 2);
}

#[test]
fn help_lines() {
    assert_eq!(
        parse_line("HELP attack"),
        Ok(Line::Help(Some("attack".into())))
    );
    assert_eq!(
        parse_line("help difficulty"),
        Ok(Line::Help(Some("difficulty".into())))
    );
    let e = parse_line("help atack").unwrap_err();
    assert_eq!(
        e.to_string(),
        "no help on 'atack'; did you mean 'attack'? (try: help)"
    );
    assert_eq!(e.column, 5);
    assert!(message("help attack now").contains("nothing more"));
}
