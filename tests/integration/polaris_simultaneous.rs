//! POL-28, simultaneous actions: « En cas d'égalité des niveaux de Réaction, considérez que
//! les deux Actions sont simultanées (s'il s'agit de deux attaques, les deux personnages
//! risquent donc de se blesser mutuellement !) ». Two combatants tied on phase and current
//! Réaction both act on the state before either; the wounds land after both.

use crate::common;

use common::Table;
use fray::engine::Event;
use fray::i18n::{Lang, with_lang};
use fray::model::Step;
use fray::systems::polaris::{PolarisFact, test_of};

/// Two gunmen at Réaction 12, so both at phase 12, each with a pistol skill of 15.
fn duel() -> Table {
    let mut t = Table::given(&[
        "add Anna pc reaction=12 armes-de-poing=10+5",
        "add Boris enemy reaction=12 armes-de-poing=10+5",
        "start",
    ]);
    while t.state().step == Step::Declaration {
        t.run("next");
    }
    t
}

fn worst(t: &Table, who: &str) -> Option<usize> {
    t.who(who).damage.locator().and_then(|l| l.worst())
}

fn acting(t: &Table) -> String {
    t.current().expect("someone acts")
}

/// The last record's transcript line, in English.
fn told(t: &Table) -> String {
    let records = t.timeline.records();
    let (last, earlier) = records.split_last().expect("a record");
    let before =
        fray::engine::Timeline::from_records(t.timeline.header().clone(), earlier.to_vec());
    with_lang(Lang::En, || {
        fray::narrate::describe(last, before.state(), earlier)
    })
}

/// In the duel, whoever acts first shoots the other (damage 12 to the body): the one shot.
fn first_shot(t: &mut Table) -> &'static str {
    let first = acting(t);
    let second = if first == "Anna" { "Boris" } else { "Anna" };
    t.roll(
        &format!("attack {first} {second} armes-de-poing damage=12 at body"),
        &[1],
    );
    second
}

#[test]
fn pol_28_tied_at_phase_12_both_fire_and_both_wounds_land_after_both_shots() {
    let mut t = duel();
    let first = acting(&t);
    let second = if first == "Anna" { "Boris" } else { "Anna" };
    // The first shot kills outright: d20 1, damage 30 to the head.
    let events = t.roll(
        &format!("attack {first} {second} armes-de-poing damage=30 at head"),
        &[1],
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::WoundMarked { .. })),
        "the wound is held, not marked: {events:?}"
    );
    assert_eq!(worst(&t, second), None, "{second} is not hurt yet");
    assert!(told(&t).contains("held: simultaneous with"), "{}", told(&t));
    t.run("next");
    // The partner still acts, unhurt: no wound malus on the return shot.
    assert_eq!(acting(&t), second, "{second} still fires");
    let events = t.roll(
        &format!("attack {second} {first} armes-de-poing damage=20 at body"),
        &[1],
    );
    let shot = events.iter().find_map(test_of).expect("the return shot");
    assert_eq!(shot.chance.wounds, 0, "decided on the state before either");
    assert_eq!(worst(&t, &first), None, "{first} is not hurt yet either");
    assert_eq!(worst(&t, second), None);
    // Both wounds land once both have acted.
    let events = t.run("next");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::System(f) if matches!(
            <&PolarisFact>::try_from(f),
            Ok(PolarisFact::WoundsReleased)
        )
    )));
    let marked = events
        .iter()
        .filter(|e| matches!(e, Event::WoundMarked { .. }))
        .count();
    assert_eq!(marked, 2, "both wounds land: {events:?}");
    assert!(t.who(second).has_condition("dead"), "the head shot kills");
    assert!(worst(&t, &first).is_some(), "{first} is wounded too");
    assert!(t.state().held.is_empty());
    assert!(
        told(&t).contains("simultaneous actions done"),
        "{}",
        told(&t)
    );
}

#[test]
fn pol_28_both_markers_are_flagged_simultaneous() {
    let t = duel();
    let report = fray::report::Report::of(t.state());
    assert_eq!(report.ladder.len(), 2);
    assert!(
        report.ladder.iter().all(|rung| rung.simultaneous),
        "the flag is on both markers"
    );
}

#[test]
fn pol_28_a_higher_reaction_resolves_first_and_its_wound_lands_at_once() {
    let mut t = Table::given(&[
        "add Quick pc reaction=14 armes-de-poing=10+5",
        "add Slow enemy reaction=12 armes-de-poing=10+5",
        "start",
        "init quick 12",
    ]);
    while t.state().step == Step::Declaration {
        t.run("next");
    }
    assert_eq!(acting(&t), "Quick");
    let report = fray::report::Report::of(t.state());
    assert!(report.ladder.iter().all(|rung| !rung.simultaneous));
    t.roll("attack quick slow armes-de-poing damage=30 at head", &[1]);
    assert!(t.who("slow").has_condition("dead"), "lands at once");
    // Slow's marker is gone: the round is over.
    t.run("next");
    assert_eq!(t.state().step, Step::RoundEnd);
}

#[test]
fn pol_28_a_held_wound_moves_the_victims_later_marker_only_after_the_group() {
    // Anna and Boris tied at 12; Carla at 9 is shot by Anna and will act later.
    let mut t = Table::given(&[
        "add Anna pc reaction=12 armes-de-poing=10+5",
        "add Boris enemy reaction=12 armes-de-poing=10+5",
        "add Carla enemy reaction=9",
        "start",
    ]);
    while t.state().step == Step::Declaration {
        t.run("next");
    }
    if acting(&t) != "Anna" {
        t.run("next");
    }
    assert_eq!(acting(&t), "Anna");
    t.roll("attack anna carla armes-de-poing damage=12 at body", &[1]);
    assert_eq!(t.phase("carla"), 9, "held: no move yet");
    assert_eq!(t.state().held.len(), 1);
    while acting(&t) != "Carla" {
        t.run("next");
    }
    assert_eq!(
        t.phase("carla"),
        6,
        "a medium wound: −3 once the pair is done"
    );
}

#[test]
fn pol_28_undo_takes_a_held_wound_back_and_redo_holds_it_again() {
    let mut t = duel();
    first_shot(&mut t);
    assert_eq!(t.state().held.len(), 1);
    t.run("undo");
    assert!(t.state().held.is_empty());
    t.run("redo");
    assert_eq!(t.state().held.len(), 1);
    let replayed = t.timeline.replayed_state();
    assert_eq!(&replayed, t.state(), "replay equals live state");
}

#[test]
fn pol_28_the_fight_ending_mid_group_lands_the_held_wounds() {
    let mut t = duel();
    let second = first_shot(&mut t);
    assert_eq!(t.state().held.len(), 1);
    t.run("end");
    assert!(t.state().held.is_empty());
    assert!(worst(&t, second).is_some(), "the wound was not lost");
}
