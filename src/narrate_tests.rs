//! Tests for the shared narration, on every rule system: the core words the shared events
//! each system leaves to it, and a system's narration never loses them.

use super::*;
use crate::engine::{Header, Timeline};
use crate::model::SystemId;
use crate::script::{self, Line};

/// Plays `line` in `timeline` and returns its transcript line.
fn play(timeline: &mut Timeline, line: &str) -> String {
    let system = timeline.state().system;
    let Ok(Line::Command(command)) = script::parse_in(system, line) else {
        panic!("'{line}' is not a command in {}", system.key());
    };
    let record = timeline
        .prepare(line, &command)
        .unwrap_or_else(|e| panic!("'{line}' refused in {}: {e}", system.key()));
    let text = describe(&record, timeline.state(), timeline.records());
    timeline.commit(record);
    text
}

#[test]
fn shared_commands_read_the_same_in_every_system() {
    for id in SystemId::all() {
        let mut t = Timeline::new(Header::new(id, "t", 3, 0));
        let added = play(&mut t, "add Aria pc");
        assert!(
            added.starts_with("Aria joins (pc)"),
            "{}: {added}",
            id.key()
        );
        assert_eq!(
            play(&mut t, "note aria \"owes money\""),
            "Aria: note \"owes money\""
        );
        assert_eq!(play(&mut t, "condition aria prone"), "Aria: prone");
        assert_eq!(
            play(&mut t, "uncondition aria prone"),
            "Aria: prone cleared"
        );
        assert_eq!(play(&mut t, "undo"), "undone: #4 uncondition aria prone");
        assert_eq!(play(&mut t, "redo"), "redone: #4 uncondition aria prone");
        let counting = play(&mut t, "countdown \"Alarm\" 3");
        assert_eq!(counting, "countdown \"Alarm\": 3 attempts", "{}", id.key());
    }
}

#[test]
fn events_no_one_words_fall_back_to_the_command() {
    for id in SystemId::all() {
        let state = Encounter::new(id, "t".to_string());
        let record = Record {
            seq: 1,
            command: "whatever was typed".into(),
            at: None,
            events: vec![Event::RedoDropped { seqs: vec![1] }],
        };
        assert_eq!(describe(&record, &state, &[]), "whatever was typed");
        assert_eq!(
            describe_event(&Event::FightEnded, &state, &[]).as_deref(),
            Some("the fight ends"),
            "{}",
            id.key()
        );
    }
}

#[test]
fn set_aside_names_one_record_or_a_range() {
    assert_eq!(
        set_aside(3, 3, "x.torn", true),
        "record #3 was set aside in x.torn (torn, never confirmed)"
    );
    assert_eq!(
        set_aside(3, 5, "x.bad", false),
        "records #3–#5 were set aside in x.bad (damaged)"
    );
}
