//! The Cyberpunk interval export in the text's own words: its rounds are « rounds », each
//! opened by the choice of the number of actions, never Polaris's « Déclarations (du plus
//! lent au plus rapide) ».

mod common;

use common::cli::{fray_in, text};

/// The Markdown export of a Cyberpunk fight after `script`, in `lang`.
fn exported(lang: &str, script: &str) -> String {
    let saves = tempfile::tempdir().expect("a saves folder");
    let config = tempfile::tempdir().expect("a settings folder");
    let (s, c) = (saves.path(), config.path());
    let new = ["new", "-r", "cyberpunk-interval", "--no-open", "t"];
    let made = fray_in(s, c, lang, &new, "", 60);
    assert!(made.status.success(), "{}", text(&made.stderr));
    let run = fray_in(s, c, lang, &["run", "t", "--script", "-"], script, 60);
    assert!(run.status.success(), "{}", text(&run.stderr));
    let export = fray_in(s, c, lang, &["export", "t"], "", 60);
    assert!(export.status.success(), "{}", text(&export.stderr));
    text(&export.stdout)
}

/// « Les combats sont divisés en rounds, chacun représentant 3 secondes. La séquence du
/// round est basé sur le jet d'initiative de chaque joueur »: the export heads each round « Round N » and its first part with the
/// initiative and the number of actions, in French and in English.
#[test]
fn the_cyberpunk_export_heads_rounds_and_the_choice_of_actions_in_the_texts_words() {
    let script = "add Vic pc from solo
add Razor from booster-boss
option dice table
start initiative=7,8
";
    let fr = exported("fr", script);
    assert!(fr.contains("## Round 1"), "{fr}");
    assert!(fr.contains("### Initiative et nombre d’actions"), "{fr}");
    assert!(!fr.contains("Déclarations"), "{fr}");
    assert!(!fr.contains("Tour de combat"), "{fr}");
    let en = exported("en", script);
    assert!(en.contains("### Initiative and number of actions"), "{en}");
    assert!(!en.contains("slowest first"), "{en}");
}
