//! The `:` line of a combat-pool fight completes the combat pool's verbs, not another
//! system's.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::tui::prompt::Prompt;

fn press(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn typed(prompt: &mut Prompt, text: &str) {
    for c in text.chars() {
        prompt.handle_key(press(KeyCode::Char(c)), &[]);
    }
}

fn tab(prompt: &mut Prompt) {
    prompt.handle_key(press(KeyCode::Tab), &[]);
}

#[test]
fn verbs_complete_in_the_encounter_system() {
    let mut p = Prompt::new().with_system(crate::ID);
    typed(&mut p, "int");
    tab(&mut p);
    assert_eq!(p.input(), "intend ");
    let mut p = Prompt::new().with_system(crate::ID);
    typed(&mut p, "decl");
    tab(&mut p);
    assert_eq!(p.input(), "decl");
}
