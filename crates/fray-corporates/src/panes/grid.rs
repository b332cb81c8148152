//! The segment grid pane, in the shared ladder's place (COR-01 to COR-12): a header with
//! the turn and the segment (and, during the declaration, the announcement order with who
//! is next); a heading with the segments, the current one marked; one line per combatant
//! with the turn's reaction roll, the declared count, a cell per segment (declared action
//! scheduled, acting, done with its label, substituted, lost in it; survival mode from
//! its segment; a long action's span; covering fire), the undeclared actions taken and the
//! ledger's malus now; actions pushed past segment 5 in a lost column (or, compact, on
//! the last cell). Under the selected line: the malus term by term. Out of the fight:
//! dimmed. When the rows do not fit, the selected one and those acting in the current
//! segment (or announcing next) stay in view and the others are counted; a legend fills
//! the room left.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::model::Step;
use crate::report::Report;
use crate::safe_text::escape;
use crate::tui::OrderCursor;
use crate::tui::theme::Theme;
use crate::tui::view::cells::width_of;
use crate::tui::view::cut_line::{cut_or_pad as fit, render_cut};
use crate::tui::view::flow::flow;

pub use super::grid_cells::terms_text;
use super::grid_cells::{cell_span, dice, terms_lines};
use super::grid_model::{Grid, Mark, Row};

/// The bar on the selected combatant's line.
const BAR: &str = "▌";
/// Lines the announcement order may take.
const ANNOUNCE_LINES: usize = 3;
/// Room for the reaction roll, the declared count, the lost actions, the undeclared
/// count and the malus, with their gaps.
const FIXED: usize = 1 + 3 + 2 + 1 + 2 + 3 + 6;

/// Column widths for a pane `width` wide.
#[derive(Debug, Clone, Copy)]
pub(super) struct Layout {
    name: usize,
    /// A segment cell's width.
    pub(super) cell: usize,
    /// Too narrow for the reaction and lost columns: cells of 2, a shorter malus.
    pub(super) compact: bool,
}

/// Room a compact line needs besides the name: bar, declared, gap, 5 cells of 2,
/// undeclared, malus.
const COMPACT: usize = 1 + 2 + 1 + 10 + 2 + 4;

impl Layout {
    fn of(width: usize) -> Layout {
        if width < FIXED + 15 + 6 {
            return Layout {
                name: width.saturating_sub(COMPACT).max(4),
                cell: 2,
                compact: true,
            };
        }
        let name = if width >= 70 {
            14
        } else {
            10.min(width.saturating_sub(FIXED + 15)).max(4)
        };
        let cell = (width.saturating_sub(FIXED + name) / 5).clamp(3, 14);
        Layout {
            name,
            cell,
            compact: false,
        }
    }

    /// Room for an action's label in its cell.
    pub(super) fn wide(self) -> bool {
        self.cell >= 7
    }
}

/// The pane's title.
pub fn title() -> &'static str {
    crate::i18n::fixed("cor-order-title")
}

/// Draws the pane inside its border.
pub fn render(report: &Report, at: OrderCursor, theme: &Theme, area: Rect, buf: &mut Buffer) {
    if area.is_empty() {
        return;
    }
    let grid = Grid::of(report);
    let width = usize::from(area.width);
    let layout = Layout::of(width);
    let mut lines = header(report, &grid, theme, width);
    if grid.rows.is_empty() {
        lines.push(Line::styled(crate::t!("cor-grid-empty"), theme.dim));
        // The hint wraps rather than being cut at the pane's edge.
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .render(area, buf);
        return;
    }
    lines.push(heading(&grid, layout, theme));
    let height = usize::from(area.height).saturating_sub(lines.len());
    let cursor = at
        .focused
        .then(|| report.ladder.get(at.line).map(|r| r.name.as_str()))
        .flatten();
    let blocks: Vec<Vec<Line>> = grid
        .rows
        .iter()
        .map(|row| {
            let mine = row.index == at.selected;
            let under_cursor = cursor == Some(row.name.as_str());
            let hidden = report.combatants.get(row.index).is_some_and(|s| s.hidden);
            let mut block = vec![row_line(
                &grid,
                row,
                layout,
                theme,
                (mine, under_cursor),
                hidden,
            )];
            if mine {
                block.extend(terms_lines(row, theme, width));
            }
            block
        })
        .collect();
    let body = in_view(&grid, at.selected, blocks, height, width, theme);
    let shown = body.len();
    lines.extend(body);
    let legend = legend(theme, width);
    if shown + legend.len() < height {
        lines.push(Line::raw(""));
        lines.extend(legend);
    }
    render_cut(lines, area, buf);
}

