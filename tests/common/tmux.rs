//! A tmux server for end-to-end tests of the real binary: keys sent with send-keys,
//! screens read with capture-pane. Needs tmux; without it, [`Tmux::start`] says so and
//! the test passes, unless `FRAY_REQUIRE_TMUX=1` (`.ci/run` sets it).

use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// Numbers the servers of one test process.
static NEXT: AtomicUsize = AtomicUsize::new(0);

/// The binary under test.
pub const FRAY: &str = env!("CARGO_BIN_EXE_fray");

/// A private tmux server with one session (`e2e`) whose panes run fray.
pub struct Tmux {
    socket: String,
    _dir: tempfile::TempDir,
    /// The saves folder fray is given.
    pub saves: PathBuf,
    /// The config folder fray is given.
    pub config: PathBuf,
    /// The pane keys go to and screens are read from.
    pub pane: String,
}

impl Tmux {
    pub fn start() -> Option<Tmux> {
        Tmux::launch(None)
    }

    /// A server whose one pane runs `command` (a shell line; `exec` it to make the pane's
    /// process the program itself), with fray's folders in its environment.
    pub fn start_with(command: &str) -> Option<Tmux> {
        Tmux::launch(Some(command))
    }

    fn launch(command: Option<&str>) -> Option<Tmux> {
        if Command::new("tmux").arg("-V").output().is_err() {
            assert!(
                std::env::var_os("FRAY_REQUIRE_TMUX").is_none(),
                "tmux is required (FRAY_REQUIRE_TMUX is set) but not installed"
            );
            eprintln!("SKIPPED: tmux is not installed (.ci/run installs it)");
            return None;
        }
        let dir = tempfile::tempdir().expect("tempdir");
        let saves = dir.path().join("saves");
        let config = dir.path().join("config");
        std::fs::create_dir_all(&saves).expect("saves");
        std::fs::create_dir_all(&config).expect("config");
        let t = Tmux {
            socket: format!(
                "fray-e2e-{}-{}",
                std::process::id(),
                NEXT.fetch_add(1, Ordering::Relaxed)
            ),
            _dir: dir,
            saves,
            config,
            pane: "e2e".into(),
        };
        let command = match command {
            None => "sh".to_string(),
            Some(command) => format!(
                "FRAY_SAVES_DIR='{}' FRAY_CONFIG_DIR='{}' FRAY_CACHE_DIR='{}' FRAY_LANG=en; export FRAY_SAVES_DIR FRAY_CONFIG_DIR FRAY_CACHE_DIR FRAY_LANG; {command}",
                t.saves.display(),
                t.config.display(),
                t.config.join("cache").display()
            ),
        };
        let ok = t
            .tmux(&[
                "new-session",
                "-d",
                "-s",
                "e2e",
                "-x",
                "120",
                "-y",
                "40",
                &command,
            ])
            .status
            .success();
        assert!(ok, "tmux new-session failed");
        t.tmux(&["set-option", "-g", "status", "off"]);
        Some(t)
    }

    pub fn tmux(&self, args: &[&str]) -> std::process::Output {
        Command::new("tmux")
            .arg("-L")
            .arg(&self.socket)
            .args(args)
            .env("TERM", "xterm-256color")
            .env("FRAY_LANG", "en")
            .output()
            .expect("tmux runs")
    }

    /// Types text literally.
    pub fn type_text(&self, text: &str) {
        self.tmux(&["send-keys", "-t", &self.pane, "-l", text]);
        sleep(Duration::from_millis(30));
    }

    /// Presses named keys (`Enter`, `Escape`, `C-r`, `F12`...).
    pub fn keys(&self, keys: &[&str]) {
        for k in keys {
            self.tmux(&["send-keys", "-t", &self.pane, k]);
            sleep(Duration::from_millis(30));
        }
    }

    pub fn screen(&self) -> String {
        String::from_utf8_lossy(&self.tmux(&["capture-pane", "-p", "-t", &self.pane]).stdout)
            .into_owned()
    }

