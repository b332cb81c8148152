//! What the user waits for (issue 21), on a generated 100,000-record Polaris fight with 40
//! combatants on the roster, each against reading and folding the same save
//! (`store::load` + `Timeline::from_records`, target 1 of `save.rs`):
//!
//! - `open+first frame / load+fold`: `fray open`'s work before the GM sees anything:
//!   `Session::open`, the fight screen built (its log narrated) and its first frame drawn
//!   at 200x60 on `TestBackend` (target ≤ 1.5×);
//! - `transcript / load+fold`: `fray log`'s work: loading the save, folding it while
//!   narrating every record, and writing the transcript (target ≤ 2×);
//! - `export md / load+fold`: `fray export --format md`'s work (target ≤ 2×).

#[path = "support/mod.rs"]
mod support;

use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use fray::engine::Timeline;
use fray::export::{Format, MarkdownOptions, Options};
use fray::session::Session;
use fray::tui::app::App;
use fray::tui::keymap::Keymap;
use fray::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use support::generate::{LONG_CROWD, write_into};
use support::ratio::interleaved;

fn load_and_fold(path: &Path) -> Timeline {
    let loaded = fray::store::load(path).unwrap_or_else(|e| panic!("{e}"));
    Timeline::from_records(loaded.header, loaded.records)
}

/// Opens the save as `fray open` does and draws the first frame of the fight screen.
fn open_and_draw(path: &Path, saves: &Path) {
    let (session, warnings) = Session::open(path).unwrap_or_else(|e| panic!("{e}"));
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
    let loaded = fray::store::load(path).unwrap_or_else(|e| panic!("{e}"));
    let (timeline, narrations) = fray::narrate::fold(loaded.header, loaded.records, usize::MAX);
    fray::store::check_folded(path, &timeline).unwrap_or_else(|e| panic!("{e}"));
    black_box(fray::cli::transcript::transcript(&timeline, narrations));
}

/// Loads the save and writes its Markdown export to memory, as `fray export` does.
fn export_md(path: &Path) {
    let loaded = fray::store::load(path).unwrap_or_else(|e| panic!("{e}"));
    let options = Options {
        format: Format::Markdown,
        up_to: None,
        // The players' transcript: what `fray export` writes unless `--gm`.
        markdown: MarkdownOptions {
            players: true,
            with_undone: false,
        },
        json: fray::export::JsonOptions::default(),
    };
    let mut out = Vec::new();
    fray::export::export(&loaded.header, loaded.records, &options, &mut out)
        .unwrap_or_else(|e| panic!("{e}"));
    black_box(out);
}

fn benches(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = write_into(dir.path(), "long-crowd", LONG_CROWD);
    let saves = dir.path();

    let mut group = c.benchmark_group("what the user waits for");
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(8));
    group.bench_function("load+fold", |b| b.iter(|| black_box(load_and_fold(&path))));
    group.bench_function("open+first frame", |b| {
        b.iter(|| open_and_draw(&path, saves))
    });
    group.bench_function("transcript", |b| b.iter(|| transcript(&path)));
    group.bench_function("export md", |b| b.iter(|| export_md(&path)));
    group.finish();
    interleaved(
        "open+first frame / load+fold",
        9,
        Duration::ZERO,
        1.5,
        || {
            black_box(load_and_fold(&path));
        },
        || open_and_draw(&path, saves),
    );
    interleaved(
        "transcript / load+fold",
        9,
        Duration::ZERO,
        2.0,
        || {
            black_box(load_and_fold(&path));
        },
        || transcript(&path),
    );
    interleaved(
        "export md / load+fold",
        9,
        Duration::ZERO,
        2.0,
        || {
            black_box(load_and_fold(&path));
        },
        || export_md(&path),
    );
}

criterion_group!(first_frame, benches);
criterion_main!(first_frame);
