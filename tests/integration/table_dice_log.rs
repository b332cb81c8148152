//! The log's note of dice given at the table reads like a GM's note: grouped by roll and
//! by person, in the GM's language, never a slot's key ("reaction 3, reaction 3 …").
//! Driven through the real binary (`fray run --script -`) for Corporates and Anarchy.

use crate::common;

use common::cli::{fray_in, text};

/// The longest one `fray` call may take before it is killed and the test fails.
const DEADLINE_SECS: u64 = 60;

/// The log's lines after `script` is run on a new encounter of `system`, in `lang`.
fn log_of(system: &str, lang: &str, script: &str) -> String {
    let dir = tempfile::tempdir().expect("temp");
    let config = tempfile::tempdir().expect("a settings folder");
    let run = |args: &[&str], stdin: &str| {
        fray_in(dir.path(), config.path(), lang, args, stdin, DEADLINE_SECS)
    };
    let out = run(&["new", "-r", system, "--seed", "7", "--no-open", "T"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = run(&["run", "t", "--script", "-"], script);
    assert!(out.status.success(), "{script}: {}", text(&out.stderr));
    text(&out.stdout)
}

/// The line of record `#n`.
fn record(log: &str, n: usize) -> String {
    let tag = format!("#{n} ");
    log.lines()
        .find(|l| l.starts_with(&tag))
        .unwrap_or_else(|| panic!("no record {n} in: {log}"))
        .to_string()
}

#[test]
fn corporates_reaction_dice_from_the_table_are_noted_by_fighter_under_the_rolls_name() {
    let script = "add Vance pc from team-leader\nadd Kade pc from operative\n\
        option dice table\nstart reaction=1,2,3,4,5,6\n";
    for (lang, roll, semicolon) in [
        ("en", "the reaction roll’s d6", "; "),
        ("fr", "le d6 du jet de réaction", "\u{202f}; "),
    ] {
        let line = record(&log_of("corporates", lang, script), 4);
        let grouped = format!("Vance 1, 2, 3{semicolon}Kade 4, 5, 6");
        assert!(line.contains(&grouped), "expected '{grouped}' in: {line}");
        let at = line.find(&grouped).unwrap_or(0);
        assert!(
            line[..at].rfind(roll).is_some(),
            "the roll's name before the dice: {line}"
        );
        assert!(!line.contains("reaction 1"), "no slot key: {line}");
    }
}

#[test]
fn anarchy_initiative_dice_from_the_table_are_noted_two_by_two_for_each_character() {
    let script = "add Hex pc from street-mage seat=1\nadd Razor pc from street-samurai seat=2\n\
        add Mara from ganger-boss\nsession\noption dice table\nstart initiative=1,2,3,4,5,6\n";
    for (lang, semicolon) in [("en", "; "), ("fr", "\u{202f}; ")] {
        let line = record(&log_of("sr-anarchy", lang, script), 6);
        let grouped = format!("Hex 1, 2{semicolon}Razor 3, 4{semicolon}Mara 5, 6");
        assert!(line.contains(&grouped), "expected '{grouped}' in: {line}");
        assert!(!line.contains("initiative 1,"), "no slot key: {line}");
    }
}
