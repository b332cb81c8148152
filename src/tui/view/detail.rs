//! The selected combatant's pane of the fight screen: a header of numbers, the wound
//! locator with the body figure, then declaration, conditions, pools and note.
//!
//! Text from the save goes through [`escape`] so control characters are shown, never sent.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

use super::flow::{flow, wrap};
use super::wounds::{BODY_HEIGHT, BODY_WIDTH, locator_fit, render_body, render_locator};
use crate::model::Pool;
use crate::report::Sheet;
use crate::safe_text::escape;
use crate::tui::text;
use crate::tui::theme::Theme;

/// Columns between the locator and the body figure beside it.
const GAP: u16 = 2;
/// At most this many header lines.
const HEADER_LINES: usize = 2;

/// Draws the selected combatant's sheet in `area` (the caller draws the border and title).
/// Lines that do not fit are cut at the bottom; the body figure goes beside the locator,
/// else below it, else is left out.
pub fn render_detail(sheet: &Sheet, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let area = area.intersection(buf.area);
    if area.is_empty() {
        return;
    }
    if sheet.locator.is_none() && (sheet.tokens.is_some() || !sheet.monitors.is_empty()) {
        super::pool_detail::render_pool_detail(sheet, theme, area, buf);
        return;
    }
    let width = usize::from(area.width);
    let header = flow(header_chunks(sheet, theme), width, HEADER_LINES);
    let sections = section_lines(sheet, theme, width);
    let locator_h = sheet
        .locator
        .as_ref()
        .map_or(0, |g| locator_fit(g, area.width).height);
    let wanted = header.len() + usize::from(locator_h) + sections.len() + 2;
    let spaced = usize::from(area.height) >= wanted && locator_h > 0;
    let mut y = area.y;
    let bottom = area.bottom();
    for line in &header {
        draw_line(buf, area, &mut y, line);
    }
    if spaced {
        y = y.saturating_add(1);
    }
    if let Some(grid) = &sheet.locator {
        let room = bottom.saturating_sub(y);
        let beside = area.width.saturating_sub(BODY_WIDTH + GAP);
        let fit = locator_fit(grid, beside);
        if fit.long_headers && fit.width <= beside {
            let h = fit.height.max(BODY_HEIGHT).min(room);
            render_locator(grid, theme, Rect::new(area.x, y, fit.width, h), buf);
            let x = area.x + fit.width + GAP;
            render_body(grid, theme, Rect::new(x, y, BODY_WIDTH, h), buf);
            y = y.saturating_add(h);
        } else {
            let h = locator_fit(grid, area.width).height.min(room);
            render_locator(grid, theme, Rect::new(area.x, y, area.width, h), buf);
            y = y.saturating_add(h);
            let room = bottom.saturating_sub(y);
            let below = usize::from(BODY_HEIGHT) + usize::from(spaced) + sections.len();
            if usize::from(room) >= below && area.width >= BODY_WIDTH {
                y = y.saturating_add(u16::from(spaced));
                render_body(
                    grid,
                    theme,
                    Rect::new(area.x, y, BODY_WIDTH, BODY_HEIGHT),
                    buf,
                );
                y = y.saturating_add(BODY_HEIGHT);
            }
        }
        if spaced {
            y = y.saturating_add(1);
        }
    }
    for line in &sections {
        draw_line(buf, area, &mut y, line);
    }
}

pub(super) fn draw_line(buf: &mut Buffer, area: Rect, y: &mut u16, line: &Line<'_>) {
    if *y < area.bottom() {
        buf.set_line(area.x, *y, line, area.width);
        *y = y.saturating_add(1);
    }
}

