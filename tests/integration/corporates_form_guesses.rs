//! The Corporates forms guess what the GM would type (issue 33, measured keys): an
//! announcement opens on the count, set to what this fighter announced last turn; a shot
//! in a segment opens on the fighter whose declared action comes now, not on a selection
//! left from earlier. Each checked through the keys and the lines they wrote, and Esc
//! still leaves the form with nothing written.

use crate::common;

use common::fight_app::{drawn, fight_of, new_session, press, saved};
use fray::session::Session;
use fray::tui::app::App;
use ratatui::crossterm::event::KeyCode;

/// Runs `line`, panicking on a refusal.
fn run(session: &mut Session, line: &str) {
    session
        .execute(line)
        .unwrap_or_else(|e| panic!("{line}: {e}"));
}

/// The current segment of the session's fight (0 outside segments).
fn segment(session: &Session) -> u8 {
    fray::systems::corporates::decide::ledger::segment(session.timeline().state())
}

/// Goes on (`next`, or `start` where a turn is over) until `until` holds; at most 12 steps.
fn go_on_until(session: &mut Session, until: impl Fn(&Session) -> bool) {
    for _ in 0..12 {
        if until(session) {
            return;
        }
        if session.execute("next").is_err() {
            run(session, "start");
        }
    }
    assert!(until(session), "never reached");
}

/// Vance (team leader) and Crow (sniper) after `start`, a passer-by added last (so the
/// selection), each announcing `counts` (forced, in that order).
fn rooftop(dir: &std::path::Path, counts: [u8; 3]) -> (Session, Vec<String>, std::path::PathBuf) {
    let (mut session, warnings, path) =
        new_session(dir, fray::systems::corporates::ID, "Roof", 2088);
    for line in [
        "add Vance pc from team-leader",
        "add Crow enemy from sniper",
        "add Passer neutral from passer-by",
        "start",
    ] {
        run(&mut session, line);
    }
    for (who, n) in ["Vance", "Crow", "Passer"].iter().zip(counts) {
        run(&mut session, &format!("declare {who} {n} force"));
    }
    (session, warnings, path)
}

/// The declare lines written since `from`.
fn declared_since(path: &std::path::Path, from: usize) -> Vec<String> {
    saved(path)
        .into_iter()
        .skip(from)
        .filter(|l| l.starts_with("declare"))
        .collect()
}

/// Turn 1: everyone announced 0. Turn 2: `d`, Enter keeps the announcer's 0 (the form
/// used to say 1); `d`, → makes the next announcer's count 1 (the focus is on the count,
/// not on who announces); Esc on the third writes nothing.
#[test]
fn an_announcement_opens_on_the_count_set_to_last_turns() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut session, warnings, path) = rooftop(dir.path(), [0, 0, 0]);
    go_on_until(&mut session, |s| {
        let state = s.timeline().state();
        state.round == 2 && state.step == fray::model::Step::Declaration
    });
    let before = saved(&path).len();
    let mut app: App = fight_of(session, &warnings, dir.path());
    press(&mut app, KeyCode::Char('d'));
    press(&mut app, KeyCode::Enter);
    let first = declared_since(&path, before);
    assert_eq!(first.len(), 1, "{first:?}\n{}", drawn(&app, 160, 48));
    assert!(first[0].ends_with(" 0"), "{first:?}");
    // The chain opened the next announcer's form: → on its count.
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    let second = declared_since(&path, before);
    assert_eq!(second.len(), 2, "{second:?}\n{}", drawn(&app, 160, 48));
    assert!(second[1].ends_with(" 1"), "{second:?}");
    assert!(!second[1].ends_with("force"), "{second:?}");
    press(&mut app, KeyCode::Esc);
    assert_eq!(declared_since(&path, before).len(), 2);
}

/// Vance announced one action, Crow and the passer-by none; in Vance's segment, with the
/// passer-by selected (the GM looked at his sheet), `a` opens on Vance: Enter shoots for
/// him. Before, the form opened on the passer-by, who has no gun.
#[test]
fn a_shot_opens_on_the_one_whose_declared_action_comes_now() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut session, warnings, path) = rooftop(dir.path(), [1, 0, 0]);
    let vance = session
        .timeline()
        .state()
        .combatants
        .iter()
        .find(|c| c.name == "Vance")
        .map(|c| c.id)
        .expect("Vance");
    let due = session
        .timeline()
        .state()
        .ladder
        .entries
        .iter()
        .find(|e| e.at.owner == vance)
        .map(|e| e.position)
        .expect("Vance's declared action");
    go_on_until(&mut session, |s| i32::from(segment(s)) == due);
    let mut app: App = fight_of(session, &warnings, dir.path());
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    let screen = drawn(&app, 160, 48);
    assert!(screen.contains("Passer  neutral"), "{screen}");
    press(&mut app, KeyCode::Char('a'));
    press(&mut app, KeyCode::Esc);
    let before = saved(&path).len();
    press(&mut app, KeyCode::Char('a'));
    press(&mut app, KeyCode::Enter);
    let lines = saved(&path);
    assert_eq!(lines.len(), before + 1, "{}", drawn(&app, 160, 48));
    let shot = lines.last().cloned().unwrap_or_default();
    assert!(shot.starts_with("shoot Vance at Crow"), "{shot}");
}
