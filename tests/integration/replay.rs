//! The replay index: at every position the state equals the fold of that prefix and what
//! the live session showed then; seeking through snapshots equals a full fold; records in
//! effect match the live history.

use crate::common;

use std::path::Path;

use common::lines::{line, play_watching};
use fray::engine::Timeline;
use fray::replay::Replay;
use fray::store;
use proptest::prelude::*;

fn prefix(t: &Timeline, pos: usize) -> Timeline {
    Timeline::from_records(t.header().clone(), t.records()[..pos].to_vec())
}

fn check_every_position(live: &Timeline, shown: &[fray::model::Encounter], interval: u64) {
    let replay = Replay::with_interval(live.header().clone(), interval);
    let mut replay = replay;
    for r in live.records() {
        replay.push(r.clone());
    }
    assert_eq!(replay.len() as usize + 1, shown.len());
    for (pos, state) in shown.iter().enumerate() {
        let at = replay.state_at(pos as u64);
        assert_eq!(&at, state, "position {pos}, interval {interval}");
        let folded = prefix(live, pos);
        assert_eq!(&at, folded.state(), "prefix fold at {pos}");
        for seq in 1..=pos as u64 {
            let live_effective = folded.history().is_effective(seq) && !replay.is_history(seq);
            assert_eq!(
                replay.in_effect_at(seq, pos as u64),
                live_effective,
                "record {seq} at position {pos}"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn every_position_equals_the_live_state_and_the_prefix_fold(
        lines in prop::collection::vec(line(), 0..70),
        interval in 1..6u64,
    ) {
        let (live, shown) = play_watching(&lines);
        check_every_position(&live, &shown, interval);
        check_every_position(&live, &shown, 256);
    }

    #[test]
    fn undo_heavy_sequences_seek_like_a_full_fold(
        lines in prop::collection::vec(
            prop_oneof![line(), Just("undo".to_string()), Just("redo".to_string())],
            0..90,
        ),
        interval in 1..5u64,
    ) {
        let (live, shown) = play_watching(&lines);
        check_every_position(&live, &shown, interval);
    }
}

fn example(name: &str) -> Timeline {
    let loaded = store::load(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(name),
    )
    .expect("loads");
    Timeline::from_records(loaded.header, loaded.records)
}

#[test]
fn the_example_fights_can_be_scrubbed_end_to_end() {
    for name in [
        "polaris-demo.fray.jsonl",
        "polaris-three-rounds.fray.jsonl",
        "sr-firefight.fray.jsonl",
    ] {
        let live = example(name);
        let replay = Replay::build(live.header().clone(), live.records().to_vec());
        for pos in (0..=replay.len()).rev() {
            assert_eq!(
                &replay.state_at(pos),
                prefix(&live, pos as usize).state(),
                "{name} at {pos}"
            );
        }
        assert_eq!(replay.last_state(), live.state());
    }
}

#[test]
fn the_three_round_fight_has_its_rounds_and_moments() {
    let live = example("polaris-three-rounds.fray.jsonl");
    let replay = Replay::build(live.header().clone(), live.records().to_vec());
    let rounds: Vec<u32> = replay
        .moments()
        .iter()
        .filter_map(|m| match m.moment {
            fray::rules::Moment::RoundStarted { round } => Some(round),
            _ => None,
        })
        .collect();
    assert_eq!(rounds, vec![1, 2, 3]);
    assert_eq!(replay.mark(replay.len()).round, 3);
}

#[test]
fn a_long_log_keeps_few_snapshots_and_seeks_anywhere() {
    let lines: Vec<String> = (0..1500)
        .map(|i| match i % 7 {
            0 => "add 1 gangers".to_string(),
            3 => "undo".to_string(),
            5 => "redo".to_string(),
            _ => format!("roll 1d6+{i}"),
        })
        .collect();
    let (live, shown) = play_watching(&lines);
    let replay = Replay::build(live.header().clone(), live.records().to_vec());
    assert!(replay.snapshot_count() <= 2 + replay.len() as usize / 256 * 2);
    for pos in [0usize, 1, 255, 256, 257, 700, 1023, shown.len() - 1] {
        assert_eq!(&replay.state_at(pos as u64), &shown[pos], "position {pos}");
    }
}
