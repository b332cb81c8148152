//! The segment grid (COR-01, COR-04): in the shared ladder's place, a header with the turn
//! and the segment, then one line per combatant with a cell per segment 1 to 5 (○ declared
//! and waiting, ● done, ↺ replaced by an undeclared action, ✗ lost, · none), the actions
//! pushed past segment 5 counted, and the ledger's malus now; the current segment's cells
//! highlighted.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::model::{EntryStatus, Step};
use crate::report::Report;
use crate::safe_text::escape;
use crate::tui::OrderCursor;
use crate::tui::theme::Theme;
use crate::tui::view::cells::{head, width_of};

/// The width kept for a name.
const NAME: usize = 14;

/// The symbol of a cell.
fn symbol(status: Option<EntryStatus>) -> &'static str {
    match status {
        None => "·",
        Some(EntryStatus::Waiting | EntryStatus::Delayed) => "○",
        Some(EntryStatus::Acting | EntryStatus::Acted) => "●",
        Some(EntryStatus::Skipped) => "↺",
        Some(EntryStatus::Lost) => "✗",
    }
}

/// The current segment, 0 outside segments (read from the current step and the table).
pub fn current_segment(report: &Report) -> i32 {
    if report.step != Step::Resolution {
        return 0;
    }
    report
        .table
        .iter()
        .find_map(|p| match p {
            crate::model::Pool::Counter { name, value, .. }
                if name == super::super::conditions::SEGMENT =>
            {
                Some(*value)
            }
            _ => None,
        })
        .or(report.phase)
        .unwrap_or(0)
}

/// Draws the grid inside its border.
pub fn render(report: &Report, at: OrderCursor, theme: &Theme, area: Rect, buf: &mut Buffer) {
    if area.is_empty() {
        return;
    }
    let now = current_segment(report);
    let mut lines = vec![Line::styled(
        super::super::transcript::status_line(report),
        theme.title,
    )];
    let mut heading = format!("{:width$}", "", width = NAME + 1);
    for s in 1..=5 {
        heading.push_str(&format!(" {s}"));
    }
    lines.push(Line::styled(heading, theme.dim));
    for (i, sheet) in report.combatants.iter().enumerate() {
        let name = escape(&sheet.name);
        let short = head(&name, NAME);
        let pad = NAME.saturating_sub(width_of(short));
        let style = if i == at.selected { theme.selected } else { theme.text };
        let mut spans = vec![Span::styled(format!("{short}{} ", " ".repeat(pad)), style)];
        for s in 1..=5 {
            let status = report
                .ladder
                .iter()
                .filter(|r| r.name == sheet.name && r.phase == s)
                .map(|r| r.status)
                .max_by_key(|st| *st == EntryStatus::Waiting);
            let cell = if s == now { theme.current } else { Style::default() };
            spans.push(Span::styled(format!(" {}", symbol(status)), cell));
        }
        let past = report
            .ladder
            .iter()
            .filter(|r| r.name == sheet.name && r.phase > 5)
            .count();
        if past > 0 {
            spans.push(Span::styled(format!(" +{past}✗"), theme.warning));
        }
        if sheet.wound_malus != 0 {
            spans.push(Span::styled(
                format!(" {}d", sheet.wound_malus),
                theme.warning,
            ));
        }
        lines.push(Line::from(spans));
    }
    Paragraph::new(lines).render(area, buf);
}
