//! Start screens and saves made up for tests: the start screen's own tests and the
//! snapshots that show a real rule system's name (the binary's `systems::screens_tests`).

use std::path::PathBuf;
use std::time::{Duration, UNIX_EPOCH};

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::*;
use crate::tui::saves::SaveSummary;
use crate::tui::start::StartOutcome;

/// 2025-06-15 10:00:00 UTC.
pub fn now() -> SystemTime {
    UNIX_EPOCH + Duration::from_secs(1_749_981_600)
}

pub fn ago(secs: u64) -> Option<SystemTime> {
    now().checked_sub(Duration::from_secs(secs))
}

pub fn save(file: &str, name: &str, round: u32, modified: Option<SystemTime>) -> SaveSummary {
    SaveSummary {
        path: PathBuf::from("/saves").join(file),
        name: name.to_string(),
        system: crate::rules::system(crate::model::SystemId::default_system())
            .title()
            .to_string(),
        round,
        records: 9,
        modified,
        problem: None,
        old_format: None,
        campaign: None,
    }
}

pub fn broken(file: &str, problem: &str, modified: Option<SystemTime>) -> SaveSummary {
    SaveSummary {
        system: String::new(),
        round: 0,
        records: 0,
        problem: Some(problem.to_string()),
        ..save(file, file.trim_end_matches(".fray.jsonl"), 0, modified)
    }
}

pub fn summaries() -> Vec<SaveSummary> {
    vec![
        save("goblin-ambush.fray.jsonl", "Goblin Ambush", 3, ago(300)),
        save(
            "bridge.fray.jsonl",
            "The Bridge\u{1b}[31m at Kessel",
            0,
            ago(3 * 3_600),
        ),
        broken(
            "future.fray.jsonl",
            "future.fray.jsonl was made by a newer fray (format 2, this fray reads up to 1); update fray to open it",
            ago(30 * 3_600),
        ),
        save("old-war.fray.jsonl", "Old War", 12, ago(40 * 86_400)),
        broken(
            "broken.fray.jsonl",
            "broken.fray.jsonl is not a fray save: no header",
            None,
        ),
    ]
}

pub fn draw(screen: &StartScreen, width: u16, height: u16) -> Result<TestBackend, String> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).map_err(|e| e.to_string())?;
    let (keymap, theme) = (Keymap::default(), Theme::plain());
    terminal
        .draw(|frame| {
            render_start(
                screen,
                &keymap,
                &theme,
                now(),
                frame.area(),
                frame.buffer_mut(),
                &mut Hits::default(),
            )
        })
        .map_err(|e| e.to_string())?;
    Ok(terminal.backend().clone())
}

pub fn selected_on_second_save() -> StartScreen {
    let mut screen = StartScreen::new(summaries());
    screen.handle(Action::Down);
    screen
}

/// The form open on a duplicate name.
pub fn form_with_error() -> StartScreen {
    let mut screen = StartScreen::new(summaries());
    screen.handle(Action::New);
    for c in "Goblin ambush".chars() {
        screen.handle_key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    }
    let outcome = screen.handle_key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
    assert_eq!(outcome, Some(StartOutcome::Stay));
    screen
}

/// The saves of [`summaries`] with a made-up rule system: the interface names none (the
/// snapshots that show a real one are in `src/systems/screens_tests.rs`).
pub fn unnamed_systems() -> Vec<SaveSummary> {
    summaries()
        .into_iter()
        .map(|mut s| {
            if !s.system.is_empty() {
                s.system = "Règles maison".to_string();
            }
            s
        })
        .collect()
}
