//! Ending fray cleanly when its terminal goes away or a signal asks it to stop.
//!
//! A [`Lifeline`] is a thread that watches for SIGHUP, SIGTERM, SIGINT and SIGQUIT and, on
//! the full screen, for the terminal hanging up (the window closed, the ssh link lost, the
//! tmux session killed). When one comes it asks the main loop to stop; if the main loop
//! has not ended a moment later, the lifeline ends the process itself. It does not rely
//! on the main loop noticing: crossterm's event source keeps reading a terminal that has
//! gone away and can spin forever inside `event::poll` (crossterm issue #793), so a flag
//! the loop checks between events is never seen.
//!
//! Either way, before the process ends, the fight's share (if any) is stopped, so the
//! players' pages say the GM's fray stopped ([`crate::tui::share::stop_all`]), and
//! [`crate::session::rescue_all`] writes any command
//! still NOT SAVED to the save once more, or else into a rescue file next to it; every
//! acknowledged command is already on disk. The process then exits with status 128 + the
//! signal's number (129 for a terminal that hung up), which frees the save's lock.

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use crate::platform::signals::{HANG_UP, StopHandle, StopSignals};
use crate::platform::terminal::{Terminal, write_stdout_unlocked};
use crate::session::{Rescued, rescue_all};

/// How often the lifeline looks at the terminal and the signals.
const TICK: Duration = Duration::from_millis(100);

/// How long the main loop gets to end by itself before the lifeline ends the process.
const GRACE: Duration = Duration::from_millis(300);

/// How long a rescue waits for a session busy writing.
const PATIENCE: Duration = Duration::from_millis(400);

/// How long the pages following a shared fight get to be told it stopped.
const SHARE_PATIENCE: Duration = Duration::from_millis(300);

/// What the lifeline watches, and what it must undo before ending the process.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Front {
    /// The full screen: the terminal is in raw mode on the alternate screen, and its
    /// hanging up ends fray.
    FullScreen,
    /// Line mode: only the signals; the main thread may be blocked reading its input.
    Lines,
}

/// State shared between the main thread and the lifeline thread.
#[derive(Debug, Default)]
struct Shared {
    /// Set by the lifeline: the main loop should end.
    stop: AtomicBool,
    /// Set by the main thread: it is ending by itself, the lifeline stands down.
    finished: AtomicBool,
    /// The signal that asked to stop (SIGHUP for a terminal that hung up), 0 for none.
    cause: AtomicI32,
    /// Set by the main thread: the full screen asked the terminal for the mouse, which
    /// the lifeline gives back if it has to end the process itself.
    mouse: AtomicBool,
}

/// The watcher thread; see the module documentation.
#[derive(Debug)]
pub struct Lifeline {
    shared: Arc<Shared>,
    signals: StopHandle,
    terminal: Option<Arc<Terminal>>,
}

impl Lifeline {
    /// Starts watching, and makes a panic rescue unsaved commands too.
    pub fn start(front: Front) -> io::Result<Lifeline> {
        let mut signals = StopSignals::take()?;
        let handle = signals.handle();
        let shared = Arc::new(Shared::default());
        let terminal = match front {
            Front::FullScreen => Terminal::open().map(Arc::new),
            Front::Lines => None,
        };
        let thread_shared = Arc::clone(&shared);
        let watched = terminal.clone();
        thread::Builder::new()
            .name("fray-lifeline".into())
            .spawn(move || watch_over(&mut signals, watched.as_deref(), &thread_shared, front))?;
        rescue_on_panic();
        Ok(Lifeline {
            shared,
            signals: handle,
            terminal,
        })
    }

    /// Whether the main loop should end now.
    pub fn stop_requested(&self) -> bool {
        self.shared.stop.load(Ordering::SeqCst)
    }

    /// The signal that asked fray to stop, if one did; SIGHUP when the terminal has hung
    /// up, even if the lifeline has not seen it yet (the main loop's last draw may fail
    /// first).
    pub fn cause(&self) -> Option<i32> {
        match self.shared.cause.load(Ordering::SeqCst) {
            0 if self
                .terminal
                .as_ref()
                .is_some_and(|t| t.hung_up(Duration::ZERO)) =>
            {
                Some(HANG_UP)
            }
            0 => None,
            signal => Some(signal),
        }
    }

