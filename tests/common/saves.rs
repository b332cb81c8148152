//! The shipped example saves as bytes, line arithmetic over them, sealing by hand, and a
//! classification of what the loader made of a (damaged) save, checked for wording.

use std::path::Path;

use fray::engine::record::FORMAT_VERSION;
use fray::engine::{Event, Record};
use fray::store::{LineProblem, Loaded, SET_ASIDE_COMMAND, StoreError, crc32, load};

/// A record made by hand (no time), to write saves no command could make.
pub fn hand_record(seq: u64, command: &str, events: Vec<Event>) -> Record {
    Record {
        seq,
        command: command.into(),
        at: None,
        events,
    }
}

/// The example saves shipped in `saves/`.
pub const EXAMPLES: [&str; 6] = [
    "polaris-demo.fray.jsonl",
    "polaris-three-rounds.fray.jsonl",
    "sr-firefight.fray.jsonl",
    "cpi-alley.fray.jsonl",
    "ana-docks.fray.jsonl",
    "cor-rooftop.fray.jsonl",
];

/// The first combatant the three-round example adds (a full Polaris sheet), to build
/// hand-made records from.
pub fn example_combatant() -> fray::model::Combatant {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/polaris-three-rounds.fray.jsonl");
    let loaded = load(&path).unwrap_or_else(|e| panic!("{e}"));
    loaded
        .records
        .iter()
        .flat_map(|r| &r.events)
        .find_map(|e| match e {
            Event::CombatantAdded { combatant } => Some((**combatant).clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("the example adds someone"))
}

/// A copy of the shipped example `name` in a fresh folder, and its path there.
pub fn shipped(name: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().expect("tempdir");
    let to = copy_example(name, dir.path(), name);
    (dir, to)
}

/// A copy of the shipped example `name` as `as_name` in `dir`; its path.
pub fn copy_example(name: &str, dir: &Path, as_name: &str) -> std::path::PathBuf {
    let to = dir.join(as_name);
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(name),
        &to,
    )
    .unwrap_or_else(|e| panic!("copy {name}: {e}"));
    to
}

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
            // Lines moved into a side file (a salvage) are followed by exactly one
            // set-aside record naming it and skipping from the number that was due; a
            // read-only load moves nothing and adds none. Which numbers it skips up to,
            // the callers check against the bytes ([`assert_set_aside`]).
            let mut loaded = loaded;
            let moved = loaded.cut.as_ref().and_then(|c| c.side_file.clone());
            if let Some(side) = moved.filter(|_| loaded.header.version == FORMAT_VERSION) {
                let marker = loaded.records.pop();
                let due = loaded.records.len() as u64 + 1;
                let (first, last, file, torn) = set_aside_of(marker.as_ref())
                    .unwrap_or_else(|| panic!("no set-aside record after a cut: {marker:?}"));
                assert_eq!((first, file.as_str()), (due, file_name_of(&side)));
                assert_eq!(Some(torn), loaded.cut.as_ref().map(|c| c.torn));
                assert!(last >= first);
                assert_eq!(marker.map(|m| m.seq), Some(last + 1));
            }
            assert!(!loaded.records.iter().any(Record::is_set_aside));
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

/// The first, last, file and torn of a set-aside record, if `record` is one.
pub fn set_aside_of(record: Option<&Record>) -> Option<(u64, u64, String, bool)> {
    match record?.events.as_slice() {
        [
            Event::RecordsSetAside {
                first,
                last,
                file,
                torn,
            },
        ] => Some((*first, *last, file.clone(), *torn)),
        _ => None,
    }
}

/// A path's last component, as text.
pub fn file_name_of(path: &Path) -> &str {
    path.file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default()
}

/// The last sequence number lines moved aside used, as the save format defines it: the
/// largest number after the first `"seq":` of any of their lines (up to 2^53), and at
/// least `due`, the number that was due when they were moved.
pub fn used_numbers(moved: &[u8], due: u64) -> u64 {
    const KEY: &[u8] = b"\"seq\":";
    moved
        .split(|&b| b == b'\n')
        .filter_map(|line| {
            let at = line.windows(KEY.len()).position(|w| w == KEY)? + KEY.len();
            let digits: Vec<u8> = line[at..]
                .iter()
                .copied()
                .take_while(u8::is_ascii_digit)
                .collect();
            String::from_utf8(digits).ok()?.parse::<u64>().ok()
        })
        .filter(|&seq| seq <= 1 << 53)
        .fold(due, u64::max)
}

/// Checks what moving lines aside left at `path`: exactly `kept` (the good part), then
/// one sealed set-aside record numbered `last + 1` that skips `first..=last` and names
/// `side` (`torn` as given). Returns the records the save now loads as.
pub fn assert_set_aside(
    path: &Path,
    kept: &[u8],
    (first, last): (u64, u64),
    side: &Path,
    torn: bool,
) -> Vec<Record> {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(
        bytes.starts_with(kept),
        "{}: the good part is kept",
        path.display()
    );
    let added = &bytes[kept.len()..];
    assert_eq!(
        added.iter().filter(|&&b| b == b'\n').count(),
        1,
        "one line added: {}",
        String::from_utf8_lossy(added)
    );
    assert!(added.ends_with(b"\n"));
    let loaded = load(path).unwrap_or_else(|e| panic!("{e}"));
    assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
    let marker = loaded.records.last().cloned();
    let want = Record {
        seq: last + 1,
        command: SET_ASIDE_COMMAND.to_string(),
        at: marker.as_ref().and_then(|m| m.at),
        events: vec![Event::RecordsSetAside {
            first,
            last,
            file: file_name_of(side).to_string(),
            torn,
        }],
    };
    assert!(
        marker.as_ref().is_some_and(|m| m.at.is_some()),
        "the record says when"
    );
    assert_eq!(marker, Some(want));
    loaded.records
}
