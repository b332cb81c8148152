//! The signals that stop fray, on Unix: SIGHUP, SIGTERM, SIGINT and SIGQUIT, taken by a
//! thread of fray's own ([`StopSignals`]), and SIGXFSZ ignored so that a write past the
//! file-size limit fails instead of killing the process ([`ignore_file_size_limit`]).
//!
//! A Windows port provides the same: a source of "stop" requests with a number each (the
//! console's Ctrl+C, Ctrl+Break and close events, say), read without blocking and closed
//! from another thread; [`HANG_UP`] for a terminal that went away (fray exits with 128 +
//! the number); and an [`ignore_file_size_limit`] that does nothing (no such signal).

use std::io;

use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
use signal_hook::iterator::{Handle, Signals};

/// The number of the stop that means "the terminal hung up" (SIGHUP).
pub const HANG_UP: i32 = SIGHUP;

/// The signals that end fray.
pub const STOP_SIGNALS: [i32; 4] = [SIGHUP, SIGTERM, SIGINT, SIGQUIT];

/// The stop signals, taken from their arrival until [`StopHandle::close`]: they no longer
/// end the process by themselves; fray looks at them with [`StopSignals::pending`].
#[derive(Debug)]
pub struct StopSignals(Signals);

/// Closes a [`StopSignals`] from another thread.
#[derive(Debug, Clone)]
pub struct StopHandle(Handle);

impl StopSignals {
    /// Starts taking the [`STOP_SIGNALS`].
    pub fn take() -> io::Result<StopSignals> {
        Signals::new(STOP_SIGNALS).map(StopSignals)
    }

    /// What closes these signals from elsewhere.
    pub fn handle(&self) -> StopHandle {
        StopHandle(self.0.handle())
    }

    /// A stop signal that arrived since the last look, without waiting.
    pub fn pending(&mut self) -> Option<i32> {
        self.0.pending().next()
    }
}

impl StopHandle {
    /// Stops taking the signals: nothing more is pending.
    pub fn close(&self) {
        self.0.close();
    }
}

/// Under a file-size limit (`ulimit -f`, systemd's `LimitFSIZE=`) a write past it would
/// kill fray with SIGXFSZ, leaving a torn line and no word. Ignored, the write fails with
/// EFBIG instead. Called first thing in `main`, before any other thread runs.
pub fn ignore_file_size_limit() {
    // SAFETY: signal(2) with SIG_IGN installs no handler, and nothing else runs yet.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
}
