//! Where the fight stands, in the system's words, as the players' export says it (without
//! the export's framing).

use fray_core::export::text::{standing_roundless_step, standing_step};
use fray_core::player_view::PlayerReport;
use fray_core::report::TimeWords;

use super::safe;

/// The standing line of `report`: `round 2, actions at phase 7`, `Turn 1, segment 3`.
pub(super) fn line(report: &PlayerReport) -> String {
    let roundless =
        fray_core::model::SystemId::from_key(&report.system).is_some_and(|s| !s.has_rounds());
    let text = if roundless {
        standing_roundless_step(report.step)
    } else {
        standing_step(
            &TimeWords::of(&report.system),
            report.round,
            report.step,
            report.phase,
        )
    };
    safe::text(&capitalised(&text))
}

/// `text` with its first letter in capitals, as a line standing alone starts.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}
