//! Properties of the Cyberpunk interval rules over random command lines (with undo and
//! redo): slots stay at 1 or more and 10 apart, the penalty of the actions still to come
//! matches the slots kept, undo then redo is the identity, and replay equals live.

use crate::common;

use common::lines::{cyberpunk_line, play_in};
use fray::engine::{Command, Timeline, check_records};
use fray::model::{Encounter, EntryStatus};
use fray::systems::cyberpunk::ID;
use proptest::prelude::*;

/// The interval invariants of every combatant's slots (option `delay-penalty keep` lets
/// the penalty stand, CPI-OP-04).
fn slots_hold(state: &Encounter) -> Result<(), String> {
    let keep = state.options.get("delay-penalty").map(String::as_str) == Some("keep");
    for c in &state.combatants {
        let mut mine: Vec<_> = state.ladder.of(c.id).collect();
        mine.sort_by_key(|e| e.at.marker);
        let kept: Vec<_> = mine
            .iter()
            .filter(|e| e.status != EntryStatus::Lost)
            .collect();
        for e in &kept {
            if e.position < 1 {
                return Err(format!("{} has a slot at {}", c.name, e.position));
            }
        }
        for pair in kept.windows(2) {
            if pair[0].position - pair[1].position < 10 {
                return Err(format!(
                    "{}: slots {} and {} less than 10 apart",
                    c.name, pair[0].position, pair[1].position
                ));
            }
        }
        let want = -3 * (i32::try_from(kept.len()).unwrap_or(1) - 1);
        for e in &kept {
            let pending = matches!(e.status, EntryStatus::Waiting | EntryStatus::Acting);
            if pending && !keep && e.malus != want {
                return Err(format!(
                    "{}: malus {} with {} slots",
                    c.name,
                    e.malus,
                    kept.len()
                ));
            }
        }
    }
    Ok(())
}

fn script() -> impl Strategy<Value = Vec<String>> {
    (prop::collection::vec(cyberpunk_line(), 0..70),).prop_map(|(rest,)| {
        let mut lines = vec![
            "add solo".to_string(),
            "add 2 boosters".to_string(),
            "add corp-guard".to_string(),
        ];
        lines.extend(rest);
        lines
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn slots_are_at_least_1_and_10_apart_and_the_penalty_matches(lines in script()) {
        let mut t = Timeline::new(fray::engine::Header::new(ID, "prop", 5, 0));
        for l in &lines {
            let Ok(fray::script::Line::Command(c)) = fray::script::parse_in(ID, l) else { continue };
            if let Ok(record) = t.prepare(l, &c) {
                t.commit(record);
                let held = slots_hold(t.state());
                prop_assert!(held.is_ok(), "after {}: {:?}", l, held.err());
                prop_assert!(t.state().problems().is_empty());
            }
        }
    }

    #[test]
    fn replay_equals_live(lines in script()) {
        let live = play_in(ID, &lines);
        let checked = check_records(live.records());
        prop_assert!(checked.is_ok(), "{:?}", checked.err());
        let replayed = Timeline::from_records(live.header().clone(), live.records().to_vec());
        prop_assert_eq!(replayed.state(), live.state());
        prop_assert_eq!(&live.replayed_state(), live.state());
    }

    #[test]
    fn undo_then_redo_is_the_identity(lines in script()) {
        let mut t = play_in(ID, &lines);
        let before = t.state().clone();
        let Ok(undo) = t.prepare("undo", &Command::Undo) else { return Ok(()) };
        t.commit(undo);
        let redo = t.prepare("redo", &Command::Redo);
        prop_assert!(redo.is_ok());
        if let Ok(redo) = redo {
            t.commit(redo);
        }
        prop_assert_eq!(t.state(), &before);
    }
}
