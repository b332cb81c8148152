//! Tests for the dice fields forms get when the table rolls, in every system: they need
//! the real rule systems, so all of the table fields' tests are here.

use crate::engine::{Command, Header, Timeline};
use crate::model::SystemId;
use crate::rules;
use crate::script::{self, Line};
use crate::tui::form::{Context, Form, Piece, Plan, build};
use crate::tui::keymap::Action;

fn run(t: &mut Timeline, line: &str) {
    let Ok(Line::Command(c)) = script::parse_in(t.header().system, line) else {
        panic!("{line}")
    };
    let r = t.prepare(line, &c).expect(line);
    t.commit(r);
}

fn form(t: &Timeline, action: Action) -> Option<Form> {
    let ctx = Context {
        state: t.state(),
        selected: t.state().combatants.first().map(|c| c.id),
        habits: &crate::tui::form::Habits::default(),
    };
    match build(action, &ctx) {
        Some(Plan::Form(f)) => Some(f),
        _ => None,
    }
}

#[test]
fn forms_ask_for_the_dice_their_verb_rolls_only_when_the_table_rolls() {
    let mut read = 0;
    for id in SystemId::all() {
        let mut t = Timeline::new(Header::new(id, "Test", 7, 0));
        run(&mut t, "add Ana pc");
        run(&mut t, "add Bo enemy");
        let fray: Vec<Option<Form>> = Action::WORDS.iter().map(|(a, _)| form(&t, *a)).collect();
        run(&mut t, "option dice table");
        let mut asked = 0;
        for ((action, _), before) in Action::WORDS.iter().zip(fray) {
            let (Some(before), Some(mut after)) = (before, form(&t, *action)) else {
                continue;
            };
            let slots: Vec<_> = rules::system(id)
                .rolls()
                .iter()
                .filter(|s| {
                    !s.own_word
                        && s.verbs.contains(&after.verb)
                        && after.question.is_none()
                        && !before.fields.iter().any(|f| f.piece == Piece::Keyed(s.key))
                })
                .collect();
            assert_eq!(
                after.fields.len(),
                before.fields.len() + slots.len(),
                "{action:?}"
            );
            assert_eq!(
                after.line(),
                before.line(),
                "{action:?}: empty dice fields write nothing"
            );
            // Each die's field, wherever the form puts it (a system may set it beside the
            // field it belongs with, e.g. the check's d10 after the difficulty).
            for slot in &slots {
                let field = after
                    .fields
                    .iter_mut()
                    .find(|f| f.label == slot.key && f.piece == Piece::Keyed(slot.key))
                    .unwrap_or_else(|| panic!("{action:?}: no field for {}", slot.key));
                field.value = "1".into();
                asked += 1;
            }
            if slots.is_empty() {
                continue;
            }
            let line = after.line();
            let Ok(Line::Command(Command::Rolled { given, .. })) = script::parse_in(id, &line)
            else {
                // A form whose other required fields are still empty reads as nothing yet.
                continue;
            };
            let keys: Vec<&str> = given.slots.iter().map(|s| s.slot.as_str()).collect();
            let wanted: Vec<&str> = slots.iter().map(|s| s.key).collect();
            assert_eq!(keys, wanted, "{line}");
            read += 1;
        }
        assert!(
            asked > 0 || rules::system(id).rolls().is_empty(),
            "{id:?}: some form asks for a die"
        );
    }
    assert!(read > 0, "some form's line read back with its dice");
}
