//! The result strip under the panes: the whole narration of the last command (or its
//! error), wrapped over as many rows as it needs up to a third of the screen; when even that
//! is not enough, its last row says how many rows are left and how to read them.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::safe_text::escape;
use crate::tui::fight::{Level, Message};
use crate::tui::keymap::{Action, Keymap, Mode};
use crate::tui::theme::Theme;

use super::wrap::wrap;

/// The most rows the strip takes on a screen `height` rows high: a third of it, at least one.
pub fn cap(height: u16) -> u16 {
    (height / 3).max(1)
}

/// Rows the strip needs for `message` at `width` cells, capped for a screen `height` high.
pub fn rows(message: Option<&Message>, width: u16, height: u16) -> u16 {
    rows_for(message.map_or("", |m| m.text.as_str()), width, height)
}

/// Rows the strip needs for `text` at `width` cells, capped for a screen `height` high.
pub fn rows_for(text: &str, width: u16, height: u16) -> u16 {
    let needed = wrap(&escape(text), usize::from(width)).len();
    u16::try_from(needed)
        .unwrap_or(u16::MAX)
        .clamp(1, cap(height))
}

/// Draws `message` wrapped in `area`; a text longer than the area ends with a row saying
/// how many rows are hidden and which key zooms the log, where the whole text is.
pub fn render_result(
    message: Option<&Message>,
    keymap: &Keymap,
    mode: Mode,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let Some(m) = message else { return };
    let style = match m.level {
        Level::Info => theme.text,
        Level::Error => theme.error,
    };
    render_wrapped(&m.text, style, keymap, mode, theme, area, buf);
}

/// Draws `text` in `style` wrapped in `area`, as [`render_result`] does.
pub fn render_wrapped(
    text: &str,
    style: Style,
    keymap: &Keymap,
    mode: Mode,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    if area.is_empty() {
        return;
    }
    let mut rows = wrap(&escape(text), usize::from(area.width));
    let room = usize::from(area.height);
    let mut more = None;
    if rows.len() > room {
        let hidden = rows.len() + 1 - room;
        rows.truncate(room - 1);
        let key = keymap
            .first_key(mode, Action::Zoom)
            .map_or_else(String::new, |k| k.to_string());
        more = Some(crate::t!("screen-result-more", rows = hidden, key = key));
    }
    for (i, row) in rows.iter().enumerate() {
        put_row(row, style, area, i, buf);
    }
    if let Some(more) = more {
        put_row(&more, theme.dim, area, room - 1, buf);
    }
}

fn put_row(text: &str, style: Style, area: Rect, i: usize, buf: &mut Buffer) {
    let at = Rect {
        y: area.y + i as u16,
        height: 1,
        ..area
    };
    Line::styled(text.to_string(), style).render(at, buf);
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    fn message(text: &str) -> Message {
        Message {
            text: text.into(),
            level: Level::Info,
        }
    }

    #[test]
    fn a_long_result_takes_the_rows_it_needs_up_to_a_third_of_the_screen() {
        let m = message(&"word ".repeat(40));
        assert_eq!(rows(Some(&m), 40, 24), 5);
        assert_eq!(rows(Some(&m), 20, 24), 8, "capped at 24 / 3");
        assert_eq!(rows(Some(&message("short")), 40, 24), 1);
        assert_eq!(rows(None, 40, 24), 1);
        assert_eq!(rows(Some(&m), 20, 2), 1, "at least one row");
    }

    #[test]
    fn a_result_longer_than_the_strip_says_how_to_read_the_rest() {
        let m = message(
            &(1..=30)
                .map(|n| format!("w{n}"))
                .collect::<Vec<_>>()
                .join(" "),
        );
        let mut term = Terminal::new(TestBackend::new(24, 3)).expect("terminal");
        term.draw(|f| {
            render_result(
                Some(&m),
                &Keymap::default(),
                Mode::Fight,
                &Theme::plain(),
                f.area(),
                f.buffer_mut(),
            );
        })
        .expect("draw");
        let shown = term.backend().to_string();
        assert!(shown.contains("w1 w2 w3"), "{shown}");
        assert!(!shown.contains("w30"), "{shown}");
        assert!(shown.contains("rows: z "), "the zoom key is named: {shown}");
        insta::assert_snapshot!(shown);
    }
}
