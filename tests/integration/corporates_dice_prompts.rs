//! Under `option dice table`, the Corporates dice that carried no name (stress, startle,
//! the melee specials' opposed rolls) are asked for like the reaction dice: how many, for
//! whom, in which order and why, in the GM's language. Driven through the real binary.

use crate::common;

use common::cli::{fray_in, text};

/// The longest one `fray` call may take before it is killed and the test fails.
const DEADLINE_SECS: u64 = 60;

/// The refusal (standard error) of `line` after `setup` then `option dice table`, in
/// `lang`, on a new Corporates encounter.
fn refusal(lang: &str, setup: &str, line: &str) -> String {
    let dir = tempfile::tempdir().expect("temp");
    let config = tempfile::tempdir().expect("a settings folder");
    let run = |args: &[&str], stdin: &str| {
        fray_in(dir.path(), config.path(), lang, args, stdin, DEADLINE_SECS)
    };
    let out = run(
        &["new", "-r", "corporates", "--seed", "7", "--no-open", "T"],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let script = format!("{setup}\noption dice table\n");
    let out = run(&["run", "t", "--script", "-"], &script);
    assert!(out.status.success(), "{script}: {}", text(&out.stderr));
    let out = run(&["run", "t", "--script", "-"], &format!("{line}\n"));
    assert_eq!(out.status.code(), Some(3), "'{line}' is refused");
    let message = text(&out.stderr);
    assert!(!message.contains("cor-"), "a catalog key in: {message}");
    message
}

const CAST: &str = "add Vance pc from team-leader\nadd Kade pc from operative";

#[test]
fn a_duels_stress_dice_are_asked_for_each_fighter_in_order_and_say_stress() {
    for (lang, order) in [("en", "in this order: "), ("fr", "dans cet ordre\u{a0}: ")] {
        let message = refusal(lang, CAST, "duel vance kade");
        let at = message
            .find(order)
            .unwrap_or_else(|| panic!("no order in: {message}"));
        let list = &message[at + order.len()..];
        assert!(list.starts_with("Vance (stress) ×"), "{message}");
        assert!(list.contains(", Kade (stress) ×"), "{message}");
    }
}

#[test]
fn a_startles_reaction_dice_say_for_whom_and_that_it_is_a_startle() {
    let setup =
        format!("{CAST}\nstart reaction=1,2,3,4,5,6\ndeclare vance 1 force\ndeclare kade 1 force");
    for (lang, named) in [
        ("en", "for Vance (startle)"),
        ("fr", "pour Vance (sursaut)"),
    ] {
        let message = refusal(lang, &setup, "startle vance vs 15");
        assert!(message.contains(named), "expected '{named}' in: {message}");
    }
}
