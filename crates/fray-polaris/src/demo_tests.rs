//! The demo and the bestiary's notes in French (issue 15): a French GM's copy of the demo is
//! the French demo (same fight, French name and notes), an English GM's is byte for byte the
//! English one; a template's note shows in the language of the screen.

use crate::engine::Timeline;
use crate::i18n::{Lang, with_lang};
use crate::report::Report;
use crate::rules::RuleSystem;
use crate::store;

use super::{DEMO, DEMO_FR, system};

/// Copies the demo in `lang` into a fresh folder and opens the copy as the app does.
fn copied_demo(lang: Lang) -> (tempfile::TempDir, std::path::PathBuf, Timeline) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = with_lang(lang, || crate::setup::copy_demo(dir.path())).expect("copied");
    let loaded = store::load(&path).expect("the copy opens");
    assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
    let timeline = Timeline::from_records(loaded.header, loaded.records);
    (dir, path, timeline)
}

fn note_of<'a>(t: &'a Timeline, name: &str) -> &'a str {
    let c = t.state().combatants.iter().find(|c| c.name == name);
    c.map_or_else(|| panic!("no {name}"), |c| c.note.as_str())
}

#[test]
fn the_demo_is_the_one_of_the_current_language() {
    assert_eq!(with_lang(Lang::En, || system().demo()), Some(DEMO));
    assert_eq!(with_lang(Lang::Fr, || system().demo()), Some(DEMO_FR));
}

#[test]
fn a_french_copy_of_the_demo_is_the_french_demo_and_opens() {
    let (_dir, path, french) = copied_demo(Lang::Fr);
    assert_eq!(std::fs::read_to_string(&path).expect("read"), DEMO_FR);
    assert_eq!(french.header().name, "Docks d\u{2019}\u{c9}quinoxe");
    assert_eq!(
        note_of(&french, "Lena Orsini"),
        "M\u{e9}decin. Pistolet lourd, matraque paralysante, trousse de premiers soins."
    );
    assert_eq!(
        note_of(&french, "Ganger 3"),
        "Reste en retrait pr\u{e8}s du sas."
    );
    // The same fight as the English demo: seed, roster and sheets.
    let (_dir_en, _, english) = copied_demo(Lang::En);
    assert_eq!(french.header().seed, english.header().seed);
    let names = |t: &Timeline| -> Vec<String> {
        t.state()
            .combatants
            .iter()
            .map(|c| c.name.clone())
            .collect()
    };
    assert_eq!(names(&french), names(&english));
    // And it plays: a session opened on the copy takes a command.
    let (mut session, _) = crate::session::Session::open(&path).expect("opens for play");
    with_lang(Lang::Fr, || session.execute("début")).expect("starts");
}

#[test]
fn an_english_copy_of_the_demo_is_unchanged() {
    let (_dir, path, english) = copied_demo(Lang::En);
    assert_eq!(std::fs::read_to_string(&path).expect("read"), DEMO);
    assert_eq!(english.header().name, "Docks of Equinoxe");
    assert_eq!(
        note_of(&english, "Lena Orsini"),
        "Medic. Heavy pistol, stun baton, first-aid kit."
    );
}

#[test]
fn a_template_note_shows_in_the_language_of_the_screen_and_the_save_keeps_english() {
    let (_dir, _, demo) = copied_demo(Lang::En);
    let english_note = "The mercenary of the rules text (Mercenaire). Dagger, heavy pistol, \
                        light assault rifle, kevlar vest (body).";
    // The save (and the state folded from it) holds the template's English note.
    assert_eq!(note_of(&demo, "Baral Faadhi"), english_note);
    let shown = |lang| {
        with_lang(lang, || {
            let report = Report::of(demo.state());
            let baral = report.combatants.iter().find(|s| s.name == "Baral Faadhi");
            baral.map(|s| s.note.clone()).expect("Baral")
        })
    };
    assert_eq!(shown(Lang::En), english_note);
    assert_eq!(
        shown(Lang::Fr),
        "Le mercenaire du texte des r\u{e8}gles (Mercenaire). Dague, pistolet lourd, fusil \
         d’assaut l\u{e9}ger, gilet en kevlar (Corps)."
    );
    // A note the GM wrote shows as written, in any language.
    let lena = with_lang(Lang::Fr, || {
        let report = Report::of(demo.state());
        let lena = report.combatants.iter().find(|s| s.name == "Lena Orsini");
        lena.map(|s| s.note.clone()).expect("Lena")
    });
    assert_eq!(lena, "Medic. Heavy pistol, stun baton, first-aid kit.");
}
