//! Target 5: the peak memory taken while opening a long fight of every system
//! (`support::generate::long_crowd`: 100,000 records, 40 combatants at a time), as the
//! app opens it, over the file's size:
//!
//! - `Session::open`, for play;
//! - `tui::replay::load`, the GM's replay viewer;
//! - `fray watch`: the players' screen opened on the first half of the save, then
//!   following the second half as it is appended (eight appends, each read by the
//!   screen's own poll), over the whole file's size.
//!
//! A counting global allocator keeps the bytes in use and their peak; the figure is the
//! peak during the open minus what was in use before it. The replay lines also say what
//! the records and the index's snapshots hold. Under `cargo test --benches` the saves are
//! short (2,000 records) and the lines give no verdict: the path only has to run.

#[path = "support/mod.rs"]
mod support;

use std::alloc::{GlobalAlloc, Layout, System};
use std::io::Write;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use fray::tui::replay::{Audience, ReplayScreen};
use support::commands::SYSTEMS;
use support::generate::{Plan, long_crowd, write_into};
use support::ratio::print_ratio;

/// The system allocator, counting the bytes in use and their peak.
struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(by: usize) {
    let now = IN_USE.fetch_add(by, Ordering::Relaxed) + by;
    PEAK.fetch_max(now, Ordering::Relaxed);
}

// SAFETY: every call is passed to `System` unchanged; only counters are added.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: same contract as the caller's.
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: same contract as the caller's.
        unsafe { System.dealloc(ptr, layout) };
        IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: same contract as the caller's.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            if new_size >= layout.size() {
                grew(new_size - layout.size());
            } else {
                IN_USE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
            }
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The memory targets' bound: peak bytes over the file's bytes.
const TARGET: f64 = 3.0;

/// Appends `fray watch` reads while it follows the second half of the save.
const APPENDS: usize = 8;

/// Whether this is `cargo test --benches` (cargo passes `--bench` only to `cargo bench`).
fn quick() -> bool {
    !std::env::args().any(|a| a == "--bench")
}

/// The peak bytes `open` takes above what was in use before, and what it keeps.
fn peak_of<T>(open: impl FnOnce() -> T) -> (usize, usize, T) {
    let before = IN_USE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let kept = open();
    let peak = PEAK.load(Ordering::Relaxed) - before;
    let held = IN_USE.load(Ordering::Relaxed).saturating_sub(before);
    (peak, held, kept)
}

fn mb(bytes: usize) -> f64 {
    bytes as f64 / 1e6
}

fn file_size(path: &Path) -> usize {
    std::fs::metadata(path)
        .map_or(1, |m| m.len() as usize)
        .max(1)
}

/// Prints one target's line: `peak` over `size`, with the figures behind it. The short
/// saves of `cargo test --benches` give no verdict: what any open holds whatever the
/// length (a state, the screen) outweighs their few records.
fn report(name: &str, size: usize, peak: usize, held: usize, more: &str) {
    let ratio = peak as f64 / size as f64;
    let figures = format!(
        "peak {:.1} MB, kept {:.1} MB, file {:.1} MB{more}",
        mb(peak),
        mb(held),
        mb(size)
    );
    if quick() {
        println!("{name}: {ratio:.3} on a short save, no verdict   [{figures}]");
    } else {
        print_ratio(name, ratio, TARGET, &figures);
    }
}

fn session_open(path: &Path, label: &str) {
    let (peak, held, opened) =
        peak_of(|| fray::session::Session::open(path).unwrap_or_else(|e| panic!("{e}")));
    drop(opened);
    report(
        &format!("Session::open peak memory / file size, {label}"),
        file_size(path),
        peak,
        held,
        "",
    );
}

/// What the replay index holds besides its records: the snapshots, and one state's copy
/// and JSON size, for the report.
fn index_figures(screen: &ReplayScreen, records: usize, held: usize) -> String {
    let (_, state_bytes, state) = peak_of(|| screen.replay.last_state().clone());
    let json = serde_json::to_vec(&state).map_or(0, |v| v.len());
    format!(
        "; records {:.1} MB, the rest {:.1} MB, {} snapshots, a state {:.0} KB ({:.0} KB of JSON)",
        mb(records),
        mb(held.saturating_sub(records)),
        screen.replay.snapshot_count(),
        state_bytes as f64 / 1e3,
        json as f64 / 1e3
    )
}

fn replay_load(path: &Path, label: &str) {
    let (_, records, loaded) =
        peak_of(|| fray::store::load(path).unwrap_or_else(|e| panic!("{e}")));
    drop(loaded);
    let (peak, held, screen) =
        peak_of(|| fray::tui::replay::load(path, Audience::Gm).unwrap_or_else(|e| panic!("{e}")));
    let figures = index_figures(&screen, records, held);
    drop(screen);
    report(
        &format!("replay::load peak memory / file size, {label}"),
        file_size(path),
        peak,
        held,
        &figures,
    );
}

/// `fray watch` on the first half of the save, then following the rest as it is
/// appended: the screen's peak over the whole file's size.
fn watch_and_follow(path: &Path, label: &str) {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{e}"));
    let ends: Vec<usize> = bytes
        .iter()
        .enumerate()
        .filter(|(_, b)| **b == b'\n')
        .map(|(i, _)| i + 1)
        .collect();
    let lines = ends.len();
    let half = ends[lines / 2];
    let followed = path.with_extension("watched.jsonl");
    std::fs::write(&followed, &bytes[..half]).unwrap_or_else(|e| panic!("{e}"));
    let cuts: Vec<usize> = (1..=APPENDS)
        .map(|k| ends[(lines / 2 + (lines - 1 - lines / 2) * k / APPENDS).min(lines - 1)])
        .collect();
    let (peak, held, screen) = peak_of(|| {
        let mut screen = fray::tui::replay::watch(&followed).unwrap_or_else(|e| panic!("{e}"));
        let mut file = std::fs::OpenOptions::new()
            .append(true)
            .open(&followed)
            .unwrap_or_else(|e| panic!("{e}"));
        let mut now = Instant::now();
        let mut from = half;
        for cut in &cuts {
            file.write_all(&bytes[from..*cut])
                .unwrap_or_else(|e| panic!("{e}"));
            from = *cut;
            now += fray::store::POLL_INTERVAL * 2;
            screen.tick(now);
        }
        screen
    });
    assert_eq!(
        screen.replay.len() as usize,
        lines - 1,
        "{label}: the watch screen followed every record"
    );
    assert_eq!(screen.cursor, screen.replay.len(), "{label}: following");
    let figures = format!("; {} snapshots", screen.replay.snapshot_count());
    drop(screen);
    report(
        &format!("fray watch (open + follow) peak memory / file size, {label}"),
        bytes.len(),
        peak,
        held,
        &figures,
    );
}

fn main() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    for system in SYSTEMS {
        let plan = long_crowd(system);
        let plan = if quick() {
            Plan {
                records: 2_000,
                ..plan
            }
        } else {
            plan
        };
        let label = format!("{}, {} combatants", system.key(), plan.roster);
        let path = write_into(dir.path(), system.key(), plan);
        session_open(&path, &label);
        replay_load(&path, &label);
        watch_and_follow(&path, &label);
    }
}
