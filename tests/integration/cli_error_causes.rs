//! The real binary: an error from the saves folder says its cause once, in both
//! languages (a save's error already names its cause; the chain of causes printed after
//! it must not repeat it).

use crate::common;

use common::cli::{command, feed, text};

#[test]
fn a_saves_folder_that_is_a_file_is_said_once() {
    let dir = tempfile::tempdir().expect("temp");
    let not_a_folder = dir.path().join("saves");
    std::fs::write(&not_a_folder, "a file where the saves folder goes\n").expect("write");
    for lang in ["en", "fr"] {
        for args in [&["list"][..], &["new", "--rules", "polaris-3e", "Ambush"]] {
            let mut run = command(&not_a_folder, args);
            run.env("FRAY_LANG", lang);
            let out = feed(run, "");
            let stderr = text(&out.stderr);
            assert!(!out.status.success(), "{lang} {args:?}: {stderr}");
            assert!(stderr.contains("saves"), "{lang} {args:?}: {stderr}");
            assert_eq!(
                stderr.matches("os error").count(),
                1,
                "{lang} {args:?}: the cause once: {stderr}"
            );
        }
    }
}
