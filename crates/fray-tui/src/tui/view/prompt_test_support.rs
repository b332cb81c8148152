//! Command lines made up for tests and the frame they are drawn on: the command line
//! view's own tests and the binary's tests that draw a real system's completions.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::*;

/// The prompt on the first line and its hint on the second, as the fight screen lays
/// them out; returns the terminal and the cursor position.
pub fn screen(
    prompt: &Prompt,
    width: u16,
    height: u16,
) -> anyhow::Result<(Terminal<TestBackend>, Option<Position>)> {
    let mut terminal = Terminal::new(TestBackend::new(width, height))?;
    let theme = Theme::plain();
    let mut cursor = None;
    terminal.draw(|frame| {
        let area = frame.area();
        let top = Rect {
            height: area.height.min(1),
            ..area
        };
        let bottom = Rect {
            y: area.y.saturating_add(1),
            height: area.height.saturating_sub(1),
            ..area
        };
        cursor = render_prompt(prompt, &theme, top, frame.buffer_mut());
        render_prompt_hint(prompt, &theme, bottom, frame.buffer_mut());
        if let Some(position) = cursor {
            frame.set_cursor_position(position);
        }
    })?;
    Ok((terminal, cursor))
}

/// A command line holding `line`, the cursor at its end.
pub fn with_line(line: &str) -> Prompt {
    let mut prompt = Prompt::new();
    prompt.restore(line.to_string());
    prompt
}

/// Presses `code` on the command line, later words completing against `words`.
pub fn key(prompt: &mut Prompt, code: KeyCode, words: &[String]) {
    prompt.handle_key(KeyEvent::new(code, KeyModifiers::NONE), words);
}

/// A refused line with the error on its second word.
pub fn refused() -> Prompt {
    let mut prompt = with_line("attack gangr hard");
    prompt.set_error("'gangr': no such combatant".into(), Some(7));
    prompt
}
