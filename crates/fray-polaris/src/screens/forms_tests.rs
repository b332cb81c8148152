//! The Polaris forms through the shared form machinery: defaults, required fields,
//! number fields, parse errors on their field, confirmations, and lines the parser reads.

use ratatui::crossterm::event::KeyCode;

use crate::engine::Timeline;
use crate::script::{self, Line};
use crate::tui::form::FormOutcome;
use crate::tui::form::test_support::{form_for, key, table_of, typed};
use crate::tui::keymap::Action;

fn table() -> Timeline {
    table_of(
        crate::ID,
        &[
            "add \"Baral Faadhi\" pc from mercenary",
            "add 2 Ganger enemy from ganger",
        ],
    )
}

#[test]
fn a_wound_form_defaults_to_the_selected_combatant_and_writes_the_line() {
    let t = table();
    let mut form = form_for(&t, Action::Wound, 1);
    assert_eq!(form.line(), "wound \"Ganger 1\"");
    form.focus = 1;
    form.handle_key(key(KeyCode::Right));
    form.handle_key(key(KeyCode::Right));
    form.focus = 2;
    typed(&mut form, "s");
    assert_eq!(form.line(), "wound \"Ganger 1\" body serious");
    assert!(script::parse(&form.line()).is_ok());
    assert_eq!(
        form.handle_key(key(KeyCode::Enter)),
        FormOutcome::Submit("wound \"Ganger 1\" body serious".into())
    );
}

#[test]
fn an_attack_form_picks_an_enemy_target_and_the_first_skill() {
    let t = table();
    let form = form_for(&t, Action::Attack, 0);
    let line = form.line();
    assert!(
        line.starts_with("attack \"Baral Faadhi\" \"Ganger 1\" "),
        "{line}"
    );
    assert!(script::parse(&line).is_ok(), "{line}");
}

#[test]
fn a_required_field_left_empty_is_flagged_and_focused() {
    let t = table();
    let mut form = form_for(&t, Action::Declare, 0);
    assert_eq!(form.focus, 1, "the empty intent has the focus");
    assert_eq!(form.handle_key(key(KeyCode::Enter)), FormOutcome::Continue);
    assert_eq!(
        form.fields[1].error.as_deref(),
        Some(crate::tui::text::REQUIRED)
    );
    typed(&mut form, "shoots");
    assert_eq!(form.fields[1].error, None, "typing clears the message");
    assert_eq!(
        form.handle_key(key(KeyCode::Enter)),
        FormOutcome::Submit("declare \"Baral Faadhi\" \"shoots\"".into())
    );
}

#[test]
fn a_number_field_refuses_letters() {
    let t = table();
    let mut form = form_for(&t, Action::Marker, 0);
    form.focus = 1;
    typed(&mut form, "x4");
    assert_eq!(form.fields[1].value, "4");
}

#[test]
fn a_parse_error_lands_on_its_field() {
    let t = table();
    let mut form = form_for(&t, Action::Test, 0);
    form.fields[3].value = "+2 banana".into();
    let Err(e) = script::parse(&form.line()) else {
        panic!("{} parsed", form.line())
    };
    form.show_parse_error(&e);
    assert_eq!(form.focus, 3, "{e}");
    assert!(form.fields[3].error.is_some());
}

#[test]
fn every_form_writes_a_line_the_parser_reads_once_filled() {
    let t = table();
    for action in [
        Action::Declare,
        Action::Test,
        Action::Attack,
        Action::Wound,
        Action::Heal,
        Action::Add,
        Action::Delay,
        Action::Condition,
        Action::Note,
        Action::Marker,
        Action::Roll,
        Action::Surprise,
        Action::Remove,
        Action::EndFight,
    ] {
        let mut form = form_for(&t, action, 0);
        for field in &mut form.fields {
            if field.value.is_empty() && field.required {
                field.value = if field.number {
                    "3".into()
                } else if field.options.is_empty() {
                    "x".into()
                } else {
                    field
                        .options
                        .iter()
                        .find(|o| !o.is_empty())
                        .cloned()
                        .unwrap_or_default()
                };
            }
        }
        if action == Action::Wound {
            form.fields[2].value = "light".into();
        }
        let line = form.line();
        assert!(
            script::parse(&line).is_ok(),
            "{action:?}: {line} -> {:?}",
            script::parse(&line)
        );
    }
}

