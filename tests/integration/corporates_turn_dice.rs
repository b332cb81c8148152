//! With the table's dice, `n` at a Corporates turn's start opens the turn's reaction dice
//! as a form: one field per fighter, labelled with the name and how many d6 the rules
//! take (their Reaction), in the rules' order; each fighter's faces may be typed run
//! together (`435`), counted as they are typed; Enter starts the turn with those dice.

use crate::common;

use common::fight_app::{chars, drawn, fight_after, open_form, press, saved, tab};
use ratatui::crossterm::event::KeyCode;

const CAST: &[&str] = &[
    "option dice table",
    "add Vance pc from team-leader seat=1",
    "add Kade pc from operative seat=2",
    "add Crow from sniper",
];

#[test]
fn n_opens_the_turns_reaction_dice_one_field_per_fighter_with_faces_run_together() {
    let (_dir, save, mut app) = fight_after(fray::systems::corporates::ID, "roof", 1, CAST);
    press(&mut app, KeyCode::Char('n'));
    let form = open_form(&app);
    let fields: Vec<(&str, Option<usize>)> =
        form.fields.iter().map(|f| (f.label, f.wants)).collect();
    assert_eq!(
        fields,
        vec![("Vance", Some(3)), ("Kade", Some(3)), ("Crow", Some(3))],
        "{}",
        drawn(&app, 160, 48)
    );
    chars(&mut app, "435");
    assert!(
        drawn(&app, 160, 48).contains("3/3"),
        "{}",
        drawn(&app, 160, 48)
    );
    tab(&mut app, 1);
    chars(&mut app, "2,4,5");
    tab(&mut app, 1);
    chars(&mut app, "32");
    press(&mut app, KeyCode::Enter);
    assert!(
        drawn(&app, 160, 48).contains("3 dice wanted, 2 typed"),
        "two of three refused in the field:\n{}",
        drawn(&app, 160, 48)
    );
    chars(&mut app, "5");
    press(&mut app, KeyCode::Enter);
    let lines = saved(&save);
    let last = lines.last().expect("a record");
    assert!(
        last.contains("reaction=435") && last.contains("reaction=2,4,5"),
        "{lines:?}"
    );
    let screen = drawn(&app, 160, 48);
    assert!(screen.contains("Turn 1"), "{screen}");
}
