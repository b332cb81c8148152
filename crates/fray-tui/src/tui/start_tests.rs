//! Tests for the start screen's model with no save. The tests of its list navigation and
//! of the new-encounter form need real rule systems: they are in the binary's crate
//! (`src/with_systems/tui_start_tests.rs`).

use super::*;

#[test]
fn a_first_run_selects_the_demo() {
    let s = StartScreen::new(Vec::new());
    assert_eq!(s.items()[s.selected()], StartItem::Demo);
}
