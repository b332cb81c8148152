//! The Polaris sheet's weapons and armour, for the detail pane: each weapon with its damage
//! dice, melee and reach; each piece of armour with the protection it gives where.

use ratatui::text::{Line, Span};

use crate::arms::{self, Weapon};
use crate::i18n::typography::join_list;
use crate::model::Gear;
use crate::report::Sheet;
use crate::tui::theme::Theme;
use crate::tui::view::flow::wrap;
use crate::{gear_words, wounds};

/// A weapon as the pane words it, by its name in the GM's language: `Dagger 1d6+1 melee
/// reach 1`.
fn weapon_words(w: &Weapon<'_>) -> String {
    let mut parts = vec![crate::safe_text::escape(&gear_words::shown(w.gear))];
    if let Some(damage) = w.damage {
        parts.push(crate::safe_text::escape(damage));
    }
    if w.melee {
        parts.push(crate::t!("pol-detail-melee"));
    }
    if w.reach > 0 {
        parts.push(crate::t!("pol-detail-reach", reach = w.reach));
    }
    parts.join(" ")
}

/// A piece of armour: `Kevlar vest: body 6`.
fn armour_words(g: &Gear) -> String {
    let cover: Vec<String> = wounds::LOCATION_KEYS
        .iter()
        .filter_map(|key| {
            g.value(key)
                .map(|v| format!("{} {v}", super::detail::place(key)))
        })
        .collect();
    crate::t!(
        "pol-detail-armour-piece",
        name = crate::safe_text::escape(&gear_words::shown(g)),
        cover = cover.join(", ")
    )
}

/// The `Weapons` and `Armour` lines, wrapped; nothing for a sheet without gear.
pub fn lines<'a>(sheet: &Sheet, theme: &Theme, width: usize) -> Vec<Line<'a>> {
    let weapons: Vec<String> = sheet
        .gear
        .iter()
        .filter_map(Weapon::of)
        .map(|w| weapon_words(&w))
        .collect();
    let armour: Vec<String> = sheet
        .gear
        .iter()
        .filter(|g| g.flag(arms::ARMOUR))
        .map(armour_words)
        .collect();
    let mut out = Vec::new();
    for (label, items) in [
        (crate::t!("pol-detail-weapons"), weapons),
        (crate::t!("pol-detail-armour"), armour),
    ] {
        if items.is_empty() {
            continue;
        }
        let spans = vec![
            Span::styled(format!("{label} "), theme.title),
            Span::raw(join_list(&items)),
        ];
        out.extend(wrap(&spans, width));
    }
    out
}
