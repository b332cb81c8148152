//! Hostile campaign files through `fray campaign …`: a file damaged in the middle, a fight
//! put where a campaign should be, a file too large to read, a campaign open in another
//! fray, and names holding terminal escapes. Every command names the file (and the line)
//! and changes nothing; no escape reaches the terminal.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Output;

use common::cli::{command, feed_within, text};
use fray::engine::Header;
use fray::model::SystemId;
use fray::session::Session;

/// `fray ARGS` on `saves` (English, 60 s deadline).
fn fray(saves: &Path, args: &[&str]) -> Output {
    feed_within(command(saves, args), b"", 60)
}

/// A campaign "Les Ombres" with two PCs, and a fight "Ambush" with its party, wounded;
/// the campaign's path.
fn campaign_and_fight(saves: &Path) -> PathBuf {
    for args in [
        &["campaign", "new", "Les Ombres", "-r", "polaris"][..],
        &[
            "campaign",
            "do",
            "les-ombres",
            "add Baral pc",
            "add Kira pc",
        ],
        &["new", "--campaign", "les-ombres", "--no-open", "Ambush"],
    ] {
        let out = fray(saves, args);
        assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
    }
    let out = feed_within(
        command(saves, &["run", "ambush", "--script", "-"]),
        b"wound baral body serious\n",
        60,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    saves.join("campaigns").join("les-ombres.fray.jsonl")
}

/// Every `fray campaign` command that reads or writes the campaign, and `fray new
/// --campaign`.
const COMMANDS: &[&[&str]] = &[
    &["campaign", "show", "les-ombres"],
    &["campaign", "show", "les-ombres", "--json"],
    &["campaign", "do", "les-ombres", "add Zed pc"],
    &["campaign", "undo", "les-ombres"],
    &["campaign", "rest", "les-ombres"],
    &["campaign", "run", "les-ombres", "--script", "-"],
    &["campaign", "sync", "ambush", "--yes"],
    &["new", "--campaign", "les-ombres", "--no-open", "Second"],
];

#[test]
fn a_campaign_damaged_in_the_middle_is_named_and_left_as_it_is() {
    let dir = tempfile::tempdir().expect("temp");
    let path = campaign_and_fight(dir.path());
    let whole = std::fs::read_to_string(&path).expect("read");
    let damaged = whole.replacen("Baral", "Barul", 1);
    assert_ne!(damaged, whole);
    std::fs::write(&path, &damaged).expect("write");
    let shown = path.display().to_string();
    for args in COMMANDS {
        let out = fray(dir.path(), args);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(stderr.contains(&shown), "{args:?}: {stderr}");
        assert!(stderr.contains("damaged at line 2"), "{args:?}: {stderr}");
        assert_eq!(
            std::fs::read_to_string(&path).expect("read"),
            damaged,
            "{args:?} changed nothing"
        );
    }
    assert!(!dir.path().join("second.fray.jsonl").exists());
    let list = fray(dir.path(), &["campaign", "list"]);
    assert!(list.status.success());
    let stdout = text(&list.stdout);
    assert!(stdout.contains("unreadable: "), "{stdout}");
    assert!(stdout.contains("damaged at line 2"), "{stdout}");
}

#[test]
fn a_fight_where_a_campaign_should_be_is_refused_and_the_rest_still_listed() {
    let dir = tempfile::tempdir().expect("temp");
    campaign_and_fight(dir.path());
    let impostor = dir.path().join("campaigns").join("impostor.fray.jsonl");
    std::fs::copy(dir.path().join("ambush.fray.jsonl"), &impostor).expect("copy");
    let bytes = std::fs::read(&impostor).expect("read");
    for args in [
        &["campaign", "show", "impostor"][..],
        &["campaign", "do", "impostor", "add Zed pc"],
        &["new", "--campaign", "impostor", "--no-open", "Third"],
    ] {
        let out = fray(dir.path(), args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(
            text(&out.stderr).contains("impostor.fray.jsonl is a fight, not a campaign"),
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
    assert_eq!(std::fs::read(&impostor).expect("read"), bytes);
    let list = text(&fray(dir.path(), &["campaign", "list"]).stdout);
    assert!(list.contains("Les Ombres  Polaris"), "{list}");
    assert!(list.contains("is a fight, not a campaign"), "{list}");
}

#[test]
fn a_campaign_too_large_to_read_is_refused() {
    let dir = tempfile::tempdir().expect("temp");
    let path = campaign_and_fight(dir.path());
    // Sparse: no disk is used for the hole.
    let file = std::fs::OpenOptions::new()
        .write(true)
        .open(&path)
        .expect("open");
    let huge = fray::store::MAX_SAVE_BYTES + 1;
    file.set_len(huge).expect("grow");
    drop(file);
    for args in COMMANDS {
        let out = fray(dir.path(), args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(
            text(&out.stderr).contains(&path.display().to_string()),
            "{args:?}: {}",
            text(&out.stderr)
        );
        assert_eq!(std::fs::metadata(&path).expect("meta").len(), huge);
    }
}

#[test]
fn a_campaign_open_in_another_fray_is_not_written() {
    let dir = tempfile::tempdir().expect("temp");
    let path = campaign_and_fight(dir.path());
    let bytes = std::fs::read(&path).expect("read");
    let (held, _) = Session::open(&path).expect("this test holds the campaign");
    for args in [
        &["campaign", "do", "les-ombres", "add Zed pc"][..],
        &["campaign", "undo", "les-ombres"],
        &["campaign", "sync", "ambush", "--yes"],
    ] {
        let out = fray(dir.path(), args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(
            text(&out.stderr).contains("is open in another fray"),
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
    assert_eq!(std::fs::read(&path).expect("read"), bytes);
    // Reading needs no lock.
    let out = fray(dir.path(), &["campaign", "show", "les-ombres"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    drop(held);
}

#[test]
fn names_with_terminal_escapes_reach_no_terminal() {
    let dir = tempfile::tempdir().expect("temp");
    let folder = dir.path().join("campaigns");
    std::fs::create_dir_all(&folder).expect("folder");
    let evil = "Evil\u{1b}[2J\u{202e}Camp\u{7}";
    let header = Header::campaign(SystemId::default_system(), evil, 1, 1);
    let mut session = Session::create(&folder.join("evil.fray.jsonl"), header).expect("a campaign");
    session.execute("add Baral pc").expect("a PC");
    drop(session);
    // A fight with its party: the campaign's name is in its transcript and its link.
    let out = fray(
        dir.path(),
        &["new", "--campaign", "evil", "--no-open", "Ambush"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    for args in [
        &["campaign", "list"][..],
        &["campaign", "show", "evil"],
        &["campaign", "show", "evil", "--json"],
        &["campaign", "sync", "nowhere"],
        &["campaign", "sync", "ambush"],
        &["campaign", "new", "Evil\u{1b}[2J"],
    ] {
        let out = fray(dir.path(), args);
        for stream in [&out.stdout, &out.stderr] {
            let said = text(stream);
            assert!(
                !said.contains('\u{1b}') && !said.contains('\u{202e}') && !said.contains('\u{7}'),
                "{args:?}: {said:?}"
            );
        }
    }
}
