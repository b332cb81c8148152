//! Writing text into a buffer cell by cell, clipped so nothing is ever drawn outside it,
//! whatever the terminal's size.

use ratatui::buffer::Buffer;
use ratatui::style::Style;
use ratatui::text::Span;

/// Writes `text` at (x, y), clipped before column `right` and to the buffer; returns the
/// column where it stopped. Nothing is written when (x, y) is outside the buffer.
pub fn put(buf: &mut Buffer, x: u16, y: u16, right: u16, text: &str, style: Style) -> u16 {
    let right = right.min(buf.area.right());
    if y < buf.area.y || y >= buf.area.bottom() || x < buf.area.x || x >= right {
        return x;
    }
    buf.set_stringn(x, y, text, usize::from(right - x), style).0
}

/// [`put`], ending with `…` when `text` is cut.
pub fn put_fit(buf: &mut Buffer, x: u16, y: u16, right: u16, text: &str, style: Style) -> u16 {
    let room = usize::from(right.saturating_sub(x));
    if width_of(text) <= room {
        return put(buf, x, y, right, text, style);
    }
    let cut = format!("{}…", head(text, room.saturating_sub(1)));
    put(buf, x, y, right, &cut, style)
}

/// The display width of a text, in cells.
pub fn width_of(text: &str) -> usize {
    Span::raw(text).width()
}

fn char_width(c: char) -> usize {
    width_of(c.encode_utf8(&mut [0; 4]))
}

/// The start of `text` that fits in `room` cells.
pub fn head(text: &str, room: usize) -> &str {
    let mut used = 0;
    for (i, c) in text.char_indices() {
        used += char_width(c);
        if used > room {
            return &text[..i];
        }
    }
    text
}

/// The end of `text` that fits in `room` cells (what was typed last stays visible).
pub fn tail(text: &str, room: usize) -> &str {
    let mut used = 0;
    let mut start = text.len();
    for (i, c) in text.char_indices().rev() {
        used += char_width(c);
        if used > room {
            break;
        }
        start = i;
    }
    &text[start..]
}

/// `text` cut into lines of at most `width` cells, at spaces when possible; at most
/// `max_lines` lines, the last ending with `…` when text is left over.
pub fn wrap(text: &str, width: usize, max_lines: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut rest = text.trim();
    while !rest.is_empty() && width > 0 && lines.len() < max_lines {
        let fits = head(rest, width);
        let cut = if fits.len() == rest.len() {
            fits
        } else {
            fits.rfind(' ').map_or(fits, |i| &fits[..i])
        };
        let cut = if cut.trim().is_empty() { fits } else { cut };
        if cut.is_empty() {
            break;
        }
        lines.push(cut.trim_end().to_string());
        rest = rest[cut.len()..].trim_start();
    }
    if !rest.is_empty()
        && let Some(last) = lines.last_mut()
    {
        let kept = head(last, width.saturating_sub(1)).to_string();
        *last = format!("{kept}…");
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuts_by_width() {
        assert_eq!(head("héllo", 3), "hél");
        assert_eq!(tail("héllo", 3), "llo");
        assert_eq!(head("日本語", 3), "日");
        assert_eq!(tail("abc", 0), "");
        assert_eq!(
            wrap("one two three four", 9, 5),
            ["one two", "three", "four"]
        );
        assert_eq!(wrap("one two three four", 9, 2), ["one two", "three…"]);
        assert_eq!(wrap("abcdefghij", 4, 5), ["abcd", "efgh", "ij"]);
        assert_eq!(wrap("anything", 0, 3), Vec::<String>::new());
        assert_eq!(wrap("日本", 1, 3), Vec::<String>::new());
    }
}
