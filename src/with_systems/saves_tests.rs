//! Tests of the save summaries (`saves`) that play real rule systems: order, folding, and
//! saves that cannot be read. The module's other tests stay beside it in the core's crate.

use std::fs::File;
use std::io::Write;
use std::path::Path;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::engine::Header;
use crate::model::SystemId;
use crate::saves::scan;
use crate::session::Session;
use crate::store::{self, crc32};

type TestResult = Result<(), Box<dyn std::error::Error>>;

/// Sets a file's last-write time without sleeping.
fn set_mtime(path: &Path, time: SystemTime) -> std::io::Result<()> {
    File::options().write(true).open(path)?.set_modified(time)
}

/// A save of `name` with one combatant, its fight started when `start` is set, its
/// records stamped `at` (or with no time).
fn write_save(path: &Path, name: &str, start: bool, at: Option<u64>) -> TestResult {
    let mut session = Session::create(path, Header::new(SystemId::default_system(), name, 7, 1))?
        .with_clock(move || at);
    session.execute("add Baral pc")?;
    if start {
        session.execute("start")?;
    }
    Ok(())
}

/// A header sealed like fray seals it, but in format 99.
fn newer_header() -> Vec<u8> {
    let key = SystemId::default_system().key();
    let body = format!(r#"{{"format":"fray-save","version":99,"system":"{key}"}}"#);
    let crc = crc32(body.as_bytes());
    format!("{},\"crc\":\"{crc:08x}\"}}\n", &body[..body.len() - 1]).into_bytes()
}

#[test]
fn lists_every_save_newest_first_with_problems() -> TestResult {
    let tmp = tempfile::tempdir()?;
    let dir = tmp.path();
    let now = SystemTime::now();
    let ago = |secs: u64| now - Duration::from_secs(secs);

    let ambush = dir.join("goblin-ambush.fray.jsonl");
    let played = now
        .duration_since(UNIX_EPOCH)?
        .as_secs()
        .saturating_sub(5 * 3_600);
    write_save(&ambush, "Goblin Ambush", true, Some(played))?;
    let bridge = dir.join("bridge.fray.jsonl");
    write_save(&bridge, "The Bridge", false, None)?;
    let corrupt = dir.join("broken.fray.jsonl");
    std::fs::write(&corrupt, b"\x00\xffgarbage\n")?;
    let newer = dir.join("future.fray.jsonl");
    std::fs::write(&newer, newer_header())?;
    std::fs::write(dir.join("notes.txt"), "not a save")?;

    set_mtime(&ambush, ago(3 * 3_600))?;
    set_mtime(&bridge, ago(600))?;
    set_mtime(&corrupt, ago(2 * 86_400))?;
    set_mtime(&newer, ago(60))?;

    let saves = scan(dir, 10);
    let names: Vec<&str> = saves.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["future", "The Bridge", "Goblin Ambush", "broken"]);

    let [future, bridge_s, ambush_s, broken] = &saves[..] else {
        return Err("four saves expected".into());
    };
    assert_eq!(ambush_s.path, ambush);
    let title = crate::rules::system(SystemId::default_system()).title();
    assert_eq!(ambush_s.system, title);
    assert_eq!((ambush_s.round, ambush_s.records), (1, 2));
    assert_eq!(ambush_s.problem, None);
    assert_eq!((bridge_s.round, bridge_s.records), (0, 1));
    // The last record's time, else (no time in it) the file's.
    assert_eq!(
        ambush_s.modified,
        UNIX_EPOCH.checked_add(Duration::from_secs(played))
    );
    assert_eq!(bridge_s.modified, Some(ago(600)));

    let problem = future.problem.as_deref().unwrap_or_default();
    assert!(problem.contains("made by a newer fray"), "{problem}");
    assert!(problem.starts_with("future.fray.jsonl "), "{problem}");
    assert!(!problem.contains(&dir.display().to_string()), "{problem}");
    let problem = broken.problem.as_deref().unwrap_or_default();
    assert!(problem.contains("not a fray save"), "{problem}");
    assert_eq!(broken.system, "");

    let first_two = scan(dir, 2);
    assert_eq!(first_two.len(), 2);
    assert_eq!(first_two[1].name, "The Bridge");
    Ok(())
}

#[test]
fn an_impossible_save_is_listed_with_its_problem() -> TestResult {
    let tmp = tempfile::tempdir()?;
    let path = tmp.path().join("ghost.fray.jsonl");
    write_save(&path, "Ghost", false, None)?;
    // A well-sealed record about a combatant who was never added.
    let body = r#"{"seq":2,"command":"note","at":null,"events":[{"event":"note_set","who":42,"text":"boo"}]}"#;
    let crc = crc32(body.as_bytes());
    let line = format!("{},\"crc\":\"{crc:08x}\"}}\n", &body[..body.len() - 1]);
    std::fs::OpenOptions::new()
        .append(true)
        .open(&path)?
        .write_all(line.as_bytes())?;
    let saves = scan(tmp.path(), 10);
    let problem = saves
        .first()
        .and_then(|s| s.problem.clone())
        .unwrap_or_default();
    assert!(
        problem.contains("line 3")
            && problem.contains("names combatant #42, who is not in the fight"),
        "{problem}"
    );
    Ok(())
}

#[test]
fn a_set_aside_record_is_not_counted_as_a_command() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("torn.fray.jsonl");
    write_save(&path, "Torn", true, Some(1_000))?;
    // A torn third command, set aside when the save is next opened for writing.
    let mut bytes = std::fs::read(&path)?;
    bytes.extend_from_slice(br#"{"seq":3,"command":"roll"#);
    std::fs::write(&path, &bytes)?;
    let (_, loaded) = store::SaveLog::open_append(&path)?;
    assert!(loaded.records.last().is_some_and(|r| r.is_set_aside()));
    let summary = scan(dir.path(), 10);
    assert_eq!(summary.len(), 1);
    assert_eq!((summary[0].records, summary[0].round), (2, 1));
    // When the encounter last changed: its last command, not the recovery.
    assert_eq!(
        summary[0].modified,
        UNIX_EPOCH.checked_add(Duration::from_secs(1_000))
    );
    Ok(())
}
