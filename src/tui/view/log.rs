//! The log: one line per command (who, what, dice, result), newest at the bottom; undone
//! commands dimmed and marked.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::tui::log_lines::LogLine;
use crate::tui::text;
use crate::tui::theme::Theme;

use crate::safe_text::escape;

/// Draws the log scrolled `back` lines from its end, the `highlight` record marked; `wrap`
/// lets long lines wrap (zoomed).
pub fn render_log(
    lines: &[LogLine],
    back: usize,
    highlight: Option<u64>,
    wrap: bool,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    if area.is_empty() {
        return;
    }
    if lines.is_empty() {
        Line::styled(text::log_empty(), theme.dim).render(area, buf);
        return;
    }
    let height = area.height as usize;
    let width = usize::from(area.width.max(1));
    let end = lines.len().saturating_sub(back);
    let mut start = end;
    let mut used = 0;
    while start > 0 {
        let rows = if wrap {
            (6 + lines[start - 1].narration.chars().count()).div_ceil(width)
        } else {
            1
        };
        if used + rows > height {
            break;
        }
        used += rows;
        start -= 1;
    }
    let shown: Vec<Line> = lines[start..end]
        .iter()
        .map(|l| {
            let style = if l.undone { theme.dim } else { theme.text };
            let number = if highlight == Some(l.seq) {
                theme.current
            } else {
                theme.dim
            };
            let mut spans = vec![Span::styled(format!("#{:<3} ", l.seq), number)];
            if l.undone {
                spans.push(Span::styled(text::undone(), theme.dim));
            }
            spans.push(Span::styled(escape(&l.narration), style));
            Line::from(spans)
        })
        .collect();
    let mut paragraph = Paragraph::new(shown);
    if wrap {
        paragraph = paragraph.wrap(Wrap { trim: false });
    }
    paragraph.render(area, buf);
}
