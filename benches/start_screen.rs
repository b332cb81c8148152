//! The start screen (issue 21): what `fray` with no save does before the GM sees anything
//! (`App::start`: the saves folder listed and summarised, then the first frame drawn at
//! 200x60 on `TestBackend`), on a folder of 200 saves of 10,000 records against an empty
//! folder (target ≤ 20×). The saves are 100 copies (hard links where the file system
//! allows) of a generated Polaris fight and 100 of a combat-pool one.
//!
//! The summary cache (`FRAY_CACHE_DIR`, a temporary folder here) is warm in the measured
//! runs. With the cache empty (issue 39, point 7) the start screen lists every save at
//! once and reads their summaries off the interface's thread: the time to its first frame
//! with the rows listed is the `TARGET` line (≤ 100 ms, median of cold starts, each with
//! a new empty cache); the time until every summary is filled in (`App::tick` polled until
//! the reader is done) is printed as `COLD`, and without any cache as `NO CACHE`.
//! The two generated fights come from the generator's cache (`target/bench-saves/`).
//! Under `cargo test --benches` the folder holds 20 saves of 2,000 records.

/// The `fray` binary's allocator, so that the bench times the binary's code as it runs.
#[global_allocator]
static GLOBAL: fray::allocator::Allocator = fray::allocator::ALLOCATOR;

#[path = "support/mod.rs"]
mod support;

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

use criterion::{Criterion, criterion_group, criterion_main};
use fray::model::SystemId;
use fray::tui::app::App;
use fray::tui::keymap::Keymap;
use fray::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use support::generate::{Plan, cached};
use support::ratio::{human, interleaved, median};

/// The longest wait for the first frame of a cold start screen.
const FIRST_FRAME_TARGET: Duration = Duration::from_millis(100);

/// Whether this is `cargo test --benches` (cargo passes `--bench` to `cargo bench` runs
/// only): a quick run.
fn quick() -> bool {
    !std::env::args().any(|a| a == "--bench")
}

/// The start screen's first frame over `saves`.
fn start_and_draw(saves: &Path) {
    let app = App::start(saves.to_path_buf(), Keymap::default(), Theme::plain());
    let mut term = Terminal::new(TestBackend::new(200, 60)).unwrap_or_else(|e| panic!("{e}"));
    let _ = term.draw(|f| app.draw(f));
    black_box(term);
}

/// The start screen until every save's summary is filled in (its reader polled as the
/// event loop's tick does, without the tick's wait), then its frame.
fn start_read_and_draw(saves: &Path) {
    let mut app = App::start(saves.to_path_buf(), Keymap::default(), Theme::plain());
    while app.listing.is_some() {
        app.tick(Instant::now());
        std::thread::sleep(Duration::from_micros(200));
    }
    let mut term = Terminal::new(TestBackend::new(200, 60)).unwrap_or_else(|e| panic!("{e}"));
    let _ = term.draw(|f| app.draw(f));
    black_box(term);
}

/// The time from `App::start` to the first frame drawn, with the summary cache in `cache`
/// (a new folder: empty), and how many saves that frame lists.
fn first_frame_cold(saves: &Path, cache: &Path) -> (Duration, usize) {
    // SAFETY: the benchmark's own threads do not read the environment (the start
    // screen's reader only reads saves).
    unsafe { std::env::set_var("FRAY_CACHE_DIR", cache) };
    let started = Instant::now();
    let app = App::start(saves.to_path_buf(), Keymap::default(), Theme::plain());
    let mut term = Terminal::new(TestBackend::new(200, 60)).unwrap_or_else(|e| panic!("{e}"));
    let _ = term.draw(|f| app.draw(f));
    let took = started.elapsed();
    let listed = match &app.screen {
        fray::tui::app::Screen::Start(start) => start.saves().len(),
        _ => 0,
    };
    black_box(term);
    (took, listed)
}

