//! Hostile saves, part 2: a save with a roster at the largest fray plays (10,000
//! combatants) loads, folds, replays, renders and exports in time and in memory bounded by
//! the file's size (a counting allocator measures the peak); a bigger one (30,000; a
//! million with `FRAY_LONG_TESTS=1`) is refused while loading, at the record that passes
//! the cap, within 3 times the file's size; records naming
//! combatants that do not exist are refused as damage (the fold itself skips them);
//! duplicate sequence numbers are refused naming the line.

mod common;

use std::path::Path;
use std::time::Instant;

use common::counting::{Counting, peak_during};
use common::saves::hand_record;
use fray::engine::{Event, Header, MAX_ROSTER, Record, Timeline};
use fray::export::{Format, MarkdownOptions, Options};
use fray::model::{Combatant, CombatantId, DamageTrack, Side};
use fray::report::Report;
use fray::store::{LineProblem, SaveLog, StoreError, load};
use fray::tui::replay::{self, Audience};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

#[global_allocator]
static ALLOC: Counting = Counting;

/// Writes `records` after a Polaris header through the real writer.
fn write(path: &Path, records: &[Record]) {
    let header = Header::new(fray::systems::polaris::ID, "hostile", 1, 0);
    let mut log = SaveLog::create(path, &header).unwrap_or_else(|e| panic!("{e}"));
    for record in records {
        log.append(record).unwrap_or_else(|e| panic!("{e}"));
    }
}

/// Draws the app showing this replay screen at a few sizes.
fn draw_replay(screen: replay::ReplayScreen) {
    let app = common::replay_app::app_on(screen);
    for (w, h) in [(200, 60), (80, 24)] {
        let mut term = Terminal::new(TestBackend::new(w, h)).unwrap_or_else(|e| panic!("{e}"));
        term.draw(|f| app.draw(f)).unwrap_or_else(|e| panic!("{e}"));
    }
}

/// Writes a save of `count` of the smallest combatants (no damage track), added
/// `per_record` at a time, named `Ganger N`: a million fit in a save (197 MB). Records are
/// made one at a time, so writing holds one.
fn crowd(path: &Path, count: u32) {
    let per_record = 10_000;
    let header = Header::new(fray::systems::polaris::ID, "hostile", 1, 0);
    let mut log = SaveLog::create(path, &header).unwrap_or_else(|e| panic!("{e}"));
    let base = Combatant::new(
        CombatantId(0),
        "",
        Side::Enemy,
        DamageTrack::Monitors { tracks: vec![] },
    );
    for r in 0..count.div_ceil(per_record) {
        let events = (r * per_record + 1..=((r + 1) * per_record).min(count))
            .map(|id| {
                let mut c = base.clone();
                c.id = CombatantId(id);
                c.name = format!("Ganger {id}");
                Event::CombatantAdded {
                    combatant: Box::new(c),
                }
            })
            .collect();
        let record = hand_record(u64::from(r) + 1, "add gangers", events);
        log.append(&record).unwrap_or_else(|e| panic!("{e}"));
    }
}

fn size_of(path: &Path) -> usize {
    usize::try_from(std::fs::metadata(path).map_or(0, |m| m.len())).unwrap_or(0)
}

