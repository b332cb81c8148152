//! The app on the fight screen, with the plain theme and default keys, and its screen
//! drawn to text.

use std::path::Path;

use fray::session::Session;
use fray::tui::app::App;
use fray::tui::keymap::Keymap;
use fray::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The app showing the fight of this open session; `dir` is its saves folder.
pub fn fight_of(session: Session, warnings: &[String], dir: &Path) -> App {
    App::fight(
        session,
        warnings,
        dir.to_path_buf(),
        Keymap::default(),
        Theme::plain(),
    )
}

/// The app showing the fight of the save at `path` (its folder as the saves folder).
pub fn fight_on(path: &Path) -> App {
    let (session, warnings) = Session::open_to_show(path).expect("the save opens");
    fight_of(session, &warnings, path.parent().unwrap_or(Path::new(".")))
}

/// What the app draws on a `w`×`h` terminal, as text.
pub fn drawn(app: &App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    term.draw(|f| app.draw(f)).expect("draw");
    term.backend().to_string()
}

/// A drawn screen's rows joined, frame characters, row quotes and runs of spaces made one
/// space (a no-break space too): a line wrapped over several rows reads whole again.
pub fn flattened(screen: &str) -> String {
    let cleaned: String = screen
        .chars()
        .map(|c| match c {
            '│' | '─' | '┌' | '┐' | '└' | '┘' | '├' | '┤' | '┬' | '┴' | '┼' => {
                ' '
            }
            '\u{a0}' | '"' | '\n' => ' ',
            other => other,
        })
        .collect();
    cleaned.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A new, empty save of `system` in `dir` (named `name.fray.jsonl`, header seed `seed`),
/// opened for play.
pub fn new_session(
    dir: &Path,
    system: fray::model::SystemId,
    name: &str,
    seed: u64,
) -> (Session, Vec<String>, std::path::PathBuf) {
    let path = dir.join(format!("{name}.fray.jsonl"));
    let header = fray::engine::Header::new(system, name, seed, 0);
    drop(fray::store::SaveLog::create(&path, &header).expect("the save is created"));
    let (session, warnings) = Session::open(&path).expect("the save opens");
    (session, warnings, path)
}

/// Presses one key, without modifiers.
pub fn press(app: &mut App, code: ratatui::crossterm::event::KeyCode) {
    use ratatui::crossterm::event::{KeyEvent, KeyModifiers};
    app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
}

/// Types `text`, one key a character.
pub fn chars(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, ratatui::crossterm::event::KeyCode::Char(c));
    }
}

/// Presses Tab `times` times.
pub fn tab(app: &mut App, times: usize) {
    for _ in 0..times {
        press(app, ratatui::crossterm::event::KeyCode::Tab);
    }
}

/// The command lines the save at `path` holds, in order.
pub fn saved(path: &Path) -> Vec<String> {
    fray::store::load(path)
        .expect("load")
        .records
        .iter()
        .map(|r| r.command.clone())
        .collect()
}

/// A new save of `system` named `name` (dice seed `seed`) in a fresh temporary folder,
/// after `lines` typed at the prompt, and the app on its fight. Keep the folder alive as
/// long as the save is used.
pub fn fight_after(
    system: fray::model::SystemId,
    name: &str,
    seed: u64,
    lines: &[&str],
) -> (tempfile::TempDir, std::path::PathBuf, App) {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut session, warnings, path) = new_session(dir.path(), system, name, seed);
    for line in lines {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    let app = fight_of(session, &warnings, dir.path());
    (dir, path, app)
}

/// The fight screen the app shows; panics elsewhere.
pub fn fight_screen(app: &App) -> &fray::tui::fight::Fight {
    match &app.screen {
        fray::tui::app::Screen::Fight(f) => f,
        _ => panic!("not on the fight screen"),
    }
}

/// The form open on the fight screen; panics (with the screen) when none is.
pub fn open_form(app: &App) -> &fray::tui::form::Form {
    match &fight_screen(app).input {
        fray::tui::fight::Input::Form(f) => f,
        _ => panic!("no form open:\n{}", drawn(app, 160, 48)),
    }
}

/// The open form's value of the field labelled `label`.
pub fn form_field<'a>(app: &'a App, label: &str) -> &'a str {
    open_form(app)
        .fields
        .iter()
        .find(|f| f.label == label)
        .map(|f| f.value.as_str())
        .unwrap_or_else(|| panic!("no field {label}:\n{}", drawn(app, 160, 48)))
}

/// The combatant whose turn (Narration, slot, action) is under way now.
pub fn acting_now(app: &App) -> fray::model::Combatant {
    let state = fight_screen(app).session.timeline().state();
    let acting = state
        .ladder
        .entries
        .iter()
        .find(|e| e.status == fray::model::EntryStatus::Acting)
        .expect("a turn under way");
    state.combatant(acting.at.owner).expect("present").clone()
}
