//! Target 3: drawing the fight screen at 200x60 with 40 combatants (the app as the GM sees
//! it, on ratatui's `TestBackend`), against drawing an empty frame of the same size
//! through the same `Terminal::draw`.

/// The `fray` binary's allocator, so that the bench times the binary's code as it runs.
#[global_allocator]
static GLOBAL: fray::allocator::Allocator = fray::allocator::ALLOCATOR;

#[path = "support/mod.rs"]
mod support;

use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use fray::session::Session;
use fray::tui::app::App;
use fray::tui::keymap::Keymap;
use fray::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use support::generate::{CROWD, generate};
use support::ratio::interleaved;

fn benches(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("crowd.fray.jsonl");
    // The fight is left running (the generator's last record ends it): undo the end.
    generate(&path, CROWD);
    let (mut session, warnings) = Session::open_to_show(&path).unwrap_or_else(|e| panic!("{e}"));
    let _ = session.execute("undo");
    let shown = session.timeline().state().combatants.len();
    assert!(shown >= 40, "{shown} combatants");
    let app = App::fight(
        session,
        &warnings,
        dir.path().to_path_buf(),
        Keymap::default(),
        Theme::plain(),
    );
    let mut fight = Terminal::new(TestBackend::new(200, 60)).unwrap_or_else(|e| panic!("{e}"));
    let mut empty = Terminal::new(TestBackend::new(200, 60)).unwrap_or_else(|e| panic!("{e}"));

    let mut group = c.benchmark_group("render 200x60");
    group
        .sample_size(20)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    group.bench_function("empty frame", |b| {
        b.iter(|| {
            let _ = empty.draw(|_| {});
        })
    });
    group.bench_function("fight, 40 combatants", |b| {
        b.iter(|| {
            let _ = fight.draw(|f| app.draw(f));
        })
    });
    group.finish();
    interleaved(
        "render fight / empty frame",
        15,
        Duration::from_millis(50),
        5.0,
        || {
            let _ = empty.draw(|_| {});
        },
        || {
            let _ = fight.draw(|f| app.draw(f));
        },
    );
}

criterion_group!(render, benches);
criterion_main!(render);
