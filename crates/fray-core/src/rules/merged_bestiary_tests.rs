//! The GM's templates merged with the shipped ones: the GM's win.

use std::collections::BTreeMap;

use super::*;
use crate::model::Side;

fn template(key: &str, name: &str, note: &str) -> Template {
    Template {
        key: key.to_string(),
        name: name.to_string(),
        names: BTreeMap::new(),
        keys: BTreeMap::new(),
        side: Side::Enemy,
        stats: BTreeMap::new(),
        skills: BTreeMap::new(),
        note: note.to_string(),
        notes: BTreeMap::new(),
        pool: None,
        gear: Vec::new(),
        group: false,
    }
}

fn shipped() -> Bestiary {
    let mut ganger = template("ganger", "Ganger", "shipped ganger");
    ganger.keys.insert("fr".into(), "voyou".into());
    Bestiary {
        templates: vec![ganger, template("guard", "Guard", "shipped guard")],
        ..Bestiary::default()
    }
}

#[test]
fn a_gm_template_with_a_shipped_key_replaces_it() {
    let merged = merge(&shipped(), vec![template("guard", "Night guard", "mine")]);
    let guards: Vec<_> = merged
        .bestiary
        .templates
        .iter()
        .filter(|t| t.key == "guard")
        .collect();
    assert_eq!(guards.len(), 1);
    assert_eq!(guards[0].note, "mine");
    assert_eq!(merged.origin("guard"), Origin::GmOverriding);
    assert_eq!(merged.origin("ganger"), Origin::Shipped);
    assert_eq!(
        merged.bestiary.find("guards").map(|t| t.note.as_str()),
        Some("mine")
    );
}

#[test]
fn a_gm_template_with_a_shipped_name_or_translated_key_replaces_it() {
    let by_name = merge(&shipped(), vec![template("my-ganger", "Ganger", "mine")]);
    assert!(by_name.bestiary.by_key("ganger").is_none());
    assert_eq!(by_name.origin("my-ganger"), Origin::GmOverriding);
    assert_eq!(
        by_name.bestiary.find("gangers").map(|t| t.key.as_str()),
        Some("my-ganger")
    );
    let by_french_key = merge(&shipped(), vec![template("voyou", "Voyou", "mine")]);
    assert!(by_french_key.bestiary.by_key("ganger").is_none());
}

#[test]
fn a_new_gm_template_comes_first_and_the_shipped_ones_stay() {
    let merged = merge(&shipped(), vec![template("kurt", "Kurt's men", "mine")]);
    let keys: Vec<_> = merged
        .bestiary
        .templates
        .iter()
        .map(|t| t.key.as_str())
        .collect();
    assert_eq!(keys, vec!["kurt", "ganger", "guard"]);
    assert_eq!(merged.origin("kurt"), Origin::Gm);
    assert!(merged.overriding.is_empty());
}