/// A roster at the largest fray plays ([`MAX_ROSTER`]): every step from load to export.
#[test]
fn a_roster_at_the_cap_loads_folds_and_renders_in_bounded_memory() {
    let count = u32::try_from(MAX_ROSTER).unwrap_or(u32::MAX);
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("crowd.fray.jsonl");
    crowd(&path, count);
    let size = size_of(&path);
    // Everything below may use a bounded multiple of the file's size, never its square:
    // a combatant takes about 4 times its JSON in memory, and the replay screen holds the
    // records, the folded state, its own copy and the report.
    let bound = 16 * 1024 * 1024 + 20 * size;
    let step = |what: &str, started: Instant, peak: usize| {
        eprintln!(
            "roster at the cap ({count} combatants, {size} bytes): {what} in {:?}, peak {peak} bytes",
            started.elapsed()
        );
        assert!(
            peak < bound,
            "{what}: {peak} bytes at the peak, more than {bound}"
        );
    };

    let started = Instant::now();
    let (loaded, peak) = peak_during(|| load(&path).unwrap_or_else(|e| panic!("{e}")));
    step("load", started, peak);
    let started = Instant::now();
    let (timeline, peak) =
        peak_during(|| Timeline::from_records(loaded.header.clone(), loaded.records.clone()));
    step("fold", started, peak);
    assert_eq!(timeline.state().combatants.len(), count as usize);
    let started = Instant::now();
    let (report, peak) = peak_during(|| Report::of(timeline.state()));
    step("report", started, peak);
    assert_eq!(report.combatants.len(), count as usize);
    drop((timeline, report));
    let started = Instant::now();
    let ((), peak) = peak_during(|| {
        let screen = replay::load(&path, Audience::Gm).unwrap_or_else(|e| panic!("{e}"));
        draw_replay(screen);
    });
    step("replay screen", started, peak);
    let started = Instant::now();
    let ((), peak) = peak_during(|| {
        let (session, warnings) =
            fray::session::Session::open(&path).unwrap_or_else(|e| panic!("{e}"));
        let app = fray::tui::app::App::fight(
            session,
            &warnings,
            dir.path().to_path_buf(),
            fray::tui::keymap::Keymap::default(),
            fray::tui::theme::Theme::plain(),
        );
        let mut term = Terminal::new(TestBackend::new(160, 48)).unwrap_or_else(|e| panic!("{e}"));
        term.draw(|f| app.draw(f)).unwrap_or_else(|e| panic!("{e}"));
    });
    step("fight screen", started, peak);
    let started = Instant::now();
    let options = Options {
        format: Format::Markdown,
        up_to: None,
        markdown: MarkdownOptions::default(),
        json: fray::export::JsonOptions::default(),
    };
    let ((), peak) = peak_during(|| {
        fray::export::export(
            &loaded.header,
            loaded.records.clone(),
            &options,
            std::io::sink(),
        )
        .unwrap_or_else(|e| panic!("{e}"));
    });
    step("export", started, peak);
}

/// A roster past the cap (100,000 combatants; a million with `FRAY_LONG_TESTS=1`) is
/// refused at the record that passes it, by load, the replay screen and the fight screen's
/// session, while reading: the peak stays within 3 times the file's size (plus 16 MiB
/// for the short form's smaller file), where a million once took 3.3 GB, and within what
/// a roster at the cap takes whatever the file's size (32 MiB): the records after it are
/// never held.
#[test]
fn a_huge_roster_is_refused_at_the_cap_while_loading_in_bounded_memory() {
    let long = common::saves::long();
    let count: u32 = if long { 1_000_000 } else { 100_000 };
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("crowd.fray.jsonl");
    crowd(&path, count);
    let size = size_of(&path);
    let bound = if long {
        3 * size
    } else {
        16 * 1024 * 1024 + 3 * size
    };
    let early = 32 * 1024 * 1024;
    // Records of 10,000: the cap is reached by record 1, passed by record 2 (line 3).
    let words = format!(
        "adds combatant #{} \"Ganger {}\" to a roster already at 10,000 combatants",
        MAX_ROSTER + 1,
        MAX_ROSTER + 1
    );
    let step = |what: &str, started: Instant, peak: usize, error: Option<String>| {
        eprintln!(
            "huge roster ({count} combatants, {size} bytes): {what} refused in {:?}, peak {peak} bytes",
            started.elapsed()
        );
        let error = error.unwrap_or_else(|| panic!("{what}: opened"));
        assert!(
            error.contains(&words) && error.contains("line 3"),
            "{what}: {error}"
        );
        assert!(
            peak <= bound.min(early),
            "{what}: {peak} bytes at the peak, more than {}",
            bound.min(early)
        );
    };
    let started = Instant::now();
    let (error, peak) = peak_during(|| load(&path).err());
    assert!(
        matches!(
            error,
            Some(StoreError::Corrupt {
                line: 3,
                good: 1,
                problem: LineProblem::Inconsistent(_),
                ..
            })
        ),
        "{error:?}"
    );
    step("load", started, peak, error.map(|e| e.to_string()));
    let started = Instant::now();
    let (error, peak) = peak_during(|| replay::load(&path, Audience::Gm).err());
    step("replay screen", started, peak, error.map(|e| e.to_string()));
    let started = Instant::now();
    let (error, peak) = peak_during(|| fray::session::Session::open(&path).err());
    step("fight screen", started, peak, error.map(|e| e.to_string()));
    assert_eq!(size_of(&path), size, "nothing changed");
}

