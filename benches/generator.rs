//! Checks the save generator: how fast it writes 100,000 records of each rule system it
//! types commands for (`commands::SYSTEMS`: Polaris and the combat pool), how
//! big they are, and that every event kind of the system is in them.

#[path = "support/mod.rs"]
mod support;

use std::time::Instant;

use support::commands::SYSTEMS;
use support::generate::{Plan, generate, kinds};

fn main() {
    let dir = tempfile::tempdir().expect("temporary directory");
    for system in SYSTEMS {
        let path = dir.path().join(format!("{}.fray.jsonl", system.key()));
        let plan = Plan {
            system,
            seed: 42,
            records: 100_000,
            roster: 12,
        };
        let start = Instant::now();
        let state = generate(&path, plan);
        let took = start.elapsed();
        let bytes = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
        let found = kinds(&path);
        println!(
            "GENERATOR {}: {} records, {:.1} MB, {} combatants at the end, {:.2?}; {} kinds: {:?}",
            system.key(),
            plan.records,
            bytes as f64 / 1e6,
            state.combatants.len(),
            took,
            found.len(),
            found
        );
    }
}
