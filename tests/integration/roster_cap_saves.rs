//! Issue 21, point 5: a save whose roster passes the largest fray plays
//! (`fray::engine::MAX_ROSTER`) is damage at the record that passes it. Every way of opening
//! it refuses it with the cap named (the fight, the replay, the follower of `fray watch`,
//! `show`, `log`, `export`, `check`) and changes nothing; salvage keeps the records before
//! it; a save at the cap opens. Live play refusing such a command is tested beside the cap
//! (`crates/fray-core/src/engine/roster_cap_tests.rs`), and on the screen below.

use crate::common;

use std::path::{Path, PathBuf};

use common::saves::hand_record;
use fray::engine::{Event, Header, MAX_ROSTER, Record, Timeline};
use fray::model::{Combatant, CombatantId, DamageTrack, Side};
use fray::session::Session;
use fray::store::{Follower, LineProblem, SaveLog, StoreError, load, salvage};
use fray::tui::replay::{self, Audience};

/// The English refusal of the record adding combatant `#id` past the cap.
fn refusal(id: usize) -> String {
    format!(
        "adds combatant #{id} \"Extra {id}\" to a roster already at 10,000 combatants, the \
         most fray plays in one encounter"
    )
}

/// A record adding the smallest combatants `#from..=#to`, named `Extra N`.
fn adds(seq: u64, from: usize, to: usize) -> Record {
    let events = (from..=to)
        .map(|id| {
            let id = u32::try_from(id).unwrap_or(u32::MAX);
            Event::CombatantAdded {
                combatant: Box::new(Combatant::new(
                    CombatantId(id),
                    format!("Extra {id}"),
                    Side::Enemy,
                    DamageTrack::Monitors { tracks: vec![] },
                )),
            }
        })
        .collect();
    hand_record(seq, "add extras", events)
}

/// A save at the cap (records 1 to 3), then record 4 adding `past` more and a record 5.
fn save(dir: &Path, past: usize) -> PathBuf {
    let path = dir.join(format!("crowd-{past}.fray.jsonl"));
    let header = Header::new(fray::model::SystemId::default_system(), "crowd", 1, 0);
    let mut log = SaveLog::create(&path, &header).unwrap_or_else(|e| panic!("{e}"));
    let half = MAX_ROSTER / 2;
    let mut records = vec![
        adds(1, 1, half),
        adds(2, half + 1, MAX_ROSTER - 1),
        adds(3, MAX_ROSTER, MAX_ROSTER),
    ];
    if past > 0 {
        records.push(adds(4, MAX_ROSTER + 1, MAX_ROSTER + past));
        records.push(hand_record(5, "start", vec![Event::FightEnded]));
    }
    for record in &records {
        log.append(record).unwrap_or_else(|e| panic!("{e}"));
    }
    path
}

fn fray_in(dir: &Path, lang: &str, args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_fray"))
        .env("FRAY_LANG", lang)
        .env("FRAY_SAVES_DIR", dir)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn a_save_at_the_roster_cap_opens_everywhere() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = save(dir.path(), 0);
    let loaded = load(&path).unwrap_or_else(|e| panic!("{e}"));
    let timeline = Timeline::from_records(loaded.header, loaded.records);
    assert_eq!(timeline.state().combatants.len(), MAX_ROSTER);
    assert!(Session::open(&path).is_ok());
    assert!(replay::load(&path, Audience::Gm).is_ok());
    let out = fray_in(dir.path(), "en", &["check", &path.to_string_lossy()]);
    assert!(out.status.success(), "{}", common::cli::text(&out.stderr));
}

