//! The demo for a French GM, from the real binary: bare `fray` in French copies the French
//! demo (same fight, French name and notes) and `show` reads its notes in French, the
//! mercenary's from the bestiary too; in English the copy is the English demo byte for byte.

use crate::common;

use std::path::Path;

use common::cli::{command, feed, text};

const ENGLISH_DEMO: &str = include_str!("../../saves/polaris-demo.fray.jsonl");
const FRENCH_DEMO: &str = include_str!("../../saves/polaris-demo.fr.fray.jsonl");

/// Bare `fray` in `lang` on `saves`, fed `show`: its output and the copy it made.
fn bare_fray(saves: &Path, lang: &str) -> (String, String) {
    let mut fray = command(saves, &[]);
    fray.env("FRAY_LANG", lang);
    let out = feed(fray, "show\n");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let copy = std::fs::read_to_string(saves.join("demo-1.fray.jsonl")).expect("the copy");
    (text(&out.stdout), copy)
}

#[test]
fn bare_fray_in_french_opens_a_copy_of_the_french_demo() {
    let dir = tempfile::tempdir().expect("temp");
    let (shown, copy) = bare_fray(dir.path(), "fr");
    assert_eq!(copy, FRENCH_DEMO);
    assert!(shown.contains("Docks d\u{2019}\u{c9}quinoxe"), "{shown}");
    assert!(shown.contains("M\u{e9}decin. Pistolet lourd"), "{shown}");
    assert!(
        shown.contains("Reste en retrait pr\u{e8}s du sas."),
        "{shown}"
    );
    assert!(
        shown.contains("Le mercenaire du texte des r\u{e8}gles"),
        "{shown}"
    );
    for english in [
        "Docks of Equinoxe",
        "Medic.",
        "Hangs back",
        "The mercenary",
        "station thug",
    ] {
        assert!(!shown.contains(english), "{english} in:\n{shown}");
    }
}

#[test]
fn bare_fray_in_english_copies_the_english_demo_unchanged() {
    let dir = tempfile::tempdir().expect("temp");
    let (shown, copy) = bare_fray(dir.path(), "en");
    assert_eq!(copy, ENGLISH_DEMO);
    assert!(shown.contains("Docks of Equinoxe"), "{shown}");
    assert!(shown.contains("The mercenary of the rules text"), "{shown}");
    assert!(shown.contains("Medic. Heavy pistol"), "{shown}");
}
