//! Tests of the session's writer (`session::writer`), which need real rule systems (the
//! commands rescued are a system's): what the disk refused, saved or set aside when fray
//! has to stop. They are the whole of the module's tests.

use std::fs;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::engine::Header;
use crate::session::{Reply, Session, rescue_where};
use crate::store::{FullDisk, load, rescue::rescue_files};

/// A session on a new save in `dir` whose disk fills when `full` is set.
fn flaky_session(dir: &Path, name: &str, full: &Arc<AtomicBool>) -> TestResult<Session> {
    let path = dir.join(format!("{name}.fray.jsonl"));
    Session::create(
        &path,
        Header::new(crate::model::SystemId::default_system(), name, 3, 1),
    )?;
    let disk = Arc::clone(full);
    let (session, _) = Session::open_with(&path, move |file| Box::new(FullDisk::new(file, disk)))?;
    Ok(session)
}

type TestResult<T = ()> = Result<T, Box<dyn std::error::Error>>;

fn unsaved_after(session: &mut Session, lines: &[&str]) -> TestResult {
    for line in lines {
        let reply = session.execute(line)?;
        assert!(
            matches!(reply, Reply::Done { saved: false, .. }),
            "{reply:?}"
        );
    }
    Ok(())
}

#[test]
fn a_rescue_saves_what_the_disk_now_takes() -> TestResult {
    let dir = tempfile::tempdir()?;
    let full = Arc::new(AtomicBool::new(false));
    let mut session = flaky_session(dir.path(), "healed", &full)?;
    session.execute("add Baral pc")?;
    full.store(true, Ordering::SeqCst);
    unsaved_after(&mut session, &["add Lena pc", "note baral hurt"])?;
    full.store(false, Ordering::SeqCst);
    let rescued = rescue_where(Duration::from_secs(1), |p| p == session.path());
    assert_eq!(rescued.len(), 1, "{rescued:?}");
    assert_eq!((rescued[0].saved, rescued[0].refused), (2, 0));
    assert_eq!(rescued[0].file, None);
    assert_eq!(load(session.path())?.records, session.timeline().records());
    assert!(rescue_files(session.path()).is_empty());
    Ok(())
}

#[test]
fn what_the_disk_still_refuses_goes_to_a_rescue_file_named_at_the_next_opening() -> TestResult {
    let dir = tempfile::tempdir()?;
    let full = Arc::new(AtomicBool::new(false));
    let mut session = flaky_session(dir.path(), "full", &full)?;
    session.execute("add Baral pc")?;
    full.store(true, Ordering::SeqCst);
    unsaved_after(&mut session, &["add Lena pc", "wound baral head light"])?;
    let rescued = rescue_where(Duration::from_secs(1), |p| p == session.path());
    assert_eq!(rescued.len(), 1, "{rescued:?}");
    assert_eq!((rescued[0].saved, rescued[0].refused), (0, 2));
    let file = rescued[0].file.clone().ok_or("no rescue file")?;
    assert_eq!(rescue_files(session.path()), std::slice::from_ref(&file));
    let script = fs::read_to_string(&file)?;
    let commands: Vec<&str> = script.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(commands, ["add Lena pc", "wound baral head light"]);
    // Nothing is rescued twice.
    assert!(rescue_where(Duration::from_secs(1), |p| p == session.path()).is_empty());
    let path = session.path().to_path_buf();
    drop(session);
    let loaded = load(&path)?;
    assert_eq!(loaded.records.len(), 1);
    assert!(
        loaded
            .warnings
            .iter()
            .any(|w| w.contains(&file.display().to_string()) && w.contains("never saved")),
        "{:?}",
        loaded.warnings
    );
    // The rescue file is a script: run on the save, it carries the commands out again
    // with the same sequence numbers, so the same dice.
    let (mut again, warnings) = Session::open(&path)?;
    assert!(warnings.iter().any(|w| w.contains("never saved")));
    for line in &commands {
        again.execute(line)?;
    }
    let replayed: Vec<u64> = again.timeline().records().iter().map(|r| r.seq).collect();
    assert_eq!(replayed, [1, 2, 3]);
    Ok(())
}

#[test]
fn a_session_without_unsaved_commands_is_left_alone() -> TestResult {
    let dir = tempfile::tempdir()?;
    let full = Arc::new(AtomicBool::new(false));
    let mut session = flaky_session(dir.path(), "fine", &full)?;
    session.execute("add Baral pc")?;
    assert!(rescue_where(Duration::from_secs(1), |p| p == session.path()).is_empty());
    assert!(rescue_files(session.path()).is_empty());
    Ok(())
}
