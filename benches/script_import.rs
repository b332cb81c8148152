//! Target: a scripted import (`fray run --script`) costs at most 1.3× writing and syncing
//! the same record lines raw, on a 40-combatant fight of every rule system
//! (`commands::SYSTEMS`), the script typed in English and again in French.
//!
//! A generated save ([`long_crowd`]'s plan, 40 combatants, with fewer records) is cut in
//! two: its first [`Sizes::opened`] records are the save the import opens, the command
//! lines of the next [`Sizes::script`] are the script. The subject does what
//! `fray run --script` does for them: a fresh copy of the save opened as a [`Session`]
//! (load, fold), then each line carried out (parse, decide, append with its fsync,
//! narrate, fold). The French script is the same commands written in French
//! (`script::format_in`): each line is also recognised as French and kept in its canonical
//! English form, as the GM's French lines are. The baseline writes the same save bytes to
//! a fresh file, then appends each of the script's record lines as the save holds them,
//! `write_all` then `sync_data` for each.
//!
//! `FRAY_BENCH_SYSTEMS=corp,pol` keeps the systems whose keys contain one of its parts.
//!
//! Each side's CPU time (user + system, `getrusage`) is printed too: on a disk whose fsync
//! is slow the wall-clock ratio hides what fray itself costs per line.

/// The `fray` binary's allocator, so that the bench times the binary's code as it runs.
#[global_allocator]
static GLOBAL: fray::allocator::Allocator = fray::allocator::ALLOCATOR;

#[path = "support/mod.rs"]
mod support;

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::Path;
use std::time::Duration;

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use fray::i18n::Lang;
use fray::script::{self, Line};
use fray::session::{Pipeline, Reply, Session, SessionError};

use support::commands::SYSTEMS;
use support::generate::{Plan, cached, long_crowd};
use support::ratio::{human, interleaved};

/// The ratio the import may cost against the raw writes.
const TARGET: f64 = 1.3;

/// How much of the generated fight is opened and how much is imported.
#[derive(Clone, Copy)]
struct Sizes {
    /// Records of the save the import opens (the roster of 40 is in by then).
    opened: usize,
    /// Lines in the script.
    script: usize,
}

/// Under `cargo bench`: a 1,000-record save and a 2,000-line script (or as many lines as
/// `FRAY_BENCH_SCRIPT_LINES` says: on a disk whose fsync takes milliseconds, a shorter run).
/// Under `cargo test --benches` (no `--bench` argument) a small one, so the suite stays
/// quick.
fn sizes() -> Sizes {
    if std::env::args().any(|a| a == "--bench") {
        let script = std::env::var("FRAY_BENCH_SCRIPT_LINES")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(2_000);
        Sizes {
            opened: 1_000,
            script,
        }
    } else {
        Sizes {
            opened: 60,
            script: 40,
        }
    }
}

/// A save cut in two: the opened save's bytes, the script's lines (in English and in
/// French) and their record lines.
struct Import {
    save: Vec<u8>,
    english: Vec<String>,
    french: Vec<String>,
    raw: Vec<Vec<u8>>,
}

/// Cuts `plan`'s generated fight after `sizes.opened` records.
fn import(plan: Plan, sizes: Sizes) -> Import {
    let path = cached(plan);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{e}"));
    let lines: Vec<&[u8]> = bytes.split_inclusive(|b| *b == b'\n').collect();
    let (opened, end) = (sizes.opened, sizes.opened + sizes.script);
    // The header, then the records.
    let save = lines[..=opened].concat();
    let loaded = fray::store::load(&path).unwrap_or_else(|e| panic!("{e}"));
    let english: Vec<String> = loaded.records[opened..end]
        .iter()
        .map(|r| r.command.clone())
        .collect();
    let french = english
        .iter()
        .map(|line| match script::parse_in(plan.system, line) {
            Ok(Line::Command(command)) => script::format_in(Lang::Fr, &command),
            _ => line.clone(),
        })
        .collect();
    let raw = lines[opened + 1..=end].iter().map(|l| l.to_vec()).collect();
    Import {
        save,
        english,
        french,
        raw,
    }
}

