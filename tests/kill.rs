//! Process crash: a child `fray run --script -` appends commands and prints an
//! acknowledgement (`#SEQ ...`) after each record is synced; the parent kills it with
//! SIGKILL at a random moment, over and over. Every acknowledged record is still in the
//! save, at most the last record saved was never acknowledged, and the save always opens,
//! both read-only and for appending (the resume path, which moves a torn tail aside).
//!
//! 60 runs by default; `FRAY_LONG_TESTS=1` runs 1,000 (see `docs/reliability.md`).

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

mod common;

use common::lcg::Lcg;
use fray::engine::Header;
use fray::model::SystemId;
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

/// How many kills: 1,000 with `FRAY_LONG_TESTS=1`, 60 otherwise.
fn runs() -> u32 {
    if std::env::var_os("FRAY_LONG_TESTS").is_some_and(|v| v == "1") {
        1000
    } else {
        60
    }
}

/// The outcome of one killed run.
struct Run {
    /// Sequence numbers the child acknowledged.
    acknowledged: Vec<u64>,
    /// How many lines it was sent.
    sent: u64,
}

#[test]
fn no_acknowledged_record_is_ever_lost_and_every_save_opens() {
    let dir = tempfile::tempdir().expect("temp");
    let mut rng = Lcg(2026);
    let runs = runs();
    let (mut interrupted, mut torn, mut unacknowledged_tails, mut records) = (0, 0, 0, 0);
    for round in 0..runs {
        let path = dir.path().join(format!("kill-{round}.fray.jsonl"));
        let header = Header::new(SystemId::Polaris3e, "Kill", 1, 0);
        drop(SaveLog::create(&path, &header).expect("create"));
        let run = kill_a_child(&path, &mut rng);

        let loaded =
            store::load(&path).unwrap_or_else(|e| panic!("round {round}: the save must open: {e}"));
        let saved: Vec<u64> = loaded.records.iter().map(|r| r.seq).collect();
        for seq in &run.acknowledged {
            assert!(
                saved.contains(seq),
                "round {round}: acknowledged #{seq} lost (saved {saved:?})"
            );
        }
        let unacknowledged: Vec<u64> = saved
            .iter()
            .copied()
            .filter(|seq| !run.acknowledged.contains(seq))
            .collect();
        assert!(
            unacknowledged.is_empty() || unacknowledged == [*saved.last().unwrap_or(&0)],
            "round {round}: only the last record saved may lack an acknowledgement \
             (unacknowledged {unacknowledged:?}, saved {saved:?})"
        );
        unacknowledged_tails += unacknowledged.len();
        torn += usize::from(loaded.cut.is_some());
        if (saved.len() as u64) < run.sent {
            interrupted += 1;
        }
        records += saved.len();

        // The resume path opens it too, and keeps every record.
        let (log, reopened) = SaveLog::open_append(&path)
            .unwrap_or_else(|e| panic!("round {round}: the save must open for appending: {e}"));
        assert_eq!(reopened.records, loaded.records, "round {round}");
        assert_eq!(log.next_seq(), saved.len() as u64 + 1, "round {round}");
    }
    eprintln!(
        "kill: {runs} runs, {interrupted} killed mid-stream, {torn} torn tails, \
         {unacknowledged_tails} saved but unacknowledged tail records, {records} records checked"
    );
    assert!(
        interrupted * 5 >= runs,
        "the kills must land mid-stream to test anything ({interrupted} of {runs} did)"
    );
}

/// Starts `fray run` on the save, feeds it commands, kills it at a random moment, and
/// collects every acknowledgement it printed.
fn kill_a_child(path: &Path, rng: &mut Lcg) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fray"))
        .arg("run")
        .arg(path)
        .args(["--script", "-", "--keep-going"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("run");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    let _ = writeln!(
        stdin,
        "add Alpha pc reaction=12\nadd Bravo enemy reaction=9"
    );
    let mut acknowledged = Vec::new();
    let sent = 2 + rng.below(40);
    let mut line = String::new();
    for i in 0..sent - 2 {
        let _ = writeln!(stdin, "{}", LINES[rng.below(LINES.len() as u64) as usize]);
        let _ = stdin.flush();
        if i % 4 == 0 && rng.below(2) == 0 {
            // Wait for an acknowledgement now and then, so kills land at every stage.
            line.clear();
            if stdout.read_line(&mut line).unwrap_or(0) > 0
                && let Some(seq) = acknowledged_seq(&line)
            {
                acknowledged.push(seq);
            }
        }
    }
    // Kill soon after starting, mid-stream, or after it has caught up with its input.
    let scale = [1_000, 5_000, 20_000, 60_000][rng.below(4) as usize];
    std::thread::sleep(Duration::from_micros(rng.below(scale)));
    child.kill().expect("kill");
    drop(stdin);
    // Whatever it printed before the kill was acknowledged too.
    line.clear();
    while stdout.read_line(&mut line).unwrap_or(0) > 0 {
        if let Some(seq) = acknowledged_seq(&line) {
            acknowledged.push(seq);
        }
        line.clear();
    }
    let _ = child.wait();
    Run { acknowledged, sent }
}

/// The sequence number of an acknowledgement line (`#12 ...`).
fn acknowledged_seq(line: &str) -> Option<u64> {
    line.strip_prefix('#')?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}
