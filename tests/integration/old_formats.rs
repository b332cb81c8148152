//! Saves in other formats than the one this fray writes: the format-1 examples in
//! `tests/fixtures/v1/` (byte copies of what fray shipped in format 1) are read
//! everywhere, folded like their format-2 counterparts in `tests/fixtures/v2/`, never added to, and
//! converted by `fray upgrade`; a hand-made format-3 save is refused by every reader with
//! the format it needs.

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};

use common::cli::{fray, text};

use fray::engine::Timeline;
use fray::engine::record::FORMAT_VERSION;
use fray::report::Report;
use fray::session::Session;
use fray::store::{self, SaveLog, StoreError};
use fray::tui::app::{App, Screen};
use fray::tui::keymap::Keymap;
use fray::tui::saves;
use fray::tui::theme::Theme;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const EXAMPLES: [&str; 2] = ["polaris-demo.fray.jsonl", "polaris-three-rounds.fray.jsonl"];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn fixture(version: &str, name: &str) -> PathBuf {
    root().join("tests/fixtures").join(version).join(name)
}

/// A copy of `from` in a fresh folder (the fixtures themselves are never written).
fn copy(from: &Path) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("tempdir");
    let to = dir.path().join(from.file_name().expect("file name"));
    fs::copy(from, &to).expect("copy");
    (dir, to)
}

fn folded(path: &Path) -> (u32, Timeline) {
    let loaded = store::load(path).unwrap_or_else(|e| panic!("{e}"));
    assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
    let version = loaded.header.version;
    (
        version,
        Timeline::from_records(loaded.header, loaded.records),
    )
}

#[test]
fn format_1_examples_read_as_their_format_2_counterparts() {
    for name in EXAMPLES {
        let (old_version, old) = folded(&fixture("v1", name));
        let (new_version, new) = folded(&fixture("v2", name));
        assert_eq!((old_version, new_version), (1, FORMAT_VERSION), "{name}");
        assert_eq!(old.records(), new.records(), "{name}");
        assert!(old.records().iter().all(|r| r.at.is_none()), "{name}");
        assert_eq!(old.state(), new.state(), "{name}");
        assert_eq!(Report::of(old.state()), Report::of(new.state()), "{name}");
    }
}

#[test]
fn show_log_and_check_read_a_format_1_save_as_it_is() {
    let dir = tempfile::tempdir().expect("tempdir");
    for name in EXAMPLES {
        let old = fixture("v1", name);
        let new = fixture("v2", name);
        let before = fs::read(&old).expect("read");
        for args in [["show", "--json"].as_slice(), &["show"], &["log"]] {
            let run = |path: &Path| {
                let mut all = args.to_vec();
                all.push(path.to_str().expect("utf-8 path"));
                fray(dir.path(), &all)
            };
            let (got, want) = (run(&old), run(&new));
            assert!(got.status.success(), "{args:?}: {}", text(&got.stderr));
            assert_eq!(text(&got.stdout), text(&want.stdout), "{name} {args:?}");
            assert_eq!(text(&got.stderr), "", "{name} {args:?}");
        }
        let check = fray(dir.path(), &["check", old.to_str().expect("utf-8")]);
        assert!(check.status.success(), "{}", text(&check.stderr));
        let out = text(&check.stdout);
        assert!(out.contains("OK"), "{out}");
        assert!(out.contains("format 1, made by an older fray"), "{out}");
        assert!(out.contains("fray upgrade "), "{out}");
        assert_eq!(
            fs::read(&old).expect("read"),
            before,
            "reading changes nothing"
        );
    }
}

