//! Typing in French: the shared verbs' and keywords' French words read as their English
//! ones in any language, the line written back is the canonical English one, and
//! completion offers the French words when fray speaks French.

use crate::i18n::{Lang, with_lang};
use crate::model::SystemId;

use super::{completions_in, find_verb_in, parse_in, verbs_in};

#[test]
fn every_french_word_names_its_own_verb_in_every_system() {
    for system in SystemId::all() {
        for verb in verbs_in(system) {
            let words = std::iter::once(verb.name)
                .chain(verb.aliases.iter().copied())
                .chain(verb.fr.iter().copied());
            for word in words {
                let found = find_verb_in(system, word).map(|v| v.name);
                assert_eq!(found, Some(verb.name), "{word} in {system:?}");
                let upper = word.to_uppercase();
                let found = find_verb_in(system, &upper).map(|v| v.name);
                assert_eq!(found, Some(verb.name), "{upper} in {system:?}");
            }
        }
    }
}

#[test]
fn completion_offers_french_words_in_french() {
    for system in SystemId::all() {
        with_lang(Lang::Fr, || {
            assert_eq!(completions_in(system, "sui"), vec!["suivant"]);
            let r = completions_in(system, "re");
            for word in ["retablis", "renomme", "retire", "retire-état"] {
                assert!(r.contains(&word), "{r:?}");
            }
            assert!(!r.contains(&"remove"), "{r:?}");
            let all = completions_in(system, "");
            for word in ["ajoute", "état", "début", "annule", "aide"] {
                assert!(all.contains(&word), "{all:?}");
            }
            assert!(!all.contains(&"add"), "{all:?}");
            // An English prefix still completes to the English verb.
            assert_eq!(completions_in(system, "nex"), vec!["next"]);
        });
        with_lang(Lang::En, || {
            assert!(completions_in(system, "sui").is_empty());
            assert!(completions_in(system, "").contains(&"add"));
        });
    }
}

#[test]
fn french_words_read_in_every_system() {
    for system in SystemId::all() {
        assert_eq!(
            parse_in(system, "suivant"),
            parse_in(system, "next"),
            "{system:?}"
        );
    }
}
