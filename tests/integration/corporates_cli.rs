//! Corporates from the command line: `fray new --rules corporates`, a turn run from a
//! script with dice given at the table, `fray show` (text and JSON), `fray rules`.

use crate::common;

use common::cli::{fray_fed as fray, text};

#[test]
fn a_corporates_turn_from_the_command_line() {
    let dir = tempfile::tempdir().expect("temp");
    let out = fray(
        dir.path(),
        &[
            "new",
            "--rules",
            "corporates",
            "--seed",
            "5",
            "--no-open",
            "Roof",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let script = "add Ana pc reaction=3 vigilance=2+0 agility=4 firearms=5+0\n\
                  add Vlad enemy reaction=2\n\
                  start reaction=4,2,6,1,2\n\
                  declare vlad 2\n\
                  declare ana 3\n\
                  act ana what shoots with agility with firearms vs 15 check=6,5\n\
                  next\n";
    let out = fray(dir.path(), &["run", "roof", "--script", "-"], script);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Vlad announces next"), "{stdout}");
    assert!(
        stdout.contains("−2d declared → 2d · 6, 5 + 5 (Firearms) = 16 vs 15: success by 1"),
        "{stdout}"
    );
    let out = fray(dir.path(), &["show", "roof"], "");
    let shown = text(&out.stdout);
    assert!(shown.contains("Turn 1 · Segment 2 of 5"), "{shown}");
    assert!(shown.contains("1● 3○ 5○"), "{shown}");
    let out = fray(dir.path(), &["show", "roof", "--json"], "");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(json["phase"], 2);
    assert_eq!(json["ladder"][0]["phase"], 1);
    let out = fray(dir.path(), &["rules", "corporates"], "");
    let rules = text(&out.stdout);
    for key in [
        "announce",
        "survival-end",
        "no-lead",
        "double-malus",
        "confidence",
    ] {
        assert!(rules.contains(key), "{key}: {rules}");
    }
}
