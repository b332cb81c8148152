//! Drawing: one file per pane. Every function here is pure: state in, cells out.

pub mod cells;
pub mod cut_line;
pub mod detail;
pub mod fight;
pub mod fit;
pub mod flow;
pub mod form;
mod form_field;
pub mod help;
pub mod hidden;
pub mod hints;
pub mod hits;
pub mod ladder;
pub mod log;
pub mod monitors;
pub mod panes;
pub mod prompt;
pub mod replay;
pub mod result;
pub mod roster;
pub mod share;
pub mod start;
pub mod start_form;
pub mod start_list;
pub mod status;
pub mod timeline;
pub mod wrap;
pub mod writeback;

use ratatui::layout::Rect;

/// A centred box of at most `width` × `height` inside `area`.
pub fn popup(area: Rect, width: u16, height: u16) -> Rect {
    let width = width.min(area.width);
    let height = height.min(area.height);
    Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    }
}

/// Smallest terminal the fight screen is drawn in; below, a message says so.
pub const MIN_WIDTH: u16 = 40;
/// Smallest terminal height.
pub const MIN_HEIGHT: u16 = 10;

/// Draws the "terminal too small" message.
pub fn render_too_small(
    theme: &crate::tui::theme::Theme,
    area: Rect,
    buf: &mut ratatui::buffer::Buffer,
) {
    use ratatui::widgets::{Paragraph, Widget, Wrap};
    if area.is_empty() {
        return;
    }
    Paragraph::new(crate::tui::text::too_small(
        area.width,
        area.height,
        MIN_WIDTH,
        MIN_HEIGHT,
    ))
    .style(theme.warning)
    .wrap(Wrap { trim: true })
    .render(area, buf);
}
