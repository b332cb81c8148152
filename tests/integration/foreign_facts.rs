//! Saves fray could never have written because a record holds a fact of another rule
//! system: a Polaris save with one record carrying a Corporates fact, and the Corporates
//! example with its header switched to Polaris. Each is damage at that record's line: the
//! loader refuses it, `fray check` names the line, `fray check --salvage` keeps the records
//! before it, `fray show` refuses it. Every shipped save passes.

use crate::common;

use std::path::{Path, PathBuf};

use common::cli::{fray_within, text};
use common::saves::{body_of, copy_example, hand_record, seal_body, split_lines};
use fray::engine::{Event, Header, Record};
use fray::session::Session;
use fray::store::{LineProblem, StoreError, load};

/// How long one run of the binary may take before it counts as hung.
const DEADLINE_SECS: u64 = 60;

/// The Corporates example, its first record holding a fact of its own: (index, record).
fn corporates_fact() -> (usize, Record) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/cor-rooftop.fray.jsonl");
    let loaded = load(&path).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(loaded.header.system, fray::systems::corporates::ID);
    loaded
        .records
        .into_iter()
        .enumerate()
        .find(|(_, r)| r.events.iter().any(|e| matches!(e, Event::System(_))))
        .unwrap_or_else(|| panic!("the Corporates example holds a fact of its own"))
}

/// `fray check NAME` exits 1 naming `line` and `words`; `fray show NAME` refuses it;
/// `fray check --salvage NAME` keeps `good` records (and the store's note of the numbers
/// set aside), the first ones of `before`.
fn refused_at(dir: &Path, name: &str, line: usize, words: &str, before: &[Record], good: usize) {
    common::cli::check_refuses_at(dir, name, line, words);

    let out = fray_within(dir, &["show", name], "", DEADLINE_SECS);
    assert!(!out.status.success(), "{name}: show: {}", text(&out.stdout));
    assert!(
        text(&out.stderr).contains(&format!("line {line}")),
        "{name}: {}",
        text(&out.stderr)
    );

    let out = fray_within(dir, &["check", "--salvage", name], "", DEADLINE_SECS);
    assert!(out.status.success(), "{name}: {}", text(&out.stderr));
    let path = dir.join(format!("{name}.fray.jsonl"));
    let kept = load(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
    let (commands, noted): (Vec<Record>, Vec<Record>) =
        kept.records.into_iter().partition(|r| !r.is_set_aside());
    assert_eq!(commands.len(), good, "{name}");
    assert_eq!(commands.as_slice(), &before[..good], "{name}");
    assert_eq!(noted.len(), 1, "{name}: one note of the numbers set aside");
}

#[test]
fn a_polaris_save_with_a_corporates_fact_is_damage_at_that_record() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path: PathBuf = dir.path().join("mixed.fray.jsonl");
    let header = Header::new(fray::systems::polaris::ID, "mixed", 3, 0);
    let mut session = Session::create(&path, header).unwrap_or_else(|e| panic!("{e}"));
    for line in ["add Baral pc", "add Cora pc", "add Dora enemy"] {
        session.execute(line).unwrap_or_else(|e| panic!("{e}"));
    }
    let before = session.timeline().records().to_vec();
    drop(session);
    let (_, foreign) = corporates_fact();
    let facts: Vec<Event> = foreign
        .events
        .into_iter()
        .filter(|e| matches!(e, Event::System(_)))
        .take(1)
        .collect();
    let mut bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{e}"));
    for record in [
        hand_record(4, "note baral x", facts),
        hand_record(
            5,
            "note cora after",
            vec![Event::NoteSet {
                who: fray::model::CombatantId(2),
                text: "after".into(),
            }],
        ),
    ] {
        let body = serde_json::to_vec(&record).unwrap_or_else(|e| panic!("{e}"));
        bytes.extend(seal_body(&body));
    }
    std::fs::write(&path, &bytes).unwrap_or_else(|e| panic!("{e}"));

    // The loader: damage at line 5 (record 4), the three records before it good.
    match load(&path) {
        Err(StoreError::Corrupt {
            line: 5,
            good: 3,
            problem: LineProblem::Inconsistent(message),
            ..
        }) => assert!(
            message.contains("of the corporates rules, but this save plays polaris-3e"),
            "{message}"
        ),
        other => panic!("{:?}", other.map(|l| l.records.len())),
    }
    refused_at(
        dir.path(),
        "mixed",
        5,
        "of the corporates rules, but this save plays polaris-3e",
        &before,
        3,
    );
}

#[test]
fn a_corporates_save_switched_to_polaris_is_damage_at_its_first_fact() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = copy_example("cor-rooftop.fray.jsonl", dir.path(), "switched.fray.jsonl");
    let before = load(&path).unwrap_or_else(|e| panic!("{e}")).records;
    let mut lines = split_lines(&std::fs::read(&path).unwrap_or_default());
    let body = String::from_utf8(body_of(&lines[0])).unwrap_or_default();
    let switched = body.replace("\"system\":\"corporates\"", "\"system\":\"polaris-3e\"");
    assert_ne!(switched, body, "the header names its system");
    lines[0] = seal_body(switched.as_bytes());
    std::fs::write(&path, lines.concat()).unwrap_or_else(|e| panic!("{e}"));

    let (index, _) = corporates_fact();
    let line = index + 2;
    match load(&path) {
        Err(StoreError::Corrupt { line: l, good, .. }) => {
            assert_eq!((l, good), (line as u64, index))
        }
        other => panic!("{:?}", other.map(|l| l.records.len())),
    }
    refused_at(
        dir.path(),
        "switched",
        line,
        "of the corporates rules, but this save plays polaris-3e",
        &before,
        index,
    );
}
