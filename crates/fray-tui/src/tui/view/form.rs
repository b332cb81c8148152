//! A form over the fight: its fields with values, hints and messages next to them.
//!
//! When the fields do not fit (a small terminal, a long form), they scroll so the focused
//! one is always seen, the border says how many are hidden above (↑) and below (↓), and
//! the keys line (Enter, Esc) is always drawn.

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph, Widget};

use crate::tui::form::Form;
use crate::tui::text;
use crate::tui::theme::Theme;

use super::cells::{width_of, wrap};
use super::cut_line::cut_line as fit;
use super::form_field::field_row;
use super::hits::{Hits, Target};
use super::popup;
use crate::safe_text::escape;

/// The rows of one field: its own, then its message; and where the cursor goes.
struct FieldRows {
    lines: Vec<Line<'static>>,
    cursor: Option<usize>,
}

/// Where a form was drawn: its box, each field's row shown, and where the cursor goes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Drawn {
    /// The cursor's place, when a field takes typing.
    pub cursor: Option<Position>,
    /// The form's box, border included.
    pub at: Rect,
    /// The first row of each field shown, with the field's index.
    pub fields: Vec<(Rect, usize)>,
}

impl Drawn {
    /// Notes the form's box, then its fields' rows, for the mouse.
    pub fn note(&self, hits: &mut Hits) {
        hits.add(self.at, Target::Form);
        for (at, i) in &self.fields {
            hits.add(*at, Target::Field(*i));
        }
    }
}

/// Draws a form in the middle of `area`; returns where it went and where the cursor goes.
pub fn render_form(form: &Form, theme: &Theme, area: Rect, buf: &mut Buffer) -> Drawn {
    let label_width = form
        .fields
        .iter()
        .map(|f| width_of(&text::shown(f.label)))
        .max()
        .unwrap_or(0);
    let indent = width_of(&text::field_label("", label_width)) + 1;
    let question = form.question.as_ref().map(|q| escape(q));
    let keys = if let Some(keys) = &form.keys {
        keys.clone()
    } else if form.question.is_some() {
        text::confirm_keys()
    } else {
        text::form_keys()
    };
    let form_error = form.error.as_ref().map(|e| escape(e));
    let messages: Vec<Option<String>> = form
        .fields
        .iter()
        .map(|f| {
            // A filter that matches nothing says so at once, before Enter.
            if f.unmatched() {
                return Some(escape(&crate::tui::form::no_match(f.filter())));
            }
            f.error.as_ref().map(|e| escape(&text::shown(e)))
        })
        .collect();
    let mut rows: Vec<_> = form
        .fields
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let focused = i == form.focus && form.question.is_none();
            field_row(f, focused, label_width, theme)
        })
        .collect();
    // Hints after their value; the focused field's long one goes below it, wrapped.
    let mut below: Vec<Option<String>> = vec![None; rows.len()];
    let room_for_hint = usize::from(area.width.saturating_sub(2));
    for (i, row) in rows.iter_mut().enumerate() {
        let Some(hint) = row.hint.take() else {
            continue;
        };
        let hint = format!("  {hint}");
        if i == form.focus && row.line.width() + width_of(&hint) > room_for_hint {
            below[i] = Some(hint.trim().to_string());
        } else {
            row.line
                .push_span(ratatui::text::Span::styled(hint, theme.dim));
        }
    }

    // As wide as the widest row (at least 40 columns), within the area.
    let widest = rows
        .iter()
        .map(|r| r.line.width())
        .chain(messages.iter().flatten().map(|m| indent + width_of(m)))
        .chain(
            [&question, &form_error]
                .into_iter()
                .flatten()
                .map(|t| width_of(t)),
        )
        .chain([width_of(&keys)])
        .max()
        .unwrap_or(0);
    let width = (widest as u16).saturating_add(2).max(40).min(area.width);
    let inner_width = usize::from(width.saturating_sub(2));
    let wrapped = |t: &str, room: usize| wrap(t, room.max(1), usize::MAX);

    let head: Vec<Line> = question
        .iter()
        .flat_map(|q| wrapped(q, inner_width))
        .map(|l| Line::styled(l, theme.title))
        .collect();
    let mut foot: Vec<Line> = form_error
        .iter()
        .flat_map(|e| wrapped(e, inner_width))
        .map(|l| Line::styled(l, theme.error))
        .collect();
    foot.extend(
        packed(&keys, inner_width)
            .into_iter()
            .map(|l| Line::styled(l, theme.dim)),
    );
    let fields: Vec<FieldRows> = rows
        .into_iter()
        .zip(messages.iter().zip(&below))
        .map(|(row, (message, hint))| {
            let mut lines = vec![fit(row.line, inner_width)];
            for l in hint
                .iter()
                .flat_map(|h| wrapped(h, inner_width.saturating_sub(indent)))
            {
                lines.push(Line::styled(format!("{:indent$}{l}", ""), theme.dim));
            }
            for l in message
                .iter()
                .flat_map(|m| wrapped(m, inner_width.saturating_sub(indent)))
            {
                lines.push(Line::styled(format!("{:indent$}{l}", ""), theme.error));
            }
            FieldRows {
                lines,
                cursor: row.cursor,
            }
        })
        .collect();

    let body_rows: usize = fields.iter().map(|f| f.lines.len()).sum();
    let wanted = head.len() + body_rows + foot.len() + 2;
    let at = popup(area, width, wanted.min(usize::from(u16::MAX)) as u16);
    let room = usize::from(at.height.saturating_sub(2)).saturating_sub(head.len() + foot.len());
    let window = Window::around(&fields, form.focus, room);

    let mut block = Block::bordered()
        .title(Line::styled(
            format!(" {} ", text::shown(&form.title)),
            theme.title,
        ))
        .border_style(theme.focus_border);
    if window.above > 0 {
        block = block.title_top(Line::styled(more_above(window.above), theme.key).right_aligned());
    }
    if window.below > 0 {
        block =
            block.title_bottom(Line::styled(more_below(window.below), theme.key).right_aligned());
    }
    let inner = block.inner(at);
    Clear.render(at, buf);
    block.render(at, buf);

    let mut lines: Vec<Line> = head;
    let mut cursor = None;
    let mut row = 0;
    let mut starts: Vec<(usize, usize)> = Vec::new();
    for (i, field) in fields.into_iter().enumerate() {
        for (k, line) in field.lines.into_iter().enumerate() {
            if (window.start..window.start + room).contains(&row) {
                if k == 0 && i == form.focus && form.question.is_none() {
                    cursor = field.cursor.map(|c| (lines.len(), c));
                }
                if k == 0 {
                    starts.push((lines.len(), i));
                }
                lines.push(line);
            }
            row += 1;
        }
    }
    // The keys line stays at the bottom, whatever scrolled.
    let body = Rect {
        height: inner.height.saturating_sub(foot.len() as u16),
        ..inner
    };
    let keys_at = Rect {
        y: body.bottom(),
        height: inner.height.saturating_sub(body.height),
        ..inner
    };
    Paragraph::new(lines).render(body, buf);
    Paragraph::new(foot).render(keys_at, buf);
    let row_at = |line: usize| Rect {
        y: inner
            .y
            .saturating_add(u16::try_from(line).unwrap_or(u16::MAX)),
        height: 1,
        ..inner
    };
    let fields = starts
        .into_iter()
        .map(|(line, i)| (row_at(line), i))
        .filter(|(at, _)| at.y < body.bottom())
        .collect();
    let cursor = cursor.and_then(|(line, column)| {
        let x = inner.x.saturating_add(column as u16);
        let y = inner.y.saturating_add(line as u16);
        (x < inner.right() && y < body.bottom()).then_some(Position { x, y })
    });
    Drawn { cursor, at, fields }
}

