//! The fight screen on a Cyberpunk interval save (the interval ladder and sheet panes are
//! snapshotted in `cyberpunk_panes.rs`): it draws at every size, the slots are on the
//! ladder, and the attack key opens the `shoot` form, whose line the session accepts.

use crate::common;

use common::fight_app::fight_of;
use fray::session::Session;
use fray::tui::app::App;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

fn screen(app: &App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    term.draw(|f| app.draw(f)).expect("draw");
    term.backend().to_string()
}

fn press(app: &mut App, code: KeyCode) {
    app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
}

#[test]
fn a_cyberpunk_fight_draws_and_shoots_from_the_keys() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("street.fray.jsonl");
    let header = fray::engine::Header::new(fray::systems::cyberpunk::ID, "Street", 9, 0);
    drop(fray::store::SaveLog::create(&path, &header).expect("create"));
    let (mut session, warnings) = Session::open(&path).expect("open");
    for line in [
        "add Vic from solo",
        "add Kurt from booster",
        "start initiative=9,2",
        "actions vic 2",
        "next",
    ] {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    let mut app = fight_of(session, &warnings, dir.path());
    for (w, h) in [(160, 48), (100, 30), (60, 20), (39, 9), (1, 1)] {
        let text = screen(&app, w, h);
        if w >= 100 {
            assert!(text.contains("Vic"), "{w}x{h}:\n{text}");
        }
    }
    let before = fray::store::load(&path).expect("load").records.len();
    press(&mut app, KeyCode::Char('a'));
    let form = screen(&app, 160, 48);
    assert!(
        form.contains("Shoot") && form.contains("weapon: pistol"),
        "{form}"
    );
    press(&mut app, KeyCode::Enter);
    let after = fray::store::load(&path).expect("load").records.len();
    assert_eq!(after, before + 1, "{}", screen(&app, 160, 48));
}
