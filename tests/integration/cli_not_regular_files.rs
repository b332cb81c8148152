//! Files fray only consults, found to be something else than a regular file: a named pipe
//! (opening one for reading waits for a writer, forever) or a folder in place of
//! `fray.conf` or of the summary cache. fray never blocks on them: it says so on stderr
//! for `fray.conf` (in the language chosen) and goes on with the defaults; the cache,
//! only a cache, is passed over silently. Each run is killed by its PID and the test
//! fails if it has not ended within 10 seconds. (`fray.toml` and `keys.conf` are tested
//! beside their loader, `crates/fray-tui/src/settings/`; the reading itself in
//! `crates/fray-core/src/regular_file_tests.rs`.)

#![cfg(unix)]

use crate::common;

use std::path::Path;
use std::process::{Command, Output};

use common::cli::{feed_within, text};

/// How long a run may take before it counts as blocked.
const DEADLINE_SECS: u64 = 10;

fn mkfifo(path: &Path) {
    let made = Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(made.success(), "mkfifo {}", path.display());
}

/// `fray ARGS` with the settings folder `config`, no language set but the locale
/// `locale` (so that `fray.conf` is read), within the deadline.
fn fray_with_config(saves: &Path, config: &Path, locale: &str, args: &[&str]) -> Output {
    let mut command = common::cli::command(saves, args);
    command
        .env("FRAY_LANG", "")
        .env("FRAY_CONFIG_DIR", config)
        .env("LC_ALL", locale)
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    feed_within(command, b"", DEADLINE_SECS)
}

/// A saves folder holding a copy of the demo as `demo.fray.jsonl`.
fn saves_with_demo() -> tempfile::TempDir {
    let saves = tempfile::tempdir().expect("temp");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/polaris-demo.fray.jsonl"),
        saves.path().join("demo.fray.jsonl"),
    )
    .expect("copy the demo");
    saves
}

#[test]
fn a_named_pipe_as_fray_conf_is_ignored_with_a_warning_by_rules_and_check() {
    let saves = saves_with_demo();
    let config = tempfile::tempdir().expect("temp");
    mkfifo(&config.path().join("fray.conf"));
    for args in [&["rules"][..], &["check", "demo"]] {
        let out = fray_with_config(saves.path(), config.path(), "C", args);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "fray {args:?}: {stderr}");
        let warnings: Vec<&str> = stderr.lines().filter(|l| l.contains("fray.conf")).collect();
        assert_eq!(warnings.len(), 1, "one warning, once: {stderr}");
        assert!(
            warnings[0].starts_with("warning: ")
                && warnings[0].ends_with(
                    "fray.conf: a named pipe, not a regular file; ignored, defaults used"
                ),
            "{stderr}"
        );
    }
    let fifo = std::fs::symlink_metadata(config.path().join("fray.conf")).expect("still there");
    assert!(!fifo.is_file(), "the pipe is left as it was");
}

#[test]
fn the_fray_conf_warning_comes_in_the_language_chosen() {
    let saves = saves_with_demo();
    let config = tempfile::tempdir().expect("temp");
    mkfifo(&config.path().join("fray.conf"));
    let out = fray_with_config(saves.path(), config.path(), "fr_FR.UTF-8", &["rules"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(
        stderr.contains("fray.conf\u{a0}: un tube nommé, pas un fichier ordinaire\u{a0}; ignoré"),
        "{stderr}"
    );
}

#[test]
fn a_folder_as_fray_conf_is_ignored_with_a_warning() {
    let saves = saves_with_demo();
    let config = tempfile::tempdir().expect("temp");
    std::fs::create_dir(config.path().join("fray.conf")).expect("mkdir");
    let out = fray_with_config(saves.path(), config.path(), "C", &["check", "demo"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(
        stderr.contains("fray.conf: a directory, not a regular file; ignored, defaults used"),
        "{stderr}"
    );
}

#[test]
fn a_regular_fray_conf_is_migrated_and_still_chooses_the_language() {
    let saves = saves_with_demo();
    let config = tempfile::tempdir().expect("temp");
    std::fs::write(config.path().join("fray.conf"), "lang = fr\n").expect("write");
    let out = fray_with_config(saves.path(), config.path(), "C", &["check", "nothing-here"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    let lines: Vec<&str> = stderr.lines().collect();
    assert!(
        lines[0].starts_with("avertissement")
            && lines[0].contains("fray.toml écrit d’après fray.conf"),
        "the migration, said once: {stderr}"
    );
    assert!(
        lines[1].starts_with("erreur"),
        "French, from fray.conf: {stderr}"
    );
    let out = fray_with_config(saves.path(), config.path(), "C", &["check", "nothing-here"]);
    let stderr = text(&out.stderr);
    assert!(!stderr.contains("fray.conf"), "{stderr}");
    assert!(
        stderr.starts_with("erreur"),
        "French, from fray.toml: {stderr}"
    );
}

/// `fray list` on `saves` with its cache in `cache`, within the deadline.
fn list(saves: &Path, cache: &Path) -> Output {
    let config = tempfile::tempdir().expect("temp");
    let mut command = common::cli::command(saves, &["list"]);
    command
        .env("FRAY_CACHE_DIR", cache)
        .env("FRAY_CONFIG_DIR", config.path());
    feed_within(command, b"", DEADLINE_SECS)
}

/// The one cache file `fray list` wrote in `cache` for a folder whose save has settled.
fn cache_file_of(saves: &Path, cache: &Path) -> std::path::PathBuf {
    let save = saves.join("demo.fray.jsonl");
    let long_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3_600);
    std::fs::File::options()
        .write(true)
        .open(&save)
        .and_then(|f| f.set_modified(long_ago))
        .expect("age the save");
    let out = list(saves, cache);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let files: Vec<_> = std::fs::read_dir(cache)
        .expect("the cache folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".json"))
        .collect();
    assert_eq!(files.len(), 1, "one cache file: {files:?}");
    files[0].clone()
}

#[test]
fn a_named_pipe_as_the_cache_file_never_blocks_fray_list() {
    let saves = saves_with_demo();
    let cache = tempfile::tempdir().expect("temp");
    let file = cache_file_of(saves.path(), cache.path());
    let expected = text(&list(saves.path(), cache.path()).stdout);
    std::fs::remove_file(&file).expect("remove the cache");
    mkfifo(&file);
    let out = list(saves.path(), cache.path());
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), expected, "the same listing");
    assert_eq!(text(&out.stderr), "", "a cache is passed over silently");
    // A pipe holds nothing to lose: the new cache is renamed over it.
    assert!(std::fs::metadata(&file).expect("cache").is_file());
}

#[test]
fn a_folder_as_the_cache_file_is_left_alone_by_fray_list() {
    let saves = saves_with_demo();
    let cache = tempfile::tempdir().expect("temp");
    let file = cache_file_of(saves.path(), cache.path());
    let expected = text(&list(saves.path(), cache.path()).stdout);
    std::fs::remove_file(&file).expect("remove the cache");
    std::fs::create_dir(&file).expect("mkdir");
    std::fs::write(file.join("mine"), b"kept").expect("write");
    for _ in 0..2 {
        let out = list(saves.path(), cache.path());
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        assert_eq!(text(&out.stdout), expected, "the same listing");
        assert_eq!(text(&out.stderr), "");
    }
    assert_eq!(std::fs::read(file.join("mine")).expect("kept"), b"kept");
}
