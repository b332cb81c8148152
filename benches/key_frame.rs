//! What a GM waits for after each key press (issue 21): on the generated long-running
//! fight (100,000 Polaris records, 40 combatants), the time from a key press to the next
//! frame drawn at 200x60 (`App::handle_key`, `App::tick`, then `Terminal::draw` on
//! `TestBackend`, as the event loop does), over
//! a seeded GM's keys: moving in the roster and the ladder, changing panes, scrolling the
//! log, opening forms and leaving them, typing commands on the command line (each saved
//! with an fsync), undo and redo.
//!
//! Target: the 99th percentile ≤ 16 ms (one frame at 60 Hz). It is also printed as a ratio
//! to the 99th percentile of an empty frame drawn after each key in the same run.

#[path = "support/mod.rs"]
mod support;

use std::time::{Duration, Instant};

use fray::session::Session;
use fray::tui::app::App;
use fray::tui::keymap::Keymap;
use fray::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use support::generate::{LONG_CROWD, write_into};
use support::ratio::human;

/// The 99th percentile frame must fit in one frame at 60 Hz.
const TARGET: Duration = Duration::from_millis(16);

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn typed(text: &str) -> impl Iterator<Item = KeyEvent> + '_ {
    text.chars().map(|c| key(KeyCode::Char(c)))
}

/// One round of a GM's keys on the fight, `name` being someone on the roster.
fn round(name: &str, i: usize) -> Vec<KeyEvent> {
    let mut keys = Vec::new();
    keys.extend([KeyCode::Char('j'), KeyCode::Char('j'), KeyCode::Char('k')].map(key));
    // The ladder, the detail pane, the log (scrolled back a page and forth), the roster.
    keys.extend([KeyCode::Tab, KeyCode::Char('j'), KeyCode::Tab, KeyCode::Tab].map(key));
    keys.extend(
        [
            KeyCode::PageUp,
            KeyCode::Char('k'),
            KeyCode::PageDown,
            KeyCode::Tab,
        ]
        .map(key),
    );
    // A form opened and left.
    keys.extend(
        [
            KeyCode::Char('w'),
            KeyCode::Esc,
            KeyCode::Char('N'),
            KeyCode::Esc,
        ]
        .map(key),
    );
    // A command typed on the command line, saved.
    keys.push(key(KeyCode::Char(':')));
    keys.extend(typed(&format!("note {name} \"round {i}\"")));
    keys.push(key(KeyCode::Enter));
    // Undone and redone.
    keys.push(key(KeyCode::Char('u')));
    keys.push(KeyEvent::new(KeyCode::Char('r'), KeyModifiers::CONTROL));
    keys
}

fn percentile(mut all: Vec<Duration>, p: f64) -> Duration {
    all.sort();
    let at = ((all.len() as f64 * p).ceil() as usize).clamp(1, all.len().max(1)) - 1;
    all.get(at).copied().unwrap_or_default()
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` only has to see it run.
    let quick = !std::env::args().any(|a| a == "--bench");
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = write_into(dir.path(), "long-crowd", LONG_CROWD);
    let (mut session, warnings) = Session::open(&path).unwrap_or_else(|e| panic!("{e}"));
    // The generator's last record may end the fight: undo it, so the fight is on screen.
    if session.timeline().state().step == fray::model::Step::Ended {
        let _ = session.execute("undo");
    }
    let name = session
        .timeline()
        .state()
        .combatants
        .first()
        .map(|c| {
            c.name
                .split_whitespace()
                .next()
                .unwrap_or("x")
                .to_lowercase()
        })
        .unwrap_or_else(|| panic!("nobody on the roster"));
    let mut app = App::fight(
        session,
        &warnings,
        dir.path().to_path_buf(),
        Keymap::default(),
        Theme::plain(),
    );
    let mut term = Terminal::new(TestBackend::new(200, 60)).unwrap_or_else(|e| panic!("{e}"));
    let mut empty = Terminal::new(TestBackend::new(200, 60)).unwrap_or_else(|e| panic!("{e}"));
    let _ = term.draw(|f| app.draw(f));
    // The GM looks at the first frame: the event loop's idle tick reads ahead.
    let _ = app.tick(Instant::now());
    let rounds = if quick { 2 } else { 40 };
    let (mut frames, mut blanks, mut slowest) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..rounds {
        for k in round(&name, i) {
            let started = Instant::now();
            app.handle_key(k);
            // As the event loop does: a tick after the keys, then the frame.
            let _ = app.tick(Instant::now());
            let _ = term.draw(|f| app.draw(f));
            frames.push(started.elapsed());
            slowest.push((started.elapsed(), k.code));
            let started = Instant::now();
            let _ = empty.draw(|_| {});
            blanks.push(started.elapsed());
        }
    }
    let (p99, p50) = (
        percentile(frames.clone(), 0.99),
        percentile(frames.clone(), 0.5),
    );
    let blank = percentile(blanks, 0.99);
    let worst = frames.iter().max().copied().unwrap_or_default();
    let verdict = if p99 <= TARGET { "MET" } else { "NOT MET" };
    let ratio = p99.as_secs_f64() / blank.as_secs_f64().max(1e-9);
    println!(
        "TARGET key+frame p99: {} (target <= {}) {verdict}   [{} keys; median {}, worst {}; \
         {ratio:.1}x the empty frame's p99 of {}]",
        human(p99.as_nanos() as f64),
        human(TARGET.as_nanos() as f64),
        frames.len(),
        human(p50.as_nanos() as f64),
        human(worst.as_nanos() as f64),
        human(blank.as_nanos() as f64),
    );
    slowest.sort_by_key(|(took, _)| std::cmp::Reverse(*took));
    let named: Vec<String> = slowest
        .iter()
        .take(5)
        .map(|(took, code)| format!("{code:?} {}", human(took.as_nanos() as f64)))
        .collect();
    println!("slowest keys: {}", named.join(", "));
}
