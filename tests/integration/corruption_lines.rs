//! The corruption matrix over the shipped example saves, part 2: whole lines duplicated,
//! swapped and deleted, a missing header, CRLF line endings, a byte-order mark and
//! invalid UTF-8. Each is classified exactly; a damaged save is also salvaged (on a copy)
//! to check that salvaging keeps exactly the records before the damage.

use crate::common;

use std::fs;
use std::path::Path;

use common::saves::{
    EXAMPLES, Outcome, assert_set_aside, body_of, classify, example, line_starts, outcome,
    seal_body, split_lines,
};
use fray::store::{LineProblem, salvage};

/// Loads `bytes` from `path` and returns the outcome.
fn load_bytes(path: &Path, bytes: &[u8]) -> Outcome {
    fs::write(path, bytes).unwrap_or_else(|e| panic!("{e}"));
    classify(path)
}

/// The message of a refusal of `kind`, or a panic naming what came instead.
fn refused(got: Outcome, kind: &str, what: &str) -> String {
    match got {
        Outcome::Refused(k, message) if k == kind => message,
        other => panic!("{what}: {other:?}, want {kind}"),
    }
}

/// A damaged line in the middle: salvaging a copy keeps the `good` records, cuts the
/// save at `offset`, puts exactly the rest in a side file, and records that the numbers
/// from `good + 1` to `last` (the largest the rest holds) are skipped.
fn salvaged_at(path: &Path, bytes: &[u8], offset: u64, good: usize, last: u64) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let copy = dir.path().join("copy.fray.jsonl");
    fs::write(&copy, bytes).unwrap_or_else(|e| panic!("{e}"));
    match outcome(&copy, salvage(&copy)) {
        Outcome::Loaded {
            records,
            cut: Some((_, at, _)),
        } => assert_eq!((records, at), (good, offset), "{}", path.display()),
        other => panic!("salvaging {}: {other:?}", path.display()),
    }
    let side: Vec<_> = fs::read_dir(dir.path())
        .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    let side = side.into_iter().find(|p| p != &copy).unwrap_or_default();
    assert_eq!(
        fs::read(&side).ok().as_deref(),
        Some(&bytes[offset as usize..])
    );
    // The good part, then one record skipping the numbers the moved lines used.
    let due = good as u64 + 1;
    assert_set_aside(&copy, &bytes[..offset as usize], (due, last), &side, false);
}

#[test]
fn duplicated_swapped_and_deleted_lines() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut tried = 0;
    for name in EXAMPLES {
        let bytes = example(name);
        let lines = split_lines(&bytes);
        let starts = line_starts(&bytes);
        let n = lines.len();
        let path = dir.path().join(name);
        let with = |edit: &dyn Fn(&mut Vec<Vec<u8>>)| {
            let mut edited = lines.clone();
            edit(&mut edited);
            edited.concat()
        };
        let at = |line: usize| starts.get(line - 1).copied().unwrap_or(bytes.len()) as u64;
        // Line L (from 2) holds record L - 1.
        for l in 2..=n {
            let seq = l as u64 - 1;
            // Duplicated: the copy has the sequence number of the line before it.
            let damaged = with(&|v| v.insert(l, lines[l - 1].clone()));
            let want = Outcome::Corrupt {
                line: l as u64 + 1,
                offset: at(l + 1),
                good: l - 1,
                problem: LineProblem::WrongSequence {
                    expected: seq + 1,
                    found: seq,
                },
            };
            assert_eq!(load_bytes(&path, &damaged), want, "{name}: line {l} twice");
            // Deleted: the next record comes one early, or (the last) nothing is missed.
            let damaged = with(&|v| drop(v.remove(l - 1)));
            let want = if l == n {
                Outcome::Loaded {
                    records: n - 2,
                    cut: None,
                }
            } else {
                Outcome::Corrupt {
                    line: l as u64,
                    offset: at(l),
                    good: l - 2,
                    problem: LineProblem::WrongSequence {
                        expected: seq,
                        found: seq + 1,
                    },
                }
            };
            assert_eq!(
                load_bytes(&path, &damaged),
                want,
                "{name}: line {l} deleted"
            );
            if l < n {
                // The lines moved hold records l to n - 1 (record l - 1 is the one deleted).
                salvaged_at(&path, &damaged, at(l), l - 2, n as u64 - 1);
                // Swapped with the next line.
                let damaged = with(&|v| v.swap(l - 1, l));
                assert_eq!(load_bytes(&path, &damaged), want, "{name}: {l} swapped");
            }
            tried += 3;
        }
        // The header twice: line 2 is no record.
        let damaged = with(&|v| v.insert(1, lines[0].clone()));
        let got = load_bytes(&path, &damaged);
        assert!(
            matches!(
                got,
                Outcome::Corrupt {
                    line: 2,
                    good: 0,
                    problem: LineProblem::NotARecord(_),
                    ..
                }
            ),
            "{name}: header twice: {got:?}"
        );
        // No header, or a record first.
        for damaged in [with(&|v| drop(v.remove(0))), with(&|v| v.swap(0, 1))] {
            let message = refused(load_bytes(&path, &damaged), "NotASave", name);
            assert!(message.contains("the header line is missing"), "{message}");
        }
        tried += 3;
    }
    eprintln!("line edits: {tried} damaged copies");
}

