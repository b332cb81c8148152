//! The bestiary's gear read by name in both languages.

use super::shown;
use crate::i18n::{Lang, with_lang};
use crate::model::Gear;

fn gear(key: &str, name: &str) -> Gear {
    Gear {
        key: key.into(),
        name: name.into(),
        ..Gear::default()
    }
}

/// Every weapon and armour key of the Polaris bestiary has a name in both languages.
#[test]
fn every_bestiary_gear_key_reads_as_a_name_in_both_languages() {
    let bestiary = crate::rules::system(super::super::ID).bestiary();
    for key in bestiary.gear_keys() {
        let g = gear(key, "");
        let fr = with_lang(Lang::Fr, || shown(&g));
        let en = with_lang(Lang::En, || shown(&g));
        for name in [&fr, &en] {
            let capital = name.chars().next().is_some_and(char::is_uppercase);
            assert!(capital && name != key, "{key}: {name}");
        }
    }
    assert_eq!(
        with_lang(Lang::Fr, || shown(&gear("pistolet-lourd", ""))),
        "Pistolet lourd"
    );
    assert_eq!(
        with_lang(Lang::En, || shown(&gear("pistolet-lourd", ""))),
        "Heavy pistol"
    );
    assert_eq!(shown(&gear("fusil-a-lunette", "")), "fusil a lunette");
    assert_eq!(shown(&gear("x", "Harpon de Kiel")), "Harpon de Kiel");
}
