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
//!
//! A long save is generated once per `target/` and shared by every bench binary
//! ([`cached`], under `target/bench-saves/`); [`copy_into`] gives a bench that writes to
//! its save a copy of it.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use fray::engine::{Command, DiceGenerator, Event, Header, History, Record, SeededDice};
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

/// What a generation typed and kept: the final state, and how many lines of each verb
/// were typed and accepted (a refused line is skipped, as a GM would retype it).
pub struct Generated {
    /// The state after the last record.
    pub state: Encounter,
    /// Lines typed, refused ones included.
    pub typed: u64,
    /// Lines that became a record.
    pub accepted: u64,
    /// Per verb (a line's first word): lines typed and accepted.
    pub verbs: BTreeMap<String, (u64, u64)>,
}

impl Generated {
    /// The share of typed lines that became records, in percent.
    pub fn acceptance(&self) -> f64 {
        100.0 * self.accepted as f64 / self.typed.max(1) as f64
    }
}

/// Writes the save `plan` describes at `path` (which must not exist yet); returns the
/// final state.
pub fn generate(path: &Path, plan: Plan) -> Encounter {
    generate_counted(path, plan).state
}

/// [`generate`], with the count of lines typed and accepted, verb by verb.
pub fn generate_counted(path: &Path, plan: Plan) -> Generated {
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
    let mut verbs: BTreeMap<String, (u64, u64)> = BTreeMap::new();
    let (mut typed, mut accepted) = (0, 0);
    let mut undone = false;
    // `FRAY_GEN_REFUSED=VERB` prints why the first lines of VERB were refused.
    let show_refused = std::env::var("FRAY_GEN_REFUSED").ok();
    while writer.replay.len() + 1 < plan.records {
        n += 1;
        assert!(
            refused_in_a_row < 100_000,
            "{}: 100,000 lines refused in a row, the save no longer grows",
            plan.system.key()
        );
        let state = writer.replay.last_state();
        let short = state.combatants.len() < plan.roster;
        let line = if undone && rng.chance(30) {
            // The GM takes back the undo: the redo comes right after it or never.
            "redo".to_string()
        } else if short && (state.step == Step::Setup || rng.chance(30)) {
            commands::add(plan.system, &mut rng, n)
        } else {
            commands::next_line(state, &mut rng, n)
        };
        let verb = line.split(' ').next().unwrap_or_default();
        let count = verbs.entry(verb.to_string()).or_default();
        count.0 += 1;
        typed += 1;
        let Some(record) = writer.prepare(&line) else {
            refused_in_a_row += 1;
            if show_refused.as_deref() == Some(verb) && count.0 - count.1 <= 12 {
                eprintln!("refused {line:?}: {}", writer.why(&line));
            }
            continue;
        };
        count.1 += 1;
        accepted += 1;
        undone = verb == "undo";
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
    Generated {
        state: writer.replay.last_state().clone(),
        typed,
        accepted,
        verbs,
    }
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
                let mut dice =
                    SeededDice::for_record(DiceGenerator::CURRENT, self.header.seed, seq);
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

    /// Why `line` is refused (for `FRAY_GEN_REFUSED`).
    fn why(&self, line: &str) -> String {
        let system = self.header.system;
        match script::parse_in(system, line) {
            Ok(Line::Command(command)) => {
                let seq = self.replay.len() + 1;
                let mut dice =
                    SeededDice::for_record(DiceGenerator::CURRENT, self.header.seed, seq);
                match rules::system(system).decide(self.replay.last_state(), &command, &mut dice) {
                    Ok(events) if events.is_empty() => "nothing changes".into(),
                    Ok(_) => "undo or redo with nothing to take back".into(),
                    Err(e) => e.to_string(),
                }
            }
            Ok(_) => "not a command".into(),
            Err(e) => e.to_string(),
        }
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
    say_generated(&path, plan, start);
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

/// [`LONG_CROWD`] for `system`: 100,000 records with 40 combatants at a time, the long
/// fight every per-system target runs on.
pub const fn long_crowd(system: SystemId) -> Plan {
    Plan {
        system,
        ..LONG_CROWD
    }
}

/// Where generated saves are kept between runs and bench binaries: `target/bench-saves/`
/// (`CARGO_TARGET_DIR` when set). Delete it to generate them all again.
pub fn cache_dir() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map_or_else(|| manifest.join("target"), |dir| manifest.join(dir));
    target.join("bench-saves")
}

/// The cached save's path for `plan`: its system, seed, records and roster, the typed
/// mix's version ([`commands::VERSION`]) and the save format's.
pub fn cached_path(plan: Plan) -> PathBuf {
    cache_dir().join(format!(
        "{}-seed{}-records{}-roster{}-mix{}-format{}.fray.jsonl",
        plan.system.key(),
        plan.seed,
        plan.records,
        plan.roster,
        commands::VERSION,
        fray::engine::record::FORMAT_VERSION
    ))
}

/// `plan`'s save, generated once per `target/` and kept under [`cache_dir`]; reused while
/// it loads whole with the records planned and its first records are still what this
/// build's engine decides ([`PROBE`]), written again otherwise. Read it, never write to
/// it: a bench that appends works on a copy ([`copy_into`]).
pub fn cached(plan: Plan) -> PathBuf {
    let path = cached_path(plan);
    let whole = fray::store::load(&path)
        .is_ok_and(|loaded| loaded.cut.is_none() && loaded.records.len() as u64 == plan.records);
    if whole && !stale(&path, plan) {
        eprintln!("reused {}", path.display());
        return path;
    }
    refresh(plan).0
}

/// How many records of a cached save are decided again to see whether the engine still
/// writes them (a rule change since the save was cached): the first lines of a plan are
/// the same whatever its length.
pub const PROBE: u64 = 200;

/// Whether the cached save at `path` starts otherwise than `plan`'s save generated now.
fn stale(path: &Path, plan: Plan) -> bool {
    let probe = Plan {
        records: plan.records.min(PROBE),
        ..plan
    };
    let temporary = cache_dir().join(format!(".probe.{}.tmp", std::process::id()));
    let _ = std::fs::remove_file(&temporary);
    generate_counted(&temporary, probe);
    let fresh = std::fs::read_to_string(&temporary).unwrap_or_default();
    let _ = std::fs::remove_file(&temporary);
    let kept = std::fs::read_to_string(path).unwrap_or_default();
    // The header and every record but the probe's last (its `end`).
    let lines = usize::try_from(probe.records).unwrap_or(0);
    !fresh.lines().take(lines).eq(kept.lines().take(lines))
}

/// Generates `plan`'s save again into the cache: written under a temporary name, then
/// renamed, so a bench reading the cache never sees half a file. Returns its path and what
/// was typed.
pub fn refresh(plan: Plan) -> (PathBuf, Generated) {
    let path = cached_path(plan);
    let dir = cache_dir();
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("create {}: {e}", dir.display()));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let temporary = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let _ = std::fs::remove_file(&temporary);
    let start = std::time::Instant::now();
    let generated = generate_counted(&temporary, plan);
    std::fs::rename(&temporary, &path)
        .unwrap_or_else(|e| panic!("rename {} to {}: {e}", temporary.display(), path.display()));
    forget_older_mixes(&dir, plan, &name);
    say_generated(&path, plan, start);
    (path, generated)
}

/// Removes the saves of `plan` an older typed mix cached (every name but `kept`), so the
/// cache holds one save per plan.
fn forget_older_mixes(dir: &Path, plan: Plan, kept: &str) {
    let stem = format!(
        "{}-seed{}-records{}-roster{}-mix",
        plan.system.key(),
        plan.seed,
        plan.records,
        plan.roster
    );
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with(&stem) && name != kept {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// [`write_into`] from the cache: `plan`'s cached save copied into `dir` as `name`, for a
/// bench that writes to its save (appends, undo).
pub fn copy_into(dir: &Path, name: &str, plan: Plan) -> PathBuf {
    let path = dir.join(format!("{name}.fray.jsonl"));
    let from = cached(plan);
    std::fs::copy(&from, &path)
        .unwrap_or_else(|e| panic!("copy {} to {}: {e}", from.display(), path.display()));
    path
}

/// Prints what was generated at `path` for `plan` since `start`: records, size and time.
fn say_generated(path: &Path, plan: Plan, start: std::time::Instant) {
    let bytes = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
    eprintln!(
        "generated {}: {} records, {:.1} MB in {:.1?}",
        path.display(),
        plan.records,
        bytes as f64 / 1e6,
        start.elapsed()
    );
}
