//! Properties of the Corporates rules over random command lines (with undo and redo): no
//! panic and a sound state after every command, no declared action ever at a segment past
//! 5 unless lost (COR-04, COR-05, COR-11), no action ever rolling fewer dice than 1 plus its
//! confidence points (COR-08), undo then redo is the identity, and replay equals live.

use crate::common;

use common::lines::{corporates_line, play_in};
use fray::engine::{Command, Event, Timeline, check_records};
use fray::model::{Encounter, EntryStatus};
use fray::systems::corporates::{CorporatesFact, ID};
use proptest::prelude::*;

fn markers_hold(state: &Encounter) -> Result<(), String> {
    for e in &state.ladder.entries {
        if e.position > 5 && e.status != EntryStatus::Lost {
            return Err(format!(
                "{:?} at segment {} is {:?}",
                e.at, e.position, e.status
            ));
        }
        if e.position < 1 {
            return Err(format!("{:?} at segment {}", e.at, e.position));
        }
    }
    Ok(())
}

fn floors_hold(events: &[Event]) -> Result<(), String> {
    for e in events {
        if let Some(CorporatesFact::Acted {
            dice,
            confidence,
            roll,
            ..
        }) = e.fact::<CorporatesFact>()
        {
            if *dice < 1 + confidence {
                return Err(format!("{dice} dice with {confidence} points"));
            }
            if let Some(r) = roll
                && r.dice.len() != usize::try_from(*dice).unwrap_or(0)
            {
                return Err(format!("{} faces for {dice} dice", r.dice.len()));
            }
        }
    }
    Ok(())
}

fn script() -> impl Strategy<Value = Vec<String>> {
    (prop::collection::vec(corporates_line(), 0..80),).prop_map(|(rest,)| {
        let mut lines = vec![
            "add Ana pc reaction=3 vigilance=2+0 agility=4 firearms=5+0 confidence=2".to_string(),
            "add Vlad enemy reaction=2 agility=3".to_string(),
            "add Sniper enemy reaction=4".to_string(),
        ];
        lines.extend(rest);
        lines
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn markers_stay_in_the_turn_and_the_floor_holds(lines in script()) {
        let mut t = Timeline::new(fray::engine::Header::new(ID, "prop", 5, 0));
        for l in &lines {
            let Ok(fray::script::Line::Command(c)) = fray::script::parse_in(ID, l) else { continue };
            if let Ok(record) = t.prepare(l, &c) {
                let floors = floors_hold(&record.events);
                prop_assert!(floors.is_ok(), "{}: {:?}", l, floors.err());
                t.commit(record);
                let held = markers_hold(t.state());
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
