//! Forms for actions with several parts (a test, an attack, a wound...): fields with
//! defaults, choices cycled with ←/→, validation next to the field, Esc to cancel.
//!
//! A form only writes a line of the command language ([`Form::line`]); the engine decides
//! it like any typed command, and a refusal comes back to the field it concerns.

mod builders;
mod field;
mod filter;
mod guess;
mod habit_log;
mod habits;
mod held;
mod hit;
pub mod secrecy;
mod stand_in;
mod table_dice_form;
mod table_fields;

pub use builders::{Context, Plan};
pub use field::{Field, Piece};
pub use filter::{no_match, suggestions, typed_over};
pub use guess::{hostile, named_in};
pub use habit_log::{HabitLog, READ_APART_FROM};
pub use habits::{Habit, Habits, LastRecord};
pub use held::{confirm_losing, holders};
pub use hit::Hit;
pub use stand_in::StandIn;
pub use table_dice_form::{reshape as reshape_table_dice, typed_count};
pub use table_fields::build;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::script::ParseError;

/// An open form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Form {
    /// Title, e.g. "Attack".
    pub title: String,
    /// The verb its line starts with.
    pub verb: &'static str,
    /// The fields, in line order.
    pub fields: Vec<Field>,
    /// The field with the focus.
    pub focus: usize,
    /// A message about the whole form (a refusal by the rules).
    pub error: Option<String>,
    /// A question instead of fields, for confirmations ("End the fight?").
    pub question: Option<String>,
    /// The keys line when it is not the usual one (a question with other answers).
    pub keys: Option<String>,
    /// The order the fields are written in the line when it is not the order they are
    /// shown and visited in (empty: the same order); fields it does not name come last.
    pub line_order: Vec<usize>,
    /// A field left empty that another one stands in for in the line.
    pub stand_in: Option<StandIn>,
    /// Whether the form is one of a chain (announcements, declarations): it opened on the
    /// one whose turn it is, and once carried out the same key opens it on the next one.
    pub chain: bool,
}

/// What a key did to the form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FormOutcome {
    /// Still editing.
    Continue,
    /// Enter: carry out this line.
    Submit(String),
    /// Esc: close without doing anything.
    Cancel,
}

impl Form {
    /// A form with fields.
    pub fn new(title: impl Into<String>, verb: &'static str, fields: Vec<Field>) -> Form {
        let focus = fields
            .iter()
            .position(|f| f.required && f.value.is_empty())
            .unwrap_or(0);
        Form {
            title: title.into(),
            verb,
            fields,
            focus,
            error: None,
            question: None,
            keys: None,
            line_order: Vec::new(),
            stand_in: None,
            chain: false,
        }
    }

    /// Marks the form as one of a chain (see [`Form::chain`]).
    pub fn chained(mut self) -> Form {
        self.chain = true;
        self
    }

    /// A yes/no confirmation that carries out `verb` followed by the fields' pieces.
    pub fn confirm(
        title: impl Into<String>,
        question: String,
        verb: &'static str,
        fields: Vec<Field>,
    ) -> Form {
        Form {
            question: Some(question),
            ..Form::new(title, verb, fields)
        }
    }

    /// The line of the command language this form stands for now.
    pub fn line(&self) -> String {
        let mut line = self.verb.to_string();
        for (i, piece) in self.pieces() {
            if !matches!(self.fields[i].piece, Piece::Glued(_)) {
                line.push(' ');
            }
            line.push_str(&piece);
        }
        line
    }

    /// Each field's part of the line, in line order, with the field's index.
    fn pieces(&self) -> Vec<(usize, String)> {
        let order: Vec<usize> = if self.line_order.is_empty() {
            (0..self.fields.len()).collect()
        } else {
            // Fields the order does not name (the table's dice a form grows) come last.
            let mut order = self.line_order.clone();
            order.extend((0..self.fields.len()).filter(|i| !self.line_order.contains(i)));
            order
        };
        let standing = self.stand_in.as_ref().filter(|s| s.applies(&self.fields));
        order
            .into_iter()
            .filter(|i| *i < self.fields.len())
            .filter_map(|i| {
                let piece = match standing {
                    Some(s) if i == s.by => None,
                    Some(s) if i == s.empty => s.written(&self.fields),
                    _ => self.fields[i].written(),
                };
                piece.map(|p| (i, p))
            })
            .collect()
    }

