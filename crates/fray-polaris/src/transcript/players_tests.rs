//! Tests for the players' log of a Polaris fight: open lines unchanged, hidden numbers
//! gone, GM-only records left out, undo wording, hostile names, and the shipped
//! three-round fight.

use std::path::Path;

use crate::engine::{Command, Event, Header, Record, ScriptedDice, Timeline, apply};
use crate::model::{Combatant, CombatantId, DamageTrack, Encounter, Side};
use crate::narrate;
use crate::player_view::{event_texts, lines, redact_line};
use crate::script::{self, Line};
use crate::{Tested, wounds};

fn command(line: &str) -> Command {
    match script::parse(line) {
        Ok(Line::Command(command)) => command,
        other => panic!("'{line}' is not a command: {other:?}"),
    }
}

/// Runs `line` (with `dice` first, then seeded ones) and returns what players see of it,
/// with the GM's transcript line.
fn play(timeline: &mut Timeline, line: &str, dice: &[u32]) -> (Option<String>, String) {
    let record = if dice.is_empty() {
        timeline
            .prepare(line, &command(line))
            .unwrap_or_else(|e| panic!("'{line}' refused: {e}"))
    } else {
        let mut scripted = ScriptedDice::new(dice.iter().copied());
        let events = timeline
            .decide(&command(line), &mut scripted)
            .unwrap_or_else(|e| panic!("'{line}' refused: {e}"));
        Record {
            seq: timeline.next_seq(),
            command: line.into(),
            at: None,
            events,
        }
    };
    let before = timeline.state().clone();
    let shown = redact_line(&record, &before, timeline.records());
    let full = narrate::describe(&record, &before, timeline.records());
    timeline.commit(record);
    (shown, full)
}

fn table(lines: &[&str]) -> Timeline {
    let mut timeline = Timeline::new(Header::new(crate::ID, "t", 7, 0));
    for line in lines {
        play(&mut timeline, line, &[]);
    }
    timeline
}

fn fight() -> Timeline {
    table(&[
        "add Aria pc reaction=12 for=13",
        "set aria tir=5+6 observation=4+4",
        "add Goblin enemy reaction=10",
        "set goblin tir=4+5 observation=3+2",
        "add Priest neutral",
    ])
}

fn digits(text: &str) -> bool {
    text.chars().any(|c| c.is_ascii_digit())
}

#[test]
fn a_pc_line_is_unchanged() {
    let mut t = fight();
    for (line, dice) in [
        ("test aria tir", &[7][..]),
        ("test aria observation hard +2", &[19]),
        ("condition aria prone", &[]),
        ("start", &[]),
        ("declare aria shoots the goblin", &[]),
        // An NPC's declaration is secret by default: its public one reads as the GM's.
        ("declare goblin \"runs\" public", &[]),
        ("next", &[]),
    ] {
        let (shown, full) = play(&mut t, line, dice);
        assert_eq!(shown.as_deref(), Some(full.as_str()), "{line}");
    }
}

#[test]
fn an_enemy_test_has_no_digits_of_its_roll() {
    let mut t = fight();
    for die in [3, 18, 1, 20] {
        let (shown, full) = play(&mut t, "test goblin observation", &[die, 20]);
        let shown = shown.unwrap_or_default();
        assert!(full.contains(&format!("d20 {die}")), "{full}");
        assert!(!digits(&shown), "{shown}");
        assert!(
            !shown.contains("chance") && !shown.contains("margin"),
            "{shown}"
        );
        let result = full
            .rsplit(": ")
            .next()
            .unwrap_or_default()
            .split(',')
            .next();
        let word = result.unwrap_or_default().to_lowercase();
        assert_eq!(shown, format!("Goblin tests Observation: {word}"), "{full}");
    }
    let (shown, _) = play(&mut t, "test priest 12", &[4]);
    assert_eq!(shown.as_deref(), Some("Priest makes a test: success"));
}

#[test]
fn an_enemy_attack_on_a_pc_reads_as_the_table_sees_it() {
    let mut t = fight();
    let (shown, _) = play(&mut t, "attack goblin aria tir damage=9 at body", &[2]);
    let shown = shown.unwrap_or_default();
    assert!(
        shown.starts_with("Goblin attacks Aria: hit; Aria: "),
        "{shown}"
    );
    assert!(
        shown.contains("wound to the body (damage"),
        "the PC's wound in full: {shown}"
    );
    let (shown, _) = play(&mut t, "attack goblin aria tir damage=9", &[19]);
    assert_eq!(shown.as_deref(), Some("Goblin attacks Aria: miss"));
    // The hit location roll of a wound to a PC is the PC's.
    let (shown, _) = play(&mut t, "attack goblin aria tir damage=9", &[2, 5]);
    assert!(
        shown.unwrap_or_default().contains("for hit location: 5"),
        "location roll shown"
    );
}

