//! Condition words (`rules::condition_words`) as the real rule systems name them. These are
//! the tests that need real systems; the module's other tests stay beside it in its crate.

use crate::i18n::{Lang, with_lang};
use crate::rules::condition_words::{label, stored};

#[test]
fn french_shows_the_systems_words_and_keeps_the_gms_own() {
    with_lang(Lang::Fr, || {
        assert_eq!(label("shock test"), "test de Choc");
        assert_eq!(label("stabilisation needed"), "stabilisation nécessaire");
        assert_eq!(label("surprised"), "surpris");
        assert_eq!(label("surprise-initiative"), "initiative de surprise");
        assert_eq!(label("Surprise Initiative"), "initiative de surprise");
        assert_eq!(label("knocked down"), "au sol");
        assert_eq!(label("knocked out"), "KO");
        assert_eq!(label("prone"), "à terre");
        assert_eq!(label("in-cover"), "à couvert");
        assert_eq!(label("on fire"), "on fire");
    });
}

#[test]
fn french_words_read_back_as_the_stored_names_in_any_language() {
    for lang in Lang::ALL {
        with_lang(lang, || {
            assert_eq!(stored("à-terre".into()), "prone");
            assert_eq!(stored("A TERRE".into()), "prone");
            assert_eq!(stored("test de choc".into()), "shock test");
            assert_eq!(stored("au-sol".into()), "knocked down");
            assert_eq!(stored("prone".into()), "prone");
            assert_eq!(stored("Prone".into()), "Prone");
            assert_eq!(stored("on-fire".into()), "on-fire");
        });
    }
}

#[test]
fn the_reader_saves_the_canonical_condition_name() {
    use crate::engine::Command;
    use crate::script::{Line, format, parse};
    let line = parse("condition baral à-terre for 2 rounds").expect("reads");
    let Line::Command(Command::Condition { name, .. }) = &line else {
        panic!("{line:?}");
    };
    assert_eq!(name, "prone");
    let Line::Command(command) = line else {
        unreachable!()
    };
    assert_eq!(format(&command), "condition baral prone for 2 rounds");
    let line = parse("uncondition baral \"test de Choc\"").expect("reads");
    assert!(
        matches!(&line, Line::Command(Command::Uncondition { name, .. }) if name == "shock test"),
        "{line:?}"
    );
}
