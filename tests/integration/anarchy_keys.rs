//! A Shadowrun Anarchy scene run from the keys alone (issue 17, "done when"): `?` lists the
//! Anarchy keys; an initiative with a bonus point, the start, then three Turns with `next`
//! through every Narration: tests, an Anarchy spend, the GM's award, spend and its refusal
//! (shown on the form), an interposition, damage and a heal. The save's lines are the ones
//! the keys wrote.

use crate::common;

use common::fight_app::{chars, fight_of, press, saved, tab};
use fray::session::Session;
use fray::tui::app::App;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;

fn screen(app: &App) -> String {
    let mut term = Terminal::new(TestBackend::new(160, 60)).expect("terminal");
    term.draw(|f| app.draw(f)).expect("draw");
    term.backend().to_string()
}

/// Presses `key`, which hands a Narration on: the next Narration's attack form opens at
/// once; this scene does something else with it, so Esc closes it.
fn hand_on(app: &mut App, key: char) {
    press(app, KeyCode::Char(key));
    if let fray::tui::app::Screen::Fight(f) = &app.screen
        && matches!(f.input, fray::tui::fight::Input::Form(_))
    {
        press(app, KeyCode::Esc);
    }
}

/// One Turn: a test for Kira, then `next` through the three Narrations and past the end.
fn turn(app: &mut App, pool: &str) {
    press(app, KeyCode::Char('t'));
    // The form opens on its first empty required field, the pool: back to who.
    press(app, KeyCode::BackTab);
    chars(app, "K");
    tab(app, 1);
    chars(app, pool);
    press(app, KeyCode::Enter);
    for _ in 0..3 {
        hand_on(app, 'n');
    }
}

#[test]
fn three_turns_from_the_keys_only() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("scene.fray.jsonl");
    let header = fray::engine::Header::new(fray::systems::anarchy::ID, "Scene", 17, 0);
    drop(fray::store::SaveLog::create(&path, &header).expect("create"));
    let (mut session, warnings) = Session::open(&path).expect("open");
    for line in [
        "add Kira pc str=5 wil=3 agi=4 log=6 chance=3 armor=6",
        "add Jax pc str=3 wil=3 agi=5 log=3 chance=2 armor=3",
        "add Ganger enemy str=4 wil=2 agi=3 log=2 chance=1 armor=3",
    ] {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    let mut app = fight_of(session, &warnings, dir.path());
    press(&mut app, KeyCode::Char('?'));
    let help = screen(&app);
    assert!(help.contains("Anarchy: spend an Anarchy point"), "{help}");
    press(&mut app, KeyCode::Esc);
    // Kira's initiative with one bonus die, then the GM's pool, then the first Turn.
    press(&mut app, KeyCode::Char('#'));
    chars(&mut app, "K");
    tab(&mut app, 1);
    chars(&mut app, "1");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('@'));
    chars(&mut app, "g");
    tab(&mut app, 1);
    press(&mut app, KeyCode::Backspace);
    chars(&mut app, "2");
    press(&mut app, KeyCode::Enter);
    hand_on(&mut app, 'i');
    // Turn 1: Kira spends a point (well-disposed) and tests; the GM takes a risk on Jax,
    // then a second GM's point in the same Narration is refused on the form.
    press(&mut app, KeyCode::Char('$'));
    chars(&mut app, "K");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('%'));
    tab(&mut app, 2);
    chars(&mut app, "J");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('%'));
    tab(&mut app, 2);
    chars(&mut app, "J");
    press(&mut app, KeyCode::Enter);
    let refused = screen(&app);
    assert!(
        refused.contains("The GM spends from the GM's pool"),
        "{refused}"
    );
    assert!(
        refused.contains("already spent an Anarchy point"),
        "{refused}"
    );
    press(&mut app, KeyCode::Esc);
    turn(&mut app, "7");
    // Turn 2: Jax interposes for Kira against 3 successes; Ganger takes 4 boxes.
    hand_on(&mut app, 'n');
    press(&mut app, KeyCode::Char('|'));
    press(&mut app, KeyCode::BackTab);
    chars(&mut app, "J");
    tab(&mut app, 1);
    chars(&mut app, "6");
    tab(&mut app, 1);
    chars(&mut app, "K");
    tab(&mut app, 1);
    chars(&mut app, "3");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('w'));
    press(&mut app, KeyCode::BackTab);
    chars(&mut app, "G");
    tab(&mut app, 1);
    chars(&mut app, "4");
    press(&mut app, KeyCode::Enter);
    turn(&mut app, "8");
    // Turn 3: a box of the Ganger's Armor back.
    hand_on(&mut app, 'n');
    press(&mut app, KeyCode::Char('H'));
    chars(&mut app, "G");
    tab(&mut app, 2);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    turn(&mut app, "6");
    let lines = saved(&path);
    let wanted = [
        "initiative Kira anarchy 1",
        "award gm 2",
        "start",
        "spend Kira well-disposed",
        "spend gm take-a-risk on Jax",
        "test Kira 7",
        "next",
        "next",
        "next",
        "next",
        "interpose Jax 6 for Kira vs 3",
        "damage Ganger 4",
        "test Kira 8",
        "next",
        "next",
        "next",
        "next",
        "heal Ganger 1 armor",
        "test Kira 6",
        "next",
        "next",
        "next",
    ];
    assert!(
        lines.ends_with(&wanted.map(String::from)),
        "{lines:?}\n{}",
        screen(&app)
    );
    assert_eq!(
        lines.iter().filter(|l| l.starts_with("spend gm")).count(),
        1
    );
}
