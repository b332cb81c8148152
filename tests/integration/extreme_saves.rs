//! Hand-made saves whose events hold extreme numbers: every number of every event of the
//! shipped example saves (stats, skills, maluses, positions, damage, boxes, counts, token
//! values, dice totals, table indices...) set to the largest, or the smallest, value its
//! type holds, or to a wide value a user cannot type, and sealed by the real writer.
//! Loading, folding, the report, `fray show`, the narration, the players' view, both
//! exports and every TUI screen must all be computed without a panic (this runs in the
//! debug build, with overflow checks on). Identifiers of combatants and records are left
//! alone: references to unknown ones are the semantic check's business.

use crate::extreme;

use std::path::{Path, PathBuf};

use fray::engine::{Event, Header, Record};
use fray::session::Session;
use fray::store::{SaveLog, load};
use serde_json::Value;

/// Keys whose numbers name something (a combatant, a record, a marker) rather than count.
const IDS: &[&str] = &[
    "who",
    "id",
    "seq",
    "seqs",
    "owner",
    "target",
    "by",
    "first",
    "second",
    "next_id",
    "attacker",
    "defender",
    "winner",
    "of",
    "targets",
    "extra_targets",
];

/// How a hostile save sets each number.
#[derive(Debug, Clone, Copy)]
enum Extreme {
    /// The largest value its type holds.
    Max,
    /// The smallest value its type holds.
    Min,
    /// One past what a user may type, with the sign of the original.
    Wide,
}

/// The values to try for a number, widest first; the first one the event accepts is kept.
fn candidates(extreme: Extreme, original: i64) -> Vec<Value> {
    match extreme {
        Extreme::Max => vec![
            Value::from(u64::MAX),
            Value::from(i64::MAX),
            Value::from(u32::MAX),
            Value::from(i32::MAX),
            Value::from(u16::MAX),
            Value::from(i16::MAX),
            Value::from(u8::MAX),
        ],
        Extreme::Min => vec![
            Value::from(i64::MIN),
            Value::from(i32::MIN),
            Value::from(i16::MIN),
            Value::from(0),
        ],
        Extreme::Wide => {
            let sign = if original < 0 { -1 } else { 1 };
            [1_000_000_000, 100_000, 10_000, 1000, 200]
                .iter()
                .map(|n| Value::from(sign * n))
                .collect()
        }
    }
}

/// The paths (JSON pointers) of the numbers in `value`, identifiers left out.
fn numbers(value: &Value, at: String, out: &mut Vec<String>) {
    match value {
        Value::Number(_) => out.push(at),
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                numbers(item, format!("{at}/{i}"), out);
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                if !IDS.contains(&key.as_str()) {
                    numbers(item, format!("{at}/{key}"), out);
                }
            }
        }
        _ => {}
    }
}

/// `event` with each of its numbers set to `extreme`, as wide as the event's type allows.
fn made_extreme(event: &Event, extreme: Extreme) -> Event {
    let mut json = serde_json::to_value(event).unwrap_or_else(|e| panic!("{e}"));
    let mut paths = Vec::new();
    numbers(&json, String::new(), &mut paths);
    for path in paths {
        let Some(original) = json.pointer(&path).and_then(Value::as_i64) else {
            continue;
        };
        for candidate in candidates(extreme, original) {
            let mut tried = json.clone();
            if let Some(slot) = tried.pointer_mut(&path) {
                *slot = candidate;
            }
            if serde_json::from_value::<Event>(tried.clone()).is_ok() {
                json = tried;
                break;
            }
        }
    }
    serde_json::from_value(json).unwrap_or_else(|e| panic!("{e}"))
}

