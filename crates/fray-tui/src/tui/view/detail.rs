//! The selected combatant's pane of the fight screen: a header of numbers, then
//! declaration, conditions, pools and note. A system draws its own parts (a wound locator,
//! a token pane) between or instead of them through `SystemScreens::render_detail`.
//!
//! Text from the save goes through [`escape`] so control characters are shown, never sent.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

use super::flow::{flow, wrap};
use crate::i18n::typography::{join_list, list_separator};
use crate::model::Pool;
use crate::report::Sheet;
use crate::safe_text::escape;
use crate::tui::text;
use crate::tui::theme::Theme;

/// At most this many header lines.
pub const HEADER_LINES: usize = 2;

/// Draws the selected combatant's sheet in `area` (the caller draws the border and title):
/// the header, then the sections. Lines that do not fit are left out at the bottom, the last
/// row shown saying how many ([`draw_line`]). A system
/// with more to show (a wound locator) draws its own pane from the same parts.
pub fn render_detail(sheet: &Sheet, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let area = area.intersection(buf.area);
    if area.is_empty() {
        return;
    }
    let width = usize::from(area.width);
    let mut y = area.y;
    for line in &header_lines(sheet, theme, width) {
        draw_line(buf, area, &mut y, line);
    }
    for line in &section_lines(sheet, theme, width) {
        draw_line(buf, area, &mut y, line);
    }
}

/// The header (name, side, numbers) flowed into at most [`HEADER_LINES`] lines of `width`.
pub fn header_lines<'a>(sheet: &Sheet, theme: &Theme, width: usize) -> Vec<Line<'a>> {
    flow(header_chunks(sheet, theme), width, HEADER_LINES)
}

/// Draws `line` at `*y` if it is still inside `area` (cut with `…` to its width), and
/// moves `*y` down. A line below the area is not drawn: the area's last row then says how
/// many rows are left out, itself included (« … 3 more lines »), so no row leaves
/// without a sign.
pub fn draw_line(buf: &mut Buffer, area: Rect, y: &mut u16, line: &Line<'_>) {
    if *y < area.bottom() {
        let width = usize::from(area.width);
        if line.width() > width {
            let cut = super::cut_line::cut_line(line.clone(), width);
            buf.set_line(area.x, *y, &cut, area.width);
        } else {
            buf.set_line(area.x, *y, line, area.width);
        }
    } else if !area.is_empty() {
        let left_out = usize::from(*y - area.bottom()) + 2;
        mark_rows_left_out(buf, area, left_out);
    }
    *y = y.saturating_add(1);
}

/// Writes over the last row of `area` that `n` rows (that one included) do not fit.
fn mark_rows_left_out(buf: &mut Buffer, area: Rect, n: usize) {
    let row = area.bottom() - 1;
    for x in area.left()..area.right() {
        buf[(x, row)].reset();
    }
    let mark = Line::from(crate::t!("tui-rows-left-out", n = n));
    let mark = super::cut_line::cut_line(mark, usize::from(area.width));
    buf.set_line(area.x, row, &mark, area.width);
}

/// The header's pieces, most important first: each stays whole on one line.
fn header_chunks<'a>(sheet: &Sheet, theme: &Theme) -> Vec<Vec<Span<'a>>> {
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut chunks = vec![vec![Span::styled(
        escape(&sheet.name),
        theme.side(&sheet.side).patch(bold),
    )]];
    if sheet.dead {
        chunks.push(vec![Span::styled(text::detail_dead(), theme.warning)]);
    }
    if !sheet.destroyed.is_empty() {
        let limbs: Vec<String> = sheet.destroyed.iter().map(|k| limb(sheet, k)).collect();
        let words = text::detail_destroyed(&limbs.join(", "));
        chunks.push(vec![Span::styled(words, theme.error)]);
    }
    chunks.push(vec![Span::styled(
        escape(&text::side_word(&sheet.side)),
        theme.side(&sheet.side),
    )]);
    if let Some(health) = &sheet.health {
        chunks.push(vec![Span::styled(escape(health), theme.warning)]);
        if let Some(init) = sheet.initiative {
            chunks.push(vec![
                Span::styled(text::detail_initiative(), theme.dim),
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
    // The sheet's Réaction, and what wounds and fatigue leave of it when that differs.
    let reaction = if sheet.reaction_base != 0 && sheet.reaction_base != sheet.reaction {
        crate::t!(
            "screen-reaction-now",
            base = sheet.reaction_base,
            now = sheet.reaction
        )
    } else {
        sheet.reaction.to_string()
    };
    chunks.push(number(text::detail_reaction(), reaction));
    if let Some(init) = sheet.initiative {
        chunks.push(number(text::detail_initiative(), init.to_string()));
    }
    chunks.push(number(text::detail_wounds(), signed(sheet.wound_malus)));
    if sheet.opponents > 0 {
        chunks.push(number(
            text::detail_opponents(),
            sheet.opponents.to_string(),
        ));
    }
    chunks.push(number(text::detail_penalty(), signed(sheet.total_penalty)));
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

/// Declaration, conditions, pools, note, then skills and damage terms, each a labelled
/// paragraph wrapped to `width`.
pub fn section_lines<'a>(sheet: &Sheet, theme: &Theme, width: usize) -> Vec<Line<'a>> {
    let mut paragraphs: Vec<Vec<Span<'a>>> = Vec::new();
    let label = |s: &'static str| Span::styled(format!("{s} "), theme.title);
    if let Some(d) = &sheet.declaration {
        paragraphs.push(vec![
            label(text::detail_declared()),
            Span::raw(escape(&sheet.declaration_marked(d))),
        ]);
    }
    if let Some(spans) = conditions_paragraph(sheet, theme) {
        paragraphs.push(spans);
    }
    if !sheet.pools.is_empty() {
        let pools: Vec<String> = sheet.pools.iter().map(pool).collect();
        paragraphs.push(vec![
            label(text::detail_pools()),
            Span::raw(join_list(&pools)),
        ]);
    }
    if !sheet.note.is_empty() {
        paragraphs.push(vec![
            label(text::detail_note()),
            Span::raw(escape(&sheet.note)),
        ]);
    }
    // Skills and damage terms last (already named and escaped): on a small pane they are
    // what is cut, never the note.
    for line in crate::report::sheet_lines::shown(&sheet.skills, &sheet.damage_terms) {
        paragraphs.push(vec![Span::raw(line)]);
    }
    paragraphs.iter().flat_map(|p| wrap(p, width)).collect()
}

/// The conditions as one labelled paragraph, with what ends each; `None` without any.
pub fn conditions_paragraph<'a>(sheet: &Sheet, theme: &Theme) -> Option<Vec<Span<'a>>> {
    if sheet.conditions.is_empty() {
        return None;
    }
    let mut spans = vec![Span::styled(
        format!("{} ", text::detail_conditions()),
        theme.title,
    )];
    for (i, c) in sheet.conditions.iter().enumerate() {
        let sep = if i == 0 { "" } else { list_separator() };
        spans.push(Span::raw(format!("{sep}{}", escape(&c.shown()))));
        spans.push(Span::styled(
            format!(", {}", escape(&c.until.words())),
            theme.dim,
        ));
    }
    Some(spans)
}

fn pool(p: &Pool) -> String {
    match p {
        Pool::Counter {
            name, value, max, ..
        } => {
            let max = max.map_or_else(String::new, |m| format!("/{m}"));
            format!("{} {value}{max}", escape(name))
        }
    }
}