/// What `fray run --script` does: opens a fresh copy of the save and carries out every
/// line, each record synced. Returns how many lines were accepted.
fn run_script(at: &Path, save: &[u8], script: &[String]) -> usize {
    std::fs::write(at, save).unwrap_or_else(|e| panic!("{e}"));
    let (mut session, _) = Session::open(at).unwrap_or_else(|e| panic!("{e}"));
    // As `fray run --script` does: each line decided while the disk writes the one before.
    let mut accepted = 0;
    let mut pipeline = Pipeline::new(&mut session);
    let mut count = |_: &Session, _: usize, _: &str, done: Result<Reply, SessionError>| {
        accepted += usize::from(done.is_ok());
        Ok::<(), ()>(())
    };
    for (number, line) in script.iter().enumerate() {
        let _ = pipeline.push(number, line, &mut count);
    }
    let _ = pipeline.finish(&mut count);
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

/// This process's CPU time so far (user + system), in nanoseconds.
fn cpu_ns() -> f64 {
    // SAFETY: `getrusage` only writes the `rusage` it is given.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: a valid pointer to a zeroed `rusage`, `RUSAGE_SELF` a valid target.
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) };
    let ns = |t: libc::timeval| t.tv_sec as f64 * 1e9 + t.tv_usec as f64 * 1e3;
    ns(usage.ru_utime) + ns(usage.ru_stime)
}

/// The CPU time of one run of `f`, the median of `runs`.
fn cpu_of(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut all: Vec<f64> = (0..runs.max(1))
        .map(|_| {
            let start = cpu_ns();
            f();
            cpu_ns() - start
        })
        .collect();
    all.sort_by(f64::total_cmp);
    all[all.len() / 2]
}

fn benches(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let sizes = sizes();
    let runs = support::ratio::rounds(3);
    for system in SYSTEMS.into_iter().filter(|s| support::kept(s.key())) {
        let plan = Plan {
            records: (sizes.opened + sizes.script + 1) as u64,
            ..long_crowd(system)
        };
        let import = import(plan, sizes);
        let save = dir.path().join(format!("{}.fray.jsonl", system.key()));
        let raw = dir.path().join(format!("{}.raw", system.key()));
        for (lang, script) in [("en", &import.english), ("fr", &import.french)] {
            let accepted = run_script(&save, &import.save, script);
            assert_eq!(
                accepted,
                sizes.script,
                "{} ({lang}): every line of the script is accepted",
                system.key()
            );
        }
        let mut group = c.benchmark_group(format!("script import {}", system.key()));
        group
            .sample_size(10)
            .sampling_mode(SamplingMode::Flat)
            .warm_up_time(Duration::from_millis(500))
            .measurement_time(Duration::from_secs(5));
        group.bench_function("raw write+fsync", |b| b.iter(|| raw_writes(&raw, &import)));
        group.bench_function("fray run --script", |b| {
            b.iter(|| run_script(&save, &import.save, &import.english))
        });
        group.bench_function("fray run --script (French)", |b| {
            b.iter(|| run_script(&save, &import.save, &import.french))
        });
        group.finish();
        for (lang, script) in [("English", &import.english), ("French", &import.french)] {
            interleaved(
                &format!("run --script / raw write+fsync ({}, {lang})", system.key()),
                9,
                Duration::from_millis(200),
                TARGET,
                || raw_writes(&raw, &import),
                || {
                    run_script(&save, &import.save, script);
                },
            );
            let fray = cpu_of(runs, || {
                run_script(&save, &import.save, script);
            });
            let base = cpu_of(runs, || raw_writes(&raw, &import));
            println!(
                "CPU run --script / raw write+fsync ({}, {lang}): {:.2}   [{} vs {} per run, {} vs {} per line; median of {runs}]",
                system.key(),
                fray / base.max(1.0),
                human(fray),
                human(base),
                human(fray / sizes.script as f64),
                human(base / sizes.script as f64),
            );
        }
    }
}

criterion_group!(script_import, benches);
criterion_main!(script_import);
