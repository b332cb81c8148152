//! Typing into fields: choices filtered by what is typed (folded, on options, labels and
//! slugs, best match first, ←/→ among the matches, refused when nothing matches), and
//! prefilled free values typed over.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::test_support::{form_for, key, table_of, typed};
use super::*;
use crate::engine::Timeline;
use crate::i18n::{Lang, with_lang};
use crate::model::SystemId;
use crate::tui::keymap::Action;

fn table() -> Timeline {
    table_of(
        SystemId::default_system(),
        &["add \"Baral Faadhi\" pc", "add 2 Ganger enemy"],
    )
}

fn names() -> Field {
    Field::choice(
        "who",
        vec!["Baral Faadhi".into(), "Ganger 1".into(), "Ganger 2".into()],
        "Baral Faadhi",
    )
}

fn type_into(field: &mut Field, text: &str) {
    for c in text.chars() {
        field.handle_key(key(KeyCode::Char(c)));
    }
}

fn ctrl_u() -> KeyEvent {
    KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL)
}

#[test]
fn typing_filters_a_choice_and_picks_the_best_match() {
    let mut f = names();
    type_into(&mut f, "gan");
    assert_eq!(f.filter(), "gan");
    assert_eq!(f.value, "Ganger 1");
    assert_eq!(f.matches(), vec![1, 2]);
    type_into(&mut f, "ger 2");
    assert_eq!(f.value, "Ganger 2");
}

#[test]
fn left_and_right_cycle_among_the_matches_only() {
    let mut f = names();
    type_into(&mut f, "gan");
    f.handle_key(key(KeyCode::Right));
    assert_eq!(f.value, "Ganger 2");
    f.handle_key(key(KeyCode::Right));
    assert_eq!(
        f.value, "Ganger 1",
        "wraps among the gangers, never to Baral"
    );
    f.handle_key(key(KeyCode::Left));
    assert_eq!(f.value, "Ganger 2");
}

#[test]
fn a_slug_picks_its_combatant() {
    let mut f = names();
    type_into(&mut f, "ganger-2");
    assert_eq!(f.value, "Ganger 2");
    let mut f = names();
    type_into(&mut f, "BARAL-f");
    assert_eq!(f.value, "Baral Faadhi");
}

#[test]
fn prefix_matches_come_before_matches_inside() {
    let mut f = Field::choice("who", vec!["Tagana".into(), "Anna".into()], "Tagana");
    type_into(&mut f, "an");
    assert_eq!(f.matches(), vec![1, 0]);
    assert_eq!(f.value, "Anna");
    // A word's start beats a match inside a word.
    let mut f = Field::choice("who", vec!["Bandit".into(), "Old Dan".into()], "Bandit");
    type_into(&mut f, "dan");
    assert_eq!(f.value, "Old Dan");
}

#[test]
fn accents_and_case_are_ignored_on_labels() {
    let mut f = Field::choice("where", vec!["body".into(), "head".into()], "body")
        .labels(vec!["Corps".into(), "Tête".into()]);
    type_into(&mut f, "TETE");
    assert_eq!(f.value, "head", "the line gets the option");
    assert_eq!(f.shown_value(), "Tête", "the GM reads the label");
    // The option's own (English) word works too.
    let mut f = Field::choice("where", vec!["body".into(), "head".into()], "body")
        .labels(vec!["Corps".into(), "Tête".into()]);
    type_into(&mut f, "hea");
    assert_eq!(f.value, "head");
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
fn backspace_edits_the_filter_and_ctrl_u_brings_the_choice_back() {
    let mut f = names();
    type_into(&mut f, "gnager");
    assert!(f.unmatched());
    for _ in 0..5 {
        f.handle_key(key(KeyCode::Backspace));
    }
    assert_eq!(f.filter(), "g");
    assert_eq!(f.value, "Ganger 1");
    assert!(!f.unmatched());
    f.handle_key(ctrl_u());
    assert_eq!(f.filter(), "");
    assert_eq!(
        f.value, "Baral Faadhi",
        "an empty filter is the choice it started from"
    );
    assert_eq!(f.matches().len(), 3, "and the whole list again");
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

#[test]
fn the_refusal_speaks_french() {
    with_lang(Lang::Fr, || {
        let mut f = names();
        type_into(&mut f, "gnager");
        assert_eq!(
            f.check().as_deref(),
            Some("aucun choix ne correspond à «\u{a0}gnager\u{a0}»")
        );
    });
}

#[test]
fn esc_drops_a_filter_first_then_closes_the_form() {
    let mut form = Form::new("Attack", "attack", vec![names()]);
    for c in "gnager".chars() {
        assert_eq!(
            form.handle_key(key(KeyCode::Char(c))),
            FormOutcome::Continue
        );
    }
    assert!(form.fields[0].check().is_some(), "nothing matches “gnager”");
    assert_eq!(form.handle_key(key(KeyCode::Esc)), FormOutcome::Continue);
    assert_eq!(
        form.fields[0].value, "Baral Faadhi",
        "the value before the filter"
    );
    assert!(form.fields[0].check().is_none());
    assert_eq!(form.handle_key(key(KeyCode::Esc)), FormOutcome::Cancel);
}
