//! The shared rules' refusals (`rules::common`) in French, decided by a real rule system.
//! These are the tests that need real systems; the module's other tests stay beside it in
//! its crate.

use crate::engine::{Command, ScriptedDice};
use crate::model::{Encounter, SystemId};
use crate::rules::common::decide;
use crate::rules::common::test_support::both;

/// The refusal of `command` on an empty encounter of the default system, as text.
fn refusal(command: &Command) -> String {
    let id = SystemId::default_system();
    let state = Encounter::new(id, "test");
    let mut dice = ScriptedDice::new([3]);
    match decide(crate::rules::system(id), &state, command, &mut dice) {
        Some(Err(e)) => e.to_string(),
        other => panic!("{command:?}: {other:?}"),
    }
}

#[test]
fn shared_refusals_read_in_french() {
    let remove = Command::Remove { who: "kurt".into() };
    assert_eq!(
        both(|| refusal(&remove)),
        (
            "aucun combattant ne s’appelle «\u{a0}kurt\u{a0}»".to_string(),
            "no combatant called 'kurt'".to_string()
        )
    );
    let tick = Command::Tick {
        label: "alarme".into(),
        attempts: 1,
    };
    assert_eq!(
        both(|| refusal(&tick)),
        (
            "aucun compte à rebours ne s’appelle «\u{a0}alarme\u{a0}»".to_string(),
            "no countdown called 'alarme'".to_string()
        )
    );
}
