//! One field of a form: a value typed or chosen, and how it goes into the command line.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::filter;
use crate::script;
use crate::tui::text;

/// How a field's value is written into the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    /// One word, quoted when it would not read back as itself (a name, a skill).
    Word,
    /// A keyword of the language, written bare (a side, a location, a severity).
    Keyword,
    /// The words as typed (modifiers like `+2 -1`, several names).
    Words,
    /// `key=value` (e.g. `damage=12`).
    Keyed(&'static str),
    /// The value itself is a keyword or nothing (e.g. `melee`, `secret`); "no" writes nothing.
    Flag,
    /// Text after a keyword (e.g. `for 2 rounds`), written `prefix value suffix`.
    Framed(&'static str, &'static str),
    /// A name after a keyword (`at NAME`, `by NAME`), quoted like [`Piece::Word`] when it
    /// would not read back as itself ("Ganger 2", a name that is a keyword).
    Named(&'static str),
    /// Several one-word names (slugs) after a keyword (`at a b`), each quoted when it
    /// would not read back as itself.
    Names(&'static str),
    /// Free text at the end of the line, quoted as one word.
    Text,
    /// Glued to the previous piece without a space, after this prefix (`multiple` then
    /// `=3` writes `multiple=3`).
    Glued(&'static str),
}

/// `value` after the keyword `before`, or alone when there is none.
fn framed(before: &str, value: &str) -> String {
    if before.is_empty() {
        value.to_string()
    } else {
        format!("{before} {value}")
    }
}

/// A field of a form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    /// Label shown before the value.
    pub label: &'static str,
    /// What is typed or chosen.
    pub value: String,
    /// Choices cycled with ←/→ (an empty string is "none").
    pub options: Vec<String>,
    /// How each option is shown, in the GM's language (empty: the options themselves).
    /// The line gets the option (a keyword, a stored name); the GM reads its label.
    pub labels: Vec<String>,
    /// Whether text other than the options may be typed.
    pub free: bool,
    /// Whether the value must be a whole number.
    pub number: bool,
    /// Whether the field must be filled.
    pub required: bool,
    /// How it goes into the line.
    pub piece: Piece,
    /// A hint shown beside an empty field.
    pub hint: &'static str,
    /// A message about this field.
    pub error: Option<String>,
    /// How many values the field wants (a table-dice field: one per die), shown as they
    /// are typed and checked before Enter.
    pub wants: Option<usize>,
    /// Whether the values are faces of a die of 2 to 9 sides, so a run of digits is one
    /// die a digit (`452` for 4, 5, 2), as the line reads them.
    pub digits: bool,
    /// What was typed to pick among the options (empty: the whole list).
    pub(crate) filter: String,
    /// The value before the filter was typed, back when the filter is cleared.
    pub(crate) before_filter: String,
    /// Whether the value is still as it was when the focus arrived: the first key typed
    /// into a free field replaces it (→, End or Backspace edit it instead).
    pub(crate) pristine: bool,
}

impl Field {
    /// A free text field written as one word.
    pub fn text(label: &'static str, value: impl Into<String>) -> Field {
        Field {
            label,
            value: value.into(),
            options: Vec::new(),
            labels: Vec::new(),
            free: true,
            number: false,
            required: false,
            piece: Piece::Word,
            hint: "",
            error: None,
            wants: None,
            digits: false,
            filter: String::new(),
            before_filter: String::new(),
            pristine: true,
        }
    }

    /// A field choosing among `options` only (typing filters them, see [`Field::filter`]).
    pub fn choice(label: &'static str, options: Vec<String>, value: impl Into<String>) -> Field {
        Field {
            free: false,
            options,
            ..Field::text(label, value)
        }
    }

    /// A whole-number field.
    pub fn number(label: &'static str, value: impl Into<String>) -> Field {
        Field {
            number: true,
            ..Field::text(label, value)
        }
    }

    /// Marks the field as required.
    pub fn required(mut self) -> Field {
        self.required = true;
        self
    }

    /// Sets how the value goes into the line.
    pub fn piece(mut self, piece: Piece) -> Field {
        self.piece = piece;
        self
    }

    /// Sets the options offered with ←/→ (typed text stays allowed).
    pub fn suggest(mut self, options: Vec<String>) -> Field {
        self.options = options;
        self
    }

    /// Shows each option by a label in the GM's language (one per option, in order): a
    /// chosen option still writes itself into the line (`head`, `light`, `prone`), so the
    /// save keeps the canonical words. Typing over a labelled choice starts from its label.
    pub fn labels(mut self, labels: Vec<String>) -> Field {
        if labels.len() == self.options.len() {
            self.labels = labels;
        }
        self
    }

    /// The value as the GM reads it: the label of a labelled option, else the value.
    pub fn shown_value(&self) -> &str {
        self.label_index()
            .and_then(|i| self.labels.get(i))
            .map_or(self.value.as_str(), String::as_str)
    }

    fn label_index(&self) -> Option<usize> {
        if self.labels.is_empty() {
            return None;
        }
        self.options.iter().position(|o| *o == self.value)
    }

    /// Before free typing edits a labelled choice, the value becomes the label the GM
    /// sees, so what is edited is what is shown (the reader takes the French words back).
    fn adopt_label(&mut self) {
        if self.free {
            let shown = self.shown_value().to_string();
            self.value = shown;
        }
    }

    /// Sets the hint shown when the field is empty.
    pub fn hint(mut self, hint: &'static str) -> Field {
        self.hint = hint;
        self
    }

    /// This field's part of the command line, if it writes one.
    pub fn written(&self) -> Option<String> {
        let value = self.value.trim();
        if value.is_empty() {
            return None;
        }
        Some(match &self.piece {
            Piece::Keyword => value.to_string(),
            Piece::Word if self.number => value.to_string(),
            Piece::Word => script::word(value),
            Piece::Words => value.to_string(),
            Piece::Keyed(key) => format!("{key}={value}"),
            Piece::Flag => {
                if value == text::NO {
                    return None;
                }
                value.to_string()
            }
            Piece::Framed(before, after) => [*before, value, *after]
                .iter()
                .filter(|s| !s.is_empty())
                .copied()
                .collect::<Vec<_>>()
                .join(" "),
            Piece::Named(before) => framed(before, &script::word(value)),
            Piece::Names(before) => {
                let words: Vec<String> = value.split_whitespace().map(script::word).collect();
                framed(before, &words.join(" "))
            }
            Piece::Text => script::quote(value),
            Piece::Glued(prefix) => format!("{prefix}{value}"),
        })
    }

    /// What is wrong with the value before the engine sees it.
    pub fn check(&self) -> Option<String> {
        if self.unmatched() {
            return Some(filter::no_match(&self.filter));
        }
        let value = self.value.trim();
        if value.is_empty() {
            return self.required.then(|| text::REQUIRED.to_string());
        }
        if self.number && value.parse::<i64>().is_err() {
            return Some(text::NOT_A_NUMBER.to_string());
        }
        if !self.free && !self.options.iter().any(|o| o == value) {
            return Some(text::pick_one(&self.options));
        }
        self.wants
            .and_then(|n| super::table_dice_form::count_error(value, n, self.digits))
    }

    /// What was typed to pick among the options; empty when the whole list is offered.
    pub fn filter(&self) -> &str {
        &self.filter
    }

    /// The options ←/→ goes through (indexes into `options`), best match first: those
    /// matching the filter, or all of them when nothing is typed.
    pub fn matches(&self) -> Vec<usize> {
        filter::matches(&self.filter, &self.options, &self.labels)
    }

    /// Whether text typed into a choice field matches none of its options: shown in the
    /// error style at once, and Enter refuses the form.
    pub fn unmatched(&self) -> bool {
        !self.free && !self.filter.is_empty() && self.matches().is_empty()
    }

    /// Whether the first key typed replaces the value (a prefilled free field untouched
    /// since the focus arrived).
    pub fn typed_over(&self) -> bool {
        self.free && self.pristine && !self.value.is_empty()
    }

    /// The focus arrives: a prefilled value is typed over again.
    pub(super) fn focus_arrives(&mut self) {
        self.pristine = true;
    }

    /// The focus leaves: a filter that found its option is done with (the value stays);
    /// one that found nothing stays, to be seen and fixed.
    pub(super) fn focus_leaves(&mut self) {
        if !self.unmatched() {
            self.filter.clear();
        }
    }

    /// Handles a key; returns whether the value changed.
    pub fn handle_key(&mut self, key: KeyEvent) -> bool {
        if key.modifiers.contains(KeyModifiers::CONTROL) {
            if key.code != KeyCode::Char('u') {
                return false;
            }
            if self.free {
                let had = !(self.value.is_empty() && self.filter.is_empty());
                self.pristine = false;
                self.value.clear();
                self.filter.clear();
                return had;
            }
            if self.filter.is_empty() {
                return false;
            }
            self.set_filter(String::new());
            return true;
        }
        match key.code {
            KeyCode::Left => self.cycle(-1),
            KeyCode::Right if self.free && self.options.is_empty() => self.edit_in_place(),
            KeyCode::Right => self.cycle(1),
            KeyCode::End => self.edit_in_place(),
            KeyCode::Backspace => self.backspace(),
            KeyCode::Char(c) if !c.is_control() => self.type_char(c),
            _ => false,
        }
    }

    /// →/End on a prefilled value: keep it and type after it.
    fn edit_in_place(&mut self) -> bool {
        self.free && std::mem::replace(&mut self.pristine, false) && !self.value.is_empty()
    }

    fn backspace(&mut self) -> bool {
        if !self.free {
            if !self.filter.is_empty() {
                let mut typed = self.filter.clone();
                typed.pop();
                self.set_filter(typed);
                return true;
            }
            // Nothing typed: back to the "none" choice when there is one.
            if self.value.is_empty() || !self.options.iter().any(String::is_empty) {
                return false;
            }
            self.value.clear();
            return true;
        }
        self.pristine = false;
        self.adopt_label();
        let popped = self.value.pop().is_some();
        if popped && !self.options.is_empty() {
            self.filter = self.value.clone();
        }
        popped
    }

    fn type_char(&mut self, c: char) -> bool {
        if !self.free {
            let mut typed = self.filter.clone();
            typed.push(c);
            self.set_filter(typed);
            return true;
        }
        if self.number && !(c.is_ascii_digit() || c == '-' || c == '+') {
            return false;
        }
        if std::mem::replace(&mut self.pristine, false) {
            self.value.clear();
        } else {
            self.adopt_label();
        }
        self.value.push(c);
        if !self.options.is_empty() {
            self.filter = self.value.clone();
        }
        true
    }

    /// A choice field's filter changes: the value becomes the best match (nothing when
    /// none matches, so Enter can never carry out the previous choice); an empty filter
    /// brings back the value it started from.
    pub(super) fn set_filter(&mut self, typed: String) {
        if self.filter.is_empty() {
            self.before_filter = self.value.clone();
        }
        self.filter = typed;
        self.pristine = false;
        if self.filter.is_empty() {
            self.value = std::mem::take(&mut self.before_filter);
            return;
        }
        self.value = self
            .matches()
            .first()
            .map_or_else(String::new, |&i| self.options[i].clone());
    }

    /// ←/→: the next or previous option among the matches (among all of them when a
    /// free field's text matches none).
    fn cycle(&mut self, by: isize) -> bool {
        let mut pool = self.matches();
        if pool.is_empty() && self.free {
            pool = (0..self.options.len()).collect();
        }
        if pool.is_empty() {
            return false;
        }
        let n = pool.len() as isize;
        let next = match pool.iter().position(|&i| self.options[i] == self.value) {
            Some(at) => (at as isize + by).rem_euclid(n),
            None if by > 0 => 0,
            None => n - 1,
        };
        self.pristine = false;
        self.value = self.options[pool[next as usize]].clone();
        true
    }
}
