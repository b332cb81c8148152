//! Test support shared by every system's table-dice tests: a command decided with fray's
//! seeded dice, then again with those very values given as rolled at the table, must give
//! the same events (plus the one saying which dice came from the table).

use crate::engine::{
    Command, DiceGenerator, DiceLog, Event, GivenDice, GivenDie, Header, RuleError, SeededDice,
    Timeline,
};
use crate::script::{self, Line};

/// A timeline of the system `id` after `lines` (each decided with seeded dice).
pub fn timeline(id: crate::model::SystemId, lines: &[&str]) -> Timeline {
    let mut t = Timeline::new(Header::new(id, "table", 11, 0));
    for line in lines {
        run(&mut t, line);
    }
    t
}

/// Runs `line` on `t` with its seeded dice; panics on a refusal.
pub fn run(t: &mut Timeline, line: &str) -> Vec<Event> {
    let record = t
        .prepare(line, &command(t, line))
        .unwrap_or_else(|e| panic!("'{line}' refused: {e}"));
    let events = record.events.clone();
    t.commit(record);
    events
}

/// The command `line` reads as in `t`'s system.
pub fn command(t: &Timeline, line: &str) -> Command {
    match script::parse_in(t.header().system, line) {
        Ok(Line::Command(c)) => c,
        other => panic!("'{line}' is not a command: {other:?}"),
    }
}

/// Decides `line` with `t`'s seeded dice for its next record: the events and the dice
/// fray rolled, slot by slot.
pub fn seeded(t: &Timeline, line: &str) -> (Vec<Event>, GivenDice) {
    let mut seeded = SeededDice::for_record(DiceGenerator::CURRENT, t.header().seed, t.next_seq());
    let mut log = DiceLog::new(&mut seeded);
    let events = t
        .decide(&command(t, line), &mut log)
        .unwrap_or_else(|e| panic!("'{line}' refused: {e}"));
    (events, log.given().clone())
}

/// Decides `line` with the words of `given` after it, fray's own dice seeded otherwise
/// than the record's (so a die not taken from the table would show).
pub fn with_table(t: &Timeline, line: &str, given: &GivenDice) -> Result<Vec<Event>, RuleError> {
    let words: Vec<String> = given
        .slots
        .iter()
        .map(|s| format!("{}={}", s.slot, s.values.join(",")))
        .collect();
    let line = format!("{line} {}", words.join(" "));
    t.decide(&command(t, &line), &mut SeededDice::new(0xDEAD_BEEF))
}

/// Checks that `line` decided with fray's dice and with the same values from the table
/// gives the same events, the table's ending with the dice it took; returns the dice.
pub fn same_as_seeded(t: &Timeline, line: &str) -> GivenDice {
    let (fray, given) = seeded(t, line);
    assert!(!given.is_empty(), "'{line}' rolls no declared die");
    let mut table = with_table(t, line, &given).unwrap_or_else(|e| panic!("'{line}': {e}"));
    let Some(Event::TableDice { dice }) = table.pop() else {
        panic!("'{line}': no table dice event at the end: {table:?}");
    };
    let expected: Vec<GivenDie> = given
        .slots
        .iter()
        .flat_map(|s| {
            s.values.iter().map(|v| GivenDie {
                slot: s.slot.clone(),
                value: v.clone(),
                who: None,
            })
        })
        .collect();
    // Whose each die was is the rules' to say: compared here are the slots and values.
    let mut taken: Vec<GivenDie> = dice
        .iter()
        .map(|d| GivenDie {
            who: None,
            ..d.clone()
        })
        .collect();
    let mut wanted = expected;
    taken.sort_by(|a, b| a.slot.cmp(&b.slot));
    wanted.sort_by(|a, b| a.slot.cmp(&b.slot));
    assert_eq!(taken, wanted, "'{line}': every die came from the table");
    assert_eq!(fray, table, "'{line}': the same outcome as fray's roll");
    given
}
