//! Drawing the command line: its input scrolled to the cursor, wide and control
//! characters, and an error with its caret. The candidates of a Tab completion need a real
//! system's verbs: they are drawn in the binary's crate
//! (`src/with_systems/tui_view_prompt_tests.rs`).

use ratatui::crossterm::event::KeyCode;
use ratatui::style::Modifier;

use super::test_support::{key, refused, screen, with_line};
use super::*;

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
