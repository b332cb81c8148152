//! One field of a form as a row: its label, its value (a choice between ‹ ›, what was
//! typed to filter the choices and the option it picks), and its hint.

use ratatui::text::{Line, Span};

use crate::safe_text::escape;
use crate::tui::form::Field;
use crate::tui::text;
use crate::tui::theme::Theme;

use super::cells::width_of;

/// A field's row, and the column of the cursor in it when the field has the focus.
pub struct FieldRow {
    /// The row.
    pub line: Line<'static>,
    /// Where the cursor goes, from the row's left edge.
    pub cursor: Option<usize>,
    /// The hint shown after the value (dim), apart so that a long one can go below.
    pub hint: Option<String>,
}

/// The row of `field` with its label right-aligned in `label_width` columns.
pub fn field_row(field: &Field, focused: bool, label_width: usize, theme: &Theme) -> FieldRow {
    let mut spans = vec![
        Span::styled(if focused { "›" } else { " " }, theme.key),
        Span::styled(
            text::field_label(&text::shown(field.label), label_width),
            theme.title,
        ),
    ];
    let typed = escape(field.filter());
    let mut cursor = None;
    let at = |spans: &[Span]| Some(spans.iter().map(|s| width_of(&s.content)).sum());
    if field.unmatched() {
        // What was typed matches nothing: in the error style, said on the next row.
        spans.push(Span::styled(typed, theme.error));
        if focused {
            cursor = at(&spans);
        }
        return FieldRow {
            line: Line::from(spans),
            cursor,
            hint: None,
        };
    }
    let value = escape(field.shown_value());
    let choice = !field.options.is_empty();
    if focused && choice && !typed.is_empty() && !field.free {
        // `gan▏ → ‹ Ganger 1 › 1/3`: what was typed, then the option it picks.
        spans.push(Span::styled(typed, theme.selected));
        cursor = at(&spans);
        spans.push(Span::styled(" → ‹ ", theme.key));
        spans.push(Span::styled(value, theme.selected));
        spans.push(Span::styled(" ›", theme.key));
        spans.push(Span::styled(place(field), theme.dim));
        return FieldRow {
            line: Line::from(spans),
            cursor,
            hint: None,
        };
    }
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
        cursor = at(&spans);
    }
    if choice && focused {
        spans.push(Span::styled(" ›", theme.key));
        if !typed.is_empty() {
            // A free field's typed text: how many suggestions ←/→ goes through.
            let found = field.matches().len();
            if field.options.contains(&field.value) {
                spans.push(Span::styled(place(field), theme.dim));
            } else if found > 0 {
                spans.push(Span::styled(
                    format!("  {}", crate::tui::form::suggestions(found)),
                    theme.dim,
                ));
            }
        }
    }
    if let Some(count) = crate::tui::form::typed_count(field) {
        spans.push(Span::styled(format!("  {count}"), theme.dim));
    }
    let hint = if focused && field.typed_over() {
        Some(crate::tui::form::typed_over())
    } else if field.value.is_empty() && !field.hint.is_empty() {
        Some(text::shown(field.hint))
    } else {
        None
    };
    FieldRow {
        line: Line::from(spans),
        cursor,
        hint,
    }
}

/// ` 2/3`: where the value stands among the matches of what was typed.
fn place(field: &Field) -> String {
    let matches = field.matches();
    let at = matches
        .iter()
        .position(|&i| field.options.get(i) == Some(&field.value))
        .map_or(0, |p| p + 1);
    format!(" {at}/{}", matches.len())
}
