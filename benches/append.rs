//! Target 4: appending one record to a save and syncing it (`SaveLog::append`), against
//! writing the same bytes to a file in the same directory and syncing it the same way
//! (`write_all` then `sync_data`, the fdatasync `append` does).

/// The `fray` binary's allocator, so that the bench times the binary's code as it runs.
#[global_allocator]
static GLOBAL: fray::allocator::Allocator = fray::allocator::ALLOCATOR;

#[path = "support/mod.rs"]
mod support;

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use fray::engine::{Header, Record, Timeline};
use fray::script::{self, Line};
use fray::store::SaveLog;

use support::ratio::interleaved;

/// A typical record: an attack with its test, wound and shock.
fn attack() -> Record {
    let mut timeline = Timeline::new(Header::new(fray::systems::polaris::ID, "append", 3, 0));
    let mut last = None;
    for line in [
        "add \"Baral Faadhi\" pc from mercenary",
        "add 3 gangers",
        "start",
        "declare baral shoots",
        "next",
        "next",
        "next",
        "next",
        "attack baral ganger-1 fusils damage=13 at body",
    ] {
        let Ok(Line::Command(command)) = script::parse(line) else {
            panic!("{line}");
        };
        if let Ok(record) = timeline.prepare(line, &command) {
            last = Some(record.clone());
            timeline.commit(record);
        }
    }
    let mut record = last.unwrap_or_else(|| panic!("no record"));
    record.at = Some(1_767_225_600);
    record
}

fn benches(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let save = dir.path().join("append.fray.jsonl");
    let header = Header::new(fray::systems::polaris::ID, "append", 3, 0);
    let mut log = SaveLog::create(&save, &header).unwrap_or_else(|e| panic!("{e}"));
    let mut record = attack();
    record.seq = 1;
    log.append(&record).unwrap_or_else(|e| panic!("{e}"));
    let text = std::fs::read(&save).unwrap_or_default();
    let line = text
        .split_inclusive(|b| *b == b'\n')
        .nth(1)
        .unwrap_or_default()
        .to_vec();
    let mut raw: File = OpenOptions::new()
        .create(true)
        .append(true)
        .open(dir.path().join("raw.bin"))
        .unwrap_or_else(|e| panic!("{e}"));

    let mut group = c.benchmark_group("append");
    group
        .sample_size(20)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(3));
    group.bench_function("raw write+fsync", |b| {
        b.iter(|| {
            let _ = raw.write_all(&line).and_then(|()| raw.sync_data());
        })
    });
    group.bench_function("SaveLog::append", |b| {
        b.iter(|| {
            record.seq += 1;
            log.append(&record).unwrap_or_else(|e| panic!("{e}"));
        })
    });
    group.finish();
    interleaved(
        "append+fsync / raw write+fsync",
        15,
        Duration::from_millis(60),
        1.2,
        || {
            let _ = raw.write_all(&line).and_then(|()| raw.sync_data());
        },
        || {
            record.seq += 1;
            log.append(&record).unwrap_or_else(|e| panic!("{e}"));
        },
    );
}

criterion_group!(append, benches);
criterion_main!(append);
