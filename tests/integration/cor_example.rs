//! Issue 18: the Corporates example `saves/cor-rooftop.fray[.jsonl]`. The save is exactly
//! what its script makes from seed 2088 (each line marked `# refused:` refused where it
//! stands), holds what the scene promises (two turns, a burst with several margins,
//! covering fire, a survival-mode switch, a dodge, critical wounds, a delay, a substitution
//! and a lost action), opens on the fight screen, replays (every prefix the fold of its
//! records) and exports, Markdown and JSON, with the real binary.

use crate::common;

use std::path::{Path, PathBuf};

use common::replay_app::{app_on, screen_of};
use fray::engine::Timeline;
use fray::model::{EntryStatus, Step};
use fray::report::Report;
use fray::script::{self, Line};
use fray::session::Session;
use fray::store;
use fray::tui::app::App;
use fray::tui::keymap::Keymap;
use fray::tui::replay::{self, Audience};
use fray::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use serde_json::Value;

const SAVE: &str = "cor-rooftop.fray.jsonl";
const SCRIPT: &str = include_str!("../../saves/cor-rooftop.fray");
/// A line the script shows refused: kept as a comment, checked against the state there.
const REFUSED: &str = "# refused: ";

fn shipped_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join(SAVE)
}

/// The example save, copied into a fresh folder.
fn shipped() -> (tempfile::TempDir, PathBuf) {
    common::saves::shipped(SAVE)
}

fn saved() -> Timeline {
    let loaded = store::load(&shipped_path()).expect("loads");
    assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
    assert!(loaded.records.iter().all(|r| r.at.is_none()), "no times");
    Timeline::from_records(loaded.header, loaded.records)
}

/// The script played on a fresh timeline with `from`'s header; every `# refused:` line is
/// prepared where it stands and must be refused. Returns the timeline and the refusals.
fn rebuilt(from: &Timeline) -> (Timeline, Vec<String>) {
    let mut t = Timeline::new(from.header().clone());
    let mut refusals = Vec::new();
    for line in SCRIPT.lines() {
        if let Some(refused) = line.strip_prefix(REFUSED) {
            let Ok(Line::Command(c)) = script::parse_in(t.header().system, refused) else {
                panic!("'{refused}' does not parse");
            };
            match t.prepare(refused, &c) {
                Ok(_) => panic!("'{refused}' was accepted"),
                Err(e) => refusals.push(e.to_string()),
            }
            continue;
        }
        match script::parse_in(t.header().system, line).expect("parses") {
            Line::Command(c) => {
                let record = t
                    .prepare(line.trim(), &c)
                    .unwrap_or_else(|e| panic!("'{line}': {e}"));
                t.commit(record);
            }
            Line::Empty | Line::Help(_) => {}
        }
    }
    (t, refusals)
}

/// Every event of every record, as the save writes them, with the record's command.
fn events(fight: &Timeline) -> Vec<(String, Value)> {
    fight
        .records()
        .iter()
        .flat_map(|r| {
            r.events
                .iter()
                .map(|e| (r.command.clone(), serde_json::to_value(e).expect("json")))
        })
        .collect()
}

/// The events tagged `tag`.
fn tagged<'a>(all: &'a [(String, Value)], tag: &str) -> Vec<&'a (String, Value)> {
    all.iter().filter(|(_, e)| e["event"] == tag).collect()
}

#[test]
fn the_rooftop_save_is_its_script_and_holds_the_scene() {
    let fight = saved();
    assert_eq!(fight.header().system, fray::systems::corporates::ID);
    let (t, refusals) = rebuilt(&fight);
    assert_eq!(t.records(), fight.records());
    assert_eq!(refusals.len(), 1, "{refusals:?}");
    assert!(
        refusals[0].contains("lowest reaction roll first"),
        "{refusals:?}"
    );
    let all = events(&fight);
    let commands: Vec<&str> = fight.records().iter().map(|r| r.command.as_str()).collect();
    let count = |prefix: &str| commands.iter().filter(|c| c.starts_with(prefix)).count();
    assert_eq!(count("start"), 2, "two turns");
    // A burst: one shot, two bullets, each with its own margin.
    let bursts: Vec<_> = tagged(&all, "cor_shot")
        .into_iter()
        .filter(|(_, e)| e["burst"].as_u64().is_some_and(|b| b > 1))
        .collect();
    assert_eq!(bursts.len(), 1, "{bursts:?}");
    let margins = bursts[0].1["margins"].as_array().expect("margins");
    assert!(margins.len() >= 2, "several bullets: {margins:?}");
    assert_eq!(count("hurt crow by vance with rifle margin 12"), 1);
    assert_eq!(count("hurt crow by vance with rifle margin 3"), 1);
    // Covering fire, and its malus on the sniper's shot.
    assert_eq!(tagged(&all, "cor_covering").len(), 1);
    assert!(
        tagged(&all, "cor_shot")
            .iter()
            .any(|(_, e)| e["difficulty"].to_string().contains("\"exposed\"")),
        "a shot under covering fire"
    );
    // Survival mode, failed: from the next segment.
    let survival = tagged(&all, "cor_survival");
    assert_eq!(survival.len(), 1, "{survival:?}");
    assert_eq!(survival[0].1["from"]["segment"], 5);
    // A dodge whose roll the next shot must beat.
    assert_eq!(tagged(&all, "dodged").len(), 1);
    // Critical wounds: Mira's leg, Crow unbalanced, Kade's leg with impalement.
    let criticals: Vec<&str> = tagged(&all, "cor_critical")
        .iter()
        .filter_map(|(_, e)| e["result"].as_str())
        .collect();
    assert!(criticals.len() >= 3, "{criticals:?}");
    assert!(criticals.contains(&"unbalanced"), "{criticals:?}");
    // A delay and a substitution; lost actions (the critical's and survival's).
    assert_eq!(count("delay vance"), 1);
    assert_eq!(count("act kade instead"), 1);
    let lost = all
        .iter()
        .filter(|(_, e)| e["event"] == "marker_status" && e["status"] == "lost")
        .count();
    assert!(lost >= 2, "lost actions: {lost}");
    let state = fight.state();
    assert_eq!(state.step, Step::Ended);
    assert_eq!(state.round, 2);
    let who = |name: &str| {
        state
            .combatants
            .iter()
            .find(|c| c.name == name)
            .unwrap_or_else(|| panic!("{name}"))
    };
    assert!(who("Mira").has_condition("leg-wound"));
    assert!(who("Kade").has_condition("leg-unusable"));
    assert!(who("Crow").has_condition("unconscious"));
    assert_eq!(who("Crow").counter("wound"), 9);
    assert!(
        state
            .ladder
            .entries
            .iter()
            .any(|e| e.status == EntryStatus::Acted),
        "the last turn's grid is kept"
    );
}

