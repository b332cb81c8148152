//! The system's order as players see it ([`PlayerReport::ladder`]: resolution order, a
//! hidden combatant absent), each place in the system's words, and who acts now and next.

use fray_core::export::text::turn;
use fray_core::model::{EntryStatus, Step};
use fray_core::player_view::PlayerReport;
use fray_core::report::{Rung, TimeWords};
use fray_core::t;

use super::data::OrderRow;
use super::safe;

/// Every rung of the players' order, in order.
pub(super) fn rows(report: &PlayerReport) -> Vec<OrderRow> {
    let words = TimeWords::of(&report.system);
    let acting = report
        .ladder
        .iter()
        .position(|r| r.status == EntryStatus::Acting)
        .or_else(|| {
            // Declarations: nobody acts yet, the current declarer's main marker is theirs.
            let current = report.current.as_deref()?;
            report
                .ladder
                .iter()
                .position(|r| r.name == current && r.marker == 1)
        });
    report
        .ladder
        .iter()
        .enumerate()
        .map(|(i, rung)| OrderRow {
            place: safe::text(&place(&words, rung.phase)),
            name: safe::text(&rung.name),
            status: status_word(&report.system, rung.status),
            extras: extras(rung),
            current: Some(i) == acting,
            // A system may flag every marker of a group acting at once: the page says it
            // of each one after the first, at the same place.
            simultaneous: rung.simultaneous
                && i.checked_sub(1)
                    .and_then(|before| report.ladder.get(before))
                    .is_some_and(|before| before.simultaneous && before.phase == rung.phase),
            done: matches!(
                rung.status,
                EntryStatus::Acted | EntryStatus::Lost | EntryStatus::Skipped
            ),
        })
        .collect()
}

/// Who acts now (the report's current) and who is next: while the actions go on, the first
/// row after the current one still waiting (or delayed) that is someone else's.
pub(super) fn current_and_next(
    report: &PlayerReport,
    rows: &[OrderRow],
) -> (Option<String>, Option<String>) {
    let current = report.current.as_deref().map(safe::text);
    let next = match report.step {
        Step::Resolution => {
            let from = rows.iter().position(|r| r.current).map_or(0, |i| i + 1);
            rows.iter()
                .zip(&report.ladder)
                .skip(from)
                .find(|(row, rung)| {
                    matches!(rung.status, EntryStatus::Waiting | EntryStatus::Delayed)
                        && Some(&row.name) != current.as_ref()
                })
                .map(|(row, _)| row.name.clone())
        }
        _ => None,
    };
    (current, next)
}

/// A place on the order in the system's words, as the players' export heads a turn
/// (`#### Phase 13: Lena`) without its heading marks and its name: `Phase 13`,
/// `Segment 3`, `Initiative 24`, `Narration`.
pub(super) fn place(words: &TimeWords, phase: i32) -> String {
    turn(words, phase, "")
        .trim_start_matches('#')
        .trim()
        .trim_end_matches(|c: char| c == ':' || c.is_whitespace())
        .to_string()
}

/// What else the table knows of a rung: a rushed action. (A second marker's number is
/// left out: one system's extra attack is another's next declared action.)
fn extras(rung: &Rung) -> Vec<String> {
    let mut out = Vec::new();
    if rung.rushed {
        out.push(t!("cli-show-rushed"));
    }
    out
}

/// A rung's status in the system's words; empty while waiting.
fn status_word(system: &str, status: EntryStatus) -> String {
    fray_core::model::SystemId::from_key(system).map_or_else(
        || fray_core::report::show_text::status_word(status),
        |id| fray_core::rules::system(id).report().status_word(status),
    )
}
