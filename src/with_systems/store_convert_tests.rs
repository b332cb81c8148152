//! Tests of converting a save (`store::convert`), which need real rule systems (the saves
//! converted name one): the result, the backup, and failures leaving the original. They
//! are the whole of the module's tests.

use std::fs::{self, File};
use std::path::Path;

use serde_json::Value;

use crate::engine::Event;
use crate::engine::record::{FORMAT_VERSION, Header, Record};
use crate::store::convert::{converted, make_backup, verify, write_temp};
use crate::store::line::seal;
use crate::store::load::scan;
use crate::store::{
    FailAfter, OsStorage, SaveLog, StoreError, Upgrade, load, upgrade, upgrade_with,
};

type TestResult = Result<(), Box<dyn std::error::Error>>;

fn records() -> Vec<Record> {
    ["roll d20", "note x", "end"]
        .iter()
        .enumerate()
        .map(|(i, command)| Record {
            seq: i as u64 + 1,
            command: (*command).into(),
            at: None,
            events: vec![Event::FightEnded],
        })
        .collect()
}

/// A save as a format-1 fray wrote it: version 1, records without `at`.
fn v1_bytes(records: &[Record]) -> Result<Vec<u8>, Box<dyn std::error::Error>> {
    let mut header = serde_json::to_value(Header::new(
        crate::model::SystemId::default_system(),
        "Old",
        9,
        1,
    ))?;
    header["version"] = 1.into();
    let mut bytes = seal(&header)?;
    for record in records {
        let mut value = serde_json::to_value(record)?;
        if let Value::Object(members) = &mut value {
            members.remove("at");
        }
        bytes.extend(seal(&value)?);
    }
    Ok(bytes)
}

/// The names of the files in `dir`, sorted.
fn names(dir: &Path) -> Result<Vec<String>, Box<dyn std::error::Error>> {
    let mut names = Vec::new();
    for entry in fs::read_dir(dir)? {
        names.push(entry?.file_name().to_string_lossy().into_owned());
    }
    names.sort();
    Ok(names)
}

#[test]
fn a_format_1_save_is_converted_and_the_original_kept() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("old.fray.jsonl");
    let original = v1_bytes(&records())?;
    fs::write(&path, &original)?;
    let before = load(&path)?;
    assert_eq!(before.header.version, 1);
    assert!(matches!(
        SaveLog::open_append(&path),
        Err(StoreError::OldFormat {
            found: 1,
            current: 2,
            ..
        })
    ));
    assert_eq!(fs::read(&path)?, original, "refusing changes nothing");

    let done = upgrade(&path)?;
    let backup = dir.path().join("old.fray.jsonl.v1.bak");
    assert_eq!(
        done,
        Upgrade::Converted {
            from: 1,
            to: FORMAT_VERSION,
            records: 3,
            backup: backup.clone(),
            warnings: vec![],
        }
    );
    assert_eq!(fs::read(&backup)?, original);
    assert_eq!(
        names(dir.path())?,
        ["old.fray.jsonl", "old.fray.jsonl.v1.bak"]
    );
    let after = load(&path)?;
    assert_eq!(after.header.version, FORMAT_VERSION);
    assert_eq!(
        Header {
            version: 1,
            ..after.header.clone()
        },
        before.header
    );
    assert_eq!(after.records, before.records);
    assert_eq!(
        fs::read(&path)?,
        converted(&path, &after.header, &records())?
    );
    let (mut log, _) = SaveLog::open_append(&path)?;
    log.append(&Record {
        seq: 4,
        command: "end".into(),
        at: Some(7),
        events: vec![Event::FightEnded],
    })?;
    Ok(())
}

#[test]
fn a_current_save_is_left_alone() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("new.fray.jsonl");
    let mut log = SaveLog::create(
        &path,
        &Header::new(crate::model::SystemId::default_system(), "New", 1, 1),
    )?;
    log.append(&records()[0])?;
    drop(log);
    let bytes = fs::read(&path)?;
    assert_eq!(
        upgrade(&path)?,
        Upgrade::UpToDate {
            version: FORMAT_VERSION
        }
    );
    assert_eq!(fs::read(&path)?, bytes);
    assert_eq!(names(dir.path())?, ["new.fray.jsonl"]);
    Ok(())
}

#[test]
fn an_existing_backup_is_never_overwritten() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("old.fray.jsonl");
    let original = v1_bytes(&records())?;
    fs::write(&path, &original)?;
    fs::write(dir.path().join("old.fray.jsonl.v1.bak"), "keep me")?;
    fs::write(dir.path().join("old.fray.jsonl.upgrading"), "stale")?;
    let Upgrade::Converted { backup, .. } = upgrade(&path)? else {
        return Err("converted expected".into());
    };
    assert_eq!(backup, dir.path().join("old.fray.jsonl.v1-1.bak"));
    assert_eq!(fs::read(&backup)?, original);
    assert_eq!(
        fs::read(dir.path().join("old.fray.jsonl.v1.bak"))?,
        b"keep me"
    );
    // A stale temporary file of an earlier, stopped upgrade is removed (its exact name
    // only).
    assert_eq!(
        names(dir.path())?,
        [
            "old.fray.jsonl",
            "old.fray.jsonl.v1-1.bak",
            "old.fray.jsonl.v1.bak"
        ]
    );
    Ok(())
}

