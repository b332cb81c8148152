//! The fight screen's tests that need real rule systems: the command line's history, read
//! from the end of a long log, is the same lines as the prompt keeps from the whole log.
//! The fight screen's other tests stay beside it in `fray-tui`.

use crate::engine::Header;
use crate::model::SystemId;
use crate::session::Session;
use crate::tui::fight::Fight;
use crate::tui::prompt::{HISTORY_LIMIT, Prompt};

#[test]
fn the_history_read_from_the_end_is_what_the_prompt_keeps_of_the_whole_log() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("long.fray.jsonl");
    let header = Header::new(SystemId::default_system(), "long", 3, 0);
    let mut session = Session::create(&path, header).unwrap_or_else(|e| panic!("{e}"));
    session
        .execute("add Aria pc")
        .unwrap_or_else(|e| panic!("{e}"));
    // More commands than the history keeps, with runs of repeats to drop.
    for i in 0..HISTORY_LIMIT + 40 {
        let line = format!("note aria \"n{}\"", i / 3);
        session.execute(&line).unwrap_or_else(|e| panic!("{e}"));
    }
    let every: Vec<String> = session
        .timeline()
        .records()
        .iter()
        .map(|r| r.command.clone())
        .collect();
    let fight = Fight::new(session, &[]);
    let read = fight.history();
    assert!(
        read.len() <= HISTORY_LIMIT && read.len() > 100,
        "{}",
        read.len()
    );
    assert_eq!(
        Prompt::with_history(read).history(),
        Prompt::with_history(every).history()
    );
}
