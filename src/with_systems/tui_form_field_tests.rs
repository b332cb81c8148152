//! Typing into fields that need real rule systems: the forms a system's actions open, their
//! choices filtered by what is typed and their prefilled values typed over. The fields'
//! other tests stay beside them in `fray-tui`.

use ratatui::crossterm::event::KeyCode;

use crate::engine::Timeline;
use crate::model::SystemId;
use crate::tui::form::FormOutcome;
use crate::tui::form::test_support::{form_for, key, table_of, typed};
use crate::tui::keymap::Action;

fn table() -> Timeline {
    table_of(
        SystemId::default_system(),
        &["add \"Baral Faadhi\" pc", "add 2 Ganger enemy"],
    )
}

#[test]
fn nothing_matching_clears_the_choice_and_enter_refuses_the_form() {
    let t = table();
    let mut form = form_for(&t, Action::Remove, 1);
    form.question = None;
    typed(&mut form, "gnager");
    assert!(form.fields[0].unmatched());
    assert_eq!(form.fields[0].value, "", "never the previous choice");
    assert_eq!(form.handle_key(key(KeyCode::Enter)), FormOutcome::Continue);
    assert_eq!(
        form.fields[0].error.as_deref(),
        Some("no choice matches “gnager”")
    );
    assert_eq!(form.focus, 0);
}

#[test]
fn leaving_a_field_keeps_its_match_and_forgets_the_filter() {
    let t = table();
    let mut form = form_for(&t, Action::Note, 0);
    typed(&mut form, "gan");
    form.handle_key(key(KeyCode::Tab));
    assert_eq!(form.fields[0].value, "Ganger 1");
    assert_eq!(form.fields[0].filter(), "");
    form.handle_key(key(KeyCode::BackTab));
    form.handle_key(key(KeyCode::Right));
    assert_eq!(form.fields[0].value, "Ganger 2");
}

#[test]
fn a_free_fields_suggestions_are_filtered_but_any_text_goes() {
    let t = table();
    let mut form = form_for(&t, Action::Condition, 0);
    form.focus_on(1);
    typed(&mut form, "pro");
    assert_eq!(form.fields[1].value, "pro");
    assert_eq!(form.fields[1].check(), None, "free text is never refused");
    form.handle_key(key(KeyCode::Right));
    assert_eq!(form.fields[1].value, "prone");
    form.handle_key(key(KeyCode::Right));
    assert_eq!(form.fields[1].value, "prone", "the only match");
}

#[test]
fn the_first_key_replaces_a_prefilled_value() {
    let t = table();
    let mut form = form_for(&t, Action::Roll, 0);
    assert!(form.fields[0].typed_over());
    typed(&mut form, "2d6+3");
    assert_eq!(form.line(), "roll 2d6+3");
}

#[test]
fn end_right_or_backspace_edit_a_prefilled_value() {
    let t = table();
    for (first, then, line) in [
        (KeyCode::End, "+1", "roll 1d20+1"),
        (KeyCode::Right, "+2", "roll 1d20+2"),
        (KeyCode::Backspace, "0", "roll 1d20"),
    ] {
        let mut form = form_for(&t, Action::Roll, 0);
        form.handle_key(key(first));
        typed(&mut form, then);
        assert_eq!(form.line(), line);
    }
}

#[test]
fn a_value_is_typed_over_again_when_the_focus_comes_back() {
    let t = table();
    let mut form = form_for(&t, Action::Roll, 0);
    form.handle_key(key(KeyCode::End));
    typed(&mut form, "+1");
    form.handle_key(key(KeyCode::Tab));
    form.handle_key(key(KeyCode::BackTab));
    typed(&mut form, "3d6");
    assert_eq!(form.line(), "roll 3d6");
}
