//! Large, realistic saves for the benchmarks, written by the real engine.
//!
//! A seeded GM types command lines ([`super::commands`]): reinforcements arrive while the
//! roster is short, then a mix of every verb of the save's rule system, undo and redo
//! included. Each line goes through the parser (`fray::script::parse_in`) and the rule
//! system's `decide`, exactly as `Timeline::decide` does it (undo, redo and dropped redo
//! branches from a [`History`]); refused lines are skipped, as a GM would retype them.
//! Accepted records go through [`SaveLog::append`] (the real encoder and checksum) with
//! the fsync skipped, and into a [`Replay`] whose tip is the state the next command is
//! decided on: the replay index makes an undo cost at most a few hundred records, where
//! a `Timeline` refolds the whole log, so 100,000 records take seconds.

use std::fs::File;
use std::io::{self, Write};
use std::path::Path;

use fray::engine::{Command, Event, Header, History, Record, SeededDice};
use fray::model::{Encounter, Step, SystemId};
use fray::replay::Replay;
use fray::rules;
use fray::script::{self, Line};
use fray::store::{LogFile, SaveLog};

use super::commands;
use super::rng::Rng;

/// What to generate.
#[derive(Debug, Clone, Copy)]
pub struct Plan {
    /// The rule system.
    pub system: SystemId,
    /// The seed of the GM's choices and of the save's dice.
    pub seed: u64,
    /// How many records to write (the last one ends the fight).
    pub records: u64,
    /// How many combatants the GM keeps on the roster.
    pub roster: usize,
}

/// A save file written without fsync (a generated save needs no durability). Unbuffered:
/// the writer checks after each record that the file on disk is as long as what it wrote.
struct Unsynced(File);

impl LogFile for Unsynced {
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        Write::write_all(&mut self.0, buf)
    }

    fn sync_data(&mut self) -> io::Result<()> {
        Ok(())
    }

    fn set_len(&mut self, len: u64) -> io::Result<()> {
        self.0.set_len(len)
    }
}

/// Writes the save `plan` describes at `path` (which must not exist yet); returns the
/// final state.
pub fn generate(path: &Path, plan: Plan) -> Encounter {
    let header = Header::new(plan.system, "Generated", plan.seed, 1_767_225_600);
    let mut log = SaveLog::create_with(path, &header, Unsynced)
        .unwrap_or_else(|e| panic!("create {}: {e}", path.display()));
    let mut writer = Writer {
        replay: Replay::new(header.clone()),
        history: History::default(),
        header,
    };
    assert!(
        commands::SYSTEMS.contains(&plan.system),
        "the generator types no commands for {}",
        plan.system.key()
    );
    let mut rng = Rng::new(plan.seed);
    let mut n = 0;
    let mut refused_in_a_row = 0u32;
    while writer.replay.len() + 1 < plan.records {
        n += 1;
        assert!(
            refused_in_a_row < 100_000,
            "{}: 100,000 lines refused in a row, the save no longer grows",
            plan.system.key()
        );
        let state = writer.replay.last_state();
        let short = state.combatants.len() < plan.roster;
        let line = if short && (state.step == Step::Setup || rng.chance(30)) {
            commands::add(plan.system, &mut rng, n)
        } else {
            commands::next_line(state, &mut rng, n)
        };
        let Some(record) = writer.prepare(&line) else {
            refused_in_a_row += 1;
            continue;
        };
        refused_in_a_row = 0;
        log.append(&record)
            .unwrap_or_else(|e| panic!("append {}: {e}", path.display()));
        writer.commit(record);
    }
    if let Some(record) = writer.prepare("end") {
        log.append(&record)
            .unwrap_or_else(|e| panic!("append {}: {e}", path.display()));
        writer.commit(record);
    }
    writer.replay.last_state().clone()
}

/// The engine's side of the generator: decides lines like `Timeline` does.
struct Writer {
    header: Header,
    replay: Replay,
    history: History,
}

impl Writer {
    /// The record `line` makes, or `None` when it is not accepted.
    fn prepare(&self, line: &str) -> Option<Record> {
        let system = self.header.system;
        let Ok(Line::Command(command)) = script::parse_in(system, line) else {
            return None;
        };
        let seq = self.replay.len() + 1;
        let events = match command {
            Command::Undo => vec![Event::CommandUndone {
                seq: self.history.undo_target()?,
            }],
            Command::Redo => vec![Event::CommandRedone {
                seq: self.history.redo_target()?,
            }],
            _ => {
                let mut dice = SeededDice::for_record(self.header.seed, seq);
                let state = self.replay.last_state();
                let mut events = rules::system(system)
                    .decide(state, &command, &mut dice)
                    .ok()?;
                if events.is_empty() {
                    return None;
                }
                let branch = self.history.redo_branch();
                if !branch.is_empty() {
                    events.insert(0, Event::RedoDropped { seqs: branch });
                }
                events
            }
        };
        Some(Record {
            seq,
            command: line.to_string(),
            at: Some(self.header.created + seq * 7),
            events,
        })
    }

    fn commit(&mut self, record: Record) {
        self.history.record(&record);
        self.replay.push(record);
    }
}

/// The event kinds (`"event"` tags, and `"fact"` tags of combat-pool facts) a save holds.
pub fn kinds(path: &Path) -> std::collections::BTreeSet<String> {
    let loaded = fray::store::load(path).unwrap_or_else(|e| panic!("{e}"));
    let mut kinds = std::collections::BTreeSet::new();
    for record in &loaded.records {
        for event in &record.events {
            let value = serde_json::to_value(event).unwrap_or_default();
            for tag in ["event", "fact"] {
                collect(&value, tag, &mut kinds);
            }
        }
    }
    kinds
}

fn collect(value: &serde_json::Value, tag: &str, into: &mut std::collections::BTreeSet<String>) {
    match value {
        serde_json::Value::Object(map) => {
            for (key, v) in map {
                match v {
                    serde_json::Value::String(s) if key == tag => {
                        into.insert(format!("{tag}:{s}"));
                    }
                    _ => collect(v, tag, into),
                }
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| collect(v, tag, into)),
        _ => {}
    }
}

/// The benchmarks' big save: 100,000 Polaris records, a dozen combatants at a time.
pub const BIG: Plan = Plan {
    system: fray::systems::polaris::ID,
    seed: 2026,
    records: 100_000,
    roster: 12,
};

/// Writes `plan`'s save into `dir` and returns its path.
pub fn write_into(dir: &Path, name: &str, plan: Plan) -> std::path::PathBuf {
    let path = dir.join(format!("{name}.fray.jsonl"));
    let start = std::time::Instant::now();
    generate(&path, plan);
    let bytes = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    eprintln!(
        "generated {}: {} records, {:.1} MB in {:.1?}",
        path.display(),
        plan.records,
        bytes as f64 / 1e6,
        start.elapsed()
    );
    path
}

/// The render benchmark's save: a Polaris fight with 40 combatants on the roster.
pub const CROWD: Plan = Plan {
    system: fray::systems::polaris::ID,
    seed: 40,
    records: 3_000,
    roster: 40,
};

/// A long-running fight: 100,000 Polaris records with 40 combatants at a time (about
/// 30 MB), for what the user waits for (`first_frame.rs`, `key_frame.rs`).
pub const LONG_CROWD: Plan = Plan {
    system: fray::systems::polaris::ID,
    seed: 41,
    records: 100_000,
    roster: 40,
};