#[test]
fn adding_to_a_format_1_save_is_refused_and_changes_nothing() {
    for name in EXAMPLES {
        let (dir, path) = copy(&fixture("v1", name));
        let before = fs::read(&path).expect("read");
        let refused = SaveLog::open_append(&path).err();
        assert!(
            matches!(
                refused,
                Some(StoreError::OldFormat {
                    found: 1,
                    current: FORMAT_VERSION,
                    ..
                })
            ),
            "{refused:?}"
        );
        let message = Session::open(&path)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(
            message.contains("written by an older fray (format 1)"),
            "{message}"
        );
        assert!(message.contains("this fray writes format 2"), "{message}");
        assert!(
            message.contains(&format!("fray upgrade {}", path.display())),
            "{message}"
        );
        for args in [["open", name].as_slice(), &["run", name, "--script", "-"]] {
            let out = fray(dir.path(), args);
            assert!(!out.status.success(), "{args:?}");
            assert!(
                text(&out.stderr).contains("fray upgrade"),
                "{}",
                text(&out.stderr)
            );
        }
        assert_eq!(fs::read(&path).expect("read"), before, "{name}");
        let files = fs::read_dir(dir.path()).expect("list").count();
        assert_eq!(files, 1, "no side file, no backup");
    }
}

#[test]
fn a_torn_format_1_save_is_refused_before_its_tail_is_moved() {
    let (dir, path) = copy(&fixture("v1", EXAMPLES[0]));
    let mut bytes = fs::read(&path).expect("read");
    bytes.extend_from_slice(br#"{"seq":7,"command":"sta"#);
    fs::write(&path, &bytes).expect("write");
    assert!(matches!(
        SaveLog::open_append(&path),
        Err(StoreError::OldFormat { .. })
    ));
    assert_eq!(fs::read(&path).expect("read"), bytes);
    assert_eq!(fs::read_dir(dir.path()).expect("list").count(), 1);
}

#[test]
fn fray_upgrade_converts_keeps_a_backup_and_the_save_opens() {
    for name in EXAMPLES {
        let (dir, path) = copy(&fixture("v1", name));
        let original = fs::read(&path).expect("read");
        let (_, before) = folded(&path);

        let out = fray(dir.path(), &["upgrade", name]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        let backup = dir.path().join(format!("{name}.v1.bak"));
        let said = text(&out.stdout);
        assert!(
            said.contains("upgraded from format 1 to format 2"),
            "{said}"
        );
        assert!(said.contains(&backup.display().to_string()), "{said}");
        assert_eq!(fs::read(&backup).expect("backup"), original);
        // Converting gives exactly the shipped format-2 example.
        let shipped = fs::read(fixture("v2", name)).expect("read");
        assert_eq!(fs::read(&path).expect("read"), shipped, "{name}");
        let (version, after) = folded(&path);
        assert_eq!(version, FORMAT_VERSION);
        assert_eq!(after.state(), before.state());

        let again = fray(dir.path(), &["upgrade", name]);
        assert!(again.status.success(), "{}", text(&again.stderr));
        assert!(text(&again.stdout).contains("already in format 2, nothing to do"));
        assert_eq!(fs::read(&path).expect("read"), shipped);

        let (mut session, warnings) = Session::open(&path).expect("opens for play");
        assert!(warnings.is_empty(), "{warnings:?}");
        session
            .execute("note baral \"upgraded\"")
            .expect("a command");
        let last = session
            .timeline()
            .records()
            .last()
            .cloned()
            .expect("record");
        assert!(last.at.is_some(), "new records are stamped");
        drop(session);
        let reread = store::load(&path).expect("loads");
        assert_eq!(reread.records.last(), Some(&last));
    }
}

#[test]
fn a_damaged_save_is_not_upgraded() {
    let (dir, path) = copy(&fixture("v1", EXAMPLES[1]));
    let mut bytes = fs::read(&path).expect("read");
    let third = bytes
        .iter()
        .enumerate()
        .filter(|(_, b)| **b == b'\n')
        .nth(2)
        .map_or(0, |(i, _)| i + 1);
    bytes[third + 3] = b'#';
    fs::write(&path, &bytes).expect("write");
    let out = fray(dir.path(), &["upgrade", EXAMPLES[1]]);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(err.contains("cannot be upgraded"), "{err}");
    assert!(err.contains("fray check --salvage"), "{err}");
    assert_eq!(fs::read(&path).expect("read"), bytes);
    assert_eq!(fs::read_dir(dir.path()).expect("list").count(), 1);
}

#[test]
fn a_format_3_save_is_refused_by_every_reader_with_the_format_it_needs() {
    let (dir, path) = copy(&fixture("v3", "from-the-future.fray.jsonl"));
    let before = fs::read(&path).expect("read");
    let needs = |message: &str| {
        assert!(
            message.contains("made by a newer fray (format 3)"),
            "{message}"
        );
        assert!(
            message.contains("this fray reads formats 1 to 2"),
            "{message}"
        );
        assert!(message.contains("reads format 3"), "{message}");
    };
    needs(
        &store::load(&path)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default(),
    );
    assert!(matches!(
        SaveLog::open_append(&path),
        Err(StoreError::NewerVersion { version: 3, .. })
    ));
    assert!(matches!(
        store::salvage(&path),
        Err(StoreError::NewerVersion { version: 3, .. })
    ));
    assert!(matches!(
        store::upgrade(&path),
        Err(StoreError::NewerVersion { version: 3, .. })
    ));
    needs(
        &Session::open(&path)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default(),
    );
    let name = "from-the-future";
    for args in [
        ["show", name].as_slice(),
        &["log", name],
        &["check", name],
        &["check", "--salvage", name],
        &["upgrade", name],
        &["open", name],
    ] {
        let out = fray(dir.path(), args);
        assert!(!out.status.success(), "{args:?}");
        needs(&text(&out.stderr));
    }
    let listed = saves::scan(dir.path(), 10);
    needs(listed[0].problem.as_deref().unwrap_or_default());
    assert_eq!(fs::read(&path).expect("read"), before);
    assert_eq!(fs::read_dir(dir.path()).expect("list").count(), 1);
}

#[test]
fn the_start_screen_lists_a_format_1_save_and_says_how_to_convert_it() {
    let (dir, path) = copy(&fixture("v1", EXAMPLES[0]));
    let listed = saves::scan(dir.path(), 10);
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].problem, None, "an old save reads fine");
    assert_eq!(listed[0].name, "Docks of Equinoxe");
    let mut app = App::start(dir.path().to_path_buf(), Keymap::default(), Theme::plain());
    app.handle_key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
    let Screen::Start(start) = &app.screen else {
        panic!("the save must not open for play");
    };
    let message = start.message().unwrap_or_default();
    assert!(message.contains("older fray (format 1)"), "{message}");
    assert!(message.contains("fray upgrade"), "{message}");
    assert!(path.exists());
    assert_eq!(fs::read_dir(dir.path()).expect("list").count(), 1);
}

