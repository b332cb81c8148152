use super::*;
use crate::i18n::Lang;

/// A key means the same die in every system that gives it French words: a shared verb's
/// French line (`début`, with the round's dice) is written without knowing the system, so
/// its words must read back in each.
#[test]
fn every_key_has_one_french_word_across_the_systems() {
    for system in crate::rules::registry::all() {
        for (key, words) in system.roll_words() {
            let first = words.first().copied().unwrap_or(key);
            assert_eq!(slot_word_in(Lang::Fr, None, key), first, "{key}");
        }
    }
}

/// Each system's dice read by their key (any case) and by each French word, and write
/// their first French word in French, their key in English.
#[test]
fn a_key_reads_in_english_and_in_french_and_writes_in_each_language() {
    for id in SystemId::all() {
        let rules = crate::rules::system(id);
        for slot in rules.rolls() {
            assert_eq!(slot_key(id, &slot.key.to_uppercase()), Some(slot.key));
        }
        for (key, words) in rules.roll_words() {
            assert!(rules.rolls().iter().any(|s| s.key == *key), "{key}");
            for word in *words {
                assert_eq!(slot_key(id, word), Some(*key), "{word}");
            }
            let given = format!("{key}=4,5");
            let french = format!("{}=4,5", words[0]);
            assert_eq!(given_word_in(Lang::Fr, Some(id), &given), french);
            assert_eq!(given_word_in(Lang::En, Some(id), &given), given);
        }
        assert_eq!(slot_key(id, "no-such-die"), None);
    }
}