/// Events about a combatant who does not exist were once skipped by every reader (the
/// fold is total); they are now damage at their record, refused by every way of opening
/// the save (see `tests/integration/semantic_saves.rs` for each kind). The fold itself stays total.
#[test]
fn events_naming_unknown_combatants_are_refused_as_damage_and_the_fold_stays_total() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("ghost.fray.jsonl");
    let ghost = CombatantId(999);
    let mut first = common::saves::example_combatant();
    first.id = CombatantId(1);
    // Hand-made events about id 999, as a hand-edited save could hold them.
    let ghostly: Vec<Event> = serde_json::from_value(serde_json::json!([
        {"event": "combatant_renamed", "who": 999, "name": "Ghost"},
        {"event": "note_set", "who": 999, "text": "boo"},
        {"event": "combatant_removed", "who": 999},
    ]))
    .unwrap_or_else(|e| panic!("{e}"));
    let records = vec![
        hand_record(
            1,
            "add Aria",
            vec![Event::CombatantAdded {
                combatant: Box::new(first),
            }],
        ),
        hand_record(2, "rename 999 Ghost", ghostly),
        hand_record(3, "start", vec![]),
    ];
    write(&path, &records);
    let err = load(&path).err();
    let message = err.as_ref().map(ToString::to_string).unwrap_or_default();
    assert!(
        matches!(
            err,
            Some(StoreError::Corrupt {
                line: 3,
                good: 1,
                problem: LineProblem::Inconsistent(_),
                ..
            })
        ),
        "{message}"
    );
    assert!(
        message.contains(
            "names combatant #999, who is not in the fight (in its combatant_renamed event)"
        ),
        "{message}"
    );
    for audience in [Audience::Gm, Audience::Players] {
        assert!(replay::load(&path, audience).is_err());
    }
    assert!(fray::session::Session::open(&path).is_err());
    // The fold skips what names nobody, and what it folds to can be shown and exported.
    let header = Header::new(fray::systems::polaris::ID, "hostile", 1, 0);
    let timeline = Timeline::from_records(header.clone(), records.clone());
    assert!(timeline.state().combatant(ghost).is_none());
    assert_eq!(timeline.state().combatants.len(), 1);
    let _ = Report::of(timeline.state());
    for format in [Format::Markdown, Format::Json] {
        let options = Options {
            format,
            up_to: None,
            markdown: MarkdownOptions::default(),
            json: fray::export::JsonOptions::default(),
        };
        let mut out = Vec::new();
        fray::export::export(&header, records.clone(), &options, &mut out)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(!out.is_empty());
    }
}

#[test]
fn duplicate_sequence_numbers_are_refused_naming_the_line() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("twice.fray.jsonl");
    write(
        &path,
        &[
            hand_record(1, "start", vec![]),
            hand_record(2, "next", vec![]),
        ],
    );
    let good = std::fs::read(&path).unwrap_or_default();
    // A well-sealed record 2 again, in the middle and last.
    let again = common::saves::sealed(
        &serde_json::json!({"seq": 2, "command": "next", "at": null, "events": []}),
    );
    let starts = common::saves::line_starts(&good);
    for (bytes, line, offset) in [
        ([&good[..], &again[..]].concat(), 4, good.len()),
        (
            [&good[..starts[2]], &again[..], &good[starts[2]..]].concat(),
            4,
            good.len(),
        ),
        (
            [
                &good[..starts[2]],
                &again[..],
                &again[..],
                &good[starts[2]..],
            ]
            .concat(),
            4,
            good.len(),
        ),
    ] {
        std::fs::write(&path, &bytes).unwrap_or_else(|e| panic!("{e}"));
        let err = load(&path).err();
        let message = err.as_ref().map(ToString::to_string).unwrap_or_default();
        assert!(
            matches!(
                err,
                Some(StoreError::Corrupt { line: l, offset: o, good: 2, problem: LineProblem::WrongSequence { expected: 3, found: 2 }, .. })
                    if l == line && o == offset as u64
            ),
            "{message}"
        );
        assert!(
            message.contains(&format!("line {line} (byte offset {offset})")),
            "{message}"
        );
    }
}
