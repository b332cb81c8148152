//! Forms keep a draft: Esc closes a form, and the same form opened again for the same
//! person comes back with what was typed, until a command is saved. Another person's
//! form of the same kind, or another kind of form, opens fresh.

use crate::common;

use common::fight_app::{chars, fight_of, new_session, press};
use fray::i18n::{Lang, with_lang};
use fray::tui::app::{App, Screen};
use fray::tui::fight::Input;
use fray::tui::form::Form;
use ratatui::crossterm::event::KeyCode;

fn open_form(app: &App) -> Option<&Form> {
    match &app.screen {
        Screen::Fight(fight) => match &fight.input {
            Input::Form(form) => Some(form),
            _ => None,
        },
        _ => None,
    }
}

/// The values of the open form's fields.
fn values(app: &App) -> Vec<String> {
    open_form(app)
        .expect("a form is open")
        .fields
        .iter()
        .map(|f| f.value.clone())
        .collect()
}

fn records(app: &App) -> usize {
    match &app.screen {
        Screen::Fight(fight) => fight.session.timeline().records().len(),
        _ => panic!("the fight screen"),
    }
}

/// A Polaris fight with Kurt and Lea, Kurt selected.
fn table(dir: &std::path::Path) -> App {
    let (mut session, warnings, _) = new_session(dir, fray::systems::polaris::ID, "drafts", 8);
    for line in ["add Kurt pc reaction=12", "add Lea pc reaction=11"] {
        session.execute(line).expect(line);
    }
    let mut app = fight_of(session, &warnings, dir);
    press(&mut app, KeyCode::Char('g'));
    app
}

#[test]
fn esc_keeps_what_was_typed_and_the_same_form_brings_it_back() {
    with_lang(Lang::Fr, || {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut app = table(dir.path());
        // A condition for Kurt: typed, then Esc.
        press(&mut app, KeyCode::Char('c'));
        chars(&mut app, "sonné");
        let typed = values(&app);
        assert_eq!(typed[1], "sonné", "{typed:?}");
        press(&mut app, KeyCode::Esc);
        assert!(open_form(&app).is_none());
        // The same form for Kurt again: as it was left.
        press(&mut app, KeyCode::Char('c'));
        assert_eq!(values(&app), typed);
        press(&mut app, KeyCode::Esc);
        // Lea's condition form opens fresh, and another kind of form too.
        press(&mut app, KeyCode::Char('j'));
        press(&mut app, KeyCode::Char('c'));
        assert_eq!(values(&app)[1], "", "{:?}", values(&app));
        press(&mut app, KeyCode::Esc);
        press(&mut app, KeyCode::Char('k'));
        press(&mut app, KeyCode::Char('r'));
        assert_eq!(values(&app), vec!["1d20".to_string(), String::new()]);
        press(&mut app, KeyCode::Esc);
        // Back to Kurt's: still there, and it can be carried out as it was.
        press(&mut app, KeyCode::Char('c'));
        assert_eq!(values(&app), typed);
        let before = records(&app);
        press(&mut app, KeyCode::Enter);
        assert_eq!(records(&app), before + 1, "the condition was saved");
        // Saved: the draft is gone.
        press(&mut app, KeyCode::Char('c'));
        assert_eq!(values(&app)[1], "", "{:?}", values(&app));
    });
}

#[test]
fn a_saved_command_drops_every_draft() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = table(dir.path());
    press(&mut app, KeyCode::Char('+'));
    chars(&mut app, "2");
    press(&mut app, KeyCode::Tab);
    chars(&mut app, "ganger");
    // Tab leaves the template chosen (Esc on a choice being typed drops what was typed).
    press(&mut app, KeyCode::Tab);
    let typed = values(&app);
    assert_eq!(typed[..2], ["2".to_string(), "ganger".to_string()]);
    press(&mut app, KeyCode::Esc);
    assert!(open_form(&app).is_none());
    press(&mut app, KeyCode::Char('+'));
    assert_eq!(values(&app), typed, "the add form's draft");
    press(&mut app, KeyCode::Esc);
    // Another command, typed at the prompt, is saved.
    press(&mut app, KeyCode::Char(':'));
    chars(&mut app, "note Kurt \"watches the door\"");
    let before = records(&app);
    press(&mut app, KeyCode::Enter);
    assert_eq!(records(&app), before + 1);
    press(&mut app, KeyCode::Char('+'));
    assert_eq!(
        // The Hidden field starts at "no".
        values(&app)
            .iter()
            .filter(|v| !v.is_empty() && *v != "no")
            .count(),
        0,
        "a fresh add form: {:?}",
        values(&app)
    );
}
