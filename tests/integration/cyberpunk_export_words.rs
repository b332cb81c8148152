//! The Cyberpunk interval export in the text's own words: its rounds are « rounds », each
//! opened by the choice of the number of actions, never Polaris's « Déclarations (du plus
//! lent au plus rapide) ».

use crate::common;

use common::cli::{new_fight, run_script, stdout_of};

/// The Markdown export of a Cyberpunk fight after `script`, in `lang`.
fn exported(lang: &str, script: &str) -> String {
    let (saves, config) = new_fight(lang, "cyberpunk-interval", "t");
    run_script(saves.path(), config.path(), lang, "t", script);
    stdout_of(saves.path(), config.path(), lang, &["export", "t"])
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
