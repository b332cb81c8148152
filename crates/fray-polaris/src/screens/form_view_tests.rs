//! The Polaris attack form drawn at small and usual sizes with the focus on its last
//! field: the fields scroll so the focused one shows, the border counts the fields hidden
//! above, and the Enter/Esc line is always drawn.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;

use crate::tui::form::test_support::{key, table_of, typed};
use crate::tui::form::{Context, Form, Plan, build};
use crate::tui::keymap::Action;
use crate::tui::theme::Theme;
use crate::tui::view::form::render_form;

fn attack_form() -> Form {
    let t = table_of(
        crate::ID,
        &[
            "add \"Baral Faadhi\" pc from mercenary",
            "add 2 Ganger enemy from ganger",
        ],
    );
    let ctx = Context {
        state: t.state(),
        selected: t.state().combatants.first().map(|c| c.id),
        habits: &crate::tui::form::Habits::default(),
    };
    let Some(Plan::Form(mut form)) = build(Action::Attack, &ctx) else {
        panic!("no attack form");
    };
    let last = form.fields.len() - 1;
    form.focus_on(last);
    form
}

fn drawn(form: &Form, w: u16, h: u16) -> anyhow::Result<Terminal<TestBackend>> {
    let mut term = Terminal::new(TestBackend::new(w, h))?;
    term.draw(|f| {
        let area = f.area();
        render_form(form, &Theme::plain(), area, f.buffer_mut());
    })?;
    Ok(term)
}

fn rows(term: &Terminal<TestBackend>) -> Vec<String> {
    let buffer = term.backend().buffer();
    (0..buffer.area.height)
        .map(|y| {
            (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect()
        })
        .collect()
}

#[test]
fn the_attack_form_scrolls_to_its_last_field_at_40x12() -> anyhow::Result<()> {
    let form = attack_form();
    assert_eq!(form.focus, form.fields.len() - 1);
    let term = drawn(&form, 40, 12)?;
    let shown = rows(&term);
    assert!(shown.iter().any(|r| r.contains('›')), "focused field shown");
    assert!(shown.iter().any(|r| r.contains("Esc")), "keys line shown");
    assert!(
        shown.iter().any(|r| r.contains('↑')),
        "hidden fields counted"
    );
    insta::assert_snapshot!("attack_last_field_40x12", term.backend());
    Ok(())
}

#[test]
fn the_attack_form_at_80x24() -> anyhow::Result<()> {
    let form = attack_form();
    insta::assert_snapshot!("attack_last_field_80x24", drawn(&form, 80, 24)?.backend());
    Ok(())
}

#[test]
fn a_target_typed_wrong_is_refused_in_the_form() -> anyhow::Result<()> {
    let mut form = attack_form();
    form.focus_on(1);
    typed(&mut form, "gnager");
    form.handle_key(key(KeyCode::Enter));
    let term = drawn(&form, 80, 24)?;
    let shown = rows(&term);
    assert!(
        shown
            .iter()
            .any(|r| r.contains("no choice matches “gnager”")),
        "{shown:#?}"
    );
    insta::assert_snapshot!("attack_target_unmatched_80x24", term.backend());
    Ok(())
}

#[test]
fn a_filtered_target_shows_what_was_typed_and_its_pick() -> anyhow::Result<()> {
    let mut form = attack_form();
    form.focus_on(1);
    typed(&mut form, "gan");
    form.handle_key(key(KeyCode::Right));
    let shown = rows(&drawn(&form, 80, 24)?);
    assert!(
        shown.iter().any(|r| r.contains("gan → ‹ Ganger 2 › 2/2")),
        "{shown:#?}"
    );
    Ok(())
}
