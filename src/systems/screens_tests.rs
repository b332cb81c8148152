//! Start-screen snapshots that show the default rule system's name (in the list and in
//! the new-encounter form), kept out of `crates/fray-tui/src/tui/` which names no system. The screens and
//! the drawing are the start screen's own tests' (`tui::view::start::tests`).

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::tui::keymap::Action;
use crate::tui::start::StartScreen;
use crate::tui::view::start::test_support::{
    draw, form_with_error, selected_on_second_save, summaries,
};

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

/// Saves of every registered system, so the longest title is in the list.
fn every_system() -> crate::tui::start::StartScreen {
    let mut saves = summaries();
    for (i, id) in crate::model::SystemId::all().into_iter().enumerate() {
        let mut s = saves[0].clone();
        s.name = format!("Fight {i}");
        s.system = crate::rules::system(id).title().to_string();
        saves.push(s);
    }
    StartScreen::new(saves)
}

#[test]
fn every_system_title_is_whole_at_160_columns_in_both_languages() -> Result<(), String> {
    for lang in [crate::i18n::Lang::En, crate::i18n::Lang::Fr] {
        crate::i18n::with_lang(lang, || -> Result<(), String> {
            let shown = draw(&every_system(), 160, 30)?.to_string();
            for id in crate::model::SystemId::all() {
                let title = crate::rules::system(id).title();
                assert!(shown.contains(title), "{title} cut in\n{shown}");
            }
            Ok(())
        })?;
    }
    Ok(())
}

#[test]
fn at_80_columns_the_name_is_cut_before_the_system() -> Result<(), String> {
    let shown = draw(&every_system(), 80, 30)?;
    insta::assert_snapshot!(shown);
    Ok(())
}
