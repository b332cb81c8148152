//! The command line's drawing that needs real rule systems: the candidates of a Tab
//! completion (completing needs a system's verbs). The command line view's other tests
//! stay beside it in `fray-tui`.

use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Position;
use ratatui::style::Modifier;

use crate::tui::prompt::Prompt;
use crate::tui::view::prompt::test_support::{key, refused, screen, with_line};

fn names() -> Vec<String> {
    ["ganger-1", "ganger-2", "ganger-3", "baral"]
        .map(String::from)
        .to_vec()
}

/// Tab pressed twice on `attack g`: cycling, the first candidate in the line.
fn cycling() -> Prompt {
    let mut prompt = with_line("attack g");
    key(&mut prompt, KeyCode::Tab, &names());
    key(&mut prompt, KeyCode::Tab, &names());
    prompt
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
