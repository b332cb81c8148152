//! A tiny W3C WebDriver client for the players' page tests: it starts `chromedriver` on a
//! free port of 127.0.0.1, opens headless Chromium sessions through it (plain HTTP/JSON
//! on a `TcpStream`), and leaves no process behind: [`Driver::shut_down`] ends every
//! session, kills chromedriver, waits on it, and returns the browser processes still
//! alive (found under chromedriver and by their private folders, via /proc).
//!
//! Needs Chromium and ChromeDriver (`/usr/bin/chromium`, `/usr/bin/chromedriver`, the
//! Debian packages `chromium` and `chromium-driver`): without them [`Driver::start`] says
//! so and returns `None`, unless `FRAY_REQUIRE_BROWSER=1` (`.ci/run` sets it).

use std::collections::BTreeSet;
use std::io::{Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// The browser the sessions run.
pub const CHROMIUM: &str = "/usr/bin/chromium";

/// The driver started.
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// Chromium's flags: headless, and nothing reaching out to the network on its own (this
/// machine's network is closed: such connections would be refused and slow it down).
const FLAGS: &[&str] = &[
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
];

/// How long the driver may take to answer one request (a session's start included).
const REQUEST_TIMEOUT: Duration = Duration::from_secs(60);

/// A running chromedriver, its private folder (every profile and Chromium's own
/// configuration live there) and the sessions opened through it.
pub struct Driver {
    child: Option<Child>,
    addr: SocketAddr,
    dir: tempfile::TempDir,
    sessions: Vec<String>,
    browsers: BTreeSet<ProcessId>,
}

/// A process, told apart from a later one reusing its number by its start time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct ProcessId {
    pub pid: u32,
    start: u64,
}

/// One browser window (a WebDriver session), its viewport sized by emulation.
pub struct Browser {
    addr: SocketAddr,
    id: String,
}

/// Whether Chromium and ChromeDriver are installed; if not, whether that fails the test
/// (`FRAY_REQUIRE_BROWSER=1`) or skips it with a message.
fn installed() -> bool {
    let missing: Vec<&str> = [CHROMIUM, CHROMEDRIVER]
        .into_iter()
        .filter(|p| !Path::new(p).is_file())
        .collect();
    if missing.is_empty() {
        return true;
    }
    assert!(
        std::env::var("FRAY_REQUIRE_BROWSER").as_deref() != Ok("1"),
        "a browser is required (FRAY_REQUIRE_BROWSER=1) but {missing:?} is not installed"
    );
    eprintln!(
        "SKIPPED: {} not installed (the packages chromium and chromium-driver; .ci/run installs them)",
        missing.join(" and ")
    );
    false
}

