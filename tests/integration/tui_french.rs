//! The full-screen interface in French (issue 15): the fight and replay screens of the
//! shipped three-round example at 80×24 and 160×48, drawn with `i18n::with_lang`, so
//! the English snapshots beside them stay as they are.

use crate::common;

use std::path::Path;

use common::replay_app::app_on;
use fray::i18n::{Lang, with_lang};
use fray::session::Session;
use fray::tui::app::App;
use fray::tui::keymap::Keymap;
use fray::tui::replay::{self, Audience};
use fray::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const THREE_ROUNDS: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/saves/polaris-three-rounds.fray.jsonl"
);

/// The shipped example opened from a copy, with the plain theme.
fn fight() -> (tempfile::TempDir, App) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("three-rounds.fray.jsonl");
    std::fs::copy(THREE_ROUNDS, &path).expect("copy");
    let (session, warnings) = Session::open(&path).expect("open");
    let app = App::fight(
        session,
        &warnings,
        dir.path().to_path_buf(),
        Keymap::default(),
        Theme::plain(),
    );
    (dir, app)
}

fn render(app: &App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    term.draw(|f| app.draw(f)).expect("draw");
    term.backend().to_string()
}

fn type_keys(app: &mut App, text: &str) {
    for c in text.chars() {
        let code = match c {
            '⏎' => KeyCode::Enter,
            c => KeyCode::Char(c),
        };
        app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
    }
}

#[test]
fn the_fight_screen_in_french() {
    with_lang(Lang::Fr, || {
        let (_dir, app) = fight();
        insta::assert_snapshot!("fight_fr_160x48", render(&app, 160, 48));
        insta::assert_snapshot!("fight_fr_80x24", render(&app, 80, 24));
    });
}

#[test]
fn the_fight_screen_forms_and_help_in_french() {
    with_lang(Lang::Fr, || {
        let (_dir, mut app) = fight();
        type_keys(&mut app, "+");
        insta::assert_snapshot!("fight_fr_add_form_80x24", render(&app, 80, 24));
        app.handle_key(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE));
        type_keys(&mut app, "?");
        insta::assert_snapshot!("fight_fr_help_160x48", render(&app, 160, 48));
    });
}

#[test]
fn the_fight_screen_in_english_is_unchanged_by_a_french_thread_elsewhere() {
    let french = with_lang(Lang::Fr, || render(&fight().1, 160, 48));
    let english = with_lang(Lang::En, || render(&fight().1, 160, 48));
    assert!(french.contains("Journal"), "{french}");
    assert!(english.contains(" Log "), "{english}");
    assert!(!english.contains("Journal"), "{english}");
}

#[test]
fn the_replay_screen_in_french() {
    with_lang(Lang::Fr, || {
        let mut app = app_on(replay::load(Path::new(THREE_ROUNDS), Audience::Gm).expect("loads"));
        type_keys(&mut app, ":40⏎");
        insta::assert_snapshot!("replay_fr_160x48", render(&app, 160, 48));
        insta::assert_snapshot!("replay_fr_80x24", render(&app, 80, 24));
        type_keys(&mut app, ":");
        insta::assert_snapshot!("replay_fr_goto_80x24", render(&app, 80, 24));
    });
}
