//! A refusal that counts bullets says one or many in both languages: "at most 1 bullet or
//! burst", not "at most 1 bullets", driven through the real binary (`fray run --script -`).

use crate::common;

use common::cli::{fray_in, text};

/// The longest one `fray` call may take before it is killed and the test fails.
const DEADLINE_SECS: u64 = 60;

/// What fray says on its error stream after `script` on a new combat-pool encounter.
fn refusals(lang: &str, script: &str) -> String {
    let dir = tempfile::tempdir().expect("a saves folder");
    let config = tempfile::tempdir().expect("a settings folder");
    let run = |args: &[&str], stdin: &str| {
        fray_in(dir.path(), config.path(), lang, args, stdin, DEADLINE_SECS)
    };
    let out = run(
        &[
            "new",
            "-r",
            "sr-combat-pool",
            "--seed",
            "7",
            "--no-open",
            "P",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = run(&["run", "p", "--keep-going", "--script", "-"], script);
    text(&out.stderr)
}

/// SRP-14: multiple shots are capped by the skill rating; with a rating of 1 the refusal
/// says "1 bullet or burst" ("1 balle ou rafale").
#[test]
fn a_skill_of_one_allows_at_most_one_bullet_said_in_the_singular() {
    let script = "add Kestrel pc from street-samurai\nadd Guard enemy\n\
        attack kestrel at guard hits=1 multiple=2 semi skill=1\n";
    for (lang, said, not) in [
        ("en", "can fire at most 1 bullet or burst (", "1 bullets"),
        ("fr", "peut tirer au plus 1 balle ou rafale (", "1 balles"),
    ] {
        let refused = refusals(lang, script);
        assert!(refused.contains(said), "{lang}: {refused}");
        assert!(!refused.contains(not), "{lang}: {refused}");
    }
}
