//! Undo and redo: any number of levels, the redo branch dropped (and marked) by a new
//! command, and all of it surviving a reload of the records.

use crate::common;

use common::Table;
use fray::engine::{Event, RuleError, Timeline};

#[test]
fn undo_and_redo_any_number_of_levels() {
    let mut t = Table::given(&["add Alpha pc reaction=12"]);
    let s0 = t.state().clone();
    t.run("wound alpha body light");
    let s1 = t.state().clone();
    t.run("wound alpha head medium");
    let s2 = t.state().clone();
    t.run("undo");
    assert_eq!(t.state(), &s1);
    t.run("undo");
    assert_eq!(t.state(), &s0);
    t.run("undo");
    assert!(t.state().combatants.is_empty());
    assert_eq!(t.refuse("undo"), RuleError::NothingToUndo);
    t.run("redo");
    t.run("redo");
    assert_eq!(t.state(), &s1);
    t.run("redo");
    assert_eq!(t.state(), &s2);
    assert_eq!(t.refuse("redo"), RuleError::NothingToRedo);
}

/// An undo or redo marks in the decisions' spare copy only the combatants of the records
/// it voids or restores: written over, the copy still equals the state.
#[test]
fn the_spare_copy_follows_undo_and_redo() {
    let mut t = Table::given(&["add Alpha pc reaction=12", "add Beta npc reaction=10"]);
    t.run("wound alpha body light");
    t.run("wound beta head medium");
    assert_eq!(t.timeline.spare_synced().as_ref(), Some(t.state()));
    t.run("undo");
    assert_eq!(t.timeline.spare_synced().as_ref(), Some(t.state()));
    t.run("wound alpha head light");
    t.run("undo");
    t.run("undo");
    assert_eq!(t.timeline.spare_synced().as_ref(), Some(t.state()));
    t.run("redo");
    t.run("wound beta body light");
    assert_eq!(t.timeline.spare_synced().as_ref(), Some(t.state()));
}

#[test]
fn a_new_command_after_undo_drops_the_redo_branch_but_keeps_it_in_the_log() {
    let mut t = Table::given(&[
        "add Alpha pc reaction=12",
        "wound alpha body light",
        "wound alpha body light",
    ]);
    t.run("undo");
    t.run("undo");
    let events = t.run("wound alpha head light");
    assert_eq!(events[0], Event::RedoDropped { seqs: vec![2, 3] });
    assert_eq!(t.refuse("redo"), RuleError::NothingToRedo);
    assert_eq!(t.timeline.records().len(), 6, "nothing is rewritten");
    assert!(t.timeline.history().is_dropped(2));
    assert_eq!(t.boxes("alpha", "body", "light"), 0);
    assert_eq!(t.boxes("alpha", "head", "light"), 1);
}

#[test]
fn history_survives_a_reload() {
    let mut t = Table::given(&[
        "add Alpha pc reaction=12",
        "wound alpha body light",
        "wound alpha head light",
    ]);
    t.run("undo");
    let reloaded =
        Timeline::from_records(t.timeline.header().clone(), t.timeline.records().to_vec());
    assert_eq!(reloaded.state(), t.state());
    let mut t2 = Table { timeline: reloaded };
    t2.run("redo");
    assert_eq!(t2.boxes("alpha", "head", "light"), 1);
    t2.run("undo");
    t2.run("undo");
    assert_eq!(t2.boxes("alpha", "body", "light"), 0);
}

#[test]
fn undo_restores_the_turn_as_well() {
    let mut t = Table::given(&[
        "add Alpha pc reaction=12",
        "add Bravo enemy reaction=8",
        "start",
    ]);
    let before = t.state().clone();
    t.run("next");
    t.run("undo");
    assert_eq!(t.state(), &before);
}
