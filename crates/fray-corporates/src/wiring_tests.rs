//! The plug-in in the registry, and the ledger every roll reads (COR-08) through the
//! action helper (COR-02, COR-06), with COR-EX-07 and COR-EX-08.

use crate::engine::Event;
use crate::model::{EntryStatus, Step};

use super::decide::action::{Request, take_action};
use super::decide::ledger::{action_dice, ledger_of};
use super::fact::{CorporatesFact, fact_of};
use super::ledger::{Kind, Malus};
use super::test_support::T;

fn acted(events: &[Event]) -> (Malus, u32) {
    events
        .iter()
        .filter_map(fact_of)
        .find_map(|f| match f {
            CorporatesFact::Acted { malus, dice, .. } => Some((*malus, *dice)),
            _ => None,
        })
        .expect("an acted fact")
}

#[test]
fn corporates_is_in_the_registry_with_its_verbs_and_options() {
    let system = crate::rules::system(super::ID);
    assert_eq!(system.id(), super::ID);
    assert!(system.verbs().verbs().iter().any(|v| v.name == "declare"));
    assert!(system.options().iter().any(|(k, _, _)| *k == "announce"));
    assert!(system.check_option("announce", "sideways").is_err());
}

#[test]
fn cor_08_the_ledger_reads_markers_counters_and_conditions() {
    let mut t = T::new();
    t.turn([1, 1, 1], [6, 6], (3, 1));
    let ana = t.id("Ana");
    let ledger = ledger_of(&t.state, ana);
    assert_eq!(
        (ledger.declared, ledger.undeclared, ledger.situational),
        (3, 0, 0)
    );
    t.ok("condition ana unbalanced", &[]);
    assert_eq!(ledger_of(&t.state, ana).situational, 1);
    let (malus, dice) = action_dice(&t.state, ana, Kind::Declared, 4, 0, false);
    assert_eq!((malus.declared, malus.situational, dice), (2, 1, 1));
    let (_, with_point) = action_dice(&t.state, ana, Kind::Declared, 4, 1, false);
    assert_eq!(
        with_point, 2,
        "the floor: 1d + 1d per confidence point (COR-08)"
    );
    let (innate, dice) = action_dice(&t.state, ana, Kind::Innate, 4, 0, false);
    assert_eq!((innate.total(), dice), (0, 4), "innate: no malus (COR-09)");
}

#[test]
fn cor_ex_07_an_undeclared_dodge_costs_the_later_actions_a_die() {
    let mut t = T::new();
    t.turn([1, 1, 1], [6, 6], (3, 0));
    // Segment 1: the first declared action at −2d.
    assert_eq!(acted(&t.ok("act ana dice 6", &[1; 6])).0.total(), 2);
    t.ok("next", &[]);
    // Segment 2: an undeclared dodge, at −2d.
    let (malus, dice) = acted(&t.ok("quick ana what dodges dice 6", &[1; 6]));
    assert_eq!((malus.declared, malus.undeclared, dice), (2, 0, 4));
    t.ok("next", &[]);
    // Segments 3 and 5: −3d.
    let (malus, _) = acted(&t.ok("act ana dice 6", &[1; 6]));
    assert_eq!((malus.declared, malus.undeclared), (2, 1));
    t.ok("next", &[]);
    t.ok("next", &[]);
    assert_eq!(acted(&t.ok("act ana dice 6", &[1; 6])).0.total(), 3);
}

#[test]
fn cor_ex_08_a_substituted_dodge_adds_no_malus() {
    let mut t = T::new();
    t.turn([1, 1, 1], [6, 6], (3, 0));
    t.ok("next", &[]);
    t.ok("next", &[]);
    let (malus, _) = acted(&t.ok("act ana instead what dodges dice 6", &[1; 6]));
    assert_eq!(malus.total(), 2);
    let ana = t.id("Ana");
    let skipped = t
        .state
        .ladder
        .entries
        .iter()
        .any(|e| e.at.owner == ana && e.position == 3 && e.status == EntryStatus::Skipped);
    assert!(skipped, "the declared action of segment 3 was replaced");
    t.ok("next", &[]);
    t.ok("next", &[]);
    assert_eq!(acted(&t.ok("act ana dice 6", &[1; 6])).0.total(), 2);
}

#[test]
fn take_action_consumes_the_marker_due_and_lets_the_caller_roll() {
    let mut t = T::new();
    t.turn([1, 1, 1], [6, 6], (1, 0));
    let ana = t.id("Ana");
    t.ok("next", &[]);
    t.ok("next", &[]);
    assert_eq!(t.state.step, Step::Resolution);
    let mut batch = crate::engine::Batch::new(&t.state);
    let mut req = Request::new(ana, Kind::Declared, 5);
    req.roll = false;
    req.label = Some("shot".into());
    let mut dice = crate::engine::ScriptedDice::new([]);
    let taken = take_action(&mut batch, &req, &mut dice).expect("taken");
    assert_eq!((taken.dice, taken.roll.is_none()), (5, true));
    let events = batch.into_events();
    crate::engine::apply_all(&mut t.state, &events);
    let e = t
        .state
        .ladder
        .entries
        .iter()
        .find(|e| e.at.owner == ana)
        .expect("marker");
    assert_eq!(
        (e.status, e.label.as_deref()),
        (EntryStatus::Acted, Some("shot"))
    );
    let mut batch = crate::engine::Batch::new(&t.state);
    assert!(
        take_action(&mut batch, &req, &mut dice).is_err(),
        "nothing left"
    );
}

#[test]
fn cor_10_a_roll_within_a_long_action_goes_through_the_helper() {
    let mut t = T::new();
    t.turn([1, 1, 1], [6, 6], (0, 0));
    t.ok("long ana first aid on vlad", &[]);
    let ana = t.id("Ana");
    let mut batch = crate::engine::Batch::new(&t.state);
    let mut dice = crate::engine::ScriptedDice::new([3, 3]);
    let taken = take_action(&mut batch, &Request::new(ana, Kind::Long, 2), &mut dice)
        .expect("a long action's own roll");
    assert_eq!((taken.marker, taken.roll.map(|r| r.total)), (None, Some(6)));
    let mut batch = crate::engine::Batch::new(&t.state);
    let undeclared = Request::new(ana, Kind::Undeclared, 2);
    assert!(take_action(&mut batch, &undeclared, &mut dice).is_err());
}
