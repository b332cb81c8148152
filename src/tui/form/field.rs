//! One field of a form: a value typed or chosen, and how it goes into the command line.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

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
    /// Free text at the end of the line, quoted as one word.
    Text,
    /// Glued to the previous piece without a space, after this prefix (`multiple` then
    /// `=3` writes `multiple=3`).
    Glued(&'static str),
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
        }
    }

    /// A field choosing among `options` only (type-ahead selects).
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
            Piece::Text => script::quote(value),
            Piece::Glued(prefix) => format!("{prefix}{value}"),
        })
    }

    /// What is wrong with the value before the engine sees it.
    pub fn check(&self) -> Option<String> {
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
        None
    }

    /// Handles a key; returns whether the value changed.
    pub fn handle_key(&mut self, key: KeyEvent) -> bool {
        if key.modifiers.contains(KeyModifiers::CONTROL) {
            if key.code == KeyCode::Char('u') && !self.value.is_empty() {
                self.value.clear();
                return true;
            }
            return false;
        }
        match key.code {
            KeyCode::Left => self.cycle(-1),
            KeyCode::Right => self.cycle(1),
            KeyCode::Backspace => {
                self.adopt_label();
                if !self.free {
                    self.value.clear();
                    return true;
                }
                self.value.pop().is_some()
            }
            KeyCode::Char(c) if !c.is_control() => {
                self.adopt_label();
                if self.free {
                    if self.number && !(c.is_ascii_digit() || c == '-' || c == '+') {
                        return false;
                    }
                    self.value.push(c);
                    return true;
                }
                self.type_ahead(c)
            }
            _ => false,
        }
    }

    fn cycle(&mut self, by: isize) -> bool {
        if self.options.is_empty() {
            return false;
        }
        let n = self.options.len() as isize;
        let next = match self.options.iter().position(|o| *o == self.value) {
            Some(i) => (i as isize + by).rem_euclid(n),
            None if by > 0 => 0,
            None => n - 1,
        };
        self.value = self.options[next as usize].clone();
        true
    }

    /// Picks the first option starting with what was typed (the value so far plus `c`),
    /// or with `c` alone.
    fn type_ahead(&mut self, c: char) -> bool {
        let typed = format!("{}{c}", self.shown_value()).to_lowercase();
        let alone = c.to_lowercase().to_string();
        let shown: Vec<&str> = if self.labels.is_empty() {
            self.options.iter().map(String::as_str).collect()
        } else {
            self.labels.iter().map(String::as_str).collect()
        };
        let found = shown
            .iter()
            .position(|o| o.to_lowercase().starts_with(&typed))
            .or_else(|| {
                shown
                    .iter()
                    .position(|o| !o.is_empty() && o.to_lowercase().starts_with(&alone))
            })
            .and_then(|i| self.options.get(i));
        match found {
            Some(o) if *o != self.value => {
                self.value = o.clone();
                true
            }
            _ => false,
        }
    }
}
