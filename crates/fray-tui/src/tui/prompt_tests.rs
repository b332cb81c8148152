use super::test_support::{press, prompt_with, typed};
use super::*;

fn ctrl(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)
}

#[test]
fn typing_inserts_at_the_cursor() {
    let mut p = prompt_with("atack");
    p.handle_key(press(KeyCode::Home), &[]);
    p.handle_key(press(KeyCode::Right), &[]);
    typed(&mut p, "t");
    assert_eq!(p.input(), "attack");
    assert_eq!(p.cursor(), 2);
}

#[test]
fn control_characters_and_alt_keys_are_not_inserted() {
    let mut p = prompt_with("a");
    p.handle_key(press(KeyCode::Char('\u{7}')), &[]);
    p.handle_key(press(KeyCode::Char('\t')), &[]);
    p.handle_key(KeyEvent::new(KeyCode::Char('x'), KeyModifiers::ALT), &[]);
    p.handle_key(ctrl('z'), &[]);
    assert_eq!(p.input(), "a");
    assert_eq!(p.cursor(), 1);
}

#[test]
fn backspace_and_delete_remove_one_char() {
    let mut p = prompt_with("abcd");
    p.handle_key(press(KeyCode::Left), &[]);
    p.handle_key(press(KeyCode::Backspace), &[]);
    assert_eq!((p.input(), p.cursor()), ("abd", 2));
    p.handle_key(press(KeyCode::Delete), &[]);
    assert_eq!((p.input(), p.cursor()), ("ab", 2));
    p.handle_key(press(KeyCode::Delete), &[]);
    assert_eq!((p.input(), p.cursor()), ("ab", 2));
    p.handle_key(press(KeyCode::Home), &[]);
    p.handle_key(press(KeyCode::Backspace), &[]);
    assert_eq!((p.input(), p.cursor()), ("ab", 0));
}

#[test]
fn cursor_moves_stay_inside_the_line() {
    let mut p = prompt_with("ab");
    p.handle_key(press(KeyCode::Right), &[]);
    assert_eq!(p.cursor(), 2);
    p.handle_key(ctrl('a'), &[]);
    assert_eq!(p.cursor(), 0);
    p.handle_key(press(KeyCode::Left), &[]);
    assert_eq!(p.cursor(), 0);
    p.handle_key(ctrl('e'), &[]);
    assert_eq!(p.cursor(), 2);
    p.handle_key(press(KeyCode::Home), &[]);
    p.handle_key(press(KeyCode::End), &[]);
    assert_eq!(p.cursor(), 2);
}

#[test]
fn ctrl_w_deletes_the_word_before_the_cursor() {
    let mut p = prompt_with("attack ganger-1  ");
    p.handle_key(ctrl('w'), &[]);
    assert_eq!(p.input(), "attack ");
    p.handle_key(ctrl('w'), &[]);
    assert_eq!(p.input(), "");
    p.handle_key(ctrl('w'), &[]);
    assert_eq!((p.input(), p.cursor()), ("", 0));
}

#[test]
fn ctrl_u_and_ctrl_k_cut_around_the_cursor() {
    let mut p = prompt_with("attack ganger-1");
    for _ in 0..8 {
        p.handle_key(press(KeyCode::Left), &[]);
    }
    p.handle_key(ctrl('k'), &[]);
    assert_eq!((p.input(), p.cursor()), ("attack ", 7));
    p.handle_key(press(KeyCode::Left), &[]);
    p.handle_key(ctrl('u'), &[]);
    assert_eq!((p.input(), p.cursor()), (" ", 0));
}

#[test]
fn unicode_is_edited_by_chars() {
    let mut p = prompt_with("note é🎲x");
    assert_eq!(p.cursor(), 8);
    p.handle_key(press(KeyCode::Left), &[]);
    p.handle_key(press(KeyCode::Backspace), &[]);
    assert_eq!((p.input(), p.cursor()), ("note éx", 6));
    p.handle_key(press(KeyCode::Left), &[]);
    typed(&mut p, "🐉");
    assert_eq!((p.input(), p.cursor()), ("note 🐉éx", 6));
    p.handle_key(press(KeyCode::Delete), &[]);
    assert_eq!(p.input(), "note 🐉x");
    p.handle_key(ctrl('w'), &[]);
    assert_eq!((p.input(), p.cursor()), ("note x", 5));
}

