//! Shadowrun: Anarchy's Markdown export speaks of Turns and Narrations, in both languages,
//! where the shared words say rounds and phases (ANA-11).

use crate::common;

use common::cli::{fray, fray_fed, text};

const SCRIPT: &str = "\
add Kira pc str=3 wil=4 agi=5 log=3 chance=3 armor=6 seat=1
add Jax pc str=5 wil=3 agi=4 log=2 chance=2 armor=9 seat=2
add Ganger enemy str=4 wil=2 agi=3 log=2 chance=1 armor=3
start initiative=4,5,3,3,1,1
test kira 6 vs 1 pool=5,5,1,1,1,1
next
";

fn played() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let made = fray(dir.path(), &["new", "--rules", "sr-anarchy", "scene"]);
    assert!(made.status.success(), "{}", text(&made.stderr));
    let run = fray_fed(dir.path(), &["run", "scene", "--script", "-"], SCRIPT);
    assert!(run.status.success(), "{}", text(&run.stderr));
    dir
}

#[test]
fn ana_11_the_markdown_export_has_turns_and_narrations_not_rounds_and_phases() {
    let dir = played();
    let md = fray(dir.path(), &["export", "scene"]);
    assert!(md.status.success(), "{}", text(&md.stderr));
    let md = text(&md.stdout);
    for shown in [
        "- Turns: 1",
        "## Turn 1",
        "### Narrations (in initiative order)",
        "#### Narration: Kira",
        "#### Narration: Jax",
        "At the end of this transcript: Turn 1, Narrations under way.",
    ] {
        assert!(md.contains(shown), "{shown} missing in:\n{md}");
    }
    assert!(!md.contains("Phase") && !md.contains("Round"), "{md}");
    let fr = fray(dir.path(), &["--lang", "fr", "export", "scene"]);
    let fr = text(&fr.stdout);
    for shown in [
        "## Tour 1",
        "#### Narration\u{a0}: Kira",
        "Tour 1, Narrations en cours",
    ] {
        assert!(fr.contains(shown), "{shown} missing in:\n{fr}");
    }
}
