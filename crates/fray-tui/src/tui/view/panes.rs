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
use super::hits::{Hits, Target};
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

/// Lays the panes out in `body` and draws each, noting in `hits` where each pane and
/// each roster or ladder row went.
pub fn render_panes(view: &PaneView, theme: &Theme, body: Rect, buf: &mut Buffer, hits: &mut Hits) {
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
            hits.add(at, Target::Pane(pane));
            render_pane(view, pane, single, theme, at, buf, hits);
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
    hits: &mut Hits,
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
    if single {
        note_tabs(view, pane, at, hits);
    }
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
        Pane::Ladder => {
            let cursor = focused.then_some(view.ladder_cursor);
            ladder::render_ladder(view.report, cursor, theme, inner, buf);
            // A roundless fight's ladder moves the selection, not a line: no rows to click.
            if !view.report.roundless() {
                let first = ladder::first_shown(view.report, cursor, inner.height);
                let shown = view.report.ladder.len().saturating_sub(first);
                for (y, i) in (inner.y..inner.bottom()).zip(first..first + shown) {
                    hits.add(
                        Rect {
                            y,
                            height: 1,
                            ..inner
                        },
                        Target::Rung(i),
                    );
                }
            }
        }
        Pane::Roster => {
            roster::render_roster(view.report, view.selected, theme, inner, buf);
            if !view.report.combatants.is_empty() {
                // Below the header row, as `render_roster` scrolls them.
                let first = roster::first_shown(view.selected, inner.height);
                let shown = view.report.combatants.len().saturating_sub(first);
                let rows = inner.y.saturating_add(1)..inner.bottom();
                for (y, i) in rows.zip(first..first + shown) {
                    hits.add(
                        Rect {
                            y,
                            height: 1,
                            ..inner
                        },
                        Target::Combatant(i),
                    );
                }
            }
        }
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

/// Notes where each tab of a single pane's title went (` Ladder [Roster] Selected Log
/// (Tab) `, drawn from the border's second cell and cut at its end): a click on a tab
/// shows its pane.
fn note_tabs(view: &PaneView, shown: Pane, at: Rect, hits: &mut Hits) {
    let end = at.right().saturating_sub(1);
    // The title's leading space, after the corner.
    let mut x = at.x.saturating_add(2);
    for (pane, name) in text::pane_tab_names(shown, view.report) {
        let width = u16::try_from(super::cells::width_of(&name)).unwrap_or(u16::MAX);
        let right = x.saturating_add(width).min(end);
        if right > x {
            hits.add(Rect::new(x, at.y, right - x, 1), Target::Pane(pane));
        }
        x = x.saturating_add(width).saturating_add(1);
    }
}
