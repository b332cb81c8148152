//! The segment grid's cells and malus terms (COR-01 to COR-12), drawn for `grid.rs`: one
//! segment's marks as glyphs (and the action's label when the cell is wide), a malus in
//! dice, and, under the selected line, the malus term by term.

use ratatui::style::Modifier;
use ratatui::text::{Line, Span};

use crate::safe_text::escape;
use crate::tui::theme::Theme;
use crate::tui::view::cut_line::cut_or_pad as fit;

use super::grid::Layout;
use super::grid_model::{Cell, Mark, Row, Terms};

fn glyph(mark: &Mark) -> &'static str {
    match mark {
        Mark::Scheduled => "○",
        Mark::Acting => "▶",
        Mark::Done(_) => "●",
        Mark::Substituted(_) => "⇄",
        Mark::Undeclared(_) => "◆",
        Mark::Lost => "✗",
    }
}

fn label(mark: &Mark) -> Option<&str> {
    match mark {
        Mark::Done(l) | Mark::Substituted(l) | Mark::Undeclared(l) => l.as_deref(),
        Mark::Scheduled | Mark::Acting | Mark::Lost => None,
    }
}

/// One segment's text and style; `past` marks the last segment's cell of a compact row
/// whose actions were pushed past it (COR-05: no lost column there).
pub(super) fn cell_span(
    cell: &Cell,
    l: Layout,
    now: bool,
    past: bool,
    theme: &Theme,
) -> Span<'static> {
    let start = if cell.survival_start { "S" } else { " " };
    let marks: String = cell.marks.iter().map(glyph).collect();
    let span = if cell.covering {
        "≋"
    } else if cell.long {
        "═"
    } else {
        ""
    };
    let body = match (marks.is_empty(), span.is_empty()) {
        (true, true) => "·".to_string(),
        (true, false) => span.to_string(),
        (false, _) => format!("{marks}{span}"),
    };
    let mut text = if l.compact {
        // One glyph, and S after it where survival mode starts.
        let glyph = body.chars().next().map_or_else(String::new, String::from);
        if cell.survival_start {
            format!("{glyph}S")
        } else if past {
            format!("{glyph}✗")
        } else {
            glyph
        }
    } else {
        format!("{start}{body}")
    };
    if l.wide()
        && let Some(word) = cell.marks.iter().find_map(label)
    {
        text = format!(
            "{text} {}",
            escape(&super::super::transcript::labels::action_label(word))
        );
    }
    let style = match cell.marks.last() {
        _ if past => theme.error,
        Some(Mark::Lost) => theme.error,
        Some(Mark::Acting) => theme.current,
        Some(Mark::Done(_)) => theme.dim,
        Some(Mark::Substituted(_) | Mark::Undeclared(_)) => theme.warning,
        _ if cell.survival => theme.warning,
        Some(Mark::Scheduled) => theme.text,
        None if cell.long || cell.covering => theme.key,
        None => theme.dim,
    };
    let style = if now {
        style.add_modifier(Modifier::BOLD)
    } else {
        style
    };
    Span::styled(fit(&text, l.cell), style)
}

/// A malus in dice: `−3d`, or `0d`.
pub(super) fn dice(n: i32) -> String {
    if n > 0 {
        format!("−{n}d")
    } else {
        "0d".to_string()
    }
}

/// Under the selected line: the malus term by term, covering fire, lost actions.
pub(super) fn terms_lines(row: &Row, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let mut parts: Vec<String> = Vec::new();
    if let Some(t) = row.terms {
        parts.push(terms_text(&t));
    }
    if let Some(f) = row.firepower {
        parts.push(crate::t!("cor-grid-firepower", firepower = f));
    }
    if row.lost > 0 {
        parts.push(crate::t!("cor-grid-lost", n = row.lost));
    }
    if parts.is_empty() {
        return Vec::new();
    }
    crate::tui::view::cells::wrap(&parts.join(" · "), width.saturating_sub(3), 3)
        .into_iter()
        .map(|l| Line::styled(format!("   {l}"), theme.dim))
        .collect()
}

/// `−2d declared, −1d undeclared = −3d`, or no malus.
pub fn terms_text(t: &Terms) -> String {
    let mut terms = Vec::new();
    for (n, key) in [
        (t.declared, "declared"),
        (t.undeclared, "undeclared"),
        (t.unbalanced, "unbalanced"),
        (t.grappled, "grappled"),
    ] {
        if n > 0 {
            let word = match key {
                "declared" => crate::t!("cor-grid-term-declared", dice = dice(n)),
                "undeclared" => crate::t!("cor-grid-term-undeclared", dice = dice(n)),
                "unbalanced" => crate::t!("cor-grid-term-unbalanced", dice = dice(n)),
                _ => crate::t!("cor-grid-term-grappled", dice = dice(n)),
            };
            terms.push(word);
        }
    }
    if terms.is_empty() {
        crate::t!("cor-grid-no-malus")
    } else {
        crate::t!(
            "cor-grid-terms",
            terms = terms.join(", "),
            total = dice(t.total())
        )
    }
}
