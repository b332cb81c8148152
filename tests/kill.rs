//! A child process appending commands is killed at random moments, many times: every
//! command it acknowledged is still in the save, and the save always opens.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::Duration;

use fray::store;

/// A small deterministic generator, so a failure can be replayed.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, below: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % below.max(1)
    }
}

const LINES: &[&str] = &[
    "wound alpha body light",
    "roll 3d6",
    "wound bravo left-arm light",
    "note alpha steady",
    "undo",
    "redo",
    "test alpha reaction",
];

#[test]
fn no_acknowledged_command_is_ever_lost() {
    let dir = tempfile::tempdir().expect("temp");
    let mut rng = Lcg(2026);
    let mut interrupted = 0;
    for round in 0..25 {
        let name = format!("kill-{round}");
        let created = Command::new(env!("CARGO_BIN_EXE_fray"))
            .args(["new", "-r", "polaris-3e", "--seed", "1", "--no-open", &name])
            .env("FRAY_SAVES_DIR", dir.path())
            .output()
            .expect("new");
        assert!(created.status.success());
        let mut child = Command::new(env!("CARGO_BIN_EXE_fray"))
            .args(["run", &name, "--script", "-", "--keep-going"])
            .env("FRAY_SAVES_DIR", dir.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("run");
        let mut stdin = child.stdin.take().expect("stdin");
        let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
        writeln!(
            stdin,
            "add Alpha pc reaction=12\nadd Bravo enemy reaction=9"
        )
        .expect("write");
        let mut acknowledged = Vec::new();
        let writes = 2 + rng.next(40);
        let mut line = String::new();
        for i in 0..writes {
            let _ = writeln!(stdin, "{}", LINES[(i as usize) % LINES.len()]);
            if rng.next(3) == 0 {
                line.clear();
                if stdout.read_line(&mut line).unwrap_or(0) > 0
                    && let Some(seq) = acknowledged_seq(&line)
                {
                    acknowledged.push(seq);
                }
            }
        }
        std::thread::sleep(Duration::from_micros(rng.next(3000)));
        child.kill().expect("kill");
        // Whatever was printed before the kill was acknowledged too.
        line.clear();
        while stdout.read_line(&mut line).unwrap_or(0) > 0 {
            if let Some(seq) = line
                .strip_prefix('#')
                .and_then(|r| r.split_whitespace().next())
            {
                acknowledged.push(seq.parse::<u64>().expect("seq"));
            }
            line.clear();
        }
        let _ = child.wait();
        let path = dir.path().join(format!("{name}.fray.jsonl"));
        let loaded =
            store::load(&path).unwrap_or_else(|e| panic!("round {round}: the save must open: {e}"));
        let saved: Vec<u64> = loaded.records.iter().map(|r| r.seq).collect();
        if (saved.len() as u64) < writes + 2 {
            interrupted += 1;
        }
        for seq in &acknowledged {
            assert!(
                saved.contains(seq),
                "round {round}: acknowledged #{seq} lost (saved {saved:?})"
            );
        }
    }
    assert!(
        interrupted >= 5,
        "the kills must land mid-stream to test anything ({interrupted} of 25 did)"
    );
}

/// The sequence number of an acknowledgement line (`#12 ...`).
fn acknowledged_seq(line: &str) -> Option<u64> {
    line.strip_prefix('#')?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}
