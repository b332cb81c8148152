//! A new encounter made on the start screen starts with the options `fray.toml` gives its
//! rule system (`[systems.SYSTEM]`), set as `option` commands; the app follows the
//! settings it is given, never the GM's own file, so this runs in-process.
//!
//! Alone in its test binary: it sets the cache folder for the whole process.

// The systems installed as `main` installs them (a ctor of the shared test helpers).
mod common;

use fray::model::SystemId;
use fray::tui::app::{App, Screen};
use fray::tui::keymap::Keymap;
use fray::tui::theme::Theme;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

#[test]
fn the_start_screen_makes_an_encounter_with_its_systems_options() {
    let saves = tempfile::tempdir().expect("temp dir");
    let cache = tempfile::tempdir().expect("temp dir");
    // SAFETY: the only test of this binary, before anything reads the environment.
    unsafe { std::env::set_var("FRAY_CACHE_DIR", cache.path()) };
    fray::i18n::set(fray::i18n::Lang::En);
    let system = SystemId::default_system();
    let (settings, problems) =
        fray::settings::parse(&format!("[systems.{}]\ndice = \"table\"\n", system.key()));
    assert!(problems.is_empty(), "{problems:?}");
    let mut app = App::start(
        saves.path().to_path_buf(),
        Keymap::default(),
        Theme::plain(),
    );
    assert!(
        app.settings.options_for(system).is_empty(),
        "defaults first"
    );
    app.settings = settings;
    app.handle_key(key(KeyCode::Char('n')));
    for c in "Ambush".chars() {
        app.handle_key(key(KeyCode::Char(c)));
    }
    app.handle_key(key(KeyCode::Tab));
    app.handle_key(key(KeyCode::Enter));
    assert!(matches!(app.screen, Screen::Fight(_)), "the fight opened");
    let save = std::fs::read_to_string(saves.path().join("ambush.fray.jsonl")).expect("the save");
    let commands: Vec<&str> = save
        .lines()
        .filter_map(|l| l.split("\"command\":\"").nth(1))
        .filter_map(|rest| rest.split('"').next())
        .collect();
    assert_eq!(commands, ["option dice table"], "{save}");
}
