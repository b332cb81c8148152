//! Key sequences through the app's update function, on a real save in a temp folder:
//! forms, the command line, undo and redo, refusals, NOT SAVED and retry, rebinding.

use crate::common;

use std::fs::File;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use common::fight_app::fight_of;
use fray::engine::Header;
use fray::session::Session;
use fray::store::{FullDisk, LogFile};
use fray::tui::app::{App, Screen};
use fray::tui::fight::{Fight, Input, Level};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// Presses keys written as a string: each character is a key; `⏎` Enter, `⎋` Esc,
/// `⇥` Tab, `→` Right, `←` Left, `↓` Down, `↑` Up.
fn press(app: &mut App, keys: &str) {
    for c in keys.chars() {
        let code = match c {
            '⏎' => KeyCode::Enter,
            '⎋' => KeyCode::Esc,
            '⇥' => KeyCode::Tab,
            '→' => KeyCode::Right,
            '←' => KeyCode::Left,
            '↓' => KeyCode::Down,
            '↑' => KeyCode::Up,
            c => KeyCode::Char(c),
        };
        app.handle_key(key(code));
    }
}

fn ctrl(app: &mut App, c: char) {
    app.handle_key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL));
}

struct Table {
    dir: tempfile::TempDir,
    app: App,
}

impl Table {
    fn new(lines: &[&str]) -> Table {
        Self::with_file(lines, |f| Box::new(f))
    }

    fn with_file(lines: &[&str], wrap: impl FnOnce(File) -> Box<dyn LogFile + Send>) -> Table {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("t.fray.jsonl");
        {
            let mut s = Session::create(
                &path,
                Header::new(fray::systems::polaris::ID, "Keys", 11, 0),
            )
            .expect("create");
            for line in lines {
                s.execute(line).unwrap_or_else(|e| panic!("{line}: {e}"));
            }
        }
        let (session, warnings) = Session::open_with(&path, wrap).expect("open");
        let app = fight_of(session, &warnings, dir.path());
        Table { dir, app }
    }

    fn fight(&self) -> &Fight {
        match &self.app.screen {
            Screen::Fight(f) => f,
            _ => panic!("not in a fight"),
        }
    }

    fn commands(&self) -> Vec<String> {
        let loaded = fray::store::load(&self.dir.path().join("t.fray.jsonl")).expect("load");
        loaded.records.iter().map(|r| r.command.clone()).collect()
    }

    fn message(&self) -> String {
        self.fight()
            .message
            .as_ref()
            .map_or_else(String::new, |m| m.text.clone())
    }
}

const PARTY: &[&str] = &[
    "add \"Baral Faadhi\" pc from mercenary",
    "add Lena pc from mercenary",
    "add 3 Ganger enemy from ganger",
];

#[test]
fn a_round_played_from_the_keys_is_saved_command_by_command() {
    let mut t = Table::new(PARTY);
    press(&mut t.app, "i");
    assert_eq!(t.commands().last().map(String::as_str), Some("start"));
    // Declarations: the current declarer is selected, the form needs only the intent.
    for _ in 0..5 {
        press(&mut t.app, "dholds the line⏎n");
    }
    let declares = t
        .commands()
        .iter()
        .filter(|c| c.starts_with("declare"))
        .count();
    assert_eq!(declares, 5, "{:?}", t.commands());
    let f = t.fight();
    assert_eq!(
        f.report.step,
        fray::model::Step::Resolution,
        "{:?}",
        t.commands()
    );
    let acting = f.report.current.clone().expect("someone acts");
    let selected = &f.report.combatants[f.selected].name;
    assert_eq!(selected, &acting, "the selection follows the actor");
    // The actor attacks with the form's defaults and a damage roll: the form opens on
    // the d20 (target and skill guessed), the damage roll right after it.
    press(&mut t.app, "a⇥12⏎");
    let last = t.commands().last().cloned().unwrap_or_default();
    assert!(
        last.starts_with("attack ") && last.contains("damage=12"),
        "{last}"
    );
    assert!(
        matches!(t.fight().input, Input::Normal),
        "{:?}",
        t.fight().input
    );
    assert_eq!(
        t.fight()
            .log_window(usize::MAX)
            .last()
            .map(|l| l.command.clone()),
        Some(last)
    );
}

#[test]
fn a_form_refuses_an_empty_field_and_esc_leaves_nothing_behind() {
    let mut t = Table::new(PARTY);
    let before = t.commands();
    press(&mut t.app, "d⏎");
    let Input::Form(form) = &t.fight().input else {
        panic!("the form stays open")
    };
    assert!(form.fields.iter().any(|f| f.error.is_some()));
    press(&mut t.app, "⎋");
    assert!(matches!(t.fight().input, Input::Normal));
    assert_eq!(t.commands(), before);
}

