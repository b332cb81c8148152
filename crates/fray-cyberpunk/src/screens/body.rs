//! The body track on the sheet pane (CPI-18): 10 wound levels of 4 boxes (Light, Serious,
//! Critical, Mortal 0 to 6) with a short label under each, then the current level and what
//! it does: the stats it lowers, the stun/shock save modifier, the death save each round.

use ratatui::text::{Line, Span};

use crate::model::Monitor;
use crate::report::Sheet;
use crate::tui::theme::Theme;

use super::super::body::{LEVELS, TRACK, mortal, stun_modifier};
use super::words;

/// Columns one level takes: its boxes and a space.
fn level_width(per: usize) -> usize {
    per.max(4) + 1
}

/// The sheet's body track, if it has one.
pub fn track(sheet: &Sheet) -> Option<&Monitor> {
    sheet.monitors.iter().find(|m| m.name == TRACK)
}

/// Points per level (4 by default), read from the track's size.
fn per_level(m: &Monitor) -> i32 {
    (i32::from(m.boxes) / LEVELS).max(1)
}

/// The wound level of a track: 0 unhurt, 1 Light … 10 Mortal 6, 11 past it.
pub fn level(m: &Monitor) -> i32 {
    let points = i32::from(m.filled) + i32::from(m.overflow);
    let per = per_level(m);
    ((points + per - 1) / per).clamp(0, LEVELS + 1)
}

/// The track's lines for a pane `width` wide: the heading, then the boxes and (unless
/// `compact`) their labels, in one row of 10 levels or two rows of 5, then the level's
/// effects.
pub fn lines(
    sheet: &Sheet,
    m: &Monitor,
    theme: &Theme,
    width: usize,
    compact: bool,
) -> Vec<Line<'static>> {
    let per = per_level(m);
    let points = i32::from(m.filled) + i32::from(m.overflow);
    let lvl = level(m);
    let mut out = vec![Line::from(vec![
        Span::styled(words::body(points, i32::from(m.boxes)), theme.title),
        Span::raw("  "),
        match &sheet.worst_wound {
            Some(word) => Span::styled(crate::safe_text::escape(word), theme.warning),
            None => Span::styled(words::unhurt(), theme.ok),
        },
    ])];
    let cell = level_width(usize::try_from(per).unwrap_or(4));
    let per_row = if width >= cell * 10 { 10 } else { 5 };
    let levels: Vec<i32> = (1..=LEVELS).collect();
    for row in levels.chunks(per_row) {
        let mut boxes = Vec::new();
        let mut labels = Vec::new();
        for &l in row {
            for b in 0..per {
                let n = (l - 1) * per + b + 1;
                boxes.push(if n <= points {
                    Span::styled("■", theme.severity(severity_index(l)))
                } else {
                    Span::styled("□", theme.dim)
                });
            }
            boxes.push(Span::raw(
                " ".repeat(cell - usize::try_from(per).unwrap_or(4)),
            ));
            let label = words::level_short(l);
            let style = if l == lvl { theme.warning } else { theme.dim };
            labels.push(Span::styled(format!("{label:<cell$}"), style));
        }
        out.push(Line::from(boxes));
        if !compact {
            out.push(Line::from(labels));
        }
    }
    if m.overflow > 0 && lvl > LEVELS {
        out.push(Line::styled(
            "×".repeat(usize::from(m.overflow)),
            theme.error,
        ));
    }
    if lvl > 0 && lvl <= LEVELS {
        out.push(effects(sheet, lvl, theme));
    }
    out
}

/// The severity colour of a level: light, serious, critical, then mortal.
fn severity_index(level: i32) -> usize {
    match level {
        1 => 1,
        2 => 2,
        3 => 3,
        4..=6 => 4,
        _ => 5,
    }
}

/// The signed modifier as written at the table (`−2`, `±0`).
pub fn signed(v: i32) -> String {
    match v {
        0 => "±0".into(),
        v if v < 0 => format!("−{}", v.unsigned_abs()),
        v => format!("+{v}"),
    }
}

/// What the level does: the stats it lowers (as the sheet shows them lowered), the stun
/// save modifier, the death save at a mortal level.
fn effects(sheet: &Sheet, lvl: i32, theme: &Theme) -> Line<'static> {
    let lowered: Vec<String> = sheet
        .stats
        .iter()
        .filter(|s| matches!(s.key.as_str(), "ref" | "int" | "cool") && s.value < s.base)
        .map(|s| words::stat(&s.key))
        .collect();
    let mut parts = Vec::new();
    if !lowered.is_empty() {
        let how = match lvl {
            2 => "−2",
            3 => "½",
            _ => "÷3",
        };
        parts.push(format!("{} {how}", lowered.join(", ")));
    }
    parts.push(words::stun_save(&signed(stun_modifier(lvl))));
    if let Some(m) = mortal(lvl) {
        parts.push(words::death_save(&signed(-m)));
    }
    if lowered.is_empty() && lvl == 1 {
        parts.insert(0, words::no_effect());
    }
    Line::styled(parts.join(" · "), theme.warning)
}
