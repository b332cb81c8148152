//! Tests of a run of lines carried out with the disk's time put to use
//! (`session::pipeline`, what `fray run --script` does): the same answers, in the same
//! order, and the same save as carrying the lines out one by one; each answer given once
//! its record is saved, seeing the session as it was just after its line; a record the disk
//! refuses answered unsaved and written again by the next line; a rescue on the way out
//! waiting for the record on its way. They are the whole of the module's tests.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::engine::Header;
use crate::session::{Pipeline, Reply, Session, SessionError, rescue_where};
use crate::store::{FullDisk, LogFile, load};

type TestResult<T = ()> = Result<T, Box<dyn std::error::Error>>;

/// Blank lines, help, refusals, records, an undo and a redo.
const LINES: [&str; 12] = [
    "add Baral pc from mercenary",
    "",
    "add 3 gangers",
    "help",
    "attack nobody baral",
    "start",
    "# a comment",
    "note Baral hurt",
    "undo",
    "redo",
    "next",
    "ajoute Lena pj",
];

/// What one answer said: the line's number, its words, and the reply (or refusal) as text.
type Answer = (usize, String, String);

/// A new save at `path`, its clock fixed so two runs write the same bytes.
fn fresh(path: &Path) -> TestResult<Session> {
    let header = Header::new(crate::model::SystemId::default_system(), "Run", 4, 2);
    Ok(Session::create(path, header)?.with_clock(|| Some(1_767_225_600)))
}

fn said(reply: &Result<Reply, SessionError>) -> String {
    match reply {
        Ok(reply) => format!("{reply:?}"),
        Err(e) => format!("refused: {e}"),
    }
}

#[test]
fn a_run_answers_and_saves_what_lines_carried_out_one_by_one_do() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (one, run) = (
        dir.path().join("one.fray.jsonl"),
        dir.path().join("run.fray.jsonl"),
    );
    let mut session = fresh(&one)?;
    let by_one: Vec<Answer> = LINES
        .iter()
        .enumerate()
        .map(|(n, line)| (n, line.to_string(), said(&session.execute(line))))
        .collect();
    drop(session);
    let mut session = fresh(&run)?;
    let mut answers: Vec<Answer> = Vec::new();
    let mut pipeline = Pipeline::new(&mut session);
    let mut answer = |_: &Session, n: usize, line: &str, reply: Result<Reply, SessionError>| {
        answers.push((n, line.to_string(), said(&reply)));
        Ok::<(), ()>(())
    };
    for (n, line) in LINES.iter().enumerate() {
        pipeline
            .push(n, line, &mut answer)
            .map_err(|()| "answer failed")?;
    }
    pipeline.finish(&mut answer).map_err(|()| "answer failed")?;
    assert_eq!(answers, by_one);
    assert!(
        by_one.iter().any(|(_, _, s)| s.starts_with("refused")),
        "a refusal is among them"
    );
    assert_eq!(std::fs::read(&run)?, std::fs::read(&one)?, "the same bytes");
    assert_eq!(load(&run)?.records, session.timeline().records());
    Ok(())
}

#[test]
fn each_answer_comes_once_its_record_is_saved_and_sees_the_session_as_its_line_left_it()
-> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("run.fray.jsonl");
    let mut session = fresh(&path)?;
    let mut seen = Vec::new();
    let mut pipeline = Pipeline::new(&mut session);
    let mut answer = |session: &Session, _: usize, _: &str, reply: Result<Reply, SessionError>| {
        if let Ok(Reply::Done { seq, saved, .. }) = reply {
            // Saved on disk as it is answered, and no later line folded in yet.
            let on_disk = load(session.path()).map(|l| l.records.len()).unwrap_or(0);
            seen.push((
                seq,
                saved,
                session.last_saved(),
                on_disk,
                session.timeline().next_seq(),
            ));
        }
        Ok::<(), ()>(())
    };
    for (n, line) in ["add Baral pc", "add Lena pc", "note Baral hurt"]
        .iter()
        .enumerate()
    {
        pipeline
            .push(n, line, &mut answer)
            .map_err(|()| "answer failed")?;
    }
    pipeline.finish(&mut answer).map_err(|()| "answer failed")?;
    assert_eq!(
        seen,
        [(1, true, 1, 1, 2), (2, true, 2, 2, 3), (3, true, 3, 3, 4)]
    );
    Ok(())
}

