//! Draws the new-encounter form, inline under "New encounter" on the start screen: the
//! rule system, the campaign whose party joins (when the saves folder has campaigns), the
//! name, and the validation message next to the name (or on its own row
//! when it does not fit there).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::rules;
use crate::safe_text::escape;
use crate::tui::start::{FormField, NewForm};
use crate::tui::text;
use crate::tui::theme::Theme;

use super::cells::{put, tail, width_of};
use super::hints::Hint;

/// Where field values start, from the list's left edge.
const VALUE_X: u16 = 17;
/// Where field labels start, from the list's left edge.
const LABEL_X: u16 = 4;

/// One row of the form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormRow {
    /// The rule system.
    System,
    /// The campaign whose party joins (when the folder has campaigns).
    Campaign,
    /// The name.
    Name,
    /// The validation message, when it does not fit beside the name.
    Error,
}

/// The form's rows for a list `width` cells wide.
pub fn form_rows(form: &NewForm, width: u16) -> Vec<FormRow> {
    let mut rows = vec![FormRow::System];
    if form.has_campaign_field() {
        rows.push(FormRow::Campaign);
    }
    rows.push(FormRow::Name);
    if let Some((_, error)) = form.error() {
        let after_name = usize::from(VALUE_X) + width_of(form.name()) + 5;
        if after_name + width_of(error) > usize::from(width) {
            rows.push(FormRow::Error);
        }
    }
    rows
}

/// The form's key hints: ←/→ (the rule system) whichever field has the focus, since
/// those keys pick the system on the name too.
pub fn form_hints(_form: &NewForm) -> Vec<Hint> {
    let keys = text::start_form_keys().into_iter().enumerate();
    keys.map(|(rank, (key, label))| Hint {
        key: key.to_string(),
        label,
        rank,
    })
    .collect()
}

/// Draws one row of the form on `line`.
pub fn render_form_row(form: &NewForm, row: FormRow, theme: &Theme, line: Rect, buf: &mut Buffer) {
    let (y, right) = (line.y, line.right());
    let (label_x, value_x) = (
        line.x.saturating_add(LABEL_X),
        line.x.saturating_add(VALUE_X),
    );
    let label_style = |field| {
        if form.field() == field {
            theme.key
        } else {
            theme.dim
        }
    };
    match row {
        FormRow::System => {
            let style = label_style(FormField::System);
            put(buf, label_x, y, right, text::start_form_system(), style);
            let title = rules::system(form.system()).title();
            put(buf, value_x, y, right, &format!("◂ {title} ▸"), theme.text);
        }
        FormRow::Campaign => {
            let style = label_style(FormField::Campaign);
            put(buf, label_x, y, right, text::start_form_campaign(), style);
            let name = form.campaign().map_or_else(
                || text::start_form_no_campaign().to_string(),
                |c| escape(&c.name),
            );
            put(buf, value_x, y, right, &format!("◂ {name} ▸"), theme.text);
        }
        FormRow::Name => {
            let style = label_style(FormField::Name);
            put(buf, label_x, y, right, text::start_form_name(), style);
            let room = usize::from(right.saturating_sub(value_x.saturating_add(3)));
            let cursor = if form.field() == FormField::Name {
                "_"
            } else {
                ""
            };
            let shown = format!("[{}{cursor}]", tail(&escape(form.name()), room));
            let x = put(buf, value_x, y, right, &shown, theme.text);
            if let Some((FormField::Name, error)) = form.error()
                && usize::from(right.saturating_sub(x.saturating_add(2))) >= width_of(error)
            {
                put(buf, x.saturating_add(2), y, right, error, theme.error);
            }
        }
        FormRow::Error => {
            if let Some((_, error)) = form.error() {
                put(buf, label_x.saturating_add(2), y, right, error, theme.error);
            }
        }
    }
}
