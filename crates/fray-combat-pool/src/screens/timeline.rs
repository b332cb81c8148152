//! The combat pool's timeline (SRP-11), in the ladder's place: no rounds, no order; per
//! character the name, pool count, defense at a glance and stress, then the intention and
//! the action under way.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::text;
use super::tokens::defense_spans;
use crate::report::{Report, Sheet};
use crate::safe_text::escape;
use crate::tui::theme::Theme;
use crate::tui::view::cut_line::render_cut;

/// Draws the timeline; `cursor` is the selected combatant when the pane has the focus.
pub fn render_pool_timeline(
    report: &Report,
    cursor: Option<usize>,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    if area.is_empty() {
        return;
    }
    if report.combatants.is_empty() {
        Paragraph::new(Line::styled(text::timeline_empty(), theme.dim))
            .wrap(Wrap { trim: true })
            .render(area, buf);
        return;
    }
    let mut lines: Vec<Line> = Vec::new();
    let mut cursor_line = 0;
    for (i, sheet) in report.combatants.iter().enumerate() {
        let here = Some(i) == cursor;
        if here {
            cursor_line = lines.len();
        }
        lines.extend(entry(sheet, here, theme));
    }
    let height = usize::from(area.height);
    let first = cursor_line
        .saturating_sub(height.saturating_sub(3))
        .min(lines.len().saturating_sub(height));
    let shown: Vec<Line> = lines.into_iter().skip(first).take(height).collect();
    render_cut(shown, area, buf);
}

/// One character's lines: the head line, then intention and pending action when set.
fn entry<'a>(sheet: &'a Sheet, cursor: bool, theme: &Theme) -> Vec<Line<'a>> {
    let mut head = vec![
        Span::styled(if cursor { "»" } else { " " }, theme.key),
        crate::tui::view::hidden::name_span(
            &escape(&sheet.name),
            sheet.hidden,
            theme.side(&sheet.side),
            theme,
        ),
    ];
    if let Some(t) = &sheet.tokens {
        head.push(Span::styled(format!(" ◆{}", t.undrawn), theme.title));
        if t.face_down > 0 || !t.revealed.is_empty() {
            head.push(Span::raw(" "));
            head.extend(defense_spans(t, theme));
        }
    }
    let stress = sheet.stress.as_deref().map_or("", text::stress_short);
    if !stress.is_empty() {
        head.push(Span::styled(format!(" {stress}"), theme.next));
    }
    if let Some(down) = &sheet.down {
        head.push(Span::styled(
            format!(" {}", escape(&text::down_word(down))),
            theme.error,
        ));
    }
    let head = Line::from(head);
    let mut lines = vec![if cursor {
        head.style(Style::new().patch(theme.selected))
    } else {
        head
    }];
    if let Some(d) = &sheet.declaration {
        lines.push(Line::from(vec![
            Span::styled(format!("  {}", text::TIMELINE_INTENTION), theme.dim),
            Span::raw(escape(
                &sheet.declaration_marked(&crate::transcript::narrate::said(d)),
            )),
        ]));
    }
    if let Some(p) = &sheet.pending {
        lines.push(Line::from(vec![
            Span::styled(format!("  {}", text::TIMELINE_PENDING), theme.dim),
            Span::styled(escape(&crate::transcript::narrate::said(p)), theme.next),
        ]));
    }
    lines
}
