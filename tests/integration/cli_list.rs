//! The real binary: `fray list` (table, `--json`, `--paths`), dates in the local zone
//! (`TZ`), `fray completions` and `fray man`.

use crate::common;

use std::path::Path;
use std::time::{Duration, UNIX_EPOCH};

use common::cli::{command, feed, fray, text};
use common::saves::copy_example;

/// 2026-11-21 11:01:05 UTC: 12:01 in Paris (winter).
const NOV: u64 = 1_795_258_865;
/// Europe/Paris as a POSIX rule: no time-zone database needed.
const PARIS: &str = "CET-1CEST,M3.5.0,M10.5.0/3";

/// A saves folder with the three-round fight, the firefight and a broken save, each last
/// written at [`NOV`].
fn folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp");
    copy_example(
        "polaris-three-rounds.fray.jsonl",
        dir.path(),
        "three.fray.jsonl",
    );
    copy_example("sr-firefight.fray.jsonl", dir.path(), "fire.fray.jsonl");
    std::fs::write(dir.path().join("torn.fray.jsonl"), "not a save\n").expect("write");
    for name in ["three", "fire", "torn"] {
        let file = std::fs::File::options()
            .write(true)
            .open(dir.path().join(format!("{name}.fray.jsonl")))
            .expect("open");
        file.set_modified(UNIX_EPOCH + Duration::from_secs(NOV))
            .expect("set the time");
    }
    dir
}

/// `fray ARGS` on `saves` in the time zone `tz` and the language `lang`.
fn fray_in(saves: &Path, tz: &str, lang: &str, args: &[&str]) -> String {
    let mut run = command(saves, args);
    run.env("TZ", tz).env("FRAY_LANG", lang);
    let out = feed(run, "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

/// The line of the table naming `name`.
fn line_of<'a>(table: &'a str, name: &str) -> &'a str {
    table
        .lines()
        .find(|l| l.starts_with(name))
        .unwrap_or_else(|| panic!("{name} in {table}"))
}

#[test]
fn list_prints_name_system_progress_local_date_path_and_problem() {
    let dir = folder();
    let table = fray_in(dir.path(), PARIS, "en", &["list"]);
    let heading = table.lines().next().unwrap_or_default();
    for word in [
        "Name",
        "System",
        "Progress",
        "Last change",
        "Path",
        "Problem",
    ] {
        assert!(heading.contains(word), "{word} in {heading}");
    }
    let three = line_of(&table, "Three Rounds");
    assert!(three.contains("Polaris 3rd edition"), "{three}");
    assert!(three.contains("round 3"), "{three}");
    assert!(three.contains("2026-11-21 12:01"), "{three}");
    assert!(three.contains("three.fray.jsonl"), "{three}");
    // The combat pool has no rounds: how far the timeline goes is its commands.
    let fire = line_of(&table, "Loading Dock");
    assert!(fire.contains("46 commands"), "{fire}");
    // A damaged save is still listed, with why it cannot be opened.
    let torn = line_of(&table, "torn");
    assert!(torn.contains("is not a fray save"), "{torn}");
    // The columns line up: every save's path starts where the heading's does.
    let at = heading.find("Path").expect("Path");
    assert_eq!(three.find(dir.path().to_str().expect("utf-8")), Some(at));
}

#[test]
fn list_dates_follow_tz() {
    let dir = folder();
    let utc = fray_in(dir.path(), "UTC", "en", &["list"]);
    assert!(
        line_of(&utc, "Three Rounds").contains("2026-11-21 11:01"),
        "{utc}"
    );
    let paris = fray_in(dir.path(), PARIS, "en", &["list"]);
    assert!(
        line_of(&paris, "Three Rounds").contains("2026-11-21 12:01"),
        "{paris}"
    );
}

#[test]
fn list_speaks_french() {
    let dir = folder();
    let table = fray_in(dir.path(), "UTC", "fr", &["list"]);
    let heading = table.lines().next().unwrap_or_default();
    for word in [
        "Nom",
        "Système",
        "Avancement",
        "Dernier changement",
        "Chemin",
        "Problème",
    ] {
        assert!(heading.contains(word), "{word} in {heading}");
    }
    assert!(
        line_of(&table, "Three Rounds").contains("tour 3"),
        "{table}"
    );
    assert!(
        line_of(&table, "Loading Dock").contains("46 commandes"),
        "{table}"
    );
}

#[test]
fn list_json_is_an_array_of_objects() {
    let dir = folder();
    let json = fray_in(dir.path(), PARIS, "en", &["list", "--json"]);
    let saves: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    let saves = saves.as_array().expect("an array");
    assert_eq!(saves.len(), 3);
    let three = saves
        .iter()
        .find(|s| s["name"] == "Three Rounds")
        .expect("the three-round fight");
    assert_eq!(three["system"], "polaris-3e");
    assert_eq!(three["round"], 3);
    assert_eq!(three["last_change_unix"], NOV);
    assert_eq!(three["last_change"], "2026-11-21 12:01 CET (+01:00)");
    assert!(three["problem"].is_null());
    let torn = saves.iter().find(|s| s["name"] == "torn").expect("torn");
    assert!(torn["problem"].as_str().is_some_and(|p| !p.is_empty()));
}

