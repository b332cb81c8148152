//! The gear verbs: every example reads and writes back as itself, in English and in
//! French; the French words read as the English ones; a bad figure is refused.

use crate::i18n::Lang;
use crate::script::{Line, format, format_in, parse_in};

use super::gear::VERBS;

const ID: crate::model::SystemId = super::super::ID;

#[test]
fn every_example_reads_and_writes_back_in_english_and_in_french() {
    let mut seen = 0;
    for verb in VERBS {
        for example in verb.examples {
            let Ok(Line::Command(c)) = parse_in(ID, example) else {
                panic!("{example}");
            };
            let text = format(&c);
            assert_eq!(
                parse_in(ID, &text),
                Ok(Line::Command(c.clone())),
                "{example} → {text}"
            );
            let french = format_in(Lang::Fr, &c);
            assert_eq!(
                parse_in(ID, &french),
                Ok(Line::Command(c)),
                "{example} → {french}"
            );
            seen += 1;
        }
    }
    println!("{seen} gear examples read and written back in both languages");
}

#[test]
fn french_words_read_as_the_english_ones() {
    for (fr, en) in [
        (
            "arme ana pompe nom \"Fusil\" type=fusil-a-pompe degats=5 munitions=8 porte=bandouliere",
            "weapon ana pompe name \"Fusil\" kind=shotgun damage=5 rounds=8 carried=sling",
        ),
        (
            "armure ana gilet protection=5",
            "armour ana gilet protection=5",
        ),
        (
            "cybernetique ana bras appareil=cyberbras niveau=2",
            "cyber ana bras device=cyberarm level=2",
        ),
        ("cyber ana x emplacement=jambe", "cyber ana x site=leg"),
        ("arme ana pompe retire", "weapon ana pompe remove"),
    ] {
        assert_eq!(parse_in(ID, fr), parse_in(ID, en), "{fr}");
        assert!(parse_in(ID, en).is_ok(), "{en}");
    }
}

#[test]
fn bad_figures_and_unknown_words_are_refused() {
    for bad in [
        "weapon ana k damage=99",
        "weapon ana k kind=bazooka",
        "weapon ana k carried=boot",
        "weapon ana k rounds=-1",
        "armour ana vest",
        "cyber ana gadget",
        "cyber ana x site=moon",
        "cyber ana x device=jetpack site=other",
        "weapon ana k remove now",
    ] {
        assert!(parse_in(ID, bad).is_err(), "{bad}");
    }
}
