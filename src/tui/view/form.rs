//! A form over the fight: its fields with values, hints and messages next to them.

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use crate::tui::form::Form;
use crate::tui::text;
use crate::tui::theme::Theme;

use super::cells::width_of;
use super::popup;
use crate::safe_text::escape;

/// Draws a form in the middle of `area`; returns where the cursor goes.
pub fn render_form(form: &Form, theme: &Theme, area: Rect, buf: &mut Buffer) -> Option<Position> {
    let label_width = form
        .fields
        .iter()
        .map(|f| width_of(&text::shown(f.label)))
        .max()
        .unwrap_or(0);
    let mut lines: Vec<Line> = Vec::new();
    let mut cursor_line = None;
    if let Some(q) = &form.question {
        lines.push(Line::styled(escape(q), theme.title));
    }
    for (i, field) in form.fields.iter().enumerate() {
        let focused = i == form.focus && form.question.is_none();
        let marker = if focused { "›" } else { " " };
        let value = escape(field.shown_value());
        let choice = !field.options.is_empty();
        let mut spans = vec![
            Span::styled(marker, theme.key),
            Span::styled(
                text::field_label(&text::shown(field.label), label_width),
                theme.title,
            ),
        ];
        if choice && focused {
            spans.push(Span::styled("‹ ", theme.key));
        }
        let shown = if value.is_empty() && !focused {
            "–".to_string()
        } else {
            value.clone()
        };
        spans.push(Span::styled(
            shown,
            if focused { theme.selected } else { theme.text },
        ));
        if focused {
            cursor_line = Some((
                lines.len(),
                width_of(&text::field_label("", label_width))
                    + 1
                    + usize::from(choice) * 2
                    + value.chars().count(),
            ));
        }
        if choice && focused {
            spans.push(Span::styled(" ›", theme.key));
        }
        if value.is_empty() && !field.hint.is_empty() {
            spans.push(Span::styled(
                format!("  {}", text::shown(field.hint)),
                theme.dim,
            ));
        }
        lines.push(Line::from(spans));
        if let Some(e) = &field.error {
            lines.push(Line::styled(
                format!(
                    "{:width$}{}",
                    "",
                    escape(&text::shown(e)),
                    width = width_of(&text::field_label("", label_width)) + 1
                ),
                theme.error,
            ));
        }
    }
    if let Some(e) = &form.error {
        lines.push(Line::styled(escape(e), theme.error));
    }
    lines.push(Line::styled(
        if form.question.is_some() {
            text::confirm_keys()
        } else {
            text::form_keys()
        },
        theme.dim,
    ));
    let width = lines.iter().map(|l| l.width()).max().unwrap_or(0) as u16 + 2;
    let at = popup(area, width.max(40), lines.len() as u16 + 2);
    Clear.render(at, buf);
    let block = Block::bordered()
        .title(Line::styled(
            format!(" {} ", text::shown(&form.title)),
            theme.title,
        ))
        .border_style(theme.focus_border);
    let inner = block.inner(at);
    Paragraph::new(lines)
        .block(block)
        .wrap(Wrap { trim: false })
        .render(at, buf);
    let (line, column) = cursor_line?;
    let x = inner.x.saturating_add(column as u16);
    let y = inner.y.saturating_add(line as u16);
    (x < inner.right() && y < inner.bottom()).then_some(Position { x, y })
}
