//! Process crash: a child `fray run --script -` appends commands and prints an
//! acknowledgement (`#SEQ ...`) after each record is synced; the parent kills it with
//! SIGKILL, over and over. Every acknowledged record is still in the save, at most the
//! last record saved was never acknowledged, and the save always opens, both read-only and
//! for appending (the resume path, which moves a torn tail aside).
//!
//! Two kinds of run:
//! - at a random moment in a stream of small commands. A run counts as killed mid-stream
//!   only when the child died by SIGKILL before acknowledging the last command of its
//!   input (a `roll 1d7` no other line sends), whatever was refused on the way;
//! - during the write of a large record (a command padded with 2 MB of spaces, which the
//!   save keeps): the parent watches the file grow and kills the child as soon as it does.
//!   A run counts as a torn tail only when the file really ends with an incomplete line
//!   after the kill; reopening must move exactly those bytes to a side file.
//!
//! 60 runs of the first kind by default, and runs of the second until 4 torn tails were
//! checked (at most 40); `FRAY_LONG_TESTS=1`: 1,000 runs, and 100 torn tails in at most
//! 1,000 runs (see `docs/reliability.md`).

use std::io::{BufRead, BufReader, Write};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use crate::common;

use common::lcg::Lcg;
use fray::engine::Header;
use fray::store::{self, SaveLog};

const LINES: &[&str] = &[
    "wound alpha body light",
    "roll 3d6",
    "wound bravo left-arm light",
    "note alpha steady",
    "undo",
    "redo",
    "test alpha reaction",
    "note bravo \"a longer note, so that some records span more than one write to the pipe and the disk\"",
];

/// The last line of every input: its acknowledgement says the child got through it all.
const LAST: &str = "roll 1d7";
/// How the acknowledgement of [`LAST`] starts (after `#SEQ `).
const LAST_SAID: &str = "rolled d7:";

/// Spaces padding the large record: about 2 MB, under the 4 MiB line cap.
const PADDING: usize = 2_000_000;

fn long() -> bool {
    std::env::var_os("FRAY_LONG_TESTS").is_some_and(|v| v == "1")
}

/// Kills at a random moment: 1,000 with `FRAY_LONG_TESTS=1`, 60 otherwise.
fn runs() -> u32 {
    if long() { 1000 } else { 60 }
}

/// Kills during a large write: until this many torn tails were produced and checked, or
/// this many runs were made (whichever comes first), so that a busy machine, where fewer
/// kills land inside the write, still gets torn tails: 100 in at most 1,000 with
/// `FRAY_LONG_TESTS=1`, 4 in at most 40 otherwise.
fn torn_runs() -> (u32, u32) {
    if long() { (100, 1000) } else { (4, 40) }
}

/// What one killed child printed and how it ended.
struct Run {
    /// Sequence numbers the child acknowledged.
    acknowledged: Vec<u64>,
    /// Whether it acknowledged the last line of its input.
    finished: bool,
    /// Whether SIGKILL ended it.
    killed: bool,
}

impl Run {
    /// Killed before it got through its input.
    fn mid_stream(&self) -> bool {
        self.killed && !self.finished
    }
}

fn new_save(dir: &Path, name: &str) -> PathBuf {
    let path = dir.join(format!("{name}.fray.jsonl"));
    let header = Header::new(fray::systems::polaris::ID, "Kill", 1, 0);
    drop(SaveLog::create(&path, &header).expect("create"));
    path
}

