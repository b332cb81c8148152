//! Every message of every installed catalog reads the same through the template cache as
//! through Fluent.

use crate::i18n::*;

/// Values that exercise French elision (a vowel, a mute h) and plain names.
const WORDS: [&str; 4] = ["Ana", "Orso", "hôpital", "de Ana"];

#[test]
fn every_message_reads_as_fluent_writes_it() {
    for lang in Lang::ALL {
        for key in keys(lang) {
            let names = variables(lang, &key);
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
                        tr_in(lang, &key, &args),
                        format_by_fluent(lang, &key, &args),
                        "{key} in {lang:?} with {args:?}"
                    );
                }
            }
        }
    }
}

/// A message that chooses by its variables is made once per choice: with numbers that
/// choose differently (and again), and words in between, each reads as Fluent writes it.
#[test]
fn every_choice_reads_as_fluent_writes_it() {
    for lang in Lang::ALL {
        for key in keys(lang) {
            let names = variables(lang, &key);
            for n in [0u32, 1, 2, 5, 1, 0, 2] {
                let args: Vec<(&str, Arg<'_>)> = names
                    .iter()
                    .enumerate()
                    .map(|(i, name)| {
                        let value = if i % 2 == 0 {
                            Arg::from(n)
                        } else {
                            Arg::from(WORDS[(i + n as usize) % WORDS.len()])
                        };
                        (name.as_str(), value)
                    })
                    .collect();
                assert_eq!(
                    tr_in(lang, &key, &args),
                    format_by_fluent(lang, &key, &args),
                    "{key} in {lang:?} with {args:?}"
                );
            }
        }
    }
}

#[test]
fn a_missing_argument_is_written_as_fluent_writes_it() {
    let key = "log-joins";
    for lang in Lang::ALL {
        let args = [("who", Arg::from("Ana"))];
        assert_eq!(tr_in(lang, key, &args), format_by_fluent(lang, key, &args));
    }
}
