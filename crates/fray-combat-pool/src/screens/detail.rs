//! The selected combatant's pane for a combat-pool sheet (SRP): a header, the token pane,
//! the condition monitors with the wound modifier, then intention, pending action,
//! conditions and note.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

use super::text;
use super::tokens::token_lines;
use crate::model::{Monitor, Side};
use crate::report::Sheet;
use crate::safe_text::escape;
use crate::tui::theme::Theme;
use crate::tui::view::detail::{conditions_paragraph, draw_line};
use crate::tui::view::flow::{flow, wrap};
use crate::tui::view::monitors::monitor_lines;

/// Draws a combat-pool sheet in `area` (the caller draws the border). Blocks are spaced by
/// a blank line when everything fits; lines that do not fit are cut at the bottom, the last
/// one shown ending with `…`.
pub fn render_pool_detail(sheet: &Sheet, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let area = area.intersection(buf.area);
    if area.is_empty() {
        return;
    }
    let width = usize::from(area.width);
    let blocks = [
        flow(header(sheet, theme), width, 2),
        token_lines(sheet, theme, width),
        monitor_lines(&shown_monitors(sheet), sheet.wound_modifier, theme),
        sections(sheet, theme, width),
    ];
    let blocks: Vec<&Vec<Line>> = blocks.iter().filter(|b| !b.is_empty()).collect();
    let total: usize = blocks.iter().map(|b| b.len()).sum();
    let height = usize::from(area.height);
    let spaced = height >= total + blocks.len().saturating_sub(1);
    let mut y = area.y;
    let mut shown = 0;
    for (i, block) in blocks.iter().enumerate() {
        if spaced && i > 0 {
            y = y.saturating_add(1);
        }
        for line in block.iter() {
            shown += 1;
            if !spaced && shown == height && total > height {
                // The last row shown, with more below it: the cut is marked.
                let mut marked = line.clone();
                marked.spans.push(Span::raw("…"));
                draw_line(buf, area, &mut y, &marked);
            } else {
                draw_line(buf, area, &mut y, line);
            }
        }
    }
}

/// The sheet's monitors with their names in the current language (the save keeps the keys
/// `physical`, `stun`).
fn shown_monitors(sheet: &Sheet) -> Vec<Monitor> {
    sheet
        .monitors
        .iter()
        .map(|m| Monitor {
            name: crate::transcript::narrate::track_word(&m.name),
            ..m.clone()
        })
        .collect()
}

/// The sheet's side in the current language (`pc`, `enemy` in English).
fn side_word(sheet: &Sheet) -> String {
    Side::from_word(&sheet.side).map_or_else(|| sheet.side.clone(), crate::narrate::side_word)
}

fn header(sheet: &Sheet, theme: &Theme) -> Vec<Vec<Span<'static>>> {
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let side = side_word(sheet);
    vec![
        vec![Span::styled(
            escape(&sheet.name),
            theme.side(&sheet.side).patch(bold),
        )],
        match &sheet.down {
            Some(down) => vec![
                Span::styled(escape(&side), theme.side(&sheet.side)),
                Span::styled(format!("  {}", escape(&text::down_word(down))), theme.error),
            ],
            None => vec![Span::styled(escape(&side), theme.side(&sheet.side))],
        },
    ]
}

/// The rounds left in each weapon with a magazine (SRP-14): `Ammo Ares Alpha 32/42`, in
/// the error colour when empty.
fn ammo(sheet: &Sheet, theme: &Theme) -> Option<Vec<Span<'static>>> {
    use crate::ammo;
    let mut spans = vec![Span::styled(
        format!("{} ", crate::i18n::fixed("pool-ui-ammo")),
        theme.title,
    )];
    for g in sheet
        .gear
        .iter()
        .filter(|g| g.value(ammo::MAGAZINE).is_some())
    {
        if spans.len() > 1 {
            spans.push(Span::raw(", "));
        }
        let left = ammo::left(g);
        let magazine = g.value(ammo::MAGAZINE).unwrap_or(0);
        spans.push(Span::raw(format!("{} ", escape(&ammo::shown(g.label())))));
        let style = if left == 0 { theme.error } else { Style::new() };
        spans.push(Span::styled(format!("{left}/{magazine}"), style));
    }
    (spans.len() > 1).then_some(spans)
}

fn sections(sheet: &Sheet, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let label = |s: &'static str| Span::styled(format!("{s} "), theme.title);
    let mut paragraphs: Vec<Vec<Span<'static>>> = Vec::new();
    if let Some(spans) = ammo(sheet, theme) {
        paragraphs.push(spans);
    }
    if let Some(d) = &sheet.declaration {
        paragraphs.push(vec![
            label(text::intention()),
            Span::raw(escape(
                &sheet.declaration_marked(&crate::transcript::narrate::said(d)),
            )),
        ]);
    }
    if let Some(p) = &sheet.pending {
        paragraphs.push(vec![
            label(text::pending()),
            Span::raw(escape(&crate::transcript::narrate::said(p))),
        ]);
    }
    if let Some(spans) = conditions_paragraph(sheet, theme) {
        paragraphs.push(spans);
    }
    if !sheet.note.is_empty() {
        paragraphs.push(vec![
            label(text::DETAIL_NOTE),
            Span::raw(escape(&sheet.note)),
        ]);
    }
    // The sheet values and the armour last: on a small pane they are what is cut.
    for line in crate::report::sheet_lines::shown(&sheet.skills, &sheet.damage_terms) {
        paragraphs.push(vec![Span::raw(line)]);
    }
    paragraphs.iter().flat_map(|p| wrap(p, width)).collect()
}