#[test]
fn a_pc_attack_on_an_enemy_hides_the_wound_numbers() {
    let mut t = fight();
    let (shown, full) = play(&mut t, "attack aria goblin tir damage=12", &[3, 4]);
    let shown = shown.unwrap_or_default();
    assert!(
        full.contains("damage") && full.contains("hit location: 4"),
        "{full}"
    );
    assert!(
        shown.starts_with("Aria tests Tir: chance"),
        "the PC's roll: {shown}"
    );
    let wound = shown.split("; ").nth(1).unwrap_or_default();
    assert!(wound.starts_with("Goblin is hit in the body: "), "{shown}");
    assert!(!digits(wound) && !shown.contains("location: 4"), "{shown}");
    let (shown, _) = play(&mut t, "wound goblin left-arm serious", &[]);
    assert_eq!(
        shown.as_deref(),
        Some("Goblin is hit in the left arm: badly wounded")
    );
    let (shown, _) = play(&mut t, "wound goblin head death", &[]);
    assert_eq!(shown.as_deref(), Some("Goblin is hit in the head: down"));
    let (shown, _) = play(&mut t, "wound priest damage=3", &[]);
    assert_eq!(shown.as_deref(), Some("Priest: no wound"));
    let (shown, _) = play(&mut t, "heal goblin left-arm serious", &[]);
    assert_eq!(shown.as_deref(), Some("Goblin's wounds are tended: down"));
}

#[test]
fn gm_only_records_show_nothing() {
    let mut t = fight();
    for line in [
        "note aria \"Owes the goblin money\"",
        "note goblin \"Traitor\"",
        "set goblin for=15",
        "option wound-malus worst",
        "roll 2d6+3 for ambush",
        "countdown \"Reinforcements\" 3",
        "test aria observation secret",
        "test goblin observation secret",
    ] {
        let (shown, _) = play(&mut t, line, &[]);
        assert_eq!(shown, None, "{line}");
    }
    let (shown, full) = play(&mut t, "set aria for=14", &[]);
    assert_eq!(shown, Some(full));
    let (shown, _) = play(&mut t, "attack aria goblin tir secret", &[3]);
    assert_eq!(shown.as_deref(), Some("Aria attacks Goblin: hit"));
}

#[test]
fn hidden_conditions_and_markers_lose_their_numbers() {
    let mut t = fight();
    let (shown, _) = play(&mut t, "condition goblin aiming 4 for 2 rounds", &[]);
    assert_eq!(
        shown.as_deref(),
        Some("Goblin: aiming (until round 3 (2 rounds left))")
    );
    let (shown, _) = play(&mut t, "wound goblin body serious", &[]);
    assert_eq!(
        shown.as_deref(),
        Some("Goblin is hit in the body: badly wounded")
    );
    let (shown, _) = play(&mut t, "shock goblin 12", &[4]);
    assert_eq!(shown.as_deref(), Some("Goblin makes a test: success"));
    play(&mut t, "start", &[]);
    let (shown, full) = play(&mut t, "rush goblin", &[]);
    assert!(full.contains("-3"), "{full}");
    assert!(shown.is_some_and(|s| s.contains("Goblin rushes") && !s.contains("-3")));
}

#[test]
fn undo_names_only_what_players_saw() {
    let mut t = fight();
    play(&mut t, "note goblin \"Traitor\"", &[]);
    let (shown, full) = play(&mut t, "undo", &[]);
    assert!(full.contains("Traitor"), "{full}");
    assert_eq!(shown.as_deref(), Some("the GM took back a command"));
    let (shown, _) = play(&mut t, "redo", &[]);
    assert_eq!(shown.as_deref(), Some("the GM brought back a command"));
    play(&mut t, "condition aria prone   # she tripped", &[]);
    let (shown, full) = play(&mut t, "undo", &[]);
    assert!(full.contains("she tripped"), "{full}");
    assert_eq!(shown.as_deref(), Some("undone: #9 condition aria prone"));
    let lines = lines(&t);
    assert!(lines.iter().all(|l| !l.text.contains("Traitor")));
    assert!(lines.iter().any(|l| l.seq == 9 && l.undone));
    assert!(!lines.iter().any(|l| l.seq == 6), "the note has no line");
}

