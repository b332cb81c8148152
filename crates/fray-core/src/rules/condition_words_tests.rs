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
fn every_known_condition_has_a_french_word_of_its_own() {
    let all: Vec<_> = known().collect();
    for (name, key) in &all {
        let fr = i18n::tr_in(Lang::Fr, key, &[]);
        assert_ne!(fr, *key, "{key} missing");
        assert_eq!(canonical(&fr), Some(*name), "{fr} reads back as {name}");
    }
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