/// The header's pieces, most important first: each stays whole on one line.
fn header_chunks<'a>(sheet: &Sheet, theme: &Theme) -> Vec<Vec<Span<'a>>> {
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut chunks = vec![vec![Span::styled(
        escape(&sheet.name),
        theme.side(&sheet.side).patch(bold),
    )]];
    if sheet.dead {
        chunks.push(vec![Span::styled(text::DETAIL_DEAD, theme.warning)]);
    }
    if !sheet.destroyed.is_empty() {
        let limbs: Vec<String> = sheet.destroyed.iter().map(|k| limb(sheet, k)).collect();
        let words = text::detail_destroyed(&limbs.join(", "));
        chunks.push(vec![Span::styled(words, theme.error)]);
    }
    chunks.push(vec![Span::styled(
        escape(&sheet.side),
        theme.side(&sheet.side),
    )]);
    if let Some(health) = &sheet.health {
        chunks.push(vec![Span::styled(escape(health), theme.warning)]);
        if let Some(init) = sheet.initiative {
            chunks.push(vec![
                Span::styled(text::DETAIL_INITIATIVE, theme.dim),
                Span::raw(" "),
                Span::styled(init.to_string(), theme.text),
            ]);
        }
        return chunks;
    }
    let number = |label: &'static str, value: String| {
        vec![
            Span::styled(label, theme.dim),
            Span::raw(" "),
            Span::styled(value, theme.text),
        ]
    };
    chunks.push(number(text::DETAIL_REACTION, sheet.reaction.to_string()));
    if let Some(init) = sheet.initiative {
        chunks.push(number(text::DETAIL_INITIATIVE, init.to_string()));
    }
    chunks.push(number(text::DETAIL_WOUNDS, signed(sheet.wound_malus)));
    if sheet.opponents > 0 {
        chunks.push(number(text::DETAIL_OPPONENTS, sheet.opponents.to_string()));
    }
    chunks.push(number(text::DETAIL_PENALTY, signed(sheet.total_penalty)));
    chunks.push(vec![Span::styled(escape(&sheet.pace), theme.text)]);
    chunks
}

fn limb(sheet: &Sheet, key: &str) -> String {
    let label = sheet
        .locator
        .as_ref()
        .and_then(|g| g.locations.iter().find(|l| l.key == key))
        .map_or(key, |l| l.label.as_str());
    escape(label)
}

fn signed(v: i32) -> String {
    if v == 0 { "0".into() } else { format!("{v:+}") }
}

/// Declaration, conditions, pools and note, each a labelled paragraph wrapped to `width`.
fn section_lines<'a>(sheet: &Sheet, theme: &Theme, width: usize) -> Vec<Line<'a>> {
    let mut paragraphs: Vec<Vec<Span<'a>>> = Vec::new();
    let label = |s: &'static str| Span::styled(format!("{s} "), theme.title);
    if let Some(d) = &sheet.declaration {
        paragraphs.push(vec![label(text::DETAIL_DECLARED), Span::raw(escape(d))]);
    }
    if let Some(spans) = conditions_paragraph(sheet, theme) {
        paragraphs.push(spans);
    }
    if !sheet.pools.is_empty() {
        let pools: Vec<String> = sheet.pools.iter().map(pool).collect();
        paragraphs.push(vec![label(text::DETAIL_POOLS), Span::raw(pools.join("; "))]);
    }
    if !sheet.note.is_empty() {
        paragraphs.push(vec![
            label(text::DETAIL_NOTE),
            Span::raw(escape(&sheet.note)),
        ]);
    }
    paragraphs.iter().flat_map(|p| wrap(p, width)).collect()
}

/// The conditions as one labelled paragraph, with what ends each; `None` without any.
pub(super) fn conditions_paragraph<'a>(sheet: &Sheet, theme: &Theme) -> Option<Vec<Span<'a>>> {
    if sheet.conditions.is_empty() {
        return None;
    }
    let mut spans = vec![Span::styled(
        format!("{} ", text::DETAIL_CONDITIONS),
        theme.title,
    )];
    for (i, c) in sheet.conditions.iter().enumerate() {
        let sep = if i == 0 { "" } else { "; " };
        let value = c.value.map_or_else(String::new, |v| format!(" {v}"));
        spans.push(Span::raw(format!("{sep}{}{value}", escape(&c.name))));
        spans.push(Span::styled(format!(", {}", escape(&c.until)), theme.dim));
    }
    Some(spans)
}

fn pool(p: &Pool) -> String {
    match p {
        Pool::Counter { name, value, max } => {
            let max = max.map_or_else(String::new, |m| format!("/{m}"));
            format!("{} {value}{max}", escape(name))
        }
    }
}

#[cfg(test)]
#[path = "detail_tests.rs"]
mod tests;
