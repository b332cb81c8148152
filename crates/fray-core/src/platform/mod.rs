//! Everything fray asks of the operating system beyond `std`'s portable calls, one module
//! per concern. fray runs on Linux and the other Unix systems only: every module here is
//! built for `unix`, and the rest of the code reaches the system through their small safe
//! functions, never through `libc`, `std::os` or `signal_hook` (the test
//! `tests/integration/platform_boundary.rs` holds it to that).
//!
//! A port to another system (Windows) writes its own version of each module, with the same
//! functions, and says which one to build here; each module's documentation lists what that
//! version has to provide:
//!
//! - [`signals`]: the signals that stop fray, and a write past the file-size limit failing
//!   instead of killing the process;
//! - [`terminal`]: the terminal's hanging up, and writing to standard output without its lock;
//! - [`file_lock`]: the advisory lock that keeps a second writer off a save;
//! - [`file_identity`]: which file a path names (device and inode), and its change time;
//! - [`durability`]: making a folder's new, renamed and removed names durable;
//! - [`special_files`]: telling pipes, devices and sockets from regular files, and opening a
//!   file without blocking on a pipe;
//! - [`os_error`]: reading the system's error codes.

#[cfg(not(unix))]
compile_error!(
    "fray runs on Unix only: a port provides the modules of crates/fray-core/src/platform (see its documentation)"
);

#[cfg(unix)]
pub mod durability;
#[cfg(unix)]
pub mod file_identity;
#[cfg(unix)]
pub mod file_lock;
#[cfg(unix)]
pub mod os_error;
#[cfg(unix)]
pub mod signals;
#[cfg(unix)]
pub mod special_files;
#[cfg(unix)]
pub mod terminal;
