//! `fray log`'s quick paths say exactly what a straightforward transcript says. The
//! transcript folds the log once, narrating each record against the state of that fold
//! (undos and redos refold from the nearest kept state, found from the end of the list of
//! records in effect); here each record is narrated against a fold from scratch of the
//! records before it, and its command is shown as stored (English) or written back in
//! French, line by line, on seeded fights full of undos and redos.

use crate::common;

use std::fmt::Write;

use common::lines::{header, line};
use fray::engine::{Command, Event, Record, Timeline};
use fray::i18n::{Lang, with_lang};
use fray::safe_text::escaped;
use fray::script::{self, Line};
use proptest::prelude::*;

/// Plays `lines` (refusals skipped), checking after every undo or redo that the state
/// shown equals a fold of the records in effect from the start.
fn play_checking(lines: &[String]) -> Result<Timeline, TestCaseError> {
    let mut t = Timeline::new(header());
    for l in lines {
        let Ok(Line::Command(c)) = script::parse(l) else {
            continue;
        };
        let history = matches!(c, Command::Undo | Command::Redo);
        if let Ok(record) = t.prepare(l, &c) {
            t.commit(record);
            if history {
                prop_assert_eq!(&t.replayed_state(), t.state(), "after {}", l);
            }
        }
    }
    Ok(t)
}

/// The transcript the simple way: each record narrated against a fold from scratch of the
/// records before it; the command column in `lang` (as stored in English, written back in
/// French), its face-down values masked.
fn straightforward(timeline: &Timeline, lang: Lang) -> String {
    let records = timeline.records();
    let system = timeline.state().system;
    let mut out = String::new();
    for (i, record) in records.iter().enumerate() {
        let earlier = &records[..i];
        let before = Timeline::from_records(timeline.header().clone(), earlier.to_vec());
        let narration = fray::narrate::describe(record, before.state(), earlier);
        let undone =
            !timeline.history().is_effective(record.seq) && !fray::narrate::is_history(record);
        let command = match (lang, script::parse_in(system, &record.command)) {
            (Lang::Fr, Ok(Line::Command(c))) => script::format_in_system(Lang::Fr, system, &c),
            _ => record.command.clone(),
        };
        let _ = writeln!(
            out,
            "{}#{:<4} {:<40} {}",
            if undone { "x" } else { " " },
            record.seq,
            escaped(&script::masked(system, &command)),
            escaped(&narration)
        );
    }
    out
}

/// What `fray log` writes for `timeline`'s records.
fn fray_log(timeline: &Timeline) -> String {
    fray::cli::transcript::fold_and_write(timeline.header().clone(), timeline.records().to_vec()).1
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// Undos and redos, alone or in runs, past the kept states (one every 256 records in
    /// effect): the state after each equals a fold from the start, and the transcript of
    /// the fight is the same text, byte for byte, as the straightforward one, in English
    /// and in French.
    #[test]
    fn transcript_of_a_seeded_fight_is_the_straightforward_one_in_both_languages(
        lines in prop::collection::vec(line(), 200..700),
    ) {
        let timeline = play_checking(&lines)?;
        for lang in Lang::ALL {
            let (fast, slow) = with_lang(lang, || (fray_log(&timeline), straightforward(&timeline, lang)));
            prop_assert_eq!(fast, slow, "{:?}", lang);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    /// A fold told which records a later undo voids keeps the state before each and
    /// restores it at the undo instead of refolding: after every record, undos and redos
    /// included, it shows the same state as a fold told nothing.
    #[test]
    fn a_fold_that_keeps_states_for_undo_shows_the_states_of_one_that_does_not(
        lines in prop::collection::vec(line(), 100..600),
    ) {
        let played = play_checking(&lines)?;
        let undone = fray::narrate::undone_later(played.records());
        let mut plain = Timeline::new(played.header().clone());
        let mut keeping = Timeline::new(played.header().clone());
        for record in played.records() {
            if undone.contains(&record.seq) {
                keeping.keep_state_for_undo();
            }
            plain.commit(record.clone());
            keeping.commit(record.clone());
            prop_assert_eq!(keeping.state(), plain.state(), "after #{}", record.seq);
        }
    }
}

/// A hand-made record that undoes two commands at once (the engine writes one per record)
/// leaves the state a fold from the start gives, as a lone undo does.
#[test]
fn a_record_undoing_two_commands_at_once_folds_like_a_fold_from_the_start() {
    let lines: Vec<String> = [
        "add Alpha pc reaction=12",
        "add Bravo enemy reaction=9",
        "start",
        "wound alpha head light",
        "wound bravo body serious",
        "next",
    ]
    .map(String::from)
    .to_vec();
    let mut t = play_checking(&lines).unwrap_or_else(|e| panic!("{e}"));
    let wounds: Vec<u64> = t
        .records()
        .iter()
        .filter(|r| r.command.starts_with("wound"))
        .map(|r| r.seq)
        .collect();
    let [first, second] = wounds[..] else {
        panic!("both wounds taken: {wounds:?}");
    };
    assert!(t.history().is_effective(first) && t.history().is_effective(second));
    t.commit(Record {
        seq: t.next_seq(),
        command: "undo".to_string(),
        at: None,
        events: vec![
            Event::CommandUndone { seq: first },
            Event::CommandUndone { seq: second },
        ],
    });
    assert!(!t.history().is_effective(first) && !t.history().is_effective(second));
    assert_eq!(&t.replayed_state(), t.state());
    let replayed = Timeline::from_records(t.header().clone(), t.records().to_vec());
    assert_eq!(replayed.state(), t.state());
}
