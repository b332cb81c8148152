//! The roster cap (`engine::roster_cap`) on commands decided by a real rule system. These
//! are the tests that need real systems; the module's other tests stay beside it in its
//! crate.

use crate::engine::roster_cap::test_support::{crowd, refusal};
use crate::engine::{MAX_ROSTER, RuleError, Timeline};
use crate::i18n::{Lang, with_lang};
use crate::model::SystemId;
use crate::script::test_play::command;

/// Decides `line` and takes the record in.
fn run(timeline: &mut Timeline, line: &str) {
    let command = command(timeline.header().system, line);
    let record = timeline
        .prepare(line, &command)
        .unwrap_or_else(|e| panic!("{line}: {e}"));
    timeline.commit(record);
}

#[test]
fn a_group_that_would_pass_the_cap_is_refused_whole() {
    let system = SystemId::default_system();
    let almost = crowd(system, MAX_ROSTER - 2);
    let error = refusal(&almost, "add 3 Extra");
    assert_eq!(
        error,
        RuleError::RosterFull {
            present: MAX_ROSTER - 2,
            adding: 3,
            cap: MAX_ROSTER
        }
    );
    let english = with_lang(Lang::En, || error.to_string());
    assert!(
        english.starts_with("adding 3 combatants would pass 10,000"),
        "{english}"
    );
    assert!(english.contains("(there are 9,998 now)"), "{english}");
    let french = with_lang(Lang::Fr, || error.to_string());
    assert!(
        french.starts_with("ajouter 3 combattants dépasserait 10\u{202f}000"),
        "{french}"
    );
}

#[test]
fn adding_up_to_the_cap_works_and_a_removal_or_an_undo_frees_a_place() {
    let system = SystemId::default_system();
    let mut timeline = crowd(system, MAX_ROSTER - 2);
    run(&mut timeline, "add 2 Extra");
    assert_eq!(timeline.state().combatants.len(), MAX_ROSTER);
    assert!(matches!(
        refusal(&timeline, "add Kurt"),
        RuleError::RosterFull { .. }
    ));
    run(&mut timeline, "undo");
    run(&mut timeline, "add Kurt");
    assert_eq!(timeline.state().combatants.len(), MAX_ROSTER - 1);
    run(&mut timeline, "add Lena");
    run(&mut timeline, "remove Kurt");
    run(&mut timeline, "add Mina");
    assert_eq!(timeline.state().combatants.len(), MAX_ROSTER);
}
