//! `fray export --output FILE` through the real binary: it never writes over the save
//! (by another path, a hard or a symbolic link), over another save, or over a file it did
//! not write as an export, even with `--force`; `--force` replaces an earlier export; no
//! temporary file is left behind.

use crate::common;

use std::path::{Path, PathBuf};

use common::cli::{fray, text};

/// A folder holding a copy of the three-round example as `three.fray.jsonl`.
fn setup() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("temp");
    let save = common::saves::copy_example(
        "polaris-three-rounds.fray.jsonl",
        dir.path(),
        "three.fray.jsonl",
    );
    (dir, save)
}

/// `fray export three -o OUT --force [extra]`, which must be refused with `why` in its
/// message, leaving `OUT` (and the save) byte for byte as they were.
fn refused(dir: &Path, save: &Path, out: &Path, extra: &[&str], why: &str) {
    let save_before = std::fs::read(save).expect("save");
    let out_before = std::fs::read(out).ok();
    let mut args = vec![
        "export",
        "three",
        "-o",
        out.to_str().expect("utf-8"),
        "--force",
        "--gm",
    ];
    args.extend_from_slice(extra);
    let got = fray(dir, &args);
    assert!(!got.status.success(), "{args:?} was accepted");
    assert!(text(&got.stderr).contains(why), "{}", text(&got.stderr));
    assert_eq!(
        std::fs::read(save).expect("save"),
        save_before,
        "the save is safe"
    );
    assert_eq!(
        std::fs::read(out).ok(),
        out_before,
        "{} untouched",
        out.display()
    );
    no_temporary_file(dir);
}

fn no_temporary_file(dir: &Path) {
    let left: Vec<_> = std::fs::read_dir(dir)
        .expect("list")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
}

#[test]
fn a_hard_link_to_the_save_is_refused_even_with_force() {
    let (dir, save) = setup();
    let link = dir.path().join("fight.md");
    std::fs::hard_link(&save, &link).expect("hard link");
    for format in ["md", "json"] {
        refused(
            dir.path(),
            &save,
            &link,
            &["-f", format],
            "is the save being exported",
        );
    }
}

#[test]
fn a_symbolic_link_to_the_save_is_refused_even_with_force() {
    let (dir, save) = setup();
    let link = dir.path().join("fight.md");
    std::os::unix::fs::symlink(&save, &link).expect("symlink");
    refused(dir.path(), &save, &link, &[], "is the save being exported");
    assert!(
        std::fs::symlink_metadata(&link)
            .expect("link")
            .file_type()
            .is_symlink()
    );
}

#[test]
fn another_save_is_refused_even_with_force_whatever_its_name() {
    let (dir, save) = setup();
    let other = dir.path().join("other.fray.jsonl");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/polaris-demo.fray.jsonl"),
        &other,
    )
    .expect("copy");
    refused(dir.path(), &save, &other, &[], "is a fray save");
    let renamed = dir.path().join("backup.txt");
    std::fs::rename(&other, &renamed).expect("rename");
    refused(
        dir.path(),
        &save,
        &renamed,
        &["-f", "json"],
        "is a fray save",
    );
    // A new file named like a save would pass for a broken one in `fray list`.
    let new = dir.path().join("new.fray.jsonl");
    refused(dir.path(), &save, &new, &[], "is a fray save");
    assert!(!new.exists());
}

#[test]
fn a_file_fray_did_not_write_is_refused_even_with_force() {
    let (dir, save) = setup();
    let notes = dir.path().join("notes.md");
    std::fs::write(&notes, "# My campaign notes\n\nsession 12: the docks\n").expect("notes");
    refused(
        dir.path(),
        &save,
        &notes,
        &[],
        "was not written by fray export",
    );
    let folder = dir.path().join("folder.md");
    std::fs::create_dir(&folder).expect("folder");
    refused(dir.path(), &save, &folder, &[], "is not a regular file");
}

#[test]
fn an_earlier_export_is_replaced_with_force_only_and_an_edited_one_is_kept() {
    let (dir, save) = setup();
    let file = dir.path().join("fight.md");
    let arg = file.to_str().expect("utf-8");
    let md = fray(dir.path(), &["export", "three"]).stdout;
    let json = fray(dir.path(), &["export", "three", "-f", "json", "--gm"]).stdout;

    let got = fray(dir.path(), &["export", "three", "-o", arg]);
    assert!(got.status.success(), "{}", text(&got.stderr));
    assert_eq!(std::fs::read(&file).expect("export"), md);
    let got = fray(
        dir.path(),
        &["export", "three", "-f", "json", "--gm", "-o", arg],
    );
    assert!(text(&got.stderr).contains("already exists; --force replaces it"));
    assert_eq!(
        std::fs::read(&file).expect("export"),
        md,
        "not replaced without --force"
    );

    for (format, expected) in [("json", &json), ("md", &md), ("json", &json)] {
        let mut args = vec!["export", "three", "-f", format, "-o", arg, "--force"];
        // The JSON export is the GM's only.
        args.extend((format == "json").then_some("--gm"));
        let got = fray(dir.path(), &args);
        assert!(got.status.success(), "{}", text(&got.stderr));
        assert_eq!(&std::fs::read(&file).expect("export"), expected);
        no_temporary_file(dir.path());
    }

    // Edited after it was written (JSON's mark is its first member, Markdown's its last line).
    let mut edited = md.clone();
    edited.extend_from_slice(b"\nMy own notes after the fight.\n");
    std::fs::write(&file, &edited).expect("edit");
    refused(
        dir.path(),
        &save,
        &file,
        &[],
        "was not written by fray export",
    );
}
