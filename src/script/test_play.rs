//! For unit tests: a command line typed into a timeline, decided into its record.

use crate::engine::{Record, Timeline};

use super::{Line, parse_in};

/// Parses `line` in the timeline's rule system and decides it into the record it would
/// append (not committed). Panics with the line when it does not parse or is refused.
pub(crate) fn prepared(timeline: &Timeline, line: &str) -> Record {
    let system = timeline.state().system;
    let Ok(Line::Command(command)) = parse_in(system, line) else {
        panic!("'{line}' is not a command in {}", system.key());
    };
    timeline
        .prepare(line, &command)
        .unwrap_or_else(|e| panic!("'{line}' refused in {}: {e}", system.key()))
}