#[test]
fn a_refused_form_keeps_its_values_and_says_why() {
    let mut t = Table::new(PARTY);
    // Heal a wound that is not there: the rules refuse, the form stays.
    press(&mut t.app, "H⏎");
    let Input::Form(form) = &t.fight().input else {
        panic!("the form stays open: {}", t.message())
    };
    let said = form
        .error
        .clone()
        .or_else(|| form.fields.iter().find_map(|f| f.error.clone()));
    assert!(said.is_some(), "{form:?}");
}

#[test]
fn the_command_line_completes_runs_and_shows_errors_inline() {
    let mut t = Table::new(PARTY);
    press(&mut t.app, ":atack baral⏎");
    let Input::Prompt(prompt) = &t.fight().input else {
        panic!("the prompt stays open on an error")
    };
    assert!(
        prompt.error().is_some_and(|e| e.message.contains("attack")),
        "{:?}",
        prompt.error()
    );
    assert_eq!(prompt.input(), "atack baral", "the line is kept for fixing");
    ctrl(&mut t.app, 'u');
    press(&mut t.app, "wou⇥");
    let Input::Prompt(prompt) = &t.fight().input else {
        panic!("prompt")
    };
    assert_eq!(prompt.input(), "wound ");
    press(&mut t.app, "gang");
    app_tab(&mut t.app);
    press(&mut t.app, "-1 light⏎");
    assert!(
        matches!(t.fight().input, Input::Normal),
        "{:?}",
        t.fight().input
    );
    assert_eq!(
        t.commands().last().map(String::as_str),
        Some("wound ganger-1 light")
    );
    // History: the last line comes back with ↑.
    press(&mut t.app, ":↑");
    let Input::Prompt(prompt) = &t.fight().input else {
        panic!("prompt")
    };
    assert_eq!(prompt.input(), "wound ganger-1 light");
}

fn app_tab(app: &mut App) {
    app.handle_key(key(KeyCode::Tab));
}

#[test]
fn undo_and_redo_keys_change_the_state_and_the_log_marks_it() {
    let mut t = Table::new(PARTY);
    press(&mut t.app, ":wound lena head light⏎");
    let wounded = t.fight().report.clone();
    press(&mut t.app, "u");
    assert!(t.fight().log_window(usize::MAX).iter().any(|l| l.undone));
    assert_ne!(t.fight().report, wounded);
    ctrl(&mut t.app, 'r');
    assert_eq!(t.fight().report, wounded);
    assert_eq!(t.commands()[t.commands().len() - 2..], ["undo", "redo"]);
}

#[test]
fn bad_keys_and_impossible_actions_get_a_message() {
    let mut t = Table::new(&[]);
    press(&mut t.app, "9");
    assert!(t.message().contains("not a key"), "{}", t.message());
    press(&mut t.app, "w");
    assert!(t.message().contains("Nobody"), "{}", t.message());
    press(&mut t.app, "n");
    assert_eq!(
        t.fight().message.as_ref().map(|m| m.level),
        Some(Level::Error)
    );
    assert!(t.commands().is_empty());
}

#[test]
fn a_refused_write_keeps_the_fight_in_memory_with_a_banner_and_a_retry() {
    let full = Arc::new(AtomicBool::new(false));
    let disk = Arc::clone(&full);
    let mut t = Table::with_file(PARTY, move |file| Box::new(FullDisk::new(file, disk)));
    full.store(true, Ordering::Relaxed);
    press(&mut t.app, ":wound lena head light⏎");
    press(&mut t.app, ":wound lena body light⏎");
    assert_eq!(t.fight().session.unsaved(), 2);
    assert!(t.message().contains("NOT SAVED"), "{}", t.message());
    let lena = t
        .fight()
        .report
        .combatants
        .iter()
        .find(|c| c.name == "Lena")
        .cloned();
    assert_eq!(
        lena.map(|c| c.wounds.len()),
        Some(2),
        "the fight goes on in memory"
    );
    assert_eq!(t.commands().len(), PARTY.len(), "nothing reached the disk");
    let screen = render(&t.app, 100, 30);
    assert!(screen.contains("NOT SAVED: 2 commands"), "{screen}");
    // Quitting asks first.
    press(&mut t.app, "q");
    assert!(matches!(t.fight().input, Input::ConfirmQuit));
    let asked = render(&t.app, 100, 30);
    assert!(asked.contains("2 commands are NOT SAVED."), "{asked}");
    assert!(
        asked.contains("y: quit and keep them in a rescue file"),
        "{asked}"
    );
    assert!(
        !asked.contains("Enter or y"),
        "Enter does not quit here, so the keys line must not say so: {asked}"
    );
    press(&mut t.app, "⎋");
    // The disk has room again: Ctrl-s writes both, in order.
    full.store(false, Ordering::Relaxed);
    ctrl(&mut t.app, 's');
    assert_eq!(t.fight().session.unsaved(), 0);
    let commands = t.commands();
    assert_eq!(
        commands[commands.len() - 2..],
        ["wound lena head light", "wound lena body light"]
    );
    assert!(!render(&t.app, 100, 30).contains("NOT SAVED"));
}

