//! Target: a scripted import (`fray run --script`) costs at most 1.3× writing and syncing
//! the same record lines raw, on a 40-combatant fight of each rule system the generator
//! types commands for (`commands::SYSTEMS`).
//!
//! A generated save is cut in two: its first records are the save the import opens, the
//! command lines of the rest are the script. The subject does what `fray run --script`
//! does for them: a fresh copy of the save opened as a [`Session`] (load, fold), then each
//! line carried out (parse, decide, append with its fsync, narrate, fold). The baseline
//! writes the same save bytes to a fresh file, then appends each of the script's record
//! lines as the save holds them, `write_all` then `sync_data` for each.

#[path = "support/mod.rs"]
mod support;

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::Path;
use std::time::Duration;

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use fray::session::Session;

use support::commands::SYSTEMS;
use support::generate::{Plan, generate};
use support::ratio::interleaved;

/// Records of the save the import opens (the roster of 40 is in by then).
const OPENED: usize = 300;

/// Lines in the script.
const SCRIPT: usize = 300;

/// The ratio the import may cost against the raw writes.
const TARGET: f64 = 1.3;

/// A save cut in two: the opened save's bytes, the script's lines and their record lines.
struct Import {
    save: Vec<u8>,
    script: Vec<String>,
    raw: Vec<Vec<u8>>,
}

/// Generates a 40-combatant fight of `plan.system` and cuts it after [`OPENED`] records.
fn import(dir: &Path, plan: Plan) -> Import {
    let path = dir.join(format!("{}-whole.fray.jsonl", plan.system.key()));
    generate(&path, plan);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{e}"));
    let lines: Vec<&[u8]> = bytes.split_inclusive(|b| *b == b'\n').collect();
    // The header, then the records.
    let save = lines[..=OPENED].concat();
    let loaded = fray::store::load(&path).unwrap_or_else(|e| panic!("{e}"));
    let script = loaded.records[OPENED..OPENED + SCRIPT]
        .iter()
        .map(|r| r.command.clone())
        .collect();
    let raw = lines[OPENED + 1..=OPENED + SCRIPT]
        .iter()
        .map(|l| l.to_vec())
        .collect();
    Import { save, script, raw }
}

/// What `fray run --script` does: opens a fresh copy of the save and carries out every
/// line, each record synced. Returns how many lines were accepted.
fn run_script(at: &Path, import: &Import) -> usize {
    std::fs::write(at, &import.save).unwrap_or_else(|e| panic!("{e}"));
    let (mut session, _) = Session::open(at).unwrap_or_else(|e| panic!("{e}"));
    let accepted = import
        .script
        .iter()
        .filter(|line| session.execute(line).is_ok())
        .count();
    drop(session);
    let _ = std::fs::remove_file(at);
    accepted
}

/// The baseline: the same save bytes to a fresh file, then each record line written and
/// synced.
fn raw_writes(at: &Path, import: &Import) {
    std::fs::write(at, &import.save).unwrap_or_else(|e| panic!("{e}"));
    let mut file: File = OpenOptions::new()
        .append(true)
        .open(at)
        .unwrap_or_else(|e| panic!("{e}"));
    for line in &import.raw {
        let _ = file.write_all(line).and_then(|()| file.sync_data());
    }
    drop(file);
    let _ = std::fs::remove_file(at);
}

fn benches(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    for system in SYSTEMS {
        let plan = Plan {
            system,
            seed: 39,
            records: (OPENED + SCRIPT + 1) as u64,
            roster: 40,
        };
        let import = import(dir.path(), plan);
        let save = dir.path().join(format!("{}.fray.jsonl", system.key()));
        let raw = dir.path().join(format!("{}.raw", system.key()));
        let accepted = run_script(&save, &import);
        assert_eq!(
            accepted,
            SCRIPT,
            "{}: every line of the script is accepted",
            system.key()
        );
        let mut group = c.benchmark_group(format!("script import {}", system.key()));
        group
            .sample_size(10)
            .sampling_mode(SamplingMode::Flat)
            .warm_up_time(Duration::from_millis(500))
            .measurement_time(Duration::from_secs(5));
        group.bench_function("raw write+fsync", |b| b.iter(|| raw_writes(&raw, &import)));
        group.bench_function("fray run --script", |b| {
            b.iter(|| run_script(&save, &import))
        });
        group.finish();
        interleaved(
            &format!("run --script / raw write+fsync ({})", system.key()),
            9,
            Duration::from_millis(200),
            TARGET,
            || raw_writes(&raw, &import),
            || {
                run_script(&save, &import);
            },
        );
    }
}

criterion_group!(script_import, benches);
criterion_main!(script_import);