#[test]
fn a_record_passing_the_roster_cap_is_damage_at_its_line_for_every_reader() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = save(dir.path(), 1);
    let original = std::fs::read(&path).unwrap_or_default();
    let offset = common::saves::line_starts(&original)[4] as u64;
    let words = refusal(MAX_ROSTER + 1);

    let err = load(&path).err();
    let message = err.as_ref().map(ToString::to_string).unwrap_or_default();
    assert!(
        matches!(
            &err,
            Some(StoreError::Corrupt { line: 5, offset: o, good: 3, problem: LineProblem::Inconsistent(m), .. })
                if *o == offset && *m == words
        ),
        "{message}"
    );
    assert!(
        message.contains(&format!("line 5 (byte offset {offset})")),
        "{message}"
    );
    // The fight screen opens through a session, the replay screen through its loader.
    for (what, result) in [
        ("session", Session::open(&path).err()),
        ("append", SaveLog::open_append(&path).err()),
        ("replay", replay::load(&path, Audience::Gm).err()),
        ("watch", replay::load(&path, Audience::Players).err()),
    ] {
        let text = result.map(|e| e.to_string()).unwrap_or_default();
        assert!(text.contains(&words), "{what}: {text}");
    }
    // `fray watch` follows: the records before it, then the damage.
    let (mut follower, loaded) = Follower::open(&path).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(loaded.records.len(), 3);
    let polled = follower.poll().err().map(|e| e.to_string());
    assert!(
        polled.as_deref().is_some_and(|e| e.contains(&words)),
        "{polled:?}"
    );
    assert_eq!(std::fs::read(&path).unwrap_or_default(), original);
}

#[test]
fn the_command_line_names_the_roster_cap_and_salvage_keeps_the_roster_before_it() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = save(dir.path(), 3);
    let original = std::fs::read(&path).unwrap_or_default();
    let file = path.to_string_lossy().into_owned();
    let words = refusal(MAX_ROSTER + 1);

    let out = fray_in(dir.path(), "en", &["check", &file]);
    let stderr = common::cli::text(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(stderr.contains("damaged at line 5"), "{stderr}");
    assert!(stderr.contains(&words), "{stderr}");
    assert!(
        stderr.contains("record 4 (line 5) is refused") && stderr.contains("--salvage"),
        "{stderr}"
    );
    let out = fray_in(dir.path(), "fr", &["check", &file]);
    let stderr = common::cli::text(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(
        stderr.contains(
            "ajoute le combattant n°\u{a0}10001 «\u{a0}Extra 10001\u{a0}» à un effectif \
             déjà de 10\u{202f}000 combattants"
        ),
        "{stderr}"
    );
    for args in [
        vec!["open", &file],
        vec!["show", &file],
        vec!["log", &file],
        vec!["export", &file, "--format", "md"],
        vec!["export", &file, "--format", "json", "--gm"],
    ] {
        let out = fray_in(dir.path(), "en", &args);
        let stderr = common::cli::text(&out.stderr);
        assert!(!out.status.success(), "{args:?}: {stderr}");
        assert!(stderr.contains(&words), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
    // The saves list still shows it, with its problem.
    let out = fray_in(dir.path(), "en", &["list"]);
    let listed = common::cli::text(&out.stdout);
    assert!(listed.contains("crowd"), "{listed}");
    assert_eq!(std::fs::read(&path).unwrap_or_default(), original);

    let salvaged = salvage(&path).unwrap_or_else(|e| panic!("{e}"));
    let timeline = Timeline::from_records(salvaged.header.clone(), salvaged.records.clone());
    assert_eq!(timeline.state().combatants.len(), MAX_ROSTER);
    let seqs: Vec<u64> = salvaged.records.iter().take(3).map(|r| r.seq).collect();
    assert_eq!(seqs, [1, 2, 3], "the records at the cap are kept");
    let again = load(&path).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again.records, salvaged.records, "the salvaged save opens");
    let offset = common::saves::line_starts(&original)[4];
    let side = salvaged
        .cut
        .and_then(|c| c.side_file)
        .unwrap_or_else(|| panic!("no side file"));
    assert_eq!(
        std::fs::read(&side).unwrap_or_default(),
        original[offset..],
        "the side file holds the rest byte for byte"
    );
}

#[test]
fn the_fight_screen_refuses_an_add_past_the_cap_inline() {
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = save(dir.path(), 0);
    let mut app = common::fight_app::fight_on(&path);
    for code in std::iter::once(KeyCode::Char(':'))
        .chain("add Kurt".chars().map(KeyCode::Char))
        .chain(std::iter::once(KeyCode::Enter))
    {
        app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
    }
    let screen = common::fight_app::drawn(&app, 160, 48);
    assert!(
        screen.contains("adding one more combatant would pass 10,000"),
        "{screen}"
    );
    assert_eq!(
        load(&path).map(|l| l.records.len()).ok(),
        Some(3),
        "nothing written"
    );
}
