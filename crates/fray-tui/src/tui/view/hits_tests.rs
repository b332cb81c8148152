use ratatui::layout::Rect;

use super::*;

#[test]
fn the_spot_drawn_last_wins_and_outside_everything_is_nothing() {
    let mut hits = Hits::default();
    hits.add(Rect::new(0, 0, 20, 10), Target::Pane(Pane::Roster));
    hits.add(Rect::new(1, 2, 18, 1), Target::Combatant(3));
    hits.add(Rect::new(5, 5, 0, 3), Target::Form);
    assert_eq!(hits.at(4, 2), Some(Target::Combatant(3)));
    assert_eq!(hits.at(4, 3), Some(Target::Pane(Pane::Roster)));
    assert_eq!(
        hits.at(5, 5),
        Some(Target::Pane(Pane::Roster)),
        "empty spot"
    );
    assert_eq!(hits.at(20, 2), None, "past the right edge");
    hits.clear();
    assert_eq!(hits.at(4, 2), None);
}
