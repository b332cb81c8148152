//! Properties over any sequence of commands: nothing panics, replaying the log gives the
//! state shown live, undo then redo is the identity, and a reloaded save equals the live
//! state.

mod common;

use common::lines::{line, play};
use fray::engine::Timeline;
use fray::store::{self, SaveLog};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn replay_equals_live_state(lines in prop::collection::vec(line(), 0..60)) {
        let live = play(&lines);
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
