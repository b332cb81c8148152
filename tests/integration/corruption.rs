//! The corruption matrix over the shipped example saves, part 1: truncation, flipped
//! bytes and runs of NUL bytes. Each damaged copy goes through `store::load` and must be
//! classified exactly as predicted from where the damage is: loaded (with a torn tail at
//! a given line and offset) or refused, naming the line and byte offset. Never a panic.
//! Only a last line cut short (no final line break) or holding NUL bytes is a torn tail;
//! a complete last line with a flipped byte is damage like any other.
//!
//! The short form samples offsets with a stride; `FRAY_LONG_TESTS=1` tries every offset
//! and every bit of every byte. The counts covered are printed (see docs/reliability.md).

use crate::common;

use std::fs::{self, OpenOptions};
use std::path::Path;

use common::saves::{EXAMPLES, Outcome, checksum_problem, classify, example, line_starts, long};
use fray::store::LineProblem;

/// The expectation for a file whose first `k` bytes are those of an intact save with
/// lines starting at `starts` (and `len` bytes in all).
fn truncated(starts: &[usize], len: usize, k: usize) -> Outcome {
    if k == 0 {
        return Outcome::Refused("Empty", String::new());
    }
    let header_end = starts.get(1).copied().unwrap_or(len);
    if k < header_end {
        return Outcome::Refused("TornHeader", String::new());
    }
    // Lines wholly inside the first k bytes (their `\n` included), and where the last
    // of them ends.
    let ends: Vec<usize> = starts.iter().skip(1).copied().chain([len]).collect();
    let complete = ends.iter().filter(|&&e| e <= k).count();
    let end = ends[complete - 1];
    Outcome::Loaded {
        records: complete - 1,
        cut: (k != end).then(|| (complete as u64 + 1, end as u64, LineProblem::Unterminated)),
    }
}

/// Compares outcomes, ignoring the message of a refusal (its variant must match).
fn same(got: &Outcome, want: &Outcome) -> bool {
    match (got, want) {
        (Outcome::Refused(a, _), Outcome::Refused(b, _)) => a == b,
        _ => got == want,
    }
}

#[test]
fn truncation_at_every_offset_of_each_example() -> std::io::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut tried = 0;
    for name in EXAMPLES {
        let bytes = example(name);
        let starts = line_starts(&bytes);
        let path = dir.path().join(name);
        fs::write(&path, &bytes)?;
        let file = OpenOptions::new().write(true).open(&path)?;
        // Short: every 31st offset, and every offset within 2 bytes of a line boundary.
        let near_boundary = |k: usize| starts.iter().any(|&s| s.abs_diff(k) <= 2);
        for k in (0..=bytes.len()).rev() {
            if !long() && k % 31 != 0 && !near_boundary(k) && k != bytes.len() {
                continue;
            }
            file.set_len(k as u64)?;
            let want = truncated(&starts, bytes.len(), k);
            let got = classify(&path);
            assert!(
                same(&got, &want),
                "{name} cut at {k}: {got:?}, want {want:?}"
            );
            tried += 1;
        }
        // Reading never changed anything.
        assert_eq!(fs::metadata(&path)?.len(), 0);
    }
    eprintln!(
        "truncation: {tried} offsets over {} example saves",
        EXAMPLES.len()
    );
    Ok(())
}

/// The expectation when the byte at `at` of an intact save becomes `new`.
fn flipped(bytes: &[u8], starts: &[usize], at: usize, new: u8) -> Expect {
    let line = common::saves::line_of(starts, at);
    let lines = starts.len();
    let start = starts[line - 1] as u64;
    let l = line as u64;
    if line == 1 {
        return Expect::HeaderRefused;
    }
    if bytes[at] == b'\n' {
        // The line loses its end: the file ends inside it, or it runs into the next one,
        // which no interrupted write does (a whole record with more after it: damage).
        return if line == lines {
            Expect::Torn(l, start, Some(LineProblem::Unterminated))
        } else {
            Expect::Joined(l, start)
        };
    }
    if new == b'\n' || line < lines {
        // A line break inside a line leaves a broken line with more after it.
        return Expect::Corrupt(l, start);
    }
    if new == 0 {
        // A NUL byte is never written by fray: in a complete last line it is read as
        // blocks a power loss left unwritten (zeros), so as an interrupted write.
        return Expect::Torn(l, start, None);
    }
    // The last line still ends with its line break: it was written whole and confirmed,
    // so a flipped byte in it is damage, not a torn tail.
    Expect::Corrupt(l, start)
}