#[test]
fn a_record_the_disk_refuses_is_answered_unsaved_and_the_next_line_writes_it_again() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("full.fray.jsonl");
    fresh(&path)?;
    let full = Arc::new(AtomicBool::new(false));
    let disk = Arc::clone(&full);
    let (mut session, _) =
        Session::open_with(&path, move |file| Box::new(FullDisk::new(file, disk)))?;
    let mut saved = Vec::new();
    let mut pipeline = Pipeline::new(&mut session);
    pipeline
        .push(0, "add Baral pc", |_: &Session, _, _, _| Ok::<(), ()>(()))
        .map_err(|()| "answer failed")?;
    full.store(true, Ordering::SeqCst);
    let mut answer = |session: &Session, _: usize, _: &str, reply: Result<Reply, SessionError>| {
        if let Ok(Reply::Done { seq, saved: s, .. }) = reply {
            saved.push((seq, s, session.unsaved()));
        }
        Ok::<(), ()>(())
    };
    // Line 0 was written before the disk filled; line 1 is refused by it.
    pipeline
        .push(1, "add Lena pc", &mut answer)
        .map_err(|()| "answer failed")?;
    full.store(false, Ordering::SeqCst);
    pipeline
        .push(2, "note Baral hurt", &mut answer)
        .map_err(|()| "answer failed")?;
    pipeline.finish(&mut answer).map_err(|()| "answer failed")?;
    assert_eq!(saved, [(1, true, 0), (2, false, 1), (3, true, 0)]);
    assert_eq!(load(&path)?.records, session.timeline().records());
    Ok(())
}

/// A real file whose syncs fail while a shared switch is on.
struct SyncSwitch {
    file: std::fs::File,
    failing: Arc<AtomicBool>,
}

impl LogFile for SyncSwitch {
    fn write_all(&mut self, buf: &[u8]) -> std::io::Result<()> {
        LogFile::write_all(&mut self.file, buf)
    }

    fn sync_data(&mut self) -> std::io::Result<()> {
        if self.failing.load(Ordering::SeqCst) {
            return Err(std::io::Error::other("sync failed (test)"));
        }
        LogFile::sync_data(&mut self.file)
    }

    fn set_len(&mut self, len: u64) -> std::io::Result<()> {
        LogFile::set_len(&mut self.file, len)
    }
}

#[test]
fn a_rescue_on_the_way_out_takes_the_record_on_its_way_and_its_answer_says_unsaved() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("out.fray.jsonl");
    fresh(&path)?;
    let failing = Arc::new(AtomicBool::new(false));
    let switch = Arc::clone(&failing);
    let (mut session, _) = Session::open_with(&path, move |file| {
        Box::new(SyncSwitch {
            file,
            failing: switch,
        })
    })?;
    let mut answers = Vec::new();
    let mut pipeline = Pipeline::new(&mut session);
    let mut answer = |_: &Session, _: usize, _: &str, reply: Result<Reply, SessionError>| {
        answers.push(said(&reply));
        Ok::<(), ()>(())
    };
    pipeline
        .push(0, "add Baral pc", &mut answer)
        .map_err(|()| "answer failed")?;
    // The record is written and on its way when fray has to stop, and the disk fails.
    failing.store(true, Ordering::SeqCst);
    let rescued = rescue_where(Duration::from_secs(1), |p| p == path);
    assert_eq!(rescued.len(), 1, "{rescued:?}");
    assert_eq!(rescued[0].commands, [(1, "add Baral pc".to_string())]);
    let file = rescued[0].file.clone().ok_or("no rescue file")?;
    assert!(std::fs::read_to_string(file)?.contains("add Baral pc"));
    pipeline.finish(&mut answer).map_err(|()| "answer failed")?;
    assert_eq!(answers.len(), 1);
    assert!(answers[0].contains("saved: false"), "{answers:?}");
    Ok(())
}
