use super::*;

#[test]
fn the_lock_file_is_hidden_beside_the_save() {
    assert_eq!(
        PathLock::file_for(Path::new("/s/docks.fray.jsonl")),
        Path::new("/s/.docks.fray.jsonl.lock")
    );
    assert_eq!(
        PathLock::file_for(Path::new("docks.fray.jsonl")),
        Path::new("./.docks.fray.jsonl.lock")
    );
}

#[test]
fn one_holder_at_a_time_and_the_file_goes_with_it() -> Result<(), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    let save = dir.path().join("a.fray.jsonl");
    let first = PathLock::take(&save).map_err(|e| format!("{e:?}"))?;
    assert!(matches!(PathLock::take(&save), Err(PathLockError::Held)));
    let file = PathLock::file_for(&save);
    assert!(file.exists());
    drop(first);
    assert!(!file.exists());
    let _again = PathLock::take(&save).map_err(|e| format!("{e:?}"))?;
    assert!(file.exists());
    Ok(())
}

#[test]
fn a_lock_file_removed_under_its_holder_is_not_shared() -> Result<(), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    let save = dir.path().join("a.fray.jsonl");
    let first = PathLock::take(&save).map_err(|e| format!("{e:?}"))?;
    // Someone removes the name: a new writer makes a new lock file; the first one, when it
    // closes, must not remove the second one's.
    std::fs::remove_file(PathLock::file_for(&save))?;
    let _second = PathLock::take(&save).map_err(|e| format!("{e:?}"))?;
    drop(first);
    assert!(PathLock::file_for(&save).exists());
    assert!(matches!(PathLock::take(&save), Err(PathLockError::Held)));
    Ok(())
}

#[test]
fn a_held_lock_is_seen_without_being_taken_or_made() -> Result<(), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    let save = dir.path().join("a.fray.jsonl");
    assert!(!PathLock::held_by_another(&save));
    assert!(
        !PathLock::file_for(&save).exists(),
        "asking made no lock file"
    );
    let held = PathLock::take(&save).map_err(|e| format!("{e:?}"))?;
    assert!(PathLock::held_by_another(&save));
    assert!(
        PathLock::held_by_another(&save),
        "asking twice took nothing"
    );
    drop(held);
    assert!(!PathLock::held_by_another(&save));
    // A lock file left behind (a crash) but held by nobody is not a writer.
    std::fs::write(PathLock::file_for(&save), b"")?;
    assert!(!PathLock::held_by_another(&save));
    let _again = PathLock::take(&save).map_err(|e| format!("{e:?}"))?;
    Ok(())
}
