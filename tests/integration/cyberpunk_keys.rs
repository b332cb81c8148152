//! A Cyberpunk round run from the keys alone (issue 16, "done when"): start (initiative),
//! the actions form chained from one fighter to the next, next, the shoot form on the one
//! acting at the nearest enemy, the delay form, next; the save's lines are the ones the
//! keys wrote.

use crate::common;

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
    // The actions form opens on the highest initiative (Vic, 17) and goes on to the next
    // one to choose (Kurt, 13) after each Enter.
    press(&mut app, KeyCode::Char('*'));
    let form = screen(&app);
    assert!(form.contains("Actions this round (initiative 17"), "{form}");
    // The focus is on the count already (the chain names whose turn it is).
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    assert!(screen(&app).contains("Actions this round (initiative 13"));
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('n'));
    // Vic's slot: the shot opens on him, with the pistol in hand, at the nearest enemy.
    press(&mut app, KeyCode::Char('a'));
    assert!(screen(&app).contains("Shoot"));
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
        "actions Kurt 1",
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
