//! Acknowledgements against a disk that is full on demand.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::Acks;
use crate::engine::Header;
use crate::session::{Reply, Session};
use crate::store::{self, FullDisk};

type TestResult<T = ()> = Result<T, Box<dyn std::error::Error>>;

/// A session on a new save whose disk is full while the returned flag is set.
fn flaky_session(dir: &Path) -> TestResult<(Session, Arc<AtomicBool>)> {
    let path = dir.join("t.fray.jsonl");
    Session::create(
        &path,
        Header::new(crate::model::SystemId::default_system(), "Acks", 1, 1),
    )?;
    let full = Arc::new(AtomicBool::new(false));
    let disk = Arc::clone(&full);
    let (session, _) = Session::open_with(&path, move |file| Box::new(FullDisk::new(file, disk)))?;
    Ok((session.with_clock(|| None), full))
}

/// Runs `line` and hands its reply to `acks`.
fn run(
    session: &mut Session,
    acks: &mut Acks,
    line: &str,
    out: &mut Vec<u8>,
    err: &mut Vec<u8>,
) -> TestResult {
    let Reply::Done { seq, narration, .. } = session.execute(line)? else {
        panic!("'{line}' is a command");
    };
    acks.done(session, line, seq, narration, out, err)?;
    Ok(())
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn an_unsaved_record_is_said_on_stderr_and_acknowledged_once_a_retry_writes_it() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (mut session, full) = flaky_session(dir.path())?;
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let mut acks = Acks::new();
    run(&mut session, &mut acks, "add Alpha pc", &mut out, &mut err)?;
    full.store(true, Ordering::SeqCst);
    run(
        &mut session,
        &mut acks,
        "add Bravo enemy",
        &mut out,
        &mut err,
    )?;
    run(
        &mut session,
        &mut acks,
        "note alpha steady",
        &mut out,
        &mut err,
    )?;
    assert_eq!(text(&out), "#1 Alpha joins (pc)\n", "no #2 or #3 yet");
    let said = text(&err);
    assert!(said.starts_with("NOT SAVED #2 Bravo joins"), "{said}");
    assert!(
        said.contains("no space left") || said.contains("full"),
        "{said}"
    );
    assert!(said.contains("\nNOT SAVED #3 "), "{said}");
    assert!(said.contains("(2 commands waiting)"), "{said}");

    full.store(false, Ordering::SeqCst);
    err.clear();
    run(
        &mut session,
        &mut acks,
        "note bravo wary",
        &mut out,
        &mut err,
    )?;
    let lines: Vec<String> = text(&out).lines().map(str::to_string).collect();
    let seqs: Vec<&str> = lines.iter().filter_map(|l| l.split(' ').next()).collect();
    assert_eq!(
        seqs,
        ["#1", "#2", "#3", "#4"],
        "in order, once on disk: {lines:?}"
    );
    assert!(err.is_empty(), "{}", text(&err));
    assert!(acks.finish(&mut session, &mut out, &mut err)?);
    assert_eq!(store::load(session.path())?.records.len(), 4);
    Ok(())
}

#[test]
fn at_the_end_a_last_retry_runs_and_what_stays_unsaved_is_listed() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (mut session, full) = flaky_session(dir.path())?;
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let mut acks = Acks::new();
    full.store(true, Ordering::SeqCst);
    run(&mut session, &mut acks, "add Alpha pc", &mut out, &mut err)?;
    run(
        &mut session,
        &mut acks,
        "add Bravo enemy",
        &mut out,
        &mut err,
    )?;
    err.clear();
    assert!(!acks.finish(&mut session, &mut out, &mut err)?);
    assert!(out.is_empty(), "{}", text(&out));
    let said = text(&err);
    assert!(said.starts_with("NOT SAVED: 2 commands"), "{said}");
    assert!(said.contains("\n  #1 add Alpha pc\n"), "{said}");
    assert!(said.contains("\n  #2 add Bravo enemy\n"), "{said}");
    // They are kept in a rescue file, which the message names and the next opening too.
    let rescues = store::rescue::rescue_files(session.path());
    assert_eq!(rescues.len(), 1, "{said}");
    assert!(said.contains(&rescues[0].display().to_string()), "{said}");
    let loaded = store::load(session.path())?;
    assert!(loaded.records.is_empty());
    assert!(loaded.warnings.iter().any(|w| w.contains("never saved")));
    Ok(())
}

#[test]
fn the_last_retry_acknowledges_what_it_writes() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (mut session, full) = flaky_session(dir.path())?;
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let mut acks = Acks::new();
    full.store(true, Ordering::SeqCst);
    run(&mut session, &mut acks, "add Alpha pc", &mut out, &mut err)?;
    assert!(out.is_empty());
    full.store(false, Ordering::SeqCst);
    err.clear();
    assert!(acks.finish(&mut session, &mut out, &mut err)?);
    assert_eq!(text(&out), "#1 Alpha joins (pc)\n");
    assert!(err.is_empty(), "{}", text(&err));
    assert_eq!(store::load(session.path())?.records.len(), 1);
    Ok(())
}
