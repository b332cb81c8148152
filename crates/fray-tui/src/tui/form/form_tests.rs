//! The form machinery on the shared actions, in every rule system: Esc cancels, a
//! confirmation takes y and n. (Each system's forms are tested in its own folder.)

use ratatui::crossterm::event::KeyCode;

use super::test_support::{form_for, key, table_of, typed};
use super::*;
use crate::engine::Timeline;
use crate::model::SystemId;
use crate::tui::keymap::Action;

fn table(system: SystemId) -> Timeline {
    table_of(system, &["add \"Baral Faadhi\" pc", "add 2 Ganger enemy"])
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

/// The condition forms show condition names and endings in French and write the stored
/// names and command words; typing over a French label edits the French words, which the
/// reader takes back to the stored name.
#[test]
fn condition_forms_show_french_words_and_write_the_stored_names() {
    use crate::i18n::{Lang, with_lang};
    for system in SystemId::all() {
        let t = table_of(
            system,
            &[
                "add \"Baral Faadhi\" pc",
                "condition baral prone",
                "condition baral \"on fire\"",
            ],
        );
        with_lang(Lang::Fr, || {
            let mut form = form_for(&t, Action::Uncondition, 0);
            assert_eq!(form.fields[1].shown_value(), "à terre");
            assert_eq!(form.line(), "uncondition \"Baral Faadhi\" prone");
            form.focus = 1;
            form.handle_key(key(KeyCode::Right));
            assert_eq!(form.fields[1].shown_value(), "on fire");
            assert_eq!(form.line(), "uncondition \"Baral Faadhi\" \"on fire\"");

            let mut form = form_for(&t, Action::Condition, 0);
            form.focus = 1;
            form.handle_key(key(KeyCode::Right));
            form.handle_key(key(KeyCode::Right));
            assert_eq!(form.fields[1].shown_value(), "à terre");
            form.focus = 3;
            form.handle_key(key(KeyCode::Right));
            assert_eq!(form.fields[3].shown_value(), "pendant 1 tour");
            assert_eq!(form.line(), "condition \"Baral Faadhi\" prone for 1 round");
            form.focus = 1;
            form.handle_key(key(KeyCode::Backspace));
            assert_eq!(form.fields[1].value, "à terr");
            typed(&mut form, "e");
            let Ok(crate::script::Line::Command(crate::engine::Command::Condition {
                name, ..
            })) = crate::script::parse_in(system, &form.line())
            else {
                panic!("{}", form.line());
            };
            assert_eq!(name, "prone");
        });
        let form = form_for(&t, Action::Uncondition, 0);
        assert_eq!(form.fields[1].shown_value(), "prone");
        let mut form = form_for(&t, Action::Condition, 0);
        form.focus = 1;
        form.handle_key(key(KeyCode::Right));
        form.handle_key(key(KeyCode::Right));
        assert_eq!(form.fields[1].shown_value(), "prone");
        assert!(form.fields[1].labels.is_empty());
    }
}

/// The add form shows the sides in French and writes the command language's side word;
/// left empty, it writes none (the template's side, else enemy).
#[test]
fn the_add_form_shows_the_side_in_french_and_writes_its_key() {
    use crate::i18n::{Lang, with_lang};
    for system in SystemId::all() {
        let t = table(system);
        with_lang(Lang::Fr, || {
            let mut form = form_for(&t, Action::Add, 0);
            assert_eq!(form.fields[3].shown_value(), "");
            form.focus_on(2);
            typed(&mut form, "Kurt");
            assert_eq!(form.line(), "add Kurt");
            form.focus_on(3);
            for _ in 0..3 {
                form.handle_key(key(KeyCode::Right));
            }
            assert_eq!(form.fields[3].shown_value(), "ennemi");
            assert_eq!(form.line(), "add Kurt enemy");
        });
        let mut form = form_for(&t, Action::Add, 0);
        form.focus_on(3);
        form.handle_key(key(KeyCode::Left));
        assert_eq!(form.fields[3].shown_value(), "neutral");
    }
}

/// The add form opens on the count, Tab goes on to the template, and with a template
/// and no name it writes the template's word: `add 3 KEYs`, or `add KEY` for one; the
/// engine names them after the template.
#[test]
fn the_add_form_needs_no_name_with_a_template() {
    for system in SystemId::all() {
        let t = table(system);
        let bestiary = crate::rules::system(system).bestiary();
        let Some(first) = bestiary.templates.first() else {
            continue;
        };
        let mut form = form_for(&t, Action::Add, 0);
        assert_eq!(form.focus, 0, "on the count");
        typed(&mut form, "3");
        form.handle_key(key(KeyCode::Tab));
        assert_eq!(
            form.fields[form.focus].label,
            crate::tui::text::FIELD_TEMPLATE
        );
        form.handle_key(key(KeyCode::Right));
        assert_eq!(form.line(), format!("add 3 {}s", first.key));
        assert_eq!(
            form.handle_key(key(KeyCode::Enter)),
            FormOutcome::Submit(format!("add 3 {}s", first.key))
        );
        form.focus_on(0);
        form.handle_key(key(KeyCode::Backspace));
        assert_eq!(form.line(), format!("add {}", first.key));
        assert!(crate::script::parse_in(system, &form.line()).is_ok());
        // Neither: the name is asked for.
        let mut empty = form_for(&t, Action::Add, 0);
        assert_eq!(empty.handle_key(key(KeyCode::Enter)), FormOutcome::Continue);
        assert_eq!(empty.focus, 2);
        assert!(empty.fields[2].error.is_some());
    }
}

/// The template is never a blank: "— none —" is its own labelled choice writing no
/// `from`, each template (shown by its name in the GM's language) writes `from KEY`, and the values' hint says how many sheet
/// values are 0 without a template.
#[test]
fn the_add_forms_template_choices_each_write_their_line() {
    for system in SystemId::all() {
        let t = table(system);
        let bestiary = crate::rules::system(system).bestiary();
        let mut form = form_for(&t, Action::Add, 0);
        form.focus_on(2);
        typed(&mut form, "Kurt");
        assert_eq!(form.fields[1].shown_value(), "— none —");
        assert_eq!(form.line(), "add Kurt");
        form.focus_on(1);
        for template in &bestiary.templates {
            form.handle_key(key(KeyCode::Right));
            assert_eq!(form.fields[1].shown_value(), template.name_shown());
            assert_eq!(form.line(), format!("add Kurt from {}", template.key));
            let parsed = crate::script::parse_in(system, &form.line());
            assert!(parsed.is_ok(), "{}", form.line());
        }
        form.handle_key(key(KeyCode::Right));
        assert_eq!(form.line(), "add Kurt", "back to none");
        // Typing the word picks "none" too.
        form.handle_key(key(KeyCode::Left));
        typed(&mut form, "none");
        assert_eq!(form.line(), "add Kurt");
        if let Some(first) = bestiary.templates.first() {
            let common = first
                .stats
                .keys()
                .filter(|k| bestiary.templates.iter().all(|t| t.stats.contains_key(*k)))
                .count();
            let hint = crate::tui::text::shown(form.fields[4].hint);
            let said = format!("no template: the {common} sheet values templates set are 0");
            assert!(common < 2 || hint.contains(&said), "{hint}");
        }
    }
}

/// The endings read "for 1 round" (not "rounds"), and the line reads back.
#[test]
fn the_condition_forms_endings_say_1_round() {
    for system in SystemId::all() {
        let t = table(system);
        let mut form = form_for(&t, Action::Condition, 0);
        form.focus_on(1);
        typed(&mut form, "prone");
        form.focus_on(3);
        form.handle_key(key(KeyCode::Right));
        assert_eq!(form.fields[3].shown_value(), "for 1 round");
        assert_eq!(form.line(), "condition \"Baral Faadhi\" prone for 1 round");
        assert!(crate::script::parse_in(system, &form.line()).is_ok());
    }
}

#[test]
fn a_french_question_takes_o_for_oui_an_english_one_does_not() {
    let ask = || Form::confirm("End", "End the fight?".to_string(), "end", Vec::new());
    crate::i18n::with_lang(crate::i18n::Lang::Fr, || {
        let mut form = ask();
        assert_eq!(
            form.handle_key(key(KeyCode::Char('o'))),
            FormOutcome::Submit("end".to_string())
        );
    });
    crate::i18n::with_lang(crate::i18n::Lang::En, || {
        let mut form = ask();
        assert_eq!(
            form.handle_key(key(KeyCode::Char('o'))),
            FormOutcome::Continue
        );
    });
}
