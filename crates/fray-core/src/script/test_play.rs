//! For tests, here and in the binary's crate: a command line typed into a timeline, decided
//! into its record; the command a line reads as; every system's examples and face-down draws.

use crate::engine::{Command, Record, Timeline};
use crate::model::SystemId;

use super::{Line, parse_in, verbs_in};

/// Parses `line` in the timeline's rule system and decides it into the record it would
/// append (not committed). Panics with the line when it does not parse or is refused.
pub fn prepared(timeline: &Timeline, line: &str) -> Record {
    let system = timeline.state().system;
    let Ok(Line::Command(command)) = parse_in(system, line) else {
        panic!("'{line}' is not a command in {}", system.key());
    };
    timeline
        .prepare(line, &command)
        .unwrap_or_else(|e| panic!("'{line}' refused in {}: {e}", system.key()))
}

/// Every example of every verb of every system (the shared verbs in each), with its system.
pub fn every_example() -> Vec<(SystemId, &'static str, &'static str)> {
    let mut out = Vec::new();
    for system in crate::rules::registry::ids() {
        for verb in verbs_in(system) {
            if verb.name == "help" {
                continue;
            }
            for example in verb.examples {
                out.push((system, verb.name, *example));
            }
        }
    }
    out
}

/// The command `line` reads as in `system`; panics if it is not one.
pub fn command(system: SystemId, line: &str) -> Command {
    match parse_in(system, line) {
        Ok(Line::Command(c)) => c,
        other => panic!("{} `{line}`: {other:?}", system.key()),
    }
}

/// Every system's face-down draws, as (system, slot, verb).
pub fn face_down() -> Vec<(SystemId, &'static str, &'static str)> {
    SystemId::all()
        .into_iter()
        .flat_map(|id| {
            crate::rules::system(id)
                .face_down_draws()
                .iter()
                .flat_map(move |(slot, verbs)| verbs.iter().map(move |v| (id, *slot, *v)))
        })
        .collect()
}
