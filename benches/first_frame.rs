//! What the user waits for (issues 21 and 39), on generated long fights with 40 combatants
//! on the roster, each against reading and folding the same save (`store::load` +
//! `Timeline::from_records`, target 1 of `save.rs`):
//!
//! - `open+first frame / load+fold`: `fray open`'s work before the GM sees anything:
//!   `Session::open_to_show`, the fight screen built (its log narrated) and its first frame drawn
//!   at 200x60 on `TestBackend` (target ≤ 1.5×), on the 100,000-record Polaris fight;
//! - `transcript / load+fold`: `fray log`'s work: loading the save, folding it while
//!   narrating every record, and writing the transcript (target ≤ 1.5×);
//! - `export md / load+fold`: `fray export --format md`'s work (target ≤ 1.5×).
//!
//! The last two run on every system the generator knows (`support::commands::SYSTEMS`),
//! in English and in French, on the 100,000-record fight (`long_crowd`, the verdict) and
//! on a 10,000-record one of the same plan, so a ratio that grows with length shows.
//! Under `cargo test --benches` the saves hold 2,000 and 500 records.
//!
//! `FRAY_BENCH_ONLY=log` runs only the `fray log` rows, `FRAY_BENCH_ONLY=md` only the
//! Markdown export's (either skips the `open+first frame` target); `FRAY_BENCH_SYSTEMS`
//! (keys, or parts of them, separated by commas: `polaris,anarchy`) keeps those systems.

/// The `fray` binary's allocator, so that the bench times the binary's code as it runs.
#[global_allocator]
static GLOBAL: fray::allocator::Allocator = fray::allocator::ALLOCATOR;

#[path = "support/mod.rs"]
mod support;

use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use fray::engine::Timeline;
use fray::export::MarkdownOptions;
use fray::i18n::Lang;
use fray::session::Session;
use fray::tui::app::App;
use fray::tui::keymap::Keymap;
use fray::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use support::commands::SYSTEMS;
use support::generate::{LONG_CROWD, Plan, long_crowd, write_into};
use support::ratio::interleaved;

/// The target of `fray log` and `export md`, against load+fold.
const TRANSCRIPT_TARGET: f64 = 1.5;

/// Whether this is `cargo test --benches` (cargo passes `--bench` to `cargo bench` runs
/// only): a quick run on short saves.
fn quick() -> bool {
    !std::env::args().any(|a| a == "--bench")
}

/// The rows `FRAY_BENCH_ONLY` keeps: `log`, `md`, or all of them.
fn runs(row: &str) -> bool {
    std::env::var("FRAY_BENCH_ONLY").map_or(true, |only| only == row)
}

fn load_and_fold(path: &Path) -> Timeline {
    let loaded = fray::store::load(path).unwrap_or_else(|e| panic!("{e}"));
    Timeline::from_records(loaded.header, loaded.records)
}

/// Opens the save as `fray open` does and draws the first frame of the fight screen.
fn open_and_draw(path: &Path, saves: &Path) {
    let (session, warnings) = Session::open_to_show(path).unwrap_or_else(|e| panic!("{e}"));
    let app = App::fight(
        session,
        &warnings,
        saves.to_path_buf(),
        Keymap::default(),
        Theme::plain(),
    );
    let mut term = Terminal::new(TestBackend::new(200, 60)).unwrap_or_else(|e| panic!("{e}"));
    let _ = term.draw(|f| app.draw(f));
    black_box(term);
}

/// Loads the save and writes its transcript, as `fray log` does.
fn transcript(path: &Path) {
    let (timeline, written, _) =
        fray::cli::transcript_read::load_and_write(path).unwrap_or_else(|e| panic!("{e}"));
    fray::store::check_folded(path, &timeline).unwrap_or_else(|e| panic!("{e}"));
    black_box(written);
}

/// Loads the save and writes its Markdown export to memory, as `fray export` does (reading
/// and writing at once).
fn export_md(path: &Path) {
    // The players' transcript: what `fray export` writes unless `--gm`.
    let options = MarkdownOptions {
        players: true,
        with_undone: false,
    };
    let written =
        fray::cli::export_read::load_and_export(path, options).unwrap_or_else(|e| panic!("{e}"));
    black_box(written);
}

/// The Polaris fight's criterion report and its `open+first frame` target (issue 21).
fn open_first_frame(c: &mut Criterion, path: &Path, saves: &Path) {
    let mut group = c.benchmark_group("what the user waits for");
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(8));
    group.bench_function("load+fold", |b| b.iter(|| black_box(load_and_fold(path))));
    group.bench_function("open+first frame", |b| {
        b.iter(|| open_and_draw(path, saves))
    });
    group.bench_function("transcript", |b| b.iter(|| transcript(path)));
    group.bench_function("export md", |b| b.iter(|| export_md(path)));
    group.finish();
    interleaved(
        "open+first frame / load+fold",
        9,
        Duration::ZERO,
        1.5,
        || {
            black_box(load_and_fold(path));
        },
        || open_and_draw(path, saves),
    );
}

/// `fray log` and `export md` against load+fold on one save, in `lang`: two ratio lines
/// named after the system, the save's length and the language.
fn transcript_ratios(path: &Path, what: &str, lang: Lang) {
    fray::i18n::with_lang(lang, || {
        if runs("log") {
            interleaved(
                &format!("transcript / load+fold ({what}, {})", lang.code()),
                9,
                Duration::ZERO,
                TRANSCRIPT_TARGET,
                || {
                    black_box(load_and_fold(path));
                },
                || transcript(path),
            );
        }
        if !runs("md") {
            return;
        }
        interleaved(
            &format!("export md / load+fold ({what}, {})", lang.code()),
            9,
            Duration::ZERO,
            TRANSCRIPT_TARGET,
            || {
                black_box(load_and_fold(path));
            },
            || export_md(path),
        );
    });
}

fn benches(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let saves = dir.path();
    let (long, short) = if quick() {
        (2_000, 500)
    } else {
        (LONG_CROWD.records, 10_000)
    };
    for system in SYSTEMS {
        let key = system.key();
        if !support::kept(key) {
            continue;
        }
        let plan = long_crowd(system);
        let long_path = write_into(
            saves,
            &format!("{key}-long"),
            Plan {
                records: long,
                ..plan
            },
        );
        let short_path = write_into(
            saves,
            &format!("{key}-short"),
            Plan {
                records: short,
                ..plan
            },
        );
        if system == LONG_CROWD.system && std::env::var("FRAY_BENCH_ONLY").is_err() {
            open_first_frame(c, &long_path, saves);
        }
        for lang in Lang::ALL {
            transcript_ratios(&short_path, &format!("{key}, {short} records"), lang);
            transcript_ratios(&long_path, &format!("{key}, {long} records"), lang);
        }
    }
}

criterion_group!(first_frame, benches);
criterion_main!(first_frame);