/// What a flipped byte must give.
#[derive(Debug)]
enum Expect {
    /// Any refusal of the header (never a load).
    HeaderRefused,
    /// Loaded up to a torn last line (line, offset), with this problem or a checksum one.
    Torn(u64, u64, Option<LineProblem>),
    /// Damage in the middle at (line, offset), found by the checksum.
    Corrupt(u64, u64),
    /// Two records run together at (line, offset): a lost line break.
    Joined(u64, u64),
}

fn check_flip(got: &Outcome, want: &Expect) -> bool {
    match (got, want) {
        (Outcome::Refused(kind, _), Expect::HeaderRefused) => matches!(
            *kind,
            "BadHeader" | "NotASave" | "NewerVersion" | "UnknownSystem"
        ),
        (
            Outcome::Loaded {
                records,
                cut: Some((line, offset, problem)),
            },
            Expect::Torn(l, o, p),
        ) => {
            (*records as u64 + 2, line, offset) == (*l, l, o)
                && p.as_ref()
                    .map_or(checksum_problem(problem), |p| p == problem)
        }
        (
            Outcome::Corrupt {
                line,
                offset,
                good,
                problem,
            },
            Expect::Corrupt(l, o),
        ) => {
            (line, offset, *good as u64 + 2) == (l, o, *l)
                && (checksum_problem(problem) || *problem == LineProblem::Empty)
        }
        (
            Outcome::Corrupt {
                line,
                offset,
                good,
                problem: LineProblem::Joined { .. },
            },
            Expect::Joined(l, o),
        ) => (line, offset, *good as u64 + 2) == (l, o, *l),
        _ => false,
    }
}

#[test]
fn flipped_bytes_are_found_at_their_line() -> std::io::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut tried = 0;
    for name in EXAMPLES {
        let bytes = example(name);
        let starts = line_starts(&bytes);
        let path = dir.path().join(name);
        for at in 0..bytes.len() {
            let edge = starts
                .iter()
                .any(|&s| s.abs_diff(at) <= 1 || s.abs_diff(at + 19) <= 1);
            // Short: every 53rd byte (one bit, turning with the offset, and all bits at
            // once) and both ends of every line (one bit); long: all 8 bits, and all at once.
            let masks: Vec<u8> = if long() {
                (0..8).map(|b| 1 << b).chain([0xFF]).collect()
            } else if at % 53 == 0 {
                vec![1 << (at % 8), 0xFF]
            } else if edge {
                vec![1 << (at % 8)]
            } else {
                continue;
            };
            for mask in masks {
                let mut damaged = bytes.clone();
                damaged[at] ^= mask;
                fs::write(&path, &damaged)?;
                let want = flipped(&bytes, &starts, at, damaged[at]);
                let got = classify(&path);
                assert!(
                    check_flip(&got, &want),
                    "{name}: byte {at} ^ {mask:#04x}: {got:?}, want {want:?}"
                );
                tried += 1;
            }
        }
    }
    eprintln!(
        "flipped bytes: {tried} flips over {} example saves",
        EXAMPLES.len()
    );
    Ok(())
}

/// Loads `damaged` from `path` and checks it against `want` with [`same`].
fn expect(path: &Path, damaged: &[u8], want: &Outcome, what: &str) -> std::io::Result<()> {
    fs::write(path, damaged)?;
    let got = classify(path);
    assert!(same(&got, want), "{what}: {got:?}, want {want:?}");
    Ok(())
}

