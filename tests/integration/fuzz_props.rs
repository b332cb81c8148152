//! The fuzz targets of `fuzz/` as property tests that run with `cargo test`: arbitrary
//! bytes and randomly damaged example saves through the loader (never a panic, always a
//! load or a classified refusal whose line and offset match the bytes), and arbitrary or
//! near-valid lines through the parser in every rule system (never a panic; an accepted
//! command prints back to a line that parses to the same command).

use crate::common;

use std::path::Path;
use std::sync::LazyLock;

use common::saves::{EXAMPLES, example, file_name_of, set_aside_of, used_numbers};
use fray::engine::Record;
use fray::engine::record::FORMAT_VERSION;
use fray::model::SystemId;
use fray::script::{Line, format, keywords_in, parse_in, verbs_in};
use fray::store::{Loaded, StoreError, load, salvage};
use proptest::prelude::*;

/// Checks that what the loader said about `data` fits the bytes: records in sequence, a
/// cut or a damaged line starting right after a line break, at the line number the
/// breaks before it give.
fn check_classified(data: &[u8], result: &Result<Loaded, StoreError>) -> Result<(), TestCaseError> {
    let line_at = |offset: u64| -> Result<u64, TestCaseError> {
        let at = usize::try_from(offset).unwrap_or(usize::MAX);
        prop_assert!(
            at > 0 && at <= data.len(),
            "offset {} of {}",
            at,
            data.len()
        );
        prop_assert_eq!(data[at - 1], b'\n');
        Ok(data[..at].iter().filter(|&&b| b == b'\n').count() as u64 + 1)
    };
    match result {
        Ok(loaded) => {
            for (i, record) in loaded.records.iter().enumerate() {
                prop_assert_eq!(record.seq, i as u64 + 1);
            }
            if let Some(cut) = &loaded.cut {
                prop_assert_eq!(line_at(cut.offset)?, cut.line);
                prop_assert_eq!(cut.offset + cut.len, data.len() as u64);
                prop_assert_eq!(cut.line as usize, loaded.records.len() + 2);
            }
        }
        Err(
            e @ StoreError::Corrupt {
                line, offset, good, ..
            },
        ) => {
            prop_assert_eq!(line_at(*offset)?, *line);
            prop_assert_eq!(*line as usize, good + 2);
            let place = format!("line {line} (byte offset {offset})");
            prop_assert!(e.to_string().contains(&place), "{}", e);
        }
        Err(e @ StoreError::Io { .. }) => prop_assert!(false, "reading failed: {}", e),
        Err(_) => {}
    }
    Ok(())
}

/// Checks a salvage of `data`: it kept `kept` (what `load` read as good) and, when the
/// lines from byte `moved` on were moved aside (a torn tail if `torn`), exactly one
/// set-aside record after them skipping from the number due to the largest the moved
/// bytes hold, naming the side file, which holds those bytes exactly.
fn check_salvaged(
    data: &[u8],
    kept: &[Record],
    moved: Option<u64>,
    torn: bool,
    saved: &Loaded,
) -> Result<(), TestCaseError> {
    let Some(offset) = moved else {
        prop_assert_eq!(&saved.records[..], kept);
        return Ok(());
    };
    let moved = &data[usize::try_from(offset).unwrap_or(usize::MAX)..];
    let side = saved
        .cut
        .as_ref()
        .and_then(|c| c.side_file.clone())
        .unwrap_or_default();
    let in_side = std::fs::read(&side).ok();
    prop_assert_eq!(in_side.as_deref(), Some(moved));
    if saved.header.version != FORMAT_VERSION {
        // An older save is only cut, never appended to.
        prop_assert_eq!(&saved.records[..], kept);
        return Ok(());
    }
    prop_assert_eq!(saved.records.len(), kept.len() + 1);
    prop_assert_eq!(&saved.records[..kept.len()], kept);
    let due = kept.len() as u64 + 1;
    let last = used_numbers(moved, due);
    let marker = saved.records.last();
    prop_assert_eq!(marker.map(|m| m.seq), Some(last + 1));
    prop_assert_eq!(
        set_aside_of(marker),
        Some((due, last, file_name_of(&side).to_string(), torn))
    );
    Ok(())
}

