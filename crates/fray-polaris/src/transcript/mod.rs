//! Polaris in the transcript: its narration (tests, wounds), its parts of `fray show` and
//! the report (ladder order, wound sheet), and what players may see of its tests and wounds.

mod narrate;
mod players;
mod report;

use crate::engine::Event;
use crate::model::{Combatant, Encounter};
use crate::narrate::SystemNarration;
use crate::player_view::{Seen, Shown, SystemPlayerView};
use crate::report::{Rung, Sheet, SystemReport};

/// Polaris's transcript: narration, report and players' view.
#[derive(Debug)]
pub struct Transcript;

impl SystemNarration for Transcript {
    fn describe(&self, event: &Event, before: &Encounter) -> Option<String> {
        narrate::describe(event, before)
    }
}

impl SystemReport for Transcript {
    fn ladder(&self, state: &Encounter) -> Vec<Rung> {
        report::ladder(state)
    }

    fn phases(&self, state: &Encounter) -> i32 {
        super::initiative::phases(state)
    }

    fn fill_sheet(&self, state: &Encounter, c: &Combatant, sheet: &mut Sheet) {
        report::fill_sheet(state, c, sheet);
    }

    fn severity_word(&self, key: &str, location: Option<&str>) -> String {
        report::severity_word(key, location)
    }

    fn location_word(&self, key: &str) -> String {
        report::location_word(key)
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
