//! The skill names the forms show read back as the same skill, in both languages.

use super::*;
use crate::i18n::{Lang, with_lang};

#[test]
fn every_named_skill_shows_a_name_that_reads_back_as_itself_in_both_languages() {
    for lang in Lang::ALL {
        with_lang(lang, || {
            for (key, _) in SKILL_NAMES {
                let shown = label(key);
                assert_ne!(shown, *key, "{lang:?}: {key} fell back to its key");
                assert_eq!(
                    super::super::system().canonical(&shown),
                    *key,
                    "{lang:?}: {shown}"
                );
            }
        });
    }
}

#[test]
fn a_skill_without_a_name_shows_its_key_with_spaces_and_a_capital() {
    assert_eq!(label("armes-blanches"), "Armes blanches");
    assert_eq!(label("x"), "X");
}
