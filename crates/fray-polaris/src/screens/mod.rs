//! Polaris on the full-screen interface: its forms (test, attack, wound, heal, declare,
//! delay, marker, surprise), its words for the `:` line, and the selected combatant's pane
//! with the wound locator and the body figure.

mod arms;
mod attack_guess;
mod detail;
mod form_fields;
mod forms;
mod habit;
mod text;

#[cfg(test)]
#[path = "form_view_tests.rs"]
mod form_view_tests;
pub mod wounds;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::PolarisCommand;
use crate::engine::Command;
use crate::model::Encounter;
use crate::report::Sheet;
use crate::tui::SystemScreens;
use crate::tui::form::{Context, Habit, Plan};
use crate::tui::keymap::Action;
use crate::tui::theme::Theme;

/// The Polaris screens.
#[derive(Debug)]
pub struct Screens;

impl SystemScreens for Screens {
    fn legend(&self) -> &'static [crate::tui::system::LegendGroup] {
        &LEGEND
    }

    fn plan(&self, action: Action, ctx: &Context) -> Option<Plan> {
        forms::build(action, ctx)
    }

    /// Locations, severities, difficulty words, the English names of the skills on the
    /// sheets (`firearms`); in French, the French words too
    /// (`bras-gauche`, `grave`, `très-difficile`, `mêlée`...), which read as the English.
    fn completion_words(&self, state: &Encounter) -> Vec<String> {
        let locations = super::wounds::LOCATION_KEYS.iter().map(|s| s.to_string());
        let severities = super::wounds::SEVERITY_KEYS.iter().map(|s| s.to_string());
        let difficulties = super::difficulty::SCALE.iter().map(|r| r.key.to_string());
        let mut words: Vec<String> = locations.chain(severities).chain(difficulties).collect();
        words.extend(super::skill_words::english_words(state.combatants.iter()));
        if crate::i18n::current() == crate::i18n::Lang::Fr {
            words.extend(french_words());
        }
        words
    }

    fn habit(&self, command: &Command) -> Option<Habit> {
        habit::of(command.own::<PolarisCommand>()?)
    }

    fn render_detail(&self, sheet: &Sheet, theme: &Theme, area: Rect, buf: &mut Buffer) {
        detail::render_detail(sheet, theme, area, buf);
    }
}

/// The French words the Polaris reader accepts, written as a French GM types them: the
/// book's location, severity and difficulty names, and the keywords.
pub(crate) fn french_words() -> Vec<String> {
    let hyphenated = |label: &str| label.to_lowercase().replace(' ', "-");
    let locations = super::wounds::LOCATION_KEYS
        .iter()
        .filter_map(|k| super::wounds::location_label_fr(k));
    let severities = (0..super::wounds::SEVERITY_KEYS.len() - 1)
        .filter_map(super::wounds::severity_label_fr)
        .chain(["mort"]);
    let difficulties = super::difficulty::SCALE.iter().map(|r| r.label_fr);
    locations
        .chain(severities)
        .chain(difficulties)
        .map(hyphenated)
        .chain(super::verbs::FRENCH_WORDS.iter().map(|w| w.to_string()))
        .collect()
}

/// The marks of the shared ladder and the body figure, with their meaning, for `?`.
static LEGEND: [crate::tui::system::LegendGroup; 2] = [
    crate::tui::text::SHARED_LADDER,
    crate::tui::system::LegendGroup {
        pane: crate::tui::text::legend_pane_sheet,
        marks: &[
            ('■', crate::tui::text::legend_box_filled),
            ('□', crate::tui::text::legend_box_empty),
            ('░', crate::tui::text::legend_unhurt),
        ],
    },
];
