//! A save reached through a symbolic link (`fray run link.fray.jsonl` where the link
//! points to `real/dir/x.fray.jsonl`): every file fray keeps beside a save goes next to
//! the real save, named after it, and is looked for there, through any name: the side
//! file of a torn tail, the side files an interrupted recovery left unaccounted for, and
//! rescue files. Next to the link they would be lost to every other name of the save.

#![cfg(unix)]

use crate::common;

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use common::cli::{fray_fed, text};
use fray::engine::Event;

/// A saves folder holding only `link.fray.jsonl`, a symbolic link to the demo copied to
/// `real/dir/x.fray.jsonl` elsewhere: (saves, the other folder, the real save, the link).
struct Linked {
    saves: tempfile::TempDir,
    _elsewhere: tempfile::TempDir,
    real: PathBuf,
    link: PathBuf,
}

fn linked() -> Linked {
    let saves = tempfile::tempdir().expect("temp");
    let elsewhere = tempfile::tempdir().expect("temp");
    let folder = elsewhere.path().join("real/dir");
    std::fs::create_dir_all(&folder).expect("mkdir");
    let real = folder.join("x.fray.jsonl");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/polaris-demo.fray.jsonl"),
        &real,
    )
    .expect("copy the demo");
    let link = saves.path().join("link.fray.jsonl");
    std::os::unix::fs::symlink(&real, &link).expect("symlink");
    Linked {
        saves,
        _elsewhere: elsewhere,
        real,
        link,
    }
}

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn append(path: &Path, bytes: &[u8]) {
    use std::io::Write;
    std::fs::OpenOptions::new()
        .append(true)
        .open(path)
        .and_then(|mut f| f.write_all(bytes))
        .expect("append");
}

fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("clock")
        .as_secs()
}

#[test]
fn a_torn_tail_opened_through_a_link_goes_aside_next_to_the_real_save() {
    let l = linked();
    let torn = br#"{"seq":99,"command":"roll 1d6","at":17"#;
    append(&l.real, torn);
    let out = fray_fed(
        l.saves.path(),
        &["run", "link", "--script", "-"],
        "roll 1d6\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        names(l.saves.path()),
        ["link.fray.jsonl"],
        "nothing next to the link"
    );
    let folder = l.real.parent().expect("folder");
    let sides: Vec<String> = names(folder)
        .into_iter()
        .filter(|n| n.starts_with("x.fray.jsonl.torn-"))
        .collect();
    assert_eq!(sides.len(), 1, "{:?}", names(folder));
    assert_eq!(
        std::fs::read(folder.join(&sides[0])).expect("side file"),
        torn,
        "the torn bytes, exactly"
    );
    let loaded = fray::store::load(&l.real).expect("loads");
    assert!(loaded.cut.is_none());
    let marker = loaded.records.iter().rev().nth(1).expect("the marker");
    assert!(
        matches!(&marker.events[..], [Event::RecordsSetAside { file, .. }] if *file == sides[0]),
        "{marker:?}"
    );
}

#[test]
fn a_side_file_left_unaccounted_is_found_next_to_the_real_save_through_the_link() {
    let l = linked();
    // One more record, then made into what a recovery that stopped after cutting the save
    // (before recording the numbers it set aside) leaves: the line in a side file.
    let out = fray_fed(
        l.saves.path(),
        &["run", "link", "--script", "-"],
        "roll 1d6\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let bytes = std::fs::read(&l.real).expect("save");
    let body = bytes.strip_suffix(b"\n").expect("whole lines");
    let start = body.iter().rposition(|&b| b == b'\n').expect("a line") + 1;
    let moved_seq = fray::store::load(&l.real)
        .expect("loads")
        .records
        .last()
        .expect("the roll")
        .seq;
    let side = l
        .real
        .with_file_name(format!("x.fray.jsonl.torn-{}", now()));
    std::fs::write(&side, &bytes[start..]).expect("side file");
    std::fs::write(&l.real, &bytes[..start]).expect("cut");

    let out = fray_fed(
        l.saves.path(),
        &["run", "link", "--script", "-"],
        "roll 1d8\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let records = fray::store::load(&l.real).expect("loads").records;
    let last = records.last().expect("the new roll");
    assert_eq!(last.command, "roll 1d8");
    assert!(
        last.seq > moved_seq,
        "the number the side file holds is not given again: {} after {moved_seq}",
        last.seq
    );
    let name = side
        .file_name()
        .expect("name")
        .to_string_lossy()
        .into_owned();
    assert!(
        records.iter().any(|r| matches!(
            &r.events[..],
            [Event::RecordsSetAside { file, .. }] if *file == name
        )),
        "the side file is accounted for"
    );
}

#[test]
fn rescue_files_through_a_link_are_written_and_found_next_to_the_real_save() {
    let l = linked();
    let records = [common::saves::hand_record(90, "roll 1d6", Vec::new())];
    let rescue = fray::store::rescue::write_rescue(&l.link, &records, now()).expect("rescued");
    assert_eq!(rescue.parent(), l.real.parent(), "next to the real save");
    assert!(
        rescue
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("x.fray.jsonl.unsaved-")),
        "{rescue:?}"
    );
    for name in [&l.link, &l.real] {
        assert_eq!(fray::store::rescue::rescue_files(name), [rescue.as_path()]);
    }
    assert_eq!(names(l.saves.path()), ["link.fray.jsonl"]);
}
