//! The share overlay over the fight: before sharing, what players will see and who may
//! open the page; while starting, a word; after a failed start, why; while sharing, the
//! address, its QR code (or, on a terminal too small for it, a line saying so), who can
//! open it and how many pages follow. Every text from the share is escaped.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph, Widget};

use crate::safe_text::escape;
use crate::tui::fight::{Share, ShareState};
use crate::tui::share::{Reach, Running};
use crate::tui::text;
use crate::tui::theme::Theme;

use super::popup;
use super::wrap::{cells, wrap};

/// The width the overlay's prose is wrapped to when the terminal allows.
const PROSE: usize = 64;

/// The status line's mark while the fight is shared: "sharing · N pages".
pub fn status_mark(share: &Share) -> Option<String> {
    share.running().map(|r| text::share_status(r.pages()))
}

/// Draws the share overlay in the middle of `area`, when it is open.
pub fn render_share(share: &Share, theme: &Theme, area: Rect, buf: &mut Buffer) {
    if !share.open || area.width < 4 || area.height < 3 {
        return;
    }
    let widest = usize::from(area.width - 2);
    let (lines, keys) = match &share.state {
        ShareState::Off => (choice(share.lan, widest, theme), text::share_keys_before()),
        ShareState::Failed(why) => {
            let mut lines = choice(share.lan, widest, theme);
            lines.push(Line::raw(""));
            lines.extend(prose(
                &text::share_failed(&escape(why)),
                widest,
                theme.error,
            ));
            (lines, text::share_keys_failed())
        }
        ShareState::Starting(_) => (
            prose(&text::share_starting(), widest, theme.text),
            text::share_keys_starting(),
        ),
        ShareState::On(running) => (
            shared(running, widest, usize::from(area.height - 2), theme),
            text::share_keys_on(),
        ),
    };
    let mut lines = lines;
    lines.push(Line::raw(""));
    lines.extend(prose(&keys, widest, theme.dim));
    let inner = lines.iter().map(Line::width).max().unwrap_or(0);
    let width = u16::try_from(inner + 2).unwrap_or(u16::MAX);
    let height = u16::try_from(lines.len() + 2).unwrap_or(u16::MAX);
    let at = popup(area, width, height);
    Clear.render(at, buf);
    let block = Block::bordered()
        .title(Line::styled(text::share_title(), theme.title))
        .border_style(theme.focus_border);
    Paragraph::new(lines).block(block).render(at, buf);
}

/// `text` wrapped to the prose width (or `widest`, when narrower), in `style`.
fn prose(text: &str, widest: usize, style: Style) -> Vec<Line<'static>> {
    wrap(text, PROSE.min(widest))
        .into_iter()
        .map(|row| Line::styled(row, style))
        .collect()
}

/// Before sharing: what players see, and the choice of who may open the page.
fn choice(lan: bool, widest: usize, theme: &Theme) -> Vec<Line<'static>> {
    let mut lines = prose(&text::share_players_see(), widest, theme.text);
    lines.push(Line::raw(""));
    lines.extend(prose(&text::share_who(), widest, theme.text));
    for (chosen, label) in [
        (!lan, text::share_this_machine()),
        (lan, text::share_network()),
    ] {
        let (mark, style) = if chosen {
            ("● ", theme.selected)
        } else {
            ("○ ", theme.text)
        };
        lines.extend(prose(&format!("{mark}{label}"), widest, style));
    }
    lines
}

/// While sharing: the address, the QR code if the terminal can hold it, who can open the
/// page and how many pages follow; `rows` is the room inside the overlay's border.
fn shared(running: &Running, widest: usize, rows: usize, theme: &Theme) -> Vec<Line<'static>> {
    let url = escape(running.url());
    let mut lines = prose(&text::share_address(), widest, theme.text);
    // The address is never cut: a row too narrow for it takes it over several rows.
    lines.extend(
        wrap(&url, widest)
            .into_iter()
            .map(|row| Line::styled(row, theme.key)),
    );
    let reach = match running.reach() {
        Reach::ThisMachine => text::share_reach_here(),
        Reach::Network {
            address: Some(address),
        } => text::share_reach_network(&escape(address)),
        Reach::Network { address: None } => text::share_reach_network_unknown(),
    };
    let mut after = vec![Line::raw("")];
    after.extend(prose(&reach, widest, theme.text));
    after.extend(prose(&text::share_pages(running.pages()), widest, theme.ok));
    // The keys' line and the blank before it come after this.
    let keys_rows = 1 + prose(&text::share_keys_on(), widest, theme.dim).len();
    let qr = running.qr();
    let qr_width = qr.iter().map(|l| cells(l)).max().unwrap_or(0);
    let with_qr = lines.len() + 2 + qr.len() + after.len() + keys_rows;
    lines.push(Line::raw(""));
    if !qr.is_empty() && qr_width <= widest && with_qr <= rows {
        lines.extend(qr.iter().map(|l| Line::styled(l.clone(), theme.text)));
    } else {
        lines.extend(prose(&text::share_qr_too_small(), widest, theme.warning));
    }
    lines.extend(after);
    lines
}

#[cfg(test)]
#[path = "share_tests.rs"]
mod tests;
