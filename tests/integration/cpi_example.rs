//! Issue 16, "done when": the example save `saves/cpi-alley.fray.jsonl` opens on the fight
//! screen, replays (every prefix the fold of its records, its notable moments reachable)
//! and exports, Markdown and JSON, with the real binary.

use crate::common;

use std::path::PathBuf;

use common::replay_app::{app_on, screen_of};
use fray::engine::Timeline;
use fray::report::Report;
use fray::session::Session;
use fray::tui::app::App;
use fray::tui::keymap::Keymap;
use fray::tui::replay::{self, Audience};
use fray::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const SAVE: &str = "cpi-alley.fray.jsonl";

/// The example save, copied into a fresh folder.
fn shipped() -> (tempfile::TempDir, PathBuf) {
    common::saves::shipped(SAVE)
}

fn render(app: &App) -> String {
    let mut term = Terminal::new(TestBackend::new(160, 48)).expect("terminal");
    term.draw(|f| app.draw(f)).expect("draw");
    term.backend().to_string()
}

fn press(app: &mut App, code: KeyCode) {
    app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
}

#[test]
fn the_example_opens_on_the_fight_screen_where_the_fight_ended() {
    let (dir, path) = shipped();
    let (session, warnings) = Session::open(&path).expect("opens");
    assert!(warnings.is_empty(), "{warnings:?}");
    let app = App::fight(
        session,
        &warnings,
        dir.path().to_path_buf(),
        Keymap::default(),
        Theme::plain(),
    );
    let screen = render(&app);
    for shown in ["Vic", "Jade", "Booster 1", "Razor", "round 4", "over"] {
        assert!(screen.contains(shown), "{shown}: {screen}");
    }
}

#[test]
fn the_example_replays_each_prefix_as_its_fold_and_reaches_its_moments() {
    let (_dir, path) = shipped();
    let loaded = fray::store::load(&path).expect("loads");
    let mut app = app_on(replay::load(&path, Audience::Gm).expect("replays"));
    press(&mut app, KeyCode::Home);
    let len = screen_of(&app).replay.len();
    assert_eq!(usize::try_from(len).ok(), Some(loaded.records.len()));
    let mut seen = String::new();
    while screen_of(&app).cursor < len {
        press(&mut app, KeyCode::Right);
        let at = screen_of(&app).cursor;
        let records = loaded.records[..usize::try_from(at).expect("small")].to_vec();
        let fold = Report::of(Timeline::from_records(loaded.header.clone(), records).state());
        assert_eq!(screen_of(&app).report, fold, "record {at}");
        seen.push_str(&render(&app));
    }
    // The slot Jade's delay pushed below 1, marked lost; Booster 2's 9 body points.
    for shown in ["B9", "round 4"] {
        assert!(seen.contains(shown), "never showed {shown:?}");
    }
    assert!(
        seen.lines()
            .any(|l| l.contains('\u{2717}') && l.contains("Jade") && l.contains("2nd")),
        "never showed Jade's 2nd slot lost"
    );
    // The moments key goes back through them from the end.
    let before = screen_of(&app).cursor;
    press(&mut app, KeyCode::Char('{'));
    assert!(screen_of(&app).cursor < before, "no moment before the end");
}

#[test]
fn the_example_exports_markdown_and_json() {
    let (dir, path) = shipped();
    let records = fray::store::load(&path).expect("loads").records.len();
    let md = common::cli::fray(dir.path(), &["export", SAVE, "--gm"]);
    assert!(md.status.success(), "{}", common::cli::text(&md.stderr));
    let md = common::cli::text(&md.stdout);
    for shown in ["Alley", "Vic", "Jade", "Razor", "jammed", "Critical"] {
        assert!(md.contains(shown), "{shown}: {md}");
    }
    let json = common::cli::fray(dir.path(), &["export", SAVE, "--gm", "--format", "json"]);
    assert!(json.status.success(), "{}", common::cli::text(&json.stderr));
    let value: serde_json::Value =
        serde_json::from_slice(&json.stdout).expect("the JSON export parses");
    assert_eq!(value["records"], serde_json::json!(records));
    assert_eq!(value["header"]["system"], "cyberpunk-interval");
    assert_eq!(
        value["steps"].as_array().map(Vec::len),
        Some(records),
        "one step per record"
    );
}

/// « Il est possible de tirer pendant la course, mais avec une pénalité de -5. » and « Il va
/// donc agir à 33, 23 et 13. »: in the example, Vic runs one action of round 3 and fires
/// while running in another, the shot saying so; no other shot takes the −5; each shot in
/// a round says at which score it was fired.
#[test]
fn the_example_fires_while_running_only_where_it_says_so_each_shot_at_its_score() {
    let (dir, _) = shipped();
    let md = common::cli::fray(dir.path(), &["export", SAVE, "--gm"]);
    assert!(md.status.success(), "{}", common::cli::text(&md.stderr));
    let md = common::cli::text(&md.stdout);
    let running: Vec<&str> = md.lines().filter(|l| l.contains("running −5")).collect();
    assert_eq!(running.len(), 1, "{running:?}");
    assert!(running[0].contains("while running"), "{}", running[0]);
    assert!(md.contains("Vic spends 1 action running (at 20)"), "{md}");
    let shots = md.lines().filter(|l| l.contains(" fires "));
    for shot in shots {
        assert!(shot.contains("(at "), "{shot}");
    }
}
