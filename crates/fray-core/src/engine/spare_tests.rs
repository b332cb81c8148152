use super::*;

/// A combatant the events name is the only one marked; an arrival, a new round or a
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
