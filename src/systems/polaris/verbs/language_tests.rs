//! Tests for the Polaris verbs among the others: typos, help lines, and verbs of another
//! system refused with its name.

use crate::engine::Command;
use crate::script::{ErrorKind, Line, parse_in};

use super::super::ID;
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

#[test]
fn verbs_of_another_rule_system_are_refused_with_its_name() {
    let pool = |line: &str| parse_in(crate::systems::combat_pool::ID, line);
    assert_eq!(
        pool("declare kurt runs").unwrap_err().to_string(),
        "'declare' is not a command in this rule system (Shadowrun combat pool; it is a \
         Polaris 3e command) (try: help)"
    );
    assert_eq!(
        pool("oppose baral stealth vs kurt perception")
            .unwrap_err()
            .to_string(),
        "'oppose' is not a command in this rule system (Shadowrun combat pool; it is a \
         Polaris 3e command); did you mean 'opposed'? (try: help)"
    );
    assert_eq!(
        parse_line("intend kurt covers").unwrap_err().to_string(),
        "'intend' is not a command in this rule system (Polaris 3e; it is a Shadowrun combat \
         pool command) (try: help)"
    );
    assert_eq!(
        pool("fireball kurt").unwrap_err().to_string(),
        "'fireball' is not a command (try: help)"
    );
    assert_eq!(
        pool(r#""declare" kurt"#).unwrap_err().kind,
        ErrorKind::NotACommand { suggestion: None }
    );
    assert!(matches!(
        pool("add kurt enemy"),
        Ok(Line::Command(Command::Add { .. }))
    ));
    assert!(matches!(
        pool("attack kurt at baral hits=2"),
        Ok(Line::Command(Command::System(ref c))) if c.system() == crate::systems::combat_pool::ID
    ));
    assert!(matches!(
        parse_line("attack kurt baral firearms"),
        Ok(Line::Command(Command::System(ref c))) if c.system() == crate::systems::polaris::ID
    ));
    assert_eq!(pool("help shoot"), Ok(Line::Help(Some("attack".into()))));
    assert!(pool("help declare").is_err());
    assert_eq!(
        parse_in(ID, "attack kurt baral firearms")
            .map(|l| matches!(l, Line::Command(Command::System(s)) if s.system() == ID)),
        Ok(true)
    );
}
