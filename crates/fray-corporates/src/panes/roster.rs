//! The Corporates roster's own cells: Wound and Fatigue in the wound column (COR-43, the
//! tracks a sheet keeps instead of a wound grid), the confidence points left of the pool
//! (COR-OP-21) in the last column, then the other counters by name but covering fire's
//! (the grid shows it).

use crate::model::Pool;
use crate::report::Sheet;

use super::super::conditions::{CONFIDENCE, FATIGUE, WOUND};
use super::detail::counter;
use super::figures::{self, GRID};

/// Covering fire's counters, which the grid's cells show (COR-21).
const COVER: [&str; 3] = ["cover-rate", "cover-from", "cover-to"];

/// The roster's headings: the shared ones with `Wnd Fat` and `Confidence`.
pub fn header(wide: bool) -> Option<&'static [&'static str]> {
    wide.then(|| {
        let shared = crate::tui::text::roster_header_wide();
        crate::i18n::fixed_list("cor-roster-header-wide", || {
            let mut out = shared[..6].to_vec();
            out[3] = crate::i18n::fixed("cor-roster-tracks");
            out.push(crate::i18n::fixed("cor-roster-confidence"));
            out
        })
    })
}

/// Wound, then Fatigue: `2   1` under the wide roster's headings, `Wnd 2 Fat 1` on a
/// narrow one (what is at 0 left out), `–` when both are at 0; `None` for a sheet the grid
/// does not show (hidden).
pub fn wound(sheet: &Sheet, wide: bool) -> Option<String> {
    if !sheet.gear_figures.contains_key(GRID) {
        return None;
    }
    let wound = counter(sheet, WOUND).unwrap_or(0);
    let fatigue = counter(sheet, FATIGUE).unwrap_or(0);
    Some(match (wound, fatigue) {
        (0, 0) => "–".to_string(),
        _ if wide => format!("{wound:<3} {fatigue}"),
        _ => {
            let parts = [
                (wound, crate::t!("cor-detail-wound")),
                (fatigue, crate::t!("cor-detail-fatigue")),
            ];
            parts
                .iter()
                .filter(|(n, _)| *n != 0)
                .map(|(n, word)| format!("{word} {n}"))
                .collect::<Vec<_>>()
                .join(" ")
        }
    })
}

/// `2/3` (confidence left of the pool), then the other counters; narrow: nothing.
pub fn counters(sheet: &Sheet, wide: bool) -> Option<String> {
    if !wide {
        return None;
    }
    let keys = [CONFIDENCE, WOUND, FATIGUE, COVER[0], COVER[1], COVER[2]];
    let own: Vec<String> = keys
        .iter()
        .flat_map(|k| [k.to_string(), crate::t!("cor-content-pool", name = *k)])
        .collect();
    let confidence = sheet
        .gear_figures
        .get(GRID)
        .and_then(|g| g.get(figures::CONFIDENCE_MAX))
        .filter(|m| **m > 0)
        .map(|max| format!("{}/{max}", counter(sheet, CONFIDENCE).unwrap_or(0)));
    let others = sheet.pools.iter().filter_map(|p| {
        let Pool::Counter { name, value, .. } = p;
        // A key the save holds is shown in the GM's words.
        (!own.contains(name)).then(|| {
            let word = crate::t!("cor-content-pool", name = name.as_str());
            format!("{} {value}", crate::safe_text::escape(&word))
        })
    });
    Some(
        confidence
            .into_iter()
            .chain(others)
            .collect::<Vec<_>>()
            .join(" "),
    )
}
