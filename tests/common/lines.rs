//! Command lines for property tests: well formed or not, drawn from the language's
//! common shapes, and a player that runs them.

use fray::engine::{Header, Timeline};
use fray::model::Encounter;
use fray::script::{self, Line};
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
pub fn line() -> impl Strategy<Value = String> {
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

pub fn header() -> Header {
    Header::new(fray::systems::polaris::ID, "prop", 99, 0)
}

/// Runs lines; returns the timeline. Refusals are fine, panics are not.
pub fn play(lines: &[String]) -> Timeline {
    play_watching(lines).0
}

/// Runs lines; returns the timeline and the state the live session showed at each
/// position (before any record, then after each one).
pub fn play_watching(lines: &[String]) -> (Timeline, Vec<Encounter>) {
    let mut t = Timeline::new(header());
    let mut shown = vec![t.state().clone()];
    for l in lines {
        let Ok(Line::Command(c)) = script::parse(l) else {
            continue;
        };
        if let Ok(record) = t.prepare(l, &c) {
            t.commit(record);
            shown.push(t.state().clone());
        }
    }
    (t, shown)
}