#[test]
fn list_keeps_its_summaries_in_fray_cache_dir_never_in_the_saves_folder() {
    let dir = folder();
    let cache = tempfile::tempdir().expect("temp");
    let list = |lang: &str| {
        let mut run = command(dir.path(), &["list", "--json"]);
        run.env("TZ", PARIS)
            .env("FRAY_LANG", lang)
            .env("FRAY_CACHE_DIR", cache.path());
        let out = feed(run, "");
        assert!(out.status.success(), "{}", text(&out.stderr));
        text(&out.stdout)
    };
    let cold = (list("en"), list("fr"));
    let files: Vec<String> = std::fs::read_dir(cache.path())
        .expect("the cache folder")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    assert!(
        files[0].starts_with("saves-") && files[0].ends_with(".json"),
        "{files:?}"
    );
    let cached = std::fs::read_to_string(cache.path().join(&files[0])).expect("read");
    assert!(cached.contains("three.fray.jsonl") && cached.contains("torn.fray.jsonl"));
    assert_eq!((list("en"), list("fr")), cold, "warm as cold");
    assert_eq!(std::fs::read_dir(dir.path()).expect("list").count(), 3);
}

#[test]
fn list_paths_prints_one_path_a_line_for_scripts() {
    let dir = folder();
    let paths = fray_in(dir.path(), "UTC", "en", &["list", "--paths"]);
    let lines: Vec<&str> = paths.lines().collect();
    assert_eq!(lines.len(), 3, "{paths}");
    assert!(lines.iter().all(|l| l.ends_with(".fray.jsonl")), "{paths}");
}

#[test]
fn list_of_an_empty_folder_says_so() {
    let dir = tempfile::tempdir().expect("temp");
    let out = fray_in(dir.path(), "UTC", "en", &["list"]);
    assert!(out.starts_with("no saves in "), "{out}");
    assert_eq!(
        fray_in(dir.path(), "UTC", "en", &["list", "--json"]).trim(),
        "[]"
    );
}

#[test]
fn exported_creation_date_is_local_with_its_zone() {
    let dir = folder();
    let md = fray_in(dir.path(), PARIS, "en", &["export", "three"]);
    assert!(
        md.contains("Created: 2026-11-21 12:01 CET (+01:00)"),
        "{md}"
    );
    let md = fray_in(dir.path(), "UTC", "en", &["export", "three"]);
    assert!(md.contains("Created: 2026-11-21 11:01 UTC"), "{md}");
}

/// The subcommands a completion script and the manual page must name.
const SUBCOMMANDS: [&str; 8] = [
    "new",
    "open",
    "run",
    "show",
    "export",
    "list",
    "completions",
    "man",
];

#[test]
fn completions_name_the_subcommands_in_each_shell() {
    let dir = tempfile::tempdir().expect("temp");
    for shell in ["bash", "zsh", "fish"] {
        let out = fray(dir.path(), &["completions", shell]);
        assert!(out.status.success(), "{shell}: {}", text(&out.stderr));
        let script = text(&out.stdout);
        assert!(!script.trim().is_empty(), "{shell}");
        for sub in SUBCOMMANDS {
            assert!(script.contains(sub), "{sub} in the {shell} script");
        }
    }
    assert!(fray(dir.path(), &["completions", "csh"]).status.code() == Some(2));
}

#[test]
fn the_bash_completion_script_is_valid_bash() {
    let dir = tempfile::tempdir().expect("temp");
    let script = dir.path().join("fray.bash");
    std::fs::write(&script, fray(dir.path(), &["completions", "bash"]).stdout).expect("write");
    let Ok(checked) = std::process::Command::new("bash")
        .arg("-n")
        .arg(&script)
        .output()
    else {
        return; // no bash on this machine
    };
    assert!(checked.status.success(), "{}", text(&checked.stderr));
}

#[test]
fn the_man_page_is_roff_and_lists_the_subcommands() {
    let dir = tempfile::tempdir().expect("temp");
    let out = fray(dir.path(), &["man"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let page = text(&out.stdout);
    let th = page
        .lines()
        .find(|l| l.starts_with('.') && !l.starts_with(".ie") && !l.starts_with(".el"));
    assert!(th.is_some_and(|l| l.starts_with(".TH fray 1")), "{page}");
    let subcommands = page
        .split(".SH SUBCOMMANDS")
        .nth(1)
        .expect("a SUBCOMMANDS section");
    for sub in SUBCOMMANDS {
        assert!(
            subcommands.contains(&format!("fray\\-{sub}(1)")),
            "{sub} in {subcommands}"
        );
    }
}

#[test]
fn completions_and_man_create_no_saves_folder() {
    let dir = tempfile::tempdir().expect("temp");
    let saves = dir.path().join("never");
    assert!(fray(&saves, &["man"]).status.success());
    assert!(fray(&saves, &["completions", "fish"]).status.success());
    assert!(!saves.exists());
}