/// A free port on 127.0.0.1 now (chromedriver takes it a moment later).
fn free_port() -> u16 {
    TcpListener::bind((Ipv4Addr::LOCALHOST, 0))
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

impl Driver {
    /// Starts chromedriver, ready for sessions; `None` (with a message) when the browser
    /// is not installed and not required.
    pub fn start() -> Option<Driver> {
        if !installed() {
            return None;
        }
        let dir = tempfile::tempdir().expect("tempdir");
        let port = free_port();
        let home = dir.path().join("home");
        std::fs::create_dir_all(&home).expect("home");
        // Chromium's crash handler leaves its parent: its folder (under the private
        // configuration folder) is how it is found again.
        let child = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .env("HOME", &home)
            .env("XDG_CONFIG_HOME", home.join("config"))
            .env("XDG_CACHE_HOME", home.join("cache"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let mut driver = Driver {
            child: Some(child),
            addr: SocketAddr::from((Ipv4Addr::LOCALHOST, port)),
            dir,
            sessions: Vec::new(),
            browsers: BTreeSet::new(),
        };
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let ready = call(driver.addr, "GET", "/status", None)
                .ok()
                .and_then(|v| v["ready"].as_bool());
            if ready == Some(true) {
                return Some(driver);
            }
            if let Some(status) = driver
                .child
                .as_mut()
                .and_then(|c| c.try_wait().ok())
                .flatten()
            {
                panic!("chromedriver stopped at once: {status}");
            }
            assert!(Instant::now() < deadline, "chromedriver not ready in 30 s");
            sleep(Duration::from_millis(100));
        }
    }

    /// chromedriver's process id, while it runs.
    pub fn pid(&self) -> Option<u32> {
        self.child.as_ref().map(Child::id)
    }

    /// A new browser window whose viewport is `width`×`height` CSS pixels at `scale`
    /// device pixels each (a phone, a TV), its own fresh profile.
    pub fn browser(&mut self, width: u32, height: u32, scale: f64) -> Browser {
        let profile: PathBuf = self
            .dir
            .path()
            .join(format!("profile-{}", self.sessions.len()));
        let mut args: Vec<String> = FLAGS.iter().map(|f| f.to_string()).collect();
        args.push(format!("--user-data-dir={}", profile.display()));
        let capabilities = json!({
            "capabilities": {
                "alwaysMatch": {
                    "browserName": "chrome",
                    "goog:chromeOptions": { "binary": CHROMIUM, "args": args }
                }
            }
        });
        let value = call(self.addr, "POST", "/session", Some(&capabilities))
            .unwrap_or_else(|e| panic!("a new session: {e}"));
        let id = value["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("a session id in {value}"))
            .to_string();
        self.sessions.push(id.clone());
        self.note_browsers();
        let browser = Browser {
            addr: self.addr,
            id,
        };
        browser.resize(width, height, scale);
        browser
    }

    /// Remembers every browser process alive now: chromedriver, its descendants and every
    /// process naming the private folder (Chromium's crash handler, which leaves its
    /// parent).
    pub fn note_browsers(&mut self) {
        // Once chromedriver is gone there is no tree to walk (and no parent 0 to follow).
        let Some(root) = self.child.as_ref().map(Child::id) else {
            return;
        };
        let table = processes();
        let mut found: BTreeSet<u32> = BTreeSet::from([root]);
        let mut grew = true;
        while grew {
            grew = false;
            for p in &table {
                if !found.contains(&p.id.pid) && (p.parent == root || found.contains(&p.parent)) {
                    found.insert(p.id.pid);
                    grew = true;
                }
            }
        }
        let dir = self.dir.path().to_string_lossy().into_owned();
        for p in &table {
            if found.contains(&p.id.pid) || p.command.contains(&dir) {
                self.browsers.insert(p.id);
            }
        }
    }

    /// The browser processes noted so far ([`Driver::note_browsers`]).
    pub fn browsers(&self) -> &BTreeSet<ProcessId> {
        &self.browsers
    }

    /// Ends every session, kills chromedriver and waits on it, then waits (up to 30 s)
    /// for every browser process noted to be gone; returns those still alive (they are
    /// then killed, so none is left behind even when the test fails on them).
    pub fn shut_down(&mut self) -> Vec<ProcessId> {
        self.note_browsers();
        for id in std::mem::take(&mut self.sessions) {
            let _ = call(self.addr, "DELETE", &format!("/session/{id}"), None);
        }
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let alive: Vec<ProcessId> = self.browsers.iter().copied().filter(alive).collect();
            if alive.is_empty() || Instant::now() >= deadline {
                for p in &alive {
                    // SAFETY: kill(2) on a process this driver started (checked by its start time).
                    unsafe { libc::kill(p.pid as libc::pid_t, libc::SIGKILL) };
                }
                return alive;
            }
            sleep(Duration::from_millis(100));
        }
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        if self.child.is_some() {
            self.shut_down();
        }
    }
}

impl Browser {
    fn post(&self, path: &str, body: Value) -> Value {
        let path = format!("/session/{}{path}", self.id);
        call(self.addr, "POST", &path, Some(&body)).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    /// The viewport becomes `width`×`height` CSS pixels, `scale` device pixels each, as
    /// a phone's (touch, mobile layout) when narrower than a laptop's.
    pub fn resize(&self, width: u32, height: u32, scale: f64) {
        self.post(
            "/goog/cdp/execute",
            json!({
                "cmd": "Emulation.setDeviceMetricsOverride",
                "params": {
                    "width": width, "height": height,
                    "deviceScaleFactor": scale, "mobile": width < 800
                }
            }),
        );
    }

    /// Opens `url` (returns once the page has loaded).
    pub fn navigate(&self, url: &str) {
        self.post("/url", json!({ "url": url }));
    }

    /// Runs `script` (a function body; `arguments` holds `args`) in the page and returns
    /// what it returns.
    pub fn execute(&self, script: &str, args: &[Value]) -> Value {
        self.post("/execute/sync", json!({ "script": script, "args": args }))
    }

    /// The text of the element `id` as the page wrote it (`textContent`: the style's
    /// capitals aside; `None` when absent).
    pub fn text_of(&self, id: &str) -> Option<String> {
        let value = self.execute(
            "var e = document.getElementById(arguments[0]); return e ? e.textContent : null;",
            &[json!(id)],
        );
        value.as_str().map(str::to_string)
    }

    /// The page's whole text as shown, hidden parts left out.
    pub fn page_text(&self) -> String {
        self.execute("return document.body.innerText;", &[])
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    /// Polls `probe` until it gives `Some`, within `secs` (generous: not a timing test);
    /// panics with `what` and the last page text otherwise.
    pub fn wait_for<T>(
        &self,
        secs: u64,
        what: &str,
        mut probe: impl FnMut(&Browser) -> Option<T>,
    ) -> T {
        let deadline = Instant::now() + Duration::from_secs(secs);
        loop {
            if let Some(found) = probe(self) {
                return found;
            }
            if Instant::now() >= deadline {
                panic!(
                    "{what}: not within {secs} s; the page reads:\n{}",
                    self.page_text()
                );
            }
            sleep(Duration::from_millis(100));
        }
    }

    /// A screenshot of the viewport, written as a PNG at `path` (its folder made).
    pub fn screenshot(&self, path: &Path) {
        let url = format!("/session/{}/screenshot", self.id);
        let value = call(self.addr, "GET", &url, None).unwrap_or_else(|e| panic!("{url}: {e}"));
        let png = base64(value.as_str().expect("base64 text"));
        assert!(png.starts_with(b"\x89PNG"), "a PNG");
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).expect("screenshot folder");
        }
        std::fs::write(path, png).expect("screenshot written");
    }
}

/// One WebDriver request: `method path` with a JSON `body`; the answer's `value`, or the
/// driver's error (or the transport's) as text.
fn call(addr: SocketAddr, method: &str, path: &str, body: Option<&Value>) -> Result<Value, String> {
    let body = body.map(Value::to_string).unwrap_or_default();
    let mut stream = TcpStream::connect(addr).map_err(|e| e.to_string())?;
    stream
        .set_read_timeout(Some(REQUEST_TIMEOUT))
        .map_err(|e| e.to_string())?;
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\
         Content-Type: application/json; charset=utf-8\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream
        .write_all(head.as_bytes())
        .and_then(|()| stream.write_all(body.as_bytes()))
        .map_err(|e| e.to_string())?;
    // chromedriver may keep the connection open: read the head, then its body's length.
    let mut bytes = Vec::new();
    let mut buffer = [0u8; 16 * 1024];
    let at = loop {
        if let Some(at) = bytes.windows(4).position(|w| w == b"\r\n\r\n") {
            break at;
        }
        let n = stream.read(&mut buffer).map_err(|e| e.to_string())?;
        if n == 0 {
            return Err(format!("no HTTP head: {}", String::from_utf8_lossy(&bytes)));
        }
        bytes.extend_from_slice(&buffer[..n]);
    };
    let head = String::from_utf8_lossy(&bytes[..at]).into_owned();
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse::<u16>().ok())
        .ok_or("no status")?;
    let length = head
        .split("\r\n")
        .filter_map(|l| l.split_once(':'))
        .find(|(name, _)| name.trim().eq_ignore_ascii_case("content-length"))
        .and_then(|(_, value)| value.trim().parse::<usize>().ok());
    let mut body = bytes.split_off(at + 4);
    match length {
        Some(length) => {
            while body.len() < length {
                let n = stream.read(&mut buffer).map_err(|e| e.to_string())?;
                if n == 0 {
                    return Err(format!("a body cut at {} of {length} bytes", body.len()));
                }
                body.extend_from_slice(&buffer[..n]);
            }
            body.truncate(length);
        }
        None => {
            stream.read_to_end(&mut body).map_err(|e| e.to_string())?;
        }
    }
    let json: Value = serde_json::from_slice(&body).map_err(|e| e.to_string())?;
    if status == 200 {
        Ok(json["value"].clone())
    } else {
        Err(format!("HTTP {status}: {}", json["value"]))
    }
}

/// Standard base64 (with padding) decoded.
fn base64(text: &str) -> Vec<u8> {
    let digit = |c: u8| -> u32 {
        match c {
            b'A'..=b'Z' => u32::from(c - b'A'),
            b'a'..=b'z' => u32::from(c - b'a') + 26,
            b'0'..=b'9' => u32::from(c - b'0') + 52,
            b'+' => 62,
            b'/' => 63,
            _ => panic!("not base64: {c}"),
        }
    };
    let clean: Vec<u8> = text.bytes().filter(|c| !c.is_ascii_whitespace()).collect();
    let mut out = Vec::with_capacity(clean.len() / 4 * 3);
    for chunk in clean.chunks(4) {
        let digits: Vec<u32> = chunk
            .iter()
            .filter(|&&c| c != b'=')
            .map(|&c| digit(c))
            .collect();
        let mut n = 0u32;
        for (i, d) in digits.iter().enumerate() {
            n |= d << (18 - 6 * i);
        }
        let bytes = n.to_be_bytes();
        out.extend_from_slice(&bytes[1..digits.len().max(1)]);
    }
    out
}

/// One line of the process table.
struct Process {
    id: ProcessId,
    parent: u32,
    command: String,
}

/// Every process now, from /proc (zombies left out: they have ended).
fn processes() -> Vec<Process> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(Result::ok)
        .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
        .filter_map(|pid| {
            let (state, parent, start) = stat(pid)?;
            if state == 'Z' {
                return None;
            }
            let command = std::fs::read(format!("/proc/{pid}/cmdline"))
                .map(|b| String::from_utf8_lossy(&b).replace('\0', " "))
                .unwrap_or_default();
            Some(Process {
                id: ProcessId { pid, start },
                parent,
                command,
            })
        })
        .collect()
}

/// A process's state, parent and start time, from /proc/PID/stat.
fn stat(pid: u32) -> Option<(char, u32, u64)> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name (in parentheses) may hold spaces: the fields follow its last ')'.
    let rest = &text[text.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split(' ').collect();
    let state = fields.first()?.chars().next()?;
    let parent = fields.get(1)?.parse().ok()?;
    // Field 22 of the whole line, the 20th after the name.
    let start = fields.get(19)?.parse().ok()?;
    Some((state, parent, start))
}

/// Whether the process `p` (the same one, not a later one with its number) still runs.
fn alive(p: &ProcessId) -> bool {
    stat(p.pid).is_some_and(|(state, _, start)| state != 'Z' && start == p.start)
}
