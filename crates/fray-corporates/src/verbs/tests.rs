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
            assert_eq!(
                parse_in(super::super::ID, &text),
                Ok(Line::Command(c)),
                "{example} → {text}"
            );
        }
    }
}

#[test]
fn french_words_read_as_the_english_ones() {
    let fr = parse_in(
        super::super::ID,
        "agit ana à-la-place quoi esquive avec agility dés 3 contre 12",
    );
    let en = parse_in(
        super::super::ID,
        "act ana instead what esquive with agility dice 3 vs 12",
    );
    assert_eq!(fr, en);
}

#[test]
fn a_french_line_writes_sheet_keys_and_every_keyword_in_french_and_reads_back() {
    use crate::i18n::Lang;
    let Ok(Line::Command(c)) = parse_in(
        super::super::ID,
        "act ana what tire with agility with firearms dice 2 bonus 1 vs 15 confidence 1",
    ) else {
        panic!("the line reads");
    };
    let french = crate::script::format_in(Lang::Fr, &c);
    assert_eq!(
        french,
        "agit ana quoi tire avec agilité avec armes-à-feu dés 2 bonus 1 contre 15 confiance 1"
    );
    assert_eq!(
        parse_in(super::super::ID, &french),
        Ok(Line::Command(c.clone()))
    );
    // Typed in French with or without accents, the save keeps the English keys.
    let typed = parse_in(
        super::super::ID,
        "agit ana quoi tire avec agilite avec armes-a-feu des 2 bonus 1 contre 15 confiance 1",
    );
    assert_eq!(typed, Ok(Line::Command(c)));
}
