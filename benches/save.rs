//! Targets 1 and 2 of the save benchmarks, on a generated 100,000-record save:
//!
//! 1. `load+fold / serde parse`: reading the save as the app does (`store::load`, every
//!    checksum and sequence number checked) and folding it (`Timeline::from_records`),
//!    against reading the same file (`fs::read`) and parsing each record line with
//!    `serde_json::from_slice::<Record>`. Both read the file, so the baseline is the
//!    bare cost of turning those bytes into the same records.
//! 2. `replay seek / full fold`: the replay cursor sent to a random record
//!    (`Replay::state_at`), against folding the whole save from scratch
//!    (`Timeline::replayed_state`).

/// The `fray` binary's allocator, so that the bench times the binary's code as it runs.
#[global_allocator]
static GLOBAL: fray::allocator::Allocator = fray::allocator::ALLOCATOR;

#[path = "support/mod.rs"]
mod support;

use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use fray::engine::{Record, Timeline};
use fray::replay::Replay;

use support::generate::{BIG, write_into};
use support::ratio::interleaved;
use support::rng::Rng;

/// Parses every record line of a save with serde alone.
fn serde_parse(path: &Path) -> Vec<Record> {
    let bytes = std::fs::read(path).unwrap_or_default();
    bytes
        .split(|b| *b == b'\n')
        .skip(1)
        .filter(|line| !line.is_empty())
        .filter_map(|line| serde_json::from_slice::<Record>(line).ok())
        .collect()
}

fn load_and_fold(path: &Path) -> Timeline {
    let loaded = fray::store::load(path).unwrap_or_else(|e| panic!("{e}"));
    Timeline::from_records(loaded.header, loaded.records)
}

fn benches(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = write_into(dir.path(), "big", BIG);
    assert_eq!(serde_parse(&path).len() as u64, BIG.records);

    let mut group = c.benchmark_group("load");
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(8));
    group.bench_function("serde parse", |b| b.iter(|| black_box(serde_parse(&path))));
    group.bench_function("load+fold", |b| b.iter(|| black_box(load_and_fold(&path))));
    group.finish();
    interleaved(
        "load+fold / serde parse",
        9,
        Duration::ZERO,
        1.25,
        || drop(black_box(serde_parse(&path))),
        || drop(black_box(load_and_fold(&path))),
    );

    let loaded = fray::store::load(&path).unwrap_or_else(|e| panic!("{e}"));
    let timeline = Timeline::from_records(loaded.header.clone(), loaded.records.clone());
    let replay = Replay::build(loaded.header, loaded.records);
    let mut rng = Rng::new(7);
    let mut group = c.benchmark_group("replay");
    group
        .sample_size(20)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));
    group.bench_function("full fold", |b| {
        b.iter(|| black_box(timeline.replayed_state()))
    });
    group.bench_function("seek", |b| {
        b.iter(|| {
            let pos = rng.range(1, BIG.records as i64) as u64;
            black_box(replay.state_at(pos))
        })
    });
    group.finish();
    interleaved(
        "replay seek / full fold",
        15,
        Duration::from_millis(100),
        0.05,
        || drop(black_box(timeline.replayed_state())),
        || {
            let pos = rng.range(1, BIG.records as i64) as u64;
            drop(black_box(replay.state_at(pos)));
        },
    );
}

criterion_group!(save, benches);
criterion_main!(save);