    /// Handles one key press.
    pub fn handle_key(&mut self, key: KeyEvent) -> FormOutcome {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        match key.code {
            // Esc first drops a filter being typed into a choice, then closes the form.
            KeyCode::Esc => match self.fields.get_mut(self.focus) {
                Some(field) if !field.free && !field.filter.is_empty() => {
                    field.set_filter(String::new());
                    field.error = None;
                    self.error = None;
                }
                _ => return FormOutcome::Cancel,
            },
            KeyCode::Char('c') if ctrl => return FormOutcome::Cancel,
            KeyCode::Enter => return self.submit(),
            KeyCode::Tab | KeyCode::Down => self.move_focus(1),
            KeyCode::BackTab | KeyCode::Up => self.move_focus(-1),
            _ if self.question.is_some() => match key.code {
                KeyCode::Char('y' | 'Y') => return self.submit(),
                // « o » for « oui », as French prompts read.
                KeyCode::Char('o' | 'O') if crate::i18n::current() == crate::i18n::Lang::Fr => {
                    return self.submit();
                }
                KeyCode::Char('n' | 'N') => return FormOutcome::Cancel,
                _ => {}
            },
            _ => {
                if let Some(field) = self.fields.get_mut(self.focus)
                    && field.handle_key(key)
                {
                    field.error = None;
                    self.error = None;
                }
            }
        }
        FormOutcome::Continue
    }

    fn move_focus(&mut self, by: isize) {
        if self.question.is_some() || self.fields.is_empty() {
            return;
        }
        let n = self.fields.len() as isize;
        let next = ((self.focus as isize + by).rem_euclid(n)) as usize;
        self.focus_on(next);
    }

    /// Moves the focus to field `i`: the field left forgets a filter that found its
    /// option, the field reached offers its prefilled value to be typed over.
    pub fn focus_on(&mut self, i: usize) {
        if i >= self.fields.len() || i == self.focus {
            return;
        }
        if let Some(left) = self.fields.get_mut(self.focus) {
            left.focus_leaves();
        }
        self.focus = i;
        self.fields[i].focus_arrives();
    }

    /// Checks the required fields, then hands over the line.
    fn submit(&mut self) -> FormOutcome {
        let mut first_bad = None;
        // A required field another one stands in for may stay empty (a name with a template).
        let stood_in = self
            .stand_in
            .as_ref()
            .filter(|s| s.applies(&self.fields))
            .map(|s| s.empty);
        for (i, field) in self.fields.iter_mut().enumerate() {
            field.error = if stood_in == Some(i) {
                None
            } else {
                field.check()
            };
            if field.error.is_some() && first_bad.is_none() {
                first_bad = Some(i);
            }
        }
        if let Some(i) = first_bad {
            self.focus = i;
            return FormOutcome::Continue;
        }
        FormOutcome::Submit(self.line())
    }

    /// Shows a parse error of the form's line next to the field whose words it points at
    /// (or for the whole form).
    pub fn show_parse_error(&mut self, error: &ParseError) {
        let mut column = self.verb.chars().count() + 1;
        for (i, piece) in self.pieces() {
            if matches!(self.fields[i].piece, Piece::Glued(_)) {
                column = column.saturating_sub(1);
            }
            let width = piece.chars().count();
            if error.column < column + width {
                self.fields[i].error = Some(error.to_string());
                self.focus = i;
                return;
            }
            column += width + 1;
        }
        self.error = Some(error.to_string());
    }

    /// Shows a refusal by the rules: next to the field it names, or for the whole form.
    pub fn show_rule_error(&mut self, message: String) {
        let lower = message.to_lowercase();
        let target = self
            .fields
            .iter()
            .position(|f| !f.value.is_empty() && lower.contains(&f.value.to_lowercase()));
        match target {
            Some(i) => {
                self.fields[i].error = Some(message);
                self.focus = i;
            }
            None => self.error = Some(message),
        }
    }
}

#[cfg(test)]
#[path = "form_tests.rs"]
mod tests;

#[cfg(any(test, feature = "test-support"))]
pub mod test_support;

#[cfg(test)]
#[path = "field_tests.rs"]
mod field_tests;
