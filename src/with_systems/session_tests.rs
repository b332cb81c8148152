//! Tests of a live session (`session`) that play real rule systems: records stamped when
//! accepted, refused commands and failed writes. They are the whole of the module's tests.

use crate::engine::{Header, Timeline};
use crate::session::{Reply, Session};
use crate::store::{FailAfter, load};

type TestResult = Result<(), Box<dyn std::error::Error>>;

#[test]
fn records_are_stamped_by_the_clock_when_accepted() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("t.fray.jsonl");
    let header = Header::new(crate::model::SystemId::default_system(), "Clock", 1, 1);
    let mut tick = 1_767_225_600;
    let mut session = Session::create(&path, header)?.with_clock(move || {
        tick += 60;
        Some(tick)
    });
    session.execute("add Baral pc")?;
    session.execute("note Baral hurt")?;
    let stamps: Vec<_> = session.timeline().records().iter().map(|r| r.at).collect();
    assert_eq!(stamps, [Some(1_767_225_660), Some(1_767_225_720)]);
    assert_eq!(load(&path)?.records, session.timeline().records());
    Ok(())
}

#[test]
fn a_record_kept_unsaved_keeps_the_time_it_was_accepted() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("t.fray.jsonl");
    Session::create(
        &path,
        Header::new(crate::model::SystemId::default_system(), "Disk", 1, 1),
    )?;
    let (session, _) = Session::open_with(&path, |file| {
        let mut failing = FailAfter::new(file);
        failing.fail_after(0);
        Box::new(failing)
    })?;
    let mut now = 100;
    let mut session = session.with_clock(move || {
        now += 1;
        Some(now)
    });
    let reply = session.execute("add Baral pc")?;
    assert!(matches!(reply, Reply::Done { saved: false, .. }));
    assert_eq!(session.unsaved(), 1);
    assert!(!session.retry(), "the disk is still full");
    assert_eq!(session.timeline().records()[0].at, Some(101));
    Ok(())
}

/// A refused command changes nothing, in memory or on disk; a command the disk refuses
/// leaves the save (what `fray show` reads) as it was, and only the NOT SAVED queue holds it.
#[test]
fn refused_commands_and_a_failed_write_leave_the_saved_state_as_it_was() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("t.fray.jsonl");
    let system = crate::model::SystemId::default_system();
    let mut session = Session::create(&path, Header::new(system, "Refused", 1, 1))?;
    for line in ["add Baral pc from mercenary", "add 3 gangers", "start"] {
        session.execute(line)?;
    }
    drop(session);
    let (session, _) = Session::open_with(&path, |file| {
        let mut failing = FailAfter::new(file);
        failing.fail_after(0);
        Box::new(failing)
    })?;
    let mut session = session.with_clock(|| Some(1));
    let before = session.timeline().state().clone();
    let on_disk = load(&path)?.records;
    for line in ["attack nobody baral", "add 60 gangers", "start", "undo 3"] {
        assert!(session.execute(line).is_err(), "{line} is refused");
        assert_eq!(session.timeline().state(), &before, "after {line}");
    }
    let reply = session.execute("next")?;
    assert!(matches!(reply, Reply::Done { saved: false, .. }));
    assert_eq!(load(&path)?.records, on_disk);
    let header = load(&path)?.header;
    assert_eq!(Timeline::from_records(header, on_disk).state(), &before);
    Ok(())
}
