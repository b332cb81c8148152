//! The watch screen through the app's update function: it follows the GM's appends
//! (polled at most four times a second), waits for a record torn mid-write, stays where
//! the viewer scrolled back, and shows the players' view of the enemies.

use crate::common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use common::replay_app::{app_on, screen_of};
use fray::engine::Header;
use fray::session::Session;
use fray::tui::app::App;
use fray::tui::replay;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const SETUP: &[&str] = &[
    "add Aria pc reaction=12 firearms=4+8",
    "add 2 gangers",
    "note ganger-1 \"ambush at the airlock\"",
    "wound ganger-1 body serious",
    "test ganger-2 reaction",
    "test aria reaction",
];

fn gm_session(dir: &Path) -> (PathBuf, Session) {
    let path = dir.join("watched.fray.jsonl");
    let header = Header::new(fray::systems::polaris::ID, "Watched", 11, 0);
    let mut session = Session::create(&path, header).expect("create");
    for line in SETUP {
        session.execute(line).expect(line);
    }
    (path, session)
}

fn watch(path: &Path) -> App {
    app_on(replay::watch(path).expect("watch opens"))
}

fn render(app: &App) -> String {
    let mut term = Terminal::new(TestBackend::new(150, 40)).expect("terminal");
    term.draw(|f| app.draw(f)).expect("draw");
    term.backend().to_string()
}

#[test]
fn players_see_enemies_coarsely_without_notes_or_dice() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (path, _gm) = gm_session(dir.path());
    let mut app = watch(&path);
    let shown = render(&app);
    assert!(shown.contains("WATCH"), "{shown}");
    assert!(shown.contains("badly wounded"), "coarse health: {shown}");
    assert!(!shown.contains("ambush"), "no GM note: {shown}");
    let screen = screen_of(&app);
    let ganger = screen
        .log
        .iter()
        .find(|l| l.narration.starts_with("Ganger 2 tests"))
        .expect("the enemy's test has a line");
    assert!(!ganger.narration.contains("d20"), "{}", ganger.narration);
    let aria = screen
        .log
        .iter()
        .find(|l| l.narration.starts_with("Aria tests"))
        .expect("the PC's test has a line");
    assert!(aria.narration.contains("d20"), "{}", aria.narration);
    let sheet = screen
        .report
        .combatants
        .iter()
        .find(|s| s.name == "Ganger 1")
        .expect("ganger");
    assert!(sheet.locator.is_none() && sheet.note.is_empty());
    app.handle_key(KeyEvent::new(KeyCode::Char('q'), KeyModifiers::NONE));
    assert!(app.quit);
}

#[test]
fn appends_show_up_at_the_next_poll_and_a_torn_record_is_waited_for() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (path, mut gm) = gm_session(dir.path());
    let mut app = watch(&path);
    let start = screen_of(&app).replay.len();
    let t0 = Instant::now();
    app.tick(t0);

    gm.execute("add Zed pc reaction=9").expect("add");
    assert!(
        !app.tick(t0 + Duration::from_millis(100)),
        "polls at most every 250 ms"
    );
    assert!(app.tick(t0 + Duration::from_millis(300)));
    assert_eq!(screen_of(&app).replay.len(), start + 1);
    assert_eq!(screen_of(&app).cursor, start + 1, "follows the end");
    assert!(render(&app).contains("Zed joins"));

    // The next record, written by another fray in two halves.
    let scratch = dir.path().join("scratch.fray.jsonl");
    drop(gm);
    std::fs::copy(&path, &scratch).expect("copy");
    let (mut other, _) = Session::open(&scratch).expect("open scratch");
    other.execute("condition aria prone").expect("condition");
    let whole = std::fs::read(&scratch).expect("read");
    let old_len = std::fs::metadata(&path).expect("meta").len() as usize;
    let line = &whole[old_len..];
    let half = line.len() / 2;
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .expect("append");
    file.write_all(&line[..half]).expect("half");
    file.flush().expect("flush");
    app.tick(t0 + Duration::from_millis(600));
    assert_eq!(screen_of(&app).replay.len(), start + 1, "torn: waited for");
    assert!(!render(&app).contains("damaged"), "not reported as damage");
    file.write_all(&line[half..]).expect("rest");
    file.flush().expect("flush");
    assert!(app.tick(t0 + Duration::from_millis(900)));
    assert_eq!(screen_of(&app).replay.len(), start + 2);
    assert!(render(&app).contains("Aria: prone"), "{}", render(&app));
}