#[test]
fn control_characters_in_names_never_panic() {
    let mut state = Encounter::new(crate::ID, "t\u{7}".to_string());
    let hostile = "Gob\u{1b}[31m\u{0}lin\r\n";
    let added = Record {
        seq: 1,
        command: "\u{1b}]0;x\u{7}".into(),
        at: None,
        events: vec![Event::CombatantAdded {
            combatant: Box::new(Combatant::new(
                CombatantId(1),
                hostile,
                Side::Enemy,
                DamageTrack::Locator(wounds::new_locator()),
            )),
        }],
    };
    let shown = redact_line(&added, &state, &[]);
    assert_eq!(shown, Some(format!("{hostile} joins (enemy)")));
    apply(&mut state, &added.events[0]);
    let odd = Record {
        seq: 2,
        command: String::new(),
        at: None,
        events: vec![
            Event::WoundMarked {
                who: CombatantId(1),
                wound: crate::engine::WoundMark {
                    location: 99,
                    severity: 99,
                    landed: 99,
                    cleared: vec![],
                    damage: Some(i32::MIN),
                },
            },
            Event::CommandUndone { seq: u64::MAX },
            Event::CombatantRemoved {
                who: CombatantId(1),
            },
            Event::DamageIgnored {
                who: CombatantId(7),
                damage: -1,
            },
        ],
    };
    let shown = redact_line(&odd, &state, std::slice::from_ref(&added)).unwrap_or_default();
    assert!(shown.contains("is hit: unhurt"), "{shown}");
    assert!(shown.contains("#7: no wound"), "{shown}");
    let report = crate::player_view::PlayerReport::of(&state);
    assert_eq!(report.combatants[0].name, hostile);
}

/// At every record of the shipped three-round fight, nothing players see of an enemy's
/// test, wound or roll holds a digit (once names are taken out), and no note shows.
#[test]
fn the_three_round_fight_hides_every_enemy_die() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../saves/polaris-three-rounds.fray.jsonl");
    let loaded = crate::store::load(&path).unwrap_or_else(|e| panic!("{e}"));
    let timeline = Timeline::from_records(loaded.header.clone(), loaded.records.clone());
    let records = timeline.records();
    let mut names: Vec<String> = Vec::new();
    let mut notes: Vec<String> = Vec::new();
    for event in records.iter().flat_map(|r| &r.events) {
        match event {
            Event::CombatantAdded { combatant } => names.push(combatant.name.clone()),
            Event::NoteSet { text, .. } if !text.is_empty() => notes.push(text.clone()),
            _ => {}
        }
    }
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    assert!(!notes.is_empty());
    let (mut hidden_tests, mut hidden_wounds) = (0, 0);
    let mut replay = Timeline::new(loaded.header.clone());
    for record in records {
        let before = replay.state().clone();
        let mut state = before.clone();
        for (i, text) in event_texts(record, &before, records)
            .into_iter()
            .enumerate()
        {
            let event = &record.events[i];
            let test_of = crate::test_of;
            let owner = match event {
                Event::System(_) => test_of(event).map(|test| test.who),
                Event::WoundMarked { who, .. } | Event::DamageIgnored { who, .. } => Some(*who),
                Event::DiceRolled { .. } => match record.events.get(i + 1) {
                    Some(Event::WoundMarked { who, .. }) => Some(*who),
                    _ => None,
                },
                _ => None,
            };
            let hidden = owner.is_none_or(|who| {
                state
                    .combatant(who)
                    .is_none_or(|c| !crate::player_view::shown_in_full(c.side))
            });
            let checked = test_of(event).is_some()
                || matches!(event, Event::WoundMarked { .. } | Event::DiceRolled { .. });
            if let (true, true, Some(text)) = (hidden, checked, &text) {
                let mut bare = text.clone();
                for name in &names {
                    bare = bare.replace(name.as_str(), "");
                }
                assert!(!digits(&bare), "#{} {text}", record.seq);
                if let Some(test) = test_of(event) {
                    hidden_tests += 1;
                    assert!(
                        !matches!(test.tested, Tested::Chance) || text.contains("makes a test")
                    );
                } else {
                    hidden_wounds += 1;
                }
            }
            apply(&mut state, event);
        }
        let line = redact_line(record, &before, records).unwrap_or_default();
        for note in &notes {
            assert!(!line.contains(note.as_str()), "#{} {line}", record.seq);
        }
        replay.commit(record.clone());
    }
    assert!(
        hidden_tests >= 5 && hidden_wounds >= 5,
        "{hidden_tests} {hidden_wounds}"
    );
    let shown = lines(&timeline);
    assert!(shown.len() < records.len(), "notes have no line");
    assert!(
        shown
            .iter()
            .any(|l| l.text.starts_with("Ganger 1 attacks Baral Faadhi: "))
    );
    for text in [
        "Ganger 2 attacks Lena Orsini: critical miss",
        "Ganger 1 is hit in the body: wounded",
    ] {
        assert!(shown.iter().any(|l| l.text.starts_with(text)), "{text}");
    }
}
