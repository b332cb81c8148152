//! Canonical text (`script::format`) of commands read by a real rule system. These are the
//! tests that need real systems; the module's other tests stay beside it in its crate.

use crate::script::{Line, format, parse};

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
