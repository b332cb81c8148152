//! `fray log` folds a save in one pass of its own (`narrate::fold_whole`: one state, a
//! copy kept only before the commands a later undo voids, swapped back in at that undo,
//! a redo applied again). These tests prove its transcript is the timeline pass's, byte
//! for byte (`narrate::fold`, the one the log pane and the line mode's `transcript`
//! share, written by `cli::transcript::transcript`), on generated 40-combatant fights of
//! every system, undos and redos included, in English and in French.

use crate::support;

use fray::engine::Event;
use fray::i18n::{Lang, with_lang};
use support::commands::SYSTEMS;
use support::generate::{Plan, cached, long_crowd};

/// How long each generated fight is.
const RECORDS: u64 = 1_500;

#[test]
fn the_log_of_a_generated_fight_of_every_system_is_the_timeline_pass_one_in_both_languages() {
    let mut redone = 0;
    for system in SYSTEMS {
        let path = cached(Plan {
            records: RECORDS,
            ..long_crowd(system)
        });
        let loaded = fray::store::load(&path).unwrap_or_else(|e| panic!("{e}"));
        let count = |wanted: fn(&Event) -> bool| {
            loaded
                .records
                .iter()
                .filter(|r| r.events.iter().any(wanted))
                .count()
        };
        let undos = count(|e| matches!(e, Event::CommandUndone { .. }));
        let redos = count(|e| matches!(e, Event::CommandRedone { .. }));
        assert!(undos > 0, "{}: no undo", system.key());
        redone += redos;
        for lang in Lang::ALL {
            with_lang(lang, || {
                let (timeline, fast) = fray::cli::transcript::fold_and_write(
                    loaded.header.clone(),
                    loaded.records.clone(),
                );
                let (folded, narrations) =
                    fray::narrate::fold(loaded.header.clone(), loaded.records.clone(), usize::MAX);
                let slow = fray::cli::transcript::transcript(&folded, narrations);
                assert_eq!(fast, slow, "{} in {}", system.key(), lang.code());
                // As `fray log` does it: read and folded at once.
                let (read_timeline, read, _) = fray::cli::transcript_read::load_and_write(&path)
                    .unwrap_or_else(|e| panic!("{e}"));
                assert_eq!(
                    read,
                    slow,
                    "{} in {}, read and folded at once",
                    system.key(),
                    lang.code()
                );
                assert_eq!(read_timeline.state(), folded.state(), "{}", system.key());
                assert_eq!(timeline.state(), folded.state(), "{}", system.key());
                assert_eq!(timeline.history(), folded.history(), "{}", system.key());
            });
        }
        println!(
            "{}: {} records, {undos} undos, {redos} redos, same transcript in en and fr",
            system.key(),
            loaded.records.len()
        );
    }
    assert!(redone > 0, "no fight redoes anything");
}