#[test]
fn a_name_that_reads_as_a_keyword_is_quoted() {
    let mut t = table();
    for line in ["add Secret enemy", "add Hard enemy"] {
        let Ok(Line::Command(c)) = script::parse(line) else {
            panic!("{line}")
        };
        let r = t.prepare(line, &c).expect(line);
        t.commit(r);
    }
    for (index, quoted) in [(3, "\"Secret\""), (4, "\"Hard\"")] {
        let form = form_for(&t, Action::Wound, index);
        let line = format!("{} light", form.line());
        assert_eq!(line, format!("wound {quoted} light"));
        let Ok(Line::Command(c)) = script::parse(&line) else {
            panic!("{line}")
        };
        assert!(t.prepare(&line, &c).is_ok(), "{line}");
    }
}

/// In French the wound form shows the book's words (`corps`, `grave`) and its hint names
/// them, while the line gets the keys (`body serious`), as in English.
#[test]
fn a_french_wound_form_shows_french_words_and_writes_the_keys() {
    use crate::i18n::{Lang, with_lang};
    let t = table();
    with_lang(Lang::Fr, || {
        let mut form = form_for(&t, Action::Wound, 1);
        form.focus = 1;
        form.handle_key(key(KeyCode::Right));
        form.handle_key(key(KeyCode::Right));
        assert_eq!(form.fields[1].shown_value(), "corps");
        form.focus = 2;
        typed(&mut form, "g");
        assert_eq!(form.fields[2].shown_value(), "grave");
        assert_eq!(form.line(), "wound \"Ganger 1\" body serious");
        form.fields[2].value.clear();
        assert_eq!(form.fields[2].hint, "←→ de légère à mort");
    });
    let mut form = form_for(&t, Action::Wound, 1);
    form.focus = 1;
    form.handle_key(key(KeyCode::Right));
    form.handle_key(key(KeyCode::Right));
    assert_eq!(form.fields[1].shown_value(), "body");
    assert_eq!(form.fields[2].hint, "←→ light … death");
}

/// The test form's difficulty shows the book's word in French (one word, as the reader
/// takes it) and writes the key; typing over it keeps a word the reader reads back.
#[test]
fn a_french_test_form_shows_the_difficulty_word_and_writes_the_key() {
    use crate::i18n::{Lang, with_lang};
    let t = table();
    with_lang(Lang::Fr, || {
        let mut form = form_for(&t, Action::Test, 0);
        form.focus = 2;
        form.handle_key(key(KeyCode::Right));
        let shown = form.fields[2].shown_value().to_string();
        assert!(!shown.contains(' '), "{shown}");
        assert_ne!(shown, form.fields[2].value, "a French label: {shown}");
        let line = form.line();
        assert!(
            line.ends_with(&format!(" {}", form.fields[2].value)),
            "{line}"
        );
        form.fields[2].value = shown.clone();
        assert!(
            crate::script::parse_in(crate::ID, &form.line()).is_ok(),
            "{shown} read back"
        );
    });
}

/// What `action` opens on `t` with nobody selected and no habits: a form or a line.
fn dice_form_plan(
    t: &Timeline,
    action: crate::tui::keymap::Action,
) -> Option<crate::tui::form::Plan> {
    let habits = crate::tui::form::Habits::default();
    let ctx = crate::tui::form::Context {
        state: t.state(),
        selected: None,
        habits: &habits,
    };
    crate::tui::form::build(action, &ctx)
}

#[test]
fn a_round_that_rolls_nothing_stays_a_line() {
    let t = table_of(
        crate::ID,
        &["add Ana pc", "add Bo enemy", "option dice table"],
    );
    assert_eq!(
        dice_form_plan(&t, crate::tui::keymap::Action::StartRound),
        Some(crate::tui::form::Plan::Line("start".into()))
    );
}
