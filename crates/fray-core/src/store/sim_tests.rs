use std::fs::TryLockError;
use std::io::Read;
use std::path::Path;

use super::*;
use crate::store::storage::{LogFile, StoredFile};

fn write(sim: &SimStorage, path: &Path, bytes: &[u8]) -> io::Result<SimFile> {
    let mut file = sim.open(path, OpenMode::CreateNew)?;
    file.write_all(bytes)?;
    Ok(file)
}

#[test]
fn synced_bytes_and_names_survive_a_crash() -> io::Result<()> {
    let sim = SimStorage::new();
    let path = Path::new("d/a");
    let mut file = write(&sim, path, b"hello\n")?;
    file.sync_data()?;
    sim.sync_dir(Path::new("d"))?;
    drop(file);
    for seed in 0..20 {
        sim.crash(seed);
        assert_eq!(sim.contents(path).as_deref(), Some(&b"hello\n"[..]));
    }
    Ok(())
}

#[test]
fn an_unsynced_name_or_write_may_be_lost_or_torn() -> io::Result<()> {
    let mut outcomes = std::collections::BTreeSet::new();
    for seed in 0..64 {
        let sim = SimStorage::new();
        let path = Path::new("a");
        let mut file = write(&sim, path, b"header\n")?;
        file.sync_data()?;
        file.write_all(b"record\n")?;
        drop(file);
        sim.crash(seed);
        outcomes.insert(sim.contents(path));
    }
    assert!(outcomes.contains(&None), "the name was never synced");
    assert!(outcomes.contains(&Some(b"header\n".to_vec())));
    assert!(outcomes.contains(&Some(b"header\nrecord\n".to_vec())));
    assert!(outcomes.len() > 3, "some writes are garbled: {outcomes:?}");
    Ok(())
}

#[test]
fn power_fails_at_the_armed_sync_point_and_handles_die() -> io::Result<()> {
    let sim = SimStorage::new();
    sim.crash_at_sync(2);
    let mut file = write(&sim, Path::new("a"), b"x")?;
    file.sync_data()?;
    assert!(sim.sync_dir(Path::new(".")).is_err());
    assert!(sim.is_down());
    assert!(file.write_all(b"y").is_err());
    sim.crash(1);
    assert!(!sim.is_down());
    assert!(file.metadata().is_err(), "a handle from before the crash");
    let mut buf = Vec::new();
    if let Ok(mut again) = sim.open(Path::new("a"), OpenMode::Read) {
        again.read_to_end(&mut buf)?;
        assert_eq!(buf, b"x");
    }
    Ok(())
}

#[test]
fn locks_are_per_handle_and_released_on_drop() -> io::Result<()> {
    let sim = SimStorage::new();
    let first = write(&sim, Path::new("a"), b"")?;
    assert!(first.try_lock().is_ok());
    let second = sim.open(Path::new("a"), OpenMode::Append)?;
    assert!(matches!(second.try_lock(), Err(TryLockError::WouldBlock)));
    drop(first);
    assert!(second.try_lock().is_ok());
    Ok(())
}

#[test]
fn rename_and_link_follow_the_directory_sync() -> io::Result<()> {
    let sim = SimStorage::new();
    sim.put(Path::new("old"), b"1");
    sim.put(Path::new("t"), b"2");
    sim.hard_link(Path::new("old"), Path::new("bak"))?;
    sim.sync_dir(Path::new("."))?;
    sim.rename(Path::new("t"), Path::new("old"))?;
    assert_eq!(sim.contents(Path::new("old")).as_deref(), Some(&b"2"[..]));
    sim.crash(3);
    assert_eq!(sim.contents(Path::new("bak")).as_deref(), Some(&b"1"[..]));
    let old = sim.contents(Path::new("old"));
    assert!(old.as_deref() == Some(&b"1"[..]) || old.as_deref() == Some(&b"2"[..]));
    Ok(())
}
