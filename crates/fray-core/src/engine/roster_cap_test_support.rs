//! Test support for the roster cap's tests, here and in the binary's crate: crowds of
//! made-up combatants, and what a command is refused with.

use crate::engine::{Event, Header, Record, RuleError, Timeline};
use crate::model::{Combatant, CombatantId, DamageTrack, Side, SystemId};
use crate::script::test_play::command;

/// The smallest combatant, `#id` named `Crowd id`.
pub fn extra(id: u32) -> Event {
    let c = Combatant::new(
        CombatantId(id),
        format!("Crowd {id}"),
        Side::Enemy,
        DamageTrack::Monitors { tracks: vec![] },
    );
    Event::CombatantAdded {
        combatant: Box::new(c),
    }
}

/// A record adding combatants `#from` to `#to` (both included).
pub fn adds(seq: u64, from: u32, to: u32) -> Record {
    Record::hand_made(seq, (from..=to).map(extra).collect())
}

/// `n` as a combatant id (the largest id if it does not fit).
pub fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// An encounter of `system` with `n` combatants on the roster.
pub fn crowd(system: SystemId, n: usize) -> Timeline {
    let header = Header::new(system, "crowd", 1, 0);
    Timeline::from_records(header, vec![adds(1, 1, count(n))])
}

/// The error `line` is refused with in `timeline`; panics if it is taken.
pub fn refusal(timeline: &Timeline, line: &str) -> RuleError {
    let command = command(timeline.header().system, line);
    match timeline.prepare(line, &command) {
        Ok(record) => panic!("{line} was taken: {record:?}"),
        Err(e) => e,
    }
}
