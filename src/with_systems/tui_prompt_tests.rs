//! The command line's tests that need real rule systems: Tab completes the verbs of a
//! system and the words after them. The command line's other tests stay beside it in
//! `fray-tui`.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::tui::prompt::Prompt;
use crate::tui::prompt::test_support::{press, prompt_with, typed};

fn names() -> Vec<String> {
    ["ganger-1", "ganger-2", "baral", "Gordon"]
        .map(String::from)
        .to_vec()
}

fn tab(prompt: &mut Prompt, words: &[String]) {
    prompt.handle_key(press(KeyCode::Tab), words);
}

#[test]
fn tab_completes_a_verb() {
    let mut p = prompt_with("att");
    tab(&mut p, &names());
    assert_eq!((p.input(), p.cursor()), ("attack ", 7));
    assert!(p.candidates().is_empty());
}

#[test]
fn verbs_complete_in_any_case() {
    let mut p = prompt_with("WOU");
    tab(&mut p, &[]);
    assert_eq!(p.input(), "wound ");
}

#[test]
fn tab_completes_a_name_after_the_verb() {
    let mut p = prompt_with("attack ba");
    tab(&mut p, &names());
    assert_eq!(p.input(), "attack baral ");
    let mut p = prompt_with("attack gO");
    tab(&mut p, &names());
    assert_eq!(p.input(), "attack Gordon ");
}

#[test]
fn later_words_never_complete_to_verbs() {
    let mut p = prompt_with("test att");
    tab(&mut p, &names());
    assert_eq!(p.input(), "test att");
}

#[test]
fn several_candidates_extend_to_their_common_prefix() {
    let mut p = prompt_with("attack gan");
    tab(&mut p, &names());
    assert_eq!((p.input(), p.cursor()), ("attack ganger-", 14));
    assert_eq!(p.candidates(), ["ganger-1", "ganger-2"]);
    assert_eq!(p.candidate_index(), None);
}

#[test]
fn common_prefix_ignores_case() {
    let words = ["Gordon", "gorgon"].map(String::from);
    let mut p = prompt_with("attack g");
    tab(&mut p, &words);
    assert_eq!(p.input(), "attack Gor");
}

#[test]
fn tab_at_the_common_prefix_cycles_both_ways() {
    let mut p = prompt_with("attack g");
    let words = names();
    tab(&mut p, &words);
    assert_eq!(p.candidates(), ["ganger-1", "ganger-2", "Gordon"]);
    assert_eq!(p.candidate_index(), Some(0));
    assert_eq!(p.input(), "attack ganger-1");
    tab(&mut p, &words);
    assert_eq!(p.input(), "attack ganger-2");
    tab(&mut p, &words);
    assert_eq!(p.input(), "attack Gordon");
    tab(&mut p, &words);
    assert_eq!(
        (p.input(), p.candidate_index()),
        ("attack ganger-1", Some(0))
    );
    p.handle_key(press(KeyCode::BackTab), &words);
    assert_eq!((p.input(), p.candidate_index()), ("attack Gordon", Some(2)));
    p.handle_key(KeyEvent::new(KeyCode::Tab, KeyModifiers::SHIFT), &words);
    assert_eq!(p.input(), "attack ganger-2");
}

#[test]
fn second_tab_after_the_common_prefix_starts_the_cycle() {
    let mut p = prompt_with("attack gan");
    let words = names();
    tab(&mut p, &words);
    tab(&mut p, &words);
    assert_eq!(
        (p.input(), p.candidate_index()),
        ("attack ganger-1", Some(0))
    );
}

#[test]
fn any_other_key_ends_the_cycle() {
    let mut p = prompt_with("attack gan");
    let words = names();
    tab(&mut p, &words);
    tab(&mut p, &words);
    p.handle_key(press(KeyCode::Left), &words);
    assert!(p.candidates().is_empty());
    assert_eq!(p.candidate_index(), None);
    p.handle_key(press(KeyCode::End), &words);
    typed(&mut p, " ");
    tab(&mut p, &words);
    assert_eq!(p.candidate_index(), Some(0));
    assert_eq!(p.input(), "attack ganger-1 ganger-1");
}

#[test]
fn completion_replaces_the_word_under_the_cursor() {
    let mut p = prompt_with("attack bar hard");
    for _ in 0..6 {
        p.handle_key(press(KeyCode::Left), &[]);
    }
    tab(&mut p, &names());
    assert_eq!((p.input(), p.cursor()), ("attack baral hard", 13));
}

#[test]
fn tab_with_no_candidate_changes_nothing() {
    let mut p = prompt_with("attack zz");
    p.set_error("oops".into(), Some(7));
    tab(&mut p, &names());
    assert_eq!(p.input(), "attack zz");
    assert!(p.candidates().is_empty());
    assert!(p.error().is_some());
}
