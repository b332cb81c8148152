//! Every system's shipped bestiary speaks both languages.

use crate::i18n::{Lang, with_lang};
use crate::model::SystemId;

/// Each template of every system has a French note, shown in French, and its English
/// note in English.
#[test]
fn every_template_has_a_french_note() {
    for system in SystemId::all() {
        for t in &crate::rules::system(system).bestiary().templates {
            let fr = t
                .notes
                .get("fr")
                .unwrap_or_else(|| panic!("{}: no French note", t.key));
            assert!(!fr.is_empty() && *fr != t.note, "{}", t.key);
            assert_eq!(with_lang(Lang::Fr, || t.note_shown().to_string()), *fr);
            assert_eq!(with_lang(Lang::En, || t.note_shown().to_string()), t.note);
        }
    }
}
