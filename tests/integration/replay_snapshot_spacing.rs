//! The replay index spaces its snapshots by the bytes of state they copy: on a long fight
//! with forty combatants every position still seeks to the state the live session showed,
//! and the snapshots take a small share of the records' bytes, where one every 512
//! positions (fray's spacing before) took more.

use crate::common;

use common::lcg::Lcg;
use fray::engine::{Header, Record, Timeline};
use fray::replay::{INTERVAL, Replay};
use fray::script::{self, Line};

/// Combatants on the roster.
const ROSTER: u64 = 40;

/// Records in the fight: enough for several snapshots spaced by weight.
const RECORDS: usize = 6_000;

fn header() -> Header {
    Header::new(fray::systems::polaris::ID, "spacing", 7, 0)
}

/// A GM's line on a forty-ganger Polaris fight: rounds, wounds, tests, attacks,
/// conditions, healing, notes, rolls, undo and redo.
fn gm_line(rng: &mut Lcg) -> String {
    let mut who = || format!("ganger-{}", rng.below(ROSTER) + 1);
    let (a, b) = (who(), who());
    let locations = ["head", "body", "left-arm", "right-leg"];
    let at = locations[(a.len() + b.len()) % locations.len()];
    match rng.below(16) {
        0..=3 => "next".to_string(),
        4 => format!("wound {a} {at} light"),
        5 => format!("test {a} reaction +2"),
        6 => format!("attack {a} {b} reaction damage=6 at {at}"),
        7 => format!("condition {a} prone for 2 rounds"),
        8 => format!("uncondition {a} prone"),
        9 => format!("heal {a} {at} light"),
        10 => format!("declare {a} runs for cover"),
        11 => "roll 3d6!+2".to_string(),
        12 => "undo".to_string(),
        13 => "redo".to_string(),
        14 => format!("delay {a} {}", rng.below(10)),
        _ => format!("shock {a} 12"),
    }
}

/// The records of a long fight with forty gangers, played through a live timeline.
fn long_fight() -> Vec<Record> {
    let mut live = Timeline::new(header());
    let mut rng = Lcg(2026);
    let opening = ["add 20 gangers", "add 20 gangers", "start"].map(String::from);
    let mut lines = opening.into_iter();
    while live.records().len() < RECORDS {
        let line = lines.next().unwrap_or_else(|| gm_line(&mut rng));
        let Ok(Line::Command(command)) = script::parse(&line) else {
            continue;
        };
        if let Ok(record) = live.prepare(&line, &command) {
            live.commit(record);
        }
    }
    assert_eq!(
        live.state().combatants.len() as u64,
        ROSTER,
        "the fight keeps its forty combatants"
    );
    live.records().to_vec()
}

fn json_len(value: &impl serde::Serialize) -> usize {
    serde_json::to_vec(value).map_or(0, |v| v.len())
}

/// The JSON bytes of the states an index keeps as snapshots, the empty start left out.
fn snapshot_bytes(replay: &Replay) -> usize {
    replay
        .snapshot_positions()
        .filter(|p| *p > 0)
        .map(|p| json_len(&replay.state_at(p)))
        .sum()
}

#[test]
fn byte_spaced_snapshots_seek_every_position_of_a_forty_combatant_fight_like_the_live_fold() {
    let records = long_fight();
    let replay = Replay::build(header(), records.clone());
    assert!(
        replay.snapshot_count() >= 2,
        "a snapshot besides the start: {} kept",
        replay.snapshot_count()
    );
    let mut live = Timeline::new(header());
    assert_eq!(&replay.state_at(0), live.state(), "position 0");
    for (at, record) in records.into_iter().enumerate() {
        live.commit(record);
        let pos = at as u64 + 1;
        assert_eq!(&replay.state_at(pos), live.state(), "position {pos}");
    }
    assert_eq!(replay.last_state(), live.state());
}

#[test]
fn the_snapshots_of_a_forty_combatant_fight_weigh_at_most_a_sixteenth_of_its_records() {
    let records = long_fight();
    let records_bytes: usize = records.iter().map(json_len).sum();
    let spaced = Replay::build(header(), records.clone());
    let bound = records_bytes / 16;
    let held = snapshot_bytes(&spaced);
    assert!(
        held <= bound,
        "snapshots hold {held} bytes of JSON for {records_bytes} of records ({} kept)",
        spaced.snapshot_count()
    );
    // The bound bites: one snapshot every 512 positions, whatever a state weighs, holds
    // more than that on the same fight.
    let mut every = Replay::with_interval(header(), INTERVAL);
    for record in records {
        every.push(record);
    }
    let before = snapshot_bytes(&every);
    assert!(
        before > bound,
        "one every {INTERVAL} positions holds {before} bytes, within {bound}"
    );
    eprintln!(
        "records {records_bytes} B of JSON; snapshots by weight {held} B ({} kept), every {INTERVAL} positions {before} B ({} kept)",
        spaced.snapshot_count(),
        every.snapshot_count()
    );
}