/// Writes `data` as a save in a fresh folder, loads it, checks the result, and salvages
/// the file too (the good part must be what `load` kept).
fn through_loader(data: &[u8]) -> Result<Option<Vec<Record>>, TestCaseError> {
    let dir = tempfile::tempdir().map_err(|e| TestCaseError::fail(e.to_string()))?;
    let path = dir.path().join("fuzz.fray.jsonl");
    std::fs::write(&path, data).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let result = load(&path);
    check_classified(data, &result)?;
    let salvaged = salvage(&path);
    match (&result, &salvaged) {
        (Ok(loaded), Ok(saved)) => {
            let moved = loaded.cut.as_ref().map(|c| c.offset);
            check_salvaged(data, &loaded.records, moved, true, saved)?;
        }
        (Err(StoreError::Corrupt { offset, .. }), Ok(saved)) => {
            let kept = match &result {
                Err(StoreError::Corrupt { good, .. }) => *good,
                _ => 0,
            };
            let records = saved.records.get(..kept).unwrap_or_default();
            prop_assert_eq!(records.len(), kept);
            check_salvaged(data, records, Some(*offset), false, saved)?;
        }
        // A file the loader refuses whole is refused by salvage too, and left alone.
        (Err(_), Err(_)) => {
            let left = std::fs::read(&path).unwrap_or_default();
            prop_assert_eq!(&left[..], data);
        }
        (got, saved) => prop_assert!(false, "load {:?} but salvage {:?}", got, saved),
    }
    Ok(result.ok().map(|l| l.records))
}

/// The example saves and the records each holds.
static EXAMPLE_SAVES: LazyLock<Vec<(Vec<u8>, Vec<Record>)>> = LazyLock::new(|| {
    EXAMPLES
        .iter()
        .map(|name| {
            let path = Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("saves")
                .join(name);
            let records = load(&path).map(|l| l.records).unwrap_or_default();
            (example(name), records)
        })
        .collect()
});

