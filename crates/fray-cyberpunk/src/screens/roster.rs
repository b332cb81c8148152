//! The Cyberpunk roster's own last column: actions used of those chosen this round
//! (CPI-04) and how many weapons are jammed (CPI-14: a jam stops a shot); a narrow roster shows the
//! jams after the conditions.

use crate::model::Pool;
use crate::report::Sheet;
use crate::safe_text::escape;

use super::super::display::counter_word;
use super::super::text::{AIM, CHOSEN, RUN, SPENT};
use super::super::weapon::JAMMED;
use super::words;

/// The roster's headings: the shared ones, `Actions` in the last column's place.
pub fn header(wide: bool) -> Option<&'static [&'static str]> {
    wide.then(|| {
        let shared = crate::tui::text::roster_header_wide();
        crate::i18n::fixed_list("cpi-roster-header-wide", || {
            let mut out = shared[..6].to_vec();
            out.push(words::roster_actions());
            out
        })
    })
}

/// A counter's value by its key (the sheet holds it under its display name).
pub fn counter(sheet: &Sheet, key: &str) -> Option<i32> {
    let word = counter_word(key);
    sheet.pools.iter().find_map(|p| {
        let Pool::Counter { name, value, .. } = p;
        (*name == key || *name == word).then_some(*value)
    })
}

/// `1/3`, then how many weapons are jammed (the sheet names them), then aim at a target
/// and the counters the GM made up; narrow: the jams only.
pub fn counters(sheet: &Sheet, wide: bool) -> Option<String> {
    let counter = |key: &str| counter(sheet, key);
    let jammed = sheet.gear.iter().filter(|g| g.flag(JAMMED)).count();
    let jams = (jammed > 0).then(|| words::roster_jammed(jammed));
    if !wide {
        return jams;
    }
    let actions = counter(CHOSEN).map(|chosen| format!("{}/{chosen}", counter(SPENT).unwrap_or(0)));
    let own = [SPENT, CHOSEN, AIM, RUN].map(counter_word);
    let others = sheet.pools.iter().filter_map(|p| {
        let Pool::Counter { name, value, .. } = p;
        if own.contains(name) {
            return None;
        }
        // Aim at a target: `aim@vic` (CPI-10), in the GM's words.
        let shown = match name.strip_prefix(&format!("{AIM}@")) {
            Some(target) => format!("{} {}", counter_word(AIM), escape(target)),
            None => escape(name),
        };
        Some(format!("{shown} {value}"))
    });
    let parts: Vec<String> = actions.into_iter().chain(jams).chain(others).collect();
    Some(parts.join(" "))
}