#[test]
fn the_start_screen_converts_a_format_1_save_with_u_and_then_plays_it() {
    let (dir, path) = copy(&fixture("v1", EXAMPLES[0]));
    let original = fs::read(&path).expect("read");
    let mut app = App::start(dir.path().to_path_buf(), Keymap::default(), Theme::plain());
    let mut term =
        ratatui::Terminal::new(ratatui::backend::TestBackend::new(120, 30)).expect("terminal");
    term.draw(|f| app.draw(f)).expect("draw");
    let listed = term.backend().to_string();
    assert!(listed.contains("v1: U"), "{listed}");
    app.handle_key(KeyEvent::new(KeyCode::Char('U'), KeyModifiers::NONE));
    let Screen::Start(start) = &app.screen else {
        panic!("stays on the start screen");
    };
    let message = start.message().unwrap_or_default();
    assert!(
        message.contains("Converted from format 1 to 2"),
        "{message}"
    );
    let (version, _) = folded(&path);
    assert_eq!(version, 2);
    let backup = dir.path().join(format!("{}.v1.bak", EXAMPLES[0]));
    assert_eq!(
        fs::read(&backup).expect("backup"),
        original,
        "backup = original"
    );
    app.handle_key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
    assert!(
        matches!(app.screen, Screen::Fight(_)),
        "plays on after converting"
    );
}
