//! The kept states hold only while nothing changes below them.

use super::*;
use crate::model::SystemId;

fn state(name: &str) -> Encounter {
    Encounter::new(SystemId::declare("kept"), name.to_string())
}

#[test]
fn a_kept_state_is_found_at_its_position_for_its_record_only() {
    let mut kept = UndoStates::default();
    kept.keep_next();
    kept.pushed(3, 7, &state("before 7"));
    assert!(kept.take_before(3, 8).is_none());
    assert!(kept.take_before(2, 7).is_none());
    assert_eq!(
        kept.take_before(3, 7).map(|s| s.name),
        Some("before 7".to_string())
    );
    // Taken once: an undo after a redo refolds.
    assert!(kept.take_before(3, 7).is_none());
    // Only the record asked for is kept.
    kept.pushed(4, 8, &state("before 8"));
    assert!(kept.take_before(4, 8).is_none());
}

#[test]
fn a_change_below_a_kept_state_drops_it() {
    let mut kept = UndoStates::default();
    kept.keep_next();
    kept.pushed(3, 7, &state("before 7"));
    // Another record pushed at its place: gone.
    kept.removed(3);
    kept.pushed(3, 9, &state("ignored"));
    assert!(kept.take_before(3, 7).is_none());
    // A removal below drops what was kept above it.
    kept.keep_next();
    kept.pushed(4, 10, &state("before 10"));
    kept.removed(2);
    assert!(kept.take_before(4, 10).is_none());
}