fn spawn(path: &Path) -> Child {
    Command::new(env!("CARGO_BIN_EXE_fray"))
        .env("FRAY_LANG", "en")
        .arg("run")
        .arg(path)
        .args(["--script", "-", "--keep-going"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("run")
}

/// Checks what every kind of run must keep: each acknowledged record is in the save, only
/// the last record saved may lack an acknowledgement, and the save opens read-only and for
/// appending with the acknowledged records in order. Returns the read-only load.
fn check_save(path: &Path, run: &Run, round: &str) -> store::Loaded {
    let loaded = store::load(path).unwrap_or_else(|e| panic!("{round}: the save must open: {e}"));
    let saved: Vec<u64> = loaded.records.iter().map(|r| r.seq).collect();
    for seq in &run.acknowledged {
        assert!(
            saved.contains(seq),
            "{round}: acknowledged #{seq} lost (saved {saved:?})"
        );
    }
    let unacknowledged: Vec<u64> = saved
        .iter()
        .copied()
        .filter(|seq| !run.acknowledged.contains(seq))
        .collect();
    assert!(
        unacknowledged.is_empty() || unacknowledged == [*saved.last().unwrap_or(&0)],
        "{round}: only the last record saved may lack an acknowledgement \
         (unacknowledged {unacknowledged:?}, saved {saved:?})"
    );
    // The resume path opens it too (moving a torn tail aside) and keeps every record.
    let (_log, reopened) = SaveLog::open_append(path)
        .unwrap_or_else(|e| panic!("{round}: the save must open for appending: {e}"));
    let in_order: Vec<u64> = reopened
        .records
        .iter()
        .map(|r| r.seq)
        .filter(|seq| run.acknowledged.contains(seq))
        .collect();
    assert_eq!(
        in_order, run.acknowledged,
        "{round}: acknowledged, in order"
    );
    assert!(
        loaded.records.iter().all(|r| reopened.records.contains(r)),
        "{round}: reopening keeps every record read"
    );
    loaded
}

#[test]
fn no_acknowledged_record_is_ever_lost_and_every_save_opens() {
    let dir = tempfile::tempdir().expect("temp");
    let mut rng = Lcg(2026);
    let runs = runs();
    let (mut mid_stream, mut torn, mut unacknowledged_tails, mut records) = (0, 0, 0, 0);
    for round in 0..runs {
        let path = new_save(dir.path(), &format!("kill-{round}"));
        let run = kill_a_child(&path, &mut rng);
        let loaded = check_save(&path, &run, &format!("round {round}"));
        let last = loaded.records.last().map_or(0, |r| r.seq);
        unacknowledged_tails += usize::from(last > 0 && !run.acknowledged.contains(&last));
        torn += usize::from(loaded.cut.is_some());
        mid_stream += u32::from(run.mid_stream());
        records += loaded.records.len();
    }
    eprintln!(
        "kill: {runs} runs, {mid_stream} killed mid-stream, {torn} torn tails, \
         {unacknowledged_tails} saved but unacknowledged tail records, {records} records checked"
    );
    assert!(
        mid_stream * 5 >= runs,
        "the kills must land mid-stream to test anything ({mid_stream} of {runs} did)"
    );
    assert!(
        mid_stream < runs,
        "some children must get through their input, or 'mid-stream' means nothing"
    );
}

/// Starts `fray run` on the save, feeds it commands, kills it at a random moment, and
/// collects every acknowledgement it printed.
fn kill_a_child(path: &Path, rng: &mut Lcg) -> Run {
    let mut child = spawn(path);
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    let _ = writeln!(
        stdin,
        "add Alpha pc reaction=12\nadd Bravo enemy reaction=9"
    );
    let (mut acknowledged, mut finished) = (Vec::new(), false);
    let sent = rng.below(40);
    let mut line = String::new();
    for i in 0..=sent {
        let command = if i == sent {
            LAST
        } else {
            LINES[rng.below(LINES.len() as u64) as usize]
        };
        let _ = writeln!(stdin, "{command}");
        let _ = stdin.flush();
        if i % 4 == 0 && rng.below(2) == 0 {
            // Wait for an acknowledgement now and then, so kills land at every stage.
            line.clear();
            if stdout.read_line(&mut line).unwrap_or(0) > 0 {
                take(&line, &mut acknowledged, &mut finished);
            }
        }
    }
    // Kill soon after starting, mid-stream, or after it has caught up with its input.
    // Its input stays open until then, so it cannot end on its own.
    let scale = [1_000, 5_000, 20_000, 60_000, 400_000][rng.below(5) as usize];
    std::thread::sleep(Duration::from_micros(rng.below(scale)));
    child.kill().expect("kill");
    drop(stdin);
    finish(child, stdout, acknowledged, finished)
}

/// Reads what the killed child printed before dying, and how it ended.
fn finish(
    mut child: Child,
    mut stdout: BufReader<ChildStdout>,
    mut acknowledged: Vec<u64>,
    mut finished: bool,
) -> Run {
    let mut line = String::new();
    while stdout.read_line(&mut line).unwrap_or(0) > 0 {
        take(&line, &mut acknowledged, &mut finished);
        line.clear();
    }
    let status = child.wait().expect("wait");
    Run {
        acknowledged,
        finished,
        killed: status.signal() == Some(9),
    }
}

/// Notes an acknowledgement line (`#12 ...`), and whether it is the last line's.
fn take(line: &str, acknowledged: &mut Vec<u64>, finished: &mut bool) {
    let Some(rest) = line.strip_prefix('#') else {
        return;
    };
    let mut words = rest.splitn(2, ' ');
    if let Some(seq) = words.next().and_then(|w| w.parse().ok()) {
        acknowledged.push(seq);
        *finished |= words.next().is_some_and(|w| w.starts_with(LAST_SAID));
    }
}

#[test]
fn a_kill_during_a_large_write_leaves_a_torn_tail_kept_aside_byte_for_byte() {
    let dir = tempfile::tempdir().expect("temp");
    let (wanted, most) = torn_runs();
    let (mut runs, mut killed, mut torn) = (0, 0, 0);
    while torn < wanted && runs < most {
        let round = runs;
        runs += 1;
        let path = new_save(dir.path(), &format!("torn-{round}"));
        let (run, tail) = kill_during_a_large_write(&path);
        let name = format!("torn round {round}");
        killed += u32::from(run.killed);
        let loaded = check_save(&path, &run, &name);
        let Some(tail) = tail else { continue };
        torn += 1;
        let cut = loaded
            .cut
            .unwrap_or_else(|| panic!("{name}: the incomplete line is seen"));
        assert!(cut.torn, "{name}: a torn tail, not damage");
        assert_eq!(cut.len, tail.len() as u64, "{name}");
        // check_save reopened it for appending: the torn bytes are in a side file.
        let side = side_file_holding(dir.path(), &path, &tail)
            .unwrap_or_else(|| panic!("{name}: no side file holds the torn bytes"));
        let save = std::fs::read(&path).expect("read");
        assert!(
            save.ends_with(b"\n"),
            "{name}: the save no longer ends torn"
        );
        std::fs::remove_file(side).expect("remove");
    }
    eprintln!(
        "kill during a large write: {runs} runs, {killed} killed, \
         {torn} torn tails produced and checked"
    );
    assert!(
        torn > 0,
        "the kills must tear the large write to test anything (none of {runs} did)"
    );
}

/// Acknowledged small records, then a 2 MB one; kills the child as soon as the file grows
/// past the acknowledged records. Returns the run and the torn bytes the save ends with
/// (`None` when the write was not torn).
fn kill_during_a_large_write(path: &Path) -> (Run, Option<Vec<u8>>) {
    let mut child = spawn(path);
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    let small = [
        "add Alpha pc reaction=12",
        "add Bravo enemy reaction=9",
        "roll 3d6",
    ];
    let (mut acknowledged, mut finished) = (Vec::new(), false);
    let mut line = String::new();
    for command in small {
        writeln!(stdin, "{command}").expect("send");
        line.clear();
        stdout.read_line(&mut line).expect("acknowledgement");
        take(&line, &mut acknowledged, &mut finished);
    }
    assert_eq!(acknowledged, [1, 2, 3], "{line}");
    let before = std::fs::metadata(path).expect("meta").len();
    let big = format!("wound alpha{}body light\n{LAST}\n", " ".repeat(PADDING));
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(big.as_bytes());
        stdin
    });
    // Kill as soon as the large record starts reaching the file.
    let deadline = Instant::now() + Duration::from_secs(20);
    while std::fs::metadata(path).map_or(before, |m| m.len()) == before && Instant::now() < deadline
    {
        std::hint::spin_loop();
    }
    child.kill().expect("kill");
    let run = finish(child, stdout, acknowledged, finished);
    drop(writer.join().expect("writer"));
    let bytes = std::fs::read(path).expect("read");
    let tail = match bytes.iter().rposition(|&b| b == b'\n') {
        Some(end) if end + 1 < bytes.len() => Some(bytes[end + 1..].to_vec()),
        _ => None,
    };
    (run, tail)
}

/// The side file next to `save` whose bytes are `tail`.
fn side_file_holding(dir: &Path, save: &Path, tail: &[u8]) -> Option<PathBuf> {
    std::fs::read_dir(dir)
        .expect("list")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p != save)
        .find(|p| std::fs::read(p).is_ok_and(|b| b == tail))
}
