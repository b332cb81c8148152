use super::*;
use crate::model::{DamageTrack, EntryStatus, LadderEntry, Side};

fn combatant(id: u32, name: &str) -> Box<Combatant> {
    Box::new(Combatant::new(
        CombatantId(id),
        name,
        Side::Pc,
        DamageTrack::Monitors { tracks: Vec::new() },
    ))
}

fn add(seq: u64, id: u32, name: &str) -> Record {
    Record::hand_made(
        seq,
        vec![Event::CombatantAdded {
            combatant: combatant(id, name),
        }],
    )
}

fn marker(owner: u32) -> MarkerRef {
    MarkerRef {
        owner: CombatantId(owner),
        marker: 0,
    }
}

fn place(seq: u64, owner: u32) -> Record {
    Record::hand_made(
        seq,
        vec![Event::MarkerPlaced {
            entry: LadderEntry {
                at: marker(owner),
                position: 10,
                status: EntryStatus::Waiting,
                malus: 0,
                rushed: false,
                label: None,
            },
        }],
    )
}

fn note(seq: u64, who: u32) -> Record {
    Record::hand_made(
        seq,
        vec![Event::NoteSet {
            who: CombatantId(who),
            text: "n".into(),
        }],
    )
}

fn undo(seq: u64, target: u64) -> Record {
    Record::hand_made(seq, vec![Event::CommandUndone { seq: target }])
}

fn redo(seq: u64, target: u64) -> Record {
    Record::hand_made(seq, vec![Event::CommandRedone { seq: target }])
}

/// The first refused record's index and message.
fn refused(records: &[Record]) -> (usize, String) {
    match check_records(records) {
        Ok(_) => panic!("every record passed"),
        Err(e) => (e.index, e.message),
    }
}

