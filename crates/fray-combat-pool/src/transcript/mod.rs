//! The combat pool in the transcript: its narration, its parts of `fray show` and the
//! report, and what players may see of its facts.

pub mod narrate;
mod narrate_fact;
mod narrate_score;
mod narrate_states;
mod players;
mod report;
mod show;

use crate::engine::Event;
use crate::model::{Combatant, Encounter};
use crate::narrate::SystemNarration;
use crate::player_view::{Seen, Shown, SystemPlayerView};
use crate::report::{Report, Sheet, SystemReport};

/// The combat pool's transcript: narration, report and players' view.
#[derive(Debug)]
pub struct Transcript;

impl SystemNarration for Transcript {
    fn describe(&self, event: &Event, before: &Encounter) -> Option<String> {
        narrate_states::describe(event, before).or_else(|| narrate::describe(event, before))
    }
}

impl SystemReport for Transcript {
    /// No ladder: the combat pool has no rounds (SRP-11).
    fn ladder(&self, _state: &Encounter) -> Vec<crate::report::Rung> {
        Vec::new()
    }

    fn fill_sheet(&self, state: &Encounter, c: &Combatant, sheet: &mut Sheet) {
        report::fill_sheet(state, c, sheet);
    }

    fn show_text(&self, report: &Report) -> Option<String> {
        Some(show::render(report))
    }

    fn monitor_word(&self, name: &str) -> String {
        narrate::track_word(name)
    }

    fn down_word(&self, key: &str) -> String {
        super::text::down_word(key)
    }
}

impl SystemPlayerView for Transcript {
    fn shown(&self, event: &Event, seen: &Seen<'_>) -> Option<Shown> {
        players::shown(event, seen)
    }

    /// Health reads the sheet it is given (a wound or heal copies that sheet only).
    fn health_reads_own_sheet(&self) -> bool {
        true
    }
}

#[cfg(test)]
#[path = "narrate_tests.rs"]
mod narrate_tests;
