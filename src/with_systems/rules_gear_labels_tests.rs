//! Gear labels (`rules::gear_labels`) of every real rule system's bestiary. These are the
//! tests that need real systems; the module's other tests stay beside it in its crate.

use crate::i18n::Lang;
use crate::model::SystemId;
use crate::rules::bestiary::Bestiary;
use crate::rules::gear_labels::{Table, slug};
use crate::rules::words::fold;

/// The table as the key-by-key answers give it, for [`Table::of`] to be compared with.
fn asked_key_by_key(bestiary: &Bestiary) -> Table {
    let mut table = Table::default();
    for key in bestiary.gear_keys() {
        for lang in Lang::ALL {
            if let Some(word) = bestiary.gear_word_in(lang, key) {
                table.written.insert((lang, key.to_string()), word);
            }
        }
    }
    let mut words: Vec<String> = table.written.values().cloned().collect();
    for names in bestiary.gear_names.values() {
        words.extend(names.values().map(|n| slug(n)));
    }
    for word in words {
        if let Some(key) = bestiary.gear_key_of(&word) {
            table.read.insert(fold(&word), key.to_string());
        }
    }
    table
}

#[test]
fn every_systems_gear_table_is_what_asking_key_by_key_gives() {
    let mut words = 0;
    for id in SystemId::all() {
        let bestiary = crate::rules::system(id).bestiary();
        let (fast, asked) = (Table::of(bestiary), asked_key_by_key(bestiary));
        assert_eq!(fast.written, asked.written, "{id:?}");
        assert_eq!(fast.read, asked.read, "{id:?}");
        words += fast.written.len() + fast.read.len();
    }
    assert!(words > 50, "{words} gear words in all");
}
