//! The time family's verbs: every example parses and writes back as itself.

use crate::script::{Line, format, parse_in};

use super::time::VERBS;

#[test]
fn every_example_reads_and_writes_back() {
    for verb in VERBS {
        for example in verb.examples {
            let Ok(Line::Command(c)) = parse_in(super::super::ID, example) else {
                panic!("{example}");
            };
            let text = format(&c);
            assert_eq!(parse_in(super::super::ID, &text), Ok(Line::Command(c)), "{example} → {text}");
        }
    }
}

#[test]
fn french_words_read_as_the_english_ones() {
    let fr = parse_in(super::super::ID, "agit ana à-la-place quoi esquive avec agility dés 3 contre 12");
    let en = parse_in(super::super::ID, "act ana instead what esquive with agility dice 3 vs 12");
    assert_eq!(fr, en);
}
