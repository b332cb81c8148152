//! The replay (`replay`) of hand-made histories on a real rule system: undo and redo
//! chains, an irregular record, marks. These are the tests that need real systems: all of
//! the module's tests do, so it keeps none in its crate.

use crate::engine::{Event, Header, Record};
use crate::replay::{Kind, Replay};

fn header() -> Header {
    Header::new(crate::model::SystemId::default_system(), "t", 1, 0)
}

fn option(seq: u64, value: &str) -> Record {
    Record {
        seq,
        command: format!("option x {value}"),
        at: None,
        events: vec![Event::OptionSet {
            key: "x".into(),
            value: value.into(),
        }],
    }
}

fn history(seq: u64, event: Event) -> Record {
    Record {
        seq,
        command: "undo".into(),
        at: None,
        events: vec![event],
    }
}

fn value(replay: &Replay, pos: u64) -> Option<String> {
    replay.state_at(pos).options.get("x").cloned()
}

#[test]
fn undo_brings_back_the_state_before_the_undone_record() {
    for interval in 1..5 {
        let mut r = Replay::with_interval(header(), interval);
        r.push(option(1, "a"));
        r.push(option(2, "b"));
        r.push(history(3, Event::CommandUndone { seq: 2 }));
        r.push(history(4, Event::CommandRedone { seq: 2 }));
        r.push(history(5, Event::CommandUndone { seq: 2 }));
        r.push(history(6, Event::CommandUndone { seq: 1 }));
        let seen: Vec<_> = (0..=6).map(|p| value(&r, p)).collect();
        let want = [
            None,
            Some("a"),
            Some("b"),
            Some("a"),
            Some("b"),
            Some("a"),
            None,
        ];
        assert_eq!(
            seen,
            want.map(|v| v.map(String::from)).to_vec(),
            "interval {interval}"
        );
        assert_eq!(
            r.kind(5),
            Some(Kind::Undo {
                target: 2,
                restore: 3
            })
        );
        assert!(r.in_effect_at(2, 4) && !r.in_effect_at(2, 5) && !r.in_effect_at(2, 3));
        assert_eq!(r.first_undo(2), Some(3));
        assert!(r.hidden_when_clean(1) && r.hidden_when_clean(3));
    }
}

#[test]
fn an_out_of_order_undo_is_folded_in_full() {
    let mut r = Replay::with_interval(header(), 100);
    r.push(option(1, "a"));
    r.push(Record {
        seq: 2,
        command: "add".into(),
        at: None,
        events: vec![Event::CountdownStarted {
            label: "door".into(),
            attempts: 2,
        }],
    });
    r.push(history(3, Event::CommandUndone { seq: 1 }));
    assert_eq!(r.kind(3), Some(Kind::Irregular));
    let state = r.state_at(3);
    assert!(state.options.is_empty());
    assert_eq!(state.countdowns.len(), 1);
    assert_eq!(r.state_at(2).options.len(), 1);
}

#[test]
fn positions_past_the_end_are_the_last_state() {
    let mut r = Replay::new(header());
    r.push(option(1, "a"));
    assert_eq!(value(&r, 99), Some("a".into()));
    assert_eq!(r.mark(99).round, 0);
    assert!(r.record(0).is_none() && r.kind(0).is_none());
}
