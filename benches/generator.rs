//! Checks the save generator on every rule system (`commands::SYSTEMS`): that the lines it
//! types grow a save (the share accepted), move the fight through rounds and cover the
//! system's main events; prints, per system, records, size, time and acceptance.
//!
//! Under `cargo test --benches`: 2,000 records with 12 combatants per system, checked, and
//! the cache (`generate::cached`) checked on 300 records: the bytes of a fresh save, reused.
//! Under `cargo bench`: the same checks on the long fight every per-system target runs on
//! (`generate::long_crowd`: 100,000 records with 40 combatants), generated afresh and
//! timed, and left in the cache (`generate::cached`) for the other benches.

/// The `fray` binary's allocator, so that the bench times the binary's code as it runs.
#[global_allocator]
static GLOBAL: fray::allocator::Allocator = fray::allocator::ALLOCATOR;

#[path = "support/mod.rs"]
mod support;

use std::path::Path;
use std::time::Instant;

use fray::model::SystemId;
use support::commands::SYSTEMS;
use support::generate::{Generated, Plan, cached, generate_counted, kinds, long_crowd, refresh};

/// The least share of typed lines a save must keep, in percent: below it the generator
/// mostly types lines the engine refuses, and its saves stop looking like a fight.
const LEAST_ACCEPTED: f64 = 40.0;

/// The least number of rounds (turns) a short save must reach, in a system with rounds (the
/// combat pool's exchanges have none: its pools recharging show it moving, `main_kinds`).
const LEAST_ROUNDS: u32 = 5;

