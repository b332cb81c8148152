//! On the start screen's new-encounter form, ←/→ pick the rule system wherever the focus
//! is: the form opens on the name, and → there chooses the next system, whose save is
//! then created.
//!
//! Alone in its test binary: it sets the cache folder for the whole process.

// The systems installed as `main` installs them (a ctor of the shared test helpers).
mod common;

use fray::model::SystemId;
use fray::tui::app::{App, Screen};
use fray::tui::keymap::Keymap;
use fray::tui::theme::Theme;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

fn press(app: &mut App, code: KeyCode) {
    app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
}

#[test]
fn right_arrow_on_the_name_picks_the_next_system_and_creates_its_save() {
    let dir = tempfile::tempdir().expect("temp dir");
    let cache = tempfile::tempdir().expect("temp dir");
    let config = tempfile::tempdir().expect("temp dir");
    // SAFETY: the only test of this binary, before anything reads the environment.
    unsafe {
        std::env::set_var("FRAY_CACHE_DIR", cache.path());
        std::env::set_var("FRAY_CONFIG_DIR", config.path());
        std::env::set_var("FRAY_SAVES_DIR", dir.path());
        std::env::set_var("FRAY_LANG", "en");
    }
    let mut app = App::start(dir.path().to_path_buf(), Keymap::default(), Theme::plain());
    press(&mut app, KeyCode::Char('n'));
    for c in "Docks".chars() {
        press(&mut app, KeyCode::Char(c));
    }
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Enter);
    let wanted = SystemId::all()[1];
    let Screen::Fight(fight) = &app.screen else {
        panic!("the new encounter opens")
    };
    assert_eq!(fight.session.timeline().state().system, wanted);
    let save = dir.path().join(fray::store::paths::file_name("Docks"));
    let loaded = fray::store::load(&save).expect("the save was created");
    assert_eq!(loaded.header.system, wanted);
}