#[test]
fn a_duplicate_id_is_refused_naming_the_holder() {
    let (index, message) = refused(&[add(1, 0, "Baral"), add(2, 0, "Orc")]);
    assert_eq!(index, 1);
    assert!(
        message.contains(r#"adds combatant #0 "Orc", but #0 is already "Baral""#),
        "{message}"
    );
    let (_, message) = refused(&[
        add(1, 0, "Baral"),
        Record::hand_made(
            2,
            vec![Event::CombatantRemoved {
                who: CombatantId(0),
            }],
        ),
        add(3, 0, "Orc"),
    ]);
    assert!(message.contains("was already given out"), "{message}");
}

#[test]
fn an_id_freed_by_an_undo_may_be_given_again() {
    assert!(check_records(&[add(1, 0, "A"), undo(2, 1), add(3, 0, "B")]).is_ok());
}

#[test]
fn unknown_combatants_and_markers_are_refused() {
    let (index, message) = refused(&[add(1, 0, "A"), note(2, 7)]);
    assert_eq!(index, 1);
    assert!(
        message.contains("names combatant #7, who is not in the fight (in its note_set event)"),
        "{message}"
    );
    let moved = Record::hand_made(
        3,
        vec![Event::MarkerMoved {
            at: marker(0),
            position: 3,
        }],
    );
    let (index, message) = refused(&[add(1, 0, "A"), note(2, 0), moved.clone()]);
    assert_eq!(index, 2);
    assert!(
        message.contains(r#"marker 0 of combatant "A" (#0)"#),
        "{message}"
    );
    assert!(check_records(&[add(1, 0, "A"), place(2, 0), moved]).is_ok());
    // A removed combatant's markers go with it.
    let removed = Record::hand_made(
        3,
        vec![Event::CombatantRemoved {
            who: CombatantId(0),
        }],
    );
    let gone = Record::hand_made(4, vec![Event::MarkerRemoved { at: marker(0) }]);
    assert_eq!(refused(&[add(1, 0, "A"), place(2, 0), removed, gone]).0, 3);
}

#[test]
fn undo_and_redo_must_name_what_history_would() {
    let base = [add(1, 0, "A"), add(2, 1, "B")];
    let with = |more: Vec<Record>| [base.to_vec(), more].concat();
    assert!(check_records(&with(vec![undo(3, 2), undo(4, 1), redo(5, 1), redo(6, 2)])).is_ok());
    let (index, message) = refused(&with(vec![undo(3, 3)]));
    assert_eq!(index, 2);
    assert!(message.contains("cannot undo itself"), "{message}");
    let (_, message) = refused(&with(vec![undo(3, 9)]));
    assert!(message.contains("record 9 comes after it"), "{message}");
    let (_, message) = refused(&with(vec![undo(3, 1)]));
    assert!(
        message.contains("the last record in effect, 2"),
        "{message}"
    );
    let (_, message) = refused(&with(vec![undo(3, 2), undo(4, 2)]));
    assert!(
        message.contains("the last record in effect, 1"),
        "{message}"
    );
    let (_, message) = refused(&with(vec![redo(3, 2)]));
    assert!(message.contains("nothing to redo"), "{message}");
    let (_, message) = refused(&with(vec![undo(3, 2), redo(4, 3)]));
    assert!(message.contains("last record undone, 2"), "{message}");
    let dropped = Record::hand_made(4, vec![Event::RedoDropped { seqs: vec![1] }]);
    let (_, message) = refused(&with(vec![undo(3, 2), dropped]));
    assert!(message.contains("drops record 1"), "{message}");
}

#[test]
fn an_undo_takes_back_what_its_record_changed() {
    // After undoing B's arrival, a note about B is refused; after redoing it, accepted.
    let base = vec![add(1, 0, "A"), add(2, 1, "B"), undo(3, 2)];
    assert_eq!(refused(&[base.clone(), vec![note(4, 1)]].concat()).0, 3);
    assert!(check_records(&[base, vec![redo(4, 2), note(5, 1)]].concat()).is_ok());
}

#[test]
fn a_refused_record_changes_nothing() {
    let mut checker = Checker::default();
    assert!(checker.check(&add(1, 0, "A")).is_ok());
    let bad = Record::hand_made(
        2,
        vec![
            Event::CombatantRemoved {
                who: CombatantId(0),
            },
            Event::NoteSet {
                who: CombatantId(5),
                text: String::new(),
            },
        ],
    );
    assert!(checker.check(&bad).is_err());
    assert!(checker.check(&note(2, 0)).is_ok());
}

#[test]
fn problems_after_the_fold_name_their_record() {
    let header = Header::new(crate::model::SystemId::declare("folded"), "t", 1, 0);
    let mut unbalanced = combatant(1, "B");
    unbalanced.tokens = Some(crate::model::TokenPool {
        gained: 3,
        ..Default::default()
    });
    let records = [
        add(1, 0, "A"),
        Record::hand_made(
            2,
            vec![Event::CombatantAdded {
                combatant: unbalanced,
            }],
        ),
        note(3, 0),
    ];
    // The per-record check refuses it too.
    let (index, message) = refused(&records);
    assert_eq!(index, 1);
    assert!(
        message.contains("accounts for 0 tokens but gained 3"),
        "{message}"
    );
    let timeline = Timeline::from_records(header.clone(), records.to_vec());
    let found = problems_after_fold(&header, &records, timeline.state());
    assert_eq!(found.map(|p| p.index), Some(1));
    let sound = &records[..1];
    let timeline = Timeline::from_records(header.clone(), sound.to_vec());
    assert_eq!(problems_after_fold(&header, sound, timeline.state()), None);
}

#[test]
fn sequence_numbers_may_skip_but_never_go_back() {
    // A gap (records set aside) is fine; an undo finds its record by number.
    assert!(check_records(&[add(1, 0, "A"), add(3, 1, "B"), undo(4, 3), note(5, 0)]).is_ok());
    let (index, message) = refused(&[add(1, 0, "A"), add(3, 1, "B"), note(3, 0)]);
    assert_eq!(index, 2);
    assert!(
        message.contains("is numbered 3, but follows record 3"),
        "{message}"
    );
}

#[test]
fn a_set_aside_note_is_taken_alone_and_never_undone() {
    let set_aside = || Event::RecordsSetAside {
        first: 2,
        last: 2,
        file: "x.fray.jsonl.torn-1".into(),
        torn: true,
    };
    // Alone, after a gap: fine, and an undo after it takes back the add before it.
    let records = [
        add(1, 0, "Baral"),
        Record::hand_made(3, vec![set_aside()]),
        undo(4, 1),
    ];
    assert!(check_records(&records).is_ok());
    // With another event it could hide that event from the fold: refused.
    let mixed = Record::hand_made(3, vec![set_aside(), note(3, 0).events[0].clone()]);
    let (at, why) = refused(&[add(1, 0, "Baral"), mixed]);
    assert_eq!(at, 1);
    assert!(why.contains("set aside"), "{why}");
}
