//! Start-screen snapshots that show the default rule system's name (in the list and in
//! the new-encounter form), kept out of `src/tui/` which names no system. The screens and
//! the drawing are the start screen's own tests' (`tui::view::start::tests`).

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::tui::keymap::Action;
use crate::tui::start::StartScreen;
use crate::tui::view::start::tests::{draw, form_with_error, selected_on_second_save, summaries};

#[test]
fn list_100x30() -> Result<(), String> {
    insta::assert_snapshot!(draw(&selected_on_second_save(), 100, 30)?);
    Ok(())
}

#[test]
fn form_error_100x30() -> Result<(), String> {
    insta::assert_snapshot!(draw(&form_with_error(), 100, 30)?);
    Ok(())
}

#[test]
fn form_error_60x15() -> Result<(), String> {
    insta::assert_snapshot!(draw(&form_with_error(), 60, 15)?);
    Ok(())
}

#[test]
fn form_empty_name_60x15() -> Result<(), String> {
    let mut screen = StartScreen::new(summaries());
    screen.handle(Action::New);
    screen.handle_key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
    insta::assert_snapshot!(draw(&screen, 60, 15)?);
    Ok(())
}