fn render(app: &App) -> String {
    let mut term = Terminal::new(TestBackend::new(160, 48)).expect("terminal");
    term.draw(|f| app.draw(f)).expect("draw");
    term.backend().to_string()
}

fn press(app: &mut App, code: KeyCode) {
    app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
}

#[test]
fn the_rooftop_example_opens_on_the_fight_screen() {
    let (dir, path) = shipped();
    let (session, warnings) = Session::open(&path).expect("opens");
    assert!(warnings.is_empty(), "{warnings:?}");
    let app = App::fight(
        session,
        &warnings,
        dir.path().to_path_buf(),
        Keymap::default(),
        Theme::plain(),
    );
    let screen = render(&app);
    for shown in ["Vance", "Kade", "Mira", "Crow", "Bystander"] {
        assert!(screen.contains(shown), "{shown}: {screen}");
    }
}

#[test]
fn the_rooftop_example_replays_each_prefix_as_its_fold() {
    let (_dir, path) = shipped();
    let loaded = fray::store::load(&path).expect("loads");
    let mut app = app_on(replay::load(&path, Audience::Gm).expect("replays"));
    press(&mut app, KeyCode::Home);
    let len = screen_of(&app).replay.len();
    assert_eq!(usize::try_from(len).ok(), Some(loaded.records.len()));
    let mut seen = String::new();
    while screen_of(&app).cursor < len {
        press(&mut app, KeyCode::Right);
        let at = screen_of(&app).cursor;
        let records = loaded.records[..usize::try_from(at).expect("small")].to_vec();
        let fold = Report::of(Timeline::from_records(loaded.header.clone(), records).state());
        assert_eq!(screen_of(&app).report, fold, "record {at}");
        seen.push_str(&render(&app));
    }
    for shown in ["Crow", "Bystander 3", "survival"] {
        assert!(seen.contains(shown), "never showed {shown:?}");
    }
}

#[test]
fn the_rooftop_example_exports_markdown_and_json() {
    let (dir, path) = shipped();
    let records = fray::store::load(&path).expect("loads").records.len();
    let md = common::cli::fray(dir.path(), &["export", SAVE]);
    assert!(md.status.success(), "{}", common::cli::text(&md.stderr));
    let md = common::cli::text(&md.stdout);
    for shown in [
        "Rooftop",
        "Vance",
        "Crow",
        "burst of 3 rounds",
        "covering fire",
        "survival mode",
        "dodges",
        "Critical damage",
    ] {
        assert!(md.contains(shown), "{shown}: {md}");
    }
    let json = common::cli::fray(dir.path(), &["export", SAVE, "--format", "json", "--gm"]);
    assert!(json.status.success(), "{}", common::cli::text(&json.stderr));
    let value: Value = serde_json::from_slice(&json.stdout).expect("the JSON export parses");
    assert_eq!(value["records"], serde_json::json!(records));
    assert_eq!(value["header"]["system"], "corporates");
    assert_eq!(value["steps"].as_array().map(Vec::len), Some(records));
}

#[test]
fn fray_show_gives_the_grid_and_the_tracks() {
    let (dir, _path) = shipped();
    let out = common::cli::fray(dir.path(), &["show", SAVE]);
    assert!(out.status.success(), "{}", common::cli::text(&out.stderr));
    let show = common::cli::text(&out.stdout);
    assert!(show.contains("Turn 2"), "{show}");
    assert!(show.contains("Wound 9"), "{show}");
    assert!(
        show.contains("segments: 2● 4↺"),
        "Kade's substitution: {show}"
    );
}

/// Rewrites `saves/cor-rooftop.fray.jsonl` from its script, seed 2088, records without a
/// time: `cargo test --test cor_example -- --ignored write_the_rooftop_example`.
#[test]
#[ignore = "writes the shipped example; run by hand after changing its script"]
fn write_the_rooftop_example() {
    use fray::engine::record::Header;

    let header = Header::new(
        fray::systems::corporates::ID,
        "Rooftop",
        2088,
        1_795_000_000,
    );
    let (t, _) = rebuilt(&Timeline::new(header.clone()));
    let path = shipped_path();
    let _ = std::fs::remove_file(&path);
    let mut log = store::SaveLog::create(&path, &header).expect("create");
    for record in t.records() {
        log.append(record).expect("append");
    }
}
