//! Properties over any sequence of commands: nothing panics, replaying the log gives the
//! state shown live, undo then redo is the identity, and a reloaded save equals the live
//! state.

use crate::common;

use common::lines::{line, play};
use fray::engine::{Command, Timeline, check_records};
use fray::script::Line;
use fray::store::{self, SaveLog};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn replay_equals_live_state(lines in prop::collection::vec(line(), 0..60)) {
        let live = play(&lines);
        // Every record the engine writes passes the consistency check opening runs.
        let checked = check_records(live.records());
        prop_assert!(checked.is_ok(), "{:?}", checked.err());
        let replayed = Timeline::from_records(live.header().clone(), live.records().to_vec());
        prop_assert_eq!(replayed.state(), live.state());
        prop_assert_eq!(&live.replayed_state(), live.state());
    }

    #[test]
    fn undo_then_redo_is_the_identity(lines in prop::collection::vec(line(), 1..50)) {
        let mut t = play(&lines);
        let before = t.state().clone();
        let Ok(undo) = t.prepare("undo", &fray::engine::Command::Undo) else { return Ok(()) };
        t.commit(undo);
        let redo = t.prepare("redo", &fray::engine::Command::Redo);
        prop_assert!(redo.is_ok(), "an undo can always be redone");
        if let Ok(redo) = redo {
            t.commit(redo);
        }
        prop_assert_eq!(t.state(), &before);
        let checked = check_records(t.records());
        prop_assert!(checked.is_ok(), "{:?}", checked.err());
    }

    #[test]
    fn a_reloaded_save_equals_the_live_state(lines in prop::collection::vec(line(), 0..40)) {
        let live = play(&lines);
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("p.fray.jsonl");
        let mut log = SaveLog::create(&path, live.header()).expect("create");
        for r in live.records() {
            log.append(r).expect("append");
        }
        drop(log);
        let loaded = store::load(&path).expect("load");
        prop_assert!(loaded.warnings.is_empty());
        let reloaded = Timeline::from_records(loaded.header, loaded.records);
        prop_assert_eq!(reloaded.state(), live.state());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4, ..ProptestConfig::default() })]

    /// Long runs of undo and redo reach back past the kept checkpoints (one every 256
    /// records in effect, the last four kept): every state shown equals a fold from the
    /// start.
    #[test]
    fn long_undo_runs_equal_a_fold_from_the_start(
        lines in prop::collection::vec(line(), 900..1300),
        bursts in prop::collection::vec((1usize..1100, 0usize..400), 3..6),
    ) {
        let mut t = play(&lines);
        for (undos, redos) in bursts {
            for (count, command, text) in [(undos, Command::Undo, "undo"), (redos, Command::Redo, "redo")] {
                for _ in 0..count {
                    let Ok(record) = t.prepare(text, &command) else { break };
                    t.commit(record);
                }
                prop_assert_eq!(&t.replayed_state(), t.state());
            }
            let more = play(&lines[..lines.len() / 4]);
            for record in more.records() {
                let Ok(Line::Command(c)) = fray::script::parse(&record.command) else { continue };
                if let Ok(record) = t.prepare(&record.command, &c) {
                    t.commit(record);
                }
            }
            prop_assert_eq!(&t.replayed_state(), t.state());
        }
        let checked = check_records(t.records());
        prop_assert!(checked.is_ok(), "{:?}", checked.err());
        let replayed = Timeline::from_records(t.header().clone(), t.records().to_vec());
        prop_assert_eq!(replayed.state(), t.state());
    }
}
