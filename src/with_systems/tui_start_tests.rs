//! The start screen's tests that need real rule systems: its list of saves of a system and
//! the new-encounter form, which picks among the installed systems. The start screen's
//! other tests stay beside it in `fray-tui`.

use std::path::PathBuf;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyEventState, KeyModifiers};

use crate::model::SystemId;
use crate::rules::common::MAX_NAME;
use crate::tui::keymap::Action;
use crate::tui::saves::SaveSummary;
use crate::tui::start::{FormField, NewForm, StartItem, StartOutcome, StartScreen};
use crate::tui::text;

fn summary(file: &str, name: &str, problem: Option<&str>) -> SaveSummary {
    SaveSummary {
        path: PathBuf::from("/saves").join(file),
        name: name.to_string(),
        system: crate::rules::system(SystemId::default_system())
            .title()
            .to_string(),
        round: 2,
        records: 5,
        modified: None,
        problem: problem.map(str::to_string),
        old_format: None,
        campaign: None,
    }
}

fn screen() -> StartScreen {
    StartScreen::new(vec![
        summary("goblin-ambush.fray.jsonl", "Goblin Ambush", None),
        summary(
            "broken.fray.jsonl",
            "broken",
            Some("broken.fray.jsonl is not a fray save"),
        ),
    ])
}

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent {
        code,
        modifiers: KeyModifiers::NONE,
        kind: KeyEventKind::Press,
        state: KeyEventState::NONE,
    }
}

fn type_text(screen: &mut StartScreen, text: &str) {
    for c in text.chars() {
        assert_eq!(
            screen.handle_key(key(KeyCode::Char(c))),
            Some(StartOutcome::Stay)
        );
    }
}

#[test]
fn navigation_stays_in_the_list() {
    let mut s = screen();
    assert_eq!(s.items().len(), 4);
    assert_eq!(
        s.items()[s.selected()],
        StartItem::Save(0),
        "the newest save first"
    );
    s.handle(Action::Top);
    assert_eq!(s.handle(Action::Up), StartOutcome::Stay);
    assert_eq!(s.selected(), 0);
    s.handle(Action::Down);
    s.handle(Action::Down);
    assert_eq!(s.items()[s.selected()], StartItem::Save(0));
    s.handle(Action::Bottom);
    assert_eq!(s.selected(), 3);
    s.handle(Action::Down);
    assert_eq!(s.selected(), 3);
    s.handle(Action::Top);
    assert_eq!(s.selected(), 0);
    assert_eq!(s.handle(Action::Quit), StartOutcome::Quit);
    assert_eq!(s.handle(Action::Demo), StartOutcome::Demo);
    assert_eq!(s.handle_key(key(KeyCode::Char('x'))), None);
}

#[test]
fn open_each_kind_of_line() {
    let mut s = screen();
    s.handle(Action::Top);
    s.handle(Action::Down);
    assert_eq!(s.handle(Action::Open), StartOutcome::Demo);
    s.handle(Action::Down);
    let want = PathBuf::from("/saves/goblin-ambush.fray.jsonl");
    assert_eq!(s.handle(Action::Open), StartOutcome::Open(want));
    s.handle(Action::Down);
    assert_eq!(s.handle(Action::Open), StartOutcome::Stay);
    let message = s.message().unwrap_or_default();
    assert!(message.contains("is not a fray save"), "{message}");
    s.handle(Action::Up);
    assert_eq!(s.message(), None);
    s.set_message("could not open".into());
    assert_eq!(s.message(), Some("could not open"));
    s.handle(Action::Top);
    assert_eq!(s.handle(Action::Open), StartOutcome::Stay);
    assert!(s.form().is_some());
}

#[test]
fn form_creates_a_checked_name() {
    let mut s = screen();
    s.handle(Action::Bottom);
    s.handle(Action::New);
    assert_eq!(s.selected(), 0);
    assert_eq!(s.form().map(NewForm::field), Some(FormField::Name));
    type_text(&mut s, "  The  Bridgex");
    s.handle_key(key(KeyCode::Backspace));
    s.handle_key(key(KeyCode::Tab));
    assert_eq!(s.form().map(NewForm::field), Some(FormField::System));
    s.handle_key(key(KeyCode::Right));
    s.handle_key(key(KeyCode::Left));
    assert_eq!(
        s.form().map(NewForm::system),
        Some(SystemId::default_system())
    );
    let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
    let mut copy = s.clone();
    assert_eq!(copy.handle_key(ctrl_c), Some(StartOutcome::Quit));
    let created = s.handle_key(key(KeyCode::Enter));
    assert_eq!(
        created,
        Some(StartOutcome::Create {
            system: SystemId::default_system(),
            name: "The Bridge".into(),
            campaign: None,
        })
    );
}