#[test]
fn rebound_keys_drive_the_app_and_the_help_lists_them() {
    let mut t = Table::new(PARTY);
    let (settings, problems) = fray::settings::parse("[keys.fight]\nundo = \"ctrl-z\"\n");
    assert!(problems.is_empty(), "{problems:?}");
    t.app.keymap = settings.keymap();
    press(&mut t.app, ":wound lena head light⏎");
    app_ctrl_z(&mut t.app);
    assert_eq!(t.commands().last().map(String::as_str), Some("undo"));
    press(&mut t.app, "?");
    let screen = render(&t.app, 120, 60);
    assert!(
        screen.contains("Ctrl-z") && screen.contains("undo"),
        "{screen}"
    );
    press(&mut t.app, "⎋");
    assert!(t.app.help.is_none());
}

fn app_ctrl_z(app: &mut App) {
    app.handle_key(KeyEvent::new(KeyCode::Char('z'), KeyModifiers::CONTROL));
}

#[test]
fn the_help_overlay_lists_every_fight_action() {
    let mut t = Table::new(&[]);
    press(&mut t.app, "?");
    let screen = render(&t.app, 120, 70);
    // A Polaris table: the combat pool's own keys are listed only in a combat-pool fight.
    for (action, _) in t.app.keymap.help(fray::tui::keymap::Mode::Fight) {
        if !fray::tui::system::offered(fray::systems::polaris::ID, action) {
            continue;
        }
        let label = fray::tui::text::action_label(action);
        assert!(screen.contains(label), "{label} missing:\n{screen}");
    }
}

fn render(app: &App, w: u16, h: u16) -> String {
    let mut term = ratatui::Terminal::new(ratatui::backend::TestBackend::new(w, h)).expect("term");
    term.draw(|f| app.draw(f)).expect("draw");
    let buf = term.backend().buffer().clone();
    let mut out = String::new();
    for y in 0..h {
        for x in 0..w {
            out.push_str(buf[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

#[test]
fn three_rounds_of_the_demo_fight_from_the_keys_alone() {
    use fray::model::Step;
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("demo.fray.jsonl");
    std::fs::write(&path, fray::setup::demo()).expect("write");
    let (session, warnings) = Session::open(&path).expect("open");
    let mut app = fight_of(session, &warnings, dir.path());
    let fight = |app: &App| match &app.screen {
        Screen::Fight(f) => f.report.clone(),
        _ => panic!("left the fight"),
    };
    press(&mut app, "i");
    let mut attacks = 0;
    for _ in 0..300 {
        let report = fight(&app);
        if report.round > 3 || report.step == Step::Ended {
            break;
        }
        match report.step {
            Step::Declaration => press(&mut app, "dattacks⏎n"),
            Step::Resolution => {
                // The actor attacks its default target with a damage roll, then play moves on.
                press(&mut app, "a⇥⇥⇥⇥⇥9⏎");
                if let Screen::Fight(f) = &app.screen
                    && matches!(f.input, Input::Form(_))
                {
                    press(&mut app, "⎋");
                } else {
                    attacks += 1;
                }
                press(&mut app, "n");
            }
            Step::RoundEnd | Step::Setup => press(&mut app, "i"),
            Step::Ended => break,
        }
    }
    let report = fight(&app);
    assert!(
        report.round > 3 || report.step == Step::Ended,
        "{:?} round {}",
        report.step,
        report.round
    );
    assert!(attacks >= 6, "only {attacks} attacks went through");
    let loaded = fray::store::load(&path).expect("load");
    assert!(
        loaded
            .records
            .iter()
            .filter(|r| r.command.starts_with("attack"))
            .count()
            >= 6
    );
}

#[test]
fn esc_unzooms_then_clears_the_message() {
    let mut t = Table::new(PARTY);
    press(&mut t.app, "Qz");
    assert!(t.fight().zoom);
    press(&mut t.app, "⎋");
    assert!(!t.fight().zoom);
    assert!(t.fight().message.is_some());
    press(&mut t.app, "⎋");
    assert!(t.fight().message.is_none());
}
