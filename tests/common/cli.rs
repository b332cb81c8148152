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

/// `fray new`'s arguments for the Polaris fight `name` the CLI tests play: seed 5, not
/// opened.
pub fn new_polaris(name: &str) -> [&str; 7] {
    [
        "new",
        "--rules",
        "polaris-3e",
        "--seed",
        "5",
        "--no-open",
        name,
    ]
}

/// Output bytes as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// `fray ARGS` on `saves`, fed `stdin`, with its own empty settings folder
/// (`FRAY_CONFIG_DIR`), given `secs` seconds: a child still running then is killed (by
/// the PID this started) and the test fails, so a hang never blocks the suite.
pub fn fray_within(saves: &Path, args: &[&str], stdin: &str, secs: u64) -> Output {
    let config = tempfile::tempdir().expect("a settings folder");
    let mut command = command(saves, args);
    command.env("FRAY_CONFIG_DIR", config.path());
    feed_within(command, stdin.as_bytes(), secs)
}

/// Starts `command`, writes `stdin` to it, closes it, and gives it `secs` seconds: a
/// child still running then is killed (by the PID this started) and the test fails. Its
/// output is read while it runs, so a child that says a lot never waits on a full pipe.
pub fn feed_within(mut command: Command, stdin: &[u8], secs: u64) -> Output {
    use std::io::Read;
    use std::time::{Duration, Instant};
    let mut child = command.spawn().expect("fray starts");
    let input = child.stdin.take().map(|mut input| {
        let bytes = stdin.to_vec();
        // A child that stopped reading early leaves the rest unwritten: not an error here.
        std::thread::spawn(move || drop(input.write_all(&bytes)))
    });
    let drain = |stream: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut stream) = stream {
                let _ = stream.read_to_end(&mut bytes);
            }
            bytes
        })
    };
    let stdout = drain(
        child
            .stdout
            .take()
            .map(|s| Box::new(s) as Box<dyn Read + Send>),
    );
    let stderr = drain(
        child
            .stderr
            .take()
            .map(|s| Box::new(s) as Box<dyn Read + Send>),
    );
    let deadline = Instant::now() + Duration::from_secs(secs);
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for fray") {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{command:?} was still running after {secs} s: killed");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    if let Some(input) = input {
        let _ = input.join();
    }
    Output {
        status,
        stdout: stdout.join().expect("stdout read"),
        stderr: stderr.join().expect("stderr read"),
    }
}

/// Makes `command`'s child unable to write any file past `limit` bytes (`RLIMIT_FSIZE`,
/// as `ulimit -f` or systemd's `LimitFSIZE=`), with SIGXFSZ at its default disposition (the
/// test harness may have it ignored): fray must ignore it itself, or the first write past
/// the limit kills it.
#[cfg(unix)]
pub fn limit_file_size(command: &mut Command, limit: u64) {
    use std::os::unix::process::CommandExt;
    // SAFETY: between fork and exec the closure only calls signal(2) and setrlimit(2),
    // which are async-signal-safe, and allocates nothing.
    unsafe {
        command.pre_exec(move || {
            libc::signal(libc::SIGXFSZ, libc::SIG_DFL);
            let rlimit = libc::rlimit {
                rlim_cur: limit as libc::rlim_t,
                rlim_max: limit as libc::rlim_t,
            };
            if libc::setrlimit(libc::RLIMIT_FSIZE, &rlimit) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
}

/// `fray check NAME` on `saves` reports damage (status 1) at `line`, with `words`; its
/// stderr.
pub fn check_refuses_at(saves: &Path, name: &str, line: usize, words: &str) -> String {
    let out = fray_within(saves, &["check", name], "", 60);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{name}: {stderr}");
    assert!(
        stderr.contains(&format!("damaged at line {line}")),
        "{name}: {stderr}"
    );
    assert!(stderr.contains(words), "{name}: {stderr}");
    stderr
}

/// Runs `fray` in `saves` in `lang` with `config` as its settings folder, `stdin` fed and
/// a deadline of `secs`; for tests that make an encounter then run scripts on it.
pub fn fray_in(
    saves: &Path,
    config: &Path,
    lang: &str,
    args: &[&str],
    stdin: &str,
    secs: u64,
) -> Output {
    let mut cmd = command(saves, args);
    cmd.env("FRAY_LANG", lang).env("FRAY_CONFIG_DIR", config);
    feed_within(cmd, stdin.as_bytes(), secs)
}

/// A fresh saves folder and settings folder holding a new fight `name` of `rules`, made in
/// `lang` (60 s deadline; panics when fray refuses).
pub fn new_fight(lang: &str, rules: &str, name: &str) -> (tempfile::TempDir, tempfile::TempDir) {
    let saves = tempfile::tempdir().expect("a saves folder");
    let config = tempfile::tempdir().expect("a settings folder");
    let args = ["new", "--rules", rules, "--no-open", name];
    let made = fray_in(saves.path(), config.path(), lang, &args, "", 60);
    assert!(made.status.success(), "{}", text(&made.stderr));
    (saves, config)
}

/// `fray ARGS` in `lang` (60 s deadline; panics when it fails); its standard output.
pub fn stdout_of(saves: &Path, config: &Path, lang: &str, args: &[&str]) -> String {
    let out = fray_in(saves, config, lang, args, "", 60);
    assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
    text(&out.stdout)
}

/// `script` run with `fray run NAME --script -` in `lang` (60 s deadline); panics with the
/// script and both streams when a line is refused; its standard output.
pub fn run_script(saves: &Path, config: &Path, lang: &str, name: &str, script: &str) -> String {
    let out = fray_in(
        saves,
        config,
        lang,
        &["run", name, "--script", "-"],
        script,
        60,
    );
    assert!(
        out.status.success(),
        "{script}\n{}\n{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    text(&out.stdout)
}

/// How `fray rules` numbers the open point `id` of `system` (`14.`): its place in the
/// system's list, the ID itself being shown to no GM.
pub fn open_point_label(system: fray::model::SystemId, id: &str) -> String {
    let points = fray::rules::system(system).open_points();
    let at = points
        .iter()
        .position(|p| p.id == id)
        .unwrap_or_else(|| panic!("no open point {id}"));
    format!("{}.", at + 1)
}
