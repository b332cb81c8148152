//! The form view's own rules, in the default rule system: a prefilled value says that
//! typing replaces it, and the focused field's long hint goes below it, wrapped, instead
//! of being cut. They need a real rule system's forms, so all of the form view's tests
//! are here.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;

use crate::model::SystemId;
use crate::tui::form::Form;
use crate::tui::form::test_support::{form_for, key, table_of};
use crate::tui::keymap::Action;
use crate::tui::theme::Theme;
use crate::tui::view::form::render_form;

fn rows(form: &Form, w: u16, h: u16) -> Vec<String> {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    term.draw(|f| {
        let area = f.area();
        render_form(form, &Theme::plain(), area, f.buffer_mut());
    })
    .expect("draw");
    let buffer = term.backend().buffer();
    (0..h)
        .map(|y| (0..w).map(|x| buffer[(x, y)].symbol()).collect())
        .collect()
}

#[test]
fn a_prefilled_value_says_typing_replaces_it() {
    let t = table_of(SystemId::default_system(), &["add Kurt pc"]);
    let mut form = form_for(&t, Action::Roll, 0);
    let shown = rows(&form, 80, 24);
    assert!(
        shown
            .iter()
            .any(|r| r.contains("1d20  typing replaces · → edits")),
        "{shown:#?}"
    );
    form.handle_key(key(KeyCode::End));
    let shown = rows(&form, 80, 24);
    assert!(
        !shown.iter().any(|r| r.contains("typing replaces")),
        "{shown:#?}"
    );
}

#[test]
fn the_focused_fields_long_hint_wraps_below_it() {
    let t = table_of(SystemId::default_system(), &["add Kurt pc"]);
    let mut form = form_for(&t, Action::Add, 0);
    form.focus_on(4);
    let shown = rows(&form, 50, 24);
    let text: String = shown.concat();
    assert!(text.contains("0 unless"), "{shown:#?}");
    assert!(
        !shown.iter().any(|r| r.contains('…')),
        "nothing cut: {shown:#?}"
    );
    assert!(
        shown.iter().any(|r| r.contains("Enter: do it")),
        "{shown:#?}"
    );
}
