//! Tests for canonical text: every command formats to a line that parses back to it.

use super::*;
use crate::script::{Line, parse};

// The canonical text of each system's own commands is tested in its `verbs/` folder; these
// run on the default system.

fn round_trip(line: &str) -> String {
    let Ok(Line::Command(c)) = parse(line) else {
        panic!("{line}: {:?}", parse(line));
    };
    let text = format(&c);
    assert_eq!(parse(&text), Ok(Line::Command(c)), "{line} -> {text}");
    text
}

#[test]
fn canonical_text_of_common_commands() {
    for (typed, canonical) in [
        (
            r#"ADD "Baral Faadhi" PC reaction=14 firearms=4+9"#,
            r#"add "Baral Faadhi" pc reaction=14 firearms=4+9"#,
        ),
        ("add 3 gangers foes", "add 3 gangers enemy"),
        ("add Kurt from ganger", "add Kurt from ganger"),
        (
            "set b stealth=x pilot=2+X a=-",
            "set b stealth=X pilot=2+X a=-",
        ),
        (
            r#"cond baral "shock test" -5 for 1 rounds"#,
            r#"condition baral "shock test" -5 for 1 round"#,
        ),
        (
            "cond a b until start kurt",
            "condition a b until start of kurt",
        ),
        ("r 2d6 + 3 for the door", "roll 2d6 + 3 for the door"),
        ("tick alarm 1", "tick alarm"),
        ("n", "next"),
        ("note baral # nothing", "note baral"),
    ] {
        assert_eq!(round_trip(typed), canonical, "{typed}");
    }
}

#[test]
fn names_that_could_be_misread_are_quoted() {
    assert_eq!(word("Kurt"), "Kurt");
    assert_eq!(word("ganger-2"), "ganger-2");
    assert_eq!(word("Baral Faadhi"), r#""Baral Faadhi""#);
    assert_eq!(word(""), r#""""#);
    assert_eq!(word("12"), r#""12""#);
    assert_eq!(word("-3"), r#""-3""#);
    assert_eq!(word("Enemy"), r#""Enemy""#);
    assert_eq!(word("from"), r#""from""#);
    assert_eq!(word("a=b"), r#""a=b""#);
    assert_eq!(word("#1"), r##""#1""##);
    assert_eq!(word(r#"say "hi" \o/"#), r#""say \"hi\" \\o/""#);
    assert_eq!(word(r"C:\x"), r"C:\x");
}

#[test]
fn texts_are_quoted_only_when_needed() {
    for line in [
        r#"note "Baral" "" "#,
        r#"note baral "  padded  ""#,
        r#"note baral "room #3""#,
        r#"roll "d20 for" for "for""#,
        r#"roll d20 for "\"quoted\"""#,
        r#"option key """#,
        r#"note baral say "hi" twice"#,
    ] {
        round_trip(line);
    }
    assert_eq!(
        round_trip("note baral say \"hi\" twice"),
        r#"note baral "say \"hi\" twice""#
    );
}

/// The remembered answer to "is this word a keyword?" is the one every system gives when
/// asked afresh, for every keyword of every system, their French words, plain names, and
/// after the memory has started over.
#[test]
fn a_remembered_keyword_answer_is_the_one_asked_afresh() {
    use crate::script::format_quote::{asks_every_system, is_keyword};
    let mut words: Vec<String> = ["Ana", "Kurt", "ganger-1", "mêlée", "à", "dommages", "x=1"]
        .iter()
        .map(|w| w.to_string())
        .collect();
    for system in crate::rules::registry::all() {
        words.extend(system.verbs().keywords().iter().map(|w| w.to_string()));
    }
    words.extend((0..5000).map(|n| format!("name{n}")));
    let mut keywords = 0;
    for round in 0..2 {
        for word in &words {
            let asked = asks_every_system(word);
            assert_eq!(is_keyword(word), asked, "{word} (round {round})");
            keywords += usize::from(asked);
        }
    }
    assert!(keywords > 100, "{keywords}");
}