#[test]
fn after_a_crash_between_backup_and_rename_a_retry_leaves_one_backup_and_no_leftover() -> TestResult
{
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("old.fray.jsonl");
    let original = v1_bytes(&records())?;
    fs::write(&path, &original)?;
    // The first upgrade stops (power loss, kill -9) after its backup, before its rename:
    // its temporary file and its backup stay.
    {
        let mut file = File::open(&path)?;
        let read = scan(&path, &mut file)?;
        let bytes = converted(&path, &read.header, &read.records)?;
        let temp = write_temp(&OsStorage, &path, &bytes, |file| file)?;
        make_backup(&OsStorage, &path, &mut file, 1)?;
        temp.keep();
    }
    assert_eq!(
        names(dir.path())?,
        [
            "old.fray.jsonl",
            "old.fray.jsonl.upgrading",
            "old.fray.jsonl.v1.bak"
        ]
    );
    let Upgrade::Converted { backup, .. } = upgrade(&path)? else {
        return Err("converted expected".into());
    };
    assert_eq!(backup, dir.path().join("old.fray.jsonl.v1.bak"));
    assert_eq!(fs::read(&backup)?, original);
    assert_eq!(
        names(dir.path())?,
        ["old.fray.jsonl", "old.fray.jsonl.v1.bak"]
    );
    assert_eq!(load(&path)?.records, records());
    Ok(())
}

#[test]
fn a_backup_copy_with_the_same_bytes_is_used_again() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("old.fray.jsonl");
    let original = v1_bytes(&records())?;
    fs::write(&path, &original)?;
    // A copy, not a link (a folder without hard links), of the very same bytes.
    fs::write(dir.path().join("old.fray.jsonl.v1.bak"), &original)?;
    let Upgrade::Converted { backup, .. } = upgrade(&path)? else {
        return Err("converted expected".into());
    };
    assert_eq!(backup, dir.path().join("old.fray.jsonl.v1.bak"));
    assert_eq!(
        names(dir.path())?,
        ["old.fray.jsonl", "old.fray.jsonl.v1.bak"]
    );
    Ok(())
}

#[test]
fn a_failed_write_leaves_the_original_and_nothing_else() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("old.fray.jsonl");
    let original = v1_bytes(&records())?;
    fs::write(&path, &original)?;
    for budget in [0, 1, 100, original.len() as u64] {
        let result = upgrade_with(&path, |file| {
            let mut failing = FailAfter::new(file);
            failing.fail_after(budget);
            failing
        });
        let err = result.err().map(|e| e.to_string()).unwrap_or_default();
        assert!(err.contains("no space left"), "{budget}: {err}");
        assert_eq!(fs::read(&path)?, original);
        assert_eq!(names(dir.path())?, ["old.fray.jsonl"], "{budget}");
    }
    let result = upgrade_with(&path, |file| {
        let mut failing = FailAfter::new(file);
        failing.fail_sync(true);
        failing
    });
    assert!(matches!(result, Err(StoreError::Io { .. })));
    assert_eq!(fs::read(&path)?, original);
    assert_eq!(names(dir.path())?, ["old.fray.jsonl"]);
    assert!(matches!(upgrade(&path)?, Upgrade::Converted { .. }));
    Ok(())
}

#[test]
fn stopped_before_the_rename_the_save_is_still_the_original() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("old.fray.jsonl");
    let original = v1_bytes(&records())?;
    fs::write(&path, &original)?;
    let mut file = File::open(&path)?;
    let read = scan(&path, &mut file)?;
    let bytes = converted(&path, &read.header, &read.records)?;
    let temp = write_temp(&OsStorage, &path, &bytes, |file| file)?;
    verify(&OsStorage, &temp.path, &read)?;
    let (backup, made) = make_backup(&OsStorage, &path, &mut file, 1)?;
    assert!(made);
    // A crash here: the save's path still holds the whole original.
    assert_eq!(fs::read(&path)?, original);
    assert_eq!(load(&path)?.records, records());
    assert_eq!(fs::read(&backup)?, original);
    drop(temp);
    assert_eq!(
        names(dir.path())?,
        ["old.fray.jsonl", "old.fray.jsonl.v1.bak"]
    );
    Ok(())
}

#[test]
fn damage_in_the_middle_is_refused_and_a_torn_tail_left_out() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("old.fray.jsonl");
    let mut damaged = v1_bytes(&records())?;
    let second = damaged
        .iter()
        .enumerate()
        .filter(|(_, b)| **b == b'\n')
        .nth(1)
        .map_or(0, |(i, _)| i + 1);
    damaged[second + 5] ^= 0x20;
    fs::write(&path, &damaged)?;
    let err = upgrade(&path)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(err.contains("cannot be upgraded"), "{err}");
    assert!(err.contains("damaged at line 3"), "{err}");
    assert!(err.contains("fray check --salvage"), "{err}");
    assert_eq!(fs::read(&path)?, damaged);
    assert_eq!(names(dir.path())?, ["old.fray.jsonl"]);

    let mut torn = v1_bytes(&records())?;
    torn.extend_from_slice(br#"{"seq":4,"command":"ro"#);
    fs::write(&path, &torn)?;
    let Upgrade::Converted {
        records: count,
        backup,
        warnings,
        ..
    } = upgrade(&path)?
    else {
        return Err("converted expected".into());
    };
    assert_eq!(count, 3);
    assert_eq!(fs::read(&backup)?, torn, "the backup keeps the torn bytes");
    assert_eq!(warnings.len(), 1);
    assert!(
        warnings[0].contains("left out of the converted save"),
        "{}",
        warnings[0]
    );
    let after = load(&path)?;
    assert_eq!((after.records.len(), after.cut), (3, None));
    Ok(())
}

#[test]
fn a_save_open_elsewhere_is_not_converted() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("old.fray.jsonl");
    let original = v1_bytes(&records())?;
    fs::write(&path, &original)?;
    let holder = File::open(&path)?;
    holder.try_lock()?;
    assert!(matches!(upgrade(&path), Err(StoreError::Locked { .. })));
    assert_eq!(fs::read(&path)?, original);
    Ok(())
}
