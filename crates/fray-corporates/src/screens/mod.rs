//! The Corporates rules on the full-screen interface: the segment grid in the shared
//! ladder's place and the sheet pane (drawn by `panes/`), the current segment
//! (`order.rs`), the forms (`forms.rs`) and the status words (turn and segment).

mod choice_words;
mod dice_fields;
mod due;
mod forms;
mod forms_fire;
mod forms_melee;
mod forms_time;
mod gear_form;
mod keys;
mod order;

#[cfg(test)]
mod dice_form_tests;
#[cfg(test)]
mod tests;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::report::{Report, Sheet};
use crate::tui::form::{Context, Plan};
use crate::tui::keymap::Action;
use crate::tui::theme::Theme;
use crate::tui::{OrderCursor, SystemScreens};

pub use order::current_segment;

/// The Corporates screens.
#[derive(Debug)]
pub struct Screens;

impl SystemScreens for Screens {
    fn legend(&self) -> &'static [crate::tui::system::LegendGroup] {
        &LEGEND
    }

    fn render_order(
        &self,
        r: &Report,
        at: OrderCursor,
        t: &Theme,
        a: Rect,
        b: &mut Buffer,
    ) -> bool {
        super::panes::grid::render(r, at, t, a, b);
        true
    }

    fn order_title(&self) -> Option<&'static str> {
        Some(super::panes::grid::title())
    }

    fn render_detail(&self, sheet: &Sheet, theme: &Theme, area: Rect, buf: &mut Buffer) {
        super::panes::detail::render(sheet, theme, area, buf);
    }

    fn roster_header(&self, wide: bool) -> Option<&'static [&'static str]> {
        super::panes::roster::header(wide)
    }

    fn roster_wound(&self, sheet: &Sheet, wide: bool) -> Option<String> {
        super::panes::roster::wound(sheet, wide)
    }

    fn roster_counters(&self, sheet: &Sheet, wide: bool) -> Option<String> {
        super::panes::roster::counters(sheet, wide)
    }

    /// "Turn 2 · Segment 3 of 5", or who announces next.
    fn status_words(&self, report: &Report) -> Option<(String, String)> {
        Some(super::transcript::status_words(report))
    }

    /// A shot's target, a melee strike's defender; the count a fighter last announced.
    fn habit(&self, command: &crate::engine::Command) -> Option<crate::tui::form::Habit> {
        use super::CorporatesCommand as K;
        use super::command::{FireCommand, MeleeCommand, TimeCommand};
        let (who, target) = match command.own::<K>()? {
            K::Time(TimeCommand::Declare { who, count, .. }) => {
                return Some(crate::tui::form::Habit {
                    actor: who.clone(),
                    verb: forms_time::DECLARED_COUNT,
                    skill: Some(count.to_string()),
                    ..Default::default()
                });
            }
            K::Fire(FireCommand::Shoot(shot)) => (&shot.who, &shot.target),
            K::Melee(MeleeCommand::Strike {
                attacker, defender, ..
            }) => (attacker, defender),
            _ => return None,
        };
        Some(crate::tui::form::Habit::attacked(who, target))
    }

    fn plan(&self, action: Action, ctx: &Context) -> Option<Plan> {
        forms::build(action, ctx)
    }

    fn own_keys(&self) -> &'static [crate::tui::OwnKey] {
        keys::own_keys()
    }

    fn refuses(&self, action: Action) -> Option<String> {
        keys::refuses(action)
    }

    fn label(&self, action: Action) -> Option<&'static str> {
        keys::label(action)
    }

    fn completion_words(&self, state: &crate::model::Encounter) -> Vec<String> {
        choice_words::completion(state)
    }
}

/// The marks of the action grid and the sheet, with their meaning, for `?`.
static LEGEND: [crate::tui::system::LegendGroup; 2] = [
    crate::tui::system::LegendGroup {
        pane: crate::tui::text::legend_pane_order,
        marks: &[
            ('▶', crate::tui::text::legend_acting),
            ('○', || crate::t!("cor-grid-legend-scheduled")),
            ('●', || crate::t!("cor-grid-legend-done")),
            ('⇄', || crate::t!("cor-grid-legend-instead")),
            ('◆', || crate::t!("cor-last-grid-legend-undeclared")),
            ('✗', || crate::t!("cor-grid-legend-lost")),
            ('S', || crate::t!("cor-grid-legend-survival")),
            ('═', || crate::t!("cor-grid-legend-long")),
            ('≋', || crate::t!("cor-grid-legend-covering")),
            ('▾', || crate::t!("cor-grid-legend-segment-now")),
            ('▌', crate::tui::text::legend_selected),
        ],
    },
    crate::tui::text::SHEET_BOXES,
];