    /// Waits until the screen shows `text`.
    pub fn wait_for(&self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if screen.contains(text) {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(15),
                "timed out waiting for {text:?}; the screen shows:\n{screen}"
            );
            sleep(Duration::from_millis(50));
        }
    }

    /// Runs a shell command line in the pane (with fray's folders set).
    pub fn shell(&self, line: &str) {
        let full = format!(
            "FRAY_SAVES_DIR='{}' FRAY_CONFIG_DIR='{}' FRAY_CACHE_DIR='{}' {line}",
            self.saves.display(),
            self.config.display(),
            self.config.join("cache").display()
        );
        self.type_text(&full);
        self.keys(&["Enter"]);
    }

    /// Checks the pane's terminal is in cooked mode (canonical input, echo).
    pub fn assert_cooked(&self, marker: &str) {
        self.type_text(&format!("clear; stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e echo -e -icanon -e -echo | tr '\\n' ' '; printf '%s-%s\\n' DONE {marker}"));
        self.keys(&["Enter"]);
        let done = format!("DONE-{marker}");
        let screen = self.wait_for(&done);
        let line = screen
            .lines()
            .find(|l| l.ends_with(&done))
            .unwrap_or_default()
            .to_string();
        assert!(
            line.contains("icanon") && !line.contains("-icanon"),
            "not cooked: {line}\n{screen}"
        );
        assert!(
            line.contains("echo") && !line.contains("-echo"),
            "no echo: {line}\n{screen}"
        );
    }

    /// The process the pane runs (tmux started it: the shell, or a program `exec`ed).
    pub fn pane_pid(&self) -> Option<u32> {
        let out = self.tmux(&["display-message", "-p", "-t", &self.pane, "#{pane_pid}"]);
        String::from_utf8_lossy(&out.stdout).trim().parse().ok()
    }

    /// The fray the pane's shell is running: the newest child of the pane's process whose
    /// executable is the binary under test (found from the PID tmux started, never by name).
    pub fn fray_pid(&self) -> Option<String> {
        let shell = self.pane_pid()?;
        let children =
            std::fs::read_to_string(format!("/proc/{shell}/task/{shell}/children")).ok()?;
        children
            .split_whitespace()
            .filter_map(|c| c.parse::<u32>().ok())
            .filter(|&pid| runs_fray(pid))
            .max()
            .map(|pid| pid.to_string())
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.tmux(&["kill-server"]);
    }
}

impl Tmux {
    /// The demo fight copied as `dock.fray.jsonl` into this server's saves folder; its
    /// path.
    pub fn demo_save(&self) -> PathBuf {
        let path = self.saves.join("dock.fray.jsonl");
        std::fs::copy(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/polaris-demo.fray.jsonl"),
            &path,
        )
        .expect("copy the demo");
        path
    }

    /// Splits the window: a second pane below, running a shell; returns its target.
    pub fn split(&self) -> String {
        let ok = self
            .tmux(&["split-window", "-v", "-t", "e2e", "sh"])
            .status
            .success();
        assert!(ok, "tmux split-window failed");
        "e2e.1".into()
    }
}

/// Whether process `pid` runs the binary under test.
pub fn runs_fray(pid: u32) -> bool {
    std::fs::read_link(format!("/proc/{pid}/exe")).is_ok_and(|exe| {
        exe == std::path::Path::new(FRAY) || std::fs::canonicalize(FRAY).is_ok_and(|bin| bin == exe)
    })
}

/// Whether process `pid` has ended (gone, or a zombie nobody has reaped yet: it holds no
/// file and no lock any more).
pub fn has_ended(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        // The state follows the command name in parentheses: `PID (comm) S ...`.
        Ok(stat) => stat
            .rsplit_once(')')
            .is_some_and(|(_, rest)| rest.trim_start().starts_with(['Z', 'X'])),
    }
}
