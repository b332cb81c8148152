//! The players' last lines as the page's server keeps them (`fray_serve::serve::
//! PlayersLines`: each record's line said once per language as it comes in, a save
//! opened folded once with only its last lines said) equal the last lines of the whole
//! players' transcript (`player_view::lines`, a refold of the save) after every record
//! of a generated fight of every system, undos and redos included, in both languages.
//! They name the systems, so they live here rather than beside the server.

use crate::support;

use fray::engine::{Header, Record, Timeline};
use fray::i18n::{Lang, with_lang};
use fray::model::SystemId;
use fray::player_view::{PlayerLine, lines};
use fray::script::{self, Line};
use fray_serve::serve::{KEPT, PlayersLines};
use support::commands::{self, SYSTEMS};
use support::rng::Rng;

/// A fight of `system` typed by the bench generator's seeded GM (`support::commands`),
/// `records` long, with 12 combatants at most and an undo one line in ten (a redo after
/// it one time in two): the generator's own mix undoes too rarely for a short fight.
fn typed_fight(system: SystemId, records: usize) -> (Header, Vec<Record>) {
    let header = Header::new(system, "Generated", 41, 0);
    let mut timeline = Timeline::new(header.clone());
    let mut rng = Rng::new(41);
    let mut undone = false;
    for n in 0..records as u64 * 50 {
        if timeline.records().len() >= records {
            break;
        }
        let state = timeline.state();
        let line = if undone && rng.chance(50) {
            "redo".to_string()
        } else if !state.combatants.is_empty() && rng.chance(10) {
            "undo".to_string()
        } else if state.combatants.len() < 12 && (state.combatants.len() < 4 || rng.chance(20)) {
            commands::add(system, &mut rng, n)
        } else {
            commands::next_line(state, &mut rng, n)
        };
        let Ok(Line::Command(command)) = script::parse_in(system, &line) else {
            continue;
        };
        let Ok(record) = timeline.prepare(&line, &command) else {
            continue;
        };
        undone = line == "undo";
        timeline.commit(record);
    }
    (header, timeline.records().to_vec())
}

/// The last `n` lines players read of `timeline` in `lang`, the whole save refolded.
fn last_of_all(timeline: &Timeline, lang: Lang, n: usize) -> Vec<PlayerLine> {
    let all = with_lang(lang, || lines(timeline));
    all[all.len().saturating_sub(n)..].to_vec()
}

/// What one system's fight went through.
#[derive(Debug, Default)]
struct Seen {
    records: usize,
    undos: usize,
    redos: usize,
    /// Kept lines marked undone at some point.
    marked: usize,
}

fn check_system(header: Header, records: Vec<Record>) -> Seen {
    let system = header.system.key().to_string();
    let (mut timeline, mut kept) = PlayersLines::open(header.clone(), Vec::new());
    let mut seen = Seen::default();
    for (at, record) in records.iter().enumerate() {
        for event in &record.events {
            match event {
                fray::engine::Event::CommandUndone { .. } => seen.undos += 1,
                fray::engine::Event::CommandRedone { .. } => seen.redos += 1,
                _ => {}
            }
        }
        kept.take(record.clone(), &mut timeline);
        kept.mark_undone(&timeline);
        seen.records += 1;
        for lang in Lang::ALL {
            let expected = last_of_all(&timeline, lang, KEPT);
            assert_eq!(
                kept.of(lang),
                expected.as_slice(),
                "{system} in {} after record #{}",
                lang.code(),
                record.seq
            );
            seen.marked += kept.of(lang).iter().filter(|l| l.undone).count();
        }
        // Opened here (the save read from the top): one fold, the same last lines.
        if at % 25 == 24 || at + 1 == records.len() {
            let (opened, reopened) = PlayersLines::open(header.clone(), records[..=at].to_vec());
            assert_eq!(opened.state(), timeline.state(), "{system} #{}", record.seq);
            for lang in Lang::ALL {
                let shown = fray_serve::page::SHOWN;
                assert_eq!(
                    &reopened.of(lang)[reopened.of(lang).len().saturating_sub(shown)..],
                    last_of_all(&timeline, lang, shown).as_slice(),
                    "{system} opened in {} at record #{}",
                    lang.code(),
                    record.seq
                );
            }
        }
    }
    seen
}

#[test]
fn the_kept_lines_equal_the_whole_transcripts_last_lines_after_every_record() {
    for system in SYSTEMS {
        let (header, records) = typed_fight(system, 150);
        let seen = check_system(header, records);
        println!("{}: {seen:?}", system.key());
        assert!(
            seen.records == 150 && seen.undos > 3 && seen.redos > 1 && seen.marked > 0,
            "{}: the fight must undo, redo and mark lines undone: {seen:?}",
            system.key()
        );
    }
}
