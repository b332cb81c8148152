use super::*;

/// A combatant the events name is the only one marked; a new round or a
/// fact of a system whose facts write the roster marks them all.
#[test]
fn dirty_marks_the_combatant_an_event_names_and_all_for_roster_changes() {
    let state = Encounter::new(crate::model::SystemId::declare("marks"), "Marks");
    let mut dirty = Dirty::none();
    dirty.add_all(
        &state,
        &[
            Event::NoteSet {
                who: CombatantId(3),
                text: "hurt".into(),
            },
            Event::StepChanged {
                step: crate::model::Step::Setup,
            },
            Event::NoteSet {
                who: CombatantId(3),
                text: "worse".into(),
            },
        ],
    );
    assert_eq!(dirty, Dirty::Some(vec![CombatantId(3)]));
    dirty.add(&state, &Event::RoundStarted { round: 2 });
    assert_eq!(dirty, Dirty::All);
}

/// An arrival marks the one arriving; a departure marks the one leaving and whoever holds
/// a condition against them (it goes with them), and no one else; an arrival whose id
/// someone may already hold marks them all.
#[test]
fn arrivals_and_departures_mark_only_whom_they_change() {
    use crate::model::{Combatant, Condition, DamageTrack, Side};
    let mut state = Encounter::new(crate::model::SystemId::declare("marks"), "Marks");
    let track = || DamageTrack::Monitors { tracks: Vec::new() };
    for id in 1..=3 {
        state.combatants.push(Combatant::new(
            CombatantId(id),
            format!("c{id}"),
            Side::Enemy,
            track(),
        ));
    }
    state.next_id = 4;
    let mut marked = Condition::manual("marked");
    marked.target = Some(CombatantId(2));
    state.combatants[2].conditions.push(marked);
    let mut dirty = Dirty::none();
    dirty.add(
        &state,
        &Event::CombatantRemoved {
            who: CombatantId(2),
        },
    );
    assert_eq!(dirty, Dirty::Some(vec![CombatantId(2), CombatantId(3)]));
    let arriving = Combatant::new(CombatantId(4), "c4", Side::Pc, track());
    dirty.add(
        &state,
        &Event::CombatantAdded {
            combatant: Box::new(arriving.clone()),
        },
    );
    assert_eq!(
        dirty,
        Dirty::Some(vec![CombatantId(2), CombatantId(3), CombatantId(4)])
    );
    let mut reused = arriving;
    reused.id = CombatantId(1);
    dirty.add(
        &state,
        &Event::CombatantAdded {
            combatant: Box::new(reused),
        },
    );
    assert_eq!(dirty, Dirty::All);
}
