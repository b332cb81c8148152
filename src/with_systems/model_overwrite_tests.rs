//! A state written over another (`model::overwrite`), through the shipped example fights of
//! the real rule systems. These are the tests that need real systems: all of the module's
//! tests do, so it keeps none in its crate.

use std::path::Path;

use crate::engine::{Record, Timeline};
use crate::model::Encounter;
use crate::model::overwrite::Overwrite;

/// The shipped example fights (one of each rule system and more): every save in `saves/`.
fn examples() -> Vec<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".fray.jsonl"))
        .collect();
    paths.sort();
    paths
}

/// Every record of each example fight with the state just before it, and the final state.
pub(crate) fn example_fights() -> Vec<(Vec<(Record, Encounter)>, Encounter)> {
    examples()
        .iter()
        .map(|path| {
            let name = path.display();
            let loaded = crate::store::load(path).unwrap_or_else(|e| panic!("{name}: {e}"));
            let mut timeline = Timeline::new(loaded.header);
            let mut steps = Vec::new();
            for record in loaded.records {
                steps.push((record.clone(), timeline.state().clone()));
                timeline.commit(record);
            }
            (steps, timeline.state().clone())
        })
        .collect()
}

/// Every state of every example fight, in order, the fights one after the other.
fn every_state() -> Vec<Encounter> {
    example_fights()
        .into_iter()
        .flat_map(|(steps, last)| steps.into_iter().map(|(_, s)| s).chain([last]))
        .collect()
}

#[test]
fn a_state_written_over_the_one_before_equals_it_through_five_whole_fights() {
    let states = every_state();
    assert!(
        states.len() > 100,
        "the examples hold {} states",
        states.len()
    );
    let mut spare = Encounter::new(states[0].system, "spare");
    for (i, state) in states.iter().enumerate() {
        spare.overwrite(state);
        assert_eq!(&spare, state, "state {i}");
    }
    println!("{} states written in turn over one copy", states.len());
}

#[test]
fn a_state_written_over_any_other_equals_it() {
    let states = every_state();
    let n = states.len();
    // Backwards, and from the far end: rosters that shrink, grow and change system.
    for (i, state) in states.iter().enumerate().rev() {
        for other in [&states[n - 1 - i], &states[(i * 7 + 3) % n], &states[0]] {
            let mut copy = other.clone();
            copy.overwrite(state);
            assert_eq!(&copy, state, "state {i}");
        }
    }
}
