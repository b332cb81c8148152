//! Properties of the Shadowrun: Anarchy rules over random command lines (with undo and
//! redo): points never go negative, the GM never spends more than one point in a Narration
//! (initiative dice aside), undo then redo is the identity, and replay equals live.

use crate::common;

use common::lines::{anarchy_line, play_in};
use fray::engine::{Command, Timeline, check_records};
use fray::model::Encounter;
use fray::systems::anarchy::ID;
use proptest::prelude::*;

/// Every point counter at 0 or more, the GM's tally of the Narration at most 1.
fn points_hold(state: &Encounter) -> Result<(), String> {
    for c in &state.combatants {
        for name in ["chance", "anarchy", "well-disposed", "take-a-risk"] {
            if c.counter(name) < 0 {
                return Err(format!("{} has {} {name}", c.name, c.counter(name)));
            }
        }
    }
    if state.table_counter("gm-anarchy") < 0 {
        return Err("the GM's pool is negative".into());
    }
    if state.table_counter("gm-narration-spent") > 1 {
        return Err("the GM spent more than one point in a Narration".into());
    }
    Ok(())
}

fn script() -> impl Strategy<Value = Vec<String>> {
    (prop::collection::vec(anarchy_line(), 0..70),).prop_map(|(rest,)| {
        let mut lines = vec![
            "add Kira pc str=5 wil=3 agi=4 log=6 chance=3 armor=6 seat=2".to_string(),
            "add Jax pc str=3 wil=3 agi=4 log=2 chance=2 seat=1".to_string(),
            "add Ganger enemy str=4 wil=2 agi=3 log=2 chance=1 armor=3".to_string(),
            "session".to_string(),
        ];
        lines.extend(rest);
        lines
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn points_never_go_negative_and_the_gm_spends_one_per_narration(lines in script()) {
        let mut t = Timeline::new(fray::engine::Header::new(ID, "prop", 5, 0));
        for l in &lines {
            let Ok(fray::script::Line::Command(c)) = fray::script::parse_in(ID, l) else { continue };
            if let Ok(record) = t.prepare(l, &c) {
                t.commit(record);
                let held = points_hold(t.state());
                prop_assert!(held.is_ok(), "after {}: {:?}", l, held.err());
                prop_assert!(t.state().problems().is_empty());
            }
        }
    }

    #[test]
    fn replay_equals_live(lines in script()) {
        let live = play_in(ID, &lines);
        let checked = check_records(live.records());
        prop_assert!(checked.is_ok(), "{:?}", checked.err());
        let replayed = Timeline::from_records(live.header().clone(), live.records().to_vec());
        prop_assert_eq!(replayed.state(), live.state());
        prop_assert_eq!(&live.replayed_state(), live.state());
    }

    #[test]
    fn undo_then_redo_is_the_identity(lines in script()) {
        let mut t = play_in(ID, &lines);
        let before = t.state().clone();
        let Ok(undo) = t.prepare("undo", &Command::Undo) else { return Ok(()) };
        t.commit(undo);
        let redo = t.prepare("redo", &Command::Redo);
        prop_assert!(redo.is_ok());
        if let Ok(redo) = redo {
            t.commit(redo);
        }
        prop_assert_eq!(t.state(), &before);
    }
}