#[test]
fn runs_of_nul_bytes() -> std::io::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut tried = 0;
    for name in EXAMPLES {
        let bytes = example(name);
        let starts = line_starts(&bytes);
        let lines = starts.len() as u64;
        let path = dir.path().join(name);
        let signature = br#"{"format":"fray-save""#.len();
        // The end of the file zeroed from an offset on (what a crash can leave behind
        // on some file systems): a torn tail from that line on.
        let step = if long() { 1 } else { 97 };
        for from in (0..bytes.len()).step_by(step).chain(starts.iter().copied()) {
            let mut damaged = bytes.clone();
            damaged[from..].fill(0);
            let line = common::saves::line_of(&starts, from);
            let want = match line {
                1 if from >= signature => Outcome::Refused("TornHeader", String::new()),
                1 => Outcome::Refused("NotASave", String::new()),
                _ => Outcome::Loaded {
                    records: line - 2,
                    cut: Some((
                        line as u64,
                        starts[line - 1] as u64,
                        LineProblem::Unterminated,
                    )),
                },
            };
            expect(
                &path,
                &damaged,
                &want,
                &format!("{name} zeroed from {from}"),
            )?;
            tried += 1;
        }
        // Preallocated space: NULs after the last line.
        for tail in [&b""[..], b"\n"] {
            let damaged = [&bytes[..], &[0; 4096], tail].concat();
            let problem = if tail.is_empty() {
                LineProblem::Unterminated
            } else {
                LineProblem::NoChecksum
            };
            let want = Outcome::Loaded {
                records: lines as usize - 1,
                cut: Some((lines + 1, bytes.len() as u64, problem)),
            };
            expect(&path, &damaged, &want, &format!("{name} NULs appended"))?;
            tried += 1;
        }
        for (i, &start) in starts.iter().enumerate().skip(1) {
            let line = i as u64 + 1;
            let end = starts.get(i + 1).copied().unwrap_or(bytes.len());
            // A run of NULs over a line's content (its `\n` kept).
            let mut damaged = bytes.clone();
            let run = (start + 5)..(start + 69).min(end - 1);
            damaged[run].fill(0);
            fs::write(&path, &damaged)?;
            let got = classify(&path);
            let ok = match &got {
                Outcome::Corrupt {
                    line: l,
                    offset,
                    good,
                    problem,
                } => {
                    line < lines
                        && (*l, *offset, *good) == (line, start as u64, i - 1)
                        && checksum_problem(problem)
                }
                Outcome::Loaded {
                    records,
                    cut: Some((l, offset, problem)),
                } => {
                    line == lines
                        && (*records, *l, *offset) == (i - 1, line, start as u64)
                        && checksum_problem(problem)
                }
                _ => false,
            };
            assert!(ok, "{name}: NULs over line {line}: {got:?}");
            // A line of NULs inserted before the line.
            let damaged = [&bytes[..start], &[0; 100], b"\n", &bytes[start..]].concat();
            let want = Outcome::Corrupt {
                line,
                offset: start as u64,
                good: i - 1,
                problem: LineProblem::NoChecksum,
            };
            let what = format!("{name}: NUL line before line {line}");
            expect(&path, &damaged, &want, &what)?;
            tried += 2;
        }
    }
    eprintln!("NUL runs: {tried} damaged copies");
    Ok(())
}

/// A lost line break before the last line joins two confirmed records into one line. The
/// loader takes it for a torn write and drops both with only a warning, but no
/// interrupted write makes a line that starts with a whole sealed record: it is damage.
#[test]

fn a_lost_line_break_before_the_last_line_is_damage() -> std::io::Result<()> {
    let dir = tempfile::tempdir()?;
    for name in EXAMPLES {
        let bytes = example(name);
        let starts = line_starts(&bytes);
        let lines = starts.len();
        let mut damaged = bytes.clone();
        damaged[starts[lines - 1] - 1] = b' ';
        let path = dir.path().join(name);
        fs::write(&path, &damaged)?;
        let got = classify(&path);
        assert!(
            matches!(got, Outcome::Corrupt { line, .. } if line == lines as u64 - 1),
            "{name}: {got:?}"
        );
    }
    Ok(())
}
