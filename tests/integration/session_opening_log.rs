//! Opening a save narrates only for a screen that shows its log: `Session::open` (a script,
//! the line prompt) narrates nothing, `Session::open_to_show` the last lines, and the fight
//! screen's log reads the same whichever way its save was opened.

use fray::engine::Header;
use fray::model::SystemId;
use fray::session::{Reply, Session};
use fray::tui::fight::Fight;

type TestResult = Result<(), Box<dyn std::error::Error>>;

/// A short fight typed at the prompt, with an undo and a redo among its lines; the
/// narrations the session said for each line, in order.
fn played(path: &std::path::Path) -> Result<Vec<String>, Box<dyn std::error::Error>> {
    let header = Header::new(SystemId::default_system(), "Opening", 7, 1);
    let mut session = Session::create(path, header)?.with_clock(|| Some(1));
    let mut said = Vec::new();
    for line in [
        "add Baral pc",
        "add 3 gangers",
        "start",
        "next",
        "undo",
        "redo",
        "next",
        "note Baral hurt",
    ] {
        if let Reply::Done { narration, .. } = session.execute(line)? {
            said.push(narration);
        }
    }
    Ok(said)
}

#[test]
fn a_script_opening_narrates_nothing_and_the_screen_opening_the_last_lines() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("opening.fray.jsonl");
    let said = played(&path)?;
    // A save is open in one session at a time.
    let (mut quiet, _) = Session::open(&path)?;
    assert_eq!(quiet.take_opening_log(), Vec::<String>::new());
    let (state, records) = (
        quiet.timeline().state().clone(),
        quiet.timeline().records().to_vec(),
    );
    drop(quiet);
    let (mut shown, _) = Session::open_to_show(&path)?;
    assert_eq!(shown.take_opening_log(), said, "each line as it was said");
    assert_eq!(shown.take_opening_log(), Vec::<String>::new(), "taken once");
    assert_eq!(shown.timeline().state(), &state);
    assert_eq!(shown.timeline().records(), records);
    Ok(())
}

#[test]
fn the_fight_log_is_the_same_whichever_way_the_save_was_opened() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("opening.fray.jsonl");
    let said = played(&path)?;
    // A save is open in one session at a time.
    let (quiet, warnings) = Session::open(&path)?;
    let mut from_quiet = Fight::new(quiet, &warnings);
    let (window, all) = (from_quiet.log_window(40), from_quiet.log_lines());
    drop(from_quiet);
    let (shown, warnings) = Session::open_to_show(&path)?;
    let mut from_shown = Fight::new(shown, &warnings);
    assert_eq!(from_shown.log_window(40), window);
    let lines = from_shown.log_lines();
    assert_eq!(lines, all);
    let texts: Vec<String> = lines.into_iter().map(|l| l.narration).collect();
    assert_eq!(texts, said);
    Ok(())
}