/// One edit to a file's bytes.
#[derive(Debug, Clone)]
enum Edit {
    Set(prop::sample::Index, u8),
    Insert(prop::sample::Index, Vec<u8>),
    Remove(prop::sample::Index, usize),
    Truncate(prop::sample::Index),
    Repeat(prop::sample::Index, usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    let at = any::<prop::sample::Index>;
    prop_oneof![
        4 => (at(), any::<u8>()).prop_map(|(i, b)| Edit::Set(i, b)),
        2 => (at(), prop::collection::vec(prop_oneof![Just(b'\n'), Just(0u8), any::<u8>()], 1..40))
            .prop_map(|(i, b)| Edit::Insert(i, b)),
        2 => (at(), 1usize..400).prop_map(|(i, n)| Edit::Remove(i, n)),
        1 => at().prop_map(Edit::Truncate),
        1 => (at(), 1usize..600).prop_map(|(i, n)| Edit::Repeat(i, n)),
    ]
}

fn apply(bytes: &mut Vec<u8>, edit: &Edit) {
    if bytes.is_empty() {
        return;
    }
    match edit {
        Edit::Set(i, b) => {
            let i = i.index(bytes.len());
            bytes[i] = *b;
        }
        Edit::Insert(i, new) => {
            let i = i.index(bytes.len());
            bytes.splice(i..i, new.iter().copied());
        }
        Edit::Remove(i, n) => {
            let i = i.index(bytes.len());
            bytes.drain(i..(i + n).min(bytes.len()));
        }
        Edit::Truncate(i) => bytes.truncate(i.index(bytes.len())),
        Edit::Repeat(i, n) => {
            let i = i.index(bytes.len());
            let piece = bytes[i..(i + n).min(bytes.len())].to_vec();
            bytes.splice(i..i, piece);
        }
    }
}

/// A line near the language: an example line of a verb with some words replaced,
/// dropped or added, drawn from the system's keywords, other examples and any text.
fn near_valid(system: SystemId) -> impl Strategy<Value = String> {
    let examples: Vec<&'static str> = verbs_in(system)
        .iter()
        .flat_map(|v| v.examples.iter().copied())
        .collect();
    let mut words: Vec<String> = examples
        .iter()
        .flat_map(|e| e.split_whitespace())
        .chain(keywords_in(system).iter().copied())
        .map(String::from)
        .collect();
    words.sort();
    words.dedup();
    let word = prop_oneof![
        4 => prop::sample::select(words),
        1 => any::<String>(),
        1 => "-?[0-9]{1,12}",
        1 => "\"(\\PC|\\\\.){0,8}\"",
        1 => "[a-z]{1,8}=[-+0-9a-z]{0,6}",
    ];
    (
        prop::sample::select(examples),
        prop::collection::vec((any::<prop::sample::Index>(), 0u8..3, word), 0..4),
    )
        .prop_map(|(example, edits)| {
            let mut tokens: Vec<String> = example.split_whitespace().map(String::from).collect();
            for (at, kind, word) in edits {
                let i = at.index(tokens.len() + 1);
                match kind {
                    0 if i < tokens.len() => tokens[i] = word,
                    1 if i < tokens.len() => drop(tokens.remove(i)),
                    _ => tokens.insert(i, word),
                }
            }
            tokens.join(" ")
        })
}

/// Parses `line` in `system`; an accepted command must print back to itself.
fn round_trips(system: SystemId, line: &str) -> Result<bool, TestCaseError> {
    let Ok(Line::Command(command)) = parse_in(system, line) else {
        return Ok(false);
    };
    let printed = format(&command);
    prop_assert_eq!(
        parse_in(system, &printed),
        Ok(Line::Command(command)),
        "{:?} printed as {:?}",
        line,
        printed
    );
    Ok(true)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_are_classified(data in prop::collection::vec(any::<u8>(), 0..2048)) {
        through_loader(&data)?;
    }

    /// A real header then garbage: the records part is what is tried.
    #[test]
    fn garbage_after_a_real_header_is_classified(
        which in 0..EXAMPLES.len(),
        tail in prop::collection::vec(prop_oneof![Just(b'\n'), any::<u8>()], 0..2048),
    ) {
        let (bytes, _) = &EXAMPLE_SAVES[which];
        let header_end = bytes.iter().position(|&b| b == b'\n').map_or(0, |i| i + 1);
        through_loader(&[&bytes[..header_end], &tail].concat())?;
    }

    #[test]
    fn damaged_example_saves_are_classified(
        which in 0..EXAMPLES.len(),
        edits in prop::collection::vec(edit(), 1..5),
    ) {
        let (bytes, records) = &EXAMPLE_SAVES[which];
        let mut damaged = bytes.clone();
        for e in &edits {
            apply(&mut damaged, e);
        }
        if let Some(got) = through_loader(&damaged)? {
            prop_assert!(got.len() <= records.len());
            if edits.len() == 1 && matches!(edits[0], Edit::Set(..) | Edit::Truncate(_)) {
                // One changed byte or a cut never lets a wrong record through.
                prop_assert_eq!(&got[..], &records[..got.len()]);
            }
        }
    }

    #[test]
    fn arbitrary_lines_never_panic_the_parser(line in any::<String>()) {
        for system in SystemId::all() {
            round_trips(system, &line)?;
        }
    }

    #[test]
    fn near_valid_polaris_lines_round_trip(line in near_valid(fray::systems::polaris::ID)) {
        round_trips(fray::systems::polaris::ID, &line)?;
        round_trips(fray::systems::combat_pool::ID, &line)?;
    }

    #[test]
    fn near_valid_combat_pool_lines_round_trip(line in near_valid(fray::systems::combat_pool::ID)) {
        round_trips(fray::systems::combat_pool::ID, &line)?;
        round_trips(fray::systems::polaris::ID, &line)?;
    }
}
