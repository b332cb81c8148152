//! The counters' bounds (`engine::counters`) on commands decided by a real rule system.
//! These are the tests that need real systems; the module's other tests stay beside it in
//! its crate.

use crate::engine::consistency::check_records;
use crate::engine::counters::{
    Counter, MAX_COMBATANT_ID, MAX_MARKER, MAX_ROUND, MAX_SEQ, check_events,
};
use crate::engine::{Command, Event, Header, Record, RuleError, Timeline};
use crate::i18n::{Lang, with_lang};
use crate::model::{
    Combatant, CombatantId, DamageTrack, EntryStatus, LadderEntry, MarkerRef, Side,
};

fn add(id: u32) -> Event {
    Event::CombatantAdded {
        combatant: Box::new(Combatant::new(
            CombatantId(id),
            format!("C{id}"),
            Side::Pc,
            DamageTrack::Monitors { tracks: vec![] },
        )),
    }
}

fn placed(owner: u32, marker: u8) -> Event {
    Event::MarkerPlaced {
        entry: LadderEntry {
            at: MarkerRef {
                owner: CombatantId(owner),
                marker,
            },
            position: 5,
            status: EntryStatus::Waiting,
            malus: 0,
            rushed: false,
            label: None,
        },
    }
}

fn set_aside(first: u64, last: u64) -> Record {
    Record::hand_made(
        last + 1,
        vec![Event::RecordsSetAside {
            first,
            last,
            file: "side".into(),
            torn: false,
        }],
    )
}

fn timeline(records: Vec<Record>) -> Timeline {
    let header = Header::new(crate::model::SystemId::default_system(), "t", 1, 0);
    Timeline::from_records(header, records)
}

fn line(t: &Timeline, text: &str) -> Command {
    match crate::script::parse_in(t.header().system, text) {
        Ok(crate::script::Line::Command(command)) => command,
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn a_record_number_past_the_bound_is_refused_before_deciding() {
    let at_bound = timeline(vec![
        Record::hand_made(1, vec![add(1)]),
        set_aside(2, MAX_SEQ - 1),
    ]);
    assert_eq!(at_bound.next_seq(), MAX_SEQ + 1);
    for text in ["note c1 x", "undo", "roll 1d6"] {
        let refused = at_bound.prepare(text, &line(&at_bound, text));
        assert_eq!(
            refused,
            Err(RuleError::OutOfNumbers(Counter::Record)),
            "{text}"
        );
    }
    let below = timeline(vec![
        Record::hand_made(1, vec![add(1)]),
        set_aside(2, MAX_SEQ - 2),
    ]);
    let record = below.prepare("note c1 x", &line(&below, "note c1 x"));
    assert_eq!(
        record.map(|r| r.seq),
        Ok(MAX_SEQ),
        "the bound itself is given"
    );
}

#[test]
fn an_add_past_the_last_id_is_refused_whole() {
    let t = timeline(vec![Record::hand_made(1, vec![add(MAX_COMBATANT_ID)])]);
    assert_eq!(t.state().next_id, u32::MAX);
    for text in ["add Cora pc", "add 2 Dora pc"] {
        let refused = t.prepare(text, &line(&t, text));
        assert_eq!(
            refused.err(),
            Some(RuleError::OutOfNumbers(Counter::Combatant)),
            "{text}"
        );
    }
    let below = timeline(vec![Record::hand_made(1, vec![add(MAX_COMBATANT_ID - 1)])]);
    let record = below.prepare("add Cora pc", &line(&below, "add Cora pc"));
    assert!(record.is_ok(), "the last id itself is given: {record:?}");
}

#[test]
fn events_past_a_bound_are_refused_live_and_when_read() {
    let t = timeline(vec![Record::hand_made(1, vec![add(1)])]);
    assert!(check_events(t.state(), &[placed(1, MAX_MARKER)]).is_ok());
    assert_eq!(
        check_events(t.state(), &[placed(1, MAX_MARKER + 1)]),
        Err(RuleError::OutOfNumbers(Counter::Marker("C1".into())))
    );
    assert!(check_events(t.state(), &[add(MAX_COMBATANT_ID)]).is_ok());
    assert!(check_events(t.state(), &[add(u32::MAX)]).is_err());
    let round = |round| Event::RoundStarted { round };
    assert!(check_events(t.state(), &[round(MAX_ROUND)]).is_ok());
    assert_eq!(
        check_events(t.state(), &[round(u32::MAX)]),
        Err(RuleError::OutOfNumbers(Counter::Round))
    );

    let sound = vec![
        Record::hand_made(1, vec![add(MAX_COMBATANT_ID)]),
        Record::hand_made(2, vec![placed(MAX_COMBATANT_ID, MAX_MARKER)]),
        Record::hand_made(3, vec![Event::RoundStarted { round: MAX_ROUND }]),
        set_aside(4, MAX_SEQ - 1),
    ];
    assert!(check_records(&sound).is_ok());
    let past = [
        (
            vec![Record::hand_made(1, vec![add(u32::MAX)])],
            0,
            "#4294967295",
        ),
        (
            vec![
                Record::hand_made(1, vec![add(1)]),
                Record::hand_made(2, vec![placed(1, u8::MAX)]),
            ],
            1,
            "marker 255",
        ),
        (
            vec![
                Record::hand_made(1, vec![add(1)]),
                Record::hand_made(2, vec![Event::RoundStarted { round: u32::MAX }]),
            ],
            1,
            "round 4294967295",
        ),
        (
            vec![Record::hand_made(1, vec![add(1)]), set_aside(2, MAX_SEQ)],
            1,
            "9007199254740993",
        ),
    ];
    for (records, index, words) in past {
        let refused = with_lang(Lang::En, || check_records(&records)).err();
        assert_eq!(refused.as_ref().map(|e| e.index), Some(index), "{words}");
        let message = refused.map(|e| e.message).unwrap_or_default();
        assert!(message.contains(words), "{message}");
    }
}
