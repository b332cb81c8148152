//! The `:` command line of the fight screen: line editing, history and Tab completion.
//! The cursor is counted in chars, so no edit ever cuts a character in two. Drawing is in
//! [`super::view::prompt`].

mod completion;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::model::SystemId;

/// The most lines the history keeps; the oldest go first.
pub const HISTORY_LIMIT: usize = 500;

/// What a key did to the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PromptOutcome {
    /// Still editing.
    Continue,
    /// Enter: the line to carry out (possibly blank); the input is now empty.
    Submit(String),
    /// Esc or Ctrl-c: the line is dropped.
    Cancel,
}

/// An error shown under the line until the next edit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PromptError {
    /// The message.
    pub message: String,
    /// The char column (0-based) it is about, if any.
    pub column: Option<usize>,
}

/// A Tab completion in progress with several candidates.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Completion {
    /// Char index where the completed word starts.
    start: usize,
    /// Every word that may replace it.
    candidates: Vec<String>,
    /// The candidate now in the line, once Tab cycles.
    index: Option<usize>,
}

/// The command line: its text, cursor, history, completion and error.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Prompt {
    input: String,
    cursor: usize,
    history: Vec<String>,
    browsing: Option<usize>,
    draft: String,
    completion: Option<Completion>,
    error: Option<PromptError>,
    system: Option<SystemId>,
}

impl Prompt {
    /// An empty command line with no history.
    pub fn new() -> Prompt {
        Prompt::default()
    }

    /// An empty command line whose history holds `lines`, oldest first (blank lines and
    /// repeats dropped, only the newest [`HISTORY_LIMIT`] kept).
    pub fn with_history(lines: Vec<String>) -> Prompt {
        let mut prompt = Prompt::new();
        for line in lines {
            prompt.push_history(line);
        }
        prompt
    }

    /// The same command line, completing the verbs of `system` (the default system when not set).
    pub fn with_system(mut self, system: SystemId) -> Prompt {
        self.system = Some(system);
        self
    }

    /// The text typed so far.
    pub fn input(&self) -> &str {
        &self.input
    }

    /// The cursor, in chars from the start of the line.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The history, oldest first.
    pub fn history(&self) -> &[String] {
        &self.history
    }

    /// The error shown under the line, if any.
    pub fn error(&self) -> Option<&PromptError> {
        self.error.as_ref()
    }

    /// Shows an error under the line until the next edit; `column` (in chars, as in
    /// [`crate::script::ParseError::column`]) places a `^` under the offending word.
    pub fn set_error(&mut self, message: String, column: Option<usize>) {
        self.error = Some(PromptError { message, column });
    }

    /// Removes the error.
    pub fn clear_error(&mut self) {
        self.error = None;
    }

    /// Puts `line` in the input with the cursor at its end, keeping the error: after a
    /// refused submit, so the line can be fixed. Also pre-fills the line.
    pub fn restore(&mut self, line: String) {
        self.cursor = line.chars().count();
        self.input = line;
        self.browsing = None;
        self.draft.clear();
        self.completion = None;
    }

    /// The completion candidates of the last Tab, when there were several.
    pub fn candidates(&self) -> &[String] {
        self.completion
            .as_ref()
            .map_or(&[], |c| c.candidates.as_slice())
    }

    /// Which candidate is in the line, once Tab cycles through them.
    pub fn candidate_index(&self) -> Option<usize> {
        self.completion.as_ref().and_then(|c| c.index)
    }

