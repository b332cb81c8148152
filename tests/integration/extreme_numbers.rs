//! Extreme numbers typed into every numeric slot of every verb of both rule systems, on
//! realistic encounters (the shipped example saves, opened as sessions): nothing panics
//! (this runs in the debug build, with overflow checks on), a refused line is an inline
//! error, and an accepted one leaves a state whose report, narration, `fray show` text,
//! players' view and exports can all be computed. Also: a sheet value set to an extreme
//! then read by every command, and random sequences of such lines (proptest).

use crate::extreme;

use std::collections::BTreeSet;
use std::path::Path;

use extreme::{
    EXTREMES, POLARIS_NAMES, POOL_NAMES, assert_inline, assert_none_panicked, copy_example,
    lines_of, replace, run_logged, slots, views,
};
use fray::script;
use fray::session::{Reply, Session, SessionError};
use proptest::prelude::*;

/// A base encounter: an example save, and lines run on it first.
struct Base {
    save: &'static str,
    /// Records of the save left out at its end.
    drop: usize,
    prelude: &'static [&'static str],
    /// Names in the verb examples, and who plays them here.
    names: &'static [(&'static str, &'static str)],
}

const BASES: &[Base] = &[
    Base {
        save: "polaris-demo.fray.jsonl",
        drop: 0,
        prelude: &["countdown alarm 4"],
        names: POLARIS_NAMES,
    },
    Base {
        save: "polaris-demo.fray.jsonl",
        drop: 0,
        prelude: &["countdown alarm 4", "start", "next"],
        names: POLARIS_NAMES,
    },
    Base {
        save: "polaris-three-rounds.fray.jsonl",
        drop: 0,
        prelude: &[],
        names: POLARIS_NAMES,
    },
    Base {
        save: "sr-firefight.fray.jsonl",
        drop: 0,
        prelude: &["countdown alarm 4"],
        names: POOL_NAMES,
    },
    Base {
        save: "sr-firefight.fray.jsonl",
        drop: 24,
        prelude: &["countdown alarm 4"],
        names: POOL_NAMES,
    },
];

/// The session of `base`, its prelude run, in `dir`.
fn open(dir: &Path, base: &Base) -> Session {
    let path = copy_example(dir, base.save, base.drop);
    let (mut session, _) = Session::open(&path).unwrap_or_else(|e| panic!("{e}"));
    for line in base.prelude {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{}: {line}: {e}", base.save));
    }
    session
}

#[test]
fn every_numeric_slot_of_every_verb_takes_extreme_values() {
    let mut failures = Vec::new();
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    for base in [&BASES[0], &BASES[1], &BASES[4]] {
        let session = open(dir.path(), base);
        let timeline = session.timeline().clone();
        let system = timeline.state().system;
        let mut seen = BTreeSet::new();
        for line in lines_of(system, base.names) {
            let _ = run_logged(&timeline, &line, &mut failures);
            for slot in slots(&line) {
                for value in EXTREMES {
                    let typed = replace(&line, &slot, value);
                    if seen.insert(typed.clone()) {
                        let _ = run_logged(&timeline, &typed, &mut failures);
                    }
                }
            }
        }
    }
    assert_none_panicked(&failures);
}

/// Sheet keys each system reads, besides those of the example combatants.
const KEYS: &[&str] = &[
    "reaction",
    "chance",
    "for",
    "con",
    "coo",
    "ada",
    "per",
    "int",
    "vol",
    "pre",
    "armour",
    "fusils",
    "body",
    "willpower",
    "intuition",
    "professional",
    "logic",
    "tactics",
    "weapon",
    "armor",
    "passes",
    "trigger",
    "media",
    "agility",
    "strength",
    "charisma",
];

/// Values a sheet can hold at the edges of its range, and beyond (refused).
const SHEET_VALUES: &[&str] = &[
    "-999",
    "999",
    "999+999",
    "-999-999",
    "0+999",
    "-2147483648",
    "2147483647+9",
];

#[test]
fn an_extreme_sheet_value_survives_every_command_that_reads_it() {
    let mut failures = Vec::new();
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    for base in [&BASES[1], &BASES[4]] {
        let session = open(dir.path(), base);
        let timeline = session.timeline().clone();
        let system = timeline.state().system;
        let who: Vec<String> = timeline
            .state()
            .combatants
            .iter()
            .map(|c| script::word(&c.name))
            .collect();
        let readers = lines_of(system, base.names);
        for (n, value) in SHEET_VALUES.iter().enumerate() {
            // Everyone's every stat at the edge; the other edge for every second one.
            let mut t = timeline.clone();
            let before = t.records().len();
            for (i, name) in who.iter().enumerate() {
                let value = if i % 2 == 1 {
                    SHEET_VALUES[(n + 1) % SHEET_VALUES.len()]
                } else {
                    value
                };
                let keys: Vec<String> = KEYS.iter().map(|k| format!("{k}={value}")).collect();
                let set = format!("set {name} {}", keys.join(" "));
                if let Some(after) = run_logged(&t, &set, &mut failures) {
                    t = after;
                }
            }
            if t.records().len() == before {
                continue;
            }
            for line in &readers {
                let _ = run_logged(&t, line, &mut failures);
            }
        }
    }
    assert_none_panicked(&failures);
}

/// `line` with its slot number `s` (when it has that many and `s` < 6) set to `value`.
fn with_extreme(line: &str, s: usize, value: &str) -> String {
    let slots = slots(line);
    match slots.get(s % slots.len().max(1)) {
        Some(slot) if s < 6 => replace(line, slot, value),
        _ => line.to_string(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Random sequences of such lines through a real session: nothing panics, and the
    /// final state (and the save reopened) can be shown and drawn.
    #[test]
    fn random_sequences_of_extreme_lines(
        base in 0..BASES.len(),
        picks in proptest::collection::vec(
            (any::<proptest::sample::Index>(), 0..8usize, 0..EXTREMES.len()),
            1..12,
        ),
    ) {
        let base = &BASES[base];
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let mut session = open(dir.path(), base);
        let system = session.timeline().state().system;
        let lines = lines_of(system, base.names);
        for (pick, slot, value) in picks {
            let line = with_extreme(pick.get::<String>(&lines), slot, EXTREMES[value]);
            match session.execute(&line) {
                Ok(Reply::Done { saved, .. }) => prop_assert!(saved, "{line}: not saved"),
                Ok(_) => {}
                Err(SessionError::Parse(e)) => assert_inline(&e.to_string(), &line),
                Err(SessionError::Rule(e)) => assert_inline(&e.to_string(), &line),
            }
        }
        views(session.timeline());
        let path = session.path().to_path_buf();
        drop(session);
        let (reopened, _) = Session::open(&path).unwrap_or_else(|e| panic!("{e}"));
        views(reopened.timeline());
        extreme::draw_fight(reopened, dir.path());
        extreme::draw_replays(&path);
    }
}
