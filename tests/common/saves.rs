//! The shipped example saves as bytes, line arithmetic over them, sealing by hand, and a
//! classification of what the loader made of a (damaged) save, checked for wording.

use std::path::Path;

use fray::store::{LineProblem, Loaded, StoreError, crc32, load};

/// The example saves shipped in `saves/`.
pub const EXAMPLES: [&str; 3] = [
    "polaris-demo.fray.jsonl",
    "polaris-three-rounds.fray.jsonl",
    "sr-firefight.fray.jsonl",
];

/// The bytes of a shipped example save.
pub fn example(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Whether the long forms were asked for (`FRAY_LONG_TESTS=1`).
pub fn long() -> bool {
    std::env::var("FRAY_LONG_TESTS").is_ok_and(|v| v == "1")
}

/// Where each line starts (line 1 at index 0), for a file whose lines all end in `\n`.
pub fn line_starts(bytes: &[u8]) -> Vec<usize> {
    let mut starts = vec![0];
    starts.extend(
        bytes
            .iter()
            .enumerate()
            .filter(|(i, b)| **b == b'\n' && i + 1 < bytes.len())
            .map(|(i, _)| i + 1),
    );
    starts
}

/// The line (from 1) holding byte `at`, given [`line_starts`].
pub fn line_of(starts: &[usize], at: usize) -> usize {
    starts.partition_point(|&s| s <= at)
}

/// The lines of a file, each with its `\n`.
pub fn split_lines(bytes: &[u8]) -> Vec<Vec<u8>> {
    bytes
        .split_inclusive(|&b| b == b'\n')
        .map(<[u8]>::to_vec)
        .collect()
}

/// A line sealed as fray seals them, from a body (`{...}`, no `\n`), `\n` included.
pub fn seal_body(body: &[u8]) -> Vec<u8> {
    let crc = crc32(body);
    let mut line = body[..body.len() - 1].to_vec();
    line.extend_from_slice(format!(",\"crc\":\"{crc:08x}\"}}\n").as_bytes());
    line
}

/// The body of a sealed line (with or without its `\n`): the crc member taken off.
pub fn body_of(line: &[u8]) -> Vec<u8> {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    let mut body = line[..line.len() - 18].to_vec();
    body.push(b'}');
    body
}

/// A sealed line from any JSON value.
pub fn sealed(value: &serde_json::Value) -> Vec<u8> {
    seal_body(&serde_json::to_vec(value).unwrap_or_default())
}

/// What the loader made of a save, reduced to what a test can predict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Loaded: how many records, and the torn tail left out (line, offset, problem).
    Loaded {
        /// Good records.
        records: usize,
        /// The torn tail: line, offset, problem.
        cut: Option<(u64, u64, LineProblem)>,
    },
    /// Damage in the middle.
    Corrupt {
        /// The damaged line.
        line: u64,
        /// Where it starts.
        offset: u64,
        /// Good records before it.
        good: usize,
        /// What is wrong.
        problem: LineProblem,
    },
    /// Any other refusal, by variant name, with its message.
    Refused(&'static str, String),
}

/// The name of a refusal's variant.
pub fn variant(e: &StoreError) -> &'static str {
    match e {
        StoreError::Empty { .. } => "Empty",
        StoreError::TornHeader { .. } => "TornHeader",
        StoreError::NotASave { .. } => "NotASave",
        StoreError::BadHeader { .. } => "BadHeader",
        StoreError::NewerVersion { .. } => "NewerVersion",
        StoreError::UnknownSystem { .. } => "UnknownSystem",
        StoreError::TooLarge { .. } => "TooLarge",
        StoreError::Corrupt { .. } => "Corrupt",
        StoreError::Io { .. } => "Io",
        _ => "other",
    }
}

/// Classifies what [`load`] makes of `path`, checking that every message names the file,
/// and the line and byte offset wherever there is one.
pub fn classify(path: &Path) -> Outcome {
    outcome(path, load(path))
}

/// Classifies a load (or salvage) result; see [`classify`].
pub fn outcome(path: &Path, result: Result<Loaded, StoreError>) -> Outcome {
    let shown = path.display().to_string();
    match result {
        Ok(loaded) => {
            // A salvage ends with the store's set-aside record: not a command.
            let mut loaded = loaded;
            if loaded.records.last().is_some_and(|r| r.is_set_aside()) {
                loaded.records.pop();
            }
            for (i, record) in loaded.records.iter().enumerate() {
                assert_eq!(record.seq, i as u64 + 1, "records come in sequence");
            }
            let cut = loaded.cut.map(|cut| {
                let place = format!("line {} (byte offset {})", cut.line, cut.offset);
                assert!(
                    loaded.warnings.iter().any(|w| w.contains(&place)),
                    "the warning names {place}: {:?}",
                    loaded.warnings
                );
                (cut.line, cut.offset, cut.problem)
            });
            Outcome::Loaded {
                records: loaded.records.len(),
                cut,
            }
        }
        Err(e) => {
            let message = e.to_string();
            assert!(message.contains(&shown), "names the file: {message}");
            match e {
                StoreError::Corrupt {
                    line,
                    offset,
                    good,
                    problem,
                    ..
                } => {
                    let place = format!("line {line} (byte offset {offset})");
                    assert!(message.contains(&place), "names {place}: {message}");
                    Outcome::Corrupt {
                        line,
                        offset,
                        good,
                        problem,
                    }
                }
                other => Outcome::Refused(variant(&other), message),
            }
        }
    }
}

/// Whether a problem is one a damaged checksum member gives.
pub fn checksum_problem(problem: &LineProblem) -> bool {
    matches!(
        problem,
        LineProblem::BadChecksum { .. } | LineProblem::NoChecksum
    )
}
