//! Parsing the roster and sheet verbs (`script::parse`) in a real rule system: add, set,
//! remove, rename, side, note.

use super::*;
use crate::engine::{Assign, AssignValue};
use crate::model::Side;

fn number_value(value: i32) -> AssignValue {
    AssignValue::Number { value }
}

#[test]
fn add_reads_count_name_side_template_and_values() {
    assert_eq!(
        command(r#"add "Baral Faadhi" pc reaction=14 firearms=4+9"#),
        Command::Add {
            name: "Baral Faadhi".into(),
            side: Some(Side::Pc),
            count: 1,
            template: None,
            assigns: vec![
                Assign {
                    key: "reaction".into(),
                    value: number_value(14)
                },
                Assign {
                    key: "firearms".into(),
                    value: AssignValue::Skill {
                        base: 4,
                        mastery: 9
                    }
                },
            ],
            hidden: false,
        }
    );
    assert_eq!(
        command("add 3 gangers"),
        Command::Add {
            name: "gangers".into(),
            side: None,
            count: 3,
            template: None,
            assigns: vec![],
            hidden: false,
        }
    );
    assert_eq!(
        command("add Kurt enemy from ganger"),
        Command::Add {
            name: "Kurt".into(),
            side: Some(Side::Enemy),
            count: 1,
            template: Some("ganger".into()),
            assigns: vec![],
            hidden: false,
        }
    );
    // Any order after the name; side synonyms; a quoted number is a name.
    assert_eq!(
        command("add Kurt from ganger FOES"),
        command("add Kurt enemy from ganger")
    );
    assert!(
        matches!(command(r#"add "3""#), Command::Add { ref name, count: 1, .. } if name == "3")
    );
    assert!(matches!(
        command("add 50 x"),
        Command::Add { count: 50, .. }
    ));
}

#[test]
fn add_refuses_with_the_right_word() {
    assert_eq!(
        message("add"),
        "after 'add': expected a name (quote it if it has spaces), found end of line"
    );
    assert_eq!(
        message("add 3"),
        "after 'add 3': expected a name (quote it if it has spaces), found end of line"
    );
    let e = error("add Baral Faadhi pc");
    assert_eq!(e.found.as_deref(), Some("Faadhi"));
    assert_eq!(e.column, 10);
    assert!(e.to_string().contains("from TEMPLATE"), "{e}");
    assert!(message("add Kurt enmy").contains("did you mean 'enemy'"));
    assert_eq!(
        message("add Kurt pc enemy"),
        "'enemy': the side is already given"
    );
    assert_eq!(
        message("add Kurt from"),
        "after 'add Kurt from': expected a template name, found end of line"
    );
    assert_eq!(
        message("add 99999999999 x"),
        "'99999999999': expected a number from 1 to 50"
    );
    assert_eq!(message("add 0 x"), "'0': expected a number from 1 to 50");
    assert_eq!(message("add 51 x"), "'51': expected a number from 1 to 50");
}

#[test]
fn set_reads_every_kind_of_value() {
    assert_eq!(
        command(
            "set baral Reaction=14 dodge=-2 firearms=4+9 stealth=X piloting=3+x ÉCHEC.x_y-z=- w=-3-2 v=+4"
        ),
        Command::Set {
            who: "baral".into(),
            assigns: vec![
                Assign {
                    key: "reaction".into(),
                    value: number_value(14)
                },
                Assign {
                    key: "dodge".into(),
                    value: number_value(-2)
                },
                Assign {
                    key: "firearms".into(),
                    value: AssignValue::Skill {
                        base: 4,
                        mastery: 9
                    }
                },
                Assign {
                    key: "stealth".into(),
                    value: AssignValue::Reserved { base: 0 }
                },
                Assign {
                    key: "piloting".into(),
                    value: AssignValue::Reserved { base: 3 }
                },
                Assign {
                    key: "échec.x_y-z".into(),
                    value: AssignValue::Remove
                },
                Assign {
                    key: "w".into(),
                    value: AssignValue::Skill {
                        base: -3,
                        mastery: -2
                    }
                },
                Assign {
                    key: "v".into(),
                    value: number_value(4)
                },
            ],
        }
    );
}

#[test]
fn set_refuses_bad_assignments_at_the_right_column() {
    let e = error("set baral =12");
    assert_eq!(e.to_string(), "'=12': expected key=value");
    assert_eq!(e.column, 10);
    assert_eq!(
        message("set baral reaction"),
        "'reaction': expected key=value"
    );
    assert_eq!(message(r#"set baral "a=1""#), "'a=1': expected key=value");
    assert_eq!(message("set baral fi$e=1"), "'fi$e=1': expected key=value");
    let e = error("set baral firearms=4+y");
    assert_eq!(
        e.to_string(),
        "'4+y': expected a value (14, -2, 4+9, X, 2+X, or - to remove)"
    );
    assert_eq!(e.column, 19);
    for bad in [
        "a=",
        "a=4+",
        "a=+",
        "a=4++2",
        "a=x+1",
        "a=4-X",
        "a=99999999999",
        "a=1+99999999999",
    ] {
        assert!(parse(&format!("set b {bad}")).is_err(), "{bad}");
    }
    assert_eq!(
        message("set baral"),
        "after 'set baral': expected key=value, found end of line"
    );
}

#[test]
fn roster_verbs() {
    assert_eq!(
        command("remove ganger-2"),
        Command::Remove {
            who: "ganger-2".into()
        }
    );
    assert_eq!(
        command(r#"rename ganger-2 "Big Kurt""#),
        Command::Rename {
            who: "ganger-2".into(),
            name: "Big Kurt".into()
        }
    );
    assert_eq!(
        command("side kurt ALLY"),
        Command::SetSide {
            who: "kurt".into(),
            side: Side::Ally
        }
    );
    assert_eq!(
        message("remove Baral Faadhi"),
        "'Faadhi': nothing more was expected after 'remove Baral' \
         (a name with spaces needs quotes: \"Baral Faadhi\")"
    );
    assert_eq!(
        message("rename kurt"),
        "after 'rename kurt': expected the new name, found end of line"
    );
    assert_eq!(
        message("side kurt friend"),
        "'friend': expected a side (pc, ally, enemy or neutral)"
    );
    assert!(message(r#"side kurt "pc""#).contains("expected a side"));
}

#[test]
fn note_takes_the_rest_of_the_line() {
    assert_eq!(
        command("note baral  hides   behind the crates # GM only"),
        Command::Note {
            who: "baral".into(),
            text: "hides   behind the crates".into()
        }
    );
    assert_eq!(
        command(r##"note baral "# not a comment ""##),
        Command::Note {
            who: "baral".into(),
            text: "# not a comment ".into()
        }
    );
    assert_eq!(
        command("note baral"),
        Command::Note {
            who: "baral".into(),
            text: String::new()
        }
    );
    assert_eq!(
        message("note"),
        "after 'note': expected a combatant's name, found end of line"
    );
}

#[test]
fn sheet_values_are_bounded() {
    for (line, found) in [
        ("set baral reaction=1000", "1000"),
        ("set baral reaction=-1000", "-1000"),
        ("set baral reaction=-2147483648", "-2147483648"),
        ("set baral firearms=4+1000", "4+1000"),
        ("set baral firearms=-1000+4", "-1000+4"),
        (
            "set baral stealth=99999999999999999999+X",
            "99999999999999999999+X",
        ),
        ("add kurt reaction=2147483647", "2147483647"),
    ] {
        assert_eq!(
            message(line),
            format!("'{found}': expected a number from -999 to 999"),
            "{line}"
        );
    }
    assert!(matches!(
        command("set baral reaction=-999 firearms=999+999 fusils=-999-999"),
        Command::Set { .. }
    ));
}
