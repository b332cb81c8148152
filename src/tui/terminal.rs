//! The terminal's life: raw mode and the alternate screen on the way in, and always back
//! out: on quit, on error, on panic (ratatui's hook), and on SIGTERM, SIGHUP, SIGINT and
//! SIGQUIT (a flag the loop checks between events).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, Event, KeyCode};

use super::app::App;

/// How long the loop waits for a key before checking the signal flag.
const TICK: Duration = Duration::from_millis(100);

/// Environment variable that makes F12 panic, for the end-to-end test of terminal restoring.
pub const CRASH_TEST_ENV: &str = "FRAY_CRASH_TEST";

/// Runs the interface until the GM quits or a signal asks to stop.
pub fn run(mut app: App) -> Result<()> {
    let stop = Arc::new(AtomicBool::new(false));
    for signal in [
        signal_hook::consts::SIGTERM,
        signal_hook::consts::SIGHUP,
        signal_hook::consts::SIGINT,
        signal_hook::consts::SIGQUIT,
    ] {
        signal_hook::flag::register(signal, Arc::clone(&stop))
            .context("installing the signal handlers")?;
    }
    let crash_test = std::env::var_os(CRASH_TEST_ENV).is_some_and(|v| v == "1");
    let mut terminal = match ratatui::try_init() {
        Ok(t) => t,
        Err(e) => {
            ratatui::restore();
            return Err(e).context("setting up the terminal");
        }
    };
    let result = event_loop(&mut terminal, &mut app, &stop, crash_test);
    ratatui::restore();
    result
}

fn event_loop(
    terminal: &mut DefaultTerminal,
    app: &mut App,
    stop: &AtomicBool,
    crash_test: bool,
) -> Result<()> {
    let mut dirty = true;
    while !app.quit && !stop.load(Ordering::Relaxed) {
        if dirty {
            terminal.draw(|frame| app.draw(frame))?;
            dirty = false;
        }
        if !event::poll(TICK)? {
            dirty |= app.tick(Instant::now());
            continue;
        }
        // Take every event already waiting before drawing again.
        loop {
            let ev = event::read()?;
            if crash_test
                && let Event::Key(k) = &ev
                && k.code == KeyCode::F(12)
            {
                panic!("crash test: F12 pressed with {CRASH_TEST_ENV}=1");
            }
            app.handle_event(&ev);
            dirty = true;
            if app.quit || !event::poll(Duration::ZERO)? {
                break;
            }
        }
        dirty |= app.tick(Instant::now());
    }
    Ok(())
}
