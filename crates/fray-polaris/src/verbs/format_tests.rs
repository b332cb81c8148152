//! Tests for the canonical text of the Polaris commands: each formats to a line that parses
//! back to it.

use crate::script::{Line, format, word};

use super::super::parse::tests::parse_line;

fn round_trip(line: &str) -> String {
    let Ok(Line::Command(c)) = parse_line(line) else {
        panic!("{line}: {:?}", parse_line(line));
    };
    let text = format(&c);
    assert_eq!(parse_line(&text), Ok(Line::Command(c)), "{line} -> {text}");
    text
}

#[test]
fn canonical_text_of_polaris_commands() {
    for (typed, canonical) in [
        ("test baral firearms", "test baral firearms"),
        ("test baral firearms -5", "test baral firearms hard"),
        (
            "test baral firearms +2 secret",
            "test baral firearms +2 secret",
        ),
        (
            "test baral firearms +3 +1",
            "test baral firearms fairly-easy +1",
        ),
        (
            "test baral firearms moyen -2",
            "test baral firearms average -2",
        ),
        ("test baral 14 opposed", "test baral 14 opposed"),
        (
            "attack baral kurt firearms secret at torso damage=8 -3",
            "attack baral kurt firearms fairly-hard damage=8 at torso secret",
        ),
        ("wound kurt damage=12 torso", "wound kurt torso damage=12"),
        ("heal kurt torso light 1", "heal kurt torso light"),
        ("surprise a +1 b -3", "surprise a b -2"),
        ("slow kurt 2 preparation", "prepare kurt 2"),
        ("stabilize kurt", "stabilise kurt"),
        ("marker kurt 6 0", "marker kurt 6"),
    ] {
        assert_eq!(round_trip(typed), canonical, "{typed}");
    }
}

#[test]
fn difficulty_words_are_quoted_as_names() {
    assert_eq!(word("hard"), r#""hard""#);
    assert_eq!(word("Très-Difficile"), r#""Très-Difficile""#);
}

#[test]
fn texts_are_quoted_only_when_needed() {
    for line in [
        r#"declare kurt """#,
        r#"slow kurt 2 """#,
        r#"slow kurt 2 hesitation"#,
    ] {
        round_trip(line);
    }
}

#[test]
fn a_declaration_that_rushes_reads_and_writes_back_in_both_languages() {
    for (typed, canonical) in [
        (
            r#"declare baral "shoots" rush next"#,
            r#"declare baral "shoots" rush next"#,
        ),
        (
            r#"declare baral "shoots" next rush"#,
            r#"declare baral "shoots" rush next"#,
        ),
        (
            r#"declare baral "shoots" rush"#,
            r#"declare baral "shoots" rush"#,
        ),
        (
            r#"déclare baral "tire" précipitée suivant"#,
            r#"declare baral "tire" rush next"#,
        ),
        // Unquoted, the last words are the intent's own.
        (
            "declare baral runs in a rush",
            "declare baral runs in a rush",
        ),
    ] {
        assert_eq!(round_trip(typed), canonical, "{typed}");
    }
    let twice = parse_line(r#"declare baral "shoots" rush rush"#);
    assert!(twice.is_err(), "{twice:?}");
}