    /// The full screen has asked the terminal for the mouse: should the lifeline have to
    /// end the process itself, it gives the mouse back with the screen.
    pub fn mouse_taken(&self) {
        self.shared.mouse.store(true, Ordering::SeqCst);
    }

    /// The main loop has ended by itself: the lifeline stands down (the caller finishes,
    /// see [`Lifeline::end`]).
    pub fn finish(&self) {
        self.shared.finished.store(true, Ordering::SeqCst);
        self.signals.close();
    }
}

impl Drop for Lifeline {
    fn drop(&mut self) {
        self.finish();
    }
}

/// Rescues what is unsaved, says so on standard error, and, when a signal stopped fray,
/// ends the process with 128 + its number. The main thread's way out after
/// [`Lifeline::finish`], and the lifeline's own when the main loop does not end. Returns
/// whether every command carried out is saved (when no signal ended the process).
pub fn end(cause: Option<i32>) -> bool {
    crate::tui::share::stop_all(SHARE_PATIENCE);
    let rescued = rescue_all(PATIENCE);
    report(&rescued);
    if let Some(signal) = cause {
        std::process::exit(128 + signal);
    }
    rescued.iter().all(|r| r.refused == 0)
}

/// The lifeline thread: waits for a signal or a hang-up, asks the main loop to stop, and
/// ends the process itself if it has not stopped after [`GRACE`].
fn watch_over(
    signals: &mut StopSignals,
    terminal: Option<&Terminal>,
    shared: &Shared,
    front: Front,
) {
    let cause = loop {
        if shared.finished.load(Ordering::SeqCst) {
            return;
        }
        if let Some(signal) = signals.pending() {
            break signal;
        }
        match terminal {
            Some(t) if t.hung_up(TICK) => break HANG_UP,
            Some(_) => {}
            None => thread::sleep(TICK),
        }
    };
    shared.cause.store(cause, Ordering::SeqCst);
    shared.stop.store(true, Ordering::SeqCst);
    let grace = match front {
        Front::FullScreen => GRACE,
        // A line-mode main thread is blocked in a read: it would never look.
        Front::Lines => Duration::ZERO,
    };
    let deadline = Instant::now() + grace;
    while Instant::now() < deadline {
        if shared.finished.load(Ordering::SeqCst) {
            return;
        }
        thread::sleep(Duration::from_millis(10));
    }
    crate::tui::share::stop_all(SHARE_PATIENCE);
    let rescued = rescue_all(PATIENCE);
    if front == Front::FullScreen {
        leave_full_screen(shared.mouse.load(Ordering::SeqCst));
    }
    report(&rescued);
    std::process::exit(128 + cause);
}

/// Gives the terminal back without going through the main thread's locks: the mouse
/// when it was taken, raw mode off, the main screen back, the cursor shown. A terminal
/// that is gone refuses; that is fine.
fn leave_full_screen(mouse: bool) {
    if mouse {
        write_stdout_unlocked(crate::tui::mouse::capture::GIVE_BACK);
    }
    let _ = ratatui::crossterm::terminal::disable_raw_mode();
    write_stdout_unlocked(b"\x1b[?1049l\x1b[?25h");
}

/// Says on standard error what happened to unsaved commands, each command still unsaved
/// listed after it (ignored if stderr is gone).
fn report(rescued: &[Rescued]) {
    let mut err = io::stderr().lock();
    for r in rescued {
        let _ = writeln!(err, "{}", crate::session::words::rescued(r));
        for (seq, command) in &r.commands {
            let _ = writeln!(
                err,
                "{}",
                crate::session::words::unsaved_command(*seq, &crate::safe_text::escape(command))
            );
        }
    }
}

/// A panic rescues unsaved commands before the usual report (the terminal is restored by
/// ratatui's own hook). It cannot wait: the panicking thread may hold a session's lock.
fn rescue_on_panic() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        report(&rescue_all(Duration::ZERO));
        previous(info);
    }));
}
