use super::*;
use crate::i18n::catalog;

/// Values that exercise French elision (a vowel, a mute h) and plain names.
const WORDS: [&str; 4] = ["Ana", "Orso", "hôpital", "de Ana"];

#[test]
fn every_message_reads_as_fluent_writes_it() {
    for lang in Lang::ALL {
        for key in catalog::keys(lang) {
            let names = catalog::variables(lang, &key);
            for round in 0..2 {
                let args: Vec<(&str, Arg<'_>)> = names
                    .iter()
                    .enumerate()
                    .map(|(i, name)| {
                        let value = if (i + round) % 3 == 2 {
                            Arg::from(i + round)
                        } else {
                            Arg::from(WORDS[(i + round) % WORDS.len()])
                        };
                        (name.as_str(), value)
                    })
                    .collect();
                // Twice: the first call makes the message, the second fills it in.
                for _ in 0..2 {
                    assert_eq!(
                        catalog::format(lang, &key, &args),
                        catalog::format_by_fluent(lang, &key, &args),
                        "{key} in {lang:?} with {args:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn a_message_that_chooses_goes_through_fluent_each_time() {
    assert!(!fixed_shape(
        r#"Pattern { elements: [Placeable { expression: Select { selector: VariableReference"#
    ));
    assert!(fixed_shape(
        r#"Pattern { elements: [TextElement { value: "x" }, Placeable { expression: Inline(VariableReference { id: Identifier { name: "who" } }) }] }"#
    ));
}

#[test]
fn numbers_read_as_fluent_writes_them() {
    for (n, text) in [
        (3.0, "3"),
        (-2.0, "-2"),
        (0.0, "0"),
        (0.5, "0.5"),
        (1e20, "100000000000000000000"),
    ] {
        let mut out = String::new();
        number(&mut out, n);
        assert_eq!(out, text);
        assert_eq!(out, n.to_string());
    }
}

#[test]
fn a_missing_argument_is_written_as_fluent_writes_it() {
    let key = "log-joins";
    for lang in Lang::ALL {
        let args = [("who", Arg::from("Ana"))];
        assert_eq!(
            catalog::format(lang, key, &args),
            catalog::format_by_fluent(lang, key, &args)
        );
    }
}
