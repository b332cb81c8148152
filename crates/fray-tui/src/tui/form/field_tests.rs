//! Typing into fields: choices filtered by what is typed (folded, on options, labels and
//! slugs, best match first, ←/→ among the matches, refused when nothing matches). The
//! tests that type into the forms of a real rule system are in the binary's crate
//! (`src/with_systems/tui_form_field_tests.rs`).

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::test_support::key;
use super::*;
use crate::i18n::{Lang, with_lang};

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