    /// Handles one key press; `words` are what later words complete against (combatant
    /// slugs, skills, locations...). The first word completes against the verbs.
    pub fn handle_key(&mut self, key: KeyEvent, words: &[String]) -> PromptOutcome {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL)
            && !key.modifiers.contains(KeyModifiers::ALT);
        let alt = key.modifiers.contains(KeyModifiers::ALT)
            && !key.modifiers.contains(KeyModifiers::CONTROL);
        let shift = key.modifiers.contains(KeyModifiers::SHIFT);
        if !matches!(key.code, KeyCode::Tab | KeyCode::BackTab) {
            self.completion = None;
        }
        match key.code {
            KeyCode::Enter => return self.submit(),
            KeyCode::Esc => return self.cancel(),
            KeyCode::Char(c) if ctrl => match c.to_ascii_lowercase() {
                'a' => self.cursor = 0,
                'e' => self.cursor = self.len(),
                'w' => self.delete_word_before(),
                'u' => self.replace(0, self.cursor, ""),
                'k' => self.replace(self.cursor, self.len(), ""),
                'c' => return self.cancel(),
                _ => {}
            },
            KeyCode::Char(_) if alt => {}
            KeyCode::Char(c) if !c.is_control() => {
                self.replace(self.cursor, self.cursor, c.encode_utf8(&mut [0; 4]))
            }
            KeyCode::Backspace if self.cursor > 0 => self.replace(self.cursor - 1, self.cursor, ""),
            KeyCode::Delete if self.cursor < self.len() => {
                self.replace(self.cursor, self.cursor + 1, "")
            }
            KeyCode::Left => self.cursor = self.cursor.saturating_sub(1),
            KeyCode::Right => self.cursor = (self.cursor + 1).min(self.len()),
            KeyCode::Home => self.cursor = 0,
            KeyCode::End => self.cursor = self.len(),
            KeyCode::Up => self.history_back(),
            KeyCode::Down => self.history_forward(),
            KeyCode::Tab => self.complete(words, !shift),
            KeyCode::BackTab => self.complete(words, false),
            _ => {}
        }
        PromptOutcome::Continue
    }

    fn len(&self) -> usize {
        self.input.chars().count()
    }

    /// Replaces the chars `from..to` with `text` and puts the cursor after it: every edit
    /// goes through here, so every edit clears the error and leaves the history.
    fn replace(&mut self, from: usize, to: usize, text: &str) {
        let start = byte_index(&self.input, from);
        let end = byte_index(&self.input, to.max(from));
        self.input.replace_range(start..end, text);
        self.cursor = from + text.chars().count();
        self.error = None;
        self.browsing = None;
    }

    /// Ctrl-w: the spaces just before the cursor, then the word before them.
    fn delete_word_before(&mut self) {
        let chars: Vec<char> = self.input.chars().collect();
        let end = self.cursor.min(chars.len());
        let mut start = end;
        while start > 0 && chars[start - 1].is_whitespace() {
            start -= 1;
        }
        while start > 0 && !chars[start - 1].is_whitespace() {
            start -= 1;
        }
        if start < end {
            self.replace(start, end, "");
        }
    }

    fn submit(&mut self) -> PromptOutcome {
        let line = std::mem::take(&mut self.input);
        self.reset();
        self.push_history(line.clone());
        PromptOutcome::Submit(line)
    }

    fn cancel(&mut self) -> PromptOutcome {
        self.input.clear();
        self.reset();
        PromptOutcome::Cancel
    }

    fn reset(&mut self) {
        self.cursor = 0;
        self.browsing = None;
        self.draft.clear();
        self.completion = None;
        self.error = None;
    }

    fn push_history(&mut self, line: String) {
        if line.trim().is_empty() || self.history.last() == Some(&line) {
            return;
        }
        self.history.push(line);
        if self.history.len() > HISTORY_LIMIT {
            let extra = self.history.len() - HISTORY_LIMIT;
            self.history.drain(..extra);
        }
    }

    /// Up: the previous history line; the line being typed is kept as the draft.
    fn history_back(&mut self) {
        let target = match self.browsing {
            None if self.history.is_empty() => return,
            None => {
                self.draft = self.input.clone();
                self.history.len() - 1
            }
            Some(0) => return,
            Some(i) => i - 1,
        };
        self.show_history(Some(target));
    }

    /// Down: the next history line, or the draft back after the newest.
    fn history_forward(&mut self) {
        match self.browsing {
            None => {}
            Some(i) if i + 1 < self.history.len() => self.show_history(Some(i + 1)),
            Some(_) => self.show_history(None),
        }
    }

    fn show_history(&mut self, index: Option<usize>) {
        let line = match index {
            Some(i) => self.history.get(i).cloned().unwrap_or_default(),
            None => std::mem::take(&mut self.draft),
        };
        self.cursor = line.chars().count();
        self.input = line;
        self.browsing = index;
        self.error = None;
    }

    /// Tab (`forward`) or Shift-Tab: completes the word at the cursor, or cycles through
    /// the candidates of the previous Tab.
    fn complete(&mut self, words: &[String], forward: bool) {
        if self.completion.is_some() {
            self.cycle(forward);
            return;
        }
        let chars: Vec<char> = self.input.chars().collect();
        let (start, end) = completion::word_bounds(&chars, self.cursor);
        let word: String = chars[start..end].iter().collect();
        let first = completion::is_first_word(&chars, start);
        let system = self.system.unwrap_or_else(SystemId::default_system);
        let template = completion::after_from(&chars, start);
        let candidates = completion::candidates(system, &word, first, template, words);
        match candidates.as_slice() {
            [] => {}
            [only] => {
                self.replace(start, end, only);
                if chars.get(end).is_some_and(|c| c.is_whitespace()) {
                    self.cursor += 1;
                } else {
                    self.replace(self.cursor, self.cursor, " ");
                }
            }
            _ => {
                let common = completion::common_prefix(&candidates);
                let extends = common.chars().count() > word.chars().count();
                if extends {
                    self.replace(start, end, &common);
                }
                self.completion = Some(Completion {
                    start,
                    candidates,
                    index: None,
                });
                if !extends {
                    self.cycle(forward);
                }
            }
        }
    }

    /// Puts the next (or previous) candidate in place of the completed word.
    fn cycle(&mut self, forward: bool) {
        let Some(completion) = self.completion.as_mut() else {
            return;
        };
        let count = completion.candidates.len();
        if count == 0 {
            return;
        }
        let next = match (completion.index, forward) {
            (None, true) => 0,
            (None, false) => count - 1,
            (Some(i), true) => (i + 1) % count,
            (Some(i), false) => (i + count - 1) % count,
        };
        completion.index = Some(next);
        let start = completion.start;
        let text = completion.candidates[next].clone();
        let chars: Vec<char> = self.input.chars().collect();
        let (_, end) = completion::word_bounds(&chars, start);
        self.replace(start, end, &text);
    }
}

/// The byte index of the char at `chars` (the end of the text past its last char).
fn byte_index(text: &str, chars: usize) -> usize {
    text.char_indices()
        .nth(chars)
        .map_or(text.len(), |(i, _)| i)
}

#[cfg(any(test, feature = "test-support"))]
pub mod test_support;

#[cfg(test)]
#[path = "prompt_tests.rs"]
mod tests;
