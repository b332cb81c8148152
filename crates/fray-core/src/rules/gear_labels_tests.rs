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
