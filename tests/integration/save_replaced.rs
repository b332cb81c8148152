//! The real binary writing a save (`fray run SAVE --script -`, fed one line at a time)
//! while another program replaces the save by rename (a sync tool, an editor, a
//! restore), removes it or cuts it: nothing is acknowledged after that, every later
//! command is NOT SAVED with the cause, the file now at the path is left as the other
//! program made it, fray exits 4, and the commands go to a rescue file beside the path,
//! which the next `fray run` carries out. A second fray on the replacing file is refused
//! while the first is alive.

#![cfg(unix)]

use crate::common;

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ExitStatus};
use std::sync::mpsc::{Receiver, channel};
use std::thread;
use std::time::{Duration, Instant};

use common::cli::text;

use fray::engine::Header;
use fray::store::{self, SaveLog};

/// Long enough for a debug build on a busy machine; only a hang reaches it.
const PATIENCE: Duration = Duration::from_secs(20);

/// A `fray run SAVE --script -` fed line by line, its two output streams read by threads.
struct Writer {
    child: Child,
    stdin: Option<ChildStdin>,
    out: Receiver<String>,
    err: Receiver<String>,
}

fn lines_of(stream: impl std::io::Read + Send + 'static) -> Receiver<String> {
    let (send, receive) = channel();
    thread::spawn(move || {
        for line in BufReader::new(stream).lines() {
            let Ok(line) = line else { break };
            if send.send(line).is_err() {
                break;
            }
        }
    });
    receive
}

impl Writer {
    fn start(saves: &Path, save: &str) -> Writer {
        let mut command = common::cli::command(saves, &["run", save, "--script", "-"]);
        let config = saves.join("config");
        command.env("FRAY_CONFIG_DIR", &config);
        let mut child = command.spawn().expect("fray starts");
        let out = lines_of(child.stdout.take().expect("stdout"));
        let err = lines_of(child.stderr.take().expect("stderr"));
        Writer {
            stdin: child.stdin.take(),
            child,
            out,
            err,
        }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("input still open");
        writeln!(stdin, "{line}").expect("fray reads its input");
        stdin.flush().expect("flush");
    }

    /// Sends `line` and waits for its `#SEQ` acknowledgement.
    fn acknowledged(&mut self, line: &str) -> String {
        self.send(line);
        let ack = self.out.recv_timeout(PATIENCE).expect("an acknowledgement");
        assert!(ack.starts_with('#'), "{ack}");
        ack
    }

    /// Sends `line` and waits for the NOT SAVED line on stderr.
    fn refused(&mut self, line: &str) -> String {
        self.send(line);
        loop {
            let said = self.err.recv_timeout(PATIENCE).expect("a NOT SAVED line");
            if said.starts_with("NOT SAVED #") {
                return said;
            }
        }
    }

    /// Closes the input and waits for the end; its status, what stdout and stderr still
    /// said.
    fn finish(mut self) -> (ExitStatus, Vec<String>, Vec<String>) {
        drop(self.stdin.take());
        let deadline = Instant::now() + PATIENCE;
        let status = loop {
            if let Some(status) = self.child.try_wait().expect("wait") {
                break status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                let _ = self.child.wait();
                panic!("fray run did not end: killed");
            }
            thread::sleep(Duration::from_millis(20));
        };
        let rest = |r: &Receiver<String>| -> Vec<String> {
            let mut lines = Vec::new();
            while let Ok(line) = r.recv_timeout(Duration::from_secs(2)) {
                lines.push(line);
            }
            lines
        };
        let out = rest(&self.out);
        let err = rest(&self.err);
        (status, out, err)
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A new Polaris save `docks` in `saves` with two fighters; its path.
fn docks(saves: &Path) -> PathBuf {
    let path = saves.join("docks.fray.jsonl");
    drop(
        SaveLog::create(
            &path,
            &Header::new(fray::systems::polaris::ID, "Docks", 5, 0),
        )
        .expect("create"),
    );
    let out = common::cli::fray_fed(
        saves,
        &["run", "docks", "--script", "-"],
        "add Alpha pc reaction=12\nadd Bravo enemy reaction=9\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    path
}

/// The rescue files beside `path`.
fn rescue_files(path: &Path) -> Vec<PathBuf> {
    let name = path
        .file_name()
        .expect("name")
        .to_string_lossy()
        .into_owned();
    let mut found: Vec<PathBuf> = std::fs::read_dir(path.parent().expect("folder"))
        .expect("list")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with(&format!("{name}.unsaved-")))
        })
        .collect();
    found.sort();
    found
}

