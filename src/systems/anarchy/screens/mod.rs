//! The Anarchy rules on the full-screen interface: forms for the shared keys that have a
//! meaning here (test → `test`), the verbs' keywords for completion, the Narration order
//! pane in the shared ladder's place (`order.rs`, read through `narration.rs`) and the
//! sheet pane with the monitors as boxes (`detail.rs`, `monitors.rs`).

mod detail;
mod monitors;
mod narration;
mod order;

#[cfg(test)]
#[path = "panes_tests.rs"]
mod panes_tests;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::i18n::fixed;
use crate::report::{Report, Sheet};
use crate::tui::theme::Theme;
use crate::tui::{OrderCursor, SystemScreens};
use crate::tui::form::{Context, Field, Form, Piece, Plan};
use crate::tui::keymap::Action;

/// The Anarchy screens.
#[derive(Debug)]
pub struct Screens;

impl SystemScreens for Screens {
    fn render_order(&self, r: &Report, at: OrderCursor, t: &Theme, a: Rect, b: &mut Buffer) -> bool {
        order::render(r, at, t, a, b);
        true
    }

    fn order_title(&self) -> Option<&'static str> {
        Some(fixed("ana-order-title"))
    }

    fn render_detail(&self, sheet: &Sheet, theme: &Theme, area: Rect, buf: &mut Buffer) {
        detail::render(sheet, theme, area, buf);
    }

    fn completion_words(&self, _state: &crate::model::Encounter) -> Vec<String> {
        crate::script::keywords_in(super::ID)
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    fn plan(&self, action: Action, ctx: &Context) -> Option<Plan> {
        let who = || ctx.who(fixed("ana-field-who"));
        Some(Plan::Form(match action {
            Action::Test => Form::new(
                fixed("ana-form-test"),
                "test",
                vec![
                    who(),
                    Field::number(fixed("ana-field-pool"), "").required(),
                    Field::number(fixed("ana-field-vs"), "").piece(Piece::Framed("vs", "")),
                    Field::number(fixed("ana-field-complications"), "")
                        .piece(Piece::Framed("complications", "")),
                ],
            ),
            Action::Wound => Form::new(
                fixed("ana-form-damage"),
                "damage",
                vec![
                    who(),
                    Field::number(fixed("ana-field-boxes"), "").required(),
                    Field::choice(
                        fixed("ana-field-kind"),
                        vec![String::new(), "stun".into()],
                        String::new(),
                    )
                    .piece(Piece::Flag),
                ],
            ),
            Action::Heal => Form::new(
                fixed("ana-form-heal"),
                "heal",
                vec![
                    who(),
                    Field::number(fixed("ana-field-boxes"), "1").required(),
                    Field::choice(
                        fixed("ana-field-track"),
                        vec![String::new(), "armor".into(), "stun".into()],
                        String::new(),
                    )
                    .piece(Piece::Flag),
                ],
            ),
            _ => return None,
        }))
    }
}
