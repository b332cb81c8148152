//! What a GM waits for after each key press (issues 21 and 39), on the generated
//! long-running fight of every rule system the generator types (100,000 records,
//! 40 combatants: `support::generate::long_crowd`): the time from a key press to the next
//! frame drawn at 200x60 (`App::handle_key`, `App::tick`, then `Terminal::draw` on
//! `TestBackend`, as the event loop does), over a seeded GM's keys: moving in the roster
//! and the ladder, changing panes, scrolling the log, opening forms and leaving them,
//! typing commands on the command line (each saved with an fsync), the system's turn key
//! (`n`, and the form it may open), undo and redo.
//!
//! Targets, per system:
//! - the 99th percentile ≤ 16 ms (one frame at 60 Hz), also printed as a ratio to the
//!   99th percentile of an empty frame drawn after each key in the same run;
//! - the first key after opening ≤ 100 ms: from `App::fight` to the first key's frame
//!   (the fight screen built, its first frame drawn, the loop's idle tick, the key, the
//!   tick after it and its frame), `Session::open_to_show` excluded (`first_frame.rs` times it).

/// The `fray` binary's allocator, so that the bench times the binary's code as it runs.
#[global_allocator]
static GLOBAL: fray::allocator::Allocator = fray::allocator::ALLOCATOR;

#[path = "support/mod.rs"]
mod support;

use std::path::Path;
use std::time::{Duration, Instant};

use fray::model::SystemId;
use fray::tui::app::App;
use fray::tui::keymap::Keymap;
use fray::tui::theme::Theme;
use ratatui::crossterm::event::KeyCode;

use support::generate::{Plan, copy_into, long_crowd};
use support::gm_keys::{Gm, key, open_fight, percentile, round};
use support::ratio::human;

/// The 99th percentile frame must fit in one frame at 60 Hz.
const TARGET: Duration = Duration::from_millis(16);

/// The first key after opening a save.
const FIRST_KEY_TARGET: Duration = Duration::from_millis(100);

/// Opens `path` and plays `rounds` rounds of keys on it; prints the targets' lines.
fn measure(system: SystemId, path: &Path, saves: &Path, rounds: usize) {
    let (session, warnings, name) = open_fight(path);

    // The first key: the screen built, its first frame, the loop's tick, then `j`.
    let opened = Instant::now();
    let app = App::fight(
        session,
        &warnings,
        saves.to_path_buf(),
        Keymap::default(),
        Theme::plain(),
    );
    let mut gm = Gm::new(app);
    let _ = gm.term.draw(|f| gm.app.draw(f));
    let first_frame = opened.elapsed();
    let _ = gm.app.tick(Instant::now());
    let key_alone = gm.press(key(KeyCode::Char('j')), "first j");
    let first = opened.elapsed();

    for i in 0..rounds {
        for step in round(system, &name, i) {
            gm.step(&step);
        }
    }

    let sys = system.key();
    let verdict = |ok: bool| if ok { "MET" } else { "NOT MET" };
    println!(
        "TARGET first key after opening ({sys}): {} (target <= {}) {}   [first frame {}, \
         the key's own frame {}]",
        human(first.as_nanos() as f64),
        human(FIRST_KEY_TARGET.as_nanos() as f64),
        verdict(first <= FIRST_KEY_TARGET),
        human(first_frame.as_nanos() as f64),
        human(key_alone.as_nanos() as f64),
    );
    let frames = gm.frames;
    let (p99, p50) = (
        percentile(frames.clone(), 0.99),
        percentile(frames.clone(), 0.5),
    );
    let blank = percentile(gm.blanks, 0.99);
    let worst = frames.iter().max().copied().unwrap_or_default();
    let ratio = p99.as_secs_f64() / blank.as_secs_f64().max(1e-9);
    println!(
        "TARGET key+frame p99 ({sys}): {} (target <= {}) {}   [{} keys; median {}, worst {}; \
         {ratio:.1}x the empty frame's p99 of {}]",
        human(p99.as_nanos() as f64),
        human(TARGET.as_nanos() as f64),
        verdict(p99 <= TARGET),
        frames.len(),
        human(p50.as_nanos() as f64),
        human(worst.as_nanos() as f64),
        human(blank.as_nanos() as f64),
    );
    let mut slowest = gm.slowest;
    slowest.sort_by_key(|(took, _)| std::cmp::Reverse(*took));
    let named: Vec<String> = slowest
        .iter()
        .take(8)
        .map(|(took, what)| format!("{what} {}", human(took.as_nanos() as f64)))
        .collect();
    println!("slowest keys ({sys}): {}", named.join(", "));
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` only has to see it run, on a
    // short fight.
    let quick = !std::env::args().any(|a| a == "--bench");
    for &system in support::commands::SYSTEMS.iter() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let plan = if quick {
            Plan {
                records: 2_000,
                ..long_crowd(system)
            }
        } else {
            long_crowd(system)
        };
        // The keys write to the save: a copy of the one generated once per `target/`.
        let path = copy_into(dir.path(), "long-crowd", plan);
        measure(system, &path, dir.path(), if quick { 2 } else { 40 });
    }
}
