//! The last lines of the players' transcript ([`fray_core::player_view::lines`]: what
//! players read of each record, undone ones marked).

use fray_core::engine::Timeline;

use super::data::LogLine;
use super::safe;

/// How many of the transcript's last lines the page shows.
pub const SHOWN: usize = 15;

/// The last [`SHOWN`] lines players read of `timeline`, oldest first.
pub(super) fn last(timeline: &Timeline) -> Vec<LogLine> {
    let lines = fray_core::player_view::lines(timeline);
    let skip = lines.len().saturating_sub(SHOWN);
    lines
        .into_iter()
        .skip(skip)
        .map(|l| LogLine {
            seq: l.seq,
            text: safe::text(&l.text),
            undone: l.undone,
        })
        .collect()
}
