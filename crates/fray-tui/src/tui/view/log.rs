//! The log: one line per command (who, what, dice, result), newest at the bottom; undone
//! commands dimmed and marked. The current record (the replay's, else the newest) is
//! wrapped over as many rows as it needs; zoomed, every record is.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::tui::log_lines::LogLine;
use crate::tui::text;
use crate::tui::theme::Theme;

use super::wrap::{cells, cut, wrap};
use crate::safe_text::escaped;

/// Draws the log scrolled `back` lines from its end, the `highlight` record marked (without
/// one, the newest record is the current one); `wrap_all` wraps every record (zoomed).
pub fn render_log(
    lines: &[LogLine],
    back: usize,
    highlight: Option<u64>,
    wrap_all: bool,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    if area.is_empty() {
        return;
    }
    if lines.is_empty() {
        Paragraph::new(Line::styled(text::log_empty(), theme.dim))
            .wrap(ratatui::widgets::Wrap { trim: true })
            .render(area, buf);
        return;
    }
    let current = highlight.or_else(|| lines.last().map(|l| l.seq));
    let height = usize::from(area.height);
    let width = usize::from(area.width.max(1));
    let end = lines.len().saturating_sub(back);
    let mut shown: Vec<Line> = Vec::new();
    for line in lines[..end].iter().rev() {
        let mut rows = record_rows(line, current, wrap_all, theme, width);
        if shown.len() + rows.len() > height {
            if shown.is_empty() {
                // A record taller than the pane: its start, where who and what are, its
                // last row ending with `…` (the rest of the record is not shown).
                rows.truncate(height);
                if let Some(last) = rows.last_mut() {
                    last.spans.push(Span::raw("…"));
                }
                shown = rows;
            }
            break;
        }
        rows.append(&mut shown);
        shown = rows;
    }
    // Row by row, each cut at the pane's edge: a laid-out paragraph would measure every
    // character of every long narration, for the few dozen cells a row shows.
    let mut y = area.y;
    for row in &shown {
        super::detail::draw_line(buf, area, &mut y, row);
    }
}

/// A record's rows: one, or its narration wrapped under the number when it is the current
/// record or every record wraps.
fn record_rows<'a>(
    line: &'a LogLine,
    current: Option<u64>,
    wrap_all: bool,
    theme: &Theme,
    width: usize,
) -> Vec<Line<'a>> {
    let is_current = current == Some(line.seq);
    let style = if line.undone { theme.dim } else { theme.text };
    let number_style = if is_current { theme.current } else { theme.dim };
    let number = format!("#{:<3} ", line.seq);
    let narration = escaped(&line.narration);
    if !(is_current || wrap_all) {
        // One row, cut with "…" at the pane's edge so a cut line says so.
        let mut room = width.saturating_sub(cells(&number));
        let mut spans = vec![Span::styled(number, number_style)];
        if line.undone {
            let mark = text::undone();
            room = room.saturating_sub(cells(&mark));
            spans.push(Span::styled(mark, theme.dim));
        }
        spans.push(Span::styled(cut(&narration, room), style));
        return vec![Line::from(spans)];
    }
    let body = if line.undone {
        format!("{}{narration}", text::undone())
    } else {
        narration.into_owned()
    };
    let indent = cells(&number);
    if indent * 2 >= width {
        // Too narrow to indent: the number wraps with the text.
        return wrap(&format!("{number}{body}"), width)
            .into_iter()
            .map(|row| Line::styled(row, style))
            .collect();
    }
    wrap(&body, width - indent)
        .into_iter()
        .enumerate()
        .map(|(i, row)| {
            let lead = if i == 0 {
                Span::styled(number.clone(), number_style)
            } else {
                Span::raw(" ".repeat(indent))
            };
            Line::from(vec![lead, Span::styled(row, style)])
        })
        .collect()
}
