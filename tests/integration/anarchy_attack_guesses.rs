//! A Narration's attack form guesses what the GM would type: the attacker aims again at
//! whom they attacked last, → on the target goes through their enemies nearest first,
//! the defense's successes (where the focus opens) sit right under the target, and the
//! street mage and the decker of the bestiary carry a light pistol, so their Narration
//! opens its attack too.

use crate::common;

use std::path::PathBuf;

use common::fight_app::{
    acting_now, chars, drawn, fight_after, fight_screen, form_field, open_form, press,
};
use fray::model::{Combatant, Side};
use fray::tui::app::App;
use fray::tui::fight::{Fight, Input};
use fray::tui::form::Form;
use ratatui::crossterm::event::KeyCode;

fn fight(app: &App) -> &Fight {
    fight_screen(app)
}

fn form(app: &App) -> &Form {
    open_form(app)
}

/// The open form's value of the field labelled `label`.
fn field<'a>(app: &'a App, label: &str) -> &'a str {
    form_field(app, label)
}

/// The label of the open form's focused field.
fn focused(app: &App) -> &'static str {
    let f = form(app);
    f.fields[f.focus].label
}

/// The one whose Narration it is.
fn narrating(app: &App) -> Combatant {
    acting_now(app)
}

/// A new Anarchy save after `lines`, and the app on its fight.
fn scene(lines: &[&str]) -> (tempfile::TempDir, PathBuf, App) {
    fight_after(fray::systems::anarchy::ID, "docks", 2077, lines)
}

/// A samurai between two runners, against three foes.
const CAST: &[&str] = &[
    "add Hex pc from street-mage seat=1",
    "add Razor pc from street-samurai seat=2",
    "add Glitch pc from decker seat=3",
    "add Mara from ganger-boss",
    "add Guard from corp-guard",
    "add Spotter from ganger",
];

/// Starts the Turn (`i`) and passes Narrations (Esc, `n`) until `who` narrates, with
/// their attack open.
fn turn_until(app: &mut App, who: &str) {
    press(app, KeyCode::Char('i'));
    for _ in 0..8 {
        if narrating(app).name == who {
            assert!(
                matches!(fight(app).input, Input::Form(_)),
                "{who}'s Narration opens no attack:\n{}",
                drawn(app, 160, 48)
            );
            return;
        }
        press(app, KeyCode::Esc);
        press(app, KeyCode::Char('n'));
    }
    panic!("{who} never narrates:\n{}", drawn(app, 160, 48));
}

/// Presses `key` until the focus is on the field `label`.
fn focus(app: &mut App, key: KeyCode, label: &str) {
    for _ in 0..10 {
        if focused(app) == label {
            return;
        }
        press(app, key);
    }
    panic!("no field {label}:\n{}", drawn(app, 160, 48));
}

/// The place on the Narration order of `c` (its first entry).
fn place(app: &App, c: &Combatant) -> i32 {
    let state = fight(app).session.timeline().state();
    state
        .ladder
        .of(c.id)
        .map(|e| e.position)
        .min()
        .expect("on the order")
}

#[test]
fn the_attack_form_aims_again_at_whom_the_attacker_attacked_last() {
    let (_dir, _path, mut app) = scene(CAST);
    turn_until(&mut app, "Razor");
    let guessed = field(&app, "Target").to_string();
    // The GM aims at another foe than the guess: → until it shows.
    focus(&mut app, KeyCode::Up, "Target");
    let mut other = guessed.clone();
    for _ in 0..8 {
        press(&mut app, KeyCode::Right);
        other = field(&app, "Target").to_string();
        if ["Mara", "Guard", "Spotter"].contains(&other.as_str()) && other != guessed {
            break;
        }
    }
    assert_ne!(other, guessed);
    focus(&mut app, KeyCode::Tab, "Defense successes");
    chars(&mut app, "9");
    press(&mut app, KeyCode::Enter);
    // No hit against nine successes: the attack is in the save, no damage form.
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('a'));
    assert_eq!(field(&app, "Who"), "Razor");
    assert_eq!(
        field(&app, "Target"),
        other,
        "the form forgets whom Razor just attacked:\n{}",
        drawn(&app, 160, 48)
    );
}

#[test]
fn right_on_the_attack_target_goes_through_the_enemies_nearest_first() {
    let (_dir, _path, mut app) = scene(CAST);
    turn_until(&mut app, "Razor");
    let state = fight(&app).session.timeline().state().clone();
    let razor = narrating(&app);
    let mut foes: Vec<&Combatant> = state
        .combatants
        .iter()
        .filter(|c| c.side == Side::Enemy)
        .collect();
    foes.sort_by_key(|c| (place(&app, c) - place(&app, &razor)).unsigned_abs());
    let want: Vec<String> = foes.iter().map(|c| c.name.clone()).collect();
    let target = form(&app)
        .fields
        .iter()
        .find(|f| f.label == "Target")
        .expect("a target field");
    assert_eq!(
        target.options[..want.len()],
        want[..],
        "→ goes through {:?}",
        target.options
    );
    assert_eq!(field(&app, "Target"), want[0], "the nearest foe first");
    // Everyone is still offered, and none last.
    assert_eq!(target.options.len(), state.combatants.len() + 1);
    assert_eq!(target.options.last().map(String::as_str), Some(""));
}

#[test]
fn the_defense_successes_sit_right_under_the_target_where_the_focus_opens() {
    let (_dir, path, mut app) = scene(CAST);
    turn_until(&mut app, "Razor");
    assert_eq!(focused(&app), "Defense successes");
    press(&mut app, KeyCode::Up);
    assert_eq!(focused(&app), "Target", "{}", drawn(&app, 160, 48));
    press(&mut app, KeyCode::Tab);
    chars(&mut app, "9");
    press(&mut app, KeyCode::Enter);
    // The line keeps its order: who, pool, target, weapon, defense.
    let line = common::fight_app::saved(&path)
        .last()
        .cloned()
        .expect("a line");
    let target = line
        .split(" at ")
        .nth(1)
        .and_then(|rest| rest.split(" with ").next())
        .unwrap_or_default();
    assert!(
        line.starts_with("test Razor 11 at ")
            && !target.is_empty()
            && line.ends_with(" with ares-predator vs 9"),
        "{line}"
    );
}

#[test]
fn the_street_mage_and_the_decker_open_their_narration_on_a_light_pistol() {
    for (who, pool) in [("Hex", "4"), ("Glitch", "5")] {
        let (_dir, _path, mut app) = scene(CAST);
        turn_until(&mut app, who);
        assert_eq!(field(&app, "Who"), who);
        assert_eq!(field(&app, "Weapon"), "light-pistol");
        assert_eq!(field(&app, "Pool"), pool, "agility 3 + firearms");
        assert_eq!(focused(&app), "Defense successes");
    }
}
