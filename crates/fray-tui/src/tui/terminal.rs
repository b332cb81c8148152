//! The terminal's life: raw mode, the alternate screen and (unless the config says
//! `mouse = false` in fray.toml) the mouse on the way in, and always back out: on quit, on error, on
//! panic (ratatui's hook, and the mouse's own before it), and when a signal or the
//! terminal hanging up ends fray ([`crate::lifeline`], which does not wait on the loop
//! below).

use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, Event, KeyCode};

use super::app::App;
use super::mouse::capture;
use crate::lifeline::{self, Front, Lifeline};

/// How long the loop waits for a key before ticking (a replay plays, a watch polls, the
/// lifeline's stop request is seen).
const TICK: Duration = Duration::from_millis(100);

/// Environment variable that makes F12 panic, for the end-to-end test of terminal restoring.
pub const CRASH_TEST_ENV: &str = "FRAY_CRASH_TEST";

/// Runs the interface until the GM quits, a signal asks to stop or the terminal goes away;
/// with `mouse`, clicks and the wheel are asked for too (given back on every way out).
/// Unsaved commands are rescued on the way out (see [`lifeline::end`]); after a signal the
/// process ends with 128 + its number. Returns whether every command carried out is saved.
pub fn run(mut app: App, mouse: bool) -> Result<bool> {
    let lifeline =
        Lifeline::start(Front::FullScreen).with_context(|| crate::t!("tui-context-signals"))?;
    let crash_test = std::env::var_os(CRASH_TEST_ENV).is_some_and(|v| v == "1");
    let mut terminal = match ratatui::try_init() {
        Ok(t) => t,
        Err(e) => {
            let _ = ratatui::try_restore();
            return Err(e).with_context(|| crate::t!("tui-context-terminal"));
        }
    };
    if mouse {
        lifeline.mouse_taken();
        // A terminal that refuses the mouse still takes keys.
        let _ = capture::take();
    }
    let result = event_loop(&mut terminal, &mut app, &lifeline, crash_test);
    capture::give_back();
    // `try_restore`: a terminal that is gone refuses, and saying so would fail too.
    let _ = ratatui::try_restore();
    lifeline.finish();
    let cause = lifeline.cause();
    let saved = lifeline::end(cause);
    result.map(|()| saved)
}

fn event_loop(
    terminal: &mut DefaultTerminal,
    app: &mut App,
    lifeline: &Lifeline,
    crash_test: bool,
) -> Result<()> {
    let mut dirty = true;
    while !app.quit && !lifeline.stop_requested() {
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
            if app.quit || lifeline.stop_requested() || !event::poll(Duration::ZERO)? {
                break;
            }
        }
        dirty |= app.tick(Instant::now());
    }
    Ok(())
}
