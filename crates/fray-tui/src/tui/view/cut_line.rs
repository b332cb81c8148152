//! Rows cut to their area's width with `…`: a row wider than its pane never loses its end
//! silently (measured in terminal cells: wide characters count two).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::cells::{head, width_of};

/// `line` in at most `width` cells: whole, or cut with `…` as its last cell (the spans
/// before the cut keep their styles, the `…` takes the style of the last one kept).
pub fn cut_line(line: Line<'_>, width: usize) -> Line<'_> {
    if line.width() <= width {
        return line;
    }
    let Line {
        style,
        alignment,
        spans,
    } = line;
    let mut room = width.saturating_sub(1);
    let mut kept: Vec<Span> = Vec::new();
    for span in spans {
        let w = width_of(&span.content);
        if w <= room {
            room -= w;
            kept.push(span);
            continue;
        }
        let part = head(&span.content, room).trim_end().to_string();
        kept.push(Span::styled(part, span.style));
        break;
    }
    if width > 0 {
        let last = kept.last().map(|s| s.style).unwrap_or_default();
        kept.push(Span::styled("…", last));
    }
    Line {
        style,
        alignment,
        spans: kept,
    }
}

/// `lines` drawn from the top of `area`, each cut with `…` to its width.
pub fn render_cut(lines: Vec<Line<'_>>, area: Rect, buf: &mut Buffer) {
    let width = usize::from(area.width);
    let lines: Vec<Line> = lines.into_iter().map(|l| cut_line(l, width)).collect();
    Paragraph::new(lines).render(area, buf);
}

/// `text` cut with `…` or padded with spaces to exactly `w` cells.
pub fn cut_or_pad(text: &str, w: usize) -> String {
    let shown = if width_of(text) > w {
        if w == 0 {
            String::new()
        } else {
            format!("{}…", head(text, w - 1))
        }
    } else {
        text.to_string()
    };
    let pad = w.saturating_sub(width_of(&shown));
    format!("{shown}{}", " ".repeat(pad))
}

#[cfg(test)]
#[path = "cut_line_tests.rs"]
mod tests;
