//! Runs the real fray binary on a real pseudo-terminal and returns every byte it wrote
//! there: its standard input, output and error are the terminal's slave side (and the
//! terminal is its controlling one), the test reads the master side until the child ends.
//! Bounded in time: a child still running at the limit is killed by the PID started here.
#![allow(dead_code)]

use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// What fray sent to the terminal, and how it ended (`None`: killed at the limit).
pub struct Run {
    pub bytes: Vec<u8>,
    pub status: Option<ExitStatus>,
}

/// How [`run_with`] sets up the terminal and types.
pub struct Options<'a> {
    /// More environment variables (`FRAY_CONFIG_DIR`, `FRAY_CACHE_DIR`...), set after the
    /// defaults so they may replace them.
    pub env: &'a [(&'a str, &'a Path)],
    /// The terminal's columns and rows.
    pub size: (u16, u16),
    /// Before each key (after its pause), wait until what the last key drew has arrived
    /// and nothing more came for this long (at most [`MAX_SETTLE`]), so that every key
    /// gets a frame of its own: fray draws once for all the keys already waiting.
    pub settle: Option<Duration>,
}

/// The longest wait for a key's frame: a key may change nothing on the screen.
pub const MAX_SETTLE: Duration = Duration::from_secs(1);

impl Default for Options<'_> {
    fn default() -> Self {
        Options {
            env: &[],
            size: (120, 40),
            settle: None,
        }
    }
}

/// A new pseudo-terminal of `columns`×`rows` in raw mode (no `\n` → `\r\n`, no echo):
/// (master, slave).
fn open((columns, rows): (u16, u16)) -> (OwnedFd, OwnedFd) {
    let (mut master, mut slave) = (-1, -1);
    let size = libc::winsize {
        ws_row: rows,
        ws_col: columns,
        ws_xpixel: 0,
        ws_ypixel: 0,
    };
    // SAFETY: openpty writes two descriptors into valid pointers; the name and termios
    // arguments may be null.
    let done = unsafe {
        libc::openpty(
            &mut master,
            &mut slave,
            std::ptr::null_mut(),
            std::ptr::null(),
            &size,
        )
    };
    assert_eq!(done, 0, "openpty: {}", std::io::Error::last_os_error());
    // SAFETY: both descriptors were just opened by openpty and are owned here only.
    let (master, slave) = unsafe { (OwnedFd::from_raw_fd(master), OwnedFd::from_raw_fd(slave)) };
    // SAFETY: termios is plain data, filled by tcgetattr before use.
    unsafe {
        let mut mode: libc::termios = std::mem::zeroed();
        assert_eq!(libc::tcgetattr(slave.as_raw_fd(), &mut mode), 0);
        libc::cfmakeraw(&mut mode);
        assert_eq!(libc::tcsetattr(slave.as_raw_fd(), libc::TCSANOW, &mode), 0);
    }
    (master, slave)
}

/// Runs `fray ARGS` with `FRAY_SAVES_DIR=saves` on a pseudo-terminal, typing each of
/// `keys` after its pause, and returns what it wrote there.
pub fn run(saves: &Path, args: &[&str], keys: &[(Duration, &[u8])], limit: Duration) -> Run {
    run_with(saves, args, keys, limit, &Options::default())
}

/// [`run`] with [`Options`]: environment, terminal size, waiting for each key's frame.
pub fn run_with(
    saves: &Path,
    args: &[&str],
    keys: &[(Duration, &[u8])],
    limit: Duration,
    options: &Options,
) -> Run {
    let (master, slave) = open(options.size);
    let stdio = || Stdio::from(slave.try_clone().expect("dup the slave"));
    let mut child = {
        let mut command = Command::new(env!("CARGO_BIN_EXE_fray"));
        command.env("FRAY_LANG", "en");
        command
            .args(args)
            .env("FRAY_SAVES_DIR", saves)
            .env(
                "FRAY_CACHE_DIR",
                Path::new(env!("CARGO_TARGET_TMPDIR")).join("fray-cache"),
            )
            .env("TERM", "xterm-256color")
            .envs(options.env.iter().copied())
            .stdin(stdio())
            .stdout(stdio())
            .stderr(stdio());
        // SAFETY: only async-signal-safe calls between fork and exec: a new session whose
        // controlling terminal is the pseudo-terminal on standard input.
        unsafe {
            command.pre_exec(|| {
                if libc::setsid() < 0 || libc::ioctl(0, libc::TIOCSCTTY, 0) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        command.spawn().expect("fray starts")
        // `command` (and its copies of the slave) are dropped here.
    };
    // Our own copy of the slave stays open until the child's output is all read: when
    // the last slave closes, a read of the master can fail (EIO) before the kernel has
    // handed over what the child wrote last, and the tail would be lost.
    let mut reader = File::from(master.try_clone().expect("dup the master"));
    let read = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let sink = std::sync::Arc::clone(&read);
    let collected = thread::spawn(move || {
        let mut buf = [0u8; 4096];
        // Ends with EIO once every slave descriptor is closed (the child and ours).
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 {
                break;
            }
            sink.lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .extend_from_slice(&buf[..n]);
        }
    });
    let mut writer = File::from(master);
    let start = Instant::now();
    let mut keys = keys.iter();
    let mut next = keys.next();
    let mut typed_at = Instant::now();
    let read_so_far = || read.lock().map(|b| b.len()).unwrap_or(0);
    // Bytes read when the last key was typed; when the count last changed.
    let (mut typed_len, mut seen_len, mut changed_at) = (0, 0, Instant::now());
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break Some(status);
        }
        if start.elapsed() > limit {
            // The child started above, by its own PID.
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        let len = read_so_far();
        if len != seen_len {
            (seen_len, changed_at) = (len, Instant::now());
        }
        let settled = options.settle.is_none_or(|quiet| {
            (len > typed_len && changed_at.elapsed() >= quiet) || typed_at.elapsed() >= MAX_SETTLE
        });
        if let Some((pause, bytes)) = next
            && typed_at.elapsed() >= *pause
            && settled
        {
            let _ = writer.write_all(bytes);
            (typed_at, typed_len) = (Instant::now(), len);
            next = keys.next();
        }
        thread::sleep(Duration::from_millis(if options.settle.is_some() {
            5
        } else {
            20
        }));
    };
    drop(writer);
    // The child is gone: wait until nothing more arrives, then close our slave so that the
    // reader ends.
    let mut seen = read_so_far();
    let mut quiet_since = Instant::now();
    while quiet_since.elapsed() < Duration::from_millis(300) && start.elapsed() < limit * 2 {
        thread::sleep(Duration::from_millis(20));
        let now = read_so_far();
        if now != seen {
            seen = now;
            quiet_since = Instant::now();
        }
    }
    drop(slave);
    collected.join().expect("reader");
    let bytes = std::mem::take(
        &mut *read
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner),
    );
    Run { bytes, status }
}