#[test]
fn crlf_line_endings() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    for name in EXAMPLES {
        let bytes = example(name);
        let lines = split_lines(&bytes);
        let starts = line_starts(&bytes);
        let n = lines.len();
        let path = dir.path().join(name);
        let crlf = |line: &Vec<u8>| [&line[..line.len() - 1], b"\r\n"].concat();
        // Every line: the header says what happened.
        let all: Vec<u8> = lines.iter().flat_map(crlf).collect();
        let message = refused(load_bytes(&path, &all), "BadHeader", name);
        assert!(message.contains("(line 1)"), "{message}");
        assert!(message.contains("Windows line endings"), "{message}");
        // Records only: the first record line has no checksum where it should.
        let records = [lines[0].clone(), lines[1..].iter().flat_map(crlf).collect()].concat();
        let want = Outcome::Corrupt {
            line: 2,
            offset: starts[1] as u64,
            good: 0,
            problem: LineProblem::NoChecksum,
        };
        assert_eq!(load_bytes(&path, &records), want, "{name}");
        // The last line only: it still ends with a line break, so it was written whole:
        // damage (not a torn tail).
        let last = [&bytes[..bytes.len() - 1], b"\r\n"].concat();
        let want = Outcome::Corrupt {
            line: n as u64,
            offset: starts[n - 1] as u64,
            good: n - 2,
            problem: LineProblem::NoChecksum,
        };
        assert_eq!(load_bytes(&path, &last), want, "{name}");
    }
}

#[test]
fn byte_order_marks() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    for name in EXAMPLES {
        let bytes = example(name);
        let starts = line_starts(&bytes);
        let path = dir.path().join(name);
        let bom = b"\xEF\xBB\xBF";
        let message = refused(
            load_bytes(&path, &[bom, &bytes[..]].concat()),
            "BadHeader",
            name,
        );
        assert!(message.contains("byte-order mark"), "{message}");
        // A second file appended after a save, with its own mark: damage at that line.
        let at = starts[2];
        let damaged = [&bytes[..at], bom, &bytes[at..]].concat();
        let got = load_bytes(&path, &damaged);
        assert!(
            matches!(got, Outcome::Corrupt { line: 3, offset, good: 1, problem: LineProblem::BadChecksum { .. } } if offset == at as u64),
            "{name}: {got:?}"
        );
    }
}

#[test]
fn invalid_utf8() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut tried = 0;
    for name in EXAMPLES {
        let bytes = example(name);
        let lines = split_lines(&bytes);
        let starts = line_starts(&bytes);
        let n = lines.len();
        let path = dir.path().join(name);
        // Bad UTF-8 inside the command string (after `"command":"`), checksummed or not.
        let spoiled = |line: &[u8], reseal: bool| {
            let key = b"\"command\":\"";
            let body = body_of(line);
            let at = body.windows(key.len()).position(|w| w == key).unwrap_or(0) + key.len();
            let body = [&body[..at], b"\xC3\x28\xFF", &body[at..]].concat();
            if reseal {
                seal_body(&body)
            } else {
                [&line[..at], b"\xC3\x28\xFF", &line[at..]].concat()
            }
        };
        for l in 2..=n {
            for reseal in [true, false] {
                let mut edited = lines.clone();
                edited[l - 1] = spoiled(&lines[l - 1], reseal);
                let got = load_bytes(&path, &edited.concat());
                let problem_ok = |p: &LineProblem| match reseal {
                    true => matches!(p, LineProblem::NotJson(m) if bad_text(m)),
                    false => matches!(p, LineProblem::BadChecksum { .. }),
                };
                let (line, offset) = (l as u64, starts[l - 1] as u64);
                let ok = match &got {
                    // Complete lines, the last one included: damage.
                    Outcome::Corrupt {
                        line: gl,
                        offset: go,
                        good,
                        problem,
                    } => (*gl, *go, *good) == (line, offset, l - 2) && problem_ok(problem),
                    _ => false,
                };
                assert!(ok, "{name}: line {l} (resealed: {reseal}): {got:?}");
                tried += 1;
            }
        }
        // In the header's name, checksummed: a damaged header.
        let mut edited = lines.clone();
        let body = body_of(&lines[0]);
        let key = b"\"name\":\"";
        let at = body.windows(key.len()).position(|w| w == key).unwrap_or(0) + key.len();
        edited[0] = seal_body(&[&body[..at], b"\xFF", &body[at..]].concat());
        let message = refused(load_bytes(&path, &edited.concat()), "BadHeader", name);
        assert!(bad_text(&message), "{message}");
        tried += 1;
    }
    eprintln!("invalid UTF-8: {tried} damaged copies");
}

/// Whether a JSON message is about invalid text.
fn bad_text(message: &str) -> bool {
    let message = message.to_lowercase();
    message.contains("unicode") || message.contains("utf-8")
}
