//! The form machinery on the shared actions, in every rule system: Esc cancels, a
//! confirmation takes y and n. (Each system's forms are tested in its own folder.)

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::*;
use crate::engine::{Header, Timeline};
use crate::model::SystemId;
use crate::script::{self, Line};
use crate::tui::keymap::Action;

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn table(system: SystemId) -> Timeline {
    let mut t = Timeline::new(Header::new(system, "Test", 7, 0));
    for line in ["add \"Baral Faadhi\" pc", "add 2 Ganger enemy"] {
        let Ok(Line::Command(c)) = script::parse_in(system, line) else {
            panic!("{line}")
        };
        let r = t.prepare(line, &c).expect(line);
        t.commit(r);
    }
    t
}

fn form_for(t: &Timeline, action: Action, selected: usize) -> Form {
    let ctx = Context {
        state: t.state(),
        selected: t.state().combatants.get(selected).map(|c| c.id),
        last_skill: None,
        last_target: None,
    };
    match build(action, &ctx) {
        Some(Plan::Form(f)) => f,
        other => panic!("{other:?}"),
    }
}

#[test]
fn esc_cancels_and_confirmations_take_y_and_n() {
    for system in SystemId::all() {
        let t = table(system);
        let mut form = form_for(&t, Action::Note, 0);
        assert_eq!(form.handle_key(key(KeyCode::Esc)), FormOutcome::Cancel);
        let mut remove = form_for(&t, Action::Remove, 2);
        assert_eq!(
            remove.handle_key(key(KeyCode::Char('y'))),
            FormOutcome::Submit("remove \"Ganger 2\"".into())
        );
        let mut end = form_for(&t, Action::EndFight, 0);
        assert_eq!(end.handle_key(key(KeyCode::Char('n'))), FormOutcome::Cancel);
    }
}
