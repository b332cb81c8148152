//! The real binary from a test: `fray ARGS` on a saves folder, fed some input.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// `fray ARGS` on the saves folder `saves`, its three streams piped, not started.
pub fn command(saves: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_fray"));
    command.env("FRAY_LANG", "en");
    command
        .args(args)
        .env("FRAY_SAVES_DIR", saves)
        .env("FRAY_CACHE_DIR", test_cache())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// Where the binaries the tests run keep their caches: in the build folder, never in the
/// home folder of whoever runs the tests.
pub fn test_cache() -> std::path::PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("fray-cache")
}

/// Starts `command`, writes `stdin` to it, closes it, and waits for the end.
pub fn feed(mut command: Command, stdin: &str) -> Output {
    let mut child = command.spawn().expect("fray starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    child.wait_with_output().expect("fray ends")
}

/// `fray ARGS` on `saves`, fed `stdin`.
pub fn fray_fed(saves: &Path, args: &[&str], stdin: &str) -> Output {
    feed(command(saves, args), stdin)
}

/// `fray ARGS` on `saves`, with nothing on its input.
pub fn fray(saves: &Path, args: &[&str]) -> Output {
    fray_fed(saves, args, "")
}

/// Output bytes as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}