/// Whether a row acts now: it has an action in the current segment, or announces next.
fn acts_now(grid: &Grid, k: usize) -> bool {
    grid.next == Some(k)
        || grid.segment.is_some_and(|s| {
            grid.rows[k]
                .cells
                .get(usize::from(s).saturating_sub(1))
                .is_some_and(|c| c.marks.iter().any(|m| *m != Mark::Lost))
        })
}

/// The rows' lines that fit in `height`: all when they fit; else the selected row (without
/// its malus terms), those who act now (COR-01: the current segment's fighters, or the next to announce), then
/// the rows nearest the selection, in the grid's order, and a last line counting the rows
/// left out.
fn in_view(
    grid: &Grid,
    selected: usize,
    blocks: Vec<Vec<Line<'static>>>,
    height: usize,
    width: usize,
    theme: &Theme,
) -> Vec<Line<'static>> {
    let mut blocks = blocks;
    let total: usize = blocks.iter().map(Vec::len).sum();
    if total <= height {
        return blocks.into_iter().flatten().collect();
    }
    let room = height.saturating_sub(1);
    let mine = grid.rows.iter().position(|r| r.index == selected);
    // Short of room, the selected row goes without its malus terms (the sheet has them).
    if let Some(block) = mine.and_then(|m| blocks.get_mut(m)) {
        block.truncate(1);
    }
    let mut order: Vec<usize> = (0..blocks.len()).collect();
    order.sort_by_key(|&k| {
        let distance = mine.map_or(k, |m| k.abs_diff(m));
        (Some(k) != mine, !acts_now(grid, k), distance)
    });
    let mut keep = vec![false; blocks.len()];
    let mut used = 0;
    for k in order {
        if used + blocks[k].len() <= room {
            used += blocks[k].len();
            keep[k] = true;
        }
    }
    let hidden = keep.iter().filter(|k| !**k).count();
    let mut out: Vec<Line<'static>> = blocks
        .into_iter()
        .zip(&keep)
        .filter(|(_, k)| **k)
        .flat_map(|(b, _)| b)
        .collect();
    if hidden > 0 && out.len() < height {
        let more = crate::t!("cor-grid-hidden", n = hidden);
        out.push(Line::styled(
            crate::tui::view::wrap::cut(&more, width),
            theme.dim,
        ));
    }
    out
}

/// The turn and where it stands (the status line's words); during the declaration, the
/// announcement order.
fn header(report: &Report, grid: &Grid, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let stage = super::super::transcript::status_line(report);
    let mut lines = vec![Line::styled(stage, theme.title)];
    if grid.step == Step::Declaration && !grid.announce.is_empty() {
        let mut chunks = vec![vec![Span::styled(
            crate::t!("cor-grid-announce"),
            theme.dim,
        )]];
        for &i in &grid.announce {
            let row = &grid.rows[i];
            let next = grid.next == Some(i);
            let done = row.declared.is_some() && !next;
            let style = if next {
                theme.next.add_modifier(Modifier::BOLD)
            } else if done {
                theme.dim
            } else {
                theme.side(&row.side)
            };
            let mut text = format!(
                "{}{} {}",
                if next { "›" } else { "" },
                escape(&row.name),
                row.reaction.unwrap_or(0)
            );
            if let Some(d) = row.declared.filter(|_| done) {
                text.push_str(&format!("→{d}"));
            }
            chunks.push(vec![Span::styled(text, style)]);
        }
        // Too many to show: those who announced already are counted, not named.
        if flow(chunks.clone(), width, usize::MAX).len() > ANNOUNCE_LINES {
            let done: Vec<usize> = grid
                .announce
                .iter()
                .enumerate()
                .filter(|(_, i)| grid.rows[**i].declared.is_some() && grid.next != Some(**i))
                .map(|(k, _)| k + 1)
                .collect();
            for k in done.iter().rev() {
                chunks.remove(*k);
            }
            if !done.is_empty() {
                chunks.insert(
                    1,
                    vec![Span::styled(
                        crate::t!("cor-grid-announced", n = done.len()),
                        theme.dim,
                    )],
                );
            }
        }
        lines.extend(flow(chunks, width, ANNOUNCE_LINES));
    }
    lines
}

/// `text` right-aligned in `w` cells.
fn right(text: &str, w: usize) -> String {
    let pad = w.saturating_sub(width_of(text));
    if pad == 0 {
        // Too wide: cut with "…" to exactly `w` cells.
        return fit(text, w);
    }
    format!("{}{text}", " ".repeat(pad))
}

