//! Polaris on the full-screen interface: its forms (test, attack, wound, heal, declare,
//! delay, marker, surprise), its words for the `:` line, and the selected combatant's pane
//! with the wound locator and the body figure.

mod detail;
mod forms;
mod text;
pub mod wounds;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::model::Encounter;
use crate::report::Sheet;
use crate::tui::SystemScreens;
use crate::tui::form::{Context, Plan};
use crate::tui::keymap::Action;
use crate::tui::theme::Theme;

/// The Polaris screens.
#[derive(Debug)]
pub struct Screens;

impl SystemScreens for Screens {
    fn plan(&self, action: Action, ctx: &Context) -> Option<Plan> {
        forms::build(action, ctx)
    }

    /// Locations, severities and difficulty words.
    fn completion_words(&self, _state: &Encounter) -> Vec<String> {
        let locations = super::wounds::LOCATION_KEYS.iter().map(|s| s.to_string());
        let severities = super::wounds::SEVERITY_KEYS.iter().map(|s| s.to_string());
        let difficulties = super::difficulty::SCALE.iter().map(|r| r.key.to_string());
        locations.chain(severities).chain(difficulties).collect()
    }

    fn render_detail(&self, sheet: &Sheet, theme: &Theme, area: Rect, buf: &mut Buffer) {
        detail::render_detail(sheet, theme, area, buf);
    }
}
