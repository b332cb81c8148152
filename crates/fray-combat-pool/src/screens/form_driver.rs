//! Tests drive the combat pool's forms as the keys do: a form built on a fight with a
//! combatant selected, text typed into a field, choices cycled with →.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::model::Encounter;
use crate::tui::form::{Context, Form, Plan, build};
use crate::tui::keymap::Action;

/// A key pressed without modifiers.
pub(crate) fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// `text` typed into the field `focus`.
pub(crate) fn typed(form: &mut Form, focus: usize, text: &str) {
    form.focus = focus;
    for c in text.chars() {
        form.handle_key(key(KeyCode::Char(c)));
    }
}

/// → pressed `times` on the field `focus`.
pub(crate) fn right(form: &mut Form, focus: usize, times: usize) {
    form.focus = focus;
    for _ in 0..times {
        form.handle_key(key(KeyCode::Right));
    }
}

/// The plan `action` gives with the combatant at `selected` selected.
pub(crate) fn plan(state: &Encounter, action: Action, selected: usize) -> Plan {
    let ctx = Context {
        state,
        selected: state.combatants.get(selected).map(|c| c.id),
        habits: &crate::tui::form::Habits::default(),
    };
    build(action, &ctx).unwrap_or_else(|| panic!("no plan for {action:?}"))
}

/// The form `action` opens with the combatant at `selected` selected.
pub(crate) fn form(state: &Encounter, action: Action, selected: usize) -> Form {
    match plan(state, action, selected) {
        Plan::Form(f) => f,
        other => panic!("{other:?}"),
    }
}
