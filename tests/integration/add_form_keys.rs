//! The add form as a GM uses it, from the keys through the app: it opens on how many,
//! then the template (`3`, Tab, `booster`, Enter adds three boosters, no name needed), a
//! name typed with a template is kept, and with neither it asks for a name. In English
//! and in French.

use crate::common;

use common::fight_app::{chars, fight_of, new_session, press};
use fray::i18n::{Lang, with_lang};
use fray::model::Encounter;
use fray::tui::app::{App, Screen};
use fray::tui::fight::Input;
use ratatui::crossterm::event::KeyCode;

fn state(app: &App) -> &Encounter {
    match &app.screen {
        Screen::Fight(fight) => fight.session.timeline().state(),
        _ => panic!("the fight screen"),
    }
}

fn commands(app: &App) -> Vec<String> {
    match &app.screen {
        Screen::Fight(fight) => fight
            .session
            .timeline()
            .records()
            .iter()
            .map(|r| r.command.clone())
            .collect(),
        _ => panic!("the fight screen"),
    }
}

fn names(app: &App) -> Vec<String> {
    state(app)
        .combatants
        .iter()
        .map(|c| c.name.clone())
        .collect()
}

fn open_form(app: &App) -> Option<&fray::tui::form::Form> {
    match &app.screen {
        Screen::Fight(fight) => match &fight.input {
            Input::Form(form) => Some(form),
            _ => None,
        },
        _ => None,
    }
}

/// `+`, `3`, Tab, `booster`, Enter: three boosters, the line a GM would type.
fn add_three_boosters(lang: Lang) {
    with_lang(lang, || {
        let dir = tempfile::tempdir().expect("tempdir");
        let (session, warnings, _) =
            new_session(dir.path(), fray::systems::cyberpunk::ID, "alley", 4);
        let mut app = fight_of(session, &warnings, dir.path());
        press(&mut app, KeyCode::Char('+'));
        chars(&mut app, "3");
        press(&mut app, KeyCode::Tab);
        chars(&mut app, "booster");
        press(&mut app, KeyCode::Enter);
        assert!(
            open_form(&app).is_none(),
            "the form closed: {:?}",
            open_form(&app)
        );
        assert_eq!(commands(&app), vec!["add 3 boosters"]);
        assert_eq!(names(&app), vec!["Booster 1", "Booster 2", "Booster 3"]);
        // One, with no count: `add booster`.
        press(&mut app, KeyCode::Char('+'));
        press(&mut app, KeyCode::Tab);
        chars(&mut app, "corp-guard");
        press(&mut app, KeyCode::Enter);
        assert_eq!(
            commands(&app).last().map(String::as_str),
            Some("add corp-guard")
        );
        assert_eq!(names(&app).last().map(String::as_str), Some("Corp Guard"));
    });
}

#[test]
fn count_tab_template_enter_adds_three_in_english() {
    add_three_boosters(Lang::En);
}

#[test]
fn count_tab_template_enter_adds_three_in_french() {
    add_three_boosters(Lang::Fr);
}

/// A name typed with a template is the combatant's name (`Drone`, not "Security Drone").
#[test]
fn a_name_typed_with_a_template_is_kept() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (session, warnings, _) = new_session(dir.path(), fray::systems::anarchy::ID, "roof", 4);
    let mut app = fight_of(session, &warnings, dir.path());
    press(&mut app, KeyCode::Char('+'));
    press(&mut app, KeyCode::Tab);
    chars(&mut app, "drone");
    press(&mut app, KeyCode::Tab);
    chars(&mut app, "Drone");
    press(&mut app, KeyCode::Enter);
    assert_eq!(commands(&app), vec!["add Drone from drone"]);
    assert_eq!(names(&app), vec!["Drone"]);
    assert_eq!(state(&app).combatants[0].template.as_deref(), Some("drone"));
}

/// With neither a name nor a template, Enter asks for the name and saves nothing.
#[test]
fn neither_name_nor_template_asks_for_a_name() {
    with_lang(Lang::Fr, || {
        let dir = tempfile::tempdir().expect("tempdir");
        let (session, warnings, _) =
            new_session(dir.path(), fray::systems::corporates::ID, "hall", 4);
        let mut app = fight_of(session, &warnings, dir.path());
        press(&mut app, KeyCode::Char('+'));
        chars(&mut app, "2");
        press(&mut app, KeyCode::Enter);
        let form = open_form(&app).expect("the form stays open");
        let name = &form.fields[form.focus];
        assert_eq!(name.label, "tui-field-name", "{form:?}");
        assert!(name.error.is_some(), "{form:?}");
        assert!(commands(&app).is_empty());
    });
}