/// The commands of a rescue file (its lines that are not comments).
fn rescued_commands(file: &Path) -> Vec<String> {
    std::fs::read_to_string(file)
        .expect("read the rescue file")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

/// Puts `bytes` in place of `path` as a sync tool does: a new file renamed over it.
fn replace(path: &Path, bytes: &[u8]) {
    let incoming = path.with_extension("incoming");
    std::fs::write(&incoming, bytes).expect("write");
    std::fs::rename(&incoming, path).expect("rename");
}

const AFTER: [&str; 4] = [
    "roll 3d6",
    "note alpha \"holds the crane\"",
    "roll 2d6",
    "note bravo \"behind the crates\"",
];

#[test]
fn a_save_replaced_by_rename_acknowledges_nothing_more_and_rescues_the_rest() {
    let saves = tempfile::tempdir().expect("tmp");
    let path = docks(saves.path());
    let restored = std::fs::read(&path).expect("read"); // an older version, restored later
    let mut fray = Writer::start(saves.path(), "docks");
    for line in ["roll 1d6", "wound alpha body light", "roll 1d20"] {
        fray.acknowledged(line);
    }
    let orphan = saves.path().join("orphan");
    std::fs::hard_link(&path, &orphan).expect("link");
    let written = std::fs::read(&orphan).expect("read");
    replace(&path, &restored);

    let mut said = Vec::new();
    for line in AFTER {
        said.push(fray.refused(line));
    }
    let (status, out, err) = fray.finish();
    assert_eq!(status.code(), Some(4), "{err:?}");
    assert!(
        out.is_empty(),
        "acknowledged after the replacement: {out:?}"
    );
    assert!(
        said[0].contains("another program put a new file in place of"),
        "{}",
        said[0]
    );
    assert_eq!(std::fs::read(&path).expect("read"), restored, "left alone");
    assert_eq!(
        std::fs::read(&orphan).expect("read"),
        written,
        "no more records"
    );
    let rescues = rescue_files(&path);
    assert_eq!(rescues.len(), 1, "{err:?}");
    assert_eq!(rescued_commands(&rescues[0]), AFTER);
    assert!(
        err.iter()
            .any(|l| l.contains(&rescues[0].display().to_string())),
        "{err:?}"
    );

    // What the GM does next: open the save again (the rescue file is named), carry the
    // commands out again.
    let script = rescues[0].display().to_string();
    let again = common::cli::fray(saves.path(), &["run", "docks", "--script", &script]);
    assert!(again.status.success(), "{}", text(&again.stderr));
    assert_eq!(text(&again.stdout).lines().count(), AFTER.len());
    let loaded = store::load(&path).expect("load");
    assert_eq!(loaded.records.len(), 2 + AFTER.len());
    eprintln!(
        "renamed over: 3 acknowledged before, {} NOT SAVED after, 0 acknowledged after, {} rescued and carried out again",
        said.len(),
        AFTER.len()
    );
}

#[test]
fn a_removed_save_acknowledges_nothing_more_and_is_not_made_again() {
    let saves = tempfile::tempdir().expect("tmp");
    let path = docks(saves.path());
    let mut fray = Writer::start(saves.path(), "docks");
    fray.acknowledged("roll 1d6");
    std::fs::remove_file(&path).expect("rm");
    let said = fray.refused(AFTER[0]);
    assert!(said.contains("another program removed"), "{said}");
    fray.refused(AFTER[1]);
    let (status, out, err) = fray.finish();
    assert_eq!(status.code(), Some(4), "{err:?}");
    assert!(out.is_empty(), "{out:?}");
    assert!(!path.exists(), "fray does not make the removed save again");
    let rescues = rescue_files(&path);
    assert_eq!(rescues.len(), 1, "{err:?}");
    assert_eq!(rescued_commands(&rescues[0]), &AFTER[..2]);
    eprintln!("removed: 1 acknowledged before, 2 NOT SAVED after, 0 acknowledged after, 2 rescued");
}

#[test]
fn a_cut_save_gets_no_record_without_a_header() {
    let saves = tempfile::tempdir().expect("tmp");
    let path = docks(saves.path());
    let mut fray = Writer::start(saves.path(), "docks");
    fray.acknowledged("roll 1d6");
    std::fs::OpenOptions::new()
        .write(true)
        .open(&path)
        .expect("open")
        .set_len(0)
        .expect("cut");
    let said = fray.refused(AFTER[0]);
    assert!(said.contains("another program cut"), "{said}");
    let (status, out, _) = fray.finish();
    assert_eq!(status.code(), Some(4));
    assert!(out.is_empty(), "{out:?}");
    assert_eq!(std::fs::metadata(&path).expect("meta").len(), 0);
    assert_eq!(rescued_commands(&rescue_files(&path)[0]), &AFTER[..1]);
    eprintln!("cut to 0 bytes: 1 acknowledged before, 1 NOT SAVED after, the file still 0 bytes");
}

#[test]
fn a_second_fray_on_the_replacing_file_is_refused_while_the_first_is_alive() {
    let saves = tempfile::tempdir().expect("tmp");
    let path = docks(saves.path());
    let mut first = Writer::start(saves.path(), "docks");
    first.acknowledged("roll 1d6");
    let copy = std::fs::read(&path).expect("read");
    replace(&path, &copy);

    let second = common::cli::fray_within(
        saves.path(),
        &["run", "docks", "--script", "-"],
        "roll 1d8\n",
        20,
    );
    assert_eq!(second.status.code(), Some(1), "{}", text(&second.stderr));
    assert!(
        text(&second.stderr).contains("is open in another fray"),
        "{}",
        text(&second.stderr)
    );
    assert_eq!(std::fs::read(&path).expect("read"), copy, "nothing written");

    first.refused("roll 1d4");
    let (status, _, _) = first.finish();
    assert_eq!(status.code(), Some(4));
    // Once the first has ended, the save is free, and its opening names the rescue file.
    let third = common::cli::fray_within(
        saves.path(),
        &["run", "docks", "--script", "-"],
        "roll 1d8\n",
        20,
    );
    assert!(third.status.success(), "{}", text(&third.stderr));
    assert!(
        text(&third.stderr).contains(".unsaved-"),
        "{}",
        text(&third.stderr)
    );
    assert_eq!(text(&third.stdout).lines().count(), 1);
    eprintln!("two writers: the second refused while the first lived, then ran once it ended");
}
