//! The Anarchy roster's own last column: a player's Anarchy and Chance points with their
//! maximums (ANA-04, ANA-05) under one heading, the GM's surveillance points (ANA-19),
//! then any other counter by its name in the GM's language (« Bien disposé 3 »); a narrow
//! roster has no such column.

use crate::model::Pool;
use crate::report::Sheet;

use super::super::arcane::convergence::GOD;
use super::super::arcane::slots::SURVEILLANCE;
use super::super::decide::sheet::{ANARCHY, CHANCE};

/// The roster's headings: the shared ones, `Anarchy Chance` in the last column's place.
pub fn header(wide: bool) -> Option<&'static [&'static str]> {
    wide.then(|| {
        let shared = crate::tui::text::roster_header_wide();
        crate::i18n::fixed_list("ana-roster-header-wide", || {
            let mut out = shared[..6].to_vec();
            out.push(crate::i18n::fixed("ana-roster-points"));
            out
        })
    })
}

/// `1/5     2/2` (Anarchy, then Chance, under their headings), then the other counters; `None` when narrow.
pub fn counters(sheet: &Sheet, wide: bool) -> Option<String> {
    if !wide {
        return None;
    }
    let find = |key: &str| {
        sheet.pools.iter().find_map(|p| {
            let Pool::Counter {
                name, value, max, ..
            } = p;
            (name == key).then(|| format!("{value}/{}", max.unwrap_or(*value)))
        })
    };
    let points = match (find(ANARCHY), find(CHANCE)) {
        (None, None) => None,
        (anarchy, chance) => Some(format!(
            "{:<8}{}",
            anarchy.unwrap_or_else(|| "–".into()),
            chance.unwrap_or_else(|| "–".into())
        )),
    };
    let others = sheet.pools.iter().filter_map(|p| {
        let Pool::Counter { name, value, .. } = p;
        match name.as_str() {
            ANARCHY | CHANCE => None,
            SURVEILLANCE => Some(crate::t!(
                "ana-roster-surveillance",
                points = *value,
                god = GOD
            )),
            _ => Some(format!(
                "{} {value}",
                super::super::transcript::show::counter_word(name)
            )),
        }
    });
    Some(
        points
            .into_iter()
            .chain(others)
            .collect::<Vec<_>>()
            .join(" "),
    )
}
