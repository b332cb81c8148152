//! With the table's dice (`option dice table`), a Corporates form's d6 fields take the
//! values run together, one digit a die (`5555` for four dice), and say so in the GM's
//! language; the line written gives them one by one (`check=5,5,5,5`). Right after a hit
//! the damage form opens on its first die, all else being known. Checked from the keys
//! through the app.

use crate::common;

use common::fight_app::{chars, drawn, fight_of, new_session, press, saved};
use fray::i18n::{Lang, with_lang};
use fray::session::Session;
use fray::tui::app::App;
use ratatui::crossterm::event::KeyCode;

/// The shot Vance fires in the fight below.
const SHOT: &str = "shoot Vance at Crow with rifle range medium";

/// Runs `line`, panicking on a refusal.
fn run(session: &mut Session, line: &str) {
    session
        .execute(line)
        .unwrap_or_else(|e| panic!("{line}: {e}"));
}

/// How many check dice `shot` takes: the fewest the rules accept.
fn check_dice(session: &Session, shot: &str) -> usize {
    (1..=12)
        .find(|n| {
            let line = format!("{shot} check={}", vec!["5"; *n].join(","));
            let command = match fray::script::parse_in(fray::systems::corporates::ID, &line) {
                Ok(fray::script::Line::Command(c)) => c,
                other => panic!("{line}: {other:?}"),
            };
            session.timeline().prepare(&line, &command).is_ok()
        })
        .expect("a number of check dice the shot takes")
}

/// The drawn screen's line holding the focused field.
fn focused_line(app: &App) -> String {
    drawn(app, 160, 48)
        .lines()
        .find(|l| l.contains('›') && l.contains(':'))
        .unwrap_or_default()
        .to_string()
}

#[test]
fn a_shot_takes_its_table_dice_run_together_and_says_so_in_both_languages() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut session, warnings, path) =
        new_session(dir.path(), fray::systems::corporates::ID, "Roof", 2088);
    for line in [
        "option dice table",
        "add Vance pc from team-leader",
        "add Crow enemy from sniper",
        "start reaction=4,4,2,3,3,3",
        "declare Vance 5 force",
        "declare Crow 0 force",
    ] {
        run(&mut session, line);
    }
    let n = check_dice(&session, SHOT);
    let mut app: App = fight_of(session, &warnings, dir.path());
    // The form built in French says it in French.
    with_lang(Lang::Fr, || press(&mut app, KeyCode::Char('a')));
    let french = with_lang(Lang::Fr, || drawn(&app, 160, 48));
    assert!(
        french.contains("à la table\u{a0}: 452 ou 4,5,2"),
        "{french}"
    );
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('a'));
    for _ in 0..8 {
        if focused_line(&app).contains("check:") {
            break;
        }
        press(&mut app, KeyCode::Up);
    }
    let line = focused_line(&app);
    assert!(line.contains("452 or 4,5,2"), "{line}");
    let before = saved(&path).len();
    chars(&mut app, &"5".repeat(n));
    press(&mut app, KeyCode::Enter);
    let lines = saved(&path);
    assert_eq!(lines.len(), before + 1, "{}", drawn(&app, 160, 48));
    let shot = lines.last().cloned().unwrap_or_default();
    assert!(
        shot.starts_with("shoot Vance at Crow")
            && shot.ends_with(&format!("check={}", vec!["5"; n].join(","))),
        "{shot}"
    );
}

/// Vance's sure hit on Crow, its dice given at the table; `w` opens the damage form on
/// its first die (it opened on who is hit, already right), Esc leaves it.
#[test]
fn after_a_hit_the_damage_form_opens_on_its_first_die() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut session, warnings, _path) =
        new_session(dir.path(), fray::systems::corporates::ID, "Roof", 2088);
    for line in [
        "option dice table",
        "add Vance pc from team-leader",
        "add Crow enemy from sniper",
        "start reaction=4,4,2,3,3,3",
        "declare Vance 5 force",
        "declare Crow 0 force",
    ] {
        run(&mut session, line);
    }
    let sure = "shoot Vance at Crow with rifle range short bonus 30";
    let n = check_dice(&session, sure);
    run(
        &mut session,
        &format!("{sure} check={}", vec!["5"; n].join(",")),
    );
    let mut app: App = fight_of(session, &warnings, dir.path());
    press(&mut app, KeyCode::Char('w'));
    let line = focused_line(&app);
    assert!(line.contains("damage:"), "{line}\n{}", drawn(&app, 160, 48));
    press(&mut app, KeyCode::Esc);
    assert!(!drawn(&app, 160, 48).contains("damage:"));
}
