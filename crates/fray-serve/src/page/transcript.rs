//! The last lines of the players' transcript (what players read of each record, undone
//! ones marked: [`fray_core::player_view::lines`], kept record by record by the server),
//! made safe for the page.

use fray_core::player_view::PlayerLine;

use super::data::LogLine;
use super::safe;

/// How many of the transcript's last lines the page shows.
pub const SHOWN: usize = 15;

/// The last [`SHOWN`] of `lines` (the players' transcript, oldest first), made safe.
pub(super) fn last(lines: &[PlayerLine]) -> Vec<LogLine> {
    let skip = lines.len().saturating_sub(SHOWN);
    lines[skip..]
        .iter()
        .map(|l| LogLine {
            seq: l.seq,
            text: safe::text(&l.text),
            undone: l.undone,
        })
        .collect()
}
