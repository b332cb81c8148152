//! What the players' page shows: its data, built from the players' projection in one
//! language, and its files (HTML, script, style), embedded in the binary.
//!
//! The data ([`json`]) is one line of JSON, a [`PageData`]: every text already in the GM's
//! language and in each game's own words, every text made safe ([`fray_core::safe_text`]);
//! the page inserts it with `textContent` only. It is built from
//! [`fray_core::player_view`] alone ([`PlayerReport::of`], the players' transcript's last
//! lines, which the server keeps record by record and gives), never from the GM's report
//! of the state, so it holds nothing players may not see.
//!
//! [`PlayerReport::of`]: fray_core::player_view::PlayerReport::of

mod cards;
mod data;
mod files;
mod labels;
mod order;
mod safe;
mod standing;
mod transcript;

#[cfg(test)]
mod files_tests;

use fray_core::engine::Timeline;
use fray_core::i18n::{Lang, with_lang};
use fray_core::player_view::{PlayerLine, PlayerReport};

pub use data::{Card, HealthLevel, LogLine, OrderRow, PageData};
pub use files::files;
pub use labels::KEYS as LABEL_KEYS;
pub use transcript::SHOWN;

/// The page's data for players at the end of `timeline`, in `lang`, showing the last
/// [`SHOWN`] of `lines` (the players' transcript in `lang`, oldest first): one line of
/// JSON (no newline), built from the players' projection only.
pub fn json(timeline: &Timeline, lines: &[PlayerLine], lang: Lang) -> String {
    let data = data(timeline, lines, lang);
    // Every string is already made safe; the formatter escapes any unsafe character again.
    fray_core::safe_text::json::to_string(&data).unwrap_or_else(|_| "{}".to_string())
}

/// The page's data for players at the end of `timeline`, in `lang`, showing the last
/// lines of `lines`, before it is written as JSON.
pub fn data(timeline: &Timeline, lines: &[PlayerLine], lang: Lang) -> PageData {
    with_lang(lang, || {
        let state = timeline.state();
        let report = PlayerReport::of(state);
        let order = order::rows(&report);
        let (current, next) = order::current_and_next(&report, &order);
        PageData {
            seq: timeline.records().last().map_or(0, |r| r.seq),
            lang: lang.code().to_string(),
            title: safe::text(&report.name),
            system: safe::text(fray_core::rules::title_of(&report.system)),
            standing: standing::line(&report),
            started: report.step != fray_core::model::Step::Setup,
            ordered: fray_core::model::SystemId::from_key(&report.system)
                .is_none_or(|s| s.has_rounds()),
            current,
            next,
            order,
            combatants: cards::of(&report),
            log: transcript::last(lines),
            labels: labels::all(),
        }
    })
}
