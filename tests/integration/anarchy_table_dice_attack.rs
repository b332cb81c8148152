//! Under `option dice table`, the Anarchy attack form (whose line puts the pool right
//! after who) asks for the pool's dice rolled at the table in fields of its own, and Enter
//! writes them into the line: the test is rolled with the table's dice, not refused for
//! dice the GM has typed.

use crate::common;

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

/// Under `option dice table`, the attack form's field for the pool's dice says how many
/// dice fray expects for the Pool it opens with, and why (Well disposed's +3 — « Bien
/// disposé : ajouter 3 dés » —, the wound dice taken off).
#[test]
fn the_attack_forms_pool_field_says_how_many_dice_with_well_disposed_and_the_wounds() {
    let (_dir, _path, mut app) = fight_after(
        fray::systems::anarchy::ID,
        "docks",
        2077,
        &[
            "add Razor pc from street-samurai seat=1",
            "add Mara from ganger-boss",
            "spend razor well-disposed",
            "damage razor 3 no-armor",
            "option dice table",
        ],
    );
    press(&mut app, KeyCode::Char('a'));
    let form = common::fight_app::open_form(&app);
    let pool: usize = common::fight_app::form_field(&app, "Pool")
        .parse()
        .expect("the sheet gives the pool");
    let field = form
        .fields
        .iter()
        .find(|f| f.label == "pool")
        .unwrap_or_else(|| panic!("no field for the pool's dice:\n{}", drawn(&app, 160, 48)));
    let expected = pool + 3 - 1;
    assert!(
        field
            .hint
            .starts_with(&format!("{expected} dice for a Pool of {pool} (")),
        "{}",
        field.hint
    );
    assert!(field.hint.contains("Well disposed +3"), "{}", field.hint);
    assert!(field.hint.contains("−1"), "{}", field.hint);
}

/// A pool given with the wrong count is refused in the GM's words, in both languages:
/// what to add and how, never a bare key like `pool=N`.
#[test]
fn a_wrong_pools_refusal_says_what_to_add_in_the_gms_words_in_both_languages() {
    for (lang, words) in [
        ("en", "add pool= then each die as it fell"),
        ("fr", "ajoutez réserve= puis chaque dé tel qu’il est tombé"),
    ] {
        let scene = common::anarchy_script::Scene::in_lang(lang);
        scene.play("add Razor pc agi=5 seat=1\noption dice table");
        let refusal = scene.refused("test razor 4 pool=5,5");
        assert!(refusal.contains(words), "{lang}: {refusal}");
        assert!(!refusal.contains("pool=N"), "{lang}: {refusal}");
    }
}
