//! Corporates gear from the keys: the weapon, protection and cyberware forms open on the
//! selected combatant, write exactly the line they show, and the piece is then on the
//! sheet pane; `remove` from the same form takes it away.

use crate::common;

use common::fight_app::{chars, drawn, fight_after, form_field, press, saved, tab};
use fray::tui::app::App;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

fn ctrl(app: &mut App, c: char) {
    app.handle_key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL));
}

/// The last line the save holds.
fn last(path: &std::path::Path) -> String {
    saved(path).last().cloned().unwrap_or_default()
}

#[test]
fn the_gear_forms_give_a_shotgun_a_vest_and_a_cyberarm_then_take_one_away() {
    let (_dir, path, mut app) = fight_after(
        fray::systems::corporates::ID,
        "gear",
        7,
        &[
            "add Kira pc agility=4 firearms=5+0",
            "add Vlad enemy agility=3",
        ],
    );
    ctrl(&mut app, 'w');
    assert_eq!(form_field(&app, "who"), "Kira", "the selected combatant");
    // The focus opens on the key, the first field left to fill.
    chars(&mut app, "pump");
    tab(&mut app, 3);
    chars(&mut app, "shotgun");
    tab(&mut app, 1);
    chars(&mut app, "5");
    press(&mut app, KeyCode::Enter);
    assert_eq!(last(&path), "weapon Kira pump kind=shotgun damage=5");

    ctrl(&mut app, 'p');
    chars(&mut app, "vest");
    tab(&mut app, 3);
    chars(&mut app, "5");
    press(&mut app, KeyCode::Enter);
    assert_eq!(last(&path), "armour Kira vest protection=5");

    ctrl(&mut app, 'y');
    chars(&mut app, "arm");
    tab(&mut app, 3);
    chars(&mut app, "cyberarm");
    press(&mut app, KeyCode::Enter);
    assert_eq!(last(&path), "cyber Kira arm device=cyberarm");

    let screen = drawn(&app, 160, 60);
    for shown in [
        "pump — shotgun, damage 5d",
        "vest — protection 5",
        "arm — cyberarm, arm, working",
    ] {
        assert!(screen.contains(shown), "{shown:?} in:\n{screen}");
    }

    ctrl(&mut app, 'w');
    chars(&mut app, "pump");
    tab(&mut app, 1);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    assert_eq!(last(&path), "weapon Kira pump remove");
    let screen = drawn(&app, 160, 60);
    assert!(!screen.contains("pump —"), "{screen}");
}