/// Fills `dir` with `count` saves of `records` records, alternating two rule systems,
/// last written over the past days (a GM's folder, and old enough to be cached).
fn fill(dir: &Path, count: usize, records: u64) -> Vec<PathBuf> {
    let systems = [fray::systems::polaris::ID, fray::systems::combat_pool::ID];
    let originals: Vec<PathBuf> = systems
        .iter()
        .enumerate()
        .map(|(i, &system): (usize, &SystemId)| {
            let plan = Plan {
                system,
                seed: 200 + i as u64,
                records,
                roster: 12,
            };
            cached(plan)
        })
        .collect();
    let mut saves = Vec::new();
    for n in 0..count {
        let original = &originals[n % originals.len()];
        let save = dir.join(format!("fight-{n:03}.fray.jsonl"));
        if std::fs::hard_link(original, &save).is_err() {
            std::fs::copy(original, &save).unwrap_or_else(|e| panic!("{e}"));
        }
        saves.push(save);
    }
    for (i, original) in originals.iter().enumerate() {
        let when = SystemTime::now() - Duration::from_secs(3_600 * (1 + i as u64));
        std::fs::File::options()
            .write(true)
            .open(original)
            .and_then(|f| f.set_modified(when))
            .unwrap_or_else(|e| panic!("{e}"));
    }
    saves
}

fn benches(c: &mut Criterion) {
    let root = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let (full, empty, cache) = (
        root.path().join("full"),
        root.path().join("empty"),
        root.path().join("cache"),
    );
    for dir in [&full, &empty] {
        std::fs::create_dir(dir).unwrap_or_else(|e| panic!("{e}"));
    }
    // SAFETY: the benchmark is single-threaded so far; nothing reads the environment
    // at the same time.
    unsafe { std::env::set_var("FRAY_CACHE_DIR", &cache) };
    let (count, records) = if quick() { (20, 2_000) } else { (200, 10_000) };
    fill(&full, count, records);

    let once = |dir: &Path| {
        let started = Instant::now();
        start_read_and_draw(dir);
        human(started.elapsed().as_secs_f64() * 1e9)
    };
    // As fray did before the cache: a cache folder that cannot exist (under a plain file),
    // so every save is folded at every listing.
    let blocker = root.path().join("blocker");
    std::fs::write(&blocker, b"").unwrap_or_else(|e| panic!("{e}"));
    // SAFETY: the benchmark's own threads do not read the environment.
    unsafe { std::env::set_var("FRAY_CACHE_DIR", blocker.join("cache")) };
    let (uncached, nothing) = (once(&full), once(&empty));
    println!(
        "NO CACHE start screen complete, {count} saves of {records} records: {uncached} (empty folder: {nothing})"
    );

    // The first frame of a cold start screen: each start with a new, empty cache.
    let starts = if quick() { 1 } else { 9 };
    let mut firsts = Vec::new();
    let mut listed = 0;
    for n in 0..starts {
        let (took, rows) = first_frame_cold(&full, &root.path().join(format!("cold-{n}")));
        firsts.push(took.as_secs_f64() * 1e9);
        listed = rows;
    }
    let first = median(firsts.clone());
    let worst = firsts.iter().copied().fold(0.0, f64::max);
    let met = first <= FIRST_FRAME_TARGET.as_secs_f64() * 1e9;
    println!(
        "TARGET start screen first frame, cold cache, {count} saves of {records} records: {} \
         (target <= {}) {}   [median of {starts} cold starts, worst {}; {listed} rows listed]",
        human(first),
        human(FIRST_FRAME_TARGET.as_secs_f64() * 1e9),
        if met { "MET" } else { "NOT MET" },
        human(worst),
    );

    // SAFETY: as above.
    unsafe { std::env::set_var("FRAY_CACHE_DIR", &cache) };
    println!(
        "COLD start screen complete (every summary read), {count} saves of {records} records, \
         the summary cache empty: {}",
        once(&full)
    );

    let mut group = c.benchmark_group("start screen");
    group
        .sample_size(20)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));
    group.bench_function("empty folder", |b| b.iter(|| start_and_draw(&empty)));
    group.bench_function("full folder, warm cache", |b| {
        b.iter(|| start_and_draw(&full))
    });
    group.finish();
    interleaved(
        &format!("start screen, {count} saves of {records} records / empty folder"),
        if quick() { 1 } else { 15 },
        Duration::from_millis(200),
        20.0,
        || start_and_draw(&empty),
        || start_and_draw(&full),
    );
}

criterion_group!(start_screen, benches);
criterion_main!(start_screen);