#[test]
fn a_viewer_looking_back_stays_there_and_is_told_of_new_commands() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (path, mut gm) = gm_session(dir.path());
    let mut app = watch(&path);
    let t0 = Instant::now();
    app.tick(t0);
    app.handle_key(KeyEvent::new(KeyCode::Home, KeyModifiers::NONE));
    gm.execute("add Zed pc reaction=9").expect("add");
    app.tick(t0 + Duration::from_millis(300));
    assert_eq!(screen_of(&app).cursor, 0, "stays where the viewer is");
    assert!(render(&app).contains("1 new command:"));
    app.handle_key(KeyEvent::new(KeyCode::End, KeyModifiers::NONE));
    assert_eq!(screen_of(&app).cursor, screen_of(&app).replay.len());
}

/// The bytes of the record `line` would append to the save at `path`, made by another fray
/// on a copy (the save itself is left as it is).
fn next_record_bytes(dir: &Path, path: &Path, line: &str) -> Vec<u8> {
    let scratch = dir.join("scratch.fray.jsonl");
    std::fs::copy(path, &scratch).expect("copy");
    let (mut other, _) = Session::open(&scratch).expect("open scratch");
    other.execute(line).expect(line);
    let whole = std::fs::read(&scratch).expect("read");
    let old_len = std::fs::metadata(path).expect("meta").len() as usize;
    whole[old_len..].to_vec()
}

#[test]
fn the_stall_warning_stays_until_the_record_arrives() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (path, gm) = gm_session(dir.path());
    drop(gm);
    let line = next_record_bytes(dir.path(), &path, "condition aria prone");
    let mut app = watch(&path);
    let start = screen_of(&app).replay.len();
    let t0 = Instant::now();
    app.tick(t0);

    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .expect("append");
    let half = line.len() / 2;
    file.write_all(&line[..half]).expect("half");
    file.flush().expect("flush");
    app.tick(t0 + Duration::from_millis(300));
    assert!(!render(&app).contains("incomplete"), "not yet stalled");

    let stalled = t0 + Duration::from_millis(300) + fray::store::STALL_AFTER;
    assert!(app.tick(stalled), "the stall warning is news");
    let warning = "has stayed incomplete";
    assert!(render(&app).contains(warning), "{}", render(&app));
    for poll in 1..=20 {
        app.tick(stalled + Duration::from_millis(300 * poll));
        let shown = render(&app);
        assert!(shown.contains(warning), "erased at poll {poll}: {shown}");
    }

    file.write_all(&line[half..]).expect("rest");
    file.flush().expect("flush");
    assert!(app.tick(stalled + Duration::from_secs(10)));
    let shown = render(&app);
    assert!(!shown.contains(warning), "{shown}");
    assert_eq!(screen_of(&app).replay.len(), start + 1);
    assert!(shown.contains("Aria: prone"), "{shown}");
}

#[test]
fn the_stall_warning_goes_when_the_partial_line_grows() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (path, gm) = gm_session(dir.path());
    drop(gm);
    let line = next_record_bytes(dir.path(), &path, "condition aria prone");
    let mut app = watch(&path);
    let t0 = Instant::now();
    app.tick(t0);
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .expect("append");
    let third = line.len() / 3;
    file.write_all(&line[..third]).expect("a third");
    app.tick(t0 + Duration::from_millis(300));
    let stalled = t0 + Duration::from_millis(300) + fray::store::STALL_AFTER;
    app.tick(stalled);
    assert!(render(&app).contains("has stayed incomplete"));
    file.write_all(&line[third..2 * third]).expect("more");
    app.tick(stalled + Duration::from_millis(300));
    let shown = render(&app);
    assert!(
        !shown.contains("has stayed incomplete"),
        "new bytes arrived: {shown}"
    );
}
