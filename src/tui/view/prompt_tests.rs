use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::style::Modifier;

use super::*;

/// The prompt on the first line and its hint on the second, as the fight screen lays
/// them out; returns the terminal and the cursor position.
fn screen(
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

fn with_line(line: &str) -> Prompt {
    let mut prompt = Prompt::new();
    prompt.restore(line.to_string());
    prompt
}

fn key(prompt: &mut Prompt, code: KeyCode, words: &[String]) {
    prompt.handle_key(KeyEvent::new(code, KeyModifiers::NONE), words);
}

fn names() -> Vec<String> {
    ["ganger-1", "ganger-2", "ganger-3", "baral"]
        .map(String::from)
        .to_vec()
}

/// A refused line with the error on its second word.
fn refused() -> Prompt {
    let mut prompt = with_line("attack gangr hard");
    prompt.set_error("'gangr': no such combatant".into(), Some(7));
    prompt
}

/// Tab pressed twice on `attack g`: cycling, the first candidate in the line.
fn cycling() -> Prompt {
    let mut prompt = with_line("attack g");
    key(&mut prompt, KeyCode::Tab, &names());
    key(&mut prompt, KeyCode::Tab, &names());
    prompt
}

#[test]
fn input_at_width_40() -> anyhow::Result<()> {
    let (t, cursor) = screen(&with_line("attack ganger-1 hard"), 40, 2)?;
    assert_eq!(cursor, Some(Position::new(21, 0)));
    insta::assert_snapshot!(t.backend());
    Ok(())
}

#[test]
fn long_input_scrolls_to_keep_the_cursor_at_width_10() -> anyhow::Result<()> {
    let (t, cursor) = screen(&with_line("attack ganger-1 hard"), 10, 2)?;
    assert_eq!(cursor, Some(Position::new(9, 0)));
    insta::assert_snapshot!(t.backend());
    Ok(())
}

#[test]
fn cursor_at_the_start_shows_the_start_at_width_10() -> anyhow::Result<()> {
    let mut prompt = with_line("attack ganger-1 hard");
    key(&mut prompt, KeyCode::Home, &[]);
    let (t, cursor) = screen(&prompt, 10, 2)?;
    assert_eq!(cursor, Some(Position::new(1, 0)));
    insta::assert_snapshot!(t.backend());
    Ok(())
}

#[test]
fn wide_characters_count_two_cells_at_width_10() -> anyhow::Result<()> {
    let (t, cursor) = screen(&with_line("note é🎲🎲🎲"), 10, 2)?;
    assert_eq!(cursor, Some(Position::new(9, 0)));
    insta::assert_snapshot!(t.backend());
    Ok(())
}

#[test]
fn control_characters_from_history_are_escaped() -> anyhow::Result<()> {
    let mut prompt = Prompt::with_history(vec!["note a\tb\u{1b}[31m".into()]);
    key(&mut prompt, KeyCode::Up, &[]);
    let (t, cursor) = screen(&prompt, 40, 2)?;
    assert_eq!(cursor, Some(Position::new(20, 0)));
    insta::assert_snapshot!(t.backend());
    Ok(())
}

#[test]
fn error_with_caret_at_width_40() -> anyhow::Result<()> {
    let (t, _) = screen(&refused(), 40, 2)?;
    insta::assert_snapshot!(t.backend());
    assert_eq!(t.backend().buffer()[(8, 1)].symbol(), "^");
    assert!(
        t.backend().buffer()[(8, 1)]
            .modifier
            .contains(Modifier::BOLD)
    );
    Ok(())
}

#[test]
fn error_at_the_end_of_the_line_puts_its_message_before_the_caret() -> anyhow::Result<()> {
    let mut prompt = with_line("attack ganger-1 hard at");
    prompt.set_error("expected a location".into(), Some(23));
    let (t, _) = screen(&prompt, 40, 2)?;
    insta::assert_snapshot!(t.backend());
    Ok(())
}

#[test]
fn error_scrolled_out_of_view_has_no_caret_at_width_10() -> anyhow::Result<()> {
    let (t, _) = screen(&refused(), 10, 2)?;
    insta::assert_snapshot!(t.backend());
    Ok(())
}

#[test]
fn error_without_column_at_width_40() -> anyhow::Result<()> {
    let mut prompt = with_line("end");
    prompt.set_error("no fight to end".into(), None);
    let (t, _) = screen(&prompt, 40, 2)?;
    insta::assert_snapshot!(t.backend());
    Ok(())
}

#[test]
fn candidates_at_width_40() -> anyhow::Result<()> {
    let prompt = cycling();
    let (t, _) = screen(&prompt, 40, 2)?;
    insta::assert_snapshot!(t.backend());
    let selected = &t.backend().buffer()[(0, 1)];
    assert!(selected.modifier.contains(Modifier::REVERSED));
    Ok(())
}

#[test]
fn candidates_give_way_to_the_current_one_at_width_10() -> anyhow::Result<()> {
    let mut prompt = cycling();
    key(&mut prompt, KeyCode::BackTab, &names());
    assert_eq!(prompt.candidate_index(), Some(2));
    let (t, _) = screen(&prompt, 10, 2)?;
    insta::assert_snapshot!(t.backend());
    Ok(())
}

#[test]
fn width_1_shows_the_colon_only() -> anyhow::Result<()> {
    let (t, cursor) = screen(&refused(), 1, 2)?;
    assert_eq!(cursor, Some(Position::new(0, 0)));
    insta::assert_snapshot!(t.backend());
    let (t, _) = screen(&cycling(), 1, 2)?;
    assert_eq!(t.backend().buffer()[(0, 1)].symbol(), "g");
    Ok(())
}

#[test]
fn no_room_no_panic() -> anyhow::Result<()> {
    for (width, height) in [(0, 0), (0, 2), (5, 0), (1, 1), (2, 1)] {
        for prompt in [refused(), cycling(), with_line("note 🎲🎲"), Prompt::new()] {
            let (_, cursor) = screen(&prompt, width, height)?;
            assert_eq!(cursor.is_some(), width > 0 && height > 0);
        }
    }
    Ok(())
}

#[test]
fn an_area_outside_the_buffer_draws_nothing() {
    let mut buf = Buffer::empty(Rect::new(0, 0, 10, 2));
    let far = Rect::new(20, 5, 10, 1);
    assert_eq!(
        render_prompt(&refused(), &Theme::plain(), far, &mut buf),
        None
    );
    render_prompt_hint(&refused(), &Theme::plain(), far, &mut buf);
    assert_eq!(buf, Buffer::empty(Rect::new(0, 0, 10, 2)));
}
