//! The round's actions form, chained from one fighter to the next, opens with the focus on
//! the count (the chain already names whose turn it is): `* 2 Enter` gives the first one
//! two actions. Through the app.

use crate::common;

use common::fight_app::{chars, drawn, fight_after, press, saved};
use ratatui::crossterm::event::KeyCode;

#[test]
fn star_then_the_count_then_enter_chooses_the_first_fighters_actions() {
    // Vic (REF 10, combat sense 6) goes first with 17 or more: two actions are his to take.
    let (_dir, path, mut app) = fight_after(
        fray::systems::cyberpunk::ID,
        "Alley",
        9,
        &["add Vic pc from solo", "add Kurt from booster", "start"],
    );
    press(&mut app, KeyCode::Char('*'));
    chars(&mut app, "2");
    press(&mut app, KeyCode::Enter);
    let last = saved(&path).last().cloned().unwrap_or_default();
    assert_eq!(last, "actions Vic 2", "{}", drawn(&app, 160, 48));
}
