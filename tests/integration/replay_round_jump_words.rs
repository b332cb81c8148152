//! The replay's message when the GM jumps to a round's start speaks the system's own
//! time word: « round » for Cyberpunk, « tour » for the shared rounds.

use crate::common;

use std::path::{Path, PathBuf};

use common::replay_app::app_on;
use fray::i18n::{Lang, with_lang};
use fray::session::Session;
use fray::tui::app::App;
use fray::tui::replay::{self, Audience};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A save under `dir` for `system` after the commands `lines`.
fn save(dir: &Path, system: fray::model::SystemId, lines: &[&str]) -> PathBuf {
    let path = dir.join("t.fray.jsonl");
    let header = fray::engine::Header::new(system, "T", 2020, 0);
    let mut session = Session::create(&path, header).expect("create");
    for line in lines {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    path
}

/// The replay screen at its start after the GM presses `.` (next moment), drawn in French.
fn jumped_to_first_moment(path: &Path) -> String {
    with_lang(Lang::Fr, || {
        let mut app: App = app_on(replay::load(path, Audience::Gm).expect("replay"));
        for code in [KeyCode::Home, KeyCode::Char('.')] {
            app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
        }
        let mut term = Terminal::new(TestBackend::new(120, 30)).expect("terminal");
        term.draw(|f| app.draw(f)).expect("draw");
        term.backend().to_string()
    })
}

/// « Les combats sont divisés en rounds, chacun représentant 3 secondes. »: jumping to a
/// Cyberpunk round's start says « début du round 1 », never « début du tour ».
#[test]
fn jumping_to_a_cyberpunk_round_says_round_in_french() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = save(
        dir.path(),
        fray::systems::cyberpunk::ID,
        &[
            "add Vic pc from solo",
            "add Razor from booster-boss",
            "option dice table",
            "start initiative=7,8",
        ],
    );
    let shown = jumped_to_first_moment(&path);
    // The message line, above the status line.
    let message = shown.lines().rev().nth(1).unwrap_or_default();
    assert!(message.contains("début du round 1"), "{shown}");
    assert!(!message.contains("tour"), "{shown}");
}
