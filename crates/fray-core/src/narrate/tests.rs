//! Tests for the shared narration, on every rule system: the core words the shared events
//! each system leaves to it, and a system's narration never loses them.

use super::*;
use crate::engine::{Header, Timeline};
use crate::model::SystemId;
use crate::script::test_play::prepared;

/// Plays `line` in `timeline` and returns its transcript line.
fn play(timeline: &mut Timeline, line: &str) -> String {
    let record = prepared(timeline, line);
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

/// The French words of every shared event the core narrates, on every rule system that
/// leaves it to the core (a system's own wording is tested in its folder).
#[test]
fn shared_events_read_in_french() {
    use crate::i18n::{Lang, with_lang};
    use crate::model::{MarkerRef, Side};
    for id in SystemId::all() {
        let mut t = Timeline::new(Header::new(id, "t", 3, 0));
        let fr = |t: &mut Timeline, line: &str| with_lang(Lang::Fr, || play(t, line));
        let added = fr(&mut t, "add Aria pc");
        assert!(
            added.starts_with("Aria rejoint le combat (PJ"),
            "{}: {added}",
            id.key()
        );
        assert_eq!(
            fr(&mut t, "note aria \"owes money\""),
            "Aria\u{a0}: note «\u{a0}owes money\u{a0}»"
        );
        assert_eq!(fr(&mut t, "condition aria prone"), "Aria\u{a0}: à terre");
        assert_eq!(
            crate::i18n::with_lang(crate::i18n::Lang::En, || {
                crate::rules::condition_words::label("prone")
            }),
            "prone"
        );
        assert_eq!(
            fr(&mut t, "uncondition aria prone"),
            "Aria\u{a0}: à terre retiré"
        );
        assert_eq!(
            fr(&mut t, "undo"),
            "annulé\u{a0}: #4 retire-état aria à-terre"
        );
        assert_eq!(
            fr(&mut t, "redo"),
            "rétabli\u{a0}: #4 retire-état aria à-terre"
        );
        assert_eq!(
            fr(&mut t, "countdown \"Alarm\" 3"),
            "compte à rebours «\u{a0}Alarm\u{a0}»\u{a0}: 3 tentatives",
            "{}",
            id.key()
        );
        let s = t.state().clone();
        let aria = s.combatants[0].id;
        let at = MarkerRef {
            owner: aria,
            marker: 0,
        };
        let said = |e: Event| with_lang(Lang::Fr, || describe_event(&e, &s, &[]));
        let cases = [
            (
                Event::CombatantRemoved { who: aria },
                "Aria quitte le combat",
            ),
            (
                Event::CombatantRenamed {
                    who: aria,
                    name: "Ari".into(),
                },
                "Aria s’appelle désormais Ari",
            ),
            (
                Event::SideChanged {
                    who: aria,
                    side: Side::Enemy,
                },
                "Aria combat désormais comme ennemi",
            ),
            (
                Event::OptionSet {
                    key: "dice".into(),
                    value: "table".into(),
                },
                "option dés = table",
            ),
            (
                Event::CountdownTicked {
                    label: "Alarm".into(),
                    used: 1,
                    left: 2,
                },
                "compte à rebours «\u{a0}Alarm\u{a0}»\u{a0}: 1 utilisée, 2 restantes",
            ),
            (
                Event::CountdownTicked {
                    label: "Alarm".into(),
                    used: 2,
                    left: 0,
                },
                "compte à rebours «\u{a0}Alarm\u{a0}»\u{a0}: 2 utilisées, ÉPUISÉ",
            ),
            (
                Event::RoundStarted { round: 2 },
                "début du tour de combat 2",
            ),
            (
                Event::MarkerMoved { at, position: 7 },
                "Aria passe à la phase 7",
            ),
            (
                Event::MarkerStatus {
                    at,
                    status: EntryStatus::Delayed,
                },
                "Aria retarde son action",
            ),
            (
                Event::MarkerRushed { at, malus: -3 },
                "Aria précipite son action (-3 à l’action)",
            ),
            (
                Event::MarkerRemoved { at },
                "Aria quitte l’ordre d’initiative",
            ),
            (
                Event::Declared {
                    who: aria,
                    intent: String::new(),
                    secret: false,
                },
                "Aria ne déclare rien",
            ),
            (
                Event::Declared {
                    who: aria,
                    intent: "tire".into(),
                    secret: false,
                },
                "Aria déclare\u{a0}: tire",
            ),
            (
                Event::OpponentsSet {
                    who: aria,
                    count: 1,
                },
                "Aria fait face à 1 adversaire",
            ),
            (
                Event::OpponentsSet {
                    who: aria,
                    count: 2,
                },
                "Aria fait face à 2 adversaires",
            ),
            (Event::FightEnded, "fin du combat"),
        ];
        for (event, french) in cases {
            if crate::rules::system(id)
                .narration()
                .describe(&event, &s)
                .is_some()
            {
                continue; // the system words this event its own way
            }
            let own_rounds = crate::report::TimeWords::of(id.key()).round_begins
                != crate::report::TimeWords::ROUNDS.round_begins;
            if own_rounds && matches!(event, Event::RoundStarted { .. }) {
                continue; // its rounds in its own word (« round »)
            }
            let Some(words) = said(event.clone()) else {
                continue;
            };
            assert_eq!(words, french, "{}", id.key());
        }
    }
}

/// A record's parts are joined by `; ` in English and with the narrow no-break space
/// French typography puts before a semicolon in French.
#[test]
fn the_parts_of_a_line_are_joined_in_the_languages_typography() {
    use crate::i18n::{Lang, with_lang};
    for id in SystemId::all() {
        let mut t = Timeline::new(Header::new(id, "t", 3, 0));
        let line = play(&mut t, "add 2 Aria pc");
        assert!(line.contains("; Aria"), "{}: {line}", id.key());
        let mut t = Timeline::new(Header::new(id, "t", 3, 0));
        let line = with_lang(Lang::Fr, || play(&mut t, "add 2 Aria pc"));
        assert!(line.contains("\u{202f}; Aria"), "{}: {line}", id.key());
        assert!(!line.contains(" ; "), "{}: {line}", id.key());
    }
}

#[test]
fn one_die_with_nothing_added_is_told_once_and_several_keep_their_sum() {
    for id in SystemId::all() {
        let mut t = Timeline::new(Header::new(id, "t", 3, 0));
        let one = play(&mut t, "roll d20 for luck");
        assert!(
            one.starts_with("rolled d20 for luck: ") && !one.contains('['),
            "{}: {one}",
            id.key()
        );
        let plain = play(&mut t, "roll d6");
        assert!(
            !plain.contains('[') && plain.starts_with("rolled d6: "),
            "{plain}"
        );
        let more = play(&mut t, "roll 2d6+3");
        assert!(more.contains(": [") && more.contains("] = "), "{more}");
    }
}
