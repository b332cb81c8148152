use super::*;
use crate::i18n::with_lang;

#[test]
fn english_shows_the_stored_name_as_is() {
    with_lang(Lang::En, || {
        assert_eq!(label("shock test"), "shock test");
        assert_eq!(label("Knocked Down"), "Knocked Down");
        assert_eq!(label("prone"), "prone");
        assert_eq!(label("on fire"), "on fire");
    });
}

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
fn every_known_condition_has_a_french_word_of_its_own() {
    let all: Vec<_> = known().collect();
    for (name, key) in &all {
        let fr = i18n::tr_in(Lang::Fr, key, &[]);
        assert_ne!(fr, *key, "{key} missing");
        assert_eq!(canonical(&fr), Some(*name), "{fr} reads back as {name}");
    }
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

#[test]
fn a_line_naming_a_condition_in_french_is_saved_in_its_english_form() {
    use crate::model::SystemId;
    use crate::script::typed_in_french;
    for system in SystemId::all() {
        assert!(typed_in_french(system, "condition baral à-terre"));
        assert!(typed_in_french(
            system,
            "uncondition baral \"test de Choc\""
        ));
        assert!(!typed_in_french(
            system,
            "condition baral prone for 2 rounds"
        ));
        assert!(!typed_in_french(system, "condition baral \"on fire\""));
        assert!(!typed_in_french(system, "note baral à-terre"));
    }
}
