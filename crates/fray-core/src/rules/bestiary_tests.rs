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

/// Every translated template key reads back as its canonical key in every system's bestiary
/// (the French writer writes `comme mercenaire`, the reader keeps `from mercenary`), finds
/// its template, and no translated key stands for two canonical keys.
#[test]
fn every_translated_template_key_reads_back_as_its_key() {
    let mut seen: std::collections::BTreeMap<String, String> = Default::default();
    for system in crate::rules::registry::all() {
        let bestiary = system.bestiary();
        for template in &bestiary.templates {
            // A shared verb's French line is written without its system: the first French
            // key of a canonical key, which reads back in every system.
            let french = super::key_in(Lang::Fr, &template.key);
            assert_eq!(
                super::canonical_key(&french).unwrap_or(&french),
                template.key,
                "{french}"
            );
            if let Some(own) = template.keys.get("fr") {
                assert_eq!(
                    super::canonical_key(own),
                    Some(template.key.as_str()),
                    "{own}"
                );
                assert_eq!(
                    bestiary.find(own).map(|t| t.key.as_str()),
                    Some(template.key.as_str()),
                    "{own}"
                );
                let before = seen.insert(own.clone(), template.key.clone());
                assert!(
                    before.is_none_or(|k| k == template.key),
                    "{own} stands for two keys"
                );
            }
            assert_eq!(
                super::canonical_key(&template.key),
                None,
                "{}",
                template.key
            );
        }
    }
}