#[test]
fn enter_submits_and_esc_cancels() {
    let mut p = prompt_with("next");
    assert_eq!(
        p.handle_key(press(KeyCode::Enter), &[]),
        PromptOutcome::Submit("next".into())
    );
    assert_eq!((p.input(), p.cursor()), ("", 0));
    assert_eq!(p.history(), ["next"]);
    typed(&mut p, "undo");
    assert_eq!(
        p.handle_key(press(KeyCode::Esc), &[]),
        PromptOutcome::Cancel
    );
    assert_eq!(p.input(), "");
    assert_eq!(p.history(), ["next"]);
    typed(&mut p, "x");
    assert_eq!(p.handle_key(ctrl('c'), &[]), PromptOutcome::Cancel);
    assert_eq!(
        p.handle_key(press(KeyCode::Char('n')), &[]),
        PromptOutcome::Continue
    );
}

#[test]
fn history_skips_blanks_and_repeats_and_is_capped() {
    let mut p = Prompt::with_history(vec!["a".into(), "a".into(), " ".into(), "b".into()]);
    assert_eq!(p.history(), ["a", "b"]);
    typed(&mut p, "b");
    p.handle_key(press(KeyCode::Enter), &[]);
    assert_eq!(p.history(), ["a", "b"]);
    p.handle_key(press(KeyCode::Enter), &[]);
    assert_eq!(p.history(), ["a", "b"]);
    let lines = (0..HISTORY_LIMIT + 20)
        .map(|i| format!("note {i}"))
        .collect();
    let p = Prompt::with_history(lines);
    assert_eq!(p.history().len(), HISTORY_LIMIT);
    assert_eq!(p.history()[0], "note 20");
}

#[test]
fn history_browsing_keeps_the_draft() {
    let mut p = Prompt::with_history(vec!["start".into(), "next".into()]);
    typed(&mut p, "att");
    p.handle_key(press(KeyCode::Up), &[]);
    assert_eq!((p.input(), p.cursor()), ("next", 4));
    p.handle_key(press(KeyCode::Up), &[]);
    assert_eq!(p.input(), "start");
    p.handle_key(press(KeyCode::Up), &[]);
    assert_eq!(p.input(), "start");
    p.handle_key(press(KeyCode::Down), &[]);
    assert_eq!(p.input(), "next");
    p.handle_key(press(KeyCode::Down), &[]);
    assert_eq!((p.input(), p.cursor()), ("att", 3));
    p.handle_key(press(KeyCode::Down), &[]);
    assert_eq!(p.input(), "att");
}

#[test]
fn editing_a_recalled_line_makes_it_the_draft() {
    let mut p = Prompt::with_history(vec!["start".into(), "next".into()]);
    p.handle_key(press(KeyCode::Up), &[]);
    typed(&mut p, "!");
    p.handle_key(press(KeyCode::Up), &[]);
    assert_eq!(p.input(), "next");
    p.handle_key(press(KeyCode::Down), &[]);
    assert_eq!(p.input(), "next!");
}

#[test]
fn up_with_no_history_does_nothing() {
    let mut p = prompt_with("x");
    p.handle_key(press(KeyCode::Up), &[]);
    p.handle_key(press(KeyCode::Down), &[]);
    assert_eq!(p.input(), "x");
}

#[test]
fn an_edit_clears_the_error_but_a_move_does_not() {
    let mut p = prompt_with("attack gangr");
    p.set_error("no such combatant".into(), Some(7));
    p.handle_key(press(KeyCode::Left), &[]);
    p.handle_key(press(KeyCode::Home), &[]);
    assert_eq!(
        p.error(),
        Some(&PromptError {
            message: "no such combatant".into(),
            column: Some(7)
        })
    );
    p.handle_key(press(KeyCode::End), &[]);
    p.handle_key(press(KeyCode::Backspace), &[]);
    assert_eq!(p.error(), None);
}

#[test]
fn restore_puts_a_refused_line_back_with_its_error() {
    let mut p = prompt_with("attack gangr");
    let PromptOutcome::Submit(line) = p.handle_key(press(KeyCode::Enter), &[]) else {
        panic!("Enter should submit");
    };
    p.set_error("no such combatant".into(), Some(7));
    p.restore(line);
    assert_eq!((p.input(), p.cursor()), ("attack gangr", 12));
    assert!(p.error().is_some());
    typed(&mut p, "x");
    assert!(p.error().is_none());
}
