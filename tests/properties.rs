//! Properties over any sequence of commands: nothing panics, replaying the log gives the
//! state shown live, undo then redo is the identity, and a reloaded save equals the live
//! state.

use fray::engine::{Header, Timeline};
use fray::model::SystemId;
use fray::script::{self, Line};
use fray::store::{self, SaveLog};
use proptest::prelude::*;

const WHO: &[&str] = &["alpha", "bravo", "ganger-1", "ganger-2", "ganger", "zed"];
const LOC: &[&str] = &["head", "body", "left-arm", "right-leg", "tail"];
const SEV: &[&str] = &[
    "light", "medium", "serious", "critical", "mortal", "death", "scratch",
];

fn pick(list: &'static [&'static str]) -> impl Strategy<Value = &'static str> {
    prop::sample::select(list)
}

/// A command line, well formed or not, drawn from the language's common shapes.
fn line() -> impl Strategy<Value = String> {
    let who = || pick(WHO);
    prop_oneof![
        (
            pick(&["Alpha", "Bravo", "Zed"]),
            pick(&["pc", "enemy", "ally"]),
            0..20i32
        )
            .prop_map(|(n, s, r)| format!("add {n} {s} reaction={r}")),
        (1..4u32).prop_map(|n| format!("add {n} gangers")),
        Just("start".to_string()),
        Just("next".to_string()),
        Just("next".to_string()),
        Just("next".to_string()),
        Just("undo".to_string()),
        Just("undo".to_string()),
        Just("redo".to_string()),
        Just("end".to_string()),
        (who(), pick(LOC), pick(SEV)).prop_map(|(w, l, s)| format!("wound {w} {l} {s}")),
        (who(), 0..40i32).prop_map(|(w, d)| format!("wound {w} damage={d}")),
        (who(), pick(&["reaction", "firearms", "12"]), -12..12i32)
            .prop_map(|(w, s, d)| format!("test {w} {s} {d:+}")),
        (who(), who(), 0..25i32, pick(LOC))
            .prop_map(|(a, b, d, l)| format!("attack {a} {b} reaction damage={d} at {l}")),
        (who(), who())
            .prop_map(|(a, b)| format!("attack {a} {b} 15 damage=14 melee charge powerful")),
        (who(), who()).prop_map(|(a, b)| format!("oppose {a} reaction vs {b} reaction")),
        who().prop_map(|w| format!("rush {w}")),
        who().prop_map(|w| format!("delay {w}")),
        (who(), 0..15i32).prop_map(|(w, p)| format!("delay {w} {p}")),
        who().prop_map(|w| format!("act {w}")),
        (who(), 0..6i32).prop_map(|(w, n)| format!("prepare {w} {n}")),
        (who(), -3..25i32).prop_map(|(w, n)| format!("init {w} {n}")),
        (who(), 0..15i32).prop_map(|(w, p)| format!("marker {w} {p} -3")),
        who().prop_map(|w| format!("surprise {w} -1")),
        (who(), 1..3u32).prop_map(|(w, n)| format!("condition {w} prone for {n} rounds")),
        (who(), who()).prop_map(|(w, o)| format!("condition {w} pinned until end of {o}")),
        who().prop_map(|w| format!("uncondition {w} prone")),
        who().prop_map(|w| format!("declare {w} runs for cover")),
        (who(), 0..6u8).prop_map(|(w, n)| format!("opponents {w} {n}")),
        who().prop_map(|w| format!("shock {w} 12")),
        who().prop_map(|w| format!("stabilise {w}")),
        (who(), pick(LOC), pick(SEV)).prop_map(|(w, l, s)| format!("heal {w} {l} {s}")),
        who().prop_map(|w| format!("remove {w}")),
        (who(), pick(&["Xavier", "Alpha", "ganger 9"]))
            .prop_map(|(w, n)| format!("rename {w} \"{n}\"")),
        (who(), 0..20i32).prop_map(|(w, n)| format!("set {w} reaction={n} firearms=4+{n}")),
        Just("roll 3d6!+2".to_string()),
        Just("option wound-malus worst".to_string()),
        Just("countdown door 2".to_string()),
        Just("tick door".to_string()),
    ]
}

fn header() -> Header {
    Header::new(SystemId::Polaris3e, "prop", 99, 0)
}

/// Runs lines; returns the timeline. Refusals are fine, panics are not.
fn play(lines: &[String]) -> Timeline {
    let mut t = Timeline::new(header());
    for l in lines {
        let Ok(Line::Command(c)) = script::parse(l) else {
            continue;
        };
        if let Ok(record) = t.prepare(l, &c) {
            t.commit(record);
        }
    }
    t
}

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
