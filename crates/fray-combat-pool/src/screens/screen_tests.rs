//! The whole fight screen of a small combat-pool encounter at 120×40, opened from a save
//! written from events, and what ladder keys do there.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::fixture::squad_table;
use crate::engine::{Header, Record};
use crate::session::Session;
use crate::store::SaveLog;
use crate::tui::app::App;
use crate::tui::keymap::Keymap;
use crate::tui::theme::Theme;

fn app() -> (tempfile::TempDir, App) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("warehouse.fray.jsonl");
    let header = Header::new(crate::ID, "Warehouse", 7, 0);
    let mut log = SaveLog::create(&path, &header).expect("create");
    let record = Record {
        seq: 1,
        command: "# set up by the test".into(),
        at: None,
        events: squad_table().events,
    };
    log.append(&record).expect("append");
    drop(log);
    let (session, warnings) = Session::open_to_show(&path).expect("open");
    let app = App::fight(
        session,
        &warnings,
        dir.path().to_path_buf(),
        Keymap::default(),
        Theme::plain(),
    );
    (dir, app)
}

fn screen(app: &App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    term.draw(|f| app.draw(f)).expect("draw");
    term.backend().to_string()
}

fn press(app: &mut App, c: char) {
    app.handle_key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
}

#[test]
fn the_combat_pool_fight_screen_at_120x40() {
    let (_dir, app) = app();
    let shown = screen(&app, 120, 40);
    insta::assert_snapshot!("pool_fight_120x40", shown);
    assert!(shown.contains("Timeline") && shown.contains("combat pool · running"));
}

#[test]
fn a_ladder_key_says_why_not_and_a_pool_key_opens_its_form() {
    let (_dir, mut app) = app();
    press(&mut app, 't');
    assert!(screen(&app, 120, 40).contains("not in the combat pool"));
    press(&mut app, 'R');
    let shown = screen(&app, 120, 40);
    assert!(
        shown.contains("Recharge") && shown.contains("fast"),
        "{shown}"
    );
}

#[test]
fn the_key_overlay_lists_the_keys_of_the_encounters_system() {
    use crate::tui::keymap::{Action, Mode};
    use crate::tui::view::help::help_lines;
    let keymap = Keymap::default();
    let pool: Vec<String> = help_lines(&keymap, Mode::Fight, Some(crate::ID))
        .into_iter()
        .map(|(k, v)| format!("{k} {v}"))
        .collect();
    for wanted in [
        "R combat pool: recharge",
        "o combat pool: tokens to defense",
        "d change of intention",
        "a ranged attack",
        "M combat pool: melee",
    ] {
        assert!(
            pool.iter().any(|l| l.starts_with(wanted)),
            "{wanted}: {pool:?}"
        );
    }
    let actions = crate::tui::view::help::help_keys(&keymap, Mode::Fight, Some(crate::ID));
    assert!(
        !actions
            .iter()
            .any(|(a, _, _)| matches!(a, Action::Delay | Action::Test))
    );
}

/// The combat pool's own keys come from its table, yet `fray.toml` rebinds them like any
/// other, and the overlay (generated from the key table) lists them at their new keys.
#[test]
fn its_own_keys_are_rebound_from_fray_toml_and_listed_where_they_were() {
    use crate::tui::keymap::{Action, Mode};
    use crate::tui::view::help::help_lines;
    let (settings, problems) =
        crate::settings::parse("[keys.fight]\nrecharge = [\"F5\", \"ctrl-g\"]\n");
    assert!(problems.is_empty(), "{problems:?}");
    let keymap = settings.keymap();
    let f5 = KeyEvent::new(KeyCode::F(5), KeyModifiers::NONE);
    let r = KeyEvent::new(KeyCode::Char('R'), KeyModifiers::NONE);
    assert_eq!(
        keymap.action(Mode::Fight, &f5),
        Some(Action::Own("recharge"))
    );
    assert_eq!(keymap.action(Mode::Fight, &r), None, "the old key is gone");
    let lines = help_lines(&keymap, Mode::Fight, Some(crate::ID));
    let keys = crate::tui::view::help::help_keys(&keymap, Mode::Fight, Some(crate::ID));
    let words: Vec<&str> = keys.iter().map(|(a, _, _)| a.word()).collect();
    let at = |w: &str| words.iter().position(|x| *x == w);
    assert!(
        lines
            .iter()
            .any(|(k, v)| k == "F5 Ctrl-g" && v.starts_with("combat pool: recharge")),
        "{lines:?}"
    );
    assert!(
        at("end-fight") < at("recharge") && at("pending") < at("undo"),
        "{words:?}"
    );
}
