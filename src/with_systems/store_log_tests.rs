//! Tests of the save log's writer (`store::log`), which need real rule systems (the saves
//! written name one): the writer notices a save replaced, removed, cut or added to by
//! another program, and the path lock keeps a second writer off a replaced save. They are
//! the whole of the module's tests.

use std::fs;
use std::path::{Path, PathBuf};

use crate::engine::record::{Header, Record};
use crate::store::{Detachment, OpenMode, PathLock, SaveLog, SimStorage, Storage, StoreError};

type TestResult = Result<(), Box<dyn std::error::Error>>;

fn header() -> Header {
    Header::new(crate::model::SystemId::default_system(), "Docks", 7, 0)
}

fn record(seq: u64) -> Record {
    Record::hand_made(seq, Vec::new())
}

/// A new save with records 1 and 2, and its path.
fn save_with_two(dir: &Path) -> Result<(SaveLog, PathBuf), StoreError> {
    let path = dir.join("docks.fray.jsonl");
    let mut log = SaveLog::create(&path, &header())?;
    log.append(&record(1))?;
    log.append(&record(2))?;
    Ok((log, path))
}

/// Puts `bytes` in place of `path` as a sync tool does: a new file renamed over it.
fn replace(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let new = path.with_extension("incoming");
    fs::write(&new, bytes)?;
    fs::rename(&new, path)
}

fn detachment(error: StoreError) -> Option<Detachment> {
    match error {
        StoreError::Detached { how, .. } => Some(how),
        _ => None,
    }
}

#[test]
fn a_save_replaced_by_rename_takes_no_more_records() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (mut log, path) = save_with_two(dir.path())?;
    let orphan = dir.path().join("orphan");
    fs::hard_link(&path, &orphan)?;
    let written = fs::read(&orphan)?;
    let incoming = b"the other program's file\n".to_vec();
    replace(&path, &incoming)?;

    let error = log.append(&record(3)).expect_err("replaced");
    assert_eq!(detachment(error), Some(Detachment::Replaced));
    assert_eq!(fs::read(&path)?, incoming, "the new file is left alone");
    assert_eq!(fs::read(&orphan)?, written, "nothing went to the old file");
    // And never again, even once the path names a save again.
    replace(&path, &written)?;
    let error = log.append(&record(3)).expect_err("still replaced");
    assert_eq!(detachment(error), Some(Detachment::Replaced));
    assert_eq!(fs::read(&path)?, written);
    assert_eq!(log.next_seq(), 3);
    Ok(())
}

#[test]
fn a_removed_save_takes_no_more_records_and_is_not_made_again() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (mut log, path) = save_with_two(dir.path())?;
    fs::remove_file(&path)?;
    let error = log.append(&record(3)).expect_err("removed");
    assert_eq!(detachment(error), Some(Detachment::Removed));
    assert!(!path.exists());
    Ok(())
}

#[test]
fn a_cut_save_gets_no_record_without_its_header() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (mut log, path) = save_with_two(dir.path())?;
    let written = log.byte_len();
    fs::OpenOptions::new().write(true).open(&path)?.set_len(0)?;
    let error = log.append(&record(3)).expect_err("cut");
    assert_eq!(
        detachment(error),
        Some(Detachment::Truncated { len: 0, written })
    );
    assert_eq!(fs::metadata(&path)?.len(), 0, "no headerless record at 0");
    Ok(())
}

#[test]
fn bytes_another_program_added_stop_the_writer() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (mut log, path) = save_with_two(dir.path())?;
    let written = log.byte_len();
    let mut other = fs::OpenOptions::new().append(true).open(&path)?;
    std::io::Write::write_all(&mut other, b"{\"seq\":3}\n")?;
    let error = log.append(&record(3)).expect_err("grown");
    assert_eq!(
        detachment(error),
        Some(Detachment::Grown {
            len: written + 10,
            written
        })
    );
    assert_eq!(fs::metadata(&path)?.len(), written + 10);
    Ok(())
}

#[test]
fn the_message_says_what_happened_and_what_to_do() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (mut log, path) = save_with_two(dir.path())?;
    replace(&path, b"x\n")?;
    let error = log.append(&record(3)).expect_err("replaced");
    let english = crate::i18n::with_lang(crate::i18n::Lang::En, || error.to_string());
    assert!(
        english.starts_with("record 3 was not saved: another program put a new file in place of "),
        "{english}"
    );
    assert!(
        english.contains("quit, then open the save again"),
        "{english}"
    );
    assert!(!english.contains("Nothing was lost"), "{english}");
    let french = crate::i18n::with_lang(crate::i18n::Lang::Fr, || error.to_string());
    assert!(french.starts_with("l’enregistrement 3 n’a pas été écrit\u{202f}: un autre programme a mis un nouveau fichier à la place de "), "{french}");
    assert!(error.is_detached());
    Ok(())
}

#[test]
fn the_path_lock_refuses_a_second_writer_on_the_replacing_file() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (log, path) = save_with_two(dir.path())?;
    let copy = fs::read(&path)?;
    replace(&path, &copy)?;
    // The new file has no lock of its own: only the path's lock refuses.
    match SaveLog::open_append(&path) {
        Err(StoreError::Locked { path: named }) => assert_eq!(named, path),
        other => panic!("a second writer got {other:?}"),
    }
    let lock_file = PathLock::file_for(&path);
    assert!(lock_file.exists());
    drop(log);
    assert!(!lock_file.exists(), "the lock file goes with its writer");
    let (mut second, loaded) = SaveLog::open_append(&path)?;
    assert_eq!(loaded.records.len(), 2);
    second.append(&record(3))?;
    Ok(())
}

#[test]
fn a_save_created_where_a_writer_still_holds_the_path_is_refused() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (_log, path) = save_with_two(dir.path())?;
    fs::remove_file(&path)?;
    assert!(matches!(
        SaveLog::create(&path, &header()),
        Err(StoreError::Locked { .. })
    ));
    Ok(())
}

#[test]
fn a_lock_file_left_by_a_crash_is_taken_again() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("docks.fray.jsonl");
    fs::write(PathLock::file_for(&path), b"")?;
    let mut log = SaveLog::create(&path, &header())?;
    log.append(&record(1))?;
    Ok(())
}

#[test]
fn the_simulated_disk_tells_a_replaced_save_too() -> TestResult {
    let storage = SimStorage::new();
    let path = Path::new("/saves/docks.fray.jsonl");
    let mut log = SaveLog::create_in(&storage, path, &header())?;
    log.append(&record(1))?;
    let other = Path::new("/saves/other");
    drop(storage.open(other, OpenMode::CreateNew)?);
    storage.rename(other, path)?;
    let error = log.append(&record(2)).expect_err("replaced");
    assert_eq!(detachment(error), Some(Detachment::Replaced));
    Ok(())
}