#[test]
fn form_refuses_empty_and_duplicate_names() {
    let mut s = screen();
    s.handle(Action::New);
    assert_eq!(s.handle_key(key(KeyCode::Enter)), Some(StartOutcome::Stay));
    assert_eq!(
        s.form().and_then(NewForm::error),
        Some((FormField::Name, "a name cannot be empty"))
    );
    type_text(&mut s, "Goblin  ambush!");
    assert_eq!(s.form().and_then(NewForm::error), None);
    s.handle_key(key(KeyCode::Enter));
    let error = s
        .form()
        .and_then(NewForm::error)
        .map(|(_, m)| m.to_string());
    assert_eq!(
        error,
        Some(text::start_duplicate("goblin-ambush.fray.jsonl"))
    );
    type_text(&mut s, &"x".repeat(2 * MAX_NAME));
    assert_eq!(s.form().map(|f| f.name().chars().count()), Some(MAX_NAME));
    assert_eq!(s.handle_key(key(KeyCode::Esc)), Some(StartOutcome::Stay));
    assert_eq!(s.form(), None);
    assert_eq!(s.handle_key(key(KeyCode::Esc)), None);
}

#[test]
fn quit_action_closes_the_form_first() {
    let mut s = screen();
    s.handle(Action::New);
    assert_eq!(s.handle(Action::Down), StartOutcome::Stay);
    assert_eq!(s.selected(), 0);
    assert_eq!(s.handle(Action::Quit), StartOutcome::Stay);
    assert_eq!(s.form(), None);
    assert_eq!(s.handle(Action::Quit), StartOutcome::Quit);
}

#[test]
fn relisting_keeps_the_selected_save_where_it_moved() {
    let mut s = screen();
    s.handle(Action::Bottom);
    assert_eq!(
        s.selected_save(),
        Some(PathBuf::from("/saves/broken.fray.jsonl"))
    );
    s.relist(vec![
        summary(
            "broken.fray.jsonl",
            "broken",
            Some("pas une sauvegarde fray"),
        ),
        summary("goblin-ambush.fray.jsonl", "Goblin Ambush", None),
    ]);
    assert_eq!(s.selected(), 2);
    assert_eq!(
        s.selected_save(),
        Some(PathBuf::from("/saves/broken.fray.jsonl"))
    );
    assert_eq!(
        s.saves()[0].problem.as_deref(),
        Some("pas une sauvegarde fray")
    );
}

#[test]
fn relisting_without_the_selected_save_stays_in_the_list() {
    let mut s = screen();
    s.handle(Action::Bottom);
    s.relist(vec![summary(
        "goblin-ambush.fray.jsonl",
        "Goblin Ambush",
        None,
    )]);
    assert_eq!(s.selected(), 2, "the last line, which is now the only save");
    s.relist(Vec::new());
    assert_eq!(s.items()[s.selected()], StartItem::Demo);
    s.handle(Action::Top);
    s.relist(vec![summary("new.fray.jsonl", "New", None)]);
    assert_eq!(
        s.items()[s.selected()],
        StartItem::New,
        "a line that is no save stays"
    );
}

/// ←/→ pick the rule system while the name has the focus too (the form opens there), and
/// the name typed stays as it is.
#[test]
fn arrows_pick_the_system_while_the_name_has_the_focus() {
    let mut s = screen();
    s.handle(Action::New);
    assert_eq!(s.form().map(NewForm::field), Some(FormField::Name));
    type_text(&mut s, "Docks");
    s.handle_key(key(KeyCode::Right));
    let second = SystemId::all()[1];
    assert_eq!(s.form().map(NewForm::system), Some(second));
    assert_eq!(s.form().map(NewForm::field), Some(FormField::Name));
    assert_eq!(s.form().map(NewForm::name), Some("Docks"));
    s.handle_key(key(KeyCode::Left));
    s.handle_key(key(KeyCode::Left));
    let last = *SystemId::all().last().expect("systems");
    assert_eq!(s.form().map(NewForm::system), Some(last));
    assert_eq!(
        s.handle_key(key(KeyCode::Enter)),
        Some(StartOutcome::Create {
            system: last,
            name: "Docks".into(),
            campaign: None,
        })
    );
}
