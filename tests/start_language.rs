//! `L` on the start screen switches the language of what the list says of each save, not
//! only of the screen's own words: a save's rule system and a damaged save's problem
//! are worded again in the new language, and the selection stays on the same save.
//!
//! Alone in its test binary: `L` sets the language of the whole process.

mod common;

use std::fs;

use common::saves::copy_example;
use fray::i18n::{self, Lang};
use fray::tui::app::{App, Screen};
use fray::tui::keymap::Keymap;
use fray::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The start screen as drawn at 200x30.
fn screen(app: &App) -> String {
    let mut term = Terminal::new(TestBackend::new(200, 30)).expect("terminal");
    term.draw(|f| app.draw(f)).expect("draw");
    term.backend().to_string()
}

fn press(app: &mut App, c: char) {
    app.handle_key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
}

#[test]
fn l_rewords_the_listed_saves_in_the_new_language() {
    let dir = tempfile::tempdir().expect("temp dir");
    let cache = tempfile::tempdir().expect("temp dir");
    // SAFETY: the only test of this binary, before anything reads the environment.
    unsafe { std::env::set_var("FRAY_CACHE_DIR", cache.path()) };
    i18n::set(Lang::En);
    copy_example(
        "sr-firefight.fray.jsonl",
        dir.path(),
        "firefight.fray.jsonl",
    );
    fs::write(dir.path().join("notes.fray.jsonl"), "hello\n").expect("write");

    let mut app = App::start(dir.path().to_path_buf(), Keymap::default(), Theme::plain());
    let english = screen(&app);
    assert!(english.contains("Shadowrun combat pool"), "{english}");
    assert!(english.contains("is not a fray save"), "{english}");
    press(&mut app, 'j');
    let Screen::Start(start) = &app.screen else {
        panic!("the start screen")
    };
    let selected = start.selected();

    press(&mut app, 'L');
    let french = screen(&app);
    assert!(
        french.contains("Réserve de combat de Shadowrun"),
        "{french}"
    );
    assert!(french.contains("n’est pas une sauvegarde fray"), "{french}");
    assert!(!french.contains("Shadowrun combat pool"), "{french}");
    assert!(!french.contains("is not a fray save"), "{french}");
    let Screen::Start(start) = &app.screen else {
        panic!("the start screen")
    };
    assert_eq!(start.selected(), selected, "the same line stays selected");
    assert!(start.message().is_some_and(|m| m.contains("Français")));

    press(&mut app, 'L');
    let again = screen(&app);
    assert!(again.contains("Shadowrun combat pool"), "{again}");
    assert!(again.contains("is not a fray save"), "{again}");
}
