//! Draws the write-back overlay of the fight screen: what writing the fight back into
//! its campaign changes, PC by PC, and the keys that write it or leave it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use crate::safe_text::escape;
use crate::tui::fight::WriteBack;
use crate::tui::text;
use crate::tui::theme::Theme;

use super::popup;
use super::wrap::cells;

/// Draws the overlay over `area`, scrolled as the GM scrolled it. Every text from the
/// saves is escaped.
pub fn render_writeback(shown: &WriteBack, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let body: Vec<String> = shown.body().iter().map(|l| escape(l)).collect();
    let keys = if shown.writable() {
        text::writeback_keys()
    } else {
        text::writeback_close()
    };
    let title = text::writeback_title();
    let longest = body
        .iter()
        .map(|l| cells(l))
        .chain([cells(keys), cells(title)])
        .max()
        .unwrap_or(0);
    let width = u16::try_from(longest).unwrap_or(u16::MAX).saturating_add(4);
    let inner = usize::from(width.min(area.width).saturating_sub(2)).max(1);
    let rows: usize = body.iter().map(|l| cells(l).div_ceil(inner).max(1)).sum();
    let height = u16::try_from(rows).unwrap_or(u16::MAX).saturating_add(2);
    let at = popup(area, width, height);
    Clear.render(at, buf);
    let block = Block::bordered()
        .title(Line::styled(title, theme.title))
        .title_bottom(Line::styled(keys, theme.dim))
        .border_style(theme.focus_border);
    let lines: Vec<Line> = body.into_iter().map(Line::raw).collect();
    Paragraph::new(lines)
        .block(block)
        .wrap(Wrap { trim: false })
        .scroll((shown.scroll, 0))
        .render(at, buf);
}
