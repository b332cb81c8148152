//! The corruption matrix, part 3: hostile sizes. A 50 MB line (at the end, in the middle,
//! first) is refused naming its line and offset, and reading it keeps memory bounded (a
//! counting allocator measures the peak); 100 000 nested brackets are refused as not
//! JSON, without overflowing the stack.

mod common;

use std::fs;
use std::path::{Path, PathBuf};

use common::counting::{Counting, peak_during};
use common::saves::{
    EXAMPLES, Outcome, assert_set_aside, example, line_starts, outcome, seal_body, split_lines,
};
use fray::store::{LineProblem, MAX_LINE_BYTES, load, salvage};

#[global_allocator]
static ALLOC: Counting = Counting;

const HUGE: usize = 50 * 1024 * 1024;
/// What reading may use besides the good part of the save: a line buffer of at most
/// 4 MiB (8 MiB of capacity at worst) and change.
const SLACK: usize = 16 * 1024 * 1024;

/// The one file in `dir` other than `save` and `copy`.
fn side_file(dir: &Path, save: &Path, copy: &Path) -> PathBuf {
    let mut found: Vec<PathBuf> = fs::read_dir(dir)
        .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    found.retain(|p| p != save && p != copy);
    assert_eq!(found.len(), 1, "{found:?}");
    found.remove(0)
}

#[test]
fn a_50_mb_line_is_refused_in_bounded_memory() -> std::io::Result<()> {
    let dir = tempfile::tempdir()?;
    let name = EXAMPLES[1];
    let bytes = example(name);
    let starts = line_starts(&bytes);
    let path = dir.path().join(name);
    let huge = vec![b'x'; HUGE];
    let middle = starts[3];
    let cases: [(&str, Vec<u8>, usize, usize); 4] = [
        (
            "at the end",
            [&bytes[..], &huge].concat(),
            bytes.len(),
            starts.len() + 1,
        ),
        (
            "at the end, with its line break",
            [&bytes[..], &huge, b"\n"].concat(),
            bytes.len(),
            starts.len() + 1,
        ),
        (
            "in the middle",
            [&bytes[..middle], &huge, b"\n", &bytes[middle..]].concat(),
            middle,
            4,
        ),
        (
            "as JSON in the middle",
            [
                &bytes[..middle],
                b"{\"seq\":3,\"command\":\"",
                &huge,
                b"\"}\n",
                &bytes[middle..],
            ]
            .concat(),
            middle,
            4,
        ),
    ];
    for (what, damaged, offset, line) in cases {
        fs::write(&path, &damaged)?;
        drop(damaged);
        let (got, peak) = peak_during(|| outcome(&path, load(&path)));
        let want = Outcome::Corrupt {
            line: line as u64,
            offset: offset as u64,
            good: line - 2,
            problem: LineProblem::TooLong {
                limit: MAX_LINE_BYTES,
            },
        };
        assert_eq!(got, want, "{what}");
        eprintln!("50 MB line {what}: load peak {peak} bytes");
        assert!(peak < SLACK + offset, "{what}: {peak} bytes at the peak");
        // Salvaging a copy moves the rest aside, streaming it.
        let copy = dir.path().join("copy.fray.jsonl");
        fs::copy(&path, &copy)?;
        let (got, peak) = peak_during(|| outcome(&copy, salvage(&copy)));
        let Outcome::Loaded {
            records,
            cut: Some((cut_line, cut_offset, _)),
        } = got
        else {
            panic!("{what}: salvage gave {got:?}")
        };
        assert_eq!(
            (records, cut_line, cut_offset),
            (line - 2, line as u64, offset as u64)
        );
        eprintln!("50 MB line {what}: salvage peak {peak} bytes");
        assert!(peak < SLACK + offset, "{what}: salvage took {peak} bytes");
        // The save is its good part and one set-aside record: the 50 MB line holds no
        // number, so it skips the number due (at the end) or up to the last record
        // after it (in the middle).
        let due = (line - 1) as u64;
        let last = if offset == bytes.len() {
            due
        } else {
            (starts.len() - 1) as u64
        };
        let side = side_file(dir.path(), &path, &copy);
        assert_set_aside(&copy, &bytes[..offset], (due, last), &side, false);
        for entry in fs::read_dir(dir.path())? {
            let entry = entry?.path();
            if entry != path {
                fs::remove_file(entry)?;
            }
        }
    }
    // As the first line: not a save at all, said without reading it whole.
    fs::write(&path, &huge)?;
    let (got, peak) = peak_during(|| outcome(&path, load(&path)));
    assert!(matches!(got, Outcome::Refused("NotASave", _)), "{got:?}");
    assert!(peak < SLACK, "{peak}");
    Ok(())
}

#[test]
fn deeply_nested_json_is_refused_not_a_stack_overflow() -> std::io::Result<()> {
    let dir = tempfile::tempdir()?;
    let depth = 100_000;
    for name in EXAMPLES {
        let bytes = example(name);
        let lines = split_lines(&bytes);
        let n = lines.len();
        let path = dir.path().join(name);
        let nested = |open: &[u8], close: &[u8]| {
            [&open.repeat(depth)[..], &close.repeat(depth)[..]].concat()
        };
        for inner in [
            nested(b"[", b"]"),
            nested(b"{\"a\":", b"}"),
            b"[".repeat(depth),
        ] {
            // As a record's events, checksummed, in the middle and last.
            let body = [
                &b"{\"seq\":2,\"command\":\"x\",\"at\":null,\"events\":"[..],
                &inner,
                b"}",
            ]
            .concat();
            let line = seal_body(&body);
            for at in [2, n] {
                let mut edited = lines.clone();
                edited[at - 1] = line.clone();
                edited.truncate(at.max(3));
                fs::write(&path, edited.concat())?;
                let got = outcome(&path, load(&path));
                let is_json = |p: &LineProblem| matches!(p, LineProblem::NotJson(m) if m.contains("recursion limit") || m.contains("EOF"));
                let ok = match &got {
                    // A complete line, last or not: damage.
                    Outcome::Corrupt { line, problem, .. } => {
                        *line == at as u64 && is_json(problem)
                    }
                    _ => false,
                };
                assert!(
                    ok,
                    "{name}: nested at line {at} of {}: {got:?}",
                    edited.len()
                );
            }
            // As the header.
            let header = seal_body(
                &[
                    &b"{\"format\":\"fray-save\",\"version\":2,\"x\":"[..],
                    &inner,
                    b"}",
                ]
                .concat(),
            );
            fs::write(&path, [&header[..], &lines[1]].concat())?;
            let got = outcome(&path, load(&path));
            assert!(
                matches!(&got, Outcome::Refused("BadHeader", m) if m.contains("not valid JSON")),
                "{name}: nested header: {got:?}"
            );
        }
    }
    Ok(())
}
