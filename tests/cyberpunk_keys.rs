//! A Cyberpunk round run from the keys alone (issue 16, "done when"): start (initiative),
//! the actions form, next, the shoot form, the delay form, next; the save's lines are the
//! ones the keys wrote.

mod common;

use common::fight_app::fight_of;
use fray::session::Session;
use fray::tui::app::App;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

fn screen(app: &App) -> String {
    let mut term = Terminal::new(TestBackend::new(160, 48)).expect("terminal");
    term.draw(|f| app.draw(f)).expect("draw");
    term.backend().to_string()
}

fn press(app: &mut App, code: KeyCode) {
    app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
}

fn chars(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
}

#[test]
fn a_full_round_from_the_keys_only() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("street.fray.jsonl");
    let header = fray::engine::Header::new(fray::systems::cyberpunk::ID, "Street", 9, 0);
    drop(fray::store::SaveLog::create(&path, &header).expect("create"));
    let (mut session, warnings) = Session::open(&path).expect("open");
    for line in ["add Vic from solo", "add Kurt from booster"] {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    let mut app = fight_of(session, &warnings, dir.path());
    press(&mut app, KeyCode::Char('i'));
    // Each form opens on the selected combatant; typing V picks Vic in the who field.
    press(&mut app, KeyCode::Char('*'));
    chars(&mut app, "V");
    let form = screen(&app);
    assert!(form.contains("Actions this round"), "{form}");
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('n'));
    press(&mut app, KeyCode::Char('a'));
    assert!(screen(&app).contains("Shoot"));
    chars(&mut app, "V");
    for _ in 0..4 {
        press(&mut app, KeyCode::Tab);
    }
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('D'));
    press(&mut app, KeyCode::BackTab);
    chars(&mut app, "V");
    press(&mut app, KeyCode::Tab);
    chars(&mut app, "3");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('n'));
    let lines: Vec<String> = fray::store::load(&path)
        .expect("load")
        .records
        .iter()
        .map(|r| r.command.clone())
        .collect();
    let wanted = [
        "start",
        "actions Vic 2",
        "next",
        "shoot Vic pistol single at kurt",
        "delay Vic 3",
        "next",
    ];
    assert!(
        lines.ends_with(&wanted.map(String::from)),
        "{lines:?}\n{}",
        screen(&app)
    );
}
