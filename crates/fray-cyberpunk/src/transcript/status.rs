//! Where a Cyberpunk fight stands, for the status lines of the fight, the replay and the
//! watch, in the text's own words: « round 2 » (the text counts time in rounds, never in
//! « tours »), then the step: the choice of actions, the actions at an initiative score,
//! everyone having acted.

use crate::model::Step;
use crate::report::Report;
use crate::t;

/// The round and the step it is at, for the status lines.
pub fn status_words(report: &Report) -> (String, String) {
    let round = if report.round == 0 {
        t!("cpi-status-before-round-one")
    } else {
        t!("cpi-status-round", round = report.round)
    };
    let step = match report.step {
        Step::Declaration => t!("cpi-status-choices"),
        Step::Resolution => match report.phase {
            Some(score) => t!("cpi-status-at", score = score),
            None => t!("cpi-status-actions"),
        },
        Step::RoundEnd => t!("cpi-status-round-end"),
        Step::Setup | Step::Ended => crate::tui::text::step_word(report.step, report.phase),
    };
    (round, step)
}
