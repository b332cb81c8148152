//! What form tests share, in the core and in each system's screens: a key press, typing,
//! a timeline from command lines, and the form an action opens.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::{Context, Form, Plan, build};
use crate::engine::{Header, Timeline};
use crate::model::SystemId;
use crate::script::{self, Line};
use crate::tui::keymap::Action;

/// A plain key press.
pub fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// Types `text` into the focused field.
pub fn typed(form: &mut Form, text: &str) {
    for c in text.chars() {
        form.handle_key(key(KeyCode::Char(c)));
    }
}

/// A timeline in `system` after `lines` (each must parse and be accepted).
pub fn table_of(system: SystemId, lines: &[&str]) -> Timeline {
    let mut t = Timeline::new(Header::new(system, "Test", 7, 0));
    for line in lines {
        let Ok(Line::Command(c)) = script::parse_in(system, line) else {
            panic!("{line}")
        };
        let r = t.prepare(line, &c).expect(line);
        t.commit(r);
    }
    t
}

/// The form `action` opens with the `selected`-th combatant selected (panics if none),
/// with the habits the timeline's records show.
pub fn form_for(t: &Timeline, action: Action, selected: usize) -> Form {
    let habits = super::Habits::of(t);
    let ctx = Context {
        state: t.state(),
        selected: t.state().combatants.get(selected).map(|c| c.id),
        habits: &habits,
    };
    match build(action, &ctx) {
        Some(Plan::Form(f)) => f,
        other => panic!("{other:?}"),
    }
}