/// The event kinds each system's save must hold: its main mechanics (`generate::kinds`),
/// and in every system the roster moving (reinforcements in, the fallen out) and the GM
/// taking a command back and giving it again.
fn main_kinds(system: SystemId) -> Vec<&'static str> {
    let own: &[&str] = match system {
        fray::systems::polaris::ID => &[
            "event:round_started",
            "event:declared",
            "event:test_rolled",
            "event:damage_rolled",
            "event:wound_marked",
            "event:wound_healed",
            "event:marker_placed",
            "event:marker_moved",
            "event:turn_passed",
            "event:opposed_settled",
            "event:non_random_test",
        ],
        fray::systems::combat_pool::ID => &[
            "event:pool_recharged",
            "event:defense_drawn",
            "event:defense_revealed",
            "event:tokens_spent",
            "event:monitor_marked",
            "event:monitor_healed",
            "fact:landed",
            "fact:blasted",
            "fact:suppressed",
            "fact:melee_settled",
            "fact:damaged",
            "fact:coordinated",
        ],
        fray::systems::cyberpunk::ID => &[
            "event:round_started",
            "event:cpi_initiative",
            "event:cpi_actions",
            "event:cpi_shot",
            "event:cpi_spent",
            "event:cpi_check",
            "event:cpi_delay",
            "event:cpi_fumble",
            "event:cpi_save",
            "event:cpi_ran",
            "event:monitor_marked",
            "event:monitor_healed",
            "event:turn_passed",
            "event:gear_flag_set",
        ],
        fray::systems::anarchy::ID => &[
            "event:round_started",
            "event:ana_initiative",
            "event:ana_test",
            "event:ana_damage",
            "event:ana_arcane",
            "event:ana_spend",
            "event:ana_interpose",
            "event:ana_reroll",
            "event:ana_session",
            "event:ana_award",
            "event:ana_healed",
            "event:secret_counter_set",
            "event:monitor_marked",
            "event:turn_passed",
        ],
        _ => &[
            "event:round_started",
            "event:cor_reacted",
            "event:cor_declared",
            "event:cor_announces",
            "event:cor_acted",
            "event:cor_shot",
            "event:cor_fire",
            "event:cor_struck",
            "event:cor_hurt",
            "event:cor_acquired",
            "event:cor_led",
            "event:dodged",
            "event:stood_up",
        ],
    };
    let shared = [
        "event:combatant_added",
        "event:combatant_removed",
        "event:command_undone",
        "event:command_redone",
    ];
    shared.iter().chain(own).copied().collect()
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` only has to see it run.
    let long = std::env::args().any(|a| a == "--bench");
    let dir = tempfile::tempdir().expect("temporary directory");
    let mut problems = Vec::new();
    for system in SYSTEMS {
        let (plan, path, took, generated) = if long {
            let plan = long_crowd(system);
            let start = Instant::now();
            let (path, generated) = refresh(plan);
            (plan, path, start.elapsed(), generated)
        } else {
            let plan = Plan {
                system,
                seed: 42,
                records: 2_000,
                roster: 12,
            };
            let path = dir.path().join(format!("{}.fray.jsonl", system.key()));
            let start = Instant::now();
            let generated = generate_counted(&path, plan);
            (plan, path, start.elapsed(), generated)
        };
        problems.extend(report(plan, &path, took, &generated));
    }
    if !long {
        problems.extend(check_cache(dir.path()));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The cache's promises on a small plan of every system: a save just cached is reused
/// (not written again) and has the bytes a fresh generation writes, so a bench reading the
/// cache measures the same save.
fn check_cache(scratch: &Path) -> Vec<String> {
    let mut problems = Vec::new();
    for system in SYSTEMS {
        let plan = Plan {
            system,
            seed: 7,
            records: 300,
            roster: 6,
        };
        let key = system.key();
        let (cached_save, _) = refresh(plan);
        if cached(plan) != cached_save {
            problems.push(format!("{key}: the cache has no place for its plan"));
        }
        let fresh = scratch.join(format!("{key}-fresh.fray.jsonl"));
        generate_counted(&fresh, plan);
        let bytes = |path: &Path| std::fs::read(path).unwrap_or_default();
        if bytes(&cached_save) != bytes(&fresh) {
            problems.push(format!("{key}: the cached save differs from a fresh one"));
        }
        let written = |path: &Path| std::fs::metadata(path).and_then(|m| m.modified()).ok();
        let before = written(&cached_save);
        if cached(plan) != cached_save || written(&cached_save) != before {
            problems.push(format!("{key}: the cached save was not reused"));
        }
    }
    problems
}

/// Prints what `plan` gave; returns what shows it did not grow a real fight.
fn report(
    plan: Plan,
    path: &Path,
    took: std::time::Duration,
    generated: &Generated,
) -> Vec<String> {
    let key = plan.system.key();
    let bytes = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
    let found = kinds(path);
    let state = &generated.state;
    println!(
        "GENERATOR {key}: {} records, {:.1} MB, {:.2} s, {:.1} % of {} lines accepted, \
         round {}, {} combatants at the end; {} kinds",
        plan.records,
        bytes as f64 / 1e6,
        took.as_secs_f64(),
        generated.acceptance(),
        generated.typed,
        state.round,
        state.combatants.len(),
        found.len(),
    );
    let verbs: Vec<String> = generated
        .verbs
        .iter()
        .map(|(verb, (typed, kept))| format!("{verb} {kept}/{typed}"))
        .collect();
    println!(
        "GENERATOR {key} verbs (accepted/typed): {}",
        verbs.join(", ")
    );
    println!("GENERATOR {key} kinds: {found:?}");
    let mut problems = Vec::new();
    if generated.acceptance() < LEAST_ACCEPTED {
        problems.push(format!(
            "{key}: only {:.1} % of the typed lines were accepted",
            generated.acceptance()
        ));
    }
    if plan.system.has_rounds() && state.round < LEAST_ROUNDS {
        problems.push(format!(
            "{key}: the fight reached round {} only",
            state.round
        ));
    }
    let missing: Vec<&str> = main_kinds(plan.system)
        .into_iter()
        .filter(|kind| !found.contains(*kind))
        .collect();
    if !missing.is_empty() {
        problems.push(format!("{key}: no {missing:?} in the save"));
    }
    problems
}