/// The column headings: name, reaction, declared, the five segments (the current one
/// marked), lost, undeclared, malus.
fn heading(grid: &Grid, l: Layout, theme: &Theme) -> Line<'static> {
    let col = |key: &str, w: usize| Span::styled(right(key, w), theme.dim);
    let mut spans = vec![
        Span::raw(" "),
        Span::styled(fit(&crate::t!("cor-grid-col-name"), l.name), theme.dim),
    ];
    if !l.compact {
        spans.push(col(&crate::t!("cor-grid-col-reaction"), 3));
    }
    spans.push(col(&crate::t!("cor-grid-col-declared"), 2));
    spans.push(Span::raw(" "));
    for s in 1..=5u8 {
        let now = grid.segment == Some(s) && grid.step == Step::Resolution;
        let text = match (now, l.compact) {
            (true, false) => format!("[{s}]"),
            (true, true) => format!("{s}▾"),
            (false, false) => format!(" {s}"),
            (false, true) => s.to_string(),
        };
        let style = if now { theme.current } else { theme.dim };
        spans.push(Span::styled(fit(&text, l.cell), style));
    }
    if !l.compact {
        spans.push(col(&crate::t!("cor-grid-col-lost"), 2));
    }
    let (u, m) = if l.compact { (2, 4) } else { (3, 6) };
    spans.push(col(&crate::t!("cor-grid-col-undeclared"), u));
    let malus = if l.compact {
        crate::t!("cor-grid-col-malus-short")
    } else {
        crate::t!("cor-grid-col-malus")
    };
    spans.push(col(&malus, m));
    Line::from(spans)
}

fn row_line(
    grid: &Grid,
    row: &Row,
    l: Layout,
    theme: &Theme,
    (mine, cursor): (bool, bool),
    hidden: bool,
) -> Line<'static> {
    let side = theme.side(&row.side);
    let name_style = if row.out || hidden { theme.dim } else { side };
    let number = |v: Option<i32>| v.map_or_else(|| "·".to_string(), |v| v.to_string());
    let mut spans = vec![
        Span::styled(if mine { BAR } else { " " }, side),
        Span::styled(
            fit(
                &crate::tui::view::hidden::marked(&escape(&row.name), hidden),
                l.name,
            ),
            name_style,
        ),
    ];
    if !l.compact {
        spans.push(Span::styled(right(&number(row.reaction), 3), theme.text));
    }
    spans.push(Span::styled(right(&number(row.declared), 2), theme.title));
    spans.push(Span::raw(" "));
    for (i, cell) in row.cells.iter().enumerate() {
        let now = grid.step == Step::Resolution && grid.segment == Some(i as u8 + 1);
        let past = l.compact && row.lost > 0 && i + 1 == row.cells.len();
        spans.push(cell_span(cell, l, now, past, theme));
    }
    let lost = match row.lost {
        0 => String::new(),
        1 => "✗".to_string(),
        n => format!("✗{n}"),
    };
    if !l.compact {
        spans.push(Span::styled(right(&lost, 2), theme.error));
    }
    spans.push(Span::styled(
        right(&row.undeclared.to_string(), if l.compact { 2 } else { 3 }),
        theme.text,
    ));
    let malus = row
        .terms
        .map_or_else(|| "·".to_string(), |t| dice(t.total()));
    let malus_style = if row.terms.is_some_and(|t| t.total() > 0) {
        theme.warning
    } else {
        theme.dim
    };
    spans.push(Span::styled(
        right(&malus, if l.compact { 4 } else { 6 }),
        malus_style,
    ));
    let line = Line::from(spans);
    if row.out {
        line.style(theme.dim)
    } else if cursor {
        line.style(Style::new().patch(theme.selected))
    } else {
        line
    }
}

/// What the marks mean, flowed to `width`.
fn legend(theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let chunks: Vec<Vec<Span<'static>>> = [
        ("○", crate::t!("cor-grid-legend-scheduled")),
        ("●", crate::t!("cor-grid-legend-done")),
        ("⇄", crate::t!("cor-grid-legend-instead")),
        ("◆", crate::t!("cor-last-grid-legend-undeclared")),
        ("✗", crate::t!("cor-grid-legend-lost")),
        ("S", crate::t!("cor-grid-legend-survival")),
        ("═", crate::t!("cor-grid-legend-long")),
        ("≋", crate::t!("cor-grid-legend-covering")),
    ]
    .into_iter()
    .map(|(mark, word)| vec![Span::styled(format!("{mark} {word}"), theme.dim)])
    .collect();
    flow(chunks, width, 4)
}
