//! Snapshots of the fight screen on ratatui's TestBackend, from the shipped three-round
//! example: each layout size, tiny and zero sizes, zoom, a form, the command line, the
//! key overlay, and control characters from a save shown escaped.

use crate::common;

use fray::tui::app::{App, Screen};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The shipped example opened from a copy, with the plain theme.
fn example() -> (tempfile::TempDir, App) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("three-rounds.fray.jsonl");
    std::fs::copy(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/saves/polaris-three-rounds.fray.jsonl"
        ),
        &path,
    )
    .expect("copy");
    let app = common::fight_app::fight_on(&path);
    (dir, app)
}

fn screen(app: &App, w: u16, h: u16) -> String {
    common::fight_app::drawn(app, w, h)
}

/// Draws without reading the result back (TestBackend cannot print a 0-wide buffer).
fn draw(app: &App, w: u16, h: u16) {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    term.draw(|f| app.draw(f)).expect("draw");
}

fn keys(app: &mut App, keys: &str) {
    for c in keys.chars() {
        let code = match c {
            '⇥' => KeyCode::Tab,
            '⏎' => KeyCode::Enter,
            c => KeyCode::Char(c),
        };
        app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
    }
}

#[test]
fn the_fight_screen_at_each_size() {
    let (_dir, app) = example();
    insta::assert_snapshot!("wide_160x48", screen(&app, 160, 48));
    insta::assert_snapshot!("medium_100x30", screen(&app, 100, 30));
    insta::assert_snapshot!("small_60x20", screen(&app, 60, 20));
    insta::assert_snapshot!("too_small_39x9", screen(&app, 39, 9));
}

#[test]
fn no_size_panics() {
    let (_dir, mut app) = example();
    for (w, h) in [
        (0, 0),
        (1, 1),
        (0, 40),
        (200, 0),
        (40, 10),
        (69, 15),
        (70, 16),
        (119, 19),
        (120, 20),
        (2, 200),
    ] {
        draw(&app, w, h);
    }
    keys(&mut app, "a");
    for (w, h) in [(0, 0), (1, 1), (40, 10), (45, 12), (300, 100)] {
        draw(&app, w, h);
    }
}

#[test]
fn zoom_form_prompt_and_help() {
    let (_dir, mut app) = example();
    keys(&mut app, "⇥⇥z");
    insta::assert_snapshot!("log_zoomed_100x30", screen(&app, 100, 30));
    keys(&mut app, "z");
    keys(&mut app, "a");
    insta::assert_snapshot!("attack_form_100x30", screen(&app, 100, 30));
    app.handle_key(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE));
    keys(&mut app, ":wound gan⇥");
    insta::assert_snapshot!("prompt_candidates_100x30", screen(&app, 100, 30));
    app.handle_key(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE));
    keys(&mut app, "?");
    insta::assert_snapshot!("help_100x60", screen(&app, 100, 60));
}

#[test]
fn control_characters_from_a_save_are_shown_escaped() {
    let (_dir, mut app) = example();
    let Screen::Fight(fight) = &mut app.screen else {
        panic!("fight")
    };
    fight.report.combatants[0].name = "Evil\u{1b}[2J".into();
    fight.report.combatants[0].note = "bell\u{7}".into();
    let shown = screen(&app, 160, 48);
    assert!(!shown.contains('\u{1b}') && !shown.contains('\u{7}'));
    assert!(shown.contains("Evil\\u{1b}[2J"), "{shown}");
}
