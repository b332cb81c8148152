//! Undeclared actions on the grid (COR-06): each leaves a rushed marker in its segment,
//! drawn there, and every rule about declared actions passes it by.

use crate::engine::Batch;
use crate::i18n::{Lang, with_lang};
use crate::model::{EntryStatus, LadderEntry};

use super::super::decide::act_melee::lose_actions;
use super::super::test_support::T;
use super::grid_model::{Grid, Mark};
use super::panes_tests::{grid_screen, report_of};

/// Ana declares 3 (segments 1, 3, 5), Vlad 1 (segment 3); in segment 2 Vlad dodges.
fn dodged_in_segment_two() -> T {
    let mut t = T::new();
    t.turn([1, 1, 1], [6, 6], (3, 1));
    t.ok("next", &[]);
    t.ok("dodge vlad", &[4, 4]);
    t
}

fn rushed(t: &T, who: &str) -> Vec<LadderEntry> {
    let id = t.id(who);
    t.state
        .ladder
        .entries
        .iter()
        .filter(|e| e.at.owner == id && e.rushed)
        .cloned()
        .collect()
}

#[test]
fn cor_06_a_dodge_in_segment_two_shows_in_cell_two() {
    let t = dodged_in_segment_two();
    let marks = rushed(&t, "Vlad");
    assert_eq!(marks.len(), 1);
    assert_eq!(
        (
            marks[0].position,
            marks[0].status,
            marks[0].label.as_deref()
        ),
        (2, EntryStatus::Acted, Some("dodge"))
    );
    assert_eq!(marks[0].at.marker, 1, "after Vlad's one declared marker");
    let grid = Grid::of(&report_of(&t.state));
    let vlad = grid.rows.iter().find(|r| r.name == "Vlad").expect("Vlad");
    assert_eq!(
        vlad.cells[1].marks,
        vec![Mark::Undeclared(Some("dodge".into()))]
    );
    assert_eq!(vlad.cells[2].marks, vec![Mark::Scheduled]);
    assert_eq!((vlad.declared, vlad.undeclared, vlad.lost), (Some(1), 1, 0));
    for (lang, tag) in [(Lang::En, "en"), (Lang::Fr, "fr")] {
        with_lang(lang, || {
            let shown = grid_screen(&report_of(&t.state), 1, 80, 24);
            insta::assert_snapshot!(format!("grid_undeclared_dodge_{tag}_80x24"), shown);
        });
    }
}

#[test]
fn cor_06_the_rushed_marker_is_no_declared_action() {
    let mut t = dodged_in_segment_two();
    let vlad = t.id("Vlad");
    // `fray show` lists the declared actions only.
    let shown = super::super::transcript::show::segments(&report_of(&t.state), "Vlad");
    assert_eq!(shown, "3○");
    // Critical lost actions take the declared one, never the dodge.
    let mut batch = Batch::new(&t.state);
    assert_eq!(lose_actions(&mut batch, vlad, 2), 1);
    // Delay moves the declared action only.
    t.ok("delay vlad 1", &[]);
    let positions: Vec<(i32, bool)> = t
        .state
        .ladder
        .of(vlad)
        .map(|e| (e.position, e.rushed))
        .collect();
    assert!(
        positions.contains(&(2, true)) && positions.contains(&(4, false)),
        "{positions:?}"
    );
    // Survival fills every segment from its start with a declared marker, the dodge's
    // segment included.
    t.ok("survival vlad vs 3", &[6, 6]);
    let from = t
        .who("Vlad")
        .conditions
        .iter()
        .find(|k| k.name == "survival")
        .and_then(|k| k.value);
    let from = u8::try_from(from.expect("in survival")).expect("a segment");
    for s in from.max(2)..=5 {
        assert!(
            t.state
                .ladder
                .of(vlad)
                .any(|e| !e.rushed && e.position == i32::from(s)),
            "segment {s}: {:?}",
            t.state.ladder.entries
        );
    }
    // `next` marks unused declared actions lost, never the dodge; the count stays 1.
    t.ok("next", &[]);
    assert_eq!(rushed(&t, "Vlad")[0].status, EntryStatus::Acted);
    assert_eq!(t.who("Vlad").counter("undeclared"), 1);
    // A new turn clears them with the others.
    t.ok("next", &[]);
    t.ok("next", &[]);
    t.ok("next", &[]);
    t.ok("start", &[1, 1, 1, 6, 6]);
    assert!(rushed(&t, "Vlad").is_empty());
}
