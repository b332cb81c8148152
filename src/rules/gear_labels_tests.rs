use super::*;
use crate::i18n::with_lang;

fn bestiary() -> Bestiary {
    Bestiary::from_json(r#"{"templates": [], "gear_names": {"fr": {"Knife": "Couteau"}}}"#)
        .expect("a bestiary")
}

fn gear(key: &str, name: &str) -> Gear {
    Gear {
        key: key.into(),
        name: name.into(),
        ..Gear::default()
    }
}

#[test]
fn a_bestiary_gear_name_shows_in_the_language_shown_and_others_as_written() {
    let b = bestiary();
    let knife = gear("knife", "Knife");
    assert_eq!(b.gear_label_in(Lang::Fr, &knife), "Couteau");
    assert_eq!(b.gear_label_in(Lang::En, &knife), "Knife");
    let own = gear("blade", "Blade of Doom");
    assert_eq!(b.gear_label_in(Lang::Fr, &own), "Blade of Doom");
    assert_eq!(b.gear_label_in(Lang::Fr, &gear("knife", "")), "knife");
    with_lang(Lang::Fr, || assert_eq!(b.gear_label(&knife), "Couteau"));
}

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
