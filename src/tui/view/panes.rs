//! The four panes (ladder, roster, selected combatant, log) laid out and drawn from a
//! borrowed view, so the live fight and the replay draw them the same way.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use crate::report::Report;
use crate::tui::fight::Pane;
use crate::tui::log_lines::LogLine;
use crate::tui::text;
use crate::tui::theme::Theme;

use super::fight::layout;
use super::{ladder, log, roster};
use crate::tui::system::{OrderCursor, screens_of};

/// What the panes show.
#[derive(Debug, Clone, Copy)]
pub struct PaneView<'a> {
    /// The encounter summary.
    pub report: &'a Report,
    /// Index of the selected combatant.
    pub selected: usize,
    /// Index of the ladder line under the cursor.
    pub ladder_cursor: usize,
    /// The log's lines, oldest first.
    pub log: &'a [LogLine],
    /// Lines scrolled back from the end of the log.
    pub log_scroll: usize,
    /// A record to highlight in the log (the replay's current one).
    pub highlight: Option<u64>,
    /// The pane with the focus.
    pub focus: Pane,
    /// Whether the focused pane fills the body.
    pub zoom: bool,
}

/// Lays the panes out in `body` and draws each.
pub fn render_panes(view: &PaneView, theme: &Theme, body: Rect, buf: &mut Buffer) {
    let places = layout(body, view.focus, view.zoom);
    let single = places.ladder.is_none() || places.roster.is_none();
    for pane in Pane::ALL {
        let at = match pane {
            Pane::Ladder => places.ladder,
            Pane::Roster => places.roster,
            Pane::Detail => places.detail,
            Pane::Log => places.log,
        };
        if let Some(at) = at {
            render_pane(view, pane, single, theme, at, buf);
        }
    }
}

fn render_pane(
    view: &PaneView,
    pane: Pane,
    single: bool,
    theme: &Theme,
    at: Rect,
    buf: &mut Buffer,
) {
    let focused = view.focus == pane;
    let title = if single {
        text::pane_tabs(pane, view.report)
    } else {
        text::pane_title(pane, view.report)
    };
    let block = Block::bordered()
        .title(Line::styled(title, theme.title))
        .border_style(if focused {
            theme.focus_border
        } else {
            theme.border
        });
    let inner = block.inner(at);
    block.render(at, buf);
    match pane {
        Pane::Ladder
            if screens_of(view.report).render_order(
                view.report,
                OrderCursor {
                    selected: view.selected,
                    line: view.ladder_cursor,
                    focused,
                },
                theme,
                inner,
                buf,
            ) => {}
        Pane::Ladder => ladder::render_ladder(
            view.report,
            focused.then_some(view.ladder_cursor),
            theme,
            inner,
            buf,
        ),
        Pane::Roster => roster::render_roster(view.report, view.selected, theme, inner, buf),
        Pane::Detail => match view.report.combatants.get(view.selected) {
            Some(sheet) => screens_of(view.report).render_detail(sheet, theme, inner, buf),
            // Nobody to show: the hint wraps rather than being cut at the pane's edge.
            None => Paragraph::new(Line::styled(text::roster_empty(), theme.dim))
                .wrap(Wrap { trim: true })
                .render(inner, buf),
        },
        Pane::Log => log::render_log(
            view.log,
            view.log_scroll,
            view.highlight,
            view.zoom || single,
            theme,
            inner,
            buf,
        ),
    }
}
