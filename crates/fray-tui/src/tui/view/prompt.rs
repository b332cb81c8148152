//! The `:` command line and the hint line under it (an error with a `^` under its column,
//! or the Tab completion candidates).

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::style::Style;
use ratatui::text::Span;

use crate::safe_text::escape;
use crate::tui::prompt::{Prompt, PromptError};
use crate::tui::theme::Theme;

/// Marks text cut at the edge of the line.
const ELLIPSIS: &str = "…";

/// Draws `:` and the input on the first line of `area`, scrolled so the cursor stays
/// visible; returns where the terminal cursor goes (`None` when `area` is empty).
pub fn render_prompt(
    prompt: &Prompt,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) -> Option<Position> {
    let line = first_line(area, buf)?;
    blank(line, theme.text, buf);
    buf.set_stringn(line.x, line.y, ":", 1, theme.key);
    let room = usize::from(line.width - 1);
    let cells = drawn_chars(prompt.input());
    let widths: Vec<usize> = cells.iter().map(|(_, w)| *w).collect();
    let cursor = prompt.cursor().min(cells.len());
    let start = first_visible(&widths, cursor, room);
    if room > 0 {
        let text: String = cells[start..].iter().map(|(s, _)| s.as_str()).collect();
        buf.set_stringn(line.x + 1, line.y, text, room, theme.text);
    }
    let offset = 1 + widths[start..cursor].iter().sum::<usize>();
    let offset = offset.min(usize::from(line.width - 1));
    Some(Position::new(line.x + to_u16(offset), line.y))
}

/// Draws the line under the prompt (give it the same x and width as the prompt's area):
/// the error with a `^` under its column when that column is on screen, else the
/// completion candidates with the current one highlighted, else nothing.
pub fn render_prompt_hint(prompt: &Prompt, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let Some(line) = first_line(area, buf) else {
        return;
    };
    blank(line, theme.text, buf);
    if let Some(error) = prompt.error() {
        render_error(prompt, error, theme, line, buf);
    } else if !prompt.candidates().is_empty() {
        render_candidates(prompt, theme, line, buf);
    }
}

/// The message beside a caret: after it when it fits, else before it, else on the side
/// with more room, cut; without a visible column, from the left edge.
fn render_error(prompt: &Prompt, error: &PromptError, theme: &Theme, line: Rect, buf: &mut Buffer) {
    let message = escape(&error.message);
    let width = usize::from(line.width);
    let message_width = text_width(&message);
    let Some(caret) = caret_offset(prompt, error.column, line.width) else {
        buf.set_stringn(line.x, line.y, cut(&message, width), width, theme.error);
        return;
    };
    let right_room = width.saturating_sub(caret + 2);
    let left_room = caret.saturating_sub(1);
    buf.set_stringn(line.x + to_u16(caret), line.y, "^", 1, theme.error);
    if message_width <= right_room || (message_width > left_room && right_room >= left_room) {
        let text = cut(&message, right_room);
        buf.set_stringn(
            line.x + to_u16(caret + 2),
            line.y,
            text,
            right_room,
            theme.error,
        );
    } else {
        let text = cut(&message, left_room);
        let x = left_room - text_width(&text);
        buf.set_stringn(line.x + to_u16(x), line.y, text, left_room, theme.error);
    }
}

/// The candidates in a row; earlier ones give way (behind `…`) so the current one shows.
fn render_candidates(prompt: &Prompt, theme: &Theme, line: Rect, buf: &mut Buffer) {
    let items: Vec<String> = prompt.candidates().iter().map(|c| escape(c)).collect();
    let widths: Vec<usize> = items.iter().map(|i| text_width(i)).collect();
    let current = prompt.candidate_index();
    let width = usize::from(line.width);
    let mut first = 0;
    if let Some(current) = current {
        let needs = |first: usize| {
            let lead = if first > 0 { 2 } else { 0 };
            lead + widths[first..=current].iter().sum::<usize>() + (current - first)
        };
        while first < current && needs(first) > width {
            first += 1;
        }
    }
    let right = line.right();
    let mut x = line.x;
    if first > 0 {
        x = buf.set_stringn(x, line.y, "… ", width, theme.dim).0;
    }
    for (i, item) in items.iter().enumerate().skip(first) {
        if i > first {
            x = buf.set_stringn(x, line.y, " ", 1, theme.dim).0;
        }
        let style = if Some(i) == current {
            theme.selected
        } else {
            theme.dim
        };
        let room = usize::from(right.saturating_sub(x));
        x = buf.set_stringn(x, line.y, item, room, style).0;
        if x >= right {
            break;
        }
    }
}

/// Where the error's caret goes (cells from the line's left edge), when its column is on
/// screen: the same scrolling as [`render_prompt`] on a line as wide.
fn caret_offset(prompt: &Prompt, column: Option<usize>, width: u16) -> Option<usize> {
    let column = column?;
    let room = usize::from(width.saturating_sub(1));
    let widths: Vec<usize> = drawn_chars(prompt.input())
        .iter()
        .map(|(_, w)| *w)
        .collect();
    let cursor = prompt.cursor().min(widths.len());
    let start = first_visible(&widths, cursor, room);
    let column = column.min(widths.len());
    if column < start {
        return None;
    }
    let offset = 1 + widths[start..column].iter().sum::<usize>();
    (offset < usize::from(width)).then_some(offset)
}

/// Each char of the input as drawn (control characters escaped) with its width in cells.
fn drawn_chars(input: &str) -> Vec<(String, usize)> {
    input
        .chars()
        .map(|c| {
            let drawn = escape(c.encode_utf8(&mut [0; 4]));
            let width = text_width(&drawn);
            (drawn, width)
        })
        .collect()
}

/// The first char shown when `room` cells show the text: as few are hidden on the left as
/// the cell of the cursor needs.
fn first_visible(widths: &[usize], cursor: usize, room: usize) -> usize {
    let cursor_cell = widths.get(cursor).copied().unwrap_or(1).max(1);
    let mut before: usize = widths[..cursor].iter().sum();
    let mut start = 0;
    while start < cursor && before + cursor_cell > room {
        before -= widths[start];
        start += 1;
    }
    start
}

/// `text` if it fits in `room` cells, else its start and `…`.
fn cut(text: &str, room: usize) -> String {
    if text_width(text) <= room {
        return text.to_string();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = text_width(c.encode_utf8(&mut [0; 4]));
        if used + w + 1 > room {
            break;
        }
        used += w;
        out.push(c);
    }
    if room > 0 {
        out.push_str(ELLIPSIS);
    }
    out
}

fn text_width(text: &str) -> usize {
    Span::raw(text).width()
}

/// The first line of `area` inside the buffer, if any.
fn first_line(area: Rect, buf: &Buffer) -> Option<Rect> {
    let area = area.intersection(buf.area);
    (!area.is_empty()).then_some(Rect { height: 1, ..area })
}

fn blank(line: Rect, style: Style, buf: &mut Buffer) {
    let width = usize::from(line.width);
    buf.set_stringn(line.x, line.y, " ".repeat(width), width, style);
}

fn to_u16(n: usize) -> u16 {
    u16::try_from(n).unwrap_or(u16::MAX)
}

#[cfg(any(test, feature = "test-support"))]
#[path = "prompt_test_support.rs"]
pub mod test_support;

#[cfg(test)]
#[path = "prompt_tests.rs"]
mod tests;
