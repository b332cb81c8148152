//! A save names the generator its dice come from (`"dice"` in the header), through the real
//! binary: a new save names `chacha12-v1` and a seed gives exactly these dice; a save from
//! before the name keeps its header and its dice; a save naming a generator this fray does
//! not know reads and replays, but fray rolls no die in it.

use crate::common;

use std::fs;
use std::path::Path;

use common::cli::{fray_in, text};

/// The longest one `fray` call may take before it is killed and the test fails.
const DEADLINE_SECS: u64 = 60;

/// `fray ARGS` in `lang` on `saves`, fed `stdin`.
fn fray(saves: &Path, lang: &str, args: &[&str], stdin: &str) -> std::process::Output {
    let config = saves.join("settings");
    fray_in(saves, &config, lang, args, stdin, DEADLINE_SECS)
}

/// A new Cyberpunk (interval initiative) fight "Alley" seeded with `seed`.
fn new_alley(saves: &Path, seed: &str) {
    let args = [
        "new",
        "-r",
        "cyberpunk-interval",
        "--seed",
        seed,
        "--no-open",
        "Alley",
    ];
    let out = fray(saves, "en", &args, "");
    assert!(out.status.success(), "{}", text(&out.stderr));
}

/// The first line of the save at `path`.
fn header_line(path: &Path) -> String {
    let bytes = fs::read(path).expect("the save reads");
    text(&bytes).lines().next().unwrap_or_default().to_string()
}

#[test]
fn a_seeded_fight_rolls_exactly_these_dice() {
    let dir = tempfile::tempdir().expect("a saves folder");
    new_alley(dir.path(), "8124337051");
    let save = dir.path().join("alley.fray.jsonl");
    let header = header_line(&save);
    assert!(
        header.contains(r#""seed":8124337051,"dice":"chacha12-v1","created":"#),
        "{header}"
    );

    let script = "add Vic pc from solo\nadd 2 boosters\nroll 4d10\nstart\n";
    let out = fray(dir.path(), "en", &["run", "alley", "--script", "-"], script);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(said.contains("#3 rolled 4d10: [6, 3, 4, 8] = 21"), "{said}");
    assert!(said.contains("Vic rolls initiative 23 (d10 7 "), "{said}");
    assert!(
        said.contains("Booster 1 rolls initiative 9 (d10 1 "),
        "{said}"
    );
    assert!(
        said.contains("Booster 2 rolls initiative 12 (d10 4 "),
        "{said}"
    );

    let out = fray(dir.path(), "en", &["show", "alley", "--json"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let initiatives: Vec<(String, i64)> = json["combatants"]
        .as_array()
        .expect("combatants")
        .iter()
        .map(|c| {
            let name = c["name"].as_str().unwrap_or_default().to_string();
            (name, c["initiative"].as_i64().unwrap_or(-1))
        })
        .collect();
    // The d10s 7, 1 and 4 of record #4, plus REF and combat sense.
    assert_eq!(
        initiatives,
        [
            ("Vic".to_string(), 23),
            ("Booster 1".to_string(), 9),
            ("Booster 2".to_string(), 12)
        ]
    );
    let ladder: Vec<i64> = json["ladder"]
        .as_array()
        .expect("ladder")
        .iter()
        .map(|entry| entry["phase"].as_i64().unwrap_or(-1))
        .collect();
    assert_eq!(ladder, [23, 12, 9]);
}

#[test]
fn a_save_from_before_the_name_keeps_its_header_and_its_dice() {
    let dir = tempfile::tempdir().expect("a saves folder");
    let shipped = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/cpi-alley.fray.jsonl");
    let save = dir.path().join("old.fray.jsonl");
    fs::copy(&shipped, &save).expect("copied");
    let before = header_line(&save);
    assert!(!before.contains("\"dice\""), "{before}");

    let out = fray(
        dir.path(),
        "en",
        &["run", "old", "--script", "-"],
        "roll 3d6\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    // Seed 2020, record #79: what rand 0.10's StdRng rolled there too.
    assert!(
        text(&out.stdout).contains("#79 rolled 3d6: [6, 1, 4] = 11"),
        "{}",
        text(&out.stdout)
    );
    assert_eq!(header_line(&save), before, "the header keeps its bytes");
    let out = fray(dir.path(), "en", &["check", "old"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
}

/// Rewrites the header of the save at `path` to name the dice generator `name`, sealed
/// again with its checksum.
fn name_dice(path: &Path, name: &str) {
    let bytes = fs::read(path).expect("the save reads");
    let all = text(&bytes);
    let (first, rest) = all.split_once('\n').expect("a header line");
    let body = format!("{}}}", &first[..first.len() - 18]);
    let body = body.replace(r#""dice":"chacha12-v1""#, &format!(r#""dice":"{name}""#));
    let crc = fray::store::crc32(body.as_bytes());
    let line = format!("{},\"crc\":\"{crc:08x}\"}}", &body[..body.len() - 1]);
    fs::write(path, format!("{line}\n{rest}")).expect("rewritten");
}

#[test]
fn a_save_naming_an_unknown_generator_reads_but_fray_rolls_no_die_in_it() {
    let dir = tempfile::tempdir().expect("a saves folder");
    new_alley(dir.path(), "7");
    let save = dir.path().join("alley.fray.jsonl");
    let out = fray(
        dir.path(),
        "en",
        &["run", "alley", "--script", "-"],
        "add Vic pc from solo\nroll 2d6\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    name_dice(&save, "pcg64-v9\\u001b[31m");

    // Reading and replaying need no die: the events carry them.
    for args in [
        &["check", "alley"][..],
        &["show", "alley", "--json"],
        &["log", "alley"],
    ] {
        let out = fray(dir.path(), "en", args, "");
        assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
    }
    // `fray check` says so, the name made safe, in the GM's language.
    let check = text(&fray(dir.path(), "fr", &["check", "alley"], "").stdout);
    assert!(
        check.contains(
            "générateur que ce fray ne connaît pas (\u{ab}\u{a0}pcg64-v9\\u{1b}[31m\u{a0}\u{bb})"
        ),
        "{check}"
    );
    assert!(!check.contains('\u{1b}'), "{check}");
    let log = fray(dir.path(), "en", &["log", "alley"], "");
    assert!(
        text(&log.stdout).contains("rolled 2d6: [4, 3] = 7"),
        "{}",
        text(&log.stdout)
    );

    // A command rolling nothing, or given its dice at the table, goes through.
    let script = "add 2 boosters\nroll 2d6:4,5\n";
    let out = fray(dir.path(), "en", &["run", "alley", "--script", "-"], script);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("#4 rolled 2d6: [4, 5] = 9"),
        "{}",
        text(&out.stdout)
    );

    // One fray would have to roll is refused, saying why, in both languages.
    for (lang, said) in [
        (
            "en",
            "a generator this fray does not know ('pcg64-v9\\u{1b}[31m')",
        ),
        (
            "fr",
            "un générateur que ce fray ne connaît pas (\u{ab}\u{a0}pcg64-v9\\u{1b}[31m\u{a0}\u{bb})",
        ),
    ] {
        let out = fray(
            dir.path(),
            lang,
            &["run", "alley", "--script", "-"],
            "start\n",
        );
        assert!(!out.status.success(), "{lang}: refused");
        let err = text(&out.stderr);
        assert!(err.contains(said), "{lang}: {err}");
        assert!(
            !err.contains('\u{1b}'),
            "{lang}: no escape reaches the terminal"
        );
    }
    let records = text(&fs::read(&save).expect("reads")).lines().count();
    assert_eq!(records, 5, "header and four records: nothing was added");
}
