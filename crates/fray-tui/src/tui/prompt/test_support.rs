//! What the command line's tests share, here and in the binary's tests that complete a
//! real system's verbs: a key press and a line typed.

use ratatui::crossterm::event::KeyCode;

/// A plain key press (the forms' tests press keys the same way).
pub use crate::tui::form::test_support::key as press;

use super::Prompt;

/// Types `text` into the command line, a key press per char.
pub fn typed(prompt: &mut Prompt, text: &str) {
    for c in text.chars() {
        prompt.handle_key(press(KeyCode::Char(c)), &[]);
    }
}

/// A new command line with `text` typed into it.
pub fn prompt_with(text: &str) -> Prompt {
    let mut prompt = Prompt::new();
    typed(&mut prompt, text);
    prompt
}
