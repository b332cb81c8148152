//! Under `option dice table`, the Anarchy attack form (whose line puts the pool right
//! after who) asks for the pool's dice rolled at the table in fields of its own, and Enter
//! writes them into the line: the test is rolled with the table's dice, not refused for
//! dice the GM has typed.

mod common;

use common::fight_app::{chars, drawn, fight_after, press, saved};
use fray::tui::app::{App, Screen};
use fray::tui::fight::Input;
use ratatui::crossterm::event::KeyCode;

/// The label of the open form's focused field, if a form is open.
fn focused(app: &App) -> Option<&'static str> {
    match &app.screen {
        Screen::Fight(f) => match &f.input {
            Input::Form(form) => Some(form.fields[form.focus].label),
            _ => None,
        },
        _ => None,
    }
}

#[test]
fn the_attack_form_writes_the_pools_table_dice_into_its_line() {
    let (_dir, path, mut app) = fight_after(
        fray::systems::anarchy::ID,
        "docks",
        2077,
        &[
            "add Razor pc from street-samurai seat=1",
            "add Mara from ganger-boss",
            "option dice table",
        ],
    );
    press(&mut app, KeyCode::Char('a'));
    assert_eq!(focused(&app), Some("Defense successes"));
    chars(&mut app, "1");
    for _ in 0..12 {
        if focused(&app) == Some("pool") {
            break;
        }
        press(&mut app, KeyCode::Tab);
    }
    assert_eq!(
        focused(&app),
        Some("pool"),
        "no field for the pool's dice:\n{}",
        drawn(&app, 160, 48)
    );
    chars(&mut app, "6,5,1,2,3,4,6,5,1,2,3");
    press(&mut app, KeyCode::Enter);
    // The test is saved (its hit opens the damage form).
    let line = saved(&path).last().cloned().expect("a line");
    assert_eq!(
        line,
        "test Razor 11 at Mara with ares-predator vs 1 pool=6,5,1,2,3,4,6,5,1,2,3"
    );
}
