//! The round's table-dice form (`option dice table`, `i`) on a Corporates fight: one field
//! per fighter's reaction dice, in the rules' order, writing a line that starts the turn.

use crate::engine::Timeline;
use crate::script::{self, Line};
use crate::tui::form::test_support::table_of;
use crate::tui::form::{Context, Habits, Plan, build};
use crate::tui::keymap::Action;

fn plan(t: &Timeline, action: Action) -> Option<Plan> {
    let habits = Habits::default();
    let ctx = Context {
        state: t.state(),
        selected: None,
        habits: &habits,
    };
    build(action, &ctx)
}

#[test]
fn start_asks_one_field_per_fighter_in_order_and_its_line_starts_the_turn() {
    let cast = [
        "add Vance pc from team-leader",
        "add Kade pc from operative",
    ];
    let t = table_of(crate::ID, &cast);
    assert_eq!(
        plan(&t, Action::StartRound),
        Some(Plan::Line("start".into())),
        "fray rolls: the line at once"
    );
    let mut lines = cast.to_vec();
    lines.push("option dice table");
    let t = table_of(crate::ID, &lines);
    let Some(Plan::Form(mut form)) = plan(&t, Action::StartRound) else {
        panic!("the table rolls: a form")
    };
    let labels: Vec<&str> = form.fields.iter().map(|f| f.label).collect();
    assert_eq!(labels, ["Vance", "Kade"]);
    assert!(
        form.fields.iter().all(|f| f.hint.contains("d6")),
        "{form:?}"
    );
    let counts: Vec<usize> = form
        .fields
        .iter()
        .map(|f| {
            f.hint
                .split(' ')
                .next()
                .and_then(|n| n.parse().ok())
                .unwrap_or(1)
        })
        .collect();
    for (field, n) in form.fields.iter_mut().zip(&counts) {
        field.value = vec!["4"; *n].join(",");
    }
    let line = form.line();
    assert!(line.starts_with("start reaction=4"), "{line}");
    let Ok(Line::Command(c)) = script::parse_in(t.header().system, &line) else {
        panic!("{line}")
    };
    t.prepare(&line, &c)
        .expect("the form's line starts the turn");
}
