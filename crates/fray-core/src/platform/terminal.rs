//! The terminal the full screen runs on, as Unix gives it: [`Terminal`] watches it for
//! hanging up (the window closed, the ssh link lost, the tmux session killed) with
//! `poll(2)` asking for no input, and [`write_stdout_unlocked`] writes to standard output
//! without taking `std`'s lock on it, which the main thread may hold forever.
//!
//! A Windows port provides the same: a way to learn, without reading input, that the
//! console is gone (the console's close event, or a failing console-mode call), and an
//! unlocked write to the console's output handle.

use std::fs::File;
use std::os::fd::{AsRawFd, RawFd};
use std::time::Duration;

/// The terminal fray's full screen runs on, watched for hanging up.
#[derive(Debug)]
pub struct Terminal {
    fd: RawFd,
    /// `/dev/tty`, when standard input is not the terminal.
    _owned: Option<File>,
}

impl Terminal {
    /// Standard input if it is a terminal, else the process's controlling terminal; `None`
    /// when there is neither.
    pub fn open() -> Option<Terminal> {
        // SAFETY: isatty only inspects the descriptor.
        if unsafe { libc::isatty(0) } == 1 {
            return Some(Terminal {
                fd: 0,
                _owned: None,
            });
        }
        let tty = File::open("/dev/tty").ok()?;
        Some(Terminal {
            fd: tty.as_raw_fd(),
            _owned: Some(tty),
        })
    }

    /// Waits up to `timeout` for the terminal to hang up; asks for no input, so nothing
    /// is taken from the main loop's reads.
    pub fn hung_up(&self, timeout: Duration) -> bool {
        let mut poll = libc::pollfd {
            fd: self.fd,
            events: 0,
            revents: 0,
        };
        let ms = libc::c_int::try_from(timeout.as_millis()).unwrap_or(libc::c_int::MAX);
        // SAFETY: one valid pollfd, for the duration of the call.
        let ready = unsafe { libc::poll(&mut poll, 1, ms) };
        ready > 0 && poll.revents & (libc::POLLHUP | libc::POLLERR | libc::POLLNVAL) != 0
    }
}

/// Writes `bytes` to standard output in one call, without `std`'s lock on it; an error (a
/// terminal that is gone) is ignored.
pub fn write_stdout_unlocked(bytes: &[u8]) {
    // SAFETY: writes a buffer that lives for the call to file descriptor 1.
    let _ = unsafe { libc::write(1, bytes.as_ptr().cast(), bytes.len()) };
}
