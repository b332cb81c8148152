//! Tests of the set-aside record (`store::setaside`) that play real rule systems: side
//! files holding numbers not yet accounted for, recorded when an earlier recovery stopped
//! before it could. The module's other tests stay beside it in the core's crate.

use std::path::Path;

use crate::engine::counters::MAX_SEQ;
use crate::engine::{Event, Header, Record};
use crate::store::line::seal;
use crate::store::setaside::set_aside_record;
use crate::store::{SET_ASIDE_COMMAND, SaveLog, SimStorage, StoreError, load_in, salvage_in};

const SAVE: &str = "s.fray.jsonl";

fn record(seq: u64) -> Record {
    Record {
        seq,
        command: format!("note {seq}"),
        at: None,
        events: vec![],
    }
}

/// A save of `n` records (header created at `created`) in a fresh simulated disk.
fn save(n: u64, created: u64) -> SimStorage {
    let sim = SimStorage::new();
    let header = Header::new(crate::model::SystemId::default_system(), "Test", 7, created);
    let mut bytes = seal(&header).unwrap_or_default();
    for seq in 1..=n {
        bytes.extend(seal(&record(seq)).unwrap_or_default());
    }
    sim.put(Path::new(SAVE), &bytes);
    sim
}

/// Records 4 and 5 moved aside into `name`, as a recovery that stopped right after
/// cutting the save leaves them.
fn side(sim: &SimStorage, name: &str) {
    let mut bytes = seal(&record(4)).unwrap_or_default();
    bytes.extend(seal(&record(5)).unwrap_or_default());
    sim.put(Path::new(name), &bytes);
}

fn set_aside_of(record: Option<&Record>) -> Option<(u64, u64, u64, String, bool)> {
    match record?.events.as_slice() {
        [
            Event::RecordsSetAside {
                first,
                last,
                file,
                torn,
            },
        ] => Some((record?.seq, *first, *last, file.clone(), *torn)),
        _ => None,
    }
}

#[test]
fn a_cut_save_without_its_record_gets_it_on_the_next_open() -> Result<(), StoreError> {
    for (name, torn) in [
        ("s.fray.jsonl.salvaged-1000", false),
        ("s.fray.jsonl.torn-1000-2", true),
    ] {
        let sim = save(3, 1000);
        side(&sim, name);
        let (mut log, loaded) = SaveLog::open_append_in(&sim, Path::new(SAVE))?;
        let want = Some((6, 4, 5, name.to_string(), torn));
        assert_eq!(set_aside_of(loaded.records.last()), want, "{name}");
        assert_eq!(loaded.records.len(), 4);
        assert!(
            loaded.warnings.iter().any(|w| w.contains(name)),
            "{:?}",
            loaded.warnings
        );
        assert_eq!(log.next_seq(), 7);
        log.append(&record(7))?;
        drop(log);
        // Recorded once: opening again finds the side file named and adds nothing.
        let (_, again) = SaveLog::open_append_in(&sim, Path::new(SAVE))?;
        assert_eq!(again.records.len(), 5);
        assert!(again.warnings.is_empty(), "{:?}", again.warnings);
        assert_eq!(load_in(&sim, Path::new(SAVE))?.records, again.records);
    }
    Ok(())
}

#[test]
fn salvage_also_records_numbers_left_unaccounted() -> Result<(), StoreError> {
    let sim = save(3, 1000);
    side(&sim, "s.fray.jsonl.salvaged-1000");
    let loaded = salvage_in(&sim, Path::new(SAVE))?;
    let want = Some((6, 4, 5, "s.fray.jsonl.salvaged-1000".to_string(), false));
    assert_eq!(set_aside_of(loaded.records.last()), want);
    Ok(())
}

#[test]
fn side_files_that_do_not_hold_unused_numbers_are_left_alone() -> Result<(), StoreError> {
    for name in [
        // Older than the save: another save of the same name, deleted since.
        "s.fray.jsonl.salvaged-999",
        // Another save's, or not a side file's name.
        "t.fray.jsonl.salvaged-1000",
        "s.fray.jsonl.salvaged-1000x",
        "s.fray.jsonl.bak",
    ] {
        let sim = save(3, 1000);
        side(&sim, name);
        let (log, loaded) = SaveLog::open_append_in(&sim, Path::new(SAVE))?;
        assert_eq!(loaded.records.len(), 3, "{name}");
        assert_eq!(log.next_seq(), 4, "{name}");
    }
    // Numbers the save has already passed.
    let sim = save(5, 1000);
    side(&sim, "s.fray.jsonl.torn-1000");
    let (log, loaded) = SaveLog::open_append_in(&sim, Path::new(SAVE))?;
    assert_eq!((loaded.records.len(), log.next_seq()), (5, 6));
    Ok(())
}

/// A set-aside record takes a record number too: never one past the largest fray writes.
/// A save whose last record is that number, with a torn line after it, opens (the line
/// moved aside) without a record numbered past it, and reads again.
#[test]
fn the_set_aside_record_never_takes_a_number_past_the_bound() -> Result<(), StoreError> {
    let side = Path::new("s.fray.jsonl.torn-1000");
    assert_eq!(
        set_aside_record(2, MAX_SEQ - 1, side, true).map(|r| r.seq),
        Some(MAX_SEQ)
    );
    assert_eq!(set_aside_record(2, MAX_SEQ, side, true), None);
    assert_eq!(set_aside_record(2, u64::MAX, side, true), None);

    let sim = save(1, 1000);
    let mut bytes = sim.contents(Path::new(SAVE)).unwrap_or_default();
    let full = Record {
        seq: MAX_SEQ,
        command: SET_ASIDE_COMMAND.into(),
        at: None,
        events: vec![Event::RecordsSetAside {
            first: 2,
            last: MAX_SEQ - 1,
            file: "s.fray.jsonl.salvaged-999".into(),
            torn: false,
        }],
    };
    bytes.extend(seal(&full).unwrap_or_default());
    bytes.extend_from_slice(format!("{{\"seq\":{},\"comm", MAX_SEQ + 1).as_bytes());
    sim.put(Path::new(SAVE), &bytes);
    let (log, loaded) = SaveLog::open_append_in(&sim, Path::new(SAVE))?;
    assert_eq!(loaded.records.last().map(|r| r.seq), Some(MAX_SEQ));
    drop(log);
    assert_eq!(load_in(&sim, Path::new(SAVE))?.records, loaded.records);
    Ok(())
}
