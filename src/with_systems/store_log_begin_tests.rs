//! Tests of a save log's write split in two (`SaveLog::begin`, `SaveLog::finish`): the
//! record's line is written and sent on its way at once, counted as saved only once synced,
//! and never left half done. A double in front of the real file notes every call.

use std::fs::File;
use std::io;
use std::path::Path;
use std::sync::{Arc, Mutex, PoisonError};

use crate::engine::record::{Header, Record};
use crate::store::{LogFile, SaveLog, StoreError, load};

type TestResult = Result<(), Box<dyn std::error::Error>>;

/// The calls a [`Noted`] file received, in order.
type Calls = Arc<Mutex<Vec<&'static str>>>;

/// How many of a [`Noted`] file's next syncs fail.
type FailSyncs = Arc<Mutex<u32>>;

/// A real file that notes each call, and can be told to fail its next syncs.
struct Noted {
    file: File,
    calls: Calls,
    /// How many of the next syncs fail.
    fail_sync: FailSyncs,
}

impl LogFile for Noted {
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        note(&self.calls, "write");
        LogFile::write_all(&mut self.file, buf)
    }

    fn sync_data(&mut self) -> io::Result<()> {
        note(&self.calls, "sync");
        let mut failing = self
            .fail_sync
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if *failing > 0 {
            *failing -= 1;
            return Err(io::Error::other("sync failed (test)"));
        }
        LogFile::sync_data(&mut self.file)
    }

    fn start_sync(&mut self) {
        note(&self.calls, "start");
        LogFile::start_sync(&mut self.file);
    }

    fn set_len(&mut self, len: u64) -> io::Result<()> {
        note(&self.calls, "cut");
        LogFile::set_len(&mut self.file, len)
    }
}

fn note(calls: &Calls, call: &'static str) {
    calls
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .push(call);
}

/// The calls noted since the last look.
fn taken(calls: &Calls) -> Vec<&'static str> {
    std::mem::take(&mut *calls.lock().unwrap_or_else(PoisonError::into_inner))
}

/// A new save at `path` written through a [`Noted`] file, with its call list and the
/// count of syncs to fail.
fn noted_save(path: &Path) -> Result<(SaveLog<Noted>, Calls, FailSyncs), StoreError> {
    let calls = Calls::default();
    let fail_sync = FailSyncs::default();
    let (c, f) = (Arc::clone(&calls), Arc::clone(&fail_sync));
    let header = Header::new(crate::model::SystemId::default_system(), "Docks", 7, 0);
    let log = SaveLog::create_with(path, &header, move |file| Noted {
        file,
        calls: c,
        fail_sync: f,
    })?;
    taken(&calls);
    Ok((log, calls, fail_sync))
}

fn record(seq: u64) -> Record {
    Record::hand_made(seq, Vec::new())
}

#[test]
fn a_begun_record_is_written_and_sent_on_its_way_but_saved_only_once_finished() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("docks.fray.jsonl");
    let (mut log, calls, _) = noted_save(&path)?;
    let before = std::fs::metadata(&path)?.len();
    log.begin(&record(1))?;
    assert_eq!(taken(&calls), ["write", "start"]);
    assert!(
        std::fs::metadata(&path)?.len() > before,
        "the line is in the file"
    );
    assert_eq!(
        (log.next_seq(), log.byte_len()),
        (1, before),
        "not counted yet"
    );
    log.finish()?;
    assert_eq!(taken(&calls), ["sync"]);
    assert_eq!(log.next_seq(), 2);
    assert_eq!(log.byte_len(), std::fs::metadata(&path)?.len());
    // Nothing waits any more: a second finish does nothing.
    log.finish()?;
    assert!(taken(&calls).is_empty());
    assert_eq!(load(&path)?.records, [record(1)]);
    Ok(())
}

#[test]
fn an_append_writes_starts_and_syncs_once_each() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (mut log, calls, _) = noted_save(&dir.path().join("docks.fray.jsonl"))?;
    log.append(&record(1))?;
    log.append(&record(2))?;
    assert_eq!(
        taken(&calls),
        ["write", "start", "sync", "write", "start", "sync"]
    );
    Ok(())
}

#[test]
fn a_sync_that_fails_at_the_finish_cuts_the_line_off_and_the_record_can_be_written_again()
-> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("docks.fray.jsonl");
    let (mut log, calls, fail_sync) = noted_save(&path)?;
    log.append(&record(1))?;
    let good = std::fs::metadata(&path)?.len();
    taken(&calls);
    *fail_sync.lock().unwrap_or_else(PoisonError::into_inner) = 1;
    log.begin(&record(2))?;
    let failed = log.finish();
    assert!(
        matches!(failed, Err(StoreError::WriteFailed { seq: 2, .. })),
        "{failed:?}"
    );
    assert_eq!(taken(&calls), ["write", "start", "sync", "cut", "sync"]);
    assert_eq!(std::fs::metadata(&path)?.len(), good, "cut back");
    assert_eq!(log.next_seq(), 2);
    log.append(&record(2))?;
    assert_eq!(load(&path)?.records, [record(1), record(2)]);
    Ok(())
}

#[test]
fn a_record_still_on_its_way_is_finished_before_the_next_and_when_the_log_is_dropped() -> TestResult
{
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("docks.fray.jsonl");
    let (mut log, calls, _) = noted_save(&path)?;
    log.begin(&record(1))?;
    log.begin(&record(2))?;
    assert_eq!(taken(&calls), ["write", "start", "sync", "write", "start"]);
    drop(log);
    assert_eq!(taken(&calls), ["sync"]);
    assert_eq!(load(&path)?.records, [record(1), record(2)]);
    Ok(())
}

#[test]
fn a_line_sealed_ahead_is_written_as_begin_writes_it_and_only_in_its_place() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (ahead, plain) = (
        dir.path().join("ahead.fray.jsonl"),
        dir.path().join("plain.fray.jsonl"),
    );
    let (mut log, _, _) = noted_save(&ahead)?;
    let (mut other, _, _) = noted_save(&plain)?;
    // Sealed before the record ahead of it is written, as a script does.
    let second = log.seal(&record(2))?;
    log.append(&record(1))?;
    log.begin_sealed(second.clone())?;
    log.finish()?;
    other.append(&record(1))?;
    other.append(&record(2))?;
    drop((log, other));
    assert_eq!(std::fs::read(&ahead)?, std::fs::read(&plain)?);
    // A sealed line out of its place is refused, and nothing is written.
    let (mut log, calls_now, _) = noted_save(&dir.path().join("third.fray.jsonl"))?;
    let refused = log.begin_sealed(second);
    assert!(
        matches!(
            refused,
            Err(StoreError::OutOfSequence {
                expected: 1,
                found: 2,
                ..
            })
        ),
        "{refused:?}"
    );
    assert!(taken(&calls_now).is_empty());
    Ok(())
}