/// A copy of `example` whose events all hold `extreme` numbers, sealed by the real writer.
fn hostile(dir: &Path, example: &str, extreme: Extreme) -> PathBuf {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join(example);
    let loaded = load(&source).unwrap_or_else(|e| panic!("{e}"));
    let header: Header = loaded.header;
    let records: Vec<Record> = loaded
        .records
        .into_iter()
        .map(|mut record| {
            record.events = record
                .events
                .iter()
                .map(|e| made_extreme(e, extreme))
                .collect();
            record
        })
        .collect();
    let path = dir.join(format!("{extreme:?}-{example}"));
    let mut log = SaveLog::create(&path, &header).unwrap_or_else(|e| panic!("{e}"));
    for record in &records {
        log.append(record).unwrap_or_else(|e| panic!("{e}"));
    }
    path
}

const EXAMPLES: [&str; 3] = [
    "polaris-demo.fray.jsonl",
    "polaris-three-rounds.fray.jsonl",
    "sr-firefight.fray.jsonl",
];

#[test]
fn the_hostile_saves_really_hold_extreme_numbers() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = hostile(dir.path(), EXAMPLES[2], Extreme::Min);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{e}"));
    assert!(text.contains("-2147483648"), "no i32::MIN in the save");
    let path = hostile(dir.path(), EXAMPLES[2], Extreme::Max);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{e}"));
    for max in ["2147483647", "4294967295", "65535", "\"value\":255"] {
        assert!(text.contains(max), "no {max} in the save");
    }
}

/// The hostile save opened for play; where extreme numbers made a record impossible (a
/// token pool that no longer balances, say), the consistency check refuses it as damage
/// with a message, and the part before it, still full of extreme numbers, is salvaged and
/// opened instead.
fn open_or_salvage(path: &Path) -> Session {
    match Session::open(path) {
        Ok((session, _)) => session,
        Err(fray::store::StoreError::Corrupt { .. }) => {
            fray::store::salvage(path).unwrap_or_else(|e| panic!("{e}"));
            Session::open(path).unwrap_or_else(|e| panic!("{e}")).0
        }
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn a_save_of_extreme_numbers_loads_folds_shows_exports_and_draws() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut failures = Vec::new();
    for example in EXAMPLES {
        for extreme in [Extreme::Max, Extreme::Min, Extreme::Wide] {
            let what = format!("{example} ({extreme:?})");
            let path = hostile(dir.path(), example, extreme);
            let outcome = std::panic::catch_unwind(|| {
                let session = open_or_salvage(&path);
                let _ = session.timeline().state().problems();
                extreme::views(session.timeline());
                let _ = session.timeline().replayed_state();
                extreme::draw_fight(session, dir.path());
                extreme::draw_replays(&path);
            });
            if outcome.is_err() {
                failures.push(what);
            }
        }
    }
    assert!(failures.is_empty(), "panicked: {failures:?}");
}

#[test]
fn every_command_runs_on_a_save_of_extreme_numbers() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut failures = Vec::new();
    // The short saves only: every accepted line recomputes every view of the whole save.
    for example in [EXAMPLES[0], EXAMPLES[2]] {
        for extreme in [Extreme::Max, Extreme::Min] {
            let path = hostile(dir.path(), example, extreme);
            let session = open_or_salvage(&path);
            let timeline = session.timeline().clone();
            let system = timeline.state().system;
            let names = match system {
                fray::systems::polaris::ID => extreme::POLARIS_NAMES,
                _ => extreme::POOL_NAMES,
            };
            // Every line in the long form; a sample (every 12th) in CI's short form, since
            // each accepted line recomputes every view of the whole save.
            let step = if std::env::var_os("FRAY_LONG_TESTS").is_some() {
                1
            } else {
                12
            };
            for line in extreme::lines_of(system, names).into_iter().step_by(step) {
                // Again after a new round or turn, when the rules read the sheets afresh.
                for prelude in ["", "start"] {
                    let t = match prelude {
                        "" => Some(timeline.clone()),
                        p => extreme::run_logged(&timeline, p, &mut failures),
                    };
                    if let Some(t) = t {
                        let mut panicked = Vec::new();
                        let _ = extreme::run_logged(&t, &line, &mut panicked);
                        if !panicked.is_empty() {
                            failures.push(format!("{example} ({extreme:?}): {prelude}; {line}"));
                        }
                    }
                }
            }
        }
    }
    extreme::assert_none_panicked(&failures);
}