/// Which field rows are drawn when they do not all fit.
struct Window {
    /// The first row drawn.
    start: usize,
    /// Fields with a row hidden above.
    above: usize,
    /// Fields with a row hidden below.
    below: usize,
}

impl Window {
    /// The rows `room` tall that show the focused field, as near the top as possible.
    fn around(fields: &[FieldRows], focus: usize, room: usize) -> Window {
        let starts: Vec<usize> = fields
            .iter()
            .scan(0, |row, f| {
                let start = *row;
                *row += f.lines.len();
                Some(start)
            })
            .collect();
        let span = |i: usize| {
            let start = starts.get(i).copied().unwrap_or(0);
            (start, start + fields.get(i).map_or(0, |f| f.lines.len()))
        };
        let (focus_start, focus_end) = span(focus);
        let start = focus_end.saturating_sub(room).min(focus_start);
        let end = start + room;
        let above = (0..fields.len()).filter(|&i| span(i).0 < start).count();
        let below = (0..fields.len()).filter(|&i| span(i).1 > end).count();
        Window {
            start,
            above,
            below,
        }
    }
}

/// The keys line cut between its ` · ` parts when it is too wide (each part whole when
/// it fits), so "Enter: do it · Esc: cancel" stays together.
fn packed(keys: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for part in keys.split(" · ") {
        match lines.last_mut() {
            Some(last) if width_of(last) + 3 + width_of(part) <= width => {
                last.push_str(" · ");
                last.push_str(part);
            }
            _ => lines.extend(wrap(part, width.max(1), usize::MAX)),
        }
    }
    lines
}

/// ` ↑ 2 ` on the border: fields hidden above.
fn more_above(n: usize) -> String {
    format!(" {} ", crate::t!("form-filter-more-above", n = n))
}

/// ` ↓ 2 ` on the border: fields hidden below.
fn more_below(n: usize) -> String {
    format!(" {} ", crate::t!("form-filter-more-below", n = n))
}
